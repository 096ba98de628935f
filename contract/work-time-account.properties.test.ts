import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, dayBounds, eachDay } from './dates.ts';
import type { SurchargeModel } from './surcharges.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { ReportDay, UserReport } from './user-reports.ts';
import { type AccountInput, type WorkTimeInterval, workTimeAccount } from './work-time-account.ts';

const HOUR = 3_600_000;
const row: TargetHoursRow = {
  id: 1,
  users_id: 1,
  type: 'weekly',
  date_since: '2000-01-01',
  date_until: null,
  compensation_monthly: 2,
  monday: 8,
  tuesday: 8,
  wednesday: 7.5,
  thursday: 8,
  friday: 6,
  saturday: 0,
  sunday: 0,
  absence_fixed_credit: false,
  compensation_daily: 15,
};

const time = fc.integer({ min: 0, max: 23 }).map((hour) => `${String(hour).padStart(2, '0')}:00:00`);
const surcharge = fc.record({
  percent: fc.integer({ min: 1, max: 200 }),
  time_since: time,
  time_until: time,
  time_since_is_previous_day: fc.boolean(),
  time_until_is_next_day: fc.boolean(),
});
const nightSurcharge = fc.record({
  percent: fc.integer({ min: 1, max: 200 }),
  time_since: time,
  time_until: time,
});
const models = fc.record(
  {
    night: nightSurcharge,
    night_increased: nightSurcharge,
    sunday: surcharge,
    saturday: surcharge,
    nonbusiness: surcharge,
    nonbusiness_special: surcharge,
  },
  { requiredKeys: [] },
);

/** Days of February and March 2024 (UTC), each with up to three intervals of whole quarter hours. */
const dayIntervals = fc.array(
  fc.record({
    day: fc.integer({ min: 0, max: 40 }),
    start: fc.integer({ min: 0, max: 90 }),
    length: fc.integer({ min: 1, max: 30 }),
  }),
  { maxLength: 12 },
);

function intervalsOf(
  items: { day: number; start: number; length: number }[],
  zone = 'UTC',
): WorkTimeInterval[] {
  return items.map(({ day, start, length }) => {
    const date = addDays('2024-02-01', day);
    const since = dayBounds(date, zone).start + start * 15 * 60_000;
    return { date, since, until: Math.min(since + length * 15 * 60_000, dayBounds(date, zone).end) };
  });
}

function account(input: Partial<AccountInput>): UserReport {
  return workTimeAccount({
    user: { id: 1, name: 'Ada', timezone: 'UTC', weekStartsMonday: true, defaultGroupId: 3 },
    year: 2024,
    until: '2024-04-30',
    now: Date.UTC(2030, 0, 1),
    type: 4,
    intervals: [],
    targetRows: [row],
    surchargePeriods: [{ surcharge_models_id: 7, date_since: '2024-01-01', date_until: null }],
    surchargeModels: [],
    groupPeriods: [],
    nonbusinessDays: [
      { nonbusiness_groups_id: 3, date: '2024-02-14', special: false },
      { nonbusiness_groups_id: 3, date: '2024-03-03', special: true },
    ],
    absences: [],
    overtimeCarry: 0,
    holidaysQuota: 0,
    holidaysCarry: 0,
    ...input,
  });
}

const withModel = (fields: Partial<SurchargeModel>, accumulation = true) => ({
  surchargeModels: [{ id: 7, name: 'M', accumulation, ...fields }],
});

function daysOf(report: UserReport): ReportDay[] {
  return (report.month_details ?? []).flatMap((month) =>
    (month.week_details ?? []).flatMap((week) => week.day_details ?? []),
  );
}

