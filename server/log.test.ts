import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { Db } from './db/client.ts';
import { customers } from './db/schema.ts';
import { mailOutbox } from './db/upkeep-schema.ts';
import { levelFromEnv, loggedTarget, requestIdFrom } from './log.ts';
import { createMailQueue, queueMail } from './mail-queue.ts';
import type { Mailer } from './mailer.ts';
import { capturedLog } from './testing/captured-log.ts';
import { startTestService, type TestService } from './testing/harness.ts';

const APP = 'log-tests;ops@example.com';
const CLIENT_IP = '203.0.113.9';
const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let service: TestService;
const log = capturedLog();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  service = await startTestService();
  app = createApp({ db: service.db, clock: service.clock, mailer: service.mailer, logger: log.logger });
});
afterAll(() => service.close());
beforeEach(() => {
  log.clear();
});

/** A request as it arrives over the network, from `CLIENT_IP`. */
function send(target: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) {
  const env = { incoming: { socket: { remoteAddress: CLIENT_IP } } };
  return target.request(path, init, env as never);
}

function headersOf(who: 'owner' | 'worker1', extra: Record<string, string> = {}) {
  const { email, key } = service.fixture.users[who];
  return {
    'X-ServiceApiUser': email,
    'X-ServiceApiKey': key,
    'X-Service-External-Application': APP,
    ...extra,
  };
}

const basic = (email: string, key: string) => ({
  Authorization: `Basic ${Buffer.from(`${email}:${key}`).toString('base64')}`,
});

