import { Text, type TextProps } from '@mantine/core';
import classes from './account.module.css';
import type { hoursText } from './account-text.ts';

/** A difference or balance: its sign written out, and green above zero, red below. */
export function SignedHours({
  amount,
  text,
  ...props
}: { amount: number; text: Pick<ReturnType<typeof hoursText>, 'signed'> } & Omit<TextProps, 'children'>) {
  const rounded = Math.round(amount * 100);
  const tone = rounded > 0 ? classes.positive : rounded < 0 ? classes.negative : undefined;
  return (
    <Text span inherit className={[classes.figure, tone].filter(Boolean).join(' ')} {...props}>
      {text.signed(amount)}
    </Text>
  );
}
