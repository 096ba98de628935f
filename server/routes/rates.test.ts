import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateListSchema, rateSingleSchema } from '../../contract/rates.ts';
import { customers, projects, services, users } from '../db/schema.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
const PATH = '/api/v2/rates';
const TABLES = ['rates'];
const ids = { acme: 0, globex: 0, acmeSite: 0, globexSite: 0, design: 0, spare: 0 };

beforeAll(async () => {
  service = await startTestService();
  const db = service.db;
  const insertedId = (rows: { id: number }[]) => (rows[0] as { id: number }).id;
  ids.acme = insertedId(await db.insert(customers).values({ name: 'Acme' }).returning());
  ids.globex = insertedId(await db.insert(customers).values({ name: 'Globex' }).returning());
  ids.acmeSite = insertedId(
    await db.insert(projects).values({ name: 'Acme site', customersId: ids.acme }).returning(),
  );
  ids.globexSite = insertedId(
    await db.insert(projects).values({ name: 'Globex site', customersId: ids.globex }).returning(),
  );
  ids.design = insertedId(await db.insert(services).values({ name: 'Design' }).returning());
  ids.spare = insertedId(await db.insert(services).values({ name: 'Spare' }).returning());
});
afterAll(() => service.close());

type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;
const refused = (method: string, path: string, options: RequestOptions, status: number, fields?: string[]) =>
  expectRefused(service, TABLES, method, path, { as: 'manager', ...options }, status, fields);

