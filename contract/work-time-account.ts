import { addDays, DAY_MS, dayIn, isoWeekOf, weekStartOf } from './dates.ts';
import type { SurchargeWindow } from './surcharge-windows.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { ReportDay, ReportMonth, ReportWeek, SurchargeHours, UserReport } from './user-reports.ts';
import {
  type DayAbsence,
  dailyCompensated,
  HOUR_MS,
  OVERTIME_REDUCTION,
  roundHours,
  type SurchargeShares,
  surchargeShares,
  targetAndCredit,
  type WallClock,
} from './work-time-day.ts';
import {
  type AccountAbsence,
  type AccountInput,
  APPROVED,
  calendarOf,
  type Indexed,
  indexInput,
  isoWeekday,
  PENDING,
  windowsOfDay,
  type YearDay,
} from './work-time-facts.ts';
import { type Interval, normalize } from './work-time-intervals.ts';

export type { AccountInput, WorkTimeInterval } from './work-time-facts.ts';

/**
 * The work-time account (docs/interface.md#work-time-account): a user's year of target hours, work
 * times, absences and surcharges added up into days, weeks, months and the year. Pure: the moment of
 * the request and the user's zone are inputs, so the service, the app and the tests compute alike.
 */

/** The `until` a report uses: inside the year, or the day before it (no day counted). */
function reportUntil(year: number, until: string): string {
  if (until < `${year}-01-01`) return `${year - 1}-12-31`;
  if (until > `${year}-12-31`) return `${year}-12-31`;
  return until;
}

type DayFigures = {
  day: YearDay;
  date: string;
  nonbusiness: boolean;
  absence: (DayAbsence & { type: number }) | undefined;
  row: TargetHoursRow | undefined;
  targetRaw: number;
  target: number;
  worked: number;
  credit: number;
  surcharge: number;
  shares: SurchargeShares;
  withoutCompensation: number;
  hours: number;
  diff: number;
  intervals: Interval[];
  running: boolean;
};

/** The local day of an instant as a day number (days since 1970-01-01). */
const wallDayNumber = (instant: number, clock: WallClock) =>
  Math.floor((instant + clock.offsetOf(instant)) / DAY_MS);

function dayFigures(day: YearDay, facts: Indexed): DayFigures {
  const { date, dayNumber } = day;
  const stored = facts.intervalsByDate.get(date);
  const intervals = stored ? normalize(stored.intervals) : [];
  let workedMs = facts.workedByDate.get(date) ?? 0;
  for (const interval of intervals) workedMs += interval.until - interval.since;
  const worked = workedMs / HOUR_MS;
  const nonbusinessKind = facts.windowDay(dayNumber).nonbusiness;
  const absence = facts.absenceByDate.get(date);
  const row = facts.rowByDay[day.index];
  const { targetRaw, target, credit } = targetAndCredit(row, day, nonbusinessKind !== null, absence, worked);
  const model = row && intervals.length > 0 ? facts.modelByDay[day.index] : undefined;
  let shares: SurchargeShares = {};
  let surchargeUnits = 0;
  if (model) {
    const first = intervals[0] as Interval;
    const last = intervals[intervals.length - 1] as Interval;
    // Windows of the day before the first worked instant to the day after the last can reach the work.
    const from = Math.min(dayNumber, wallDayNumber(first.since, facts.clock)) - 1;
    const to = Math.max(dayNumber, wallDayNumber(last.until - 1, facts.clock)) + 1;
    const windows: SurchargeWindow[] = [];
    for (let number = from; number <= to; number++) {
      windows.push(...windowsOfDay(model, facts.windowDay(number)));
    }
    shares = surchargeShares(intervals, windows, model.accumulation, facts.clock);
    for (const units of Object.values(shares)) surchargeUnits += units;
  }
  const surcharge = surchargeUnits / (100 * HOUR_MS);
  const withoutCompensation = worked + surcharge + credit;
  const hours = dailyCompensated(row, withoutCompensation, target);
  return {
    day,
    date,
    nonbusiness: nonbusinessKind !== null,
    absence,
    row,
    targetRaw,
    target,
    worked,
    credit,
    surcharge,
    shares,
    withoutCompensation,
    hours,
    diff: hours - target,
    intervals,
    running: stored?.running ?? false,
  };
}

