import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './db/client.ts';
import { createServerDatabase, type ServerDatabase } from './testing/server-database.ts';
import { ownerHeaders, SPAWNED_KEY, type SpawnedService, spawnService } from './testing/spawned-service.ts';

/**
 * Two service processes on one PostgreSQL database, as behind a load balancer
 * (docs/operations.md#several-instances): every company-wide rule holds with the requests spread over
 * both. The file runs only when `DATABASE_URL` names a PostgreSQL server (vitest.config.ts), since
 * PGlite serves one process.
 */

const FAILED_LOGINS_PER_MINUTE = 10;
const REQUESTS_PER_MINUTE = 60;
const FIRST_PORT = 8744;
const DEMO_PASSWORD = 'one password for two processes';
const dataDir = join(tmpdir(), `stint-two-processes-${process.pid}`);

let database: ServerDatabase;
let services: SpawnedService[] = [];
let references: { customers_id: number; services_id: number };

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers, as the harness does
type Answer = { status: number; headers: Headers; body: any };

/** What a browser signed in with a password sends: the session cookie and the CSRF header. */
const byCookie = (cookie: string) => ({
  'X-Service-External-Application': ownerHeaders['X-Service-External-Application'],
  Cookie: `stint_session=${cookie}`,
  'X-Requested-With': 'stint',
});

/**
 * A request to process `index` (0 or 1), as the owner unless `headers` sign in as someone else, or
 * with `cookie` (a session cookie, or null for no credentials at all) in place of the owner's key.
 */