async function addRate(body: Record<string, unknown>, as: Who = 'manager') {
  const response = await service.request('POST', PATH, { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

describe('hourly rates (ext)', () => {
  it('adds, reads, edits, lists and deletes a rate under `rate` and `rates`, versioned by ETag', async () => {
    const created = await addRate({ projects_id: ids.acmeSite, hourly_rate: 95.5, date_since: '2026-01-01' });
    expect(rateSingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.rate).toEqual({
      id: expect.any(Number),
      customers_id: null,
      projects_id: ids.acmeSite,
      services_id: null,
      users_id: null,
      hourly_rate: 95.5,
      date_since: '2026-01-01',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const path = `${PATH}/${created.body.rate.id}`;
    const read = await service.request('GET', path, { as: 'owner' });
    expect(read.body).toEqual(created.body);

    const edited = await service.request('PUT', path, {
      as: 'manager',
      body: { hourly_rate: 99, users_id: userId('worker1') },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.rate).toEqual({ ...created.body.rate, hourly_rate: 99, users_id: userId('worker1') });
    expect(edited.headers.get('etag')).toBe('"2"');
    await refused('PUT', path, { body: { hourly_rate: 1 }, headers: { 'If-Match': '"1"' } }, 412);
    await refused('DELETE', path, { headers: { 'If-Match': '"1"' } }, 412);

    const list = await service.request('GET', `${PATH}?filter[projects_id]=${ids.acmeSite}`);
    expect(rateListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.rates).toEqual([edited.body.rate]);
    expect(list.body.filter).toEqual({ projects_id: [ids.acmeSite] });

    const deleted = await service.request('DELETE', path, { as: 'owner', headers: { 'If-Match': '"2"' } });
    expect(deleted.body).toEqual({ success: true });
    expect((await service.request('GET', path)).status).toBe(404);
    expect((await service.request('PUT', path, { body: { hourly_rate: 1 } })).status).toBe(404);
  });

  it('lists by each reference, a target history newest first, paged', async () => {
    const who = userId('worker2');
    const oldRate = (await addRate({ users_id: who, hourly_rate: 40, date_since: '2025-01-01' })).body.rate;
    const newRate = (await addRate({ users_id: who, hourly_rate: 45, date_since: '2026-01-01' })).body.rate;
    const serviceRate = (await addRate({ services_id: ids.spare, hourly_rate: 70, date_since: '2026-01-01' }))
      .body.rate;
    const customerRate = (
      await addRate({ customers_id: ids.globex, hourly_rate: 80, date_since: '2026-01-01' })
    ).body.rate;
    const byUser = await service.request('GET', `${PATH}?filter[users_id]=${who}`);
    expect(byUser.body.rates).toEqual([newRate, oldRate]);
    expect((await service.request('GET', `${PATH}?filter[services_id]=${ids.spare}`)).body.rates).toEqual([
      serviceRate,
    ]);
    expect((await service.request('GET', `${PATH}?filter[customers_id]=${ids.globex}`)).body.rates).toEqual([
      customerRate,
    ]);
    const paged = await service.request('GET', `${PATH}?filter[users_id]=${who}&items_per_page=1&page=2`);
    expect(paged.body.paging).toEqual({ items_per_page: 1, current_page: 2, count_pages: 2, count_items: 2 });
    expect(paged.body.rates).toEqual([oldRate]);
    await refused('GET', `${PATH}?filter[users_id]=x`, {}, 400, ['filter[users_id]']);
    await refused('GET', `${PATH}?filter[team]=1`, {}, 400, ['filter[team]']);
  });

  it('refuses workers on every route with 403, and changes nothing', async () => {
    const rate = (await addRate({ customers_id: ids.acme, hourly_rate: 60, date_since: '2026-02-01' })).body
      .rate;
    const path = `${PATH}/${rate.id}`;
    const body = { hourly_rate: 1, date_since: '2026-02-02' };
    await refused('GET', PATH, { as: 'worker1' }, 403);
    await refused('GET', path, { as: 'worker1' }, 403);
    await refused('POST', PATH, { as: 'worker1', body }, 403);
    await refused('PUT', path, { as: 'worker1', body }, 403);
    await refused('DELETE', path, { as: 'worker1' }, 403);
  });

  it.each([
    [{}, ['hourly_rate', 'date_since']],
    [{ hourly_rate: -1, date_since: '2026-01-01' }, ['hourly_rate']],
    [{ hourly_rate: 10.005, date_since: '2026-01-01' }, ['hourly_rate']],
    [{ hourly_rate: '10', date_since: '2026-01-01' }, ['hourly_rate']],
    [{ hourly_rate: 10, date_since: '2026-02-30' }, ['date_since']],
    [{ hourly_rate: 10, date_since: '2026-01-01', users_id: 0 }, ['users_id']],
  ])('answers 400 for the add %j naming %j', async (body, fields) => {
    await refused('POST', PATH, { body }, 400, fields);
  });

  it('refuses targets that make no sense with a 400 naming the field', async () => {
    const base = { hourly_rate: 10, date_since: '2026-01-01' };
    await refused(
      'POST',
      PATH,
      { body: { ...base, projects_id: ids.acmeSite, customers_id: ids.globex } },
      400,
      ['projects_id'],
    );
    await refused('POST', PATH, { body: { ...base, services_id: ids.design, customers_id: ids.acme } }, 400, [
      'services_id',
    ]);
    await refused(
      'POST',
      PATH,
      { body: { ...base, services_id: ids.design, projects_id: ids.acmeSite } },
      400,
      ['services_id'],
    );
    const rate = (await addRate({ ...base, projects_id: ids.globexSite, customers_id: ids.globex })).body
      .rate;
    expect(rate.customers_id).toBe(ids.globex);
    // An edit is checked as the merged record, naming the field it sent.
    await refused('PUT', `${PATH}/${rate.id}`, { body: { customers_id: ids.acme } }, 400, ['customers_id']);
    await refused('PUT', `${PATH}/${rate.id}`, { body: { services_id: ids.design } }, 400, ['services_id']);
  });

  it('answers 400 naming each reference to a record that does not exist', async () => {
    const base = { hourly_rate: 10, date_since: '2026-01-01' };
    for (const field of ['customers_id', 'projects_id', 'services_id', 'users_id']) {
      const response = await refused('POST', PATH, { body: { ...base, [field]: 999_999 } }, 400, [field]);
      expect(response.body.error.message).toBe(`Refers to a record that does not exist: ${field}.`);
    }
  });

  it('refuses a second rate for the same target and day with 409 naming date_since', async () => {
    const base = { hourly_rate: 10, date_since: '2026-04-01' };
    await addRate(base);
    await refused('POST', PATH, { body: { ...base, hourly_rate: 20 } }, 409, ['date_since']);
    // The project names the target; its customer beside it is the same target.
    await addRate({ ...base, projects_id: ids.acmeSite, users_id: userId('worker3') });
    await refused(
      'POST',
      PATH,
      { body: { ...base, projects_id: ids.acmeSite, customers_id: ids.acme, users_id: userId('worker3') } },
      409,
      ['date_since'],
    );
    const moved = (await addRate({ ...base, date_since: '2026-04-02' })).body.rate;
    await refused('PUT', `${PATH}/${moved.id}`, { body: { date_since: '2026-04-01' } }, 409, ['date_since']);
    // Another target or another day is no duplicate.
    await addRate({ ...base, users_id: userId('worker3') });
  });

  it('keeps a customer, project, service or co-worker with rates from being deleted (409)', async () => {
    const customer = (await service.db.insert(customers).values({ name: 'Rated' }).returning())[0] as {
      id: number;
    };
    const serviceRow = (await service.db.insert(services).values({ name: 'Rated' }).returning())[0] as {
      id: number;
    };
    const user = (
      await service.db
        .insert(users)
        .values({ name: 'Rated', email: 'rated@test.example', role: 'worker' })
        .returning()
    )[0] as { id: number };
    await addRate({ customers_id: customer.id, hourly_rate: 1, date_since: '2026-01-01' });
    await addRate({ services_id: serviceRow.id, hourly_rate: 1, date_since: '2026-01-01' });
    await addRate({ users_id: user.id, hourly_rate: 1, date_since: '2026-01-01' });
    const tables = ['rates', 'customers', 'services', 'users'];
    for (const path of [
      `/api/v2/customers/${customer.id}`,
      `/api/services/${serviceRow.id}`,
      `/api/v2/users/${user.id}`,
    ]) {
      const response = await expectRefused(service, tables, 'DELETE', path, { as: 'owner' }, 409);
      expect(response.body.error.message).toContain('rates');
    }
  });
});
