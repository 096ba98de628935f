import { DAY_MS, daysBetween, eachDay, offsetsAround, weekdayOf } from './dates.ts';
import { type GroupPeriod, groupInForce } from './nonbusiness-groups.ts';
import type { UserSurchargeModel } from './surcharge-model-periods.ts';
import { type SurchargeWindow, type WindowDay, windowsOn } from './surcharge-windows.ts';
import type { SurchargeModel } from './surcharges.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { ReportType } from './user-reports.ts';
import type { CalendarDay, DayAbsence, WallClock } from './work-time-day.ts';
import type { Interval } from './work-time-intervals.ts';

/**
 * The inputs of the work-time account (contract/work-time-account.ts) and their index: what each day
 * needs is computed once per year (the calendar), per model (its windows) or per user (periods in
 * force), so that a company's year of days is a few lookups each.
 */

/** A stored work-time interval; `until: null` is the running work clock, counted up to `now`. */
export type WorkTimeInterval = { date: string; since: number; until: number | null };

export type AccountAbsence = {
  date_since: string;
  date_until: string;
  status: number;
  type: number;
  count_days: number | null;
  count_hours: number | null;
};

export type AccountInput = {
  user: {
    id: number;
    name: string;
    timezone: string;
    weekStartsMonday: boolean;
    defaultGroupId: number | null;
  };
  year: number;
  /** The last counted day; default today in the user's zone; clamped by `reportUntil`. */
  until?: string | undefined;
  /** The moment of the request, epoch milliseconds. */
  now: number;
  type: ReportType;
  intervals: readonly WorkTimeInterval[];
  /**
   * Worked milliseconds of days whose intervals were not read (a store sums them): only days without
   * a surcharge model, and never with type 4, which show their times; a day has intervals or a sum.
   */
  workedSums?: readonly { date: string; ms: number }[] | undefined;
  targetRows: readonly TargetHoursRow[];
  surchargePeriods: readonly Pick<UserSurchargeModel, 'surcharge_models_id' | 'date_since' | 'date_until'>[];
  surchargeModels: readonly SurchargeModel[];
  groupPeriods: readonly GroupPeriod[];
  nonbusinessDays: readonly { nonbusiness_groups_id: number; date: string; special: boolean }[];
  absences: readonly AccountAbsence[];
  overtimeCarry: number;
  holidaysQuota: number;
  holidaysCarry: number;
};

type Dated = { date_since: string; date_until: string | null };

/** The period in force on each day of the year (the first listed where two would cover a day). */
function inForceByDay<Period extends Dated>(
  periods: readonly Period[],
  year: number,
): (Period | undefined)[] {
  const days = calendarOf(year);
  const found = new Array<Period | undefined>(days.length).fill(undefined);
  const indexOf = (date: string) => daysBetween(`${year}-01-01`, date);
  for (const period of periods) {
    const from = Math.max(0, indexOf(period.date_since));
    const to = Math.min(
      days.length - 1,
      period.date_until === null ? days.length : indexOf(period.date_until),
    );
    for (let index = from; index <= to; index++) found[index] ??= period;
  }
  return found;
}

export const [PENDING, APPROVED] = [0, 1];

/** A day of the year as the account reads it; `dayNumber` counts days since 1970-01-01. */
export type YearDay = CalendarDay & { index: number; dayNumber: number; month: number };

const calendars = new Map<number, readonly YearDay[]>();

/** The year's days, the same for every user: built once per year. */
export function calendarOf(year: number): readonly YearDay[] {
  let days = calendars.get(year);
  if (!days) {
    days = eachDay(`${year}-01-01`, `${year}-12-31`).map((date, index) => ({
      date,
      index,
      weekday: weekdayOf(date),
      dayNumber: Date.parse(`${date}T00:00:00Z`) / DAY_MS,
      month: Number(date.slice(5, 7)),
    }));
    calendars.set(year, days);
  }
  return days;
}

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (weekday: number) => ((weekday + 6) % 7) + 1;

/** Models are values: each day's windows (in milliseconds) are built once per model, weekday and kind of day. */
const modelWindows = new WeakMap<SurchargeModel, Map<number, SurchargeWindow[]>>();
const nonbusinessCodes = { plain: 1, special: 2 } as const;

export function windowsOfDay(model: SurchargeModel, day: WindowDay): SurchargeWindow[] {
  let known = modelWindows.get(model);
  if (!known) {
    known = new Map();
    modelWindows.set(model, known);
  }
  const key = day.dayStart * 3 + (day.nonbusiness === null ? 0 : nonbusinessCodes[day.nonbusiness]);
  let windows = known.get(key);
  if (!windows) {
    windows = windowsOn(model, [day]).map((window) => ({
      ...window,
      start: window.start * 1000,
      end: window.end * 1000,
    }));
    known.set(key, windows);
  }
  return windows;
}

/** The account's facts, indexed once per request so that each day is a few lookups. */
export function indexInput(input: AccountInput, until: string) {
  const { year, user } = input;
  const intervalsByDate = new Map<string, { intervals: Interval[]; running: boolean }>();
  for (const interval of input.intervals) {
    const day = intervalsByDate.get(interval.date) ?? { intervals: [], running: false };
    if (interval.until === null) day.running = true;
    day.intervals.push({
      since: interval.since,
      until: interval.until ?? Math.max(interval.since, input.now),
    });
    intervalsByDate.set(interval.date, day);
  }
  const workedByDate = new Map((input.workedSums ?? []).map((day) => [day.date, day.ms]));
  const absenceByDate = new Map<string, DayAbsence & { type: number }>();
  for (const absence of input.absences) {
    if (absence.status !== APPROVED) continue;
    const half = absence.count_days === 0.5;
    for (const day of eachDay(absence.date_since, absence.date_until)) {
      absenceByDate.set(day, { type: absence.type, half });
    }
  }
  const specialByGroup = new Map<number, Map<string, boolean>>();
  for (const day of input.nonbusinessDays) {
    const group = specialByGroup.get(day.nonbusiness_groups_id) ?? new Map<string, boolean>();
    group.set(day.date, day.special);
    specialByGroup.set(day.nonbusiness_groups_id, group);
  }
  const models = new Map(input.surchargeModels.map((model) => [model.id, model]));
  const nonbusinessOf = (date: string): WindowDay['nonbusiness'] => {
    const group = groupInForce(input.groupPeriods, user.defaultGroupId, date);
    const special = group === null ? undefined : specialByGroup.get(group)?.get(date);
    return special === undefined ? null : special ? 'special' : 'plain';
  };
  const offsets = offsetsAround(year, user.timezone);
  // The days' surcharge facts by day number (days since 1970-01-01), built once per day asked.
  const windowDays = new Map<number, WindowDay>();
  const windowDay = (dayNumber: number): WindowDay => {
    let day = windowDays.get(dayNumber);
    if (!day) {
      const date = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
      const weekday = (dayNumber + 4) % 7; // 1970-01-01 was a Thursday
      day = { dayStart: dayNumber * 86_400, weekday: isoWeekday(weekday), nonbusiness: nonbusinessOf(date) };
      windowDays.set(dayNumber, day);
    }
    return day;
  };
  return {
    until,
    intervalsByDate,
    workedByDate,
    absenceByDate,
    windowDay,
    clock: { offsetOf: offsets } satisfies WallClock,
    rowByDay: inForceByDay(input.targetRows, year),
    modelByDay: inForceByDay(input.surchargePeriods, year).map((period) =>
      period ? models.get(period.surcharge_models_id) : undefined,
    ),
  };
}

export type Indexed = ReturnType<typeof indexInput>;
