import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { workClocks } from '../db/account-schema.ts';
import { changeRequests, users } from '../db/schema.ts';
import type { Fixture } from '../testing/fixture.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';

type Who = keyof Fixture['users'];

let service: TestService;
let ids: Record<Who, number>;
const clockPath = '/api/v2/workTimes/clock';

async function workTimesOf(who: Who, since: string, until: string) {
  const response = await service.request(
    'GET',
    `/api/v2/workTimes?users_id=${ids[who]}&date_since=${since}&date_until=${until}`,
    { as: who },
  );
  expect(response.status).toBe(200);
  return response.body.work_time_days.map((day: { date: string; intervals: unknown[] }) => ({
    date: day.date,
    intervals: day.intervals,
  }));
}

/** Every fixture user lives in Europe/Berlin; each test sets the clock it needs. */
beforeAll(async () => {
  service = await startTestService();
  ids = Object.fromEntries(
    Object.entries(service.fixture.users).map(([name, user]) => [name, user.id]),
  ) as Record<Who, number>;
});
afterAll(() => service.close());
beforeEach(async () => {
  await service.db.delete(workClocks);
});

describe('the work clock', () => {
  it('starts now on the local day, shows as an open interval, and stops into the work times', async () => {
    service.clock.set('2026-11-23T07:30:12.345Z');
    expect((await service.request('GET', clockPath, { as: 'worker1' })).body).toEqual({ clock: null });
    const started = await service.request('POST', clockPath, { as: 'worker1' });
    expect(started.status).toBe(200);
    const clock = { date: '2026-11-23', time_since: '2026-11-23T07:30:12Z' };
    expect(started.body).toEqual({ clock });
    expect((await service.request('GET', clockPath, { as: 'worker1' })).body).toEqual({ clock });
    expect(await workTimesOf('worker1', '2026-11-23', '2026-11-23')).toEqual([
      { date: '2026-11-23', intervals: [{ time_since: '2026-11-23T07:30:12Z', time_until: null }] },
    ]);

    service.clock.set('2026-11-23T12:00:00Z');
    const stopped = await service.request('DELETE', clockPath, { as: 'worker1' });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({
      clock: null,
      intervals: [
        {
          date: '2026-11-23',
          time_since: '2026-11-23T07:30:12Z',
          time_until: '2026-11-23T12:00:00Z',
          change_request_id: null,
        },
      ],
    });
    expect((await service.request('GET', clockPath, { as: 'worker1' })).body).toEqual({ clock: null });
    expect(await workTimesOf('worker1', '2026-11-23', '2026-11-23')).toEqual([
      {
        date: '2026-11-23',
        intervals: [{ time_since: '2026-11-23T07:30:12Z', time_until: '2026-11-23T12:00:00Z' }],
      },
    ]);

    // After a break the second interval joins the day beside the first.
    service.clock.set('2026-11-23T12:30:00Z');
    await service.request('POST', clockPath, { as: 'worker1' });
    service.clock.set('2026-11-23T16:00:00Z');
    await service.request('DELETE', clockPath, { as: 'worker1' });
    expect(await workTimesOf('worker1', '2026-11-23', '2026-11-23')).toEqual([
      {
        date: '2026-11-23',
        intervals: [
          { time_since: '2026-11-23T07:30:12Z', time_until: '2026-11-23T12:00:00Z' },
          { time_since: '2026-11-23T12:30:00Z', time_until: '2026-11-23T16:00:00Z' },
        ],
      },
    ]);
  });

  it('lists a day with stored intervals and a running clock once, and counts it once', async () => {
    service.clock.set('2026-11-24T08:00:00Z');
    await service.request('POST', clockPath, { as: 'worker2' });
    service.clock.set('2026-11-24T11:00:00Z');
    await service.request('DELETE', clockPath, { as: 'worker2' });
    service.clock.set('2026-11-24T12:00:00Z');
    await service.request('POST', clockPath, { as: 'worker2' });
    const response = await service.request(
      'GET',
      `/api/v2/workTimes?users_id=${ids.worker2}&date_since=2026-11-24&date_until=2026-11-24`,
      { as: 'worker2' },
    );
    expect(response.body.paging).toEqual({
      items_per_page: 50,
      current_page: 1,
      count_pages: 1,
      count_items: 1,
    });
    expect(response.body.work_time_days).toEqual([
      {
        date: '2026-11-24',
        users_id: ids.worker2,
        offset: 3600,
        intervals: [
          { time_since: '2026-11-24T08:00:00Z', time_until: '2026-11-24T11:00:00Z' },
          { time_since: '2026-11-24T12:00:00Z', time_until: null },
        ],
      },
    ]);
  });

  it('refuses a second start with 409 and a stop without a clock with 404, changing nothing', async () => {
    service.clock.set('2026-11-24T08:00:00Z');
    expect((await service.request('POST', clockPath, { as: 'worker2' })).status).toBe(200);
    service.clock.set('2026-11-24T09:00:00Z');
    await expectRefused(service, ['work_clocks', 'work_times'], 'POST', clockPath, { as: 'worker2' }, 409);
    expect((await service.request('GET', clockPath, { as: 'worker2' })).body).toEqual({
      clock: { date: '2026-11-24', time_since: '2026-11-24T08:00:00Z' },
    });
    await expectRefused(service, ['work_clocks', 'work_times'], 'DELETE', clockPath, { as: 'manager' }, 404);
  });

  it('lets exactly one of two concurrent starts win', async () => {
    service.clock.set('2026-11-25T08:00:00Z');
    const answers = await Promise.all([
      service.request('POST', clockPath, { as: 'manager' }),
      service.request('POST', clockPath, { as: 'manager' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await service.db.select().from(workClocks).where(eq(workClocks.usersId, ids.manager));
    expect(rows).toHaveLength(1);
  });

  it("splits an interval across the user's local midnight into one per day", async () => {
    await service.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, ids.worker2));
    try {
      // 23:00 on 2026-11-26 in New York (UTC−5) until 01:30 the next morning.
      service.clock.set('2026-11-27T04:00:00Z');
      const started = await service.request('POST', clockPath, { as: 'worker2' });
      expect(started.body.clock.date).toBe('2026-11-26');
      service.clock.set('2026-11-27T06:30:00Z');
      const stopped = await service.request('DELETE', clockPath, { as: 'worker2' });
      expect(stopped.body.intervals).toEqual([
        {
          date: '2026-11-26',
          time_since: '2026-11-27T04:00:00Z',
          time_until: '2026-11-27T05:00:00Z',
          change_request_id: null,
        },
        {
          date: '2026-11-27',
          time_since: '2026-11-27T05:00:00Z',
          time_until: '2026-11-27T06:30:00Z',
          change_request_id: null,
        },
      ]);
      expect(await workTimesOf('worker2', '2026-11-26', '2026-11-27')).toEqual([
        {
          date: '2026-11-26',
          intervals: [{ time_since: '2026-11-27T04:00:00Z', time_until: '2026-11-27T05:00:00Z' }],
        },
        {
          date: '2026-11-27',
          intervals: [{ time_since: '2026-11-27T05:00:00Z', time_until: '2026-11-27T06:30:00Z' }],
        },
      ]);
    } finally {
      await service.db.update(users).set({ timezone: 'Europe/Berlin' }).where(eq(users.id, ids.worker2));
    }
  });

  it('keeps the part on a day locked meanwhile as a pending change request', async () => {
    // Only today is editable for worker1: yesterday's part of the night shift needs approval.
    await service.db.update(users).set({ editLockDyn: 1 }).where(eq(users.id, ids.worker1));
    try {
      service.clock.set('2026-11-28T21:00:00Z');
      await service.request('POST', clockPath, { as: 'worker1' });
      service.clock.set('2026-11-29T01:00:00Z');
      const stopped = await service.request('DELETE', clockPath, { as: 'worker1' });
      expect(stopped.status).toBe(200);
      const [locked, open] = stopped.body.intervals;
      expect(locked).toMatchObject({ date: '2026-11-28', time_until: '2026-11-28T23:00:00Z' });
      expect(open).toEqual({
        date: '2026-11-29',
        time_since: '2026-11-28T23:00:00Z',
        time_until: '2026-11-29T01:00:00Z',
        change_request_id: null,
      });
      const [request] = await service.db
        .select()
        .from(changeRequests)
        .where(eq(changeRequests.id, locked.change_request_id));
      expect(request).toMatchObject({ usersId: ids.worker1, date: '2026-11-28', status: 1 });
      expect(request?.changes).toEqual([
        { type: 1, time_since: '2026-11-28T21:00:00Z', time_until: '2026-11-28T23:00:00Z' },
      ]);
      expect(await workTimesOf('worker1', '2026-11-28', '2026-11-29')).toEqual([
        {
          date: '2026-11-29',
          intervals: [{ time_since: '2026-11-28T23:00:00Z', time_until: '2026-11-29T01:00:00Z' }],
        },
      ]);
    } finally {
      await service.db.update(users).set({ editLockDyn: null }).where(eq(users.id, ids.worker1));
    }
  });

  it("is each caller's own: nobody sees or stops another's clock, and no credentials are a 401", async () => {
    service.clock.set('2026-11-30T08:00:00Z');
    await service.request('POST', clockPath, { as: 'worker1' });
    expect((await service.request('GET', clockPath, { as: 'worker2' })).body).toEqual({ clock: null });
    await expectRefused(service, ['work_clocks'], 'DELETE', clockPath, { as: 'worker2' }, 404);
    await expectRefused(
      service,
      ['work_clocks'],
      'GET',
      `/api/v2/workTimes?users_id=${ids.worker1}`,
      { as: 'worker2' },
      403,
    );
    await expectRefused(service, ['work_clocks'], 'POST', clockPath, { as: null }, 401);
    await expectRefused(service, ['work_clocks'], 'POST', clockPath, { as: 'inactive' }, 401);
    expect((await service.request('GET', clockPath, { as: 'worker1' })).body.clock.date).toBe('2026-11-30');
  });

  it('takes a tap kept while offline at the moment it was made', async () => {
    service.clock.set('2026-12-01T09:30:00Z');
    const started = await service.request('POST', `${clockPath}?at=2026-12-01T07:05:00Z`, { as: 'worker2' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ clock: { date: '2026-12-01', time_since: '2026-12-01T07:05:00Z' } });
    service.clock.set('2026-12-01T17:00:00Z');
    const stopped = await service.request('DELETE', `${clockPath}?at=2026-12-01T15:45:00Z`, {
      as: 'worker2',
    });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(await workTimesOf('worker2', '2026-12-01', '2026-12-01')).toEqual([
      {
        date: '2026-12-01',
        intervals: [{ time_since: '2026-12-01T07:05:00Z', time_until: '2026-12-01T15:45:00Z' }],
      },
    ]);
  });

  it('refuses a tap from the future, one older than the late-tap window and a stop before the start', async () => {
    service.clock.set('2026-12-02T09:00:00Z');
    const tables = ['work_clocks', 'work_times', 'change_requests'];
    for (const at of ['2026-12-02T09:05:00Z', '2026-11-24T08:59:00Z', 'yesterday']) {
      await expectRefused(service, tables, 'POST', `${clockPath}?at=${at}`, { as: 'worker2' }, 400, ['at']);
    }
    expect((await service.request('POST', clockPath, { as: 'worker2' })).status).toBe(200);
    await expectRefused(
      service,
      tables,
      'DELETE',
      `${clockPath}?at=2026-12-02T08:30:00Z`,
      { as: 'worker2' },
      400,
      ['at'],
    );
    // The refused stop changed nothing: the clock still runs from its start.
    expect((await service.request('GET', clockPath, { as: 'worker2' })).body).toEqual({
      clock: { date: '2026-12-02', time_since: '2026-12-02T09:00:00Z' },
    });
  });
});
