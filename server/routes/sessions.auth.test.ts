import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { sessions } from '../db/sign-in-schema.ts';
import { hashApiKey } from '../secrets.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';
import { mailedToken, signIn, withCookie, workerWithPassword } from '../testing/sign-in.ts';

/*
 * The authentication cases the API keys are held to (auth.test.ts), for the session cookie and the
 * password: missing, malformed and unknown credentials, equal answers, what is stored, stale rights,
 * mixed credentials, throttling, e-mail matching and the security log.
 */

const PASSWORD = 'correct horse battery staple';
const TABLES = ['users', 'customers', 'sessions', 'password_links'];

let service: TestService;
const log = capturedLog();

beforeAll(async () => {
  // Many failures on purpose: the throttle has tests of its own below.
  service = await startTestService({ logger: log.logger, failedLoginsPerMinute: 10_000 });
});
afterAll(async () => {
  await service?.close();
});

const setUser = (id: number, body: Record<string, unknown>, version: number) =>
  service.request('PUT', `/api/v2/users/${id}`, { body, headers: { 'If-Match': `"${version}"` } });

describe('session cookies that name no session', () => {
  it.each([
    ['empty', ''],
    ['unknown', 'A'.repeat(43)],
    ['not a token', 'not a session; at all'],
    ['badly percent-encoded', '%E0%A4%A'],
  ])('answers an %s cookie 401 with the body of no credentials, changing nothing', async (_, cookie) => {
    const none = await service.request('POST', '/api/v2/customers', { as: null, body: { name: 'X' } });
    expect(none.status).toBe(401);
    const refused = await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/v2/customers',
      withCookie(cookie, { body: { name: 'Nobody’s customer' } }),
      401,
    );
    expect(refused.body).toEqual(none.body);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('answers a 64 KB cookie 401 quickly, without looking it up', async () => {
    const start = performance.now();
    const refused = await service.request('GET', '/api/sessions', withCookie('x'.repeat(65_536)));
    expect(refused.status).toBe(401);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it('logs a refused cookie as a failed sign-in, never the cookie', async () => {
    const cookie = `${'B'.repeat(40)}xyz`;
    log.clear();
    await service.request('GET', '/api/sessions', withCookie(cookie));
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ event: 'auth_failed', credential: 'session', outcome: 401 }),
    );
    expect(log.text()).not.toContain(cookie);
  });
});

describe('an unknown e-mail and a wrong password', () => {
  it('get the same status, body and headers, after as long', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const attempt = async (address: string) => {
      const start = performance.now();
      const response = await service.request('POST', '/api/session', {
        as: null,
        body: { email: address, password: 'not the password at all' },
      });
      return { response, ms: performance.now() - start };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      const a = await attempt(email);
      const b = await attempt(`nobody-${round}@test.example`);
      wrong.push(a.ms);
      unknown.push(b.ms);
      expect(b.response.status).toBe(401);
      expect(b.response.body).toEqual(a.response.body);
      const headers = (response: typeof a.response) =>
        [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name));
      expect(headers(b.response)).toEqual(headers(a.response));
    }
    const median = (times: number[]) => [...times].sort((x, y) => x - y)[2] as number;
    // An unknown e-mail costs an Argon2 run as well: skipping it would answer many times faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 2);
  });
});

