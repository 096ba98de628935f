import type { ChangeRequestInterval } from '../../../contract/change-requests.ts';
import { dateValue, dayBounds, knownTimeZone } from '../../../contract/dates.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

export type ClockFormat = {
  /** Wall time of an instant in the co-worker's zone; the day's closing midnight reads 24:00. */
  time: (instant: number) => string;
  /** `08:00–09:30`. */
  range: (since: number, until: number) => string;
  /** The zone the times are shown in. */
  timeZone: string;
};

/** Clock times on the co-worker's day, in the viewer's language and 12/24-hour habit. */
export function createClockFormat({
  locale,
  hour12,
  timeZone,
  date,
}: {
  locale: string;
  hour12: boolean;
  timeZone: string;
  date: string;
}): ClockFormat {
  const zone = knownTimeZone(timeZone);
  // hourCycle rather than hour12: en-GB with hour12 writes midnight as "00:00 am".
  const format = dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
    timeZone: zone,
  });
  const { end } = dayBounds(date, zone);
  const time = (instant: number) => (instant === end && !hour12 ? '24:00' : format.format(new Date(instant)));
  return { time, range: (since, until) => `${time(since)}–${time(until)}`, timeZone: zone };
}

/** Each change as "+08:00–09:30" or "−12:00–12:30": the sign says add or remove. */
export function changeParts(changes: readonly ChangeRequestInterval[], clock: ClockFormat): string[] {
  return changes.map(
    (change) =>
      `${change.type === 1 ? '+' : '\u2212'}${clock.range(Date.parse(change.time_since), Date.parse(change.time_until))}`,
  );
}

/** "+08:00–09:30, −12:00–12:30". */
export function changeSummary(changes: readonly ChangeRequestInterval[], clock: ClockFormat): string {
  return changeParts(changes, clock).join(', ');
}

/** "Mon, 6 May 2024": calendar dates carry no zone, so they are formatted as UTC. */
export function createDayFormat(locale: string): (date: string) => string {
  const format = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (date) => {
    const value = dateValue(date);
    return Number.isNaN(value.getTime()) ? date : format.format(value);
  };
}
