import { daysOfMonth, weekdayOf } from './dates.ts';
import { appliedPercent, type SurchargeWindow } from './surcharge-windows.ts';
import type { SurchargeKind } from './surcharges.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { Interval } from './work-time-intervals.ts';

/**
 * One day of the work-time account (docs/interface.md#work-time-account): its target, absence credit
 * and surcharge. Worked time and surcharges are summed as integers (milliseconds, percent ×
 * milliseconds) and turned into hours once, so cutting an interval in two never changes a figure.
 */

export const HOUR_MS = 3_600_000;

/** Half away from zero to two decimals, after removing binary noise (1.005 is 1.01, −0.125 is −0.13). */
export function roundHours(value: number): number {
  const scaled = Math.round(Number((Math.abs(value) * 100).toPrecision(12))) / 100;
  return value < 0 && scaled !== 0 ? -scaled : scaled;
}

/** `weekdayOf()` order: 0 = Sunday … 6 = Saturday. */
const weeklyFields = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const workdayFields = [
  'workday_sunday',
  'workday_monday',
  'workday_tuesday',
  'workday_wednesday',
  'workday_thursday',
  'workday_friday',
  'workday_saturday',
] as const;

/** A calendar day with its weekday (`weekdayOf()` order), which the account reads once per year. */
export type CalendarDay = { date: string; weekday: number };

export const calendarDay = (date: string): CalendarDay => ({ date, weekday: weekdayOf(date) });

/** A work day of the row: weekly, the weekday's hours are above 0; monthly, its workday flag is set. */
export function isWorkdayOf(row: TargetHoursRow, day: CalendarDay): boolean {
  if (row.type === 'weekly') return row[weeklyFields[day.weekday] as (typeof weeklyFields)[number]] > 0;
  return row[workdayFields[day.weekday] as (typeof workdayFields)[number]];
}

/** Rows are values: a monthly row's work days per month are counted once. */
const monthWorkdays = new WeakMap<TargetHoursRow, Map<string, number>>();

/** A monthly row's work days in the calendar month of `date`, whether or not the row covers all of it. */
function workdaysInMonth(row: TargetHoursRow, date: string): number {
  const month = date.slice(0, 7);
  let counts = monthWorkdays.get(row);
  if (!counts) {
    counts = new Map();
    monthWorkdays.set(row, counts);
  }
  let count = counts.get(month);
  if (count === undefined) {
    count = daysOfMonth(month).filter((other) => isWorkdayOf(row, calendarDay(other))).length;
    counts.set(month, count);
  }
  return count;
}

/** The row's hours for a day before nonbusiness days and absences: a monthly target spread evenly. */
export function targetRawOf(row: TargetHoursRow, day: CalendarDay): number {
  if (row.type === 'weekly') return row[weeklyFields[day.weekday] as (typeof weeklyFields)[number]];
  return isWorkdayOf(row, day) ? row.monthly_target / workdaysInMonth(row, day.date) : 0;
}

/** What a paid absence credits with `absence_fixed_credit`: the row's average per work day. */
function averagePerWorkday(row: TargetHoursRow, day: CalendarDay): number {
  if (row.type === 'monthly') return targetRawOf(row, day);
  const hours = weeklyFields.map((field) => row[field]);
  const workdays = hours.filter((value) => value > 0).length;
  return workdays === 0 ? 0 : hours.reduce((sum, value) => sum + value, 0) / workdays;
}

/** How each absence type counts on a day with a target: credited, target removed, or the missing hours credited. */
export const paidAbsenceTypes: ReadonlySet<number> = new Set([1, 2, 4, 5, 6, 7, 13, 14, 15]);
export const unpaidAbsenceTypes: ReadonlySet<number> = new Set([10, 11, 12]);
export const plannedHoursAbsenceTypes: ReadonlySet<number> = new Set([8, 9]);
/** Overtime reduction credits nothing: the shortfall is the reduction. */
export const OVERTIME_REDUCTION = 3;

export type DayAbsence = { type: number; half: boolean };

