import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, type ServerDatabase } from './testing/server-database.ts';
import { ownerHeaders, type SpawnedService, spawnService } from './testing/spawned-service.ts';

/**
 * Nothing acknowledged is lost, and nothing is stored twice, when the service is killed mid-write
 * (docs/interface.md#wire-format): the real service as a process on a PGlite folder, or on a fresh
 * database of the PostgreSQL server that `DATABASE_URL` names.
 */

const PORT = 8722;
const WRITERS = 10;
const WRITE_MS = 2_000;
/** On a busy machine the writers run on until each kind has this many answers, at most `MAX_WRITE_MS`. */
const MIN_ACKNOWLEDGED = WRITERS;
const MAX_WRITE_MS = 20_000;
const api = `http://127.0.0.1:${PORT}/api`;
const prefix = `crash-${randomBytes(4).toString('hex')}-`;
// All entries lie on one day far from the demo company's own, so the read-back lists only these.
const day = { since: '2031-03-04T00:00:00Z', until: '2031-03-05T00:00:00Z' };

const dataDir = join(tmpdir(), `stint-crash-tests-${process.pid}`);
let serverDatabase: ServerDatabase | undefined;
let serviceEnv: Record<string, string> = {};
let service: SpawnedService;
let references: { customers_id: number; services_id: number };

/**
 * The figures go straight to stdout: the test config silences the console of passing tests, and these
 * should show in every run.
 */
function report(title: string, figures: Record<string, number>) {
  const database = serverDatabase ? 'PostgreSQL' : 'PGlite';
  const listed = Object.entries(figures).map(([name, value]) => `${name} ${value}`);
  process.stdout.write(`crash test on ${database}, ${title}: ${listed.join(', ')}\n`);
}

async function getJson(path: string) {
  const answer = await fetch(`${api}${path}`, { headers: ownerHeaders, signal: AbortSignal.timeout(10_000) });
  expect(answer.status).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    serverDatabase = await createServerDatabase(serverUrl, 'stint_crash');
    serviceEnv = { DATABASE_URL: serverDatabase.url };
  }
  service = await spawnService(PORT, dataDir, serviceEnv);
  const { customers } = await getJson('/v2/customers?filter[active]=true&items_per_page=1');
  const { services } = await getJson('/services');
  references = {
    customers_id: customers[0].id,
    services_id: services.find((service: { active: boolean }) => service.active).id,
  };
}, 60_000);