describe('the access line', () => {
  it('is one JSON line per request with who, what, how long and the answer, and never a key', async () => {
    const { id, email, key } = service.fixture.users.owner;
    const query = new URLSearchParams({ 'X-ServiceApiKey': key, 'X-ServiceApiUser': email, active: 'true' });
    const answers = [
      await send(app, '/api/v2/customers', { headers: headersOf('owner') }),
      await send(app, '/api/v2/customers', {
        headers: { 'X-Service-External-Application': APP, ...basic(email, key) },
      }),
      await send(app, `/api/v2/customers?${query}`, { headers: headersOf('owner') }),
    ];
    const requests = log.entries().filter((entry) => entry.event === 'request');
    expect(requests).toHaveLength(3);
    for (const [index, line] of requests.entries()) {
      expect(answers[index]?.status).toBe(200);
      expect(line).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/api/v2/customers',
        status: 200,
        userId: id,
        email,
        app: APP,
        ip: CLIENT_IP,
        requestId: answers[index]?.headers.get('x-request-id'),
      });
      expect(line.time).toMatch(isoUtc);
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(requests[2].query).toBe('X-ServiceApiKey=[redacted]&X-ServiceApiUser=[redacted]&active=true');
    expect(log.text()).not.toContain(key);
    expect(log.text()).not.toContain(Buffer.from(`${email}:${key}`).toString('base64'));
  });

  it('reports a key in the query string as a security event, without the key', async () => {
    const { email, key } = service.fixture.users.owner;
    const query = new URLSearchParams({ 'X-ServiceApiUser': email, 'X-ServiceApiKey': key });
    const response = await send(app, `/api/v2/customers?${query}`, {
      headers: { 'X-Service-External-Application': APP },
    });
    expect(response.status).toBe(401);
    const event = log.entries().find((entry) => entry.event === 'credentials_in_query');
    expect(event).toMatchObject({
      level: 'warn',
      app: APP,
      ip: CLIENT_IP,
      outcome: 'ignored',
      requestId: response.headers.get('x-request-id'),
    });
    expect(log.text()).not.toContain(key);
  });

  it('keeps a safe X-Request-Id from the client and replaces any other', async () => {
    const kept = await send(app, '/api/v2/customers', {
      headers: headersOf('owner', { 'X-Request-Id': 'trace-42.abc_DEF' }),
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.abc_DEF');
    for (const unsafe of ['two words', 'x'.repeat(65), '"quoted"', '']) {
      const replaced = await send(app, '/api/v2/customers', {
        headers: headersOf('owner', { 'X-Request-Id': unsafe }),
      });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(log.entries().map((entry) => entry.requestId)[0]).toBe('trace-42.abc_DEF');
  });

  it('hides the credential in a calendar feed address', () => {
    expect(loggedTarget(new URL('http://x/api/calendar/s3cret-token.ics'))).toEqual({
      path: '/api/calendar/[redacted]',
    });
  });
});

describe('security events', () => {
  it('logs a failed sign-in with the e-mail, application, address and outcome', async () => {
    const { email } = service.fixture.users.owner;
    const wrongKey = 'wrong-key-0123456789abcdef';
    const response = await send(app, '/api/v2/customers', {
      headers: {
        'X-ServiceApiUser': email,
        'X-ServiceApiKey': wrongKey,
        'X-Service-External-Application': APP,
      },
    });
    expect(response.status).toBe(401);
    const entries = log.entries();
    expect(entries.find((entry) => entry.event === 'auth_failed')).toEqual({
      level: 'warn',
      time: expect.stringMatching(isoUtc),
      requestId: response.headers.get('x-request-id'),
      event: 'auth_failed',
      email,
      app: APP,
      ip: CLIENT_IP,
      outcome: 401,
    });
    expect(entries.find((entry) => entry.event === 'request')).toMatchObject({ status: 401, userId: null });
    expect(log.text()).not.toContain(wrongKey);
  });

  it('logs a refused write as forbidden with the signed-in user', async () => {
    const response = await send(app, '/api/v2/customers', {
      method: 'POST',
      headers: headersOf('worker1', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Nope' }),
    });
    expect(response.status).toBe(403);
    expect(log.entries().find((entry) => entry.event === 'forbidden')).toMatchObject({
      level: 'warn',
      email: service.fixture.users.worker1.email,
      outcome: 403,
      requestId: response.headers.get('x-request-id'),
    });
  });
});

describe('refused writes', () => {
  it('are events with the record and the fields to blame, never the values sent', async () => {
    const [customer] = await service.db.insert(customers).values({ name: 'Versioned' }).returning();
    const stale = await send(app, `/api/v2/customers/${customer?.id}`, {
      method: 'PUT',
      headers: headersOf('owner', { 'Content-Type': 'application/json', 'If-Match': '"999"' }),
      body: JSON.stringify({ note: 'a private note' }),
    });
    expect(stale.status).toBe(412);
    const rights = await send(app, '/api/v2/customers', {
      method: 'POST',
      headers: headersOf('worker1', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Not mine', note: 'another note' }),
    });
    expect(rights.status).toBe(403);

    expect(log.entries().find((entry) => entry.event === 'write_refused')).toMatchObject({
      level: 'warn',
      outcome: 412,
      method: 'PUT',
      record: String(customer?.id),
      fields: [],
      requestId: stale.headers.get('x-request-id'),
    });
    expect(log.entries().find((entry) => entry.event === 'forbidden')).toMatchObject({
      outcome: 403,
      record: null,
    });
    expect(log.text()).not.toContain('private note');
    expect(log.text()).not.toContain('another note');
  });
});

describe('an unexpected error', () => {
  it('is logged once with its stack and the request id the answer carries', async () => {
    const failure = new Error('relation "secret_table" does not exist');
    const failingDb = new Proxy(service.db, {
      get(target, property, receiver) {
        if (property === 'transaction') return () => Promise.reject(failure);
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const failing = createApp({
      db: failingDb,
      clock: service.clock,
      mailer: service.mailer,
      logger: log.logger,
    });
    const [customer] = await service.db.insert(customers).values({ name: 'Unchanged' }).returning();
    const path = `/api/v2/customers/${customer?.id}`;
    const response = await send(failing, path, {
      method: 'PUT',
      headers: headersOf('owner', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Never stored' }),
    });
    expect(response.status).toBe(500);
    const body = await response.json();
    const requestId = body.error.request_id;
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect(JSON.stringify(body)).not.toContain('secret_table');
    const errors = log.entries().filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ event: 'unhandled', requestId, method: 'PUT', path });
    expect(errors[0].err.stack).toContain('secret_table');
    expect(log.entries().find((entry) => entry.event === 'request')).toMatchObject({
      status: 500,
      requestId,
    });
  });
});

describe('log injection', () => {
  it('keeps a value with a line break and a fake entry inside one JSON line', async () => {
    // Basic credentials end the e-mail at the first colon.
    const forged = 'nobody@example.com\r\n2026-11-24 INFO fake sign-in ok for owner@example.com';
    const note = encodeURIComponent('\n{"level":"info","event":"fake"}');
    const response = await send(app, `/api/v2/customers?note=${note}`, {
      headers: { 'X-Service-External-Application': APP, ...basic(forged, 'some-key') },
    });
    expect(response.status).toBe(401);
    const lines = log.text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.event)).toEqual(['auth_failed', 'request']);
    expect(entries[0].email).toBe(forged);
    expect(entries[1].query).toBe('note=\n{"level":"info","event":"fake"}');
  });
});

describe('the mail queue', () => {
  it('logs a failed delivery through the same logger, with the mail id and attempt', async () => {
    const refusing: Mailer = { deliver: () => Promise.reject(new Error('SMTP said no')) };
    const queue = createMailQueue({
      db: service.db,
      clock: service.clock,
      mailer: refusing,
      logger: log.logger,
    });
    await queueMail(
      service.db,
      [{ to: 'someone@example.com', subject: 'Hello', text: 'Hi' }],
      service.clock.now(),
    );
    await queue.drain();
    queue.stop();
    const [queued] = await service.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(log.entries()).toEqual([
      {
        level: 'warn',
        time: expect.stringMatching(isoUtc),
        event: 'mail_failed',
        mailId: queued?.id,
        attempts: 1,
        err: expect.objectContaining({ message: 'SMTP said no' }),
        msg: 'SMTP said no',
      },
    ]);
  });
});

describe('LOG_LEVEL', () => {
  it('picks the level from the environment, info by default and silent under Vitest', () => {
    expect(levelFromEnv({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(levelFromEnv({ LOG_LEVEL: ' WARN ' })).toBe('warn');
    expect(levelFromEnv({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(levelFromEnv({})).toBe('info');
    expect(levelFromEnv({ VITEST: 'true' })).toBe('silent');
    expect(levelFromEnv({ VITEST: 'true', LOG_LEVEL: 'info' })).toBe('info');
  });

  it('accepts only short safe request ids', () => {
    const generate = () => 'generated';
    expect(requestIdFrom('abc-123', generate)).toBe('abc-123');
    expect(requestIdFrom('abc\n123', generate)).toBe('generated');
    expect(requestIdFrom(undefined, generate)).toBe('generated');
  });
});
