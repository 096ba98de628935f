import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { workTimeAccount } from '../contract/work-time-account.ts';
import { accountInputOf } from '../contract/work-time-records.ts';
import { createApp } from '../server/app.ts';
import type { Database } from '../server/db/client.ts';
import { type DemoUser, seedDemo } from '../server/db/seed.ts';
import { createMailer } from '../server/mailer.ts';
import { fixedClock, freshDatabase } from '../server/testing/harness.ts';
import { accountRecordsQuery } from '../src/api/account-records.ts';
import { userReportQueries } from '../src/api/user-reports.ts';
import { storeCredentials } from '../src/lib/credentials.ts';

// The app's fallback for a service without /api/userreports, against the reference service: the app
// reads the records over HTTP as in the browser, and its figures must be the service's own. Here in
// tests/ because it runs code of both sides, which neither side may import from the other.

const NOW = '2026-11-21T10:00:00Z';
const YEAR = 2026;
let database: Database;
let app: ReturnType<typeof createApp>;
let people: DemoUser[];
/** Paths the service in front of the app answers 404 for, as another implementation would. */
let missing: string[] = [];
let owner: DemoUser;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeAll(async () => {
  database = await freshDatabase();
  const clock = fixedClock(NOW);
  people = await seedDemo(database.db, { now: clock.now(), demoApiKey: 'fallback-test-key-0123456789' });
  owner = people.find((person) => person.role === 'owner') as DemoUser;
  const mailer = createMailer({ outboxDir: '/dev/null' });
  app = createApp({ db: database.db, clock, mailer, soleUser: true });
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (missing.some((path) => input.startsWith(path))) return new Response('Not Found', { status: 404 });
    return app.request(input, init);
  });
  // The running work clock counts up to now: the app's now is the service's.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
});
afterEach(() => {
  missing = [];
});
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await database.close();
});

function signInAs(person: DemoUser) {
  storeCredentials({ email: person.email, key: person.apiKey }, false);
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The reference service's own answer, asked by the owner. */
async function asOwner(path: string, body?: unknown) {
  const response = await app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-ServiceApiUser': owner.email,
      'X-ServiceApiKey': owner.apiKey,
      'X-Service-External-Application': 'tests;tests@example.com',
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

const serviceReport = async (usersId: number, type: 1 | 4, until?: string) =>
  (await asOwner(`/api/userreports/${usersId}?year=${YEAR}&type=${type}${until ? `&until=${until}` : ''}`))
    .userreport;

async function idOf(person: DemoUser): Promise<number> {
  const { users } = await asOwner('/api/v2/users');
  const found = users.find((user: { email: string }) => user.email === person.email);
  expect(found, person.email).toBeDefined();
  return found.id;
}

/**
 * Everyone gets a surcharge model from March and an overtime carryover: the demo company has neither,
 * and nobody in it works nights or Sundays, so one model pays day work as a night kind's window.
 */
async function addSurchargesAndCarryovers() {
  await asOwner('/api/v2/surcharges', {
    name: 'Day shift bonus',
    accumulation: false,
    night: { percent: 10, time_since: '06:00:00', time_until: '22:00:00' },
  });
  const { surcharges } = await asOwner('/api/v2/surcharges');
  const { users } = await asOwner('/api/v2/users');
  for (const [index, user] of (users as { id: number }[]).entries()) {
    await asOwner('/api/v2/usersSurchargeModels', {
      users_id: user.id,
      surcharge_models_id: surcharges[index % surcharges.length].id,
      date_since: `${YEAR}-03-01`,
    });
    await asOwner('/api/overtimecarry', { users_id: user.id, year: YEAR, hours: 12.25 });
  }
}

describe('the work-time account computed from the records', () => {
  beforeAll(addSurchargesAndCarryovers);

  it('gives every demo person the figures the service computes, to the day', async () => {
    const client = signInAs(owner);
    for (const person of people) {
      const usersId = await idOf(person);
      const { records } = await client.fetchQuery(accountRecordsQuery(usersId, YEAR));
      for (const [type, until] of [
        [1, undefined],
        [4, `${YEAR}-12-31`],
      ] as const) {
        const computed = workTimeAccount(
          accountInputOf(records, { year: YEAR, until, type, now: Date.now() }),
        );
        expect(computed, `${person.name}, type ${type}`).toEqual(await serviceReport(usersId, type, until));
      }
    }
  });

  it('is what the app shows when the service answers 404 for the account, and says so', async () => {
    const worker = people.find((person) => person.role === 'worker') as DemoUser;
    const client = signInAs(worker);
    const usersId = await idOf(worker);
    const expected = await serviceReport(usersId, 4, `${YEAR}-12-31`);
    missing = ['/api/userreports'];
    const shown = await client.fetchQuery(
      userReportQueries.detail({ usersId, year: YEAR, type: 4, until: `${YEAR}-12-31` }),
    );
    expect(shown).toEqual({ report: expected, computed: { leftOut: [] } });
    expect(shown.report.month_details).toHaveLength(12);
  });

  it('leaves out surcharges and the overtime carryover when their extensions are missing too', async () => {
    const client = signInAs(owner);
    let checked = 0;
    for (const person of people) {
      const usersId = await idOf(person);
      const expected = await serviceReport(usersId, 1);
      missing = ['/api/userreports', '/api/v2/usersSurchargeModels', '/api/overtimecarry'];
      const { report, computed } = await client.fetchQuery(
        userReportQueries.detail({ usersId, year: YEAR, type: 1 }),
      );
      missing = [];
      expect(computed).toEqual({ leftOut: ['surcharges', 'overtimeCarry'] });
      expect(report.sum_surcharge).toBe(0);
      expect(report.overtime_carryover).toBe(0);
      expect(expected.overtime_carryover).toBe(12.25);
      expect(report.sum_worked).toBe(expected.sum_worked);
      expect(report.sum_credit).toBe(expected.sum_credit);
      if (expected.sum_surcharge > 0) checked++;
    }
    // Someone worked in a surcharge window, so leaving the models out was seen to change a figure.
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps a 404 for a user nobody has', async () => {
    const client = signInAs(people[0] as DemoUser);
    missing = ['/api/userreports'];
    await expect(
      client.fetchQuery(userReportQueries.detail({ usersId: 999_999, year: YEAR, type: 1 })),
    ).rejects.toMatchObject({ status: 404 });
  });
});
