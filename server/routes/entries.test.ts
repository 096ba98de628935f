import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryListQuery, entryListSchema, entrySingleSchema } from '../../contract/entries.ts';
import { customers, entries, lumpsumServices, projects, services, texts, users } from '../db/schema.ts';
import { entryCountQuery, entryListWhere, entryPageQuery } from '../domain/entries.ts';
import { type PageRead, pageRead } from '../http.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const TABLES = ['entries', 'texts'];
const NOW = '2026-11-21T10:00:00Z';

const ids = {
  customer: 0,
  otherCustomer: 0,
  inactiveCustomer: 0,
  plainProject: 0,
  hardProject: 0,
  hardDoneProject: 0,
  softProject: 0,
  softDoneProject: 0,
  otherCustomerProject: 0,
  service: 0,
  inactiveService: 0,
  lumpsumService: 0,
};

beforeAll(async () => {
  service = await startTestService();
  const db = service.db;
  const customer = async (name: string, active = true) =>
    ((await db.insert(customers).values({ name, active }).returning())[0] as { id: number }).id;
  const project = async (values: Partial<typeof projects.$inferInsert> & { name: string }) =>
    (
      (await db
        .insert(projects)
        .values({ customersId: ids.customer, ...values })
        .returning()) as { id: number }[]
    )[0]?.id as number;
  ids.customer = await customer('Acme');
  ids.otherCustomer = await customer('Globex');
  ids.inactiveCustomer = await customer('Gone Corp', false);
  ids.plainProject = await project({ name: 'Plain' });
  ids.hardProject = await project({ name: 'Hard', budgetMoney: 1000 });
  ids.hardDoneProject = await project({ name: 'Hard done', budgetMoney: 500, completed: true });
  ids.softProject = await project({ name: 'Soft', budgetMoney: 1000, budgetIsNotStrict: true });
  ids.softDoneProject = await project({
    name: 'Soft done',
    budgetMoney: 800,
    budgetIsNotStrict: true,
    completed: true,
  });
  ids.otherCustomerProject = await project({ name: 'Globex site', customersId: ids.otherCustomer });
  ids.service = (
    (await db.insert(services).values({ name: 'Development' }).returning())[0] as { id: number }
  ).id;
  ids.inactiveService = (
    (await db.insert(services).values({ name: 'Retired', active: false }).returning())[0] as { id: number }
  ).id;
  ids.lumpsumService = (
    (await db.insert(lumpsumServices).values({ name: 'Travel', price: 12.5 }).returning())[0] as {
      id: number;
    }
  ).id;
});
afterAll(() => service.close());

type As = Parameters<TestService['request']>[2] extends infer O
  ? O extends { as?: infer A }
    ? A
    : never
  : never;

const userId = (who: Exclude<As, null | undefined>) => service.fixture.users[who].id;

