import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressFrom, issueApiKey } from './auth.ts';
import { lumpsumServices, users } from './db/schema.ts';
import { hashApiKey, keysMatch, newApiKey } from './secrets.ts';
import { capturedLog } from './testing/captured-log.ts';
import { startTestService, type TestService } from './testing/harness.ts';
import { snapshot } from './testing/snapshot.ts';

// A pass-through spy, so that the tests can see how keys are compared.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const unauthorized = { error: { code: 401, message: 'Missing or invalid credentials.' } };
const APP = { 'X-Service-External-Application': 'tests;tests@example.com' };

let service: TestService;
let tables: string[];
const log = capturedLog();
beforeAll(async () => {
  // A generous failed-login budget: this file sends many unauthenticated requests from one address.
  service = await startTestService({ failedLoginsPerMinute: 10_000, logger: log.logger });
  const result = await service.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
});
afterAll(() => service.close());
afterEach(() => vi.restoreAllMocks());

/** A request with exactly the given headers: no credentials or application header are added. */
async function raw(
  target: TestService,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  env?: unknown,
) {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await target.app.request(path, init, env as never);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const basic = (email: string, key: string) => ({
  Authorization: `Basic ${Buffer.from(`${email}:${key}`, 'utf8').toString('base64')}`,
});
const credentials = (who: keyof TestService['fixture']['users']) => ({
  'X-ServiceApiUser': service.fixture.users[who].email,
  'X-ServiceApiKey': service.fixture.users[who].key,
});
/** The answer's headers, apart from the request id every answer has its own of. */
const headerMap = (headers: Headers) =>
  Object.fromEntries([...headers.entries()].filter(([name]) => name !== 'x-request-id'));

/** Every route of the interface and its extensions, with each method, plus one that does not exist. */
const ROUTES: [string, string][] = [
  ['GET', '/api/v2/customers'],
  ['POST', '/api/v2/customers'],
  ['GET', '/api/v2/customers/1'],
  ['PUT', '/api/v2/customers/1'],
  ['DELETE', '/api/v2/customers/1'],
  ['GET', '/api/v2/projects'],
  ['PUT', '/api/v2/projects/1'],
  ['GET', '/api/v2/users'],
  ['POST', '/api/v2/users'],
  ['DELETE', '/api/v2/users/1'],
  ['POST', '/api/v2/users/1/apikey'],
  ['GET', '/api/v2/teams'],
  ['GET', '/api/teams'],
  ['GET', '/api/v2/lumpsumservices'],
  ['POST', '/api/v2/lumpsumservices'],
  ['PUT', '/api/v2/lumpsumservices/1'],
  ['GET', '/api/services'],
  ['POST', '/api/services'],
  ['GET', '/api/v2/surcharges'],
  ['POST', '/api/v2/surcharges'],
  ['DELETE', '/api/v2/surcharges/1'],
  ['GET', '/api/nonbusinessgroups'],
  ['POST', '/api/nonbusinessgroups'],
  ['GET', '/api/v2/usersNonbusinessGroups'],
  ['POST', '/api/v2/usersNonbusinessGroups'],
  ['GET', '/api/v2/entries'],
  ['POST', '/api/v2/entries'],
  ['GET', '/api/v2/workTimes'],
  ['GET', '/api/v2/workTimes/changeRequests'],
  ['POST', '/api/v2/workTimes/changeRequests/1/approve'],
  ['GET', '/api/absences?year=2026'],
  ['POST', '/api/absences'],
  ['GET', '/api/targethours'],
  ['GET', '/api/holidaysquota'],
  ['GET', '/api/holidayscarry/1/2026'],
  ['GET', '/api/does-not-exist'],
];

describe('keysMatch', () => {
  it('accepts the key whose hash is stored and nothing else', () => {
    const key = newApiKey();
    expect(keysMatch(key, hashApiKey(key))).toBe(true);
    expect(keysMatch(`${key}x`, hashApiKey(key))).toBe(false);
    expect(keysMatch(key.toUpperCase(), hashApiKey(key))).toBe(false);
    expect(keysMatch(key, null)).toBe(false);
    expect(keysMatch('', null)).toBe(false);
  });

  it('hashes the presented key and compares digests in constant time, with a user row or without', () => {
    const compare = vi.mocked(timingSafeEqual);
    const key = newApiKey();
    for (const stored of [hashApiKey(key), hashApiKey(newApiKey()), null]) {
      compare.mockClear();
      keysMatch(key, stored);
      expect(compare).toHaveBeenCalledTimes(1);
      const [presented, expected] = compare.mock.calls[0] as [Buffer, Buffer];
      expect(presented).toEqual(createHash('sha256').update(key).digest());
      expect(expected).toHaveLength(32);
      if (stored) expect(expected.toString('hex')).toBe(stored);
    }
  });

  it('makes keys of at least 128 random bits and stores a SHA-256 digest', () => {
    const key = newApiKey();
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(newApiKey()).not.toBe(key);
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('no credentials', () => {
  it.each(ROUTES)('%s %s → 401 with the one body, changing nothing', async (method, path) => {
    const before = await snapshot(service.db, tables);
    const response = await raw(service, method, path, APP, method === 'GET' ? undefined : { name: 'x' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('answers 401 without credentials even when the application header is missing too', async () => {
    const response = await raw(service, 'GET', '/api/v2/customers', {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('answers 401 to a user header without a key and to a key without a user header', async () => {
    const { email, key } = service.fixture.users.owner;
    expect(
      (await raw(service, 'GET', '/api/v2/customers', { ...APP, 'X-ServiceApiUser': email })).body,
    ).toEqual(unauthorized);
    expect((await raw(service, 'GET', '/api/v2/customers', { ...APP, 'X-ServiceApiKey': key })).body).toEqual(
      unauthorized,
    );
  });
});

describe('wrong key and unknown e-mail look the same', () => {
  it.each([
    ['GET', '/api/v2/customers'],
    ['POST', '/api/v2/lumpsumservices'],
    ['DELETE', '/api/v2/surcharges/1'],
  ])('%s %s', async (method, path) => {
    const body = method === 'POST' ? { name: 'x', price: 1 } : undefined;
    const wrongKey = await raw(
      service,
      method,
      path,
      { ...APP, 'X-ServiceApiUser': service.fixture.users.owner.email, 'X-ServiceApiKey': 'wrong-key' },
      body,
    );
    const unknownEmail = await raw(
      service,
      method,
      path,
      { ...APP, 'X-ServiceApiUser': 'nobody@test.example', 'X-ServiceApiKey': 'wrong-key' },
      body,
    );
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toEqual(unauthorized);
    expect(unknownEmail.status).toBe(wrongKey.status);
    expect(unknownEmail.body).toEqual(wrongKey.body);
    expect(headerMap(unknownEmail.headers)).toEqual(headerMap(wrongKey.headers));
  });

  it('compares a digest for an unknown e-mail just as for a known one', async () => {
    const compare = vi.mocked(timingSafeEqual);
    compare.mockClear();
    await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': 'nobody@test.example',
      'X-ServiceApiKey': 'k',
    });
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockClear();
    await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': service.fixture.users.owner.email,
      'X-ServiceApiKey': 'k',
    });
    expect(compare).toHaveBeenCalledTimes(1);
  });

  it('never logs the presented key', async () => {
    log.clear();
    const secret = 'presented-secret-key-0123456789';
    await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': service.fixture.users.owner.email,
      'X-ServiceApiKey': secret,
    });
    await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      ...basic(service.fixture.users.owner.email, secret),
    });
    expect(log.entries().map((entry) => entry.event)).toEqual([
      'auth_failed',
      'request',
      'auth_failed',
      'request',
    ]);
    expect(log.text()).not.toContain(secret);
    expect(log.text()).not.toContain(hashApiKey(secret));
  });
});

describe('key storage', () => {
  it('stores only a digest of an issued key and the new key replaces the old one at once', async () => {
    const worker2 = service.fixture.users.worker2;
    const key = await issueApiKey(service.db, worker2.id);
    try {
      expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
      for (const table of tables) {
        const rows = (await snapshot(service.db, [table]))[table] as string[];
        for (const row of rows) expect(row).not.toContain(key);
      }
      const [row] = await service.db.select().from(users).where(eq(users.id, worker2.id));
      expect(row?.apiKeyHash).toBe(createHash('sha256').update(key).digest('hex'));

      const withNew = await raw(service, 'GET', '/api/v2/customers', {
        ...APP,
        'X-ServiceApiUser': worker2.email,
        'X-ServiceApiKey': key,
      });
      expect(withNew.status).toBe(200);
      const withOld = await service.request('GET', '/api/v2/customers', { as: 'worker2' });
      expect(withOld.status).toBe(401);
      expect(withOld.body).toEqual(unauthorized);
    } finally {
      await issueApiKey(service.db, worker2.id, worker2.key);
    }
  });
});

describe('inactive users, deactivation and role changes', () => {
  it('answers 401 to the deactivated fixture user and changes nothing', async () => {
    expect((await service.request('GET', '/api/v2/customers', { as: 'inactive' })).body).toEqual(
      unauthorized,
    );
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/lumpsumservices', {
      as: 'inactive',
      body: { name: 'x', price: 1 },
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('applies a deactivation on the very next request', async () => {
    const id = service.fixture.users.worker2.id;
    expect((await service.request('GET', '/api/v2/surcharges', { as: 'worker2' })).status).toBe(200);
    await service.db.update(users).set({ active: false }).where(eq(users.id, id));
    try {
      const response = await service.request('GET', '/api/v2/surcharges', { as: 'worker2' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorized);
    } finally {
      await service.db.update(users).set({ active: true }).where(eq(users.id, id));
    }
  });

  it('applies a demotion on the very next request', async () => {
    const id = service.fixture.users.manager2.id;
    const add = () =>
      service.request('POST', '/api/v2/lumpsumservices', {
        as: 'manager2',
        body: { name: 'Demotion', price: 1 },
      });
    expect((await add()).status).toBe(200);
    await service.db.update(users).set({ role: 'worker' }).where(eq(users.id, id));
    try {
      const before = await snapshot(service.db, ['lumpsum_services']);
      expect((await add()).status).toBe(403);
      expect(await snapshot(service.db, ['lumpsum_services'])).toEqual(before);
    } finally {
      await service.db.update(users).set({ role: 'manager' }).where(eq(users.id, id));
    }
  });
});

describe('HTTP Basic and credentials in odd places', () => {
  it('accepts e-mail and key as HTTP Basic', async () => {
    const { email, key } = service.fixture.users.worker1;
    const response = await raw(service, 'GET', '/api/v2/surcharges', { ...APP, ...basic(email, key) });
    expect(response.status).toBe(200);
    expect(response.body).toHaveProperty('surcharges');
  });

  it('writes with HTTP Basic as with headers', async () => {
    const { email, key } = service.fixture.users.manager;
    const response = await raw(
      service,
      'POST',
      '/api/v2/lumpsumservices',
      { ...APP, ...basic(email, key) },
      {
        name: 'Via Basic',
        price: 2,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.lumpSumService.name).toBe('Via Basic');
  });

  it.each([
    ['a wrong key', () => basic(service.fixture.users.owner.email, 'wrong')],
    ['an unknown e-mail', () => basic('nobody@test.example', 'wrong')],
    [
      'the deactivated user',
      () => basic(service.fixture.users.inactive.email, service.fixture.users.inactive.key),
    ],
    ['no colon', () => ({ Authorization: `Basic ${Buffer.from('owner@test.example').toString('base64')}` })],
    [
      'a trailing space in the e-mail',
      () => basic(`${service.fixture.users.owner.email} `, service.fixture.users.owner.key),
    ],
    ['a full-width e-mail', () => basic('ｏｗｎｅｒ@test.example', service.fixture.users.owner.key)],
  ])('answers 401 with the one body to Basic with %s', async (_, header) => {
    const response = await raw(service, 'GET', '/api/v2/customers', { ...APP, ...header() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('matches the e-mail ASCII case-insensitively', async () => {
    const { email, key } = service.fixture.users.worker1;
    const response = await raw(service, 'GET', '/api/v2/surcharges', {
      ...APP,
      'X-ServiceApiUser': email.toUpperCase(),
      'X-ServiceApiKey': key,
    });
    expect(response.status).toBe(200);
  });

  it('answers 400 when Basic and the headers name different users, and changes nothing', async () => {
    const manager = service.fixture.users.manager;
    const before = await snapshot(service.db, tables);
    const response = await raw(
      service,
      'POST',
      '/api/v2/lumpsumservices',
      { ...APP, ...credentials('worker1'), ...basic(manager.email, manager.key) },
      { name: 'Mixed', price: 1 },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 400, message: 'HTTP Basic credentials and headers name different users.' },
    });
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('accepts Basic and headers that name the same user', async () => {
    const { email, key } = service.fixture.users.worker1;
    const response = await raw(service, 'GET', '/api/v2/surcharges', {
      ...APP,
      ...credentials('worker1'),
      ...basic(email, key),
    });
    expect(response.status).toBe(200);
  });

  it('ignores credentials in the query string and never logs them', async () => {
    log.clear();
    const { email, key } = service.fixture.users.owner;
    const query = new URLSearchParams({ 'X-ServiceApiUser': email, 'X-ServiceApiKey': key });
    const response = await raw(service, 'GET', `/api/v2/customers?${query}`, APP);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
    expect(log.entries().map((entry) => entry.event)).toEqual([
      'credentials_in_query',
      'auth_failed',
      'request',
    ]);
    expect(log.text()).not.toContain(key);
  });
});

// A service that is its database's only user (PGlite) counts in memory and keeps callers in its read
// cache; one that may share its database counts in the database: both must answer alike.
describe.each([
  { soleUser: false, counted: 'in the database' },
  { soleUser: true, counted: 'in the process' },
])('throttling, counted $counted: failed sign-ins and the request budget', ({ soleUser }) => {
  it('answers 429 with Retry-After after too many failed logins from one address', async () => {
    const throttled = await startTestService({ failedLoginsPerMinute: 5, soleUser });
    try {
      const { email, key } = throttled.fixture.users.worker1;
      const wrong = { ...APP, 'X-ServiceApiUser': email, 'X-ServiceApiKey': 'wrong-key' };
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await raw(throttled, 'GET', '/api/v2/surcharges', wrong)).status).toBe(401);
      }
      const sixth = await raw(throttled, 'GET', '/api/v2/surcharges', wrong);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({
        error: { code: 429, message: 'Too many failed sign-in attempts. Try again later.' },
      });
      expect(sixth.headers.get('retry-after')).toBe('60');

      // In-process requests all come from the address 'local', which is now throttled as a whole.
      const right = { ...APP, 'X-ServiceApiUser': email, 'X-ServiceApiKey': key };
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', right)).status).toBe(429);
      const otherUser = { ...APP, ...credentials('owner') };
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', otherUser)).status).toBe(429);

      // Another address is not locked out: the right key works there, a wrong one is a plain 401.
      const elsewhere = { incoming: { socket: { remoteAddress: '192.0.2.7' } } };
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', right, undefined, elsewhere)).status).toBe(
        200,
      );
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', wrong, undefined, elsewhere)).status).toBe(
        401,
      );

      // Retry-After counts whole seconds until the oldest failure leaves the one-minute window.
      throttled.clock.set('2026-11-21T10:00:01.500Z');
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', right)).headers.get('retry-after')).toBe(
        '59',
      );
      throttled.clock.set('2026-11-21T10:01:00.001Z');
      expect((await raw(throttled, 'GET', '/api/v2/surcharges', right)).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('answers 429 with Retry-After once a user spends the per-minute request budget', async () => {
    const limited = await startTestService({ requestsPerMinute: 3, failedLoginsPerMinute: 100, soleUser });
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await limited.request('GET', '/api/v2/surcharges', { as: 'worker1' })).status).toBe(200);
      }
      const before = await snapshot(limited.db, ['lumpsum_services']);
      limited.clock.set('2026-11-21T10:00:00.400Z');
      const over = await limited.request('GET', '/api/v2/surcharges', { as: 'worker1' });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ error: { code: 429, message: 'Too many requests. Try again later.' } });
      expect(over.headers.get('retry-after')).toBe('60');
      expect(
        (
          await limited.request('POST', '/api/v2/lumpsumservices', {
            as: 'worker1',
            body: { name: 'x', price: 1 },
          })
        ).status,
      ).toBe(429);
      expect(await snapshot(limited.db, ['lumpsum_services'])).toEqual(before);
      // Other users keep their own budget.
      expect((await limited.request('GET', '/api/v2/surcharges', { as: 'worker2' })).status).toBe(200);
      limited.clock.set('2026-11-21T10:01:00.001Z');
      expect((await limited.request('GET', '/api/v2/surcharges', { as: 'worker1' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  const proxies = new Set(['10.0.0.5', '10.0.0.6']);

  it('takes the last X-Forwarded-For hop that is not a trusted proxy, when a trusted proxy sent it', () => {
    expect(addressFrom('10.0.0.5', '198.51.100.9', proxies)).toBe('198.51.100.9');
    expect(addressFrom('::ffff:10.0.0.5', '203.0.113.1, 198.51.100.9, 10.0.0.6', proxies)).toBe(
      '198.51.100.9',
    );
    expect(addressFrom('10.0.0.5', '10.0.0.6', proxies)).toBe('10.0.0.6');
  });

  it('ignores X-Forwarded-For from anyone else, and without one keeps the peer', () => {
    expect(addressFrom('198.51.100.9', '203.0.113.1', proxies)).toBe('198.51.100.9');
    expect(addressFrom('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
    expect(addressFrom('10.0.0.5', '203.0.113.1', new Set())).toBe('10.0.0.5');
  });

  it('cuts a hop longer than any address', () => {
    expect(addressFrom('10.0.0.5', 'x'.repeat(5000), proxies)).toHaveLength(64);
  });
});

describe('oversized and doubled credentials', () => {
  it('answers 401 quickly to a 64 KB key without comparing it', async () => {
    const compare = vi.mocked(timingSafeEqual);
    compare.mockClear();
    const started = performance.now();
    const response = await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': service.fixture.users.owner.email,
      'X-ServiceApiKey': 'k'.repeat(64 * 1024),
    });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
    expect(compare).not.toHaveBeenCalled();
    expect(elapsed).toBeLessThan(250);
  });

  it('answers 401 to two user headers joined by a comma', async () => {
    const response = await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': `${service.fixture.users.worker1.email}, ${service.fixture.users.owner.email}`,
      'X-ServiceApiKey': service.fixture.users.owner.key,
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('answers 401 to two key headers joined by a comma', async () => {
    const { email, key } = service.fixture.users.owner;
    const response = await raw(service, 'GET', '/api/v2/customers', {
      ...APP,
      'X-ServiceApiUser': email,
      'X-ServiceApiKey': `${key}, ${key}`,
    });
    expect(response.status).toBe(401);
  });
});

describe('application header', () => {
  const badHeader = {
    error: {
      code: 400,
      message: 'The header X-Service-External-Application must be "<name>;<email>".',
      fields: ['X-Service-External-Application'],
    },
  };

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a semicolon', 'tests tests@example.com'],
    ['with an empty name', ';tests@example.com'],
    ['with a blank name', '   ;tests@example.com'],
    ['with an empty e-mail', 'tests;'],
    ['with two semicolons', 'tests;a@example.com;b'],
    ['longer than 200 characters', `${'a'.repeat(190)};tests@example.com`],
  ])('answers 400 naming the header when it is %s, and changes nothing', async (_, value) => {
    const headers: Record<string, string> = credentials('manager');
    if (value !== undefined) headers['X-Service-External-Application'] = value;
    const before = await snapshot(service.db, tables);
    const response = await raw(service, 'POST', '/api/v2/lumpsumservices', headers, {
      name: 'App',
      price: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badHeader);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('accepts a header of exactly 200 characters', async () => {
    const value = `${'a'.repeat(200 - ';tests@example.com'.length)};tests@example.com`;
    expect(value).toHaveLength(200);
    const response = await raw(service, 'GET', '/api/v2/surcharges', {
      ...credentials('worker1'),
      'X-Service-External-Application': value,
    });
    expect(response.status).toBe(200);
  });

  it('checks credentials before the application header', async () => {
    const response = await raw(service, 'GET', '/api/v2/customers', {
      'X-Service-External-Application': 'x',
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
    const wrongKey = await raw(service, 'GET', '/api/v2/customers', {
      'X-ServiceApiUser': service.fixture.users.owner.email,
      'X-ServiceApiKey': 'wrong',
    });
    expect(wrongKey.body).toEqual(unauthorized);
  });

  it('checks the application header before rights', async () => {
    const response = await raw(service, 'POST', '/api/v2/lumpsumservices', credentials('worker1'), {
      name: 'x',
      price: 1,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(badHeader);
  });
});

describe('lump sum service rows made in this file', () => {
  it('were written only by the requests that were allowed to', async () => {
    const rows = await service.db.select({ name: lumpsumServices.name }).from(lumpsumServices);
    expect(rows.map((row) => row.name).sort()).toEqual(['Demotion', 'Via Basic']);
  });
});