afterAll(async () => {
  await service?.kill('SIGTERM');
  await serverDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Post = {
  marker: string;
  key?: string;
  /** Undefined while no answer came (the service died first). */
  status?: number;
  id?: number;
};

const acknowledged = (post: Post) => post.status !== undefined && post.status >= 200 && post.status < 300;

async function postEntry(post: Post): Promise<{ status: number; id?: number }> {
  const answer = await fetch(`${api}/v2/entries`, {
    method: 'POST',
    headers: {
      ...ownerHeaders,
      'Content-Type': 'application/json',
      ...(post.key ? { 'Idempotency-Key': post.key } : {}),
    },
    body: JSON.stringify({
      ...references,
      billable: 1,
      time_since: '2031-03-04T09:00:00Z',
      time_until: '2031-03-04T10:00:00Z',
      text: post.marker,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await answer.json();
  return { status: answer.status, id: body.entry?.id };
}

/**
 * `count` concurrent loops posting entries with unique markers, each stopping at its first post that
 * gets no answer (the service is killed meanwhile).
 */
function writers(phase: string, count: number, withKeys: boolean): { posts: Post[]; done: Promise<unknown> } {
  const posts: Post[] = [];
  const writer = async (writerIndex: number) => {
    for (let sequence = 0; ; sequence++) {
      const post: Post = {
        marker: `${prefix}${phase}-${writerIndex}-${sequence}`,
        key: withKeys ? randomUUID() : undefined,
      };
      posts.push(post);
      try {
        Object.assign(post, await postEntry(post));
      } catch {
        return;
      }
    }
  };
  return { posts, done: Promise.all(Array.from({ length: count }, (_, writerIndex) => writer(writerIndex))) };
}

/** Marker → ids of the stored entries whose text is that marker, for every text starting with `start`. */
async function storedMarkers(start: string): Promise<Map<string, number[]>> {
  const stored = new Map<string, number[]>();
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({
      time_since: day.since,
      time_until: day.until,
      'filter[text]': start,
      enhanced_list: 'true',
      items_per_page: '1000',
      page: String(page),
    });
    const list = await getJson(`/v2/entries?${query}`);
    for (const entry of list.entries as { id: number; text: string }[]) {
      if (!entry.text.startsWith(start)) continue;
      stored.set(entry.text, [...(stored.get(entry.text) ?? []), entry.id]);
    }
    if (page >= list.paging.count_pages) return stored;
  }
}

/** What was sent and answered against what is stored; `stored` holds the markers found after the restart. */
function tally(posts: Post[], stored: Map<string, number[]>) {
  const sent = new Set(posts.map((post) => post.marker));
  return {
    sent: posts.length,
    acknowledged: posts.filter(acknowledged).length,
    unanswered: posts.filter((post) => post.status === undefined).length,
    /** Committed, but the answer died with the process. */
    storedUnanswered: posts.filter((post) => post.status === undefined && stored.has(post.marker)).length,
    found: stored.size,
    duplicated: [...stored.values()].filter((ids) => ids.length > 1).length,
    missing: posts.filter((post) => acknowledged(post) && !stored.has(post.marker)).length,
    neverSent: [...stored.keys()].filter((marker) => !sent.has(marker)).length,
    storedAfterRefusal: posts.filter(
      (post) => post.status !== undefined && !acknowledged(post) && stored.has(post.marker),
    ).length,
  };
}

describe('after a SIGKILL mid-run and a restart on the same data', () => {
  // Writers with and without Idempotency-Key share one crash, so the suite restarts the service once.
  let plain: Post[];
  let keyed: Post[];
  let killedAfterMs: number;
  beforeAll(async () => {
    const plainWriters = writers('plain', WRITERS, false);
    const keyedWriters = writers('keyed', WRITERS, true);
    const started = Date.now();
    const enough = (posts: Post[]) => posts.filter(acknowledged).length >= MIN_ACKNOWLEDGED;
    while (
      Date.now() - started < WRITE_MS ||
      (Date.now() - started < MAX_WRITE_MS && !(enough(plainWriters.posts) && enough(keyedWriters.posts)))
    ) {
      await new Promise((wait) => setTimeout(wait, 50));
    }
    killedAfterMs = Date.now() - started;
    await service.kill('SIGKILL');
    await Promise.all([plainWriters.done, keyedWriters.done]);
    service = await spawnService(PORT, dataDir, serviceEnv);
    plain = plainWriters.posts;
    keyed = keyedWriters.posts;
  }, 60_000);

  it('every acknowledged entry is stored exactly once, and nothing that was not sent', async () => {
    const stored = await storedMarkers(`${prefix}plain-`);
    const figures = tally(plain, stored);
    report('without Idempotency-Key', { killedAfterMs, ...figures });

    expect(figures.acknowledged).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
    expect(figures).toMatchObject({ duplicated: 0, missing: 0, neverSent: 0, storedAfterRefusal: 0 });
    for (const post of plain.filter(acknowledged)) expect(stored.get(post.marker)).toEqual([post.id]);
  });

  it('every Idempotency-Key, its POST retried, ends with one row and the first answer', async () => {
    const beforeRetries = tally(keyed, await storedMarkers(`${prefix}keyed-`));
    const retries: { post: Post; status: number; id?: number; ms: number }[] = [];
    const pending = [...keyed];
    const retrier = async () => {
      for (let post = pending.shift(); post; post = pending.shift()) {
        const started = performance.now();
        const answer = await postEntry(post);
        retries.push({ post, ...answer, ms: performance.now() - started });
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, retrier));
    const stored = await storedMarkers(`${prefix}keyed-`);
    const afterRetries = tally(keyed, stored);
    report('with Idempotency-Key, every POST retried after the restart', {
      killedAfterMs,
      ...beforeRetries,
      retried: retries.length,
      slowestRetryMs: Math.round(Math.max(...retries.map((retry) => retry.ms))),
      foundAfterRetries: afterRetries.found,
      duplicatedAfterRetries: afterRetries.duplicated,
    });

    expect(beforeRetries.acknowledged).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
    expect(beforeRetries).toMatchObject({ duplicated: 0, missing: 0, neverSent: 0, storedAfterRefusal: 0 });
    expect(afterRetries).toMatchObject({ found: keyed.length, duplicated: 0, neverSent: 0 });
    for (const retry of retries) {
      expect(retry.status, retry.post.marker).toBe(200);
      expect(stored.get(retry.post.marker), retry.post.marker).toEqual([retry.id]);
      if (acknowledged(retry.post)) expect(retry.id, retry.post.marker).toBe(retry.post.id);
    }
  });
});
