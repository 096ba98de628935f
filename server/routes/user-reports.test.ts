import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, secondsOfTime, toUtcTimestamp, zonedInstant } from '../../contract/dates.ts';
import type { ReportDay, UserReport } from '../../contract/user-reports.ts';
import { workTimeAccount } from '../../contract/work-time-account.ts';
import { usersSurchargeModels, workClocks } from '../db/account-schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const ZONE = 'Europe/Berlin';
const at = (date: string, time: string) =>
  time === '24:00' ? zonedInstant(addDays(date, 1), 0, ZONE) : zonedInstant(date, secondsOfTime(time), ZONE);
const row = {
  type: 'weekly',
  date_since: '2026-01-01',
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 8,
  saturday: 0,
  sunday: 0,
  compensation_daily: 0,
  compensation_monthly: 0,
};
const surchargeModel = {
  name: 'Nights and Sundays',
  accumulation: true,
  night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
  sunday: { percent: 50, time_since: '00:00:00', time_until: '00:00:00' },
};
// 2026-03-02 and 2026-03-09 are Mondays, 2026-03-08 a Sunday. The night on 2026-03-03 begins before
// the date's midnight in UTC, as early hours east of UTC do.
const worked: [string, string, string][] = [
  ['2026-03-02', '09:00', '12:00'],
  ['2026-03-02', '12:30', '17:30'],
  ['2026-03-03', '00:30', '02:30'],
  ['2026-03-08', '20:00', '24:00'],
];
const ids = { worker1: 0, model: 0, row: 0 };

