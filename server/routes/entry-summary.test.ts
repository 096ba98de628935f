import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entrySummaryAnswerSchema } from '../../contract/entry-summary.ts';
import { customers, lumpsumServices, projects, services, users } from '../db/schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const ids = { acme: 0, globex: 0, plain: 0, hard: 0, soft: 0, service: 0, travel: 0 };

// The fixture's users live in Europe/Berlin, where summer time ends on Sunday 2026-10-25.
const OCTOBER = 'time_since=2026-10-01T00:00:00Z&time_until=2026-11-01T00:00:00Z';
const DST_WEEK = 'time_since=2026-10-23T22:00:00Z&time_until=2026-10-27T23:00:00Z';
// The test clock stands at 2026-11-21T10:00:00Z.
const NOVEMBER = 'time_since=2026-11-01T00:00:00Z&time_until=2026-12-01T00:00:00Z';

async function create(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/v2/entries', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const timeEntry = (usersId: number, since: string, until: string | null, rest: Record<string, unknown>) =>
  create({
    customers_id: ids.acme,
    services_id: ids.service,
    users_id: usersId,
    billable: 1,
    time_since: since,
    time_until: until,
    ...rest,
  });

beforeAll(async () => {
  service = await startTestService();
  const { db } = service;
  const insertId = async (rows: Promise<{ id: number }[]>) => ((await rows)[0] as { id: number }).id;
  ids.acme = await insertId(db.insert(customers).values({ name: 'Acme' }).returning());
  ids.globex = await insertId(db.insert(customers).values({ name: 'Globex' }).returning());
  ids.plain = await insertId(
    db.insert(projects).values({ customersId: ids.acme, name: 'Plain' }).returning(),
  );
  ids.hard = await insertId(
    db.insert(projects).values({ customersId: ids.acme, name: 'Hard', budgetMoney: 1000 }).returning(),
  );
  ids.soft = await insertId(
    db
      .insert(projects)
      .values({ customersId: ids.acme, name: 'Soft', budgetMoney: 1000, budgetIsNotStrict: true })
      .returning(),
  );
  ids.service = await insertId(db.insert(services).values({ name: 'Development' }).returning());
  ids.travel = await insertId(db.insert(lumpsumServices).values({ name: 'Travel', price: 12.5 }).returning());

  const { worker1, worker2 } = service.fixture.users;
  // Sunday 00:30 in Berlin (summer time), still Saturday in UTC: 1 h × 90.
  await timeEntry(worker1.id, '2026-10-24T22:30:00Z', '2026-10-24T23:30:00Z', {
    projects_id: ids.plain,
    hourly_rate: 90,
  });
  // Monday 00:30 in Berlin (winter time), still Sunday in UTC: 1.5 h × 80, not billable.
  await timeEntry(worker1.id, '2026-10-25T23:30:00Z', '2026-10-26T01:00:00Z', {
    projects_id: ids.plain,
    hourly_rate: 80,
    billable: 0,
  });
  // A hard budget: 2 h × 50 = 100, counted only when asked for.
  await timeEntry(worker2.id, '2026-10-26T08:00:00Z', '2026-10-26T10:00:00Z', {
    projects_id: ids.hard,
    hourly_rate: 50,
  });
  // A lump sum without project: no hours, revenue 30.
  await create({
    customers_id: ids.acme,
    services_id: ids.service,
    users_id: worker2.id,
    billable: 1,
    lumpsum: 30,
    time_since: '2026-10-26T12:00:00Z',
  });
  // A lump sum service on a soft budget: 4 × 12.5 = 50, already billed.
  await create({
    customers_id: ids.acme,
    projects_id: ids.soft,
    users_id: worker1.id,
    billable: 2,
    lumpsum_services_id: ids.travel,
    lumpsum_services_amount: 4,
    time_since: '2026-10-27T09:00:00Z',
  });
  // Another customer: 3 h × 100, with a duration corrected from the period's 4 h.
  await timeEntry(worker2.id, '2026-10-05T08:00:00Z', '2026-10-05T12:00:00Z', {
    customers_id: ids.globex,
    hourly_rate: 100,
    duration: 3 * 3600,
  });
  // Running since 08:00 UTC; the clock says 10:00: 2 h × 60 so far.
  await timeEntry(worker1.id, '2026-11-21T08:00:00Z', null, { hourly_rate: 60 });
  // Finished in November: 1 h × 10.
  await timeEntry(worker1.id, '2026-11-02T08:00:00Z', '2026-11-02T09:00:00Z', { hourly_rate: 10 });
});
afterAll(() => service.close());

type As = 'owner' | 'manager' | 'worker1' | 'worker2';

async function summary(query: string, as: As = 'owner') {
  const response = await service.request('GET', `/api/entries/summary?${query}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(entrySummaryAnswerSchema.parse(response.body)).toEqual(response.body);
  return response.body.summary;
}

/** The same sums, added up from what the enhanced list shows for the same query. */
async function sumsOfList(query: string, as: As = 'owner') {
  const response = await service.request(
    'GET',
    `/api/v2/entries?${query}&enhanced_list=1&items_per_page=1000`,
    { as },
  );
  expect(response.status).toBe(200);
  let seconds = 0;
  let billableSeconds = 0;
  let revenue = 0;
  for (const entry of response.body.entries) {
    const duration = entry.type === 1 ? entry.duration : 0;
    seconds += duration;
    if (entry.billable !== 0) billableSeconds += duration;
    revenue += entry.revenue ?? 0;
  }
  return { hours: seconds / 3600, billable_hours: billableSeconds / 3600, revenue };
}

describe('entry summary: sums', () => {
  it('sums exactly what the enhanced list shows, for each filter', async () => {
    const { worker1 } = service.fixture.users;
    const queries = [
      OCTOBER,
      `${OCTOBER}&filter[customers_id]=${ids.acme}`,
      `${OCTOBER}&filter[billable]=0`,
      `${OCTOBER}&filter[billable]=1`,
      `${OCTOBER}&filter[users_id]=${worker1.id}`,
      `${OCTOBER}&filter[budget_type]=strict`,
      `${OCTOBER}&filter[budget_type]=strict&calc_also_revenues_for_projects_with_hard_budget=1`,
      `${OCTOBER}&filter[budget_type]=without-strict`,
      `${OCTOBER}&calc_also_revenues_for_projects_with_hard_budget=1`,
    ];
    for (const query of queries) {
      const expected = await sumsOfList(query);
      const answer = await summary(query);
      expect(answer.totals.hours, query).toBeCloseTo(expected.hours, 6);
      expect(answer.totals.billable_hours, query).toBeCloseTo(expected.billable_hours, 6);
      expect(answer.totals.revenue, query).toBeCloseTo(expected.revenue, 2);
    }
    expect((await summary(OCTOBER)).totals).toEqual({
      hours: 7.5,
      billable_hours: 6,
      revenue: 590,
      hard_budget_left_out: { hours: 2, projects: [{ id: ids.hard, name: 'Hard', hours: 2 }] },
    });
  });

  it('names the hard-budget projects its revenue leaves out, with their hours, and only then', async () => {
    const without = await summary(`${OCTOBER}&group=customer`);
    expect(without.totals.hard_budget_left_out).toEqual({
      hours: 2,
      projects: [{ id: ids.hard, name: 'Hard', hours: 2 }],
    });
    // Counted, or filtered away, or no revenue to show at all: nothing is left out to name.
    const counted = await summary(`${OCTOBER}&calc_also_revenues_for_projects_with_hard_budget=1`);
    expect(counted.totals).not.toHaveProperty('hard_budget_left_out');
    const noHard = await summary(`${OCTOBER}&filter[budget_type]=without-strict`);
    expect(noHard.totals).not.toHaveProperty('hard_budget_left_out');
    const worker = await summary(OCTOBER, 'worker2');
    expect(worker.totals).not.toHaveProperty('revenue');
    expect(worker.totals).not.toHaveProperty('hard_budget_left_out');
  });

  it('names only as many hard-budget projects as asked, most hours first, and counts them all', async () => {
    const { worker1 } = service.fixture.users;
    const AUGUST = 'time_since=2026-08-01T00:00:00Z&time_until=2026-09-01T00:00:00Z';
    const hardOf = async (name: string) =>
      (
        (await service.db
          .insert(projects)
          .values({ customersId: ids.acme, name, budgetMoney: 10 })
          .returning()) as { id: number }[]
      )[0]?.id as number;
    const big = await hardOf('Big');
    const small = await hardOf('Small');
    await timeEntry(worker1.id, '2026-08-03T08:00:00Z', '2026-08-03T11:00:00Z', { projects_id: big });
    await timeEntry(worker1.id, '2026-08-04T08:00:00Z', '2026-08-04T10:00:00Z', { projects_id: ids.hard });
    await timeEntry(worker1.id, '2026-08-05T08:00:00Z', '2026-08-05T09:00:00Z', { projects_id: small });
    const all = await summary(AUGUST);
    expect(all.totals.hard_budget_left_out).toEqual({
      hours: 6,
      projects: [
        { id: big, name: 'Big', hours: 3 },
        { id: ids.hard, name: 'Hard', hours: 2 },
        { id: small, name: 'Small', hours: 1 },
      ],
    });
    const two = await summary(`${AUGUST}&hard_budget_projects=2`);
    expect(two.totals.hard_budget_left_out).toEqual({
      hours: 6,
      projects: all.totals.hard_budget_left_out.projects.slice(0, 2),
      count_projects: 3,
    });
    const none = await summary(`${AUGUST}&hard_budget_projects=0`);
    expect(none.totals.hard_budget_left_out).toEqual({ hours: 6, projects: [], count_projects: 3 });
    expect(none.buckets).toEqual(all.buckets);
    const refused = await service.request('GET', `/api/entries/summary?${AUGUST}&hard_budget_projects=-1`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('hard_budget_projects');
  });

  it('leaves out the revenue of hard-budget projects unless asked for, as the list does', async () => {
    const without = await summary(`${OCTOBER}&group=project`);
    const withHard = await summary(
      `${OCTOBER}&group=project&calc_also_revenues_for_projects_with_hard_budget=1`,
    );
    const hard = (answer: typeof without) =>
      answer.buckets.find((bucket: { id: number | null }) => bucket.id === ids.hard);
    expect(hard(without)).toMatchObject({
      name: 'Hard',
      billable_hours: 2,
      not_billable_hours: 0,
      revenue: 0,
    });
    expect(hard(withHard)).toMatchObject({ revenue: 100 });
    expect(withHard.totals.revenue).toBe(without.totals.revenue + 100);
  });

  it('buckets by customer and by project, entries without a project in a bucket of their own', async () => {
    const byCustomer = await summary(`${OCTOBER}&group=customer`);
    expect(byCustomer.buckets).toEqual([
      { id: ids.acme, name: 'Acme', billable_hours: 3, not_billable_hours: 1.5, revenue: 290 },
      { id: ids.globex, name: 'Globex', billable_hours: 3, not_billable_hours: 0, revenue: 300 },
    ]);
    const byProject = await summary(`${OCTOBER}&group=project`);
    expect(byProject.buckets).toContainEqual({
      id: null,
      name: null,
      billable_hours: 3,
      not_billable_hours: 0,
      revenue: 330,
    });
    expect(byProject.buckets).toContainEqual({
      id: ids.plain,
      name: 'Plain',
      billable_hours: 1,
      not_billable_hours: 1.5,
      revenue: 210,
    });
  });

  it('counts a running entry up to now', async () => {
    const { worker1 } = service.fixture.users;
    const answer = await summary(`${NOVEMBER}&filter[users_id]=${worker1.id}`);
    expect(answer.totals).toEqual({ hours: 3, billable_hours: 3, revenue: 130 });
    expect(answer.buckets.find((bucket: { key: string }) => bucket.key === '2026-11-21')).toEqual({
      key: '2026-11-21',
      billable_hours: 2,
      not_billable_hours: 0,
      revenue: 120,
    });
  });

  it('answers with one grouped query however many entries and days', async () => {
    const client = (service.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    await summary(`${OCTOBER}&group=day`);
    const month = spy.mock.calls.length;
    spy.mockClear();
    await summary('time_since=2026-01-01T00:00:00Z&time_until=2027-01-01T00:00:00Z&group=week');
    const year = spy.mock.calls.length;
    spy.mockRestore();
    // Authentication (the failed sign-in count, the caller and the request budget), the caller's week
    // start and the one grouped query.
    expect(month).toBeLessThanOrEqual(6);
    expect(year).toBe(month);
  });
});

describe('entry summary: days and weeks in the caller’s zone', () => {
  it('counts days in the caller’s time zone across the end of summer time, empty days included', async () => {
    const berlin = await summary(`${DST_WEEK}&group=day`);
    expect(berlin.timezone).toBe('Europe/Berlin');
    expect(berlin.buckets.map((bucket: { key: string }) => bucket.key)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(berlin.buckets[0]).toEqual({
      key: '2026-10-24',
      billable_hours: 0,
      not_billable_hours: 0,
      revenue: 0,
    });
    expect(berlin.buckets[1]).toEqual({
      key: '2026-10-25',
      billable_hours: 1,
      not_billable_hours: 0,
      revenue: 90,
    });
    expect(berlin.buckets[2]).toMatchObject({
      key: '2026-10-26',
      billable_hours: 2,
      not_billable_hours: 1.5,
    });

    const { manager } = service.fixture.users;
    await service.db.update(users).set({ timezone: 'UTC' }).where(eq(users.id, manager.id));
    const utc = await summary(`${DST_WEEK}&group=day`, 'manager');
    expect(utc.timezone).toBe('UTC');
    expect(utc.buckets.map((bucket: { key: string }) => bucket.key)).toEqual([
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(utc.buckets[1]).toMatchObject({ key: '2026-10-24', billable_hours: 1 });
    expect(utc.buckets[2]).toMatchObject({ key: '2026-10-25', not_billable_hours: 1.5 });
  });

  it('starts a day where its midnight is skipped at the first hour that exists', async () => {
    // Santiago de Chile goes from 00:00 to 01:00 on Sunday 2026-09-06 (04:00 UTC).
    const { manager, worker1 } = service.fixture.users;
    await service.db.update(users).set({ timezone: 'America/Santiago' }).where(eq(users.id, manager.id));
    // Saturday 23:30 there, then Sunday 01:30, the first half hour of that day: 1 h, then 2 h.
    await timeEntry(worker1.id, '2026-09-06T03:30:00Z', '2026-09-06T04:00:00Z', { duration: 3600 });
    await timeEntry(worker1.id, '2026-09-06T04:30:00Z', '2026-09-06T06:30:00Z', {});
    const days = await summary('time_since=2026-09-05T04:00:00Z&time_until=2026-09-07T03:00:00Z', 'manager');
    expect(days.buckets.map((bucket: { key: string; billable_hours: number }) => bucket)).toMatchObject([
      { key: '2026-09-05', billable_hours: 1 },
      { key: '2026-09-06', billable_hours: 2 },
    ]);
  });

  it('names weeks by their first day, by the caller’s week start', async () => {
    const monday = await summary(`${DST_WEEK}&group=week`);
    expect(monday.weekstart_monday).toBe(true);
    expect(monday.buckets).toEqual([
      { key: '2026-10-19', billable_hours: 1, not_billable_hours: 0, revenue: 90 },
      { key: '2026-10-26', billable_hours: 2, not_billable_hours: 1.5, revenue: 200 },
    ]);
    const { manager } = service.fixture.users;
    await service.db
      .update(users)
      .set({ timezone: 'Europe/Berlin', weekstartMonday: false })
      .where(eq(users.id, manager.id));
    const sunday = await summary(`${DST_WEEK}&group=week`, 'manager');
    expect(sunday.buckets).toEqual([
      { key: '2026-10-18', billable_hours: 0, not_billable_hours: 0, revenue: 0 },
      { key: '2026-10-25', billable_hours: 3, not_billable_hours: 1.5, revenue: 290 },
    ]);
  });
});

describe('entry summary: rights and validation', () => {
  it('gives a worker only their own entries, without revenue', async () => {
    const { worker1 } = service.fixture.users;
    for (const group of ['day', 'customer']) {
      const answer = await summary(`${OCTOBER}&group=${group}`, 'worker1');
      expect(answer.totals).toEqual(
        await sumsOfList(OCTOBER, 'worker1').then(({ revenue: _, ...rest }) => rest),
      );
      expect(answer.totals).not.toHaveProperty('revenue');
      for (const bucket of answer.buckets) expect(bucket).not.toHaveProperty('revenue');
    }
    const own = await summary(`${OCTOBER}&filter[users_id]=${worker1.id}`, 'worker1');
    expect(own.totals.hours).toBe(2.5);
  });

  it('refuses a worker another user’s entries, naming the filter', async () => {
    const { worker2 } = service.fixture.users;
    const response = await service.request(
      'GET',
      `/api/entries/summary?${OCTOBER}&filter[users_id]=${worker2.id}`,
      { as: 'worker1' },
    );
    expect(response.status).toBe(403);
    expect(response.body.error.fields).toEqual(['filter[users_id]']);
  });

  it.each([
    ['time_until=2026-11-01T00:00:00Z', ['time_since']],
    ['time_since=2026-10-01T00:00:00Z', ['time_until']],
    ['time_since=2026-10-01T00:00:00Z&time_until=2027-10-03T00:00:00Z', ['time_until']],
    ['time_since=2026-10-02T00:00:00Z&time_until=2026-10-01T00:00:00Z', ['time_until']],
    [`${OCTOBER}&group=month`, ['group']],
    [`${OCTOBER}&filter[billable]=3`, ['filter[billable]']],
    [`${OCTOBER}&filter[colour]=red`, ['filter[colour]']],
  ])('refuses %s naming the field', async (query, fields) => {
    const response = await service.request('GET', `/api/entries/summary?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });
});
