import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  projectListSchema,
  projectRightsFields,
  projectSchema,
  projectSingleSchema,
} from '../../contract/projects.ts';
import { lumpsumServices, projects, services } from '../db/schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const tables = ['projects', 'customers', 'entries'];

async function newCustomer(name = 'Customer') {
  const response = await service.request('POST', '/api/v2/customers', { body: { name } });
  expect(response.status).toBe(200);
  return response.body.customer.id as number;
}

async function newProject(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/v2/projects', { body });
  expect(response.status).toBe(200);
  return response.body.project as { id: number } & Record<string, unknown>;
}

type EntryValues = { hours?: number; rate?: number; lumpsum?: number; amount?: number; price?: number };

let serviceId: number | undefined;

/**
 * Entries go in through the entries endpoint, which keeps the projects' budget sums; an hours entry
 * runs `hours` from a fixed start (its duration), the other types are a moment.
 */
async function addEntry(project: { id: number } & Record<string, unknown>, values: EntryValues) {
  serviceId ??= (await service.db.insert(services).values({ name: 'Work' }).returning())[0]?.id;
  const base = {
    customers_id: project.customers_id,
    projects_id: project.id,
    users_id: service.fixture.users.worker1.id,
    billable: 1,
    time_since: '2026-11-02T08:00:00Z',
  };
  let body: Record<string, unknown>;
  if (values.hours !== undefined) {
    const until = new Date(Date.parse(base.time_since) + values.hours * 3_600_000);
    body = {
      ...base,
      services_id: serviceId,
      time_until: `${until.toISOString().slice(0, 19)}Z`,
      hourly_rate: values.rate ?? 0,
    };
  } else if (values.lumpsum !== undefined) {
    body = { ...base, services_id: serviceId, lumpsum: values.lumpsum };
  } else {
    const [lumpsumService] = await service.db
      .insert(lumpsumServices)
      .values({ name: 'Travel', price: values.price ?? 0 })
      .returning();
    body = { ...base, lumpsum_services_id: lumpsumService?.id, lumpsum_services_amount: values.amount ?? 0 };
  }
  const response = await service.request('POST', '/api/v2/entries', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('projects: create, read, edit', () => {
  it('creates, reads, edits and lists a project for a manager', async () => {
    const customersId = await newCustomer('Acme');
    const created = await service.request('POST', '/api/v2/projects', {
      as: 'manager',
      body: {
        name: 'Website',
        customers_id: customersId,
        number: 'P-1',
        billable_default: 0,
        budget_money: 5000,
        note: 'fixed price',
        deadline: '2027-01-31',
      },
    });
    expect(created.status).toBe(200);
    expect(projectSingleSchema.strict().safeParse(created.body).success).toBe(true);
    expect(created.body.project).toEqual({
      id: expect.any(Number),
      customers_id: customersId,
      name: 'Website',
      number: 'P-1',
      active: true,
      billable_default: false,
      completed: false,
      deadline: '2027-01-31',
      note: 'fixed price',
      budget_money: 5000,
      budget_is_hours: false,
      budget_is_not_strict: false,
      billed_money: null,
      billed_completely: null,
      revenue_factor: null,
    });
    const id = created.body.project.id;
    const read = await service.request('GET', `/api/v2/projects/${id}`, { as: 'manager' });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body).toEqual(created.body);

    const edited = await service.request('PUT', `/api/v2/projects/${id}`, {
      as: 'manager',
      body: { completed: true, billed_money: 4800.5, billed_completely: true, deadline: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).toBe('"2"');
    expect(edited.body.project).toMatchObject({
      name: 'Website',
      completed: true,
      billed_money: 4800.5,
      billed_completely: true,
      deadline: null,
      revenue_factor: 1,
    });
    const list = await service.request('GET', `/api/v2/projects?filter[customers_id]=${customersId}`, {
      as: 'manager',
    });
    expect(list.status).toBe(200);
    expect(projectListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.filter).toEqual({ customers_id: customersId });
    expect(list.body.paging).toEqual({ items_per_page: 50, current_page: 1, count_pages: 1, count_items: 1 });
    expect(list.body.projects).toEqual([edited.body.project]);
  });

  it('accepts a form body with 1/0 flags', async () => {
    const customersId = await newCustomer();
    const response = await service.request('POST', '/api/v2/projects', {
      form: {
        name: 'Form project',
        customers_id: String(customersId),
        billable_default: '0',
        active: 'false',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.project).toMatchObject({
      name: 'Form project',
      billable_default: false,
      active: false,
    });
  });

  it('accepts names and notes at their maximum length', async () => {
    const customersId = await newCustomer();
    const response = await service.request('POST', '/api/v2/projects', {
      body: {
        name: 'n'.repeat(255),
        customers_id: customersId,
        number: 'x'.repeat(255),
        note: 'y'.repeat(10_000),
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.project.name).toHaveLength(255);
  });

  it('round-trips bidi and zero-width characters exactly', async () => {
    const customersId = await newCustomer();
    const name = 'a\u202eb\u200bc 👩‍👩‍👧‍👦';
    const project = await newProject({ name, customers_id: customersId });
    expect((await service.request('GET', `/api/v2/projects/${project.id}`)).body.project.name).toBe(name);
  });
});

describe('projects: validation', () => {
  let customersId: number;
  beforeAll(async () => {
    customersId = await newCustomer('Validation');
  });

  it.each([
    [{}, ['name', 'customers_id']],
    [{ name: 'x'.repeat(256) }, ['name']],
    [{ name: 'nul\u0000byte' }, ['name']],
    [{ name: 'lone \ud800 surrogate' }, ['name']],
    [{ name: '   ' }, ['name']],
    [{ name: 42 }, ['name']],
    [{ name: null }, ['name']],
    [{ customers_id: '5' }, ['customers_id']],
    [{ customers_id: 2147483648 }, ['customers_id']],
    [{ customers_id: 9007199254740992 }, ['customers_id']],
    [{ customers_id: -1 }, ['customers_id']],
    [{ customers_id: [5] }, ['customers_id']],
    [{ number: 'x'.repeat(256) }, ['number']],
    [{ note: 'x'.repeat(10_001) }, ['note']],
    [{ active: 'true' }, ['active']],
    [{ active: 1 }, ['active']],
    [{ billable_default: 2 }, ['billable_default']],
    [{ billable_default: 'true' }, ['billable_default']],
    [{ budget_money: -1 }, ['budget_money']],
    [{ budget_money: 1e20 }, ['budget_money']],
    [{ budget_money: 2147483648 }, ['budget_money']],
    [{ budget_money: 1.234 }, ['budget_money']],
    [{ budget_money: '5' }, ['budget_money']],
    [{ budget_money: '' }, ['budget_money']],
    [{ budget_money: {} }, ['budget_money']],
    [{ budget_is_hours: 'false' }, ['budget_is_hours']],
    [{ deadline: '2024-02-30' }, ['deadline']],
    [{ deadline: '2023-02-29' }, ['deadline']],
    [{ deadline: '2024-1-5' }, ['deadline']],
    [{ deadline: '1969-12-31' }, ['deadline']],
    [{ deadline: '2024-01-05T00:00:00Z' }, ['deadline']],
  ])('rejects a create with %j naming %j', async (fields, expected) => {
    const sent =
      Object.keys(fields).length === 0 ? {} : { customers_id: customersId, name: 'Valid', ...fields };
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/projects', { body: sent });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('accepts 2024-02-29 as a deadline', async () => {
    const project = await newProject({ name: 'Leap', customers_id: customersId, deadline: '2024-02-29' });
    expect(project.deadline).toBe('2024-02-29');
  });

  it('answers 400 on customers_id for a customer that does not exist, on create and edit', async () => {
    const before = await snapshot(service.db, tables);
    const created = await service.request('POST', '/api/v2/projects', {
      body: { name: 'Orphan', customers_id: 999_999 },
    });
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual(['customers_id']);
    expect(await snapshot(service.db, tables)).toEqual(before);

    const project = await newProject({ name: 'Has customer', customers_id: customersId });
    const beforeEdit = await snapshot(service.db, tables);
    const edited = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { customers_id: 999_999 },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.fields).toEqual(['customers_id']);
    expect(await snapshot(service.db, tables)).toEqual(beforeEdit);
  });

  it('moves a project to another customer', async () => {
    const project = await newProject({ name: 'Moving', customers_id: customersId });
    const other = await newCustomer('Other');
    const edited = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { customers_id: other },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.project.customers_id).toBe(other);
  });

  it.each([
    [{ name: '' }, ['name']],
    [{ completed: 'yes' }, ['completed']],
    [{ billed_money: -0.01 }, ['billed_money']],
    [{ billed_completely: 1 }, ['billed_completely']],
    [{ budget_ist_not_strict: 'true' }, ['budget_ist_not_strict']],
  ])('rejects an edit with %j naming %j', async (body, expected) => {
    const project = await newProject({ name: 'Edit target', customers_id: customersId });
    const before = await snapshot(service.db, tables);
    const response = await service.request('PUT', `/api/v2/projects/${project.id}`, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('ignores unknown fields and server-owned ones', async () => {
    const project = await newProject({
      name: 'Ignored',
      customers_id: customersId,
      colour: 'red',
      revenue_factor: 5,
    });
    expect(project).not.toHaveProperty('colour');
    expect(project.revenue_factor).toBe(1);
  });
});

describe('projects: the misspelled soft-budget flag', () => {
  it('reads budget_ist_not_strict as budget_is_not_strict on edit', async () => {
    const project = await newProject({ name: 'Alias', customers_id: await newCustomer(), budget_money: 100 });
    const edited = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { budget_ist_not_strict: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.project.budget_is_not_strict).toBe(true);
    expect(edited.body.project).not.toHaveProperty('budget_ist_not_strict');
    const both = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { budget_is_not_strict: false, budget_ist_not_strict: false },
    });
    expect(both.body.project.budget_is_not_strict).toBe(false);
    const form = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      form: { budget_ist_not_strict: '1' },
    });
    expect(form.body.project.budget_is_not_strict).toBe(true);
  });

  it('rejects both spellings with different values, naming both', async () => {
    const project = await newProject({ name: 'Alias conflict', customers_id: await newCustomer() });
    const before = await snapshot(service.db, tables);
    const response = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { budget_is_not_strict: true, budget_ist_not_strict: false },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['budget_is_not_strict', 'budget_ist_not_strict']);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });
});

describe('projects: revenue_factor', () => {
  let customersId: number;
  beforeAll(async () => {
    customersId = await newCustomer('Revenue');
  });

  const factorOf = async (id: number) =>
    (await service.request('GET', `/api/v2/projects/${id}`, { as: 'manager' })).body.project.revenue_factor;

  it('is 1 without a budget and with a soft budget, whatever the revenue', async () => {
    const none = await newProject({ name: 'No budget', customers_id: customersId });
    const soft = await newProject({
      name: 'Soft',
      customers_id: customersId,
      budget_money: 100,
      budget_is_not_strict: true,
    });
    for (const project of [none, soft]) {
      await addEntry(project, { hours: 10, rate: 100 });
      await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
      expect(await factorOf(project.id)).toBe(1);
    }
  });

  it('is null for a hard budget that is not completed', async () => {
    const project = await newProject({ name: 'Open hard', customers_id: customersId, budget_money: 100 });
    await addEntry(project, { hours: 10, rate: 100 });
    expect(await factorOf(project.id)).toBeNull();
  });

  it('is budget / revenue for a completed hard budget used 400 %', async () => {
    const project = await newProject({ name: 'Overrun', customers_id: customersId, budget_money: 1000 });
    // 2 h × 1000 + 1000 lump sum + 10 × 100 lump sum service = 4000 = 400 % of the budget.
    await addEntry(project, { hours: 2, rate: 1000 });
    await addEntry(project, { lumpsum: 1000 });
    await addEntry(project, { amount: 10, price: 100 });
    await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
    expect(await factorOf(project.id)).toBe(0.25);
  });

  it('is 1 for a completed hard budget used up to 100 % and with no revenue', async () => {
    const exact = await newProject({ name: 'Exact', customers_id: customersId, budget_money: 1000 });
    await addEntry(exact, { hours: 10, rate: 100 });
    const empty = await newProject({ name: 'Empty', customers_id: customersId, budget_money: 1000 });
    for (const project of [exact, empty]) {
      await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
      expect(await factorOf(project.id)).toBe(1);
    }
  });

  it('compares hours worked with an hours budget', async () => {
    const project = await newProject({
      name: 'Hours',
      customers_id: customersId,
      budget_money: 10,
      budget_is_hours: true,
    });
    await addEntry(project, { hours: 25, rate: 1 });
    await addEntry(project, { hours: 15, rate: 1 });
    // A lump sum is revenue but no hours: it does not count against an hours budget.
    await addEntry(project, { lumpsum: 100_000 });
    await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
    expect(await factorOf(project.id)).toBe(0.25);
  });

  it('follows the budget when it is made soft or raised', async () => {
    const project = await newProject({ name: 'Changing', customers_id: customersId, budget_money: 500 });
    await addEntry(project, { hours: 10, rate: 100 });
    await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
    expect(await factorOf(project.id)).toBe(0.5);
    await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { budget_money: 2000 } });
    expect(await factorOf(project.id)).toBe(1);
    await service.request('PUT', `/api/v2/projects/${project.id}`, {
      body: { budget_money: 250, budget_ist_not_strict: true },
    });
    expect(await factorOf(project.id)).toBe(1);
  });

  it('uses the same number of queries for a list page however many rows need a factor', async () => {
    const customer = await newCustomer('Query count');
    const first = await newProject({ name: 'Q0', customers_id: customer, budget_money: 10 });
    await addEntry(first, { hours: 1, rate: 40 });
    await service.request('PUT', `/api/v2/projects/${first.id}`, { body: { completed: true } });
    const client = (service.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;

    async function countQueries() {
      // The mails the writes above queued are sent in the background, on the same connection pool.
      await service.mailQueue.drain();
      const spy = vi.spyOn(client, 'query');
      const response = await service.request('GET', `/api/v2/projects?filter[customers_id]=${customer}`, {
        as: 'manager',
      });
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { calls, projects: response.body.projects as { revenue_factor: number }[] };
    }

    const one = await countQueries();
    expect(one.projects.map((project) => project.revenue_factor)).toEqual([0.25]);
    for (let index = 1; index <= 9; index++) {
      const project = await newProject({ name: `Q${index}`, customers_id: customer, budget_money: 10 });
      await addEntry(project, { hours: 1, rate: 20 });
      await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { completed: true } });
    }
    const ten = await countQueries();
    expect(ten.projects).toHaveLength(10);
    expect(ten.projects.slice(1).every((project) => project.revenue_factor === 0.5)).toBe(true);
    expect(ten.calls).toBe(one.calls);
  });
});

