import { daysOfMonth, weekdayOf } from '../../../contract/dates.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';

// Where absences sit in the calendars: bars, lanes, planner columns, weekends and days off. Day
// arithmetic comes from contract/dates.ts.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A `YYYY-MM` the calendars can show: the years the interface allows, 1970–2100. */
export function isMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= 1970 && year <= 2100;
}

/** Friday and Saturday with `weekend_friday`, otherwise Saturday and Sunday (interface, user). */
export function isWeekend(date: string, weekendFriday: boolean): boolean {
  const weekday = weekdayOf(date);
  return weekendFriday ? weekday === 5 || weekday === 6 : weekday === 6 || weekday === 0;
}

/** The first day of a week: Monday with `weekstart_monday`, otherwise Sunday. */
export function isWeekStart(date: string, weekstartMonday: boolean): boolean {
  return weekdayOf(date) === (weekstartMonday ? 1 : 0);
}

/** Inclusive ranges share at least one day. */
function rangesOverlap(aSince: string, aUntil: string, bSince: string, bUntil: string): boolean {
  return aSince <= bUntil && bSince <= aUntil;
}

/**
 * The 31 columns of one month in a year planner: the month's dates, then null for the days it
 * does not have (so that every month lines up under the same day numbers).
 */
export function plannerColumns(month: string): (string | null)[] {
  const days = daysOfMonth(month);
  return Array.from({ length: 31 }, (_, index) => days[index] ?? null);
}

// ISO dates compare as strings; Math.min/max would turn them into NaN.
function laterOf(left: string, right: string): string {
  if (left > right) return left;
  return right;
}

function earlierOf(left: string, right: string): string {
  if (left < right) return left;
  return right;
}

export type Span = { date_since: string; date_until: string; count_days?: number | null };

export type BarLayout<T extends Span> = {
  item: T;
  /** Index of the first column the bar covers. */
  start: number;
  /** Number of columns it covers (at least 1). */
  span: number;
  /** The absence began before the first column (e.g. in the previous month). */
  continuesBefore: boolean;
  /** It goes on after the last column. */
  continuesAfter: boolean;
  /** A half day (count_days 0.5), drawn half as wide as a day. */
  half: boolean;
  /** Vertical slot within the row when bars share days (e.g. a declined and a new request). */
  lane: number;
};

/**
 * Which columns each item covers, clipped to the columns' first and last date, and in which lane
 * it sits so that no two bars in a lane share a column. Columns are consecutive dates, possibly
 * followed by nulls for days a month does not have; items outside them are left out.
 */
export function layoutBars<T extends Span>(
  items: readonly T[],
  columns: readonly (string | null)[],
): { bars: BarLayout<T>[]; lanes: number } {
  const index = new Map<string, number>();
  columns.forEach((date, position) => {
    if (date !== null) index.set(date, position);
  });
  const dates = columns.filter((date): date is string => date !== null);
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return { bars: [], lanes: 1 };

  const placed: Omit<BarLayout<T>, 'lane'>[] = [];
  for (const item of items) {
    if (!rangesOverlap(item.date_since, item.date_until, first, last)) continue;
    const since = laterOf(item.date_since, first);
    const until = earlierOf(item.date_until, last);
    const start = index.get(since);
    const end = index.get(until);
    if (start === undefined || end === undefined) continue;
    placed.push({
      item,
      start,
      span: end - start + 1,
      continuesBefore: item.date_since < first,
      continuesAfter: item.date_until > last,
      half: item.count_days === 0.5 && item.date_since === item.date_until,
    });
  }
  placed.sort((left, right) => left.start - right.start || right.span - left.span);

  // Greedy interval partitioning: the first lane whose last bar ends before this one starts.
  const laneEnds: number[] = [];
  const bars = placed.map((bar) => {
    let lane = laneEnds.findIndex((end) => end < bar.start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(0);
    }
    laneEnds[lane] = bar.start + bar.span - 1;
    return { ...bar, lane };
  });
  return { bars, lanes: Math.max(1, laneEnds.length) };
}

const weekdayKeys = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/**
 * Target-hours days off of one user (a weekly row with 0 h, a monthly row's non-workday), from the
 * row in force on each date; unknown (no row) counts as a working day. Returns a lookup by date.
 */
export function daysOffOf(rows: readonly TargetHoursRow[], dates: readonly string[]): Set<string> {
  const off = new Set<string>();
  for (const date of dates) {
    const row = rows.find(
      (candidate) =>
        candidate.date_since <= date && (candidate.date_until === null || date <= candidate.date_until),
    );
    if (!row) continue;
    const weekday = weekdayKeys[weekdayOf(date)] ?? 'sunday';
    const working = row.type === 'weekly' ? row[weekday] > 0 : row[`workday_${weekday}`];
    if (!working) off.add(date);
  }
  return off;
}