function timeEntry(overrides: Record<string, unknown> = {}) {
  return {
    customers_id: ids.customer,
    services_id: ids.service,
    billable: 1,
    time_since: '2026-11-20T08:00:00Z',
    time_until: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

async function create(body: Record<string, unknown>, as: As = 'owner') {
  const response = await service.request('POST', '/api/v2/entries', { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.entry as { id: number } & Record<string, unknown>;
}

const refused = (
  method: string,
  path: string,
  options: Parameters<TestService['request']>[2],
  status: number,
  fields?: string[],
) => expectRefused(service, TABLES, method, path, options, status, fields);

async function list(query: string, as: As = 'owner') {
  const response = await service.request('GET', `/api/v2/entries?${query}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(entryListSchema.parse(response.body)).toEqual(response.body);
  return response.body as {
    paging: { items_per_page: number; current_page: number; count_pages: number; count_items: number };
    filter: Record<string, unknown> | null;
    entries: ({ id: number } & Record<string, unknown>)[];
  };
}

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('entries: add and get', () => {
  it('adds a time entry for the calling worker and reads it back', async () => {
    const created = await service.request('POST', '/api/v2/entries', {
      as: 'worker1',
      body: timeEntry({ projects_id: ids.plainProject, text: 'Sprint review' }),
    });
    expect(created.status).toBe(200);
    expect(entrySingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.entry).toEqual({
      id: expect.any(Number),
      customers_id: ids.customer,
      projects_id: ids.plainProject,
      users_id: userId('worker1'),
      billable: 1,
      texts_id: expect.any(Number),
      time_since: '2026-11-20T08:00:00Z',
      time_until: '2026-11-20T10:00:00Z',
      time_insert: NOW,
      time_last_change: NOW,
      type: 1,
      services_id: ids.service,
      duration: 7200,
      offset: 0,
      clocked: false,
      clocked_offline: false,
      time_clocked_since: null,
      time_last_change_worktime: NOW,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.body.entry.id;
    const [text] = await service.db.select().from(texts).where(eq(texts.id, created.body.entry.texts_id));
    expect(text?.text).toBe('Sprint review');

    const own = await service.request('GET', `/api/v2/entries/${id}`, { as: 'worker1' });
    expect(own.body).toEqual(created.body);
    expect(own.headers.get('etag')).toBe('"1"');
    const byOwner = await service.request('GET', `/api/v2/entries/${id}`);
    expect(byOwner.body.entry).toEqual({ ...created.body.entry, hourly_rate: 0 });
  });

  it('takes a duration that differs from the period and answers the offset', async () => {
    const entry = await create(timeEntry({ duration: 5400, hourly_rate: 80 }));
    expect(entry).toMatchObject({ duration: 5400, offset: -1800, hourly_rate: 80 });
  });

  it('counts the real seconds across the DST change (Europe/Berlin, 2024-03-31)', async () => {
    const entry = await create(
      timeEntry({
        users_id: userId('worker2'),
        time_since: '2024-03-31T00:30:00Z',
        time_until: '2024-03-31T03:30:00Z',
      }),
    );
    expect(entry).toMatchObject({ duration: 10800, offset: 0, users_id: userId('worker2') });
  });

  it('adds a lump sum value and an entry with a lump sum service for another user', async () => {
    const lumpSum = await create(
      {
        customers_id: ids.customer,
        services_id: ids.service,
        lumpsum: 150.5,
        billable: 0,
        time_since: '2026-11-19T12:00:00Z',
        users_id: userId('worker2'),
      },
      'manager',
    );
    expect(lumpSum).toEqual({
      id: expect.any(Number),
      customers_id: ids.customer,
      projects_id: null,
      users_id: userId('worker2'),
      billable: 0,
      texts_id: null,
      time_since: '2026-11-19T12:00:00Z',
      time_until: '2026-11-19T12:00:00Z',
      time_insert: NOW,
      time_last_change: NOW,
      type: 2,
      services_id: ids.service,
      lumpsum: 150.5,
    });
    const withService = await create(
      {
        customers_id: ids.customer,
        lumpsum_services_id: ids.lumpsumService,
        lumpsum_services_amount: 3,
        billable: 2,
        time_since: '2026-11-19T13:00:00Z',
        type: 3,
      },
      'manager',
    );
    expect(withService).toMatchObject({
      type: 3,
      users_id: userId('manager'),
      lumpsum_services_id: ids.lumpsumService,
      lumpsum_services_amount: 3,
      time_until: '2026-11-19T13:00:00Z',
    });
    expect(withService).not.toHaveProperty('services_id');
    expect(withService).not.toHaveProperty('duration');
  });

  it('stores each text once and answers its texts_id', async () => {
    const first = await create(timeEntry({ text: 'Shared words' }));
    const second = await create(
      timeEntry({
        text: 'Shared words',
        time_since: '2026-11-20T11:00:00Z',
        time_until: '2026-11-20T12:00:00Z',
      }),
    );
    expect(second.texts_id).toBe(first.texts_id);
    const rows = await service.db.select().from(texts).where(eq(texts.text, 'Shared words'));
    expect(rows).toHaveLength(1);
    const empty = await create(timeEntry({ text: '' }));
    expect(empty.texts_id).toBeNull();
  });

  it('gives parallel writers of one new text the same row of texts', async () => {
    // On PostgreSQL the inserts race: all but one wait for the first commit and then find its row.
    const written = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        create(
          timeEntry({
            text: 'Written at once',
            time_since: `2026-11-21T1${index}:00:00Z`,
            time_until: `2026-11-21T1${index}:30:00Z`,
          }),
        ),
      ),
    );
    expect(new Set(written.map((entry) => entry.texts_id)).size).toBe(1);
    const rows = await service.db.select().from(texts).where(eq(texts.text, 'Written at once'));
    expect(rows).toEqual([{ id: written[0]?.texts_id, text: 'Written at once' }]);
  });

  it('accepts a form body, with an empty time_until starting a running entry', async () => {
    const response = await service.request('POST', '/api/v2/entries', {
      as: 'worker3',
      form: {
        customers_id: String(ids.customer),
        services_id: String(ids.service),
        billable: '1',
        time_since: '2026-11-21T08:00:00Z',
        time_until: '',
        text: 'From a form',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.entry).toMatchObject({
      users_id: userId('worker3'),
      billable: 1,
      time_until: null,
      duration: 0,
      time_clocked_since: '2026-11-21T08:00:00Z',
    });
    const removed = await service.request('DELETE', `/api/v2/entries/${response.body.entry.id}`, {
      as: 'worker3',
    });
    expect(removed.body).toEqual({ success: true });
  });

  it('replays a POST with the same Idempotency-Key and creates one row', async () => {
    const count = async () =>
      (
        await service.db
          .select()
          .from(entries)
          .where(eq(entries.timeSince, new Date('2026-10-05T08:00:00Z')))
      ).length;
    const body = timeEntry({ time_since: '2026-10-05T08:00:00Z', time_until: '2026-10-05T09:00:00Z' });
    const headers = { 'Idempotency-Key': 'entry-ledger-1' };
    const first = await service.request('POST', '/api/v2/entries', { body, headers });
    const second = await service.request('POST', '/api/v2/entries', { body, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        service.request('POST', '/api/v2/entries', {
          body,
          headers: { 'Idempotency-Key': 'entry-ledger-2' },
        }),
      ),
    );
    expect(parallel.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(parallel.map((response) => response.body.entry.id)).size).toBe(1);
    expect(await count()).toBe(2);
  });
});

describe('entries: bad input', () => {
  // Bodies are built per test: the customer, project and service ids exist only once beforeAll has run.
  it.each([
    ['an empty body', () => ({}), ['customers_id', 'billable', 'time_since', 'services_id', 'time_until']],
    ['billable 3', () => timeEntry({ billable: 3 }), ['billable']],
    ['billable "1"', () => timeEntry({ billable: '1' }), ['billable']],
    ['customers_id "5"', () => timeEntry({ customers_id: '5' }), ['customers_id']],
    ['customers_id 2^31', () => timeEntry({ customers_id: 2147483648 }), ['customers_id']],
    ['services_id null', () => timeEntry({ services_id: null }), ['services_id']],
    ['an impossible date', () => timeEntry({ time_since: '2026-02-30T08:00:00Z' }), ['time_since']],
    ['a time without zone', () => timeEntry({ time_since: '2026-11-20T08:00:00' }), ['time_since']],
    ['an offset', () => timeEntry({ time_since: '2026-11-20T08:00:00+01:00' }), ['time_since']],
    ['24:00:00', () => timeEntry({ time_since: '2026-11-20T24:00:00Z' }), ['time_since']],
    ['an epoch number', () => timeEntry({ time_since: 1_790_000_000 }), ['time_since']],
    ['an empty period', () => timeEntry({ time_until: '2026-11-20T08:00:00Z' }), ['time_until']],
    ['an end before the start', () => timeEntry({ time_until: '2026-11-20T07:00:00Z' }), ['time_until']],
    ['duration -1', () => timeEntry({ duration: -1 }), ['duration']],
    ['duration 1.5', () => timeEntry({ duration: 1.5 }), ['duration']],
    ['duration 2^31', () => timeEntry({ duration: 2147483648 }), ['duration']],
    ['hourly_rate 1e20', () => timeEntry({ hourly_rate: 1e20 }), ['hourly_rate']],
    ['a NUL byte in text', () => timeEntry({ text: 'nul\u0000byte' }), ['text']],
    ['10,001 characters of text', () => timeEntry({ text: 'x'.repeat(10_001) }), ['text']],
    ['a lone surrogate in text', () => timeEntry({ text: 'lone \ud800 surrogate' }), ['text']],
    ['a type that disagrees', () => timeEntry({ type: 2 }), ['type']],
    ['a duration on a running entry', () => timeEntry({ time_until: null, duration: 60 }), ['duration']],
    [
      'a period longer than a duration holds',
      () => timeEntry({ time_since: '1970-01-01T00:00:00Z', time_until: '2100-01-01T00:00:00Z' }),
      ['time_until'],
    ],
    ['a negative lump sum', () => ({ ...timeEntry({ time_until: undefined }), lumpsum: -5 }), ['lumpsum']],
    [
      'a lump sum service without amount',
      () => ({
        customers_id: ids.customer,
        lumpsum_services_id: ids.lumpsumService,
        billable: 1,
        time_since: '2026-11-20T08:00:00Z',
      }),
      ['lumpsum_services_amount'],
    ],
  ])('rejects %s', async (_label, body, fields) => {
    await refused('POST', '/api/v2/entries', { body: body() }, 400, fields);
  });

  it('names each reference to a missing record', async () => {
    await refused('POST', '/api/v2/entries', { body: timeEntry({ customers_id: 999_999 }) }, 400, [
      'customers_id',
    ]);
    await refused(
      'POST',
      '/api/v2/entries',
      { body: timeEntry({ services_id: 999_999, projects_id: 999_998, users_id: 999_997 }) },
      400,
      ['users_id', 'projects_id', 'services_id'],
    );
    await refused(
      'POST',
      '/api/v2/entries',
      {
        body: {
          customers_id: ids.customer,
          lumpsum_services_id: 999_999,
          lumpsum_services_amount: 1,
          billable: 1,
          time_since: '2026-11-20T08:00:00Z',
        },
      },
      400,
      ['lumpsum_services_id'],
    );
  });

  it('requires the project to belong to the customer', async () => {
    await refused(
      'POST',
      '/api/v2/entries',
      { body: timeEntry({ projects_id: ids.otherCustomerProject }) },
      400,
      ['projects_id'],
    );
  });

  it('treats inactive customers and services as missing for a worker, not for a manager', async () => {
    const inactive = { customers_id: ids.inactiveCustomer, services_id: ids.inactiveService };
    await refused('POST', '/api/v2/entries', { as: 'worker1', body: timeEntry(inactive) }, 400, [
      'customers_id',
      'services_id',
    ]);
    const entry = await create(timeEntry(inactive), 'manager');
    expect(entry.customers_id).toBe(ids.inactiveCustomer);
  });

  it('stores an incompressible 6,000-character text once and finds it again', async () => {
    let seed = 7;
    const noise = Array.from({ length: 6000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const first = await create(timeEntry({ text: noise }));
    const second = await create(
      timeEntry({ text: noise, time_since: '2026-11-20T12:00:00Z', time_until: '2026-11-20T13:00:00Z' }),
    );
    expect(first.texts_id).toEqual(expect.any(Number));
    expect(second.texts_id).toBe(first.texts_id);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/v2/entries/${id}`)).status).toBe(404);
      await refused('PUT', `/api/v2/entries/${id}`, { body: { billable: 0 } }, 404);
      await refused('DELETE', `/api/v2/entries/${id}`, {}, 404);
    },
  );
});