const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

function localTime(instant: number, clock: WallClock, date: string): string {
  const wall = new Date(instant + clock.offsetOf(instant)).toISOString();
  if (wall.slice(0, 10) > date && wall.slice(11, 16) === '00:00') return '24:00';
  return wall.slice(11, 16);
}

function dayDetail(day: DayFigures, withTimes: boolean, clock: WallClock): ReportDay {
  const surcharges: SurchargeHours = {};
  for (const [kind, units] of Object.entries(day.shares) as [keyof SurchargeHours, number][]) {
    if (units > 0) surcharges[kind] = roundHours(units / (100 * HOUR_MS));
  }
  const detail: ReportDay = {
    date: day.date,
    weekday: isoWeekday(day.day.weekday),
    nonbusiness: day.nonbusiness,
    absence_type: day.absence?.type ?? null,
    half_day: day.absence?.half ?? false,
    target_raw: roundHours(day.targetRaw),
    target: roundHours(day.target),
    worked: roundHours(day.worked),
    credit: roundHours(day.credit),
    surcharge: roundHours(day.surcharge),
    surcharges,
    hours_without_compensation: roundHours(day.withoutCompensation),
    hours: roundHours(day.hours),
    diff: roundHours(day.diff),
  };
  if (!withTimes) return detail;
  const first = day.intervals[0];
  const last = day.intervals[day.intervals.length - 1];
  return {
    ...detail,
    work_start: first ? localTime(first.since, clock, day.date) : null,
    work_end: last && !day.running ? localTime(last.until, clock, day.date) : null,
    breaks: day.intervals.slice(1).map((interval, index) => {
      const previous = day.intervals[index] as Interval;
      return {
        since: localTime(previous.until, clock, day.date),
        until: localTime(interval.since, clock, day.date),
        length: roundHours((interval.since - previous.until) / HOUR_MS),
      };
    }),
  };
}

