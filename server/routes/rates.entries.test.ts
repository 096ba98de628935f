import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RateLevel, rateLevels } from '../../contract/rates.ts';
import { customers, entries, projects, services } from '../db/schema.ts';
import { type RequestOptions, startTestService, type TestService } from '../testing/harness.ts';

// A time entry added without `hourly_rate` takes the rate that applies at its start, stored on it.

let service: TestService;
const ids = { customer: 0, project: 0, service: 0 };

beforeAll(async () => {
  service = await startTestService();
  const db = service.db;
  const insertedId = (rows: { id: number }[]) => (rows[0] as { id: number }).id;
  ids.customer = insertedId(await db.insert(customers).values({ name: 'Acme' }).returning());
  ids.project = insertedId(
    await db.insert(projects).values({ name: 'Site', customersId: ids.customer }).returning(),
  );
  ids.service = insertedId(await db.insert(services).values({ name: 'Development' }).returning());
});
afterAll(() => service.close());

type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

async function addRate(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/v2/rates', { as: 'manager', body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.rate as { id: number };
}

/** Adds a time entry and answers the hourly rate stored on it, as the owner reads it. */
async function storedRate(values: Record<string, unknown> = {}, as: Who = 'worker1'): Promise<number> {
  const added = await service.request('POST', '/api/v2/entries', {
    as,
    body: {
      customers_id: ids.customer,
      projects_id: ids.project,
      services_id: ids.service,
      billable: 1,
      time_since: '2026-06-10T08:00:00Z',
      time_until: '2026-06-10T10:00:00Z',
      ...values,
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const read = await service.request('GET', `/api/v2/entries/${added.body.entry.id}`, { as: 'owner' });
  return read.body.entry.hourly_rate;
}

describe('entries take their rate', () => {
  it('stays at 0 without a rate at any level', async () => {
    expect(await storedRate()).toBe(0);
  });

  it('applies each level over the less specific ones, down to the company default', async () => {
    const worker = userId('worker1');
    const targets: Record<RateLevel, Record<string, number>> = {
      user_project: { projects_id: ids.project, users_id: worker },
      project: { projects_id: ids.project },
      user_customer: { customers_id: ids.customer, users_id: worker },
      customer: { customers_id: ids.customer },
      user_service: { services_id: ids.service, users_id: worker },
      service: { services_id: ids.service },
      user: { users_id: worker },
      company: {},
    };
    const added = new Map<RateLevel, { id: number }>();
    for (const [index, level] of rateLevels.entries()) {
      added.set(
        level,
        await addRate({ ...targets[level], hourly_rate: 100 - index, date_since: '2026-01-01' }),
      );
    }
    // Taking away the most specific rate each time hands the entry to the next level.
    for (const [index, level] of rateLevels.entries()) {
      expect(await storedRate(), level).toBe(100 - index);
      const rate = added.get(level) as { id: number };
      expect((await service.request('DELETE', `/api/v2/rates/${rate.id}`)).status).toBe(200);
    }
    expect(await storedRate()).toBe(0);
  });

  it("takes the latest rate valid on the start's day in the co-worker's zone", async () => {
    const target = { services_id: ids.service, users_id: userId('worker2') };
    await addRate({ ...target, hourly_rate: 50, date_since: '2026-01-01' });
    await addRate({ ...target, hourly_rate: 55, date_since: '2026-06-01' });
    await addRate({ ...target, hourly_rate: 60, date_since: '2026-07-01' });
    const at = (time_since: string, time_until: string | null) =>
      storedRate({ projects_id: null, time_since, time_until }, 'worker2');
    // 22:30 UTC on 31 May is already 1 June in Berlin, the co-worker's zone.
    expect(await at('2026-05-31T22:30:00Z', '2026-05-31T23:30:00Z')).toBe(55);
    expect(await at('2026-05-31T21:30:00Z', '2026-05-31T21:45:00Z')).toBe(50);
    expect(await at('2026-06-30T10:00:00Z', '2026-06-30T11:00:00Z')).toBe(55);
    expect(await at('2026-07-01T10:00:00Z', '2026-07-01T11:00:00Z')).toBe(60);
    expect(await at('2025-12-31T10:00:00Z', '2025-12-31T11:00:00Z')).toBe(0);
    // A running entry takes the rate of its start too.
    expect(await at('2026-06-02T10:00:00Z', null)).toBe(55);
  });

  it('keeps an explicit hourly_rate, and a stored rate when the rates change later', async () => {
    const target = { projects_id: ids.project, users_id: userId('worker2') };
    const rate = await addRate({ ...target, hourly_rate: 120, date_since: '2026-01-01' });
    expect(await storedRate({ users_id: userId('worker2'), hourly_rate: 0 }, 'manager')).toBe(0);
    expect(await storedRate({ users_id: userId('worker2'), hourly_rate: 75.25 }, 'manager')).toBe(75.25);
    const added = await service.request('POST', '/api/v2/entries', {
      as: 'worker2',
      body: {
        customers_id: ids.customer,
        projects_id: ids.project,
        services_id: ids.service,
        billable: 1,
        time_since: '2026-06-11T08:00:00Z',
        time_until: '2026-06-11T09:00:00Z',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // The worker's own answer leaves the rights field out; the row holds the rate.
    expect(added.body.entry.hourly_rate).toBeUndefined();
    const entryId = added.body.entry.id as number;
    const edited = await service.request('PUT', `/api/v2/rates/${rate.id}`, { body: { hourly_rate: 150 } });
    expect(edited.status).toBe(200);
    const [row] = await service.db.select().from(entries).where(eq(entries.id, entryId));
    expect(row?.hourlyRate).toBe(120);
  });
});
