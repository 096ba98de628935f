import { describe, expect, it } from 'vitest';
import { addDays, secondsOfTime, zonedInstant } from './dates.ts';
import type { SurchargeModel } from './surcharges.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { ReportDay, UserReport } from './user-reports.ts';
import {
  type AccountInput,
  roundHours,
  type WorkTimeInterval,
  workTimeAccount,
} from './work-time-account.ts';

const ZONE = 'Europe/Berlin';
const at = (date: string, time: string, zone = ZONE) =>
  time === '24:00' ? zonedInstant(addDays(date, 1), 0, zone) : zonedInstant(date, secondsOfTime(time), zone);
const work = (date: string, since: string, until: string | null, zone = ZONE): WorkTimeInterval => ({
  date,
  since: at(date, since, zone),
  until: until === null ? null : at(date, until, zone),
});

const weekly = (hours: Partial<Record<string, number | boolean | string | null>> = {}): TargetHoursRow => ({
  id: 1,
  users_id: 1,
  type: 'weekly',
  date_since: '2000-01-01',
  date_until: null,
  compensation_monthly: 0,
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 8,
  saturday: 0,
  sunday: 0,
  absence_fixed_credit: false,
  compensation_daily: 0,
  ...hours,
});

const model = (fields: Partial<SurchargeModel>): SurchargeModel => ({
  id: 7,
  name: 'M',
  accumulation: true,
  ...fields,
});
const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
const wholeSunday = { percent: 50, time_since: '00:00:00', time_until: '00:00:00' };

function account(input: Partial<AccountInput>): UserReport {
  return workTimeAccount({
    user: { id: 1, name: 'Ada', timezone: ZONE, weekStartsMonday: true, defaultGroupId: null },
    year: 2024,
    until: '2024-12-31',
    now: Date.UTC(2030, 0, 1),
    type: 4,
    intervals: [],
    targetRows: [weekly()],
    surchargePeriods: [],
    surchargeModels: [],
    groupPeriods: [],
    nonbusinessDays: [],
    absences: [],
    overtimeCarry: 0,
    holidaysQuota: 0,
    holidaysCarry: 0,
    ...input,
  });
}

function daysOf(report: UserReport): ReportDay[] {
  return (report.month_details ?? []).flatMap((month) =>
    (month.week_details ?? []).flatMap((week) => week.day_details ?? []),
  );
}

