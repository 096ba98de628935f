import { dayBounds, zonedInstant } from '../../contract/dates.ts';

/**
 * The form's time inputs give `hh:mm` strings; the shared helpers in `contract/dates.ts` do not
 * check them, so what a user typed is read here and refused when it is not a time of day.
 */

/** `hh:mm` (24 h) → minutes after midnight, or null when it is not a time of day. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A typed `hh:mm` of `day` in `timeZone` as an instant, or null when it is not a time of day. An end
 * of 00:00 is the midnight that closes the day, since a time input cannot say 24:00.
 */
export function clockInstant(day: string, clock: string, timeZone: string, isEnd: boolean): number | null {
  const minutes = parseClock(clock);
  if (minutes === null) return null;
  return isEnd && minutes === 0 ? dayBounds(day, timeZone).end : zonedInstant(day, minutes * 60, timeZone);
}
