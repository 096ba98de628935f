import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';
import { sessionCookie, signIn, withCookie, workerWithPassword } from '../testing/sign-in.ts';

const PASSWORD = 'correct horse battery staple';
const TABLES = ['users', 'customers', 'sessions', 'password_links'];

let service: TestService;
const log = capturedLog();

beforeAll(async () => {
  service = await startTestService({ logger: log.logger });
});
afterAll(async () => {
  await service?.close();
});

describe('sessions: signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /api, not Secure over plain http', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { response } = await signIn(service, email, PASSWORD);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^stint_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');
    expect(response.body.session).toMatchObject({ current: true, created_at: '2026-11-21T10:00:00Z' });
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const response = await service.request('POST', 'https://time.example.com/api/session', {
      as: null,
      body: { email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('accepts the cookie in place of the API key for reads', async () => {
    const { email, id } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    const me = await service.request(
      'GET',
      '/api/v2/aggregates/users/me',
      withCookie(cookie, { csrf: false }),
    );
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id, email });
  });

  it('refuses a write by cookie without the X-Requested-With header (403), changing nothing', async () => {
    const manager = await workerWithPassword(service, PASSWORD);
    await service.request('PUT', `/api/v2/users/${manager.id}`, {
      body: { role: 'manager' },
      headers: { 'If-Match': '"1"' },
    });
    const { cookie } = await signIn(service, manager.email, PASSWORD);
    const refused = await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/v2/customers',
      withCookie(cookie, { body: { name: 'Cross-site customer' }, csrf: false }),
      403,
    );
    expect(refused.body.error.message).toContain('X-Requested-With');
    const allowed = await service.request(
      'POST',
      '/api/v2/customers',
      withCookie(cookie, { body: { name: 'Same-site customer' } }),
    );
    expect(allowed.status).toBe(200);
  });

  it('answers an unknown e-mail, a wrong password and a deactivated user identically', async () => {
    const { email, id } = await workerWithPassword(service, PASSWORD);
    const wrong = await service.request('POST', '/api/session', {
      as: null,
      body: { email, password: 'not the right password' },
    });
    const unknown = await service.request('POST', '/api/session', {
      as: null,
      body: { email: 'nobody-here@test.example', password: PASSWORD },
    });
    const edit = await service.request('PUT', `/api/v2/users/${id}`, {
      body: { active: false },
      headers: { 'If-Match': '"1"' },
    });
    expect(edit.status).toBe(200);
    const deactivated = await service.request('POST', '/api/session', {
      as: null,
      body: { email, password: PASSWORD },
    });
    for (const response of [wrong, unknown, deactivated]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.body).toEqual(wrong.body);
    }
  });

  it('gives a new session id at every sign-in and ends the one the browser held', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie: first } = await signIn(service, email, PASSWORD);
    const again = await service.request('POST', '/api/session', {
      ...withCookie(first),
      body: { email, password: PASSWORD },
    });
    expect(again.status).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await service.request('GET', '/api/sessions', withCookie(first))).status).toBe(401);
    expect((await service.request('GET', '/api/sessions', withCookie(second))).status).toBe(200);
  });

  it('logs the sign-in and the failure as security events, never the password', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    log.clear();
    await signIn(service, email, PASSWORD);
    await service.request('POST', '/api/session', {
      as: null,
      body: { email, password: 'a wrong password here' },
    });
    const events = log.entries().map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['sign_in', 'sign_in_failed']));
    expect(log.text()).not.toContain(PASSWORD);
    expect(log.text()).not.toContain('a wrong password here');
  });
});

