import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, secondsOfTime, zonedInstant } from '../../contract/dates.ts';
import type { UserReport } from '../../contract/user-reports.ts';
import { usersSurchargeModels, workClocks } from '../db/account-schema.ts';
import { absences, targetHours, workTimes } from '../db/schema.ts';
import { reportUsers, userReports } from '../domain/user-reports.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const ZONE = 'Europe/Berlin';
const at = (date: string, time: string) =>
  time === '24:00' ? zonedInstant(addDays(date, 1), 0, ZONE) : zonedInstant(date, secondsOfTime(time), ZONE);
const week = { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 6, saturday: 0, sunday: 0 };

async function work(usersId: number, date: string, since: string, until: string) {
  await service.db
    .insert(workTimes)
    .values({ usersId, date, timeSince: new Date(at(date, since)), timeUntil: new Date(at(date, until)) });
}

beforeAll(async () => {
  service = await startTestService();
  const { worker1, worker2, worker3, manager } = service.fixture.users;
  const created = await service.request('POST', '/api/v2/surcharges', {
    body: {
      name: 'Nights and Sundays',
      accumulation: true,
      night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
      sunday: { percent: 50, time_since: '00:00:00', time_until: '00:00:00' },
    },
  });
  const modelId = created.body.surcharge.id as number;
  await service.db.insert(targetHours).values([
    { usersId: worker1.id, type: 'weekly', dateSince: '2026-01-01', ...week, compensationDaily: 15 },
    { usersId: worker2.id, type: 'weekly', dateSince: '2026-01-01', ...week, compensationMonthly: 2 },
    {
      usersId: worker3.id,
      type: 'monthly',
      dateSince: '2026-02-01',
      monthlyTarget: 120,
      workdayMonday: true,
      workdayTuesday: true,
      workdayWednesday: true,
    },
    { usersId: manager.id, type: 'weekly', dateSince: '2025-06-01', ...week },
  ]);
  // Worker 1 earns surcharges from March on, so their intervals are read; the others' are summed.
  await service.db
    .insert(usersSurchargeModels)
    .values({ usersId: worker1.id, surchargeModelsId: modelId, dateSince: '2026-03-01' });
  for (const usersId of [worker1.id, worker2.id, worker3.id, manager.id]) {
    for (const date of ['2026-02-02', '2026-03-02', '2026-03-08', '2026-03-10']) {
      await work(usersId, date, '07:15', '12:00');
      await work(usersId, date, '12:40', '17:05');
      await work(usersId, date, '21:00', '24:00');
    }
  }
  await service.db.insert(absences).values([
    {
      usersId: worker2.id,
      dateSince: '2026-03-03',
      dateUntil: '2026-03-04',
      status: 1,
      type: 1,
      countDays: 2,
    },
    {
      usersId: worker3.id,
      dateSince: '2026-03-11',
      dateUntil: '2026-03-11',
      status: 1,
      type: 11,
      countDays: 1,
    },
  ]);
  // The manager's clock runs on a day with stored intervals: that day's intervals are read to merge it.
  await service.db
    .insert(workClocks)
    .values({ usersId: manager.id, date: '2026-11-21', timeSince: new Date(at('2026-11-21', '08:00')) });
  await work(manager.id, '2026-11-21', '06:00', '07:30');
});
afterAll(() => service.close());

const withoutDetails = ({ month_details: _, ...figures }: UserReport) => figures;

describe('user reports: the list agrees with each single report', () => {
  it.each(['year=2026&until=2026-03-31', 'year=2026'])(
    'gives each user the year figures of their own report (%s)',
    async (query) => {
      const list = await service.request('GET', `/api/userreports?${query}`);
      expect(list.status).toBe(200);
      const reports = list.body.userreports as UserReport[];
      expect(reports.filter((report) => report.sum_worked > 0)).toHaveLength(4);
      for (const report of reports) {
        // Type 4 reads every interval, whichever way the list read the user's work times.
        const single = await service.request('GET', `/api/userreports/${report.users_id}?${query}&type=4`);
        expect(withoutDetails(single.body.userreport)).toEqual(report);
      }
    },
  );
});

/** Runs `work` and counts the statements it sends to the database. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  // drizzle's driver sends every statement through its client's `query`.
  const { $client: client } = service.db as unknown as {
    $client: { query: (...args: unknown[]) => unknown };
  };
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('user reports: a few statements whatever the number of users', () => {
  it('reads one person’s year and the whole list in the same dozen statements at 8 users and at 58', async () => {
    const options = { year: 2026, until: undefined, now: service.clock.now().getTime() };
    const measure = async () => ({
      one: await statementsOf(async () =>
        userReports(service.db, await reportUsers(service.db, [service.fixture.users.worker1.id]), {
          ...options,
          type: 4,
        }),
      ),
      all: await statementsOf(async () =>
        userReports(service.db, await reportUsers(service.db, undefined), { ...options, type: 0 }),
      ),
    });
    const few = await measure();
    await service.db.execute(sql`
      insert into users (name, email, role, timezone)
      select 'Person ' || g, 'person' || g || '@example.com', 'worker', 'Europe/Berlin' from generate_series(1, 50) g`);
    await service.db.execute(sql`
      insert into work_times (users_id, date, time_since, time_until)
      select u.id, d::date, d + interval '8 hours', d + interval '16 hours'
      from users u, generate_series('2026-01-01'::timestamptz, '2026-03-31', interval '1 day') d
      where u.name like 'Person %'`);
    const many = await measure();
    expect(many).toEqual(few);
    expect(few.one).toBeGreaterThan(0);
    expect(few.one).toBeLessThanOrEqual(12);
    expect(few.all).toBeLessThanOrEqual(12);
  });
});
