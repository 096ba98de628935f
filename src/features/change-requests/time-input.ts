/**
 * The form's time inputs give `hh:mm` strings; the shared helpers in `contract/dates.ts` do not
 * check them, so what a user typed is read here and refused when it is not a time of day.
 */

/** `hh:mm` (24 h) → minutes after midnight, or null when it is not a time of day. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