describe('work-time account properties', () => {
  it('never changes a figure when a work interval is cut in two', () => {
    fc.assert(
      fc.property(
        dayIntervals,
        models,
        fc.nat(),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (items, model, pick, at) => {
          const intervals = intervalsOf(items);
          const whole = account({ intervals, ...withModel(model) });
          const chosen = intervals[pick % Math.max(1, intervals.length)];
          if (!chosen || chosen.until === null) return;
          const cut = Math.round(chosen.since + (chosen.until - chosen.since) * at);
          const split = [
            ...intervals.filter((interval) => interval !== chosen),
            { ...chosen, until: cut },
            { ...chosen, since: cut },
          ];
          expect(account({ intervals: split, ...withModel(model) })).toEqual(whole);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('never pays more surcharge without accumulation than with it, nor more than the highest percent', () => {
    fc.assert(
      fc.property(dayIntervals, models, (items, model) => {
        const intervals = intervalsOf(items);
        const on = daysOf(account({ intervals, ...withModel(model, true) }));
        const off = daysOf(account({ intervals, ...withModel(model, false) }));
        const percents = (kinds: string[]) =>
          Math.max(
            0,
            ...Object.entries(model).flatMap(([kind, value]) =>
              kinds.includes(kind) ? [value.percent] : [],
            ),
          );
        const highestNight = percents(['night', 'night_increased']);
        const highestDay = percents(['sunday', 'saturday', 'nonbusiness', 'nonbusiness_special']);
        const highest = Math.max(highestNight, highestDay);
        on.forEach((day, index) => {
          expect(off[index]?.surcharge).toBeLessThanOrEqual(day.surcharge);
          // With accumulation a night and a day kind add up; without, the highest percent is the ceiling.
          expect(day.surcharge).toBeLessThanOrEqual(((highestNight + highestDay) / 100) * day.worked + 0.01);
          expect(off[index]?.surcharge ?? 0).toBeLessThanOrEqual((highest / 100) * day.worked + 0.01);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('moves the days’ figures with all inputs moved by whole weeks', () => {
    fc.assert(
      fc.property(dayIntervals, models, fc.integer({ min: 1, max: 6 }), (items, model, weeks) => {
        const shift = weeks * 7;
        const move = (date: string) => addDays(date, shift);
        const intervals = intervalsOf(items);
        const base = account({ intervals, ...withModel(model) });
        const moved = account({
          intervals: intervals.map((interval) => ({
            date: move(interval.date),
            since: interval.since + shift * DAY_MS,
            until: interval.until === null ? null : interval.until + shift * DAY_MS,
          })),
          nonbusinessDays: [
            { nonbusiness_groups_id: 3, date: move('2024-02-14'), special: false },
            { nonbusiness_groups_id: 3, date: move('2024-03-03'), special: true },
          ],
          until: '2024-06-30',
          ...withModel(model),
        });
        const movedDays = new Map(daysOf(moved).map((day) => [day.date, day]));
        for (const day of daysOf(base).filter((candidate) => candidate.date >= '2024-02-01')) {
          expect(movedDays.get(move(day.date))).toEqual({ ...day, date: move(day.date) });
        }
      }),
      { numRuns: 25 },
    );
  });

  it('counts a day with a DST change by real time: 23 or 25 hours of wall clock', () => {
    const zones = fc.constantFrom('Europe/Berlin', 'America/New_York', 'Europe/London', 'Australia/Sydney');
    fc.assert(
      fc.property(
        zones,
        fc.integer({ min: 2001, max: 2037 }),
        fc.integer({ min: 1, max: 300 }),
        (zone, year, percent) => {
          const changes = eachDay(`${year}-01-01`, `${year}-12-31`).filter((date) => {
            const { start, end } = dayBounds(date, zone);
            return end - start !== 24 * HOUR;
          });
          expect(changes).toHaveLength(2);
          const all = { percent, time_since: '00:00:00', time_until: '00:00:00' };
          const report = account({
            user: { id: 1, name: 'Ada', timezone: zone, weekStartsMonday: true, defaultGroupId: null },
            year,
            until: `${year}-12-31`,
            intervals: changes
              .map((date) => ({ date, ...dayBounds(date, zone) }))
              .map(({ date, start, end }) => ({
                date,
                since: start,
                until: end,
              })),
            surchargePeriods: [{ surcharge_models_id: 7, date_since: `${year}-01-01`, date_until: null }],
            ...withModel({ night: all }),
          });
          const days = daysOf(report).filter((day) => changes.includes(day.date));
          expect(days.map((day) => day.worked).sort()).toEqual([23, 25]);
          for (const day of days) expect(day.surcharge).toBeCloseTo((day.worked * percent) / 100, 2);
        },
      ),
      { numRuns: 15 },
    );
  });
});
