/** Dates and instants in a user's time zone, with Intl only (no zone database of our own). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** The calendar day (`YYYY-MM-DD`) that `instant` falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Milliseconds by which `timeZone` is ahead of UTC at `instant`. */
export function offsetAt(instant: Date, timeZone: string): number {
  const parts = partsIn(instant, timeZone);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the local wall-clock time `day` `time` happens in `timeZone`. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}Z`);
  const first = wall - offsetAt(new Date(wall), timeZone);
  // A second pass settles days on which the offset changes (DST).
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** `[start, end)` of a local day in UTC; 23 or 25 hours long on DST change days. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(day, '00:00:00', timeZone),
    end: zonedInstant(addDays(day, 1), '00:00:00', timeZone),
  };
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Every day from `since` to `until`, both included. */
export function eachDay(since: string, until: string): string[] {
  const days: string[] = [];
  for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** An instant as the interface writes it: `YYYY-MM-DDThh:mm:ssZ`. */
export function toUtcString(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}
