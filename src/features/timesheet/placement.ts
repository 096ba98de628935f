import { dayBounds, toUtcTimestamp, zonedInstant } from '../../../contract/dates.ts';
import type { Entry } from '../../../contract/entries.ts';
import type { SheetCell } from './week-sheet.ts';

/** Where a day's first booking starts when nothing is booked yet: 09:00 in the user's zone. */
const WORKDAY_START = 9 * 3600;

type Period = { id: number; since: number; until: number };

/** The time entries as periods; a running one lasts until now (at least its start). */
function periodsOf(entries: readonly Entry[], now: number): Period[] {
  return entries
    .filter((entry) => entry.type === 1)
    .map((entry) => {
      const since = Date.parse(entry.time_since);
      const until = entry.time_until === null ? Math.max(since, now) : Date.parse(entry.time_until);
      return { id: entry.id, since, until };
    });
}

/**
 * The start of a new entry on `day`, so that it overlaps nothing: the end of the day's last entry of
 * any row, or 09:00 in the user's zone when none starts that day (later still if an entry of the night
 * before runs past it).
 */
export function nextStart(entries: readonly Entry[], day: string, zone: string, now: number): number {
  const bounds = dayBounds(day, zone);
  const touching = periodsOf(entries, now).filter(
    (period) => period.since < bounds.end && period.until > bounds.start,
  );
  const startsToday = touching.some((period) => period.since >= bounds.start);
  const ends = touching.map((period) => period.until);
  return Math.max(startsToday ? bounds.start : zonedInstant(day, WORKDAY_START, zone), ...ends);
}

/**
 * The edit that gives an entry a new length, keeping its start: the end moves with it, unless that
 * would run into the user's next entry; then the times stay and the booked duration differs from
 * the period, as a correction does, so nothing overlaps.
 */
export function lengthEdit(entry: Entry, seconds: number, entries: readonly Entry[], now: number) {
  const since = Date.parse(entry.time_since);
  const end = since + seconds * 1000;
  const next = periodsOf(entries, now)
    .filter((period) => period.id !== entry.id && period.since >= since)
    .map((period) => period.since);
  if (next.some((start) => start < end)) return { duration: seconds };
  return { time_until: toUtcTimestamp(end), duration: seconds };
}

/** The longest day a cell takes. */
const MAX_CELL_SECONDS = 24 * 3600;

/** What typing a length into a cell does. */
export type CellChange =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'create'; seconds: number }
  | { kind: 'edit'; entry: Entry; seconds: number }
  | { kind: 'delete'; entry: Entry };

/**
 * Typing `seconds` (null: the text is no length) into a cell of one entry or none: an empty cell gets
 * a new entry, a single entry a new length, 0 deletes it. A cell of several entries or a running one
 * is opened instead, never typed into.
 */
export function cellChange(cell: SheetCell, seconds: number | null): CellChange {
  if (seconds === null || seconds > MAX_CELL_SECONDS) return { kind: 'invalid' };
  if (seconds === cell.seconds) return { kind: 'none' };
  const [entry, ...others] = cell.entries;
  if (!entry) return seconds === 0 ? { kind: 'none' } : { kind: 'create', seconds };
  if (others.length > 0 || cell.running) return { kind: 'none' };
  return seconds === 0 ? { kind: 'delete', entry } : { kind: 'edit', entry, seconds };
}
