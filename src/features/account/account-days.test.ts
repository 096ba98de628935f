import { describe, expect, it } from 'vitest';
import type { ReportDay, UserReport } from '../../../contract/user-reports.ts';
import { accountDays, holidaysLeft, monthFigures, sumDays, weekDays } from './account-days.ts';

function day(date: string, target: number, hours: number, worked = hours): ReportDay {
  return {
    date,
    weekday: 1,
    nonbusiness: false,
    absence_type: null,
    half_day: false,
    target_raw: target,
    target,
    worked,
    credit: 0,
    surcharge: 0,
    surcharges: {},
    hours_without_compensation: hours,
    hours,
    diff: hours - target,
    work_start: null,
    work_end: null,
    breaks: [],
  };
}

function report(
  until: string,
  months: { nr: number; days: ReportDay[]; compensation?: number }[],
): UserReport {
  return {
    users_id: 7,
    users_name: 'Ada',
    year: 2025,
    until,
    sum_target: 0,
    sum_hours: 0,
    sum_worked: 0,
    sum_surcharge: 0,
    sum_credit: 0,
    sum_reduction_used: 0,
    sum_reduction_planned: 0,
    planned_target: 0,
    overtime_carryover: 10,
    diff: 0,
    balance: 0,
    holidays_quota: 25,
    holidays_carry: 3,
    holidays_used: 4.5,
    special_holidays: 0,
    sickdays: 0,
    month_details: months.map(({ nr, days, compensation = 0 }) => {
      const sums = sumDays(days);
      return {
        nr,
        sum_target: sums.target,
        sum_hours: sums.hours - compensation,
        sum_hours_without_compensation: sums.hours,
        sum_compensation: compensation,
        sum_reduction_used: 0,
        diff: sums.diff - compensation,
        week_details: [
          {
            nr: 1,
            date_since: days[0]?.date ?? '',
            date_until: days.at(-1)?.date ?? '',
            sum_target: 0,
            sum_hours: 0,
            diff: 0,
            day_details: days,
          },
        ],
      };
    }),
  };
}

const january = [day('2025-01-30', 8, 10), day('2025-01-31', 8, 9)];
const february = [day('2025-02-03', 8, 6), day('2025-02-04', 8, 8), day('2025-02-05', 8, 0)];

describe('the account’s days', () => {
  it('runs the balance from the carryover, takes a month’s compensation off its last counted day and plans later days', () => {
    const plan = report('2025-12-31', [
      { nr: 1, days: january },
      { nr: 2, days: february },
    ]);
    const counted = report('2025-02-04', [
      { nr: 1, days: january, compensation: 1 },
      { nr: 2, days: february.slice(0, 2) },
    ]);
    const days = accountDays(plan, counted);
    expect(days.map((entry) => [entry.date, entry.planned, entry.balance, entry.monthCompensation])).toEqual([
      ['2025-01-30', false, 12, 0],
      ['2025-01-31', false, 12, 1],
      ['2025-02-03', false, 10, 0],
      ['2025-02-04', false, 10, 0],
      ['2025-02-05', true, null, 0],
    ]);
    expect(weekDays(days, '2025-02-05', true).map((entry) => entry.date)).toEqual([
      '2025-02-03',
      '2025-02-04',
    ]);
    expect(monthFigures(days, counted, 1)).toEqual({ target: 16, worked: 19, hours: 18, diff: 2 });
  });

  it('leaves quota and carryover less the approved holidays', () => {
    expect(holidaysLeft(report('2025-12-31', []))).toBe(23.5);
  });
});