describe('projects: budget usage', () => {
  let customer: number;
  const made: Record<string, { id: number } & Record<string, unknown>> = {};
  beforeAll(async () => {
    customer = await newCustomer('Usage customer');
    // 15,750 of 15,000: 150 h × 100 + a lump sum of 250 + 10 × 50 of a lump sum service.
    made.over = await newProject({ name: 'Usage over', customers_id: customer, budget_money: 15000 });
    await addEntry(made.over, { hours: 150, rate: 100 });
    await addEntry(made.over, { lumpsum: 250 });
    await addEntry(made.over, { amount: 10, price: 50 });
    // 30 of 40 hours; the money of those hours does not count against an hours budget.
    made.hours = await newProject({
      name: 'Usage hours',
      customers_id: customer,
      budget_money: 40,
      budget_is_hours: true,
    });
    await addEntry(made.hours, { hours: 30, rate: 1000 });
    await addEntry(made.hours, { lumpsum: 99 });
    // A soft budget used exactly: not over.
    made.exact = await newProject({
      name: 'Usage exact',
      customers_id: customer,
      budget_money: 200,
      budget_is_not_strict: true,
    });
    await addEntry(made.exact, { hours: 2, rate: 100 });
    // No budget: revenue used, no share.
    made.none = await newProject({ name: 'Usage none', customers_id: customer });
    await addEntry(made.none, { hours: 1, rate: 75.5 });
  });

  const listed = async (query: string, as: 'owner' | 'manager' = 'manager') => {
    const response = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customer}&${query}`,
      {
        as,
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(projectListSchema.parse(response.body)).toEqual(response.body);
    return response.body.projects as ({ name: string } & Record<string, unknown>)[];
  };

  it('gives the budget used and its share beside the records when asked: revenue for money budgets, hours for hour budgets', async () => {
    const response = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customer}&budget_usage=true`,
      { as: 'manager' },
    );
    expect(response.status).toBe(200);
    const names = new Map<number, string>(
      response.body.projects.map((project: { id: number; name: string }) => [project.id, project.name]),
    );
    // One item per listed project, in the list's order.
    expect(response.body.budget_usage.map((usage: { projects_id: number }) => usage.projects_id)).toEqual(
      response.body.projects.map((project: { id: number }) => project.id),
    );
    const byName = new Map(
      response.body.budget_usage.map((usage: { projects_id: number }) => [
        names.get(usage.projects_id),
        usage,
      ]),
    );
    expect(byName.get('Usage over')).toEqual({
      projects_id: made.over?.id,
      budget_used: 15750,
      budget_share: 1.05,
    });
    expect(byName.get('Usage hours')).toMatchObject({ budget_used: 30, budget_share: 0.75 });
    expect(byName.get('Usage exact')).toMatchObject({ budget_used: 200, budget_share: 1 });
    expect(byName.get('Usage none')).toMatchObject({ budget_used: 75.5, budget_share: null });
    const single = await service.request('GET', `/api/v2/projects/${made.over?.id}?budget_usage=1`);
    expect(single.body.budget_usage).toEqual({
      projects_id: made.over?.id,
      budget_used: 15750,
      budget_share: 1.05,
    });
  });

  it('answers the records with only the fields the interface names when the usage is not asked for', async () => {
    const page = await service.request('GET', `/api/v2/projects?filter[customers_id]=${customer}`, {
      as: 'owner',
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toHaveProperty('budget_usage');
    expect(projectListSchema.strict().safeParse(page.body).success).toBe(true);
    for (const project of page.body.projects)
      expect(projectSchema.strict().safeParse(project).success).toBe(true);
    const single = await service.request('GET', `/api/v2/projects/${made.over?.id}`, { as: 'owner' });
    expect(Object.keys(single.body)).toEqual(['project']);
    expect(projectSchema.strict().safeParse(single.body.project).success).toBe(true);
  });

  it('agrees with revenue_factor, which reads the same usage', async () => {
    await service.request('PUT', `/api/v2/projects/${made.over?.id}`, { body: { completed: true } });
    const single = await service.request('GET', `/api/v2/projects/${made.over?.id}`);
    expect(single.body.project.revenue_factor).toBeCloseTo(15000 / 15750, 10);
    await service.request('PUT', `/api/v2/projects/${made.over?.id}`, { body: { completed: false } });
  });

  it('filters the projects over budget, and the others', async () => {
    expect((await listed('filter[over_budget]=1')).map((project) => project.name)).toEqual(['Usage over']);
    const response = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customer}&filter[over_budget]=1`,
    );
    expect(response.body.paging.count_items).toBe(1);
    expect(response.body.filter).toEqual({ customers_id: customer, over_budget: true });
    expect((await listed('filter[over_budget]=0')).map((project) => project.name)).toEqual([
      'Usage exact',
      'Usage hours',
      'Usage none',
    ]);
  });

  it('sorts by the share used, projects without a budget last both ways', async () => {
    expect((await listed('sort=-budget_share')).map((project) => project.name)).toEqual([
      'Usage over',
      'Usage exact',
      'Usage hours',
      'Usage none',
    ]);
    expect((await listed('sort=budget_share', 'owner')).map((project) => project.name)).toEqual([
      'Usage hours',
      'Usage exact',
      'Usage over',
      'Usage none',
    ]);
  });

  it('keeps usage, its filter and its sort from workers', async () => {
    const page = await service.request('GET', `/api/v2/projects?filter[customers_id]=${customer}`, {
      as: 'worker1',
    });
    expect(page.status).toBe(200);
    expect(page.body).not.toHaveProperty('budget_usage');
    for (const path of [
      `/api/v2/projects?budget_usage=true`,
      `/api/v2/projects/${made.over?.id}?budget_usage=true`,
    ]) {
      // Asked for by everyone (the app sends one request whoever is signed in), answered to the rights.
      const asked = await service.request('GET', path, { as: 'worker1' });
      expect(asked.status).toBe(200);
      expect(asked.body).not.toHaveProperty('budget_usage');
    }
    for (const value of ['1', '0']) {
      const response = await service.request('GET', `/api/v2/projects?filter[over_budget]=${value}`, {
        as: 'worker1',
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['filter[over_budget]']);
    }
  });
});

describe('projects: list', () => {
  let customersId: number;
  beforeAll(async () => {
    customersId = await newCustomer('Listing');
    await newProject({ name: 'Beta', customers_id: customersId, number: 'B-100', budget_money: 300 });
    await newProject({ name: 'alpha', customers_id: customersId, number: 'A-100%', budget_money: 100 });
    await newProject({
      name: 'Gamma',
      customers_id: customersId,
      number: 'C_1',
      budget_money: 200,
      active: false,
    });
  });
  const names = (body: { projects: { name: string }[] }) => body.projects.map((project) => project.name);

  it('sorts by name by default, case-insensitively stable by id', async () => {
    const response = await service.request('GET', `/api/v2/projects?filter[customers_id]=${customersId}`);
    expect(names(response.body)).toEqual(['alpha', 'Beta', 'Gamma']);
  });

  it.each([
    ['-name', ['Gamma', 'Beta', 'alpha']],
    ['number', ['alpha', 'Beta', 'Gamma']],
    ['budget_money', ['alpha', 'Gamma', 'Beta']],
    ['-budget_money', ['Beta', 'Gamma', 'alpha']],
    ['id', ['Beta', 'alpha', 'Gamma']],
  ])('sorts by %s', async (sort, expected) => {
    const response = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customersId}&sort=${sort}`,
      { as: 'manager' },
    );
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
  });

  it('sorts by customer name', async () => {
    const zulu = await newCustomer('Zulu customer');
    const able = await newCustomer('Able customer');
    await newProject({ name: 'Sort-by-customer Z', customers_id: zulu });
    await newProject({ name: 'Sort-by-customer A', customers_id: able });
    const response = await service.request(
      'GET',
      '/api/v2/projects?filter[search]=Sort-by-customer&sort=customer',
    );
    expect(names(response.body)).toEqual(['Sort-by-customer A', 'Sort-by-customer Z']);
    const descending = await service.request(
      'GET',
      '/api/v2/projects?filter[search]=Sort-by-customer&sort=-customer',
    );
    expect(names(descending.body)).toEqual(['Sort-by-customer Z', 'Sort-by-customer A']);
  });

  it('puts projects without a budget last in both directions', async () => {
    const customer = await newCustomer('Budget sort customer');
    await newProject({ name: 'Budget none', customers_id: customer });
    await newProject({ name: 'Budget small', customers_id: customer, budget_money: 100 });
    await newProject({ name: 'Budget large', customers_id: customer, budget_money: 900 });
    const ascending = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customer}&sort=budget_money`,
    );
    expect(names(ascending.body)).toEqual(['Budget small', 'Budget large', 'Budget none']);
    const descending = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customer}&sort=-budget_money`,
    );
    expect(names(descending.body)).toEqual(['Budget large', 'Budget small', 'Budget none']);
  });

  it('filters by active and echoes the parsed filters', async () => {
    const response = await service.request(
      'GET',
      `/api/v2/projects?filter[customers_id]=${customersId}&filter[active]=0`,
    );
    expect(names(response.body)).toEqual(['Gamma']);
    expect(response.body.filter).toEqual({ customers_id: customersId, active: false });
    const none = await service.request('GET', '/api/v2/projects?items_per_page=1');
    expect(none.body.filter).toBeNull();
  });

  it('searches name and number, matching % and _ literally', async () => {
    const byNumber = await service.request('GET', '/api/v2/projects?filter[search]=a-100%25');
    expect(names(byNumber.body)).toEqual(['alpha']);
    const underscore = await service.request('GET', '/api/v2/projects?filter[search]=c_1');
    expect(names(underscore.body)).toEqual(['Gamma']);
    const byName = await service.request(
      'GET',
      `/api/v2/projects?filter[search]=ETA&filter[customers_id]=${customersId}`,
    );
    expect(names(byName.body)).toEqual(['Beta']);
  });

  it('pages with consistent paging and an empty page past the end', async () => {
    const url = `/api/v2/projects?filter[customers_id]=${customersId}&items_per_page=2`;
    const first = await service.request('GET', url);
    expect(first.body.paging).toEqual({ items_per_page: 2, current_page: 1, count_pages: 2, count_items: 3 });
    expect(names(first.body)).toEqual(['alpha', 'Beta']);
    const second = await service.request('GET', `${url}&page=2`);
    expect(names(second.body)).toEqual(['Gamma']);
    const far = await service.request('GET', `${url}&page=1000000000`);
    expect(far.status).toBe(200);
    expect(far.body.projects).toEqual([]);
    expect(far.body.paging.current_page).toBe(1_000_000_000);
  });

  it.each([
    ['items_per_page=1001', ['items_per_page']],
    ['items_per_page=0', ['items_per_page']],
    ['items_per_page=abc', ['items_per_page']],
    ['items_per_page=1e3', ['items_per_page']],
    ['page=0', ['page']],
    ['page=-1', ['page']],
    ['sort=note', ['sort']],
    ['sort=id;drop table users', ['sort']],
    ['filter[note]=x', ['filter[note]']],
    ['filter[active]=yes', ['filter[active]']],
    ['filter[customers_id]=0', ['filter[customers_id]']],
    ['filter[customers_id]=2147483648', ['filter[customers_id]']],
  ])('rejects the query %s', async (query, fields) => {
    const response = await service.request('GET', `/api/v2/projects?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });
});

describe('projects: rights', () => {
  let active: { id: number } & Record<string, unknown>;
  let inactive: { id: number } & Record<string, unknown>;
  beforeAll(async () => {
    const customersId = await newCustomer('Rights');
    active = await newProject({
      name: 'Visible',
      customers_id: customersId,
      budget_money: 10,
      note: 'secret',
    });
    inactive = await newProject({ name: 'Archived', customers_id: customersId, active: false });
  });

  it('shows a worker active projects only and none of the rights fields', async () => {
    const list = await service.request('GET', '/api/v2/projects?items_per_page=1000', { as: 'worker1' });
    expect(list.status).toBe(200);
    const ids = list.body.projects.map((project: { id: number }) => project.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(list.body.projects.every((project: { active: boolean }) => project.active)).toBe(true);
    const keys = keysOf(list.body);
    for (const field of projectRightsFields) expect(keys).not.toContain(field);

    const single = await service.request('GET', `/api/v2/projects/${active.id}`, { as: 'worker1' });
    expect(single.status).toBe(200);
    expect(Object.keys(single.body.project).sort()).toEqual(
      ['active', 'billable_default', 'completed', 'customers_id', 'deadline', 'id', 'name', 'number'].sort(),
    );
    expect(projectSingleSchema.safeParse(single.body).success).toBe(true);
  });

  it('answers a worker 404 for an inactive project and an empty list for filter[active]=false', async () => {
    const missing = await service.request('GET', '/api/v2/projects/999999', { as: 'worker1' });
    const hidden = await service.request('GET', `/api/v2/projects/${inactive.id}`, { as: 'worker1' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    const list = await service.request('GET', '/api/v2/projects?filter[active]=false', { as: 'worker1' });
    expect(list.body.projects).toEqual([]);
  });

  it('does not let a worker search the note', async () => {
    const byNote = await service.request('GET', '/api/v2/projects?filter[search]=secret', { as: 'worker1' });
    expect(byNote.status).toBe(200);
    expect(byNote.body.projects).toEqual([]);
  });

  it('refuses a worker sorting by budget, on the sort parameter', async () => {
    for (const sort of ['budget_money', '-budget_money', 'budget_share', '-budget_share']) {
      const response = await service.request('GET', `/api/v2/projects?sort=${sort}`, { as: 'worker1' });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['sort']);
    }
    const byName = await service.request('GET', '/api/v2/projects?sort=customer', { as: 'worker1' });
    expect(byName.status).toBe(200);
  });

  it('shows owners and managers every rights field', async () => {
    for (const as of ['owner', 'manager', 'manager2'] as const) {
      const response = await service.request('GET', `/api/v2/projects/${inactive.id}`, { as });
      expect(response.status).toBe(200);
      for (const field of projectRightsFields) expect(response.body.project).toHaveProperty(field);
    }
  });

  it.each([
    ['POST', '/api/v2/projects', 403],
    ['PUT', 'active', 403],
    ['DELETE', 'active', 403],
    ['PUT', 'inactive', 404],
    ['DELETE', 'inactive', 404],
  ] as const)('refuses a worker %s on %s with %i and changes nothing', async (method, target, status) => {
    const path =
      target === 'active'
        ? `/api/v2/projects/${active.id}`
        : target === 'inactive'
          ? `/api/v2/projects/${inactive.id}`
          : target;
    for (const as of ['worker1', 'worker3'] as const) {
      const before = await snapshot(service.db, tables);
      const response = await service.request(method, path, {
        as,
        body:
          method === 'DELETE'
            ? undefined
            : { name: 'Hijacked', customers_id: active.customers_id, note: 'x' },
      });
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).not.toContain('secret');
      expect(await snapshot(service.db, tables)).toEqual(before);
    }
  });

  it('lets a worker with can_add_customers still not write projects', async () => {
    const granted = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker2.id}`, {
      body: { can_add_customers: true },
    });
    expect(granted.body.user.can_add_customers).toBe(true);
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/projects', {
      as: 'worker2',
      body: { name: 'Sneaky', customers_id: active.customers_id },
    });
    expect(response.status).toBe(403);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('answers 401 without credentials before anything else', async () => {
    const response = await service.request('POST', '/api/v2/projects', { as: null, body: {} });
    expect(response.status).toBe(401);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '%201', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/v2/projects/${id}`)).status).toBe(404);
      expect((await service.request('PUT', `/api/v2/projects/${id}`, { body: { name: 'x' } })).status).toBe(
        404,
      );
      expect((await service.request('DELETE', `/api/v2/projects/${id}`)).status).toBe(404);
    },
  );
});

describe('projects: delete', () => {
  it('deletes an unused project', async () => {
    const project = await newProject({ name: 'Short-lived', customers_id: await newCustomer() });
    const response = await service.request('DELETE', `/api/v2/projects/${project.id}`, { as: 'manager' });
    expect(response.body).toEqual({ success: true });
    expect((await service.request('GET', `/api/v2/projects/${project.id}`)).status).toBe(404);
  });

  it('refuses to delete a project with entries, suggesting to deactivate it', async () => {
    const project = await newProject({ name: 'Busy', customers_id: await newCustomer() });
    await addEntry(project, { hours: 1, rate: 1 });
    const before = await snapshot(service.db, tables);
    const response = await service.request('DELETE', `/api/v2/projects/${project.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('Deactivate');
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('refuses a delete with a stale If-Match', async () => {
    const project = await newProject({ name: 'Guarded', customers_id: await newCustomer() });
    await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { name: 'Changed' } });
    const response = await service.request('DELETE', `/api/v2/projects/${project.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(412);
    expect((await service.request('GET', `/api/v2/projects/${project.id}`)).status).toBe(200);
  });
});

describe('projects: concurrency', () => {
  it('lets the first of two editors win and answers the second 412 (lost update)', async () => {
    const project = await newProject({ name: 'Shared', customers_id: await newCustomer() });
    const manager = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      as: 'manager',
      body: { name: 'Manager wins' },
      headers: { 'If-Match': '"1"' },
    });
    expect(manager.status).toBe(200);
    expect(manager.headers.get('etag')).toBe('"2"');
    const before = await snapshot(service.db, tables);
    const owner = await service.request('PUT', `/api/v2/projects/${project.id}`, {
      as: 'owner',
      body: { name: 'Owner loses' },
      headers: { 'If-Match': '"1"' },
    });
    expect(owner.status).toBe(412);
    expect(await snapshot(service.db, tables)).toEqual(before);
    const without = await service.request('PUT', `/api/v2/projects/${project.id}`, { body: { number: 'N' } });
    expect(without.status).toBe(200);
    expect(without.body.project.name).toBe('Manager wins');
  });

  it('lets exactly one of 20 parallel PUTs with the same If-Match through', async () => {
    const project = await newProject({ name: 'Race', customers_id: await newCustomer() });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        service.request('PUT', `/api/v2/projects/${project.id}`, {
          body: { name: `Racer ${index}` },
          headers: { 'If-Match': '"1"' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(412)]);
    const winner = responses.find((response) => response.status === 200);
    const [row] = await service.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.version).toBe(2);
    expect(row?.name).toBe(winner?.body.project.name);
  });
});
