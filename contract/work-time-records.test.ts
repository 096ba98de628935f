import { describe, expect, it } from 'vitest';
import type { Absence } from './absences.ts';
import type { TargetHoursRow } from './target-hours.ts';
import { type AccountRecords, accountDaysRange, accountInputOf } from './work-time-records.ts';

// Lists of the interface may hold other people's and other years' records (an owner's lists hold
// everyone's); the account's input keeps the person's year, as the service's statements select it.

const ME = 5;
const OTHER = 6;

const row = (users_id: number, date_since: string, date_until: string | null): TargetHoursRow => ({
  id: users_id * 100 + Number(date_since.slice(0, 4)),
  users_id,
  type: 'weekly',
  date_since,
  date_until,
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
});

const absence = (fields: Partial<Absence>): Absence => ({
  id: 1,
  users_id: ME,
  date_since: '2026-05-04',
  date_until: '2026-05-04',
  status: 1,
  type: 1,
  count_days: 1,
  count_hours: null,
  ...fields,
});

const records: AccountRecords = {
  user: {
    id: ME,
    name: 'Ada',
    timezone: 'Europe/Berlin',
    weekstart_monday: true,
    nonbusinessgroups_id: undefined,
  },
  workTimeDays: [
    {
      date: '2026-05-05',
      users_id: ME,
      offset: 7200,
      intervals: [
        { time_since: '2026-05-05T07:00:00Z', time_until: '2026-05-05T11:00:00Z' },
        { time_since: '2026-05-05T12:00:00Z', time_until: null },
      ],
    },
    { date: '2026-05-05', users_id: OTHER, offset: 7200, intervals: [] },
  ],
  targetRows: [
    row(ME, '2024-01-01', '2025-12-31'),
    row(ME, '2026-01-01', null),
    row(OTHER, '2026-01-01', null),
  ],
  absences: [
    absence({}),
    absence({ id: 2, users_id: OTHER }),
    absence({ id: 3, status: 2 }),
    absence({ id: 4, date_since: '2025-12-29', date_until: '2025-12-30' }),
    // Without the detail fields the caller may not see, the absence cannot be counted.
    absence({ id: 5, type: undefined, count_days: undefined }),
  ],
  groupPeriods: [
    { id: 1, users_id: ME, nonbusiness_groups_id: 3, date_since: '2020-01-01', date_until: '2025-12-30' },
    { id: 2, users_id: ME, nonbusiness_groups_id: 4, date_since: '2025-12-31', date_until: null },
    { id: 3, users_id: OTHER, nonbusiness_groups_id: 3, date_since: '2026-01-01', date_until: null },
  ],
  nonbusinessDays: [{ groupId: 4, days: [{ date: '2026-05-01', name: 'Labour Day', special: false }] }],
  surchargePeriods: [],
  surchargeModels: [],
  holidaysQuota: [
    { id: 1, users_id: ME, year_since: 2020, year_until: 2025, count: 25 },
    { id: 2, users_id: ME, year_since: 2026, year_until: null, count: 28 },
    { id: 3, users_id: OTHER, year_since: 2026, year_until: null, count: 30 },
  ],
  holidaysCarry: [
    { users_id: ME, year: 2025, count: 1, note: null },
    { users_id: ME, year: 2026, count: 2.5, note: null },
  ],
  overtimeCarry: [{ users_id: OTHER, year: 2026, hours: 9, note: null }],
};

describe('accountInputOf', () => {
  const input = accountInputOf(records, { year: 2026, until: undefined, now: 0, type: 1 });

  it('keeps the person’s records of the year', () => {
    expect(input.user).toEqual({
      id: ME,
      name: 'Ada',
      timezone: 'Europe/Berlin',
      weekStartsMonday: true,
      defaultGroupId: null,
    });
    expect(input.targetRows.map((target) => target.date_since)).toEqual(['2026-01-01']);
    expect(input.absences).toEqual([
      {
        date_since: '2026-05-04',
        date_until: '2026-05-04',
        status: 1,
        type: 1,
        count_days: 1,
        count_hours: null,
      },
    ]);
    expect(input.holidaysQuota).toBe(28);
    expect(input.holidaysCarry).toBe(2.5);
    expect(input.overtimeCarry).toBe(0);
  });

  it('reads instants from the wire, the running interval open', () => {
    expect(input.intervals).toEqual([
      {
        date: '2026-05-05',
        since: Date.parse('2026-05-05T07:00:00Z'),
        until: Date.parse('2026-05-05T11:00:00Z'),
      },
      { date: '2026-05-05', since: Date.parse('2026-05-05T12:00:00Z'), until: null },
    ]);
  });

  it('keeps group periods two days around the year and tags each day with its group', () => {
    expect(accountDaysRange(2026)).toEqual({ since: '2025-12-30', until: '2027-01-02' });
    expect(input.groupPeriods.map((period) => period.nonbusiness_groups_id)).toEqual([3, 4]);
    expect(input.nonbusinessDays).toEqual([{ nonbusiness_groups_id: 4, date: '2026-05-01', special: false }]);
  });
});