/** A month's days grouped into the user's weeks; a week cut by the month or by `until` keeps its part. */
function weeksOf(days: readonly DayFigures[], weekStartsMonday: boolean): DayFigures[][] {
  const weeks: DayFigures[][] = [];
  let start: string | undefined;
  for (const day of days) {
    const weekStart = weekStartOf(day.date, weekStartsMonday);
    if (weekStart !== start) weeks.push([]);
    start = weekStart;
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}

function weekDetail(week: DayFigures[], input: AccountInput, clock: WallClock): ReportWeek {
  const first = (week[0] as DayFigures).date;
  const mondayFirst = input.user.weekStartsMonday;
  const start = weekStartOf(first, mondayFirst);
  const detail: ReportWeek = {
    // The ISO number of the week's Monday, the day after the start of a week that begins on Sunday.
    nr: isoWeekOf(mondayFirst ? start : addDays(start, 1)),
    date_since: first,
    date_until: (week[week.length - 1] as DayFigures).date,
    sum_target: roundHours(sum(week, (day) => day.target)),
    sum_hours: roundHours(sum(week, (day) => day.hours)),
    diff: roundHours(sum(week, (day) => day.diff)),
  };
  if (input.type >= 3) detail.day_details = week.map((day) => dayDetail(day, input.type === 4, clock));
  return detail;
}

type MonthFigures = {
  nr: number;
  days: DayFigures[];
  compensation: number;
  reductionUsed: number;
};

function monthFigures(nr: number, days: DayFigures[], reductionUsed: number): MonthFigures {
  const row = days[days.length - 1]?.row;
  const dayDiffs = sum(days, (day) => day.diff);
  const compensation = row ? Math.min(row.compensation_monthly, Math.max(0, dayDiffs)) : 0;
  return { nr, days, compensation, reductionUsed };
}

const monthTarget = (month: MonthFigures) => sum(month.days, (day) => day.target);
const monthHours = (month: MonthFigures) => sum(month.days, (day) => day.hours) - month.compensation;
const monthDiff = (month: MonthFigures) => sum(month.days, (day) => day.diff) - month.compensation;

function monthDetail(month: MonthFigures, input: AccountInput, clock: WallClock): ReportMonth {
  const detail: ReportMonth = {
    nr: month.nr,
    sum_target: roundHours(monthTarget(month)),
    sum_hours: roundHours(monthHours(month)),
    sum_hours_without_compensation: roundHours(sum(month.days, (day) => day.withoutCompensation)),
    sum_compensation: roundHours(month.compensation),
    sum_reduction_used: roundHours(month.reductionUsed),
    diff: roundHours(monthDiff(month)),
  };
  if (input.type >= 2) {
    detail.week_details = weeksOf(month.days, input.user.weekStartsMonday).map((week) =>
      weekDetail(week, input, clock),
    );
  }
  return detail;
}

const countDays = (absences: readonly AccountAbsence[], types: readonly number[]) =>
  sum(
    absences.filter((absence) => absence.status === APPROVED && types.includes(absence.type)),
    (absence) => absence.count_days ?? 0,
  );

/** The user's report for the year, with the details `input.type` asks for. */
export function workTimeAccount(input: AccountInput): UserReport {
  const { year } = input;
  const until = reportUntil(year, input.until ?? dayIn(input.now, input.user.timezone));
  const facts = indexInput(input, until);
  const byMonth: DayFigures[][] = Array.from({ length: 12 }, () => []);
  let plannedTarget = 0;
  for (const day of calendarOf(year)) {
    if (day.date <= until) {
      byMonth[day.month - 1]?.push(dayFigures(day, facts));
      continue;
    }
    const nonbusiness = facts.windowDay(day.dayNumber).nonbusiness !== null;
    const absence = facts.absenceByDate.get(day.date);
    plannedTarget += targetAndCredit(facts.rowByDay[day.index], day, nonbusiness, absence, 0).target;
  }
  const counted = byMonth.flat();
  const inYear = input.absences.filter((absence) => absence.date_since.startsWith(`${year}-`));
  const reductions = inYear.filter((absence) => absence.type === OVERTIME_REDUCTION);
  const months: MonthFigures[] = [];
  byMonth.forEach((days, index) => {
    if (days.length === 0) return;
    const prefix = `${year}-${String(index + 1).padStart(2, '0')}`;
    const reductionUsed = sum(
      reductions.filter(
        (absence) =>
          absence.status === APPROVED && absence.date_since.startsWith(prefix) && absence.date_since <= until,
      ),
      (absence) => absence.count_hours ?? 0,
    );
    months.push(monthFigures(index + 1, days, reductionUsed));
  });
  const diff = sum(months, monthDiff);
  const report: UserReport = {
    users_id: input.user.id,
    users_name: input.user.name,
    year,
    until,
    sum_target: roundHours(sum(months, monthTarget)),
    sum_hours: roundHours(sum(months, monthHours)),
    sum_worked: roundHours(sum(counted, (day) => day.worked)),
    sum_surcharge: roundHours(sum(counted, (day) => day.surcharge)),
    sum_credit: roundHours(sum(counted, (day) => day.credit)),
    sum_reduction_used: roundHours(sum(months, (month) => month.reductionUsed)),
    sum_reduction_planned: roundHours(
      sum(
        reductions.filter((absence) => absence.status === PENDING),
        (absence) => absence.count_hours ?? 0,
      ),
    ),
    planned_target: roundHours(plannedTarget),
    overtime_carryover: roundHours(input.overtimeCarry),
    diff: roundHours(diff),
    balance: roundHours(input.overtimeCarry + diff),
    holidays_quota: input.holidaysQuota,
    holidays_carry: input.holidaysCarry,
    holidays_used: countDays(inYear, [1]),
    special_holidays: countDays(inYear, [2]),
    sickdays: countDays(inYear, [4, 11, 15]),
  };
  if (input.type >= 1) report.month_details = months.map((month) => monthDetail(month, input, facts.clock));
  return report;
}
