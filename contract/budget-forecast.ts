import { addDays } from './dates.ts';

/** What a project used in one week (hours or money, as its budget counts), the week named by its first day. */
export type BudgetWeek = { week: string; used: number };

/** Recent pace: the average of this many complete weeks before the current one. */
const FORECAST_WEEKS = 4;

export type BudgetForecast = {
  /** What was used in all, at the end of each week (the current week up to now). */
  cumulative: { week: string; used: number }[];
  /** Used per week at the recent pace. */
  pacePerWeek: number;
  /**
   * `used-up`: nothing left; `idle`: nothing used at the recent pace, so no end in sight; `on`: at the
   * recent pace the budget runs out on `runsOutOn`.
   */
  outlook: { kind: 'used-up' } | { kind: 'idle' } | { kind: 'on'; runsOutOn: string };
};

/**
 * A project's budget over time and when it runs out at the recent pace: `weeks` are the last weeks in
 * order, the current (incomplete) one last, and `usedNow` what the whole project has used so far, so
 * the weeks before the first one are counted in without reading them. The pace is the average of the
 * `FORECAST_WEEKS` complete weeks before the current one (fewer where fewer are given), and the budget
 * runs out on the day the rest at that pace per day is used up, counted from `today`.
 */
export function budgetForecast(
  weeks: readonly BudgetWeek[],
  usedNow: number,
  budget: number,
  today: string,
): BudgetForecast {
  let remaining = usedNow;
  const cumulative: BudgetForecast['cumulative'] = [];
  for (let index = weeks.length - 1; index >= 0; index--) {
    const week = weeks[index] as BudgetWeek;
    cumulative.unshift({ week: week.week, used: remaining });
    remaining -= week.used;
  }
  const recent = weeks.slice(0, -1).slice(-FORECAST_WEEKS);
  const pacePerWeek =
    recent.length === 0 ? 0 : recent.reduce((sum, week) => sum + week.used, 0) / recent.length;
  const left = budget - usedNow;
  if (left <= 0) return { cumulative, pacePerWeek, outlook: { kind: 'used-up' } };
  if (pacePerWeek <= 0) return { cumulative, pacePerWeek, outlook: { kind: 'idle' } };
  const days = Math.ceil((left / pacePerWeek) * 7);
  return { cumulative, pacePerWeek, outlook: { kind: 'on', runsOutOn: addDays(today, days) } };
}
