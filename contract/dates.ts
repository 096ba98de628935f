/**
 * Calendar days and instants in a named time zone, for the app, the service and the demo seed alike.
 *
 * Calendar days are `YYYY-MM-DD` strings and months `YYYY-MM`: a day carries no zone, so day
 * arithmetic runs on UTC midnights. Instants are epoch milliseconds. Zones are read with Intl only,
 * so no zone database of our own can fall out of date.
 */

const MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MINUTE;
const HALF_DAY = DAY_MS / 2;

function utcMidnight(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function dayOfUtc(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dayOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay`. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The first day of the week `date` lies in: a Monday, or a Sunday when `mondayFirst` is false. */
export function weekStartOf(date: string, mondayFirst: boolean): string {
  const weekday = weekdayOf(date);
  return addDays(date, -(mondayFirst ? (weekday + 6) % 7 : weekday));
}

/** Every day from `since` to `until`, both included. */
export function eachDay(since: string, until: string): string[] {
  const days: string[] = [];
  for (let day = since; day <= until; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The date as a UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function dateValue(date: string): Date {
  return new Date(utcMidnight(date));
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function yearOf(dateOrMonth: string): number {
  return Number(dateOrMonth.slice(0, 4));
}

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: string, delta: number): string {
  return dayOfUtc(Date.UTC(yearOf(month), Number(month.slice(5, 7)) - 1 + delta, 1)).slice(0, 7);
}

export function daysInMonth(month: string): number {
  return new Date(Date.UTC(yearOf(month), Number(month.slice(5, 7)), 0)).getUTCDate();
}

export function daysOfMonth(month: string): string[] {
  return Array.from(
    { length: daysInMonth(month) },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

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

/**
 * The instant of `seconds` after local midnight of `date` in `timeZone`. A wall time that a DST
 * change skips lands after the gap, as clocks do; a repeated one takes its first occurrence.
 */
export function zonedInstant(date: string, seconds: number, timeZone: string): number {
  const wall = utcMidnight(date) + seconds * 1000;
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

/** The local calendar day of `instant`. */
export function dayIn(instant: number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}

/** Local wall time `hh:mm` of `instant` (24 h), for time inputs. */
export function clockOf(instant: number, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** `hh:mm` or `hh:mm:ss` → seconds after midnight. */
export function secondsOfTime(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** The wire format of an instant: ISO 8601 UTC without fraction, `2024-05-06T07:30:00Z`. */
export function toUtcTimestamp(instant: number): string {
  return `${new Date(instant).toISOString().slice(0, 19)}Z`;
}

/** The ISO 8601 week number of `date` (weeks begin on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: string): number {
  const thursday = addDays(date, 3 - ((weekdayOf(date) + 6) % 7));
  return Math.floor(daysBetween(`${thursday.slice(0, 4)}-01-01`, thursday) / 7) + 1;
}

type OffsetChange = { from: number; offset: number };
const offsetYears = new Map<string, OffsetChange[]>();

/** The instant, to the second, in (low, high] at which the offset changes away from low's. */
function changeBetween(low: number, high: number, timeZone: string): number {
  const before = offsetAt(low, timeZone);
  let [lo, hi] = [low, high];
  while (hi - lo > 1000) {
    const middle = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(middle, timeZone) === before) lo = middle;
    else hi = middle;
  }
  return hi;
}

/**
 * `offsetAt` for many instants around one year: the zone's offset changes from a month before the
 * year to a month after it are found once per zone and year (offsets sampled daily, each change then
 * bisected to the second) and kept, so a year of work times asks Intl a few hundred times, not once
 * per instant. Instants outside that span ask `offsetAt` directly.
 */
export function offsetsAround(year: number, timeZone: string): (instant: number) => number {
  const key = `${timeZone}|${year}`;
  const first = Date.UTC(year - 1, 11, 1);
  const last = Date.UTC(year + 1, 1, 1);
  let changes = offsetYears.get(key);
  if (!changes) {
    changes = [{ from: first, offset: offsetAt(first, timeZone) }];
    for (let instant = first + DAY_MS; instant <= last; instant += DAY_MS) {
      const offset = offsetAt(instant, timeZone);
      const previous = changes[changes.length - 1] as OffsetChange;
      if (offset !== previous.offset) {
        changes.push({ from: changeBetween(instant - DAY_MS, instant, timeZone), offset });
      }
    }
    offsetYears.set(key, changes);
  }
  const known = changes;
  return (instant) => {
    if (instant < first || instant > last) return offsetAt(instant, timeZone);
    let offset = (known[0] as OffsetChange).offset;
    for (const change of known) {
      if (change.from > instant) break;
      offset = change.offset;
    }
    return offset;
  };
}

/**
 * `[since, until)` cut at the local midnights of `timeZone`: one piece per local day it touches,
 * each with that day, in order. Empty when `until` is not after `since`.
 */
export function splitByDay(
  since: number,
  until: number,
  timeZone: string,
): { date: string; since: number; until: number }[] {
  const pieces: { date: string; since: number; until: number }[] = [];
  for (let date = dayIn(since, timeZone), start = since; start < until; date = addDays(date, 1)) {
    const end = Math.min(dayBounds(date, timeZone).end, until);
    pieces.push({ date, since: start, until: end });
    start = end;
  }
  return pieces;
}
