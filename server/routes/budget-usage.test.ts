import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, lumpsumServices, projects, services } from '../db/schema.ts';
import { entryRevenue } from '../domain/entries.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

// The projects' budget usage comes from running sums that every write of an entry keeps: after each
// write path, what the service answers must equal a fresh sum over the entries.

let service: TestService;
const ids = { customer: 0, service: 0, travel: 0, hotel: 0 };
beforeAll(async () => {
  service = await startTestService();
  const customer = await service.request('POST', '/api/v2/customers', { body: { name: 'Usage Ltd' } });
  ids.customer = customer.body.customer.id;
  ids.service = (await service.db.insert(services).values({ name: 'Build' }).returning())[0]?.id as number;
  const lumpsum = (name: string, price: number) =>
    service.request('POST', '/api/v2/lumpsumservices', { body: { name, price } });
  ids.travel = (await lumpsum('Travel', 12.35)).body.lumpSumService.id;
  ids.hotel = (await lumpsum('Hotel', 99.99)).body.lumpSumService.id;
});
afterAll(() => service.close());

async function newProject(body: Record<string, unknown>): Promise<number> {
  const response = await service.request('POST', '/api/v2/projects', {
    body: { customers_id: ids.customer, ...body },
  });
  expect(response.status).toBe(200);
  return response.body.project.id;
}

/** What the projects' entries used, summed afresh the way the list summed it before it kept sums. */
async function freshUsage(projectIds: number[]) {
  const rows = await service.db
    .select({
      id: projects.id,
      used: sql<number>`case when ${projects.budgetIsHours}
        then coalesce(sum(case when ${entries.type} = 1 then coalesce(${entries.duration}, 0) else 0 end), 0)::float8 / 3600
        else coalesce(sum(${entryRevenue()}), 0)::float8 end`,
      budget: projects.budgetMoney,
    })
    .from(projects)
    .leftJoin(entries, eq(entries.projectsId, projects.id))
    .leftJoin(lumpsumServices, eq(lumpsumServices.id, entries.lumpsumServicesId))
    .where(inArray(projects.id, projectIds))
    .groupBy(projects.id);
  return projectIds.map((id) => {
    const row = rows.find((item) => item.id === id) as (typeof rows)[number];
    return {
      projects_id: id,
      budget_used: Math.round(row.used * 100) / 100,
      budget_share: (row.budget ?? 0) > 0 ? row.used / (row.budget as number) : null,
    };
  });
}

/** The usage the list and the single read answer equal the fresh sums, for every project given. */
async function expectRightUsage(projectIds: number[]) {
  const expected = await freshUsage(projectIds);
  const list = await service.request(
    'GET',
    `/api/v2/projects?filter[customers_id]=${ids.customer}&budget_usage=true&items_per_page=100`,
  );
  const listed = new Map(
    list.body.budget_usage.map((item: { projects_id: number }) => [item.projects_id, item]),
  );
  for (const usage of expected) {
    expect(listed.get(usage.projects_id)).toEqual(usage);
    const single = await service.request('GET', `/api/v2/projects/${usage.projects_id}?budget_usage=1`);
    expect(single.body.budget_usage).toEqual(usage);
  }
}

const timeEntry = (projectId: number, hours: number, rate: number) => ({
  customers_id: ids.customer,
  projects_id: projectId,
  services_id: ids.service,
  billable: 1,
  time_since: '2026-11-02T08:00:00Z',
  time_until: `2026-11-02T${String(8 + hours).padStart(2, '0')}:00:00Z`,
  hourly_rate: rate,
});

