/**
 * Wall-clock time in a named time zone, with Intl only: a change request's day and its times are
 * the co-worker's, whatever zone the browser or the viewer is in.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HALF_DAY = DAY / 2;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The zone when the runtime knows it, else UTC, so a bad name never breaks a page. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    partsFormat(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Local time minus UTC at `instant`, in milliseconds (Europe/Berlin in summer: +7 200 000). */
export function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 1970, month ?? 1, day ?? 1];
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY).toISOString().slice(0, 10);
}

/**
 * The instant of `minutes` after local midnight of `date` in `timeZone`. A wall time that a DST
 * change skips lands after the gap, as clocks do; a repeated one takes its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = dateParts(date);
  const wall = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  // Offset changes are rare and at least half a day apart, so the offsets half a day before and
  // after cover every candidate.
  const before = wall - offsetAt(wall - HALF_DAY, timeZone);
  const after = wall - offsetAt(wall + HALF_DAY, timeZone);
  const matching = [before, after].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  return matching.length > 0 ? Math.min(...matching) : before;
}

/** Local midnight to the next local midnight: 23, 24 or 25 hours. */
export function dayBounds(date: string, timeZone: string): { start: number; end: number } {
  return { start: zonedInstant(date, 0, timeZone), end: zonedInstant(addDays(date, 1), 0, timeZone) };
}

/** The local calendar day of `instant`, as `YYYY-MM-DD`. */
export function localDate(instant: number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** `hh:mm` (24 h) → minutes after midnight, or null when it is not a time of day. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Local wall time `hh:mm` of `instant` (24 h), for time inputs. */
export function clockOf(instant: number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** The wire format of an instant: ISO 8601 UTC without fraction, `2024-05-06T07:30:00Z`. */
export function toUtcTimestamp(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}
