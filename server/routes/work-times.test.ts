import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workTimeListSchema } from '../../contract/change-requests.ts';
import type { Fixture } from '../testing/fixture.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

type Who = keyof Fixture['users'];
type Change = { type: 1 | 2; time_since: string; time_until: string };

let service: TestService;
let ids: Record<Who, number>;

const add = (time_since: string, time_until: string): Change => ({ type: 1, time_since, time_until });
/** A UTC instant on `date`; hours 00–20 UTC lie inside the Berlin day of the same date all year. */
const at = (date: string, time: string) => `${date}T${time}:00Z`;

/**
 * Sets a day's work times the only way they change: through a change request, here an owner's,
 * which applies at once.
 */
async function seedDay(usersId: number, date: string, changes: Change[]) {
  const response = await service.request('POST', '/api/v2/workTimes/changeRequests', {
    as: 'owner',
    body: { date, users_id: usersId, changes },
  });
  expect(response.body).toEqual({
    change_request: null,
    replaced_change_request: null,
    approved_immediately: true,
  });
}

/**
 * Every fixture user lives in Europe/Berlin; the clock stands at 2026-11-21T10:00:00Z. W3 has worked
 * a day, so that every worker has work times to list.
 */
beforeAll(async () => {
  service = await startTestService();
  ids = Object.fromEntries(
    Object.entries(service.fixture.users).map(([name, user]) => [name, user.id]),
  ) as Record<Who, number>;
  await seedDay(ids.worker3, '2026-10-01', [add(at('2026-10-01', '08:00'), at('2026-10-01', '10:00'))]);
});
afterAll(() => service.close());

describe('listing work times', () => {
  it('groups intervals by the local day in Europe/Berlin across both DST changes', async () => {
    // Spring: 2026-03-29 has 23 hours, from 2026-03-28T23:00:00Z to 2026-03-29T22:00:00Z.
    await seedDay(ids.worker2, '2026-03-28', [add('2026-03-28T22:00:00Z', '2026-03-28T23:00:00Z')]);
    await seedDay(ids.worker2, '2026-03-29', [
      add('2026-03-28T23:00:00Z', '2026-03-29T01:00:00Z'),
      add('2026-03-29T21:00:00Z', '2026-03-29T22:00:00Z'),
    ]);
    // Autumn: 2026-10-25 has 25 hours, from 2026-10-24T22:00:00Z to 2026-10-25T23:00:00Z.
    await seedDay(ids.worker2, '2026-10-25', [
      add('2026-10-24T22:00:00Z', '2026-10-25T01:30:00Z'),
      add('2026-10-25T22:00:00Z', '2026-10-25T23:00:00Z'),
    ]);
    const response = await service.request(
      'GET',
      `/api/v2/workTimes?users_id=${ids.worker2}&date_since=2026-03-01&date_until=2026-10-31`,
    );
    expect(response.status).toBe(200);
    expect(workTimeListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual({
      paging: { items_per_page: 50, current_page: 1, count_pages: 1, count_items: 3 },
      work_time_days: [
        {
          date: '2026-03-28',
          users_id: ids.worker2,
          offset: 3600,
          intervals: [{ time_since: '2026-03-28T22:00:00Z', time_until: '2026-03-28T23:00:00Z' }],
        },
        {
          date: '2026-03-29',
          users_id: ids.worker2,
          offset: 7200,
          intervals: [
            { time_since: '2026-03-28T23:00:00Z', time_until: '2026-03-29T01:00:00Z' },
            { time_since: '2026-03-29T21:00:00Z', time_until: '2026-03-29T22:00:00Z' },
          ],
        },
        {
          date: '2026-10-25',
          users_id: ids.worker2,
          offset: 3600,
          intervals: [
            { time_since: '2026-10-24T22:00:00Z', time_until: '2026-10-25T01:30:00Z' },
            { time_since: '2026-10-25T22:00:00Z', time_until: '2026-10-25T23:00:00Z' },
          ],
        },
      ],
    });
  });

  it('pages by day', async () => {
    const response = await service.request(
      'GET',
      `/api/v2/workTimes?users_id=${ids.worker2}&date_since=2026-03-28&date_until=2026-03-29&items_per_page=1&page=2`,
    );
    expect(response.body.paging).toEqual({
      items_per_page: 1,
      current_page: 2,
      count_pages: 2,
      count_items: 2,
    });
    expect(response.body.work_time_days.map((day: { date: string }) => day.date)).toEqual(['2026-03-29']);
    const past = await service.request('GET', `/api/v2/workTimes?users_id=${ids.worker2}&page=1000000`);
    expect(past.body.work_time_days).toEqual([]);
  });

  it("gives a worker his own work times and refuses another's", async () => {
    await seedDay(ids.worker1, '2026-09-15', [add(at('2026-09-15', '07:00'), at('2026-09-15', '15:00'))]);
    const own = await service.request('GET', '/api/v2/workTimes', { as: 'worker2' });
    expect(own.status).toBe(200);
    expect(own.body.work_time_days.length).toBeGreaterThan(0);
    expect(new Set(own.body.work_time_days.map((day: { users_id: number }) => day.users_id))).toEqual(
      new Set([ids.worker2]),
    );
    const explicit = await service.request('GET', `/api/v2/workTimes?users_id=${ids.worker2}`, {
      as: 'worker2',
    });
    expect(explicit.body).toEqual(own.body);
    const other = await service.request('GET', `/api/v2/workTimes?users_id=${ids.worker1}`, {
      as: 'worker2',
    });
    expect(other.status).toBe(403);
  });

  it.each(['owner', 'manager'] as const)('shows a %s everyone', async (as) => {
    const all = await service.request('GET', '/api/v2/workTimes?items_per_page=1000', { as });
    const owners = new Set(all.body.work_time_days.map((day: { users_id: number }) => day.users_id));
    expect(owners).toEqual(new Set([ids.worker1, ids.worker2, ids.worker3]));
    const one = await service.request('GET', `/api/v2/workTimes?users_id=${ids.worker1}`, { as });
    expect(one.body.work_time_days.map((day: { date: string }) => day.date)).toContain('2026-09-15');
  });

  it.each([
    ['date_since=2026-02-30', ['date_since']],
    ['date_since=2026-10-02&date_until=2026-10-01', ['date_until']],
    ['users_id=abc', ['users_id']],
    ['users_id=2147483648', ['users_id']],
    ['items_per_page=1001', ['items_per_page']],
    ['page=0', ['page']],
  ])('rejects the query %s', async (query, fields) => {
    const response = await service.request('GET', `/api/v2/workTimes?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });
});