async function post(body: Record<string, unknown>): Promise<number> {
  const response = await service.request('POST', '/api/v2/entries', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.entry.id;
}

async function put(path: string, body: Record<string, unknown>) {
  const response = await service.request('PUT', path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('budget usage kept by entry writes', () => {
  it('equals a fresh sum after every write path', async () => {
    const money = await newProject({ name: 'Money', budget_money: 1000 });
    const hours = await newProject({ name: 'Hours', budget_money: 10, budget_is_hours: true });
    const none = await newProject({ name: 'None' });
    const all = [money, hours, none];

    const timed = await post(timeEntry(money, 2, 33.33));
    await post({ ...timeEntry(hours, 3, 10), duration: 7_777 });
    const lumpsum = await post({
      customers_id: ids.customer,
      projects_id: money,
      services_id: ids.service,
      billable: 0,
      time_since: '2026-11-03T08:00:00Z',
      lumpsum: 120.5,
    });
    const travel = await post({
      customers_id: ids.customer,
      projects_id: money,
      lumpsum_services_id: ids.travel,
      lumpsum_services_amount: 3,
      billable: 1,
      time_since: '2026-11-03T08:00:00Z',
    });
    await post({ ...timeEntry(none, 1, 50) });
    await post({ ...timeEntry(money, 1, 50), projects_id: null });
    await expectRightUsage(all);

    // Edits: the hours, the rate, a duration, a move to another project, another lump sum service.
    await put(`/api/v2/entries/${timed}`, { time_until: '2026-11-02T13:30:00Z' });
    await put(`/api/v2/entries/${timed}`, { hourly_rate: 80, duration: 4_000 });
    await put(`/api/v2/entries/${lumpsum}`, { lumpsum: 99.99 });
    await put(`/api/v2/entries/${travel}`, { lumpsum_services_id: ids.hotel, lumpsum_services_amount: 1.5 });
    await expectRightUsage(all);
    await put(`/api/v2/entries/${timed}`, { projects_id: hours });
    await put(`/api/v2/entries/${lumpsum}`, { projects_id: null });
    await expectRightUsage(all);

    // A lump sum service's new price is its entries' new revenue.
    await put(`/api/v2/lumpsumservices/${ids.hotel}`, { price: 250.13 });
    await expectRightUsage(all);

    // Project edits that change what is counted: the kind of budget and the budget itself.
    await put(`/api/v2/projects/${money}`, { budget_is_hours: true, budget_money: 3 });
    await put(`/api/v2/projects/${hours}`, { budget_is_hours: false });
    await put(`/api/v2/projects/${none}`, { budget_money: 40 });
    await expectRightUsage(all);

    const removed = await service.request('DELETE', `/api/v2/entries/${timed}`);
    expect(removed.status).toBe(200);
    expect((await service.request('DELETE', `/api/v2/entries/${travel}`)).status).toBe(200);
    await expectRightUsage(all);
  });

  it('counts every one of many writes at once to one project', async () => {
    const busy = await newProject({ name: 'Busy', budget_money: 500 });
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(timeEntry(busy, 1 + (i % 3), 7))),
    );
    await Promise.all(made.slice(0, 6).map((id) => put(`/api/v2/entries/${id}`, { hourly_rate: 11 })));
    await Promise.all(made.slice(6, 9).map((id) => service.request('DELETE', `/api/v2/entries/${id}`)));
    await expectRightUsage([busy]);
  });

  it('sorts by share over the kept sums, both ways, and pages through them', async () => {
    const shares = await Promise.all(
      [5, 1, 3, 7, 4].map(async (hours, i) => {
        const id = await newProject({ name: `Share ${i}`, budget_money: 100 * (i + 1) });
        await post(timeEntry(id, hours, 40));
        return id;
      }),
    );
    const expected = (await freshUsage(shares))
      .sort(
        (a, b) => (a.budget_share as number) - (b.budget_share as number) || a.projects_id - b.projects_id,
      )
      .map((usage) => usage.projects_id);
    const listed = async (sort: string, page: number) => {
      const response = await service.request(
        'GET',
        `/api/v2/projects?filter[search]=Share&sort=${sort}&items_per_page=2&page=${page}`,
      );
      expect(response.body.paging).toMatchObject({ count_items: 5, count_pages: 3 });
      return response.body.projects.map((project: { id: number }) => project.id);
    };
    const pages = async (sort: string) => [
      ...(await listed(sort, 1)),
      ...(await listed(sort, 2)),
      ...(await listed(sort, 3)),
    ];
    expect(await pages('budget_share')).toEqual(expected);
    expect(await pages('-budget_share')).toEqual([...expected].reverse());
  });
});
