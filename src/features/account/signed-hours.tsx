import { Text, type TextProps } from '@mantine/core';
import classes from './account.module.css';
import type { hoursText } from './account-text.ts';

/** A difference or balance: its sign written out, and green above zero, red below. */
export function SignedHours({
  amount,
  text,
  ...props
}: { amount: number; text: Pick<ReturnType<typeof hoursText>, 'signed'> } & Omit<TextProps, 'children'>) {
  const shown = text.signed(amount);
  // The colour follows what is shown: a difference that rounds to zero reads "0:00 h" and stays plain.
  const tone = shown.startsWith('+')
    ? classes.positive
    : shown.startsWith('\u2212')
      ? classes.negative
      : undefined;
  return (
    <Text span inherit className={[classes.figure, tone].filter(Boolean).join(' ')} {...props}>
      {shown}
    </Text>
  );
}