describe('entries: rights', () => {
  let otherWorkersEntry: { id: number };
  beforeAll(async () => {
    otherWorkersEntry = await create(timeEntry({ users_id: userId('worker2') }));
  });

  it('answers 401 without credentials', async () => {
    await refused('POST', '/api/v2/entries', { as: null, body: timeEntry() }, 401);
    expect((await service.request('GET', '/api/v2/entries', { as: null })).status).toBe(401);
  });

  it('refuses a worker filing for another user, naming users_id', async () => {
    await refused(
      'POST',
      '/api/v2/entries',
      { as: 'worker1', body: timeEntry({ users_id: userId('worker2') }) },
      403,
      ['users_id'],
    );
  });

  it('refuses a worker setting hourly_rate, naming it', async () => {
    await refused('POST', '/api/v2/entries', { as: 'worker1', body: timeEntry({ hourly_rate: 50 }) }, 403, [
      'hourly_rate',
    ]);
    const own = await create(timeEntry(), 'worker1');
    await refused('PUT', `/api/v2/entries/${own.id}`, { as: 'worker1', body: { hourly_rate: 50 } }, 403, [
      'hourly_rate',
    ]);
  });

  it("hides another user's entry from a worker: 404 on get, edit and delete", async () => {
    const path = `/api/v2/entries/${otherWorkersEntry.id}`;
    expect((await service.request('GET', path, { as: 'worker1' })).status).toBe(404);
    await refused('PUT', path, { as: 'worker1', body: { billable: 0 } }, 404);
    await refused('DELETE', path, { as: 'worker1' }, 404);
  });

  it('refuses a worker moving their entry to another user', async () => {
    const own = await create(timeEntry(), 'worker1');
    await refused(
      'PUT',
      `/api/v2/entries/${own.id}`,
      { as: 'worker1', body: { users_id: userId('worker2') } },
      403,
      ['users_id'],
    );
    const same = await service.request('PUT', `/api/v2/entries/${own.id}`, {
      as: 'worker1',
      body: { users_id: userId('worker1'), billable: 0 },
    });
    expect(same.status).toBe(200);
    expect(same.body.entry.billable).toBe(0);
  });

  it("lets any manager read and edit a worker's entries, and move them to another user", async () => {
    const path = `/api/v2/entries/${otherWorkersEntry.id}`;
    expect((await service.request('GET', path, { as: 'manager2' })).status).toBe(200);
    const moved = await service.request('PUT', path, {
      as: 'manager2',
      body: { users_id: userId('worker1'), hourly_rate: 60 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.entry).toMatchObject({ users_id: userId('worker1'), hourly_rate: 60 });
    const back = await service.request('PUT', path, { body: { users_id: userId('worker2') } });
    expect(back.body.entry.users_id).toBe(userId('worker2'));
  });

  it('lists only their own entries to a worker, and 403 for a filter on another user', async () => {
    const period = 'time_since=2026-11-01T00:00:00Z&time_until=2026-12-01T00:00:00Z&items_per_page=1000';
    const own = await list(period, 'worker1');
    expect(own.entries.length).toBeGreaterThan(0);
    for (const entry of own.entries) {
      expect(entry.users_id).toBe(userId('worker1'));
      expect(entry).not.toHaveProperty('hourly_rate');
    }
    expect(own.filter).toBeNull();
    const filtered = await list(`${period}&filter[users_id]=${userId('worker1')}`, 'worker1');
    expect(idsOf(filtered.entries)).toEqual(idsOf(own.entries));
    const other = await service.request(
      'GET',
      `/api/v2/entries?${period}&filter[users_id]=${userId('worker2')}`,
      {
        as: 'worker1',
      },
    );
    expect(other.status).toBe(403);
    expect(other.body.error.fields).toEqual(['filter[users_id]']);
    const all = await list(period, 'manager');
    expect(new Set(all.entries.map((entry) => entry.users_id)).size).toBeGreaterThan(1);
    expect(all.entries.every((entry) => 'hourly_rate' in entry || entry.type !== 1)).toBe(true);
  });
});

describe('entries: edit lock', () => {
  // worker3's edit_lock is 2026-11-01; the day counts in their time zone, Europe/Berlin (UTC+1 in November).
  it('refuses a locked worker creating on a locked day, and takes the next day', async () => {
    const response = await refused(
      'POST',
      '/api/v2/entries',
      {
        as: 'worker3',
        body: timeEntry({ time_since: '2026-11-01T10:00:00Z', time_until: '2026-11-01T11:00:00Z' }),
      },
      403,
      ['time_since'],
    );
    expect(response.body.error.message).toContain('locked');
    await create(
      timeEntry({ time_since: '2026-11-02T10:00:00Z', time_until: '2026-11-02T11:00:00Z' }),
      'worker3',
    );
  });

  it("counts the day in the worker's time zone", async () => {
    // 22:30 UTC on 1 November is 23:30 in Berlin, still the locked day; 23:30 UTC is already 2 November.
    await refused(
      'POST',
      '/api/v2/entries',
      {
        as: 'worker3',
        body: timeEntry({ time_since: '2026-11-01T22:30:00Z', time_until: '2026-11-01T22:45:00Z' }),
      },
      403,
      ['time_since'],
    );
    const entry = await create(
      timeEntry({ time_since: '2026-11-01T23:30:00Z', time_until: '2026-11-01T23:45:00Z' }),
      'worker3',
    );
    expect(entry.duration).toBe(900);
  });

  it('refuses editing or deleting on a locked day, and moving an entry onto one', async () => {
    const locked = await create(
      timeEntry({
        users_id: userId('worker3'),
        time_since: '2026-10-30T08:00:00Z',
        time_until: '2026-10-30T09:00:00Z',
      }),
    );
    await refused('PUT', `/api/v2/entries/${locked.id}`, { as: 'worker3', body: { billable: 0 } }, 403, [
      'time_since',
    ]);
    await refused('DELETE', `/api/v2/entries/${locked.id}`, { as: 'worker3' }, 403, ['time_since']);
    const open = await create(
      timeEntry({ time_since: '2026-11-10T08:00:00Z', time_until: '2026-11-10T09:00:00Z' }),
      'worker3',
    );
    await refused(
      'PUT',
      `/api/v2/entries/${open.id}`,
      { as: 'worker3', body: { time_since: '2026-10-31T08:00:00Z', time_until: '2026-10-31T09:00:00Z' } },
      403,
      ['time_since'],
    );
    // Owners and managers are never locked.
    const byManager = await service.request('PUT', `/api/v2/entries/${locked.id}`, {
      as: 'manager',
      body: { billable: 0 },
    });
    expect(byManager.status).toBe(200);
    expect((await service.request('DELETE', `/api/v2/entries/${locked.id}`, { as: 'owner' })).status).toBe(
      200,
    );
  });

  it('applies a dynamic edit lock counted back from today', async () => {
    await service.db
      .update(users)
      .set({ editLockDyn: 2 })
      .where(eq(users.id, userId('worker2')));
    try {
      // Today is 2026-11-21: with 2, today and yesterday are editable.
      await create(timeEntry({ time_since: '2026-11-20T08:00:00Z' }), 'worker2');
      await refused(
        'POST',
        '/api/v2/entries',
        {
          as: 'worker2',
          body: timeEntry({ time_since: '2026-11-19T08:00:00Z', time_until: '2026-11-19T09:00:00Z' }),
        },
        403,
        ['time_since'],
      );
    } finally {
      await service.db
        .update(users)
        .set({ editLockDyn: null })
        .where(eq(users.id, userId('worker2')));
    }
  });
});

describe('entries: edit and delete', () => {
  it('edits a time entry, keeps its correction when the times move, and bumps the ETag', async () => {
    const entry = await create(timeEntry({ duration: 6000, text: 'Before' }));
    expect(entry.offset).toBe(-1200);
    service.clock.set('2026-11-21T11:00:00Z');
    try {
      const edited = await service.request('PUT', `/api/v2/entries/${entry.id}`, {
        body: { time_until: '2026-11-20T11:00:00Z', text: 'After', projects_id: ids.plainProject },
        headers: { 'If-Match': '"1"' },
      });
      expect(edited.status).toBe(200);
      expect(edited.headers.get('etag')).toBe('"2"');
      expect(edited.body.entry).toMatchObject({
        time_until: '2026-11-20T11:00:00Z',
        duration: 9600,
        offset: -1200,
        projects_id: ids.plainProject,
        time_insert: NOW,
        time_last_change: '2026-11-21T11:00:00Z',
        time_last_change_worktime: '2026-11-21T11:00:00Z',
      });
      expect(edited.body.entry.texts_id).not.toBe(entry.texts_id);

      const stale = await refused(
        'PUT',
        `/api/v2/entries/${entry.id}`,
        { body: { billable: 0 }, headers: { 'If-Match': '"1"' } },
        412,
      );
      expect(stale.body.error.code).toBe(412);

      service.clock.set('2026-11-21T12:00:00Z');
      const billing = await service.request('PUT', `/api/v2/entries/${entry.id}`, {
        body: { billable: 2, duration: 7200, text: null, projects_id: null },
      });
      expect(billing.body.entry).toMatchObject({
        billable: 2,
        duration: 7200,
        offset: -3600,
        texts_id: null,
        projects_id: null,
        time_last_change: '2026-11-21T12:00:00Z',
      });
      // A change that does not touch the work time leaves time_last_change_worktime alone.
      service.clock.set('2026-11-21T13:00:00Z');
      const billable = await service.request('PUT', `/api/v2/entries/${entry.id}`, { body: { billable: 1 } });
      expect(billable.body.entry).toMatchObject({
        billable: 1,
        duration: 7200,
        offset: -3600,
        time_last_change: '2026-11-21T13:00:00Z',
        time_last_change_worktime: '2026-11-21T12:00:00Z',
      });
    } finally {
      service.clock.set(NOW);
    }
  });

  it('keeps a lump sum a moment: time_until follows time_since', async () => {
    const entry = await create({
      customers_id: ids.customer,
      services_id: ids.service,
      lumpsum: 10,
      billable: 1,
      time_since: '2026-11-18T08:00:00Z',
    });
    const moved = await service.request('PUT', `/api/v2/entries/${entry.id}`, {
      body: { time_since: '2026-11-18T09:00:00Z', lumpsum: 12 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.entry).toMatchObject({
      time_since: '2026-11-18T09:00:00Z',
      time_until: '2026-11-18T09:00:00Z',
      lumpsum: 12,
    });
    await refused(
      'PUT',
      `/api/v2/entries/${entry.id}`,
      { body: { duration: 60, lumpsum_services_amount: 2 } },
      400,
      ['duration', 'lumpsum_services_amount'],
    );
    // A lump sum has no end of its own, and cannot be made to run.
    await refused(
      'PUT',
      `/api/v2/entries/${entry.id}`,
      { body: { time_until: '2026-11-18T10:00:00Z' } },
      400,
      ['time_until'],
    );
    await refused('PUT', `/api/v2/entries/${entry.id}`, { body: { time_until: null } }, 400, ['time_until']);
  });

  it('rejects edits that break the merged entry', async () => {
    const entry = await create(timeEntry());
    const path = `/api/v2/entries/${entry.id}`;
    // The bound the edit moved is named, not the stored one it never sent (found by server/fuzz/).
    await refused('PUT', path, { body: { time_since: '2026-11-20T10:30:00Z' } }, 400, ['time_since']);
    await refused('PUT', path, { body: { lumpsum: 5 } }, 400, ['lumpsum']);
    await refused('PUT', path, { body: { type: 2 } }, 400, ['type']);
    await refused(
      'PUT',
      path,
      { body: { customers_id: ids.otherCustomer, projects_id: ids.plainProject } },
      400,
      ['projects_id'],
    );
    await refused('PUT', path, { body: { services_id: 999_999 } }, 400, ['services_id']);
    await refused('PUT', path, { body: { billable: 5, duration: 'long' } }, 400, ['billable', 'duration']);
    await refused('PUT', path, { body: { users_id: null } }, 400, ['users_id']);
  });

  it('deletes an entry, honouring If-Match', async () => {
    const entry = await create(timeEntry());
    const path = `/api/v2/entries/${entry.id}`;
    await refused('DELETE', path, { headers: { 'If-Match': '"7"' } }, 412);
    const removed = await service.request('DELETE', path, { headers: { 'If-Match': '"1"' } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await service.request('GET', path)).status).toBe(404);
  });
});

describe('entries: running entries', () => {
  const running = (overrides: Record<string, unknown> = {}) =>
    timeEntry({ time_since: '2026-11-21T07:00:00Z', time_until: null, ...overrides });

  it('allows one running entry per user (409 for a second) and stops it by setting time_until', async () => {
    const first = await create(running({ users_id: userId('manager2') }));
    expect(first).toMatchObject({ time_until: null, duration: 0, offset: 0, clocked: false });
    const second = await refused(
      'POST',
      '/api/v2/entries',
      { body: running({ users_id: userId('manager2') }) },
      409,
    );
    expect(second.body.error.message).toContain('running');
    await create(running({ users_id: userId('absenceManager') }));

    const stopped = await service.request('PUT', `/api/v2/entries/${first.id}`, {
      body: { time_until: '2026-11-21T09:30:00Z' },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.entry).toMatchObject({ duration: 9000, offset: 0, clocked: true });
    const next = await create(running({ users_id: userId('manager2'), time_since: '2026-11-21T09:45:00Z' }));
    // Restarting the stopped one would make two.
    await refused('PUT', `/api/v2/entries/${first.id}`, { body: { time_until: null } }, 409);
    await service.request('DELETE', `/api/v2/entries/${next.id}`);
  });

  it('lets exactly one of two parallel running-entry creates for one user through', async () => {
    const responses = await Promise.all([
      service.request('POST', '/api/v2/entries', { as: 'worker2', body: running({ text: 'A' }) }),
      service.request('POST', '/api/v2/entries', { as: 'worker2', body: running({ text: 'B' }) }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await service.db
      .select()
      .from(entries)
      .where(sql`${entries.usersId} = ${userId('worker2')} and ${entries.timeUntil} is null`);
    expect(rows).toHaveLength(1);
  });
});

describe('entries: list', () => {
  // Everything here lives in January 2025, which no other test uses.
  const JAN = 'time_since=2025-01-01T00:00:00Z&time_until=2025-02-01T00:00:00Z&items_per_page=1000';
  const made: Record<string, number> = {};

  beforeAll(async () => {
    const add = async (name: string, body: Record<string, unknown>) => {
      made[name] = (await create(body)).id;
    };
    const at = (day: number, hour = 8) =>
      `2025-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
    await add('plain', {
      ...timeEntry({ time_since: at(2), time_until: at(2, 10), hourly_rate: 90 }),
      projects_id: ids.plainProject,
      text: 'Plan the 100% Release',
      users_id: userId('worker1'),
    });
    await add('hard', {
      ...timeEntry({ time_since: at(3), time_until: at(3, 9), hourly_rate: 100 }),
      projects_id: ids.hardProject,
      billable: 2,
      users_id: userId('worker2'),
    });
    await add('hardDone', {
      customers_id: ids.customer,
      services_id: ids.service,
      lumpsum: 40,
      billable: 0,
      time_since: at(4),
      projects_id: ids.hardDoneProject,
    });
    await add('soft', {
      customers_id: ids.customer,
      lumpsum_services_id: ids.lumpsumService,
      lumpsum_services_amount: 4,
      billable: 1,
      time_since: at(5),
      projects_id: ids.softProject,
      text: 'release notes',
    });
    await add('softDone', {
      ...timeEntry({ time_since: at(6), time_until: at(6, 9) }),
      projects_id: ids.softDoneProject,
    });
    await add('other', {
      ...timeEntry({ time_since: at(7), time_until: at(7, 9), customers_id: ids.otherCustomer }),
      projects_id: ids.otherCustomerProject,
      billable: 0,
    });
    await add('noProject', timeEntry({ time_since: at(8), time_until: at(8, 9), text: 'Plan_B' }));
    // Bounds: the first second of the period is in, the first second after it is out.
    await add('first', timeEntry({ time_since: '2025-01-01T00:00:00Z', time_until: '2025-01-01T01:00:00Z' }));
    await add('after', timeEntry({ time_since: '2025-02-01T00:00:00Z', time_until: '2025-02-01T01:00:00Z' }));
  });

  it('lists the period [time_since, time_until) in order of time_since', async () => {
    const page = await list(JAN);
    expect(idsOf(page.entries)).toEqual([
      made.first,
      made.plain,
      made.hard,
      made.hardDone,
      made.soft,
      made.softDone,
      made.other,
      made.noProject,
    ]);
    expect(page.paging).toEqual({ items_per_page: 1000, current_page: 1, count_pages: 1, count_items: 8 });
    expect(page.filter).toBeNull();
  });

  it.each([
    ['', ['time_since', 'time_until']],
    ['time_since=2025-01-01T00:00:00Z', ['time_until']],
    ['time_since=2025-01-01T00:00:00Z&time_until=2026-01-02T00:00:01Z', ['time_until']],
    ['time_since=2025-02-01T00:00:00Z&time_until=2025-01-01T00:00:00Z', ['time_until']],
    ['time_since=2025-02-30T00:00:00Z&time_until=2025-03-31T00:00:00Z', ['time_since']],
    ['time_since=1900-01-01T00:00:00Z&time_until=2100-01-01T00:00:00Z', ['time_since']],
    ['time_since=2025-01-01&time_until=2025-02-01', ['time_since', 'time_until']],
    [`${JAN}&filter[billable]=3`, ['filter[billable]']],
    [`${JAN}&filter[budget_type]=hard`, ['filter[budget_type]']],
    [`${JAN}&filter[users_id]=abc`, ['filter[users_id]']],
    [`${JAN}&filter[note]=x`, ['filter[note]']],
    [`${JAN}&enhanced_list=yes`, ['enhanced_list']],
    [
      'time_since=2025-01-01T00:00:00Z&time_until=2025-02-01T00:00:00Z&items_per_page=1001',
      ['items_per_page'],
    ],
    ['time_since=2025-01-01T00:00:00Z&time_until=2025-02-01T00:00:00Z&page=0', ['page']],
  ])('rejects the query %s naming %j', async (query, fields) => {
    const response = await service.request('GET', `/api/v2/entries?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('takes a period of exactly 366 days', async () => {
    const page = await list(
      'time_since=2024-06-01T00:00:00Z&time_until=2025-06-02T00:00:00Z&items_per_page=1',
    );
    expect(page.paging.count_items).toBeGreaterThanOrEqual(8);
  });

  it('applies each filter and echoes it with its parsed value', async () => {
    const cases: [string, number[], Record<string, unknown>][] = [
      [`filter[users_id]=${userId('worker1')}`, [made.plain as number], { users_id: userId('worker1') }],
      [
        `filter[customers_id]=${ids.otherCustomer}`,
        [made.other as number],
        { customers_id: ids.otherCustomer },
      ],
      [`filter[projects_id]=${ids.softProject}`, [made.soft as number], { projects_id: ids.softProject }],
      [
        `filter[lumpsum_services_id]=${ids.lumpsumService}`,
        [made.soft as number],
        { lumpsum_services_id: ids.lumpsumService },
      ],
      [`filter[billable]=0`, [made.hardDone, made.other] as number[], { billable: 0 }],
      [`filter[billable]=2`, [made.hard as number], { billable: 2 }],
      [
        `filter[billable]=1`,
        [made.first, made.plain, made.hard, made.soft, made.softDone, made.noProject] as number[],
        { billable: 1 },
      ],
      ['filter[text]=RELEASE', [made.plain, made.soft] as number[], { text: 'RELEASE' }],
      ['filter[text]=100%25', [made.plain as number], { text: '100%' }],
      ['filter[text]=n_B', [made.noProject as number], { text: 'n_B' }],
      ['filter[budget_type]=strict', [made.hard, made.hardDone] as number[], { budget_type: 'strict' }],
      [
        'filter[budget_type]=strict-completed',
        [made.hardDone as number],
        { budget_type: 'strict-completed' },
      ],
      ['filter[budget_type]=strict-incomplete', [made.hard as number], { budget_type: 'strict-incomplete' }],
      ['filter[budget_type]=soft', [made.soft, made.softDone] as number[], { budget_type: 'soft' }],
      ['filter[budget_type]=soft-completed', [made.softDone as number], { budget_type: 'soft-completed' }],
      ['filter[budget_type]=soft-incomplete', [made.soft as number], { budget_type: 'soft-incomplete' }],
      [
        'filter[budget_type]=without',
        [made.first, made.plain, made.other, made.noProject] as number[],
        { budget_type: 'without' },
      ],
      [
        'filter[budget_type]=without-strict',
        [made.first, made.plain, made.soft, made.softDone, made.other, made.noProject] as number[],
        { budget_type: 'without-strict' },
      ],
      [
        `filter[billable]=1&filter[budget_type]=soft&filter[services_id]=${ids.service}`,
        [made.softDone as number],
        { billable: 1, budget_type: 'soft', services_id: ids.service },
      ],
    ];
    for (const [query, expected, filter] of cases) {
      const page = await list(`${JAN}&${query}`);
      expect(idsOf(page.entries), query).toEqual(expected);
      expect(page.filter, query).toEqual(filter);
      expect(page.paging.count_items, query).toBe(expected.length);
    }
    const plain = await service.request('GET', `/api/v2/entries/${made.plain}`);
    const byTextId = await list(`${JAN}&filter[texts_id]=${plain.body.entry.texts_id}`);
    expect(idsOf(byTextId.entries)).toEqual([made.plain]);
    expect(byTextId.filter).toEqual({ texts_id: plain.body.entry.texts_id });
  });

  it('pages in the stable order (time_since, id), also across equal start times', async () => {
    const ties: number[] = [];
    for (let index = 0; index < 5; index++) {
      ties.push(
        (await create(timeEntry({ time_since: '2025-03-10T08:00:00Z', time_until: '2025-03-10T09:00:00Z' })))
          .id,
      );
    }
    const early = await create(
      timeEntry({ time_since: '2025-03-09T08:00:00Z', time_until: '2025-03-09T09:00:00Z' }),
    );
    const period = 'time_since=2025-03-01T00:00:00Z&time_until=2025-04-01T00:00:00Z&items_per_page=4';
    const first = await list(period);
    const second = await list(`${period}&page=2`);
    const beyond = await list(`${period}&page=3`);
    expect([...idsOf(first.entries), ...idsOf(second.entries)]).toEqual([early.id, ...ties]);
    expect(first.paging).toEqual({ items_per_page: 4, current_page: 1, count_pages: 2, count_items: 6 });
    expect(second.paging.current_page).toBe(2);
    expect(beyond.entries).toEqual([]);
    expect(beyond.paging).toEqual({ items_per_page: 4, current_page: 3, count_pages: 2, count_items: 6 });
  });

  it('answers the pages past the middle, read from the end, exactly as one forward read holds them', async () => {
    // Seven equal start times between two others: only the id orders them.
    const at = (hour: number) => ({
      time_since: `2025-05-10T0${hour}:00:00Z`,
      time_until: '2025-05-10T12:00:00Z',
    });
    await create(timeEntry({ ...at(7), text: 'first' }));
    for (let index = 0; index < 7; index++) await create(timeEntry({ ...at(8), billable: index % 2 }));
    await create(timeEntry({ ...at(9), text: 'last' }));
    const period = 'time_since=2025-05-01T00:00:00Z&time_until=2025-06-01T00:00:00Z&enhanced_list=1';
    const whole = await list(`${period}&items_per_page=1000`);
    expect(whole.entries).toHaveLength(9);
    // Pages 3 to 5 of 2 each lie past the middle of 9: they are the backward reads.
    expect(pageRead({ limit: 2, offset: 4 }, 9)).toEqual({ limit: 2, offset: 3, backward: true });
    expect(pageRead({ limit: 2, offset: 8 }, 9)).toEqual({ limit: 1, offset: 0, backward: true });
    expect(pageRead({ limit: 2, offset: 2 }, 9)).toEqual({ limit: 2, offset: 2 });
    const pages = [];
    for (const page of [6, 5, 4, 3, 2, 1])
      pages[page] = await list(`${period}&items_per_page=2&page=${page}`);
    expect(pages.slice(1, 6).flatMap((page) => page.entries)).toEqual(whole.entries);
    expect(pages[5]?.paging).toEqual({ items_per_page: 2, current_page: 5, count_pages: 5, count_items: 9 });
    expect(pages[6]?.entries).toEqual([]);
  });

  it('adds names, text and revenue to an enhanced list', async () => {
    const page = await list(`${JAN}&enhanced_list=1`);
    const byId = new Map(page.entries.map((entry) => [entry.id, entry]));
    expect(byId.get(made.plain as number)).toMatchObject({
      customers_name: 'Acme',
      projects_name: 'Plain',
      users_name: 'Walter Worker',
      text: 'Plan the 100% Release',
      services_name: 'Development',
      hourly_rate: 90,
      revenue: 180,
    });
    expect(byId.get(made.soft as number)).toMatchObject({
      projects_name: 'Soft',
      lumpsum_services_price: 12.5,
      revenue: 50,
      text: 'release notes',
    });
    expect(byId.get(made.soft as number)).not.toHaveProperty('services_name');
    expect(byId.get(made.noProject as number)).toMatchObject({ projects_name: null, revenue: 0 });
    // Hard-budget projects: no revenue unless asked for.
    expect(byId.get(made.hard as number)).not.toHaveProperty('revenue');
    expect(byId.get(made.hardDone as number)).not.toHaveProperty('revenue');
    expect(byId.get(made.hardDone as number)).toMatchObject({ services_name: 'Development', text: null });

    const withHard = await list(`${JAN}&enhanced_list=1&calc_also_revenues_for_projects_with_hard_budget=1`);
    const hard = new Map(withHard.entries.map((entry) => [entry.id, entry]));
    expect(hard.get(made.hard as number)?.revenue).toBe(100);
    expect(hard.get(made.hardDone as number)?.revenue).toBe(40);

    const plainList = await list(JAN);
    expect(plainList.entries[0]).not.toHaveProperty('customers_name');
    expect(plainList.entries[0]).not.toHaveProperty('revenue');
  });

  it('never shows revenue or hourly rates to a worker', async () => {
    const page = await list(
      `${JAN}&enhanced_list=1&calc_also_revenues_for_projects_with_hard_budget=1`,
      'worker1',
    );
    expect(idsOf(page.entries)).toEqual([made.plain]);
    expect(page.entries[0]).toMatchObject({ customers_name: 'Acme', text: 'Plan the 100% Release' });
    expect(page.entries[0]).not.toHaveProperty('revenue');
    expect(page.entries[0]).not.toHaveProperty('hourly_rate');
  });
});

describe('entries: index use', () => {
  let big: TestService;
  beforeAll(async () => {
    big = await startTestService();
    const [customer] = await big.db.insert(customers).values({ name: 'Bulk' }).returning();
    const [bulkService] = await big.db.insert(services).values({ name: 'Bulk' }).returning();
    const userIds = Object.values(big.fixture.users).map((user) => user.id);
    // 6,000 entries spread over 2025 and the users.
    await big.db.execute(sql`
      insert into entries (type, customers_id, users_id, services_id, billable, time_since, time_until, duration, "offset")
      select 1, ${customer?.id}, (${sql.raw(`array[${userIds.join(',')}]`)})[1 + n % ${userIds.length}],
        ${bulkService?.id}, n % 3,
        timestamptz '2025-01-01 00:00:00+00' + (n * interval '87 minutes'),
        timestamptz '2025-01-01 01:00:00+00' + (n * interval '87 minutes'), 3600, 0
      from generate_series(1, 6000) as n`);
    await big.db.execute(sql`analyze entries`);
  });
  afterAll(() => big.close());

  async function plan(query: string, onlyUser?: number, read: PageRead = { limit: 100, offset: 0 }) {
    const parsed = entryListQuery.parse({
      time_since: '2025-05-01T00:00:00Z',
      time_until: '2025-06-01T00:00:00Z',
      items_per_page: '100',
      ...Object.fromEntries(new URLSearchParams(query)),
    });
    const where = entryListWhere(big.db, parsed, onlyUser);
    const explain = async (statement: { getSQL(): ReturnType<typeof sql> }) => {
      const result = await big.db.execute(sql`explain ${statement.getSQL()}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    };
    return {
      page: await explain(entryPageQuery(big.db, where, read)),
      count: await explain(entryCountQuery(big.db, where)),
    };
  }

  it('serves a month, ordered by (time_since, id), 100 per page, from an index', async () => {
    const { page, count } = await plan('');
    expect(page).toMatch(/Index (Only )?Scan using entries_time on entries/);
    expect(page).not.toMatch(/Seq Scan on entries/);
    expect(page).not.toMatch(/Sort/);
    expect(count).toMatch(
      /Index (Only )?Scan using entries_time on entries|Bitmap Index Scan on entries_time/,
    );
    expect(count).not.toMatch(/Seq Scan on entries/);
  });

  it("serves a month's last page backwards from the same index, without sorting", async () => {
    const { page } = await plan('', undefined, { limit: 100, offset: 0, backward: true });
    expect(page).toMatch(/Index Scan Backward using entries_time on entries/);
    expect(page).not.toMatch(/Sort/);
  });

  it("serves a worker's month from the user index", async () => {
    const { page, count } = await plan('', big.fixture.users.worker1.id);
    expect(page).toMatch(
      /Index (Only )?Scan using entries_user_time on entries|Bitmap Index Scan on entries_user_time/,
    );
    expect(page).not.toMatch(/Seq Scan on entries/);
    expect(count).not.toMatch(/Seq Scan on entries/);
  });
});

describe("entries: each answer's exact JSON", () => {
  // 14 April 2025, which no other test uses. Everything is worker1's, so that a worker sees all of it.
  const DAY = 'time_since=2025-04-14T00:00:00Z&time_until=2025-04-15T00:00:00Z&items_per_page=10';
  let timeId = 0;
  let lumpsumId = 0;
  let serviceEntryId = 0;
  let runningId = 0;
  let timeTextId = 0;

  beforeAll(async () => {
    const worker = userId('worker1');
    const time = await create({
      ...timeEntry({ time_since: '2025-04-14T08:00:00Z', time_until: '2025-04-14T09:30:00Z' }),
      duration: 6000,
      hourly_rate: 100,
      projects_id: ids.hardProject,
      text: 'Pinned "answer"',
      users_id: worker,
    });
    timeId = time.id;
    timeTextId = time.texts_id as number;
    lumpsumId = (
      await create({
        customers_id: ids.customer,
        services_id: ids.service,
        lumpsum: 40.5,
        billable: 0,
        time_since: '2025-04-14T10:00:00Z',
        users_id: worker,
      })
    ).id;
    serviceEntryId = (
      await create({
        customers_id: ids.customer,
        lumpsum_services_id: ids.lumpsumService,
        lumpsum_services_amount: 2.5,
        billable: 2,
        time_since: '2025-04-14T11:00:00Z',
        projects_id: ids.softProject,
        users_id: worker,
      })
    ).id;
    // A raw body, for the -0 that JSON.stringify would not send.
    const running = await service.request('POST', '/api/v2/entries', {
      body: `{"type":1,"customers_id":${ids.customer},"services_id":${ids.service},"billable":1,"users_id":${worker},"time_since":"2025-04-14T12:00:00Z","time_until":null,"hourly_rate":-0}`,
    });
    expect(running.status, JSON.stringify(running.body)).toBe(200);
    runningId = running.body.entry.id;
  });

  const stored = () => ({
    time: {
      id: timeId,
      customers_id: ids.customer,
      projects_id: ids.hardProject,
      users_id: userId('worker1'),
      billable: 1,
      texts_id: timeTextId,
      time_since: '2025-04-14T08:00:00Z',
      time_until: '2025-04-14T09:30:00Z',
      time_insert: NOW,
      time_last_change: NOW,
      type: 1,
      services_id: ids.service,
      duration: 6000,
      offset: 600,
      clocked: false,
      clocked_offline: false,
      time_clocked_since: null,
      time_last_change_worktime: NOW,
    },
    lumpsum: {
      id: lumpsumId,
      customers_id: ids.customer,
      projects_id: null,
      users_id: userId('worker1'),
      billable: 0,
      texts_id: null,
      time_since: '2025-04-14T10:00:00Z',
      time_until: '2025-04-14T10:00:00Z',
      time_insert: NOW,
      time_last_change: NOW,
      type: 2,
      services_id: ids.service,
      lumpsum: 40.5,
    },
    serviceEntry: {
      id: serviceEntryId,
      customers_id: ids.customer,
      projects_id: ids.softProject,
      users_id: userId('worker1'),
      billable: 2,
      texts_id: null,
      time_since: '2025-04-14T11:00:00Z',
      time_until: '2025-04-14T11:00:00Z',
      time_insert: NOW,
      time_last_change: NOW,
      type: 3,
      lumpsum_services_id: ids.lumpsumService,
      lumpsum_services_amount: 2.5,
    },
    running: {
      id: runningId,
      customers_id: ids.customer,
      projects_id: null,
      users_id: userId('worker1'),
      billable: 1,
      texts_id: null,
      time_since: '2025-04-14T12:00:00Z',
      time_until: null,
      time_insert: NOW,
      time_last_change: NOW,
      type: 1,
      services_id: ids.service,
      duration: 0,
      offset: 0,
      clocked: false,
      clocked_offline: false,
      time_clocked_since: '2025-04-14T12:00:00Z',
      time_last_change_worktime: NOW,
    },
  });
  const details = {
    time: {
      customers_name: 'Acme',
      projects_name: 'Hard',
      users_name: 'Walter Worker',
      text: 'Pinned "answer"',
      services_name: 'Development',
    },
    lumpsum: {
      customers_name: 'Acme',
      projects_name: null,
      users_name: 'Walter Worker',
      text: null,
      services_name: 'Development',
    },
    serviceEntry: {
      customers_name: 'Acme',
      projects_name: 'Soft',
      users_name: 'Walter Worker',
      text: null,
      lumpsum_services_price: 12.5,
    },
    running: {
      customers_name: 'Acme',
      projects_name: null,
      users_name: 'Walter Worker',
      text: null,
      services_name: 'Development',
    },
  };

  /** Field order and values exactly, as the answer's JSON has them. */
  const exactly = (actual: unknown, expected: unknown) =>
    expect(JSON.stringify(actual, null, 1)).toBe(JSON.stringify(expected, null, 1));

  it('answers a single entry of each type with the rights fields for an owner, without for a worker', async () => {
    const entries = stored();
    const withRate = {
      time: { ...entries.time, hourly_rate: 100 },
      lumpsum: entries.lumpsum,
      serviceEntry: entries.serviceEntry,
      running: { ...entries.running, hourly_rate: 0 },
    };
    for (const [name, id] of Object.entries({
      time: timeId,
      lumpsum: lumpsumId,
      serviceEntry: serviceEntryId,
      running: runningId,
    }) as [keyof typeof entries, number][]) {
      const byOwner = await service.request('GET', `/api/v2/entries/${id}`);
      exactly(byOwner.body, { entry: withRate[name] });
      const byWorker = await service.request('GET', `/api/v2/entries/${id}`, { as: 'worker1' });
      exactly(byWorker.body, { entry: entries[name] });
    }
    const running = await service.request('GET', `/api/v2/entries/${runningId}`);
    expect(Object.is(running.body.entry.hourly_rate, 0)).toBe(true);
  });

  it('answers the plain list with the same entries', async () => {
    const entries = stored();
    exactly((await list(DAY)).entries, [
      { ...entries.time, hourly_rate: 100 },
      entries.lumpsum,
      entries.serviceEntry,
      { ...entries.running, hourly_rate: 0 },
    ]);
    exactly((await list(DAY, 'worker1')).entries, [
      entries.time,
      entries.lumpsum,
      entries.serviceEntry,
      entries.running,
    ]);
  });

  it("answers the enhanced list with names and text, and revenue only where it is the caller's to see", async () => {
    const entries = stored();
    const hidden = [
      { ...entries.time, hourly_rate: 100, ...details.time },
      { ...entries.lumpsum, ...details.lumpsum, revenue: 40.5 },
      { ...entries.serviceEntry, ...details.serviceEntry, revenue: 31.25 },
      { ...entries.running, hourly_rate: 0, ...details.running, revenue: 0 },
    ];
    exactly((await list(`${DAY}&enhanced_list=1`)).entries, hidden);
    const withHard = (await list(`${DAY}&enhanced_list=1&calc_also_revenues_for_projects_with_hard_budget=1`))
      .entries;
    exactly(withHard, [{ ...hidden[0], revenue: 166.67 }, ...hidden.slice(1)]);
    exactly(
      (await list(`${DAY}&enhanced_list=1&calc_also_revenues_for_projects_with_hard_budget=1`, 'worker1'))
        .entries,
      [
        { ...entries.time, ...details.time },
        { ...entries.lumpsum, ...details.lumpsum },
        { ...entries.serviceEntry, ...details.serviceEntry },
        { ...entries.running, ...details.running },
      ],
    );
  });
});