async function ok(method: string, path: string, body: unknown) {
  const response = await service.request(method, path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

beforeAll(async () => {
  service = await startTestService();
  ids.worker1 = service.fixture.users.worker1.id;
  ids.row = (await ok('POST', '/api/targethours', { ...row, users_id: ids.worker1 })).targethours.id;
  ids.model = (await ok('POST', '/api/v2/surcharges', surchargeModel)).surcharge.id;
  // The periods' routes are another change's; the table is there.
  await service.db
    .insert(usersSurchargeModels)
    .values({ usersId: ids.worker1, surchargeModelsId: ids.model, dateSince: '2026-01-01' });
  for (const [date, since, until] of worked) {
    await ok('POST', '/api/v2/workTimes/changeRequests', {
      date,
      users_id: ids.worker1,
      changes: [
        { type: 1, time_since: toUtcTimestamp(at(date, since)), time_until: toUtcTimestamp(at(date, until)) },
      ],
    });
  }
  await ok('POST', '/api/absences', {
    users_id: ids.worker1,
    date_since: '2026-03-09',
    date_until: '2026-03-09',
    type: 3,
    count_hours: 8,
    status: 1,
  });
});
afterAll(() => service.close());

function dayOf(report: UserReport, date: string): ReportDay {
  const day = (report.month_details ?? [])
    .flatMap((month) => (month.week_details ?? []).flatMap((week) => week.day_details ?? []))
    .find((candidate) => candidate.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
}

const reportPath = (id: number, query = 'year=2026&type=4&until=2026-03-31') =>
  `/api/userreports/${id}?${query}`;

describe('user reports: the worked examples through the service', () => {
  it('answers examples 1, 4 and 7 and agrees with the contract on the same inputs', async () => {
    const response = await service.request('GET', reportPath(ids.worker1), { as: 'worker1' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const report = response.body.userreport as UserReport;
    expect(dayOf(report, '2026-03-02')).toMatchObject({
      target: 8,
      worked: 8,
      diff: 0,
      work_start: '09:00',
      work_end: '17:30',
      breaks: [{ since: '12:00', until: '12:30', length: 0.5 }],
    });
    expect(dayOf(report, '2026-03-08')).toMatchObject({
      surcharge: 2.5,
      surcharges: { night: 0.5, sunday: 2 },
    });
    expect(dayOf(report, '2026-03-03')).toMatchObject({
      worked: 2,
      surcharges: { night: 0.5 },
      work_start: '00:30',
      work_end: '02:30',
    });
    expect(dayOf(report, '2026-03-09')).toMatchObject({ target: 8, credit: 0, diff: -8 });
    expect(report.month_details?.[2]?.sum_reduction_used).toBe(8);

    const expected = workTimeAccount({
      user: {
        id: ids.worker1,
        name: 'Walter Worker',
        timezone: ZONE,
        weekStartsMonday: true,
        defaultGroupId: null,
      },
      year: 2026,
      until: '2026-03-31',
      now: service.clock.now().getTime(),
      type: 4,
      intervals: worked.map(([date, since, until]) => ({
        date,
        since: at(date, since),
        until: at(date, until),
      })),
      targetRows: [
        {
          id: ids.row,
          users_id: ids.worker1,
          date_until: null,
          absence_fixed_credit: false,
          ...row,
          type: 'weekly',
        },
      ],
      surchargePeriods: [{ surcharge_models_id: ids.model, date_since: '2026-01-01', date_until: null }],
      surchargeModels: [
        {
          id: ids.model,
          ...surchargeModel,
          sunday: {
            ...surchargeModel.sunday,
            time_since_is_previous_day: false,
            time_until_is_next_day: false,
          },
        },
      ],
      groupPeriods: [],
      nonbusinessDays: [],
      absences: [
        {
          date_since: '2026-03-09',
          date_until: '2026-03-09',
          status: 1,
          type: 3,
          count_days: null,
          count_hours: 8,
        },
      ],
      overtimeCarry: 0,
      holidaysQuota: 0,
      holidaysCarry: 0,
    });
    expect(report).toEqual(expected);
  });

  it('answers the year figures only without a type, and counts up to today in the user’s zone by default', async () => {
    const response = await service.request('GET', `/api/userreports/${ids.worker1}?year=2026`, {
      as: 'manager',
    });
    expect(response.status).toBe(200);
    expect(response.body.userreport).toMatchObject({
      until: '2026-11-21',
      sum_worked: 14,
      sum_surcharge: 3,
    });
    expect(response.body.userreport.month_details).toBeUndefined();
  });

  it('clamps an until outside the year to it', async () => {
    const after = await service.request('GET', reportPath(ids.worker1, 'year=2026&until=2027-02-01'));
    expect(after.body.userreport.until).toBe('2026-12-31');
    const before = await service.request('GET', reportPath(ids.worker1, 'year=2026&type=1&until=2025-06-01'));
    expect(before.body.userreport).toMatchObject({ until: '2025-12-31', sum_target: 0, month_details: [] });
  });

  it('counts the running work clock up to the moment of the request', async () => {
    const worker2 = service.fixture.users.worker2.id;
    await service.db.insert(workClocks).values({
      usersId: worker2,
      date: '2026-11-21',
      timeSince: new Date('2026-11-21T08:00:00Z'),
    });
    const response = await service.request('GET', reportPath(worker2, 'year=2026&type=4'), { as: 'worker2' });
    expect(dayOf(response.body.userreport, '2026-11-21')).toMatchObject({
      worked: 2,
      work_start: '09:00',
      work_end: null,
    });
  });
});

describe('user reports: rights', () => {
  it("shows workers their own report only: another's is a 403, naming users_id where the query sent it", async () => {
    const other = await service.request('GET', reportPath(service.fixture.users.worker2.id), {
      as: 'worker1',
    });
    expect(other.status).toBe(403);
    expect(other.body.error.fields).toBeUndefined();
    const filtered = await service.request(
      'GET',
      `/api/userreports?year=2026&users_id=${service.fixture.users.worker2.id}`,
      { as: 'worker1' },
    );
    expect(filtered.status).toBe(403);
    expect(filtered.body.error.fields).toEqual(['users_id']);
    const list = await service.request('GET', '/api/userreports?year=2026', { as: 'worker1' });
    expect(list.body.userreports.map((report: UserReport) => report.users_id)).toEqual([ids.worker1]);
  });

  it('shows owners and managers everyone’s, ordered by name, with year figures only', async () => {
    for (const as of ['owner', 'manager'] as const) {
      const list = await service.request('GET', '/api/userreports?year=2026&until=2026-03-31', { as });
      expect(list.status).toBe(200);
      const names = list.body.userreports.map((report: UserReport) => report.users_name);
      expect(names).toEqual([...names].sort());
      expect(names).toHaveLength(Object.keys(service.fixture.users).length);
      const walter = list.body.userreports.find((report: UserReport) => report.users_id === ids.worker1);
      expect(walter).toMatchObject({ sum_worked: 14, sum_reduction_used: 8 });
      expect(walter.month_details).toBeUndefined();
      const one = await service.request('GET', reportPath(ids.worker1), { as });
      expect(one.status).toBe(200);
    }
  });
});

describe('user reports: bad input', () => {
  it('answers 404 for an unknown user', async () => {
    expect((await service.request('GET', reportPath(999_999))).status).toBe(404);
  });

  it.each([
    ['year=1999', 'year'],
    ['year=2101', 'year'],
    ['', 'year'],
    ['year=2026&until=2026-02-30', 'until'],
    ['year=2026&type=5', 'type'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const single = await service.request('GET', reportPath(ids.worker1, query));
    expect(single.status).toBe(400);
    expect(single.body.error.fields).toEqual([field]);
    if (field !== 'type') {
      const list = await service.request('GET', `/api/userreports?${query}`);
      expect(list.status).toBe(400);
      expect(list.body.error.fields).toEqual([field]);
    }
  });
});
