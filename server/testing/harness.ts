import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { SessionTimeouts } from '../domain/sessions.ts';
import type { Logger } from '../log.ts';
import { createMailQueue } from '../mail-queue.ts';
import { createMailer } from '../mailer.ts';
import { answerProblems } from './answer-check.ts';
import { type Fixture, seedFixture } from './fixture.ts';
import { migratedPglite } from './migrated-image.ts';
import { createServerDatabase } from './server-database.ts';
import { snapshot } from './snapshot.ts';

export type Clock = { now(): Date; set(iso: string): void };

export function fixedClock(iso = '2026-11-21T10:00:00Z'): Clock {
  let current = new Date(iso);
  return { now: () => new Date(current), set: (next) => (current = new Date(next)) };
}

/**
 * A fresh database: in-memory PGlite started from a migrated image, or a new database on the server
 * named by `DATABASE_URL`.
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return migratedPglite();
  const server = await createServerDatabase(serverUrl, 'stint_test');
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

export type RequestOptions = {
  as?: keyof Fixture['users'] | null;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
};

/** The service in-process on a fresh, migrated database holding the test fixture. */
export async function startTestService(
  options: {
    failedLoginsPerMinute?: number;
    requestsPerMinute?: number;
    logger?: Logger;
    soleUser?: boolean;
    sessionTimeouts?: SessionTimeouts;
    appUrl?: string;
  } = {},
) {
  const database = await freshDatabase();
  const clock = fixedClock();
  const outboxDir = join(tmpdir(), `stint-outbox-${randomBytes(4).toString('hex')}`);
  const mailer = createMailer({ outboxDir });
  const fixture = await seedFixture(database.db, clock.now());
  const mailQueue = createMailQueue({ db: database.db, clock, mailer });
  // Every successful answer of every test is held to its declared shape, for whichever role asked.
  const answerFaults: string[] = [];
  const app = createApp({
    db: database.db,
    clock,
    mailer,
    mailQueue,
    checkAnswer: (operation, body) => {
      const problems = answerProblems(operation, body);
      if (problems.length > 0) answerFaults.push(JSON.stringify(problems));
    },
    ...options,
  });

  async function request(method: string, path: string, init: RequestOptions = {}) {
    const headers: Record<string, string> = { 'X-Service-External-Application': 'tests;tests@example.com' };
    const who = init.as === undefined ? 'owner' : init.as;
    if (who) {
      headers['X-ServiceApiUser'] = fixture.users[who].email;
      headers['X-ServiceApiKey'] = fixture.users[who].key;
    }
    let body: string | undefined;
    if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    }
    const response = await app.request(path, { method, headers: { ...headers, ...init.headers }, body });
    expect(answerFaults.splice(0), `the answer to ${method} ${path} as ${who}`).toEqual([]);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies; other answers (a calendar) stay text
    const json: any = text ? (isJson ? JSON.parse(text) : text) : null;
    return { status: response.status, headers: response.headers, body: json };
  }

  return {
    app,
    db: database.db,
    kind: database.kind,
    clock,
    mailer,
    mailQueue,
    outboxDir,
    fixture,
    request,
    async close() {
      // Waits for a drain still under way, so that nothing touches the database once it is closed.
      mailQueue.stop();
      await mailQueue.drain();
      await database.close();
    },
  };
}

export type TestService = Awaited<ReturnType<typeof startTestService>>;

/**
 * Sends a request that must be refused with `status` (and, when given, exactly these `fields`)
 * and asserts that none of `tables` changed.
 */
export async function expectRefused(
  service: TestService,
  tables: string[],
  method: string,
  path: string,
  options: RequestOptions | undefined,
  status: number,
  fields?: string[],
) {
  const before = await snapshot(service.db, tables);
  const response = await service.request(method, path, options);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  if (fields) expect(response.body.error.fields).toEqual(fields);
  expect(await snapshot(service.db, tables)).toEqual(before);
  return response;
}