describe('what is stored and answered', () => {
  it('keeps only the SHA-256 of the session id and an Argon2id hash of the password, and answers neither', async () => {
    const { id, email } = await workerWithPassword(service, PASSWORD);
    const { cookie, response } = await signIn(service, email, PASSWORD);
    const stored = await service.db.select().from(sessions).where(eq(sessions.usersId, id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashApiKey(cookie)]);
    expect(JSON.stringify(stored)).not.toContain(cookie);
    const [user] = await service.db.select().from(users).where(eq(users.id, id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    const answers = [
      response,
      await service.request('GET', '/api/sessions', withCookie(cookie)),
      await service.request('GET', '/api/v2/aggregates/users/me', withCookie(cookie)),
      await service.request('GET', `/api/v2/users/${id}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(cookie);
      expect(text).not.toContain(hashApiKey(cookie));
      expect(text).not.toContain('argon2');
    }
  });
});

describe('stale sessions', () => {
  it('ends a deactivated user’s sessions, which reactivating them does not bring back', async () => {
    const { id, email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    log.clear();
    expect((await setUser(id, { active: false }, 1)).status).toBe(200);
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ event: 'session_revoked', user: id, sessions: 1, reason: 'deactivated' }),
    );
    await expectRefused(service, TABLES, 'GET', '/api/sessions', withCookie(cookie), 401);
    expect((await setUser(id, { active: true }, 2)).status).toBe(200);
    expect((await service.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(401);
    expect(await service.db.select().from(sessions).where(eq(sessions.usersId, id))).toEqual([]);
  });

  it('applies a demotion to the next request by cookie', async () => {
    const { id, email } = await workerWithPassword(service, PASSWORD);
    expect((await setUser(id, { role: 'manager' }, 1)).status).toBe(200);
    const { cookie } = await signIn(service, email, PASSWORD);
    const add = () => withCookie(cookie, { body: { name: `Customer of ${email}` } });
    expect((await service.request('POST', '/api/v2/customers', add())).status).toBe(200);
    expect((await setUser(id, { role: 'worker' }, 2)).status).toBe(200);
    await expectRefused(service, TABLES, 'POST', '/api/v2/customers', add(), 403);
  });

  it('refuses a reset link used a second time, keeping the password the first use set', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    await service.request('POST', '/api/password/reset', { as: null, body: { email } });
    const token = await mailedToken(service, email);
    const use = (password: string) => ({ as: null, body: { token, password } });
    expect((await service.request('POST', '/api/password/link', use('the rightful new one'))).status).toBe(
      200,
    );
    await expectRefused(service, TABLES, 'POST', '/api/password/link', use('a thief’s password'), 400, [
      'token',
    ]);
    await signIn(service, email, 'the rightful new one');
  });
});

describe('a cookie beside other credentials', () => {
  it('judges API-key headers alone when both come: a wrong key is not saved by a good cookie', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    const both = (key?: string) => ({
      as: 'worker1' as const,
      headers: { Cookie: `stint_session=${cookie}`, ...(key ? { 'X-ServiceApiKey': key } : {}) },
    });
    await expectRefused(service, TABLES, 'GET', '/api/v2/aggregates/users/me', both('a-wrong-key'), 401);
    const me = await service.request('GET', '/api/v2/aggregates/users/me', both());
    expect(me.body.user.email).toBe(service.fixture.users.worker1.email);
  });

  it('still needs the application header', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    const options = withCookie(cookie, { body: { name: 'Headerless customer' } });
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/v2/customers',
      { ...options, headers: { ...options.headers, 'X-Service-External-Application': '' } },
      400,
      ['X-Service-External-Application'],
    );
  });
});

describe('the e-mail at sign-in', () => {
  it('matches ASCII case-insensitively, and nothing else', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    await signIn(service, email.toUpperCase(), PASSWORD);
    const fullWidth = email.replace('s', 'ｓ');
    for (const address of [`${email} `, ` ${email}`, fullWidth]) {
      const refused = await service.request('POST', '/api/session', {
        as: null,
        body: { email: address, password: PASSWORD },
      });
      expect(refused.status, address).toBe(401);
    }
  });
});

describe('cookie attributes', () => {
  it('marks the cookie Secure behind a proxy that ends TLS, when APP_URL is https', async () => {
    const behindProxy = await startTestService({ appUrl: 'https://time.example.com' });
    try {
      const { email } = await workerWithPassword(behindProxy, PASSWORD);
      const { response, cookie } = await signIn(behindProxy, email, PASSWORD);
      expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
      const out = await behindProxy.request('DELETE', '/api/session', withCookie(cookie));
      expect(out.headers.get('set-cookie')).toMatch(/^stint_session=;.*Secure/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('throttling by cookie and by current password', () => {
  let throttled: TestService;
  const LIMIT = 3;
  beforeAll(async () => {
    throttled = await startTestService({ failedLoginsPerMinute: LIMIT });
  });
  afterAll(async () => {
    await throttled?.close();
  });
  const aMinuteLater = () =>
    throttled.clock.set(new Date(throttled.clock.now().getTime() + 61_000).toISOString());

  it('answers 429 after too many unknown cookies from a client, even to a good one, then lets it in', async () => {
    const { email } = await workerWithPassword(throttled, PASSWORD);
    const { cookie } = await signIn(throttled, email, PASSWORD);
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const guess = withCookie(`${'G'.repeat(42)}${attempt}`);
      expect((await throttled.request('GET', '/api/sessions', guess)).status).toBe(401);
    }
    const refused = await throttled.request('GET', '/api/sessions', withCookie(cookie));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    aMinuteLater();
    expect((await throttled.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(200);
  });

  it('answers 429 after too many wrong current passwords, even to the right one, changing nothing', async () => {
    aMinuteLater();
    const { email } = await workerWithPassword(throttled, PASSWORD);
    const { cookie } = await signIn(throttled, email, PASSWORD);
    const change = (current: string) =>
      withCookie(cookie, { body: { current_password: current, password: 'a guessed-at new passphrase' } });
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const wrong = await throttled.request('PUT', '/api/password', change(`wrong guess ${attempt}`));
      expect(wrong.status).toBe(400);
    }
    const refused = await expectRefused(throttled, TABLES, 'PUT', '/api/password', change(PASSWORD), 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    aMinuteLater();
    expect((await throttled.request('PUT', '/api/password', change(PASSWORD))).status).toBe(200);
  });
});
