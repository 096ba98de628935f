import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';

export type TimeFieldProps = Omit<
  TimePickerProps,
  'format' | 'hoursInputLabel' | 'minutesInputLabel' | 'secondsInputLabel' | 'amPmInputLabel' | 'withSeconds'
> & {
  label: string;
  /** Names the field in its parts' labels where the label alone repeats on the page ("From (Night)"). */
  context?: string;
  /** `hh:mm` or `hh:mm:ss`; seconds are shown only when the value has them. */
  value: string;
};

/**
 * A time of day in the signed-in user's clock (12 or 24 hours), whatever the browser's locale: a
 * native time input would show "05:30 PM" to someone who chose the 24-hour clock.
 */
export function TimeField({ label, context, value, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const part = (which: 'hours' | 'minutes' | 'seconds' | 'amPm') =>
    t('form.timePart', { field: context ?? label, part: t(`form.timeParts.${which}`) });
  return (
    <TimePicker
      {...props}
      label={label}
      value={value}
      format={user.timeformat_12h ? '12h' : '24h'}
      withSeconds={value.length > 5}
      hoursInputLabel={part('hours')}
      minutesInputLabel={part('minutes')}
      secondsInputLabel={part('seconds')}
      amPmInputLabel={part('amPm')}
    />
  );
}