describe('sessions: signing out', () => {
  it('ends the session and clears the cookie', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    const out = await service.request('DELETE', '/api/session', withCookie(cookie));
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^stint_session=;.*Max-Age=0/);
    expect((await service.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(401);
  });

  it('lists my sessions, marks the current one, and signs out everywhere', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie: here } = await signIn(service, email, PASSWORD);
    const { cookie: there } = await signIn(service, email, PASSWORD);
    const list = await service.request('GET', '/api/sessions', withCookie(here));
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const everywhere = await service.request('DELETE', '/api/sessions', withCookie(here));
    expect(everywhere.status).toBe(200);
    for (const cookie of [here, there]) {
      expect((await service.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(401);
    }
  });

  it('ends one of my sessions by its id, and answers another’s as an unknown one, ending nothing', async () => {
    const me = await workerWithPassword(service, PASSWORD);
    const other = await workerWithPassword(service, PASSWORD);
    const { cookie: here } = await signIn(service, me.email, PASSWORD);
    const { cookie: there, response: signedInThere } = await signIn(service, me.email, PASSWORD);
    const { cookie: theirs, response: signedInTheirs } = await signIn(service, other.email, PASSWORD);
    const path = (answer: typeof signedInThere) => `/api/sessions/${answer.body.session.id}`;
    const foreign = await expectRefused(
      service,
      TABLES,
      'DELETE',
      path(signedInTheirs),
      withCookie(here),
      404,
    );
    const unknown = await expectRefused(
      service,
      TABLES,
      'DELETE',
      '/api/sessions/99999',
      withCookie(here),
      404,
    );
    expect(foreign.body).toEqual(unknown.body);
    expect((await service.request('GET', '/api/sessions', withCookie(theirs))).status).toBe(200);

    log.clear();
    const ended = await service.request('DELETE', path(signedInThere), withCookie(here));
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true });
    // Another browser's session ended: this one's cookie stays.
    expect(ended.headers.get('set-cookie')).toBeNull();
    expect((await service.request('GET', '/api/sessions', withCookie(there))).status).toBe(401);
    const left = await service.request('GET', '/api/sessions', withCookie(here));
    expect(left.body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        event: 'session_revoked',
        email: me.email,
        session: signedInThere.body.session.id,
        reason: 'one',
      }),
    );
    expect(log.text()).not.toContain(there);
    expect(log.text()).not.toContain(here);
  });

  it('ends this session by its id too, clearing the cookie', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie, response } = await signIn(service, email, PASSWORD);
    const ended = await service.request(
      'DELETE',
      `/api/sessions/${response.body.session.id}`,
      withCookie(cookie),
    );
    expect(ended.status).toBe(200);
    expect(ended.headers.get('set-cookie')).toMatch(/^stint_session=;.*Max-Age=0/);
    expect((await service.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(401);
  });

  it('refuses ending a session by cookie without X-Requested-With, and one of the path that is no id', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie: here } = await signIn(service, email, PASSWORD);
    const { response: there } = await signIn(service, email, PASSWORD);
    const path = `/api/sessions/${there.body.session.id}`;
    await expectRefused(service, TABLES, 'DELETE', path, withCookie(here, { csrf: false }), 403);
    await expectRefused(service, TABLES, 'DELETE', '/api/sessions/0', withCookie(here), 404);
    await expectRefused(service, TABLES, 'DELETE', '/api/sessions/abc', withCookie(here), 404);
  });

  it('ends a session unused for the idle time-out, and any session after the absolute one', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie: idle } = await signIn(service, email, PASSWORD);
    const { cookie: busy } = await signIn(service, email, PASSWORD);
    const start = service.clock.now().getTime();
    const at = (minutes: number) => service.clock.set(new Date(start + minutes * 60_000).toISOString());
    try {
      at(29);
      expect((await service.request('GET', '/api/sessions', withCookie(busy))).status).toBe(200);
      at(31);
      expect((await service.request('GET', '/api/sessions', withCookie(idle))).status).toBe(401);
      // Used every 25 minutes, the busy one lasts until 12 hours after it began.
      for (let minutes = 50; minutes < 12 * 60; minutes += 25) {
        at(minutes);
        expect((await service.request('GET', '/api/sessions', withCookie(busy))).status).toBe(200);
      }
      at(12 * 60);
      expect((await service.request('GET', '/api/sessions', withCookie(busy))).status).toBe(401);
    } finally {
      service.clock.set(new Date(start).toISOString());
    }
  });
});

describe('sessions: throttling', () => {
  it('answers 429 after too many failed sign-ins, even to the right password, then lets it in', async () => {
    const throttled = await startTestService({ failedLoginsPerMinute: 3 });
    try {
      const { email } = await workerWithPassword(throttled, PASSWORD);
      for (let attempt = 0; attempt < 3; attempt++) {
        const failed = await throttled.request('POST', '/api/session', {
          as: null,
          body: { email, password: `wrong password ${attempt}` },
        });
        expect(failed.status).toBe(401);
      }
      const refused = await throttled.request('POST', '/api/session', {
        as: null,
        body: { email, password: PASSWORD },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      throttled.clock.set(new Date(throttled.clock.now().getTime() + 61_000).toISOString());
      await signIn(throttled, email, PASSWORD);
    } finally {
      await throttled.close();
    }
  });
});
