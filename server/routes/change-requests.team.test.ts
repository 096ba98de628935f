import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../db/schema.ts';
import type { Fixture } from '../testing/fixture.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

const PATH = '/api/v2/workTimes/changeRequests';
type Who = keyof Fixture['users'];

let service: TestService;
let nightShift: number;
let fixtureTeam: number;
const id = (who: Who) => service.fixture.users[who].id;

/**
 * The fixture's team (led by M2) holds W2; the night shift, led by the worker W1, holds W3. Every
 * worker is locked on the days used, so each request they file waits.
 */
beforeAll(async () => {
  service = await startTestService();
  const [team] = await service.db
    .insert(teams)
    .values({ name: 'Night shift', leader: id('worker1') })
    .returning();
  nightShift = team?.id ?? 0;
  fixtureTeam =
    (
      await service.db
        .select()
        .from(users)
        .where(eq(users.id, id('worker2')))
    )[0]?.teamsId ?? 0;
  await service.db
    .update(users)
    .set({ editLock: '2026-10-31' })
    .where(eq(users.id, id('worker1')));
  await service.db
    .update(users)
    .set({ editLockDyn: 3 })
    .where(eq(users.id, id('worker2')));
  await service.db
    .update(users)
    .set({ teamsId: nightShift })
    .where(eq(users.id, id('worker3')));
  for (const date of ['2025-06-02', '2025-06-03', '2025-06-04']) {
    for (const who of ['worker1', 'worker2', 'worker3'] as const) {
      const response = await service.request('POST', PATH, {
        as: who,
        body: {
          date,
          users_id: id(who),
          changes: [{ type: 1, time_since: `${date}T08:00:00Z`, time_until: `${date}T09:00:00Z` }],
        },
      });
      expect(response.body.approved_immediately, JSON.stringify(response.body)).toBe(false);
    }
  }
});
afterAll(() => service.close());

async function list(query: string, as: Who = 'owner') {
  const response = await service.request('GET', `${PATH}?${query}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    paging: { count_items: number; count_pages: number };
    change_requests: { users_id: number; date: string }[];
    filter?: unknown;
  };
}
const people = (body: { change_requests: { users_id: number }[] }) =>
  new Set(body.change_requests.map((request) => request.users_id));

describe('change requests: a team filter (extension)', () => {
  it("lists only the team's members' requests, paged and counted by the service, and echoes the filter", async () => {
    const all = await list(`teams_id=${nightShift}`);
    expect(all.paging).toMatchObject({ count_items: 3, count_pages: 1 });
    expect(people(all)).toEqual(new Set([id('worker3')]));
    expect(all.filter).toEqual({ teams_id: nightShift });
    const second = await list(`teams_id=${nightShift}&items_per_page=2&page=2`);
    expect(second.paging).toMatchObject({ count_items: 3, count_pages: 2 });
    expect(second.change_requests).toEqual([
      expect.objectContaining({ users_id: id('worker3'), date: '2025-06-02' }),
    ]);
  });

  it('combines with the other filters', async () => {
    const oneDay = await list(`teams_id=${fixtureTeam}&date_since=2025-06-03&date_until=2025-06-03&status=1`);
    expect(oneDay.change_requests).toEqual([
      expect.objectContaining({ users_id: id('worker2'), date: '2025-06-03' }),
    ]);
    expect((await list(`teams_id=${fixtureTeam}&users_id=${id('worker3')}`)).change_requests).toEqual([]);
  });

  it('answers without the echo when no team is asked for, as the interface shapes the list', async () => {
    const plain = await list('');
    expect(plain).not.toHaveProperty('filter');
    expect(plain.paging.count_items).toBe(9);
  });

  it('narrows only what the caller sees: rights are unchanged', async () => {
    // W1 leads the night shift (W3) and decides nobody in the fixture's team.
    expect(people(await list(`teams_id=${nightShift}`, 'worker1'))).toEqual(new Set([id('worker3')]));
    const foreign = await list(`teams_id=${fixtureTeam}`, 'worker1');
    expect(foreign.change_requests).toEqual([]);
    expect(foreign.paging.count_items).toBe(0);
    // W3 sees only his own, whoever else is in his team.
    expect(people(await list(`teams_id=${nightShift}`, 'worker3'))).toEqual(new Set([id('worker3')]));
  });

  it('gives an empty list for a team that does not exist', async () => {
    const unknown = await list('teams_id=999999');
    expect(unknown.change_requests).toEqual([]);
    expect(unknown.filter).toEqual({ teams_id: 999999 });
  });

  it.each(['0', '-1', '1.5', 'night', '2147483648'])('answers 400 naming teams_id for %s', async (value) => {
    const response = await service.request('GET', `${PATH}?teams_id=${value}`, { as: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['teams_id']);
  });
});
