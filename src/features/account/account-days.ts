import { addDays, monthOf, weekStartOf } from '../../../contract/dates.ts';
import type { ReportDay, UserReport } from '../../../contract/user-reports.ts';

/** A day of the account as the pages show it: counted up to the report's `until`, planned after it. */
export type AccountDay = ReportDay & {
  planned: boolean;
  /** The balance at the end of the day (carryover, months before, days so far); null when planned. */
  balance: number | null;
  /** The month's compensation taken off on its last counted day (0 on every other day). */
  monthCompensation: number;
};

/** Every day a report lists, in order: its months' weeks' days (a week split by a month is in both, each with its own days). */
function reportDays(report: UserReport): ReportDay[] {
  return (report.month_details ?? []).flatMap((month) =>
    (month.week_details ?? []).flatMap((week) => week.day_details ?? []),
  );
}

/**
 * The year's days from `plan` (a report counted to the year's end, so every day is there), with the
 * figures of `counted` (the report counted to its `until`): days after `until` are planned and carry
 * no balance. The running balance starts at the carryover, adds each day's difference and takes off a
 * month's compensation on its last counted day, so the last counted day shows the year's balance.
 */
export function accountDays(plan: UserReport, counted: UserReport): AccountDay[] {
  const compensation = new Map(
    (counted.month_details ?? []).map((month) => [month.nr, month.sum_compensation] as const),
  );
  const days = reportDays(plan);
  const lastCounted = new Map<number, string>();
  for (const day of days) {
    if (day.date <= counted.until) lastCounted.set(monthNumber(day.date), day.date);
  }
  let balance = counted.overtime_carryover;
  return days.map((day) => {
    if (day.date > counted.until) return { ...day, planned: true, balance: null, monthCompensation: 0 };
    const month = monthNumber(day.date);
    const monthCompensation = lastCounted.get(month) === day.date ? (compensation.get(month) ?? 0) : 0;
    balance += day.diff - monthCompensation;
    return { ...day, planned: false, balance, monthCompensation };
  });
}

function monthNumber(date: string): number {
  return Number(monthOf(date).slice(5, 7));
}

/** What a stretch of days adds up to: target, hours worked, hours counted and their difference. */
export type Figures = { target: number; worked: number; hours: number; diff: number };

export function sumDays(days: readonly ReportDay[]): Figures {
  const figures: Figures = { target: 0, worked: 0, hours: 0, diff: 0 };
  for (const day of days) {
    figures.target += day.target;
    figures.worked += day.worked;
    figures.hours += day.hours;
    figures.diff += day.diff;
  }
  return figures;
}

/** The counted days of the week holding `today`, in the user's week (Monday or Sunday first). */
export function weekDays(days: readonly AccountDay[], today: string, mondayFirst: boolean): AccountDay[] {
  const since = weekStartOf(today, mondayFirst);
  const until = addDays(since, 6);
  return days.filter((day) => !day.planned && day.date >= since && day.date <= until);
}

/** A month's counted figures from the report's month (its difference takes off the monthly compensation). */
export function monthFigures(days: readonly AccountDay[], report: UserReport, month: number): Figures | null {
  const detail = report.month_details?.find((candidate) => candidate.nr === month);
  if (!detail) return null;
  const worked = sumDays(days.filter((day) => !day.planned && monthNumber(day.date) === month)).worked;
  return { target: detail.sum_target, worked, hours: detail.sum_hours, diff: detail.diff };
}

/** Holidays still to take in the year: quota and carryover less the approved holiday days. */
export function holidaysLeft(report: UserReport): number {
  return report.holidays_quota + report.holidays_carry - report.holidays_used;
}