async function send(
  index: number,
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; cookie?: string | null } = {},
): Promise<Answer> {
  const service = services[index % services.length] as SpawnedService;
  const credentials =
    init.cookie === undefined
      ? ownerHeaders
      : init.cookie === null
        ? { 'X-Service-External-Application': ownerHeaders['X-Service-External-Application'] }
        : byCookie(init.cookie);
  const answer = await fetch(`http://127.0.0.1:${service.port}/api${path}`, {
    method,
    headers: {
      ...credentials,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, body: text ? JSON.parse(text) : {} };
}

const signedInAs = (email: string) => ({ 'X-ServiceApiUser': email, 'X-ServiceApiKey': SPAWNED_KEY });

async function userId(email: string): Promise<number> {
  const { body } = await send(0, 'GET', '/v2/users?items_per_page=1000');
  const user = (body.users as { id: number; email: string }[]).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

async function query<Row>(statement: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  database = await createServerDatabase(process.env.DATABASE_URL as string, 'stint_two');
  const env = {
    DATABASE_URL: database.url,
    AUTH_FAIL_LIMIT: String(FAILED_LOGINS_PER_MINUTE),
    RATE_LIMIT: String(REQUESTS_PER_MINUTE),
    // The tests' requests come from here, and stand for clients behind a load balancer.
    TRUSTED_PROXIES: '127.0.0.1',
    DEMO_PASSWORD,
  };
  // Started together on the empty database: both would migrate and seed it, were it not for the lock.
  const started = await Promise.allSettled(
    [0, 1].map((index) => spawnService(FIRST_PORT + index, join(dataDir, String(index)), env)),
  );
  // Kept even when the other failed to start, so that afterAll stops it.
  services = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  const { body: customers } = await send(0, 'GET', '/v2/customers?filter[active]=true&items_per_page=1');
  const { body: catalogue } = await send(1, 'GET', '/services');
  references = {
    customers_id: customers.customers[0].id,
    services_id: catalogue.services.find((service: { active: boolean }) => service.active).id,
  };
}, 90_000);

afterAll(async () => {
  await Promise.all(services.map((service) => service.kill('SIGTERM')));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const migrationsInRepository = readMigrationFiles({ migrationsFolder }).length;

describe('two service processes on one PostgreSQL database', () => {
  it('migrate and seed the database once when they start at the same time', async () => {
    const seeded = services.filter((service) => service.output().includes('Seeded the demo company'));
    expect(seeded).toHaveLength(1);
    // Every migration the repository holds, each applied once however many processes raced for it.
    expect(await query('select count(*)::int as applied from drizzle.__drizzle_migrations')).toEqual([
      { applied: migrationsInRepository },
    ]);
    const [first, second] = await Promise.all([0, 1].map((index) => send(index, 'GET', '/v2/users')));
    expect(first?.body.users.length).toBeGreaterThan(0);
    expect(second?.body).toEqual(first?.body);
  });

  it('throttle failed sign-ins at the company-wide limit, one after another and all at once', async () => {
    const wrong = (client: string) => ({
      ...signedInAs('owner@example.com'),
      'X-ServiceApiKey': 'wrong-key',
      'X-Forwarded-For': client,
    });
    const oneByOne: number[] = [];
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_MINUTE + 2; attempt++) {
      oneByOne.push((await send(attempt, 'GET', '/v2/customers', { headers: wrong('198.51.100.1') })).status);
    }
    expect(oneByOne).toEqual([...Array(FAILED_LOGINS_PER_MINUTE).fill(401), 429, 429]);
    // The right key from the throttled client waits too, on either process; other clients do not.
    const right = { ...signedInAs('owner@example.com'), 'X-Forwarded-For': '198.51.100.1' };
    const rightAnswers = await Promise.all(
      [0, 1].map((index) => send(index, 'GET', '/v2/customers', { headers: right })),
    );
    expect(statuses(rightAnswers)).toEqual([429, 429]);
    expect(Number(rightAnswers[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = { ...right, 'X-Forwarded-For': '198.51.100.2' };
    expect((await send(1, 'GET', '/v2/customers', { headers: elsewhere })).status).toBe(200);

    const atOnce = await Promise.all(
      Array.from({ length: 3 * FAILED_LOGINS_PER_MINUTE }, (_, index) =>
        send(index, 'GET', '/v2/customers', { headers: wrong('198.51.100.3') }),
      ),
    );
    const counted = statuses(atOnce);
    expect(counted.filter((status) => status === 401)).toHaveLength(FAILED_LOGINS_PER_MINUTE);
    expect(counted.filter((status) => status === 429)).toHaveLength(2 * FAILED_LOGINS_PER_MINUTE);
  });

  it('hold each user to one request budget across both processes', async () => {
    const headers = signedInAs('piotr.kowalski@example.com');
    const answers = await Promise.all(
      Array.from({ length: REQUESTS_PER_MINUTE + 20 }, (_, index) =>
        send(index, 'GET', '/v2/surcharges', { headers }),
      ),
    );
    const counted = statuses(answers);
    expect(counted.filter((status) => status === 200)).toHaveLength(REQUESTS_PER_MINUTE);
    expect(counted.filter((status) => status === 429)).toHaveLength(20);
    const [first, second] = await Promise.all(
      [0, 1].map((index) => send(index, 'GET', '/v2/surcharges', { headers })),
    );
    expect([first?.status, second?.status]).toEqual([429, 429]);
    expect(Number(first?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('run a POST once when both get the same Idempotency-Key at once', async () => {
    for (let round = 0; round < 5; round++) {
      const text = `two-processes-${randomBytes(4).toString('hex')}`;
      const key = randomUUID();
      const body = {
        ...references,
        billable: 1,
        time_since: '2031-05-06T09:00:00Z',
        time_until: '2031-05-06T10:00:00Z',
        text,
      };
      const answers = await Promise.all(
        [0, 1].map((index) =>
          send(index, 'POST', '/v2/entries', { body, headers: { 'Idempotency-Key': key } }),
        ),
      );
      expect(statuses(answers)).toEqual([200, 200]);
      expect(answers[1]?.body.entry.id).toBe(answers[0]?.body.entry.id);
      const stored = await query(
        'select e.id from entries e join texts t on t.id = e.texts_id where t.text = $1',
        [text],
      );
      expect(stored).toEqual([{ id: answers[0]?.body.entry.id }]);
    }
  });

  it('leave one pending change request when one user files two for a day on both at once', async () => {
    // Elif's days lie behind her dynamic edit lock, so what she files waits for her boss.
    const elif = await userId('elif.demir@example.com');
    const headers = signedInAs('elif.demir@example.com');
    for (const date of ['2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06', '2025-02-07']) {
      const answers = await Promise.all(
        ['09', '10'].map((hour, index) =>
          send(index, 'POST', '/v2/workTimes/changeRequests', {
            headers,
            body: {
              date,
              users_id: elif,
              changes: [{ type: 1, time_since: `${date}T08:00:00Z`, time_until: `${date}T${hour}:00:00Z` }],
            },
          }),
        ),
      );
      expect(statuses(answers)).toEqual([200, 200]);
      for (const answer of answers) expect(answer.body.approved_immediately).toBe(false);
      const pending = await query<{ id: number }>(
        'select id from change_requests where users_id = $1 and date = $2 and status = 1',
        [elif, date],
      );
      expect(pending).toHaveLength(1);
      // The one filed second replaced the first, whichever process took it.
      const replaced = answers.map((answer) => answer.body.replaced_change_request?.id).filter(Boolean);
      const created = answers.map((answer) => answer.body.change_request.id);
      expect(replaced).toHaveLength(1);
      expect(created.filter((id) => id !== pending[0]?.id)).toEqual(replaced);
    }
  });

  it('let one of two clock-ins sent to both at once start the work clock, and the other get 409', async () => {
    const sophie = await userId('sophie.mueller@example.com');
    const headers = signedInAs('sophie.mueller@example.com');
    // Late taps (`at`) a few minutes back give each round its own stretch of time.
    const base = Math.floor(Date.now() / 60_000) * 60_000 - 15 * 60_000;
    const minute = (offset: number) => new Date(base + offset * 60_000).toISOString().replace('.000', '');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [0, 1].map((index) =>
          send(index, 'POST', `/v2/workTimes/clock?at=${minute(2 * round)}`, { headers }),
        ),
      );
      expect(statuses(answers)).toEqual([200, 409]);
      const running = await query<{ users_id: number }>(
        'select users_id from work_clocks where users_id = $1',
        [sophie],
      );
      expect(running).toHaveLength(1);
      // Either process sees the one clock and ends it.
      const ended = await send(1 - (round % 2), 'DELETE', `/v2/workTimes/clock?at=${minute(2 * round + 1)}`, {
        headers,
      });
      expect(ended.status).toBe(200);
      expect(await query('select users_id from work_clocks where users_id = $1', [sophie])).toHaveLength(0);
    }
  });

  it('refuse the second of two overlapping absences sent to both at once', async () => {
    const lukas = await userId('lukas.schneider@example.com');
    const headers = signedInAs('lukas.schneider@example.com');
    for (const month of ['03', '04', '05', '06', '07']) {
      const answers = await Promise.all([
        send(0, 'POST', '/absences', {
          headers,
          body: { type: 1, date_since: `2031-${month}-02`, date_until: `2031-${month}-04` },
        }),
        send(1, 'POST', '/absences', {
          headers,
          body: { type: 1, date_since: `2031-${month}-03`, date_until: `2031-${month}-05` },
        }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const stored = await query(
        'select id from absences where users_id = $1 and date_since between $2 and $3',
        [lukas, `2031-${month}-01`, `2031-${month}-28`],
      );
      expect(stored).toHaveLength(1);
    }
  });

  it('accept one of two PUTs that carry the same If-Match', async () => {
    const id = references.customers_id;
    for (let round = 0; round < 5; round++) {
      const seen = await send(round, 'GET', `/v2/customers/${id}`);
      const etag = seen.headers.get('etag') as string;
      const names = [0, 1].map((index) => `Two processes ${round}-${index}`);
      const answers = await Promise.all(
        names.map((name, index) =>
          send(index, 'PUT', `/v2/customers/${id}`, { body: { name }, headers: { 'If-Match': etag } }),
        ),
      );
      expect(statuses(answers)).toEqual([200, 412]);
      const winner = names[answers.findIndex((answer) => answer.status === 200)];
      expect(await query('select name from customers where id = $1', [id])).toEqual([{ name: winner }]);
    }
  });

  it('share sessions: a cookie from one works on the other, and signing out on either ends it on both', async () => {
    const email = 'hannah.weber@example.com';
    const signIn = async (index: number) => {
      const answer = await send(index, 'POST', '/session', {
        cookie: null,
        body: { email, password: DEMO_PASSWORD },
      });
      expect(answer.status).toBe(200);
      const cookie = answer.headers.get('set-cookie')?.match(/stint_session=([^;]+)/)?.[1];
      expect(cookie).toBeDefined();
      return { cookie: cookie as string, id: answer.body.session.id as number };
    };
    const first = await signIn(0);
    const me = await send(1, 'GET', '/v2/aggregates/users/me', { cookie: first.cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    const listed = await send(1, 'GET', '/sessions', { cookie: first.cookie });
    expect(listed.body.sessions).toEqual([expect.objectContaining({ id: first.id, current: true })]);
    expect((await send(1, 'DELETE', '/session', { cookie: first.cookie })).status).toBe(200);
    expect((await send(0, 'GET', '/sessions', { cookie: first.cookie })).status).toBe(401);

    // One browser ends another's session on the other process.
    const [here, there] = [await signIn(1), await signIn(0)];
    expect((await send(1, 'DELETE', `/sessions/${there.id}`, { cookie: here.cookie })).status).toBe(200);
    expect((await send(0, 'GET', '/sessions', { cookie: there.cookie })).status).toBe(401);
    expect((await send(0, 'GET', '/sessions', { cookie: here.cookie })).status).toBe(200);
  });

  it('send each queued mail once, by one of the two', async () => {
    // The absences filed above notified their approvers; both processes' queues drained the outbox.
    const unsent = async () =>
      (
        await query<{ count: number }>('select count(*)::int as count from mail_outbox where sent_at is null')
      )[0]?.count;
    for (let waited = 0; (await unsent()) !== 0 && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await unsent()).toBe(0);
    const [sent] = await query<{ count: number }>('select count(*)::int as count from mail_outbox');
    expect(sent?.count).toBeGreaterThan(0);
    const written = [0, 1].flatMap((index) => {
      const outbox = join(dataDir, String(index), 'outbox');
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    });
    expect(written).toHaveLength(sent?.count as number);
  });
});
