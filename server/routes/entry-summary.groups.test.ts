import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySummaryAnswerSchema } from '../../contract/entry-summary.ts';
import { customers, lumpsumServices, projects, services } from '../db/schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const ids = { acme: 0, globex: 0, web: 0, app: 0, hard: 0, dev: 0, design: 0, travel: 0 };
const MAY = 'time_since=2026-05-01T00:00:00Z&time_until=2026-06-01T00:00:00Z';

type Bucket = {
  id: number | null;
  name: string | null;
  billable_hours: number;
  not_billable_hours: number;
  revenue?: number;
  buckets?: Bucket[];
};

async function create(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/v2/entries', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function summary(query: string, as: 'owner' | 'worker1' = 'owner') {
  const response = await service.request('GET', `/api/entries/summary?${MAY}&${query}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(entrySummaryAnswerSchema.parse(response.body)).toEqual(response.body);
  return response.body.summary as { totals: { hours: number; revenue?: number }; buckets: Bucket[] };
}

beforeAll(async () => {
  service = await startTestService();
  const { db } = service;
  const insertId = async (rows: Promise<{ id: number }[]>) => ((await rows)[0] as { id: number }).id;
  ids.acme = await insertId(db.insert(customers).values({ name: 'Acme' }).returning());
  ids.globex = await insertId(db.insert(customers).values({ name: 'Globex' }).returning());
  ids.web = await insertId(db.insert(projects).values({ customersId: ids.acme, name: 'Web' }).returning());
  ids.app = await insertId(db.insert(projects).values({ customersId: ids.acme, name: 'App' }).returning());
  ids.hard = await insertId(
    db.insert(projects).values({ customersId: ids.globex, name: 'Hard', budgetMoney: 500 }).returning(),
  );
  ids.dev = await insertId(db.insert(services).values({ name: 'Development' }).returning());
  ids.design = await insertId(db.insert(services).values({ name: 'Design' }).returning());
  ids.travel = await insertId(db.insert(lumpsumServices).values({ name: 'Travel', price: 20 }).returning());
  const { worker1, worker2 } = service.fixture.users;
  const time = (usersId: number, day: string, hoursLong: number, rest: Record<string, unknown>) =>
    create({
      customers_id: ids.acme,
      services_id: ids.dev,
      users_id: usersId,
      billable: 1,
      time_since: `${day}T08:00:00Z`,
      time_until: `${day}T${String(8 + hoursLong).padStart(2, '0')}:00:00Z`,
      hourly_rate: 100,
      ...rest,
    });
  await time(worker1.id, '2026-05-04', 3, { projects_id: ids.web });
  await time(worker2.id, '2026-05-05', 2, { projects_id: ids.web, services_id: ids.design, hourly_rate: 80 });
  await time(worker1.id, '2026-05-06', 1, { projects_id: ids.app, billable: 0 });
  await time(worker2.id, '2026-05-07', 4, { customers_id: ids.globex, projects_id: ids.hard });
  await time(worker1.id, '2026-05-08', 2, {});
  await create({
    customers_id: ids.acme,
    projects_id: ids.app,
    users_id: worker2.id,
    billable: 1,
    lumpsum_services_id: ids.travel,
    lumpsum_services_amount: 3,
    time_since: '2026-05-08T12:00:00Z',
  });
});
afterAll(() => service.close());

describe('entry summary: two levels', () => {
  it('splits each customer by project, each sum the entries’ own and the levels adding up', async () => {
    const answer = await summary('group=customer&subgroup=project');
    expect(answer.buckets).toEqual([
      {
        id: ids.acme,
        name: 'Acme',
        billable_hours: 7,
        not_billable_hours: 1,
        revenue: 3 * 100 + 2 * 80 + 100 + 2 * 100 + 3 * 20,
        buckets: [
          { id: ids.web, name: 'Web', billable_hours: 5, not_billable_hours: 0, revenue: 460 },
          { id: null, name: null, billable_hours: 2, not_billable_hours: 0, revenue: 200 },
          { id: ids.app, name: 'App', billable_hours: 0, not_billable_hours: 1, revenue: 160 },
        ],
      },
      // The hard budget's revenue is left out unless asked for, as in the totals.
      {
        id: ids.globex,
        name: 'Globex',
        billable_hours: 4,
        not_billable_hours: 0,
        revenue: 0,
        buckets: [{ id: ids.hard, name: 'Hard', billable_hours: 4, not_billable_hours: 0, revenue: 0 }],
      },
    ]);
    const counted = await summary(
      'group=customer&subgroup=project&calc_also_revenues_for_projects_with_hard_budget=1',
    );
    expect(counted.buckets[1]?.buckets?.[0]?.revenue).toBe(400);
    expect(counted.totals.revenue).toBe(1220);
  });

  it('gives each second-level bucket what the same filters give the whole summary', async () => {
    const answer = await summary('group=project&subgroup=service');
    for (const top of answer.buckets.filter((bucket) => bucket.id !== null)) {
      for (const inner of (top.buckets ?? []).filter((bucket) => bucket.id !== null)) {
        const alone = await summary(`filter[projects_id]=${top.id}&filter[services_id]=${inner.id}`);
        expect(alone.totals.hours).toBeCloseTo(inner.billable_hours + inner.not_billable_hours, 9);
      }
    }
  });

  it('groups by service, lump sum services in a bucket without a service, and by co-worker', async () => {
    const byService = await summary('group=service');
    expect(
      byService.buckets.map((bucket) => [bucket.name, bucket.billable_hours + bucket.not_billable_hours]),
    ).toEqual([
      ['Development', 10],
      ['Design', 2],
      [null, 0],
    ]);
    const { worker1, worker2 } = service.fixture.users;
    const byUser = await summary('group=user&subgroup=customer');
    const hoursOf = (bucket: Bucket) => [bucket.id, bucket.billable_hours + bucket.not_billable_hours];
    expect(byUser.buckets.map(hoursOf)).toHaveLength(2);
    expect(byUser.buckets.map(hoursOf)).toEqual(
      expect.arrayContaining([
        [worker1.id, 6],
        [worker2.id, 6],
      ]),
    );
    expect(byUser.buckets.find((bucket) => bucket.id === worker2.id)?.buckets?.map((b) => b.name)).toEqual([
      'Globex',
      'Acme',
    ]);
  });

  it('gives a worker their own hours in two levels, without revenue', async () => {
    const answer = await summary('group=customer&subgroup=project', 'worker1');
    expect(answer.totals).toEqual({ hours: 6, billable_hours: 5 });
    for (const top of answer.buckets) {
      expect(top).not.toHaveProperty('revenue');
      for (const inner of top.buckets ?? []) expect(inner).not.toHaveProperty('revenue');
    }
  });

  it.each([
    ['group=day&subgroup=project'],
    ['group=customer&subgroup=customer'],
    ['group=customer&subgroup=week'],
  ])('refuses %s naming the subgroup', async (query) => {
    const response = await service.request('GET', `/api/entries/summary?${MAY}&${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['subgroup']);
  });
});