/** The day's target after nonbusiness days and unpaid absences, and the absence credit. */
export function targetAndCredit(
  row: TargetHoursRow | undefined,
  day: CalendarDay,
  nonbusiness: boolean,
  absence: DayAbsence | undefined,
  workedHours: number,
): { targetRaw: number; target: number; credit: number } {
  const targetRaw = row ? targetRawOf(row, day) : 0;
  let target = nonbusiness ? 0 : targetRaw;
  let credit = 0;
  if (row && absence && target > 0) {
    const share = absence.half ? 0.5 : 1;
    if (unpaidAbsenceTypes.has(absence.type)) target = absence.half ? target / 2 : 0;
    else if (plannedHoursAbsenceTypes.has(absence.type)) credit = Math.max(0, target - workedHours) * share;
    else if (paidAbsenceTypes.has(absence.type)) {
      const fixed = row.type === 'weekly' && row.absence_fixed_credit;
      credit = (fixed ? averagePerWorkday(row, day) : target) * share;
    }
  }
  return { targetRaw, target, credit };
}

/** `hours` after the daily compensation: that many minutes of overtime are part of the salary. */
export function dailyCompensated(
  row: TargetHoursRow | undefined,
  withoutCompensation: number,
  target: number,
) {
  const minutes = row?.type === 'weekly' ? row.compensation_daily : 0;
  return withoutCompensation - Math.min(minutes / 60, Math.max(0, withoutCompensation - target));
}

/** Percent × milliseconds earned per kind. */
export type SurchargeShares = Partial<Record<SurchargeKind, number>>;

/** Real instants onto the local wall clock, in milliseconds as if the wall clock were UTC. */
export type WallClock = { offsetOf(instant: number): number };

/**
 * The surcharge earned by `intervals`: each stretch of worked time is placed on the local wall clock
 * (pieces of one offset each, so a repeated hour counts in both passes and a skipped one is never
 * reached), and earns the percent of the windows covering it. `windows` (`windowsOn` of the wall-clock
 * days that may reach the intervals, in milliseconds) are those of one model with its `accumulation`.
 */
export function surchargeShares(
  intervals: readonly Interval[],
  windows: readonly SurchargeWindow[],
  accumulation: boolean,
  clock: WallClock,
): SurchargeShares {
  const shares: SurchargeShares = {};
  for (const piece of wallPieces(intervals, clock)) earn(shares, piece, windows, accumulation);
  return shares;
}

function earn(
  shares: SurchargeShares,
  piece: Interval,
  windows: readonly SurchargeWindow[],
  accumulation: boolean,
) {
  const touching = windows.filter((window) => window.start < piece.until && window.end > piece.since);
  // Most worked time lies outside every window: nothing to cut.
  if (touching.length === 0) return;
  const bounds = new Set([piece.since, piece.until]);
  for (const window of touching) {
    if (window.start > piece.since) bounds.add(window.start);
    if (window.end < piece.until) bounds.add(window.end);
  }
  const sorted = [...bounds].sort((a, b) => a - b);
  for (let index = 0; index < sorted.length - 1; index++) {
    const start = sorted[index] as number;
    const end = sorted[index + 1] as number;
    const active = touching.filter((window) => window.start < end && window.end > start);
    for (const share of appliedPercent(active, accumulation).shares) {
      shares[share.kind] = (shares[share.kind] ?? 0) + share.percent * (end - start);
    }
  }
}

/** Cuts each interval where the offset changes and moves each piece onto the wall clock. */
function wallPieces(intervals: readonly Interval[], clock: WallClock): Interval[] {
  const pieces: Interval[] = [];
  for (const interval of intervals) {
    let since = interval.since;
    while (since < interval.until) {
      const offset = clock.offsetOf(since);
      let until = interval.until;
      if (clock.offsetOf(until - 1) !== offset) until = firstOtherOffset(since, until, offset, clock);
      pieces.push({ since: since + offset, until: until + offset });
      since = until;
    }
  }
  return pieces;
}

function firstOtherOffset(low: number, high: number, offset: number, clock: WallClock): number {
  let [lo, hi] = [low, high - 1];
  while (hi - lo > 1) {
    const middle = Math.floor((lo + hi) / 2);
    if (clock.offsetOf(middle) === offset) lo = middle;
    else hi = middle;
  }
  return hi;
}