function dayOf(report: UserReport, date: string): ReportDay {
  const day = daysOf(report).find((candidate) => candidate.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
}

const withModel = (surcharge: SurchargeModel) => ({
  surchargeModels: [surcharge],
  surchargePeriods: [{ surcharge_models_id: surcharge.id, date_since: '2024-01-01', date_until: null }],
});

const absence = (
  date_since: string,
  type: number,
  fields: Partial<AccountInput['absences'][number]> = {},
) => ({
  date_since,
  date_until: date_since,
  status: 1,
  type,
  count_days: type === 3 ? null : 1,
  count_hours: null,
  ...fields,
});

// 2024-03-04 is a Monday, 2024-03-10 a Sunday.
describe('the worked examples', () => {
  it('1: a Monday 09:00–17:30 with a half-hour break meets an 8 h target', () => {
    const report = account({
      intervals: [work('2024-03-04', '09:00', '12:00'), work('2024-03-04', '12:30', '17:30')],
    });
    expect(dayOf(report, '2024-03-04')).toMatchObject({
      target: 8,
      worked: 8,
      diff: 0,
      work_start: '09:00',
      work_end: '17:30',
      breaks: [{ since: '12:00', until: '12:30', length: 0.5 }],
    });
  });

  it('2: 30 minutes of daily compensation take half an hour off nine hours worked', () => {
    const report = account({
      targetRows: [weekly({ compensation_daily: 30 })],
      intervals: [work('2024-03-05', '09:00', '18:00')],
    });
    expect(dayOf(report, '2024-03-05')).toMatchObject({
      hours_without_compensation: 9,
      hours: 8.5,
      diff: 0.5,
    });
  });

  it('3: a monthly target spreads over the work days, and a public holiday takes its day off the month', () => {
    const monthly: TargetHoursRow = {
      id: 2,
      users_id: 1,
      type: 'monthly',
      date_since: '2023-01-01',
      date_until: null,
      compensation_monthly: 0,
      monthly_target: 160,
      workday_monday: true,
      workday_tuesday: true,
      workday_wednesday: true,
      workday_thursday: true,
      workday_friday: true,
      workday_saturday: false,
      workday_sunday: false,
    };
    // February 2023 has 20 days from Monday to Friday; the 15th is a Wednesday.
    const report = account({
      year: 2023,
      until: '2023-02-28',
      targetRows: [monthly],
      user: { id: 1, name: 'Ada', timezone: ZONE, weekStartsMonday: true, defaultGroupId: 3 },
      nonbusinessDays: [{ nonbusiness_groups_id: 3, date: '2023-02-15', special: false }],
    });
    const workdays = daysOf(report).filter((day) => day.date.startsWith('2023-02') && day.weekday <= 5);
    expect(workdays).toHaveLength(20);
    expect(workdays.every((day) => day.target_raw === 8)).toBe(true);
    expect(dayOf(report, '2023-02-15')).toMatchObject({ target_raw: 8, target: 0, nonbusiness: true });
    expect(report.month_details?.[1]?.sum_target).toBe(152);
  });

  it('4: Sunday evening earns 50 %, plus 25 % at night only with accumulation', () => {
    const sunday = [work('2024-03-10', '20:00', '24:00')];
    const on = account({ intervals: sunday, ...withModel(model({ night, sunday: wholeSunday })) });
    expect(dayOf(on, '2024-03-10')).toMatchObject({ surcharge: 2.5, surcharges: { night: 0.5, sunday: 2 } });
    const off = account({
      intervals: sunday,
      ...withModel(model({ accumulation: false, night, sunday: wholeSunday })),
    });
    expect(dayOf(off, '2024-03-10')).toMatchObject({ surcharge: 2, surcharges: { sunday: 2 } });
  });

  it('5: a holiday credits the day’s target, or the average with a fixed credit', () => {
    const row = { monday: 9, tuesday: 9, wednesday: 9, thursday: 9, friday: 4 };
    const absences = [absence('2024-03-07', 1)];
    expect(dayOf(account({ targetRows: [weekly(row)], absences }), '2024-03-07').credit).toBe(9);
    const fixed = account({ targetRows: [weekly({ ...row, absence_fixed_credit: true })], absences });
    expect(dayOf(fixed, '2024-03-07').credit).toBe(8);
  });

  it('6: unpaid special leave takes the target away and credits nothing', () => {
    const report = account({ absences: [absence('2024-03-04', 10)] });
    expect(dayOf(report, '2024-03-04')).toMatchObject({ target: 0, credit: 0, diff: 0, absence_type: 10 });
  });

  it('7: a reduction of overtime leaves the shortfall on the balance and reports its hours', () => {
    const report = account({ until: '2024-03-31', absences: [absence('2024-03-04', 3, { count_hours: 8 })] });
    expect(dayOf(report, '2024-03-04')).toMatchObject({ target: 8, credit: 0, diff: -8 });
    expect(report.month_details?.[2]?.sum_reduction_used).toBe(8);
    expect(report.sum_reduction_used).toBe(8);
  });

  it('8: home office counts the day as at least a full one', () => {
    const absences = [absence('2024-03-04', 8)];
    const six = account({ absences, intervals: [work('2024-03-04', '08:00', '14:00')] });
    expect(dayOf(six, '2024-03-04')).toMatchObject({ credit: 2, diff: 0 });
    const nine = account({ absences, intervals: [work('2024-03-04', '08:00', '17:00')] });
    expect(dayOf(nine, '2024-03-04')).toMatchObject({ credit: 0, diff: 1 });
  });
});

describe('the details', () => {
  it('pays nonbusiness_special instead of nonbusiness on a special day, and nonbusiness there without it', () => {
    const user = { id: 1, name: 'Ada', timezone: ZONE, weekStartsMonday: true, defaultGroupId: 3 };
    const nonbusinessDays = [{ nonbusiness_groups_id: 3, date: '2024-12-25', special: true }];
    const intervals = [work('2024-12-25', '10:00', '12:00')];
    const nonbusiness = { percent: 100, time_since: '00:00:00', time_until: '00:00:00' };
    const both = account({
      user,
      nonbusinessDays,
      intervals,
      ...withModel(model({ nonbusiness, nonbusiness_special: { ...nonbusiness, percent: 50 } })),
    });
    expect(dayOf(both, '2024-12-25')).toMatchObject({ surcharge: 1, surcharges: { nonbusiness_special: 1 } });
    const plainOnly = account({ user, nonbusinessDays, intervals, ...withModel(model({ nonbusiness })) });
    expect(dayOf(plainOnly, '2024-12-25')).toMatchObject({ surcharge: 2, surcharges: { nonbusiness: 2 } });
  });

  it('lets a Sunday window start on Saturday evening, counted on the day the work is stored under', () => {
    const sunday = { ...wholeSunday, time_since: '22:00:00', time_since_is_previous_day: true };
    const report = account({
      intervals: [work('2024-03-09', '21:00', '24:00')],
      ...withModel(model({ sunday })),
    });
    expect(dayOf(report, '2024-03-09').surcharges).toEqual({ sunday: 1 });
  });

  it('names the day kind when it ties with night without accumulation', () => {
    const report = account({
      intervals: [work('2024-03-10', '23:00', '24:00')],
      ...withModel(model({ accumulation: false, night: { ...night, percent: 50 }, sunday: wholeSunday })),
    });
    expect(dayOf(report, '2024-03-10').surcharges).toEqual({ sunday: 0.5 });
  });

  it('counts both passes of a repeated hour and starts a window in a skipped hour at the jump', () => {
    const increased = model({
      night_increased: { percent: 100, time_since: '02:00:00', time_until: '03:00:00' },
    });
    // Berlin repeats 02:00–03:00 on 2024-10-27 and skips it on 2024-03-31.
    const autumn = account({ intervals: [work('2024-10-27', '00:00', '06:00')], ...withModel(increased) });
    expect(dayOf(autumn, '2024-10-27')).toMatchObject({ worked: 7, surcharge: 2 });
    const late = model({ night_increased: { percent: 100, time_since: '02:30:00', time_until: '04:00:00' } });
    const spring = account({ intervals: [work('2024-03-31', '00:00', '06:00')], ...withModel(late) });
    expect(dayOf(spring, '2024-03-31')).toMatchObject({ worked: 5, surcharge: 1 });
  });

  it('counts a running interval up to the moment of the request, without an end', () => {
    const now = at('2024-03-04', '11:15');
    const report = account({ now, until: undefined, intervals: [work('2024-03-04', '09:00', null)] });
    expect(report.until).toBe('2024-03-04');
    expect(dayOf(report, '2024-03-04')).toMatchObject({ worked: 2.25, work_start: '09:00', work_end: null });
  });

  it('counts no day for an until before the year, and clamps one after it', () => {
    const before = account({ until: '2023-06-01' });
    expect(before).toMatchObject({ until: '2023-12-31', sum_target: 0, month_details: [] });
    expect(before.planned_target).toBeGreaterThan(2000);
    expect(account({ until: '2025-02-01', type: 0 }).until).toBe('2024-12-31');
  });

  it('lists months up to until and cuts the last week short on it', () => {
    const report = account({ until: '2024-03-06', type: 2 });
    expect(report.month_details?.map((month) => month.nr)).toEqual([1, 2, 3]);
    const weeks = report.month_details?.[2]?.week_details ?? [];
    expect(weeks.at(-1)).toMatchObject({
      nr: 10,
      date_since: '2024-03-04',
      date_until: '2024-03-06',
      sum_target: 24,
    });
    // March 1–3 is the end of week 9, which February holds too.
    expect(weeks[0]).toMatchObject({ nr: 9, date_since: '2024-03-01', date_until: '2024-03-03' });
    expect(report.planned_target).toBe(roundHours(report.planned_target));
  });

  it('takes the monthly compensation off a month with overtime, from the row in force on its last counted day', () => {
    const intervals = [work('2024-03-01', '08:00', '16:00'), work('2024-03-04', '08:00', '18:00')];
    const report = account({
      until: '2024-03-04',
      intervals,
      targetRows: [weekly({ compensation_monthly: 1.5 })],
    });
    expect(report.month_details?.[2]).toMatchObject({
      sum_hours_without_compensation: 18,
      sum_compensation: 1.5,
    });
    expect(report.month_details?.[2]).toMatchObject({ diff: 0.5, sum_hours: 16.5 });
    const ended = weekly({ compensation_monthly: 1.5, date_until: '2024-03-03' });
    const none = account({ until: '2024-03-04', intervals, targetRows: [ended] });
    expect(none.month_details?.[2]).toMatchObject({ sum_compensation: 0, diff: 10 });
  });

  it('reports pending reductions as planned and counts approved absences of the whole year', () => {
    const report = account({
      until: '2024-01-31',
      overtimeCarry: 12.5,
      absences: [
        absence('2024-06-03', 3, { status: 0, count_hours: 16 }),
        absence('2024-07-01', 1, { date_until: '2024-07-05', count_days: 5 }),
        absence('2024-08-05', 4, { count_days: 1 }),
        absence('2024-08-06', 2, { status: 0, count_days: 1 }),
      ],
    });
    expect(report).toMatchObject({
      sum_reduction_planned: 16,
      holidays_used: 5,
      sickdays: 1,
      special_holidays: 0,
    });
    expect(report.balance).toBe(roundHours(12.5 + report.diff));
  });

  it('halves the home-office credit on a half day', () => {
    const report = account({
      absences: [absence('2024-03-04', 8, { count_days: 0.5 })],
      intervals: [work('2024-03-04', '08:00', '12:00')],
    });
    expect(dayOf(report, '2024-03-04')).toMatchObject({ credit: 2, half_day: true });
  });

  it('writes an end at the next midnight as 24:00', () => {
    const report = account({ intervals: [work('2024-03-04', '20:00', '24:00')] });
    expect(dayOf(report, '2024-03-04')).toMatchObject({ work_start: '20:00', work_end: '24:00', worked: 4 });
  });

  it('gives a fixed credit above a short day’s target', () => {
    const row = weekly({
      friday: 4,
      monday: 9,
      tuesday: 9,
      wednesday: 9,
      thursday: 9,
      absence_fixed_credit: true,
    });
    const report = account({ targetRows: [row], absences: [absence('2024-03-08', 1)] });
    expect(dayOf(report, '2024-03-08')).toMatchObject({ target: 4, credit: 8, diff: 4 });
  });

  it('counts only the worked time of a day without a row', () => {
    const report = account({
      targetRows: [weekly({ date_since: '2024-03-05' })],
      intervals: [work('2024-03-04', '09:00', '12:00')],
      ...withModel(model({ night: { ...night, time_since: '00:00:00', time_until: '00:00:00' } })),
    });
    expect(dayOf(report, '2024-03-04')).toMatchObject({ target: 0, worked: 3, surcharge: 0, diff: 3 });
  });

  it('rounds half away from zero', () => {
    expect([roundHours(-0.125), roundHours(0.125), roundHours(1.005), roundHours(-0.004)]).toEqual([
      -0.13, 0.13, 1.01, 0,
    ]);
  });
});
