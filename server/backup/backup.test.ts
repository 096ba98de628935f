import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { count, eq, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../app.ts';
import { connectDatabase, type Database, openDatabase } from '../db/client.ts';
import { customers, entries, projects, services } from '../db/schema.ts';
import { type DemoUser, seedDemo } from '../db/seed.ts';
import { createMailer } from '../mailer.ts';
import { createSite } from '../site.ts';
import { fixedClock } from '../testing/harness.ts';
import { createServerDatabase } from '../testing/server-database.ts';
import { snapshot } from '../testing/snapshot.ts';
import { foreignKeysOf, rowsOf, tablesOf } from './catalogue.ts';
import { runBackup, runRestore } from './commands.ts';
import { takeBackup } from './dump.ts';
import { OPERATOR_BACKUP_PATH, operatorRoutes } from './operator-route.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const DEMO_KEY = 'demo-key-for-the-backup-test-0123456789';
const TOKEN = 'operator-token-for-the-backup-test-0123456789';
const serverUrl = process.env.DATABASE_URL;
const APPLICATION = { 'X-Service-External-Application': 'tests;tests@example.com' };

/** A new, empty database named both ways the scripts take it: the variables and openDatabase's options. */
type Scratch = {
  env: NodeJS.ProcessEnv;
  options: { databaseUrl?: string; dataDir?: string };
  drop(): Promise<void>;
};

let workDir: string;

type Kind = 'PGlite' | 'PostgreSQL';
const sourceKind: Kind = serverUrl ? 'PostgreSQL' : 'PGlite';

/** PGlite in a folder not yet made, or a new database on the server `DATABASE_URL` names. */
async function scratch(kind: Kind = sourceKind): Promise<Scratch> {
  if (kind === 'PGlite' || !serverUrl) {
    const dataDir = join(await mkdtemp(join(workDir, 'pglite-')), 'data');
    return { env: { DATA_DIR: dataDir }, options: { dataDir }, drop: async () => {} };
  }
  const server = await createServerDatabase(serverUrl, 'stint_backup');
  return {
    env: { DATABASE_URL: server.url },
    options: { databaseUrl: server.url },
    drop: () => server.drop(),
  };
}

let source: Database;
let sourceScratch: Scratch;
let demoUsers: DemoUser[];
let tables: string[];
let backupFile: string;
const viaService = 'the service at http://stint.test';
/**
 * Where `npm run backup` reads (the running service, and PostgreSQL directly when there is one) and
 * what the backup is restored into: the same kind of database, and with PostgreSQL PGlite too.
 */
const rounds: [string, Kind][] = serverUrl
  ? [
      [viaService, 'PostgreSQL'],
      ['PostgreSQL (DATABASE_URL)', 'PostgreSQL'],
      [viaService, 'PGlite'],
    ]
  : [[viaService, 'PGlite']];
/** What `npm run backup` printed and wrote, by where it read. */
const taken: Record<string, { file: string; printed: string }> = {};

const serviceIo = (site: Hono) => ({
  fetch: ((input, init) => site.request(String(input), init)) as typeof fetch,
  now: () => new Date(),
});

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stint-backup-'));
  sourceScratch = await scratch();
  source = await openDatabase(sourceScratch.options);
  demoUsers = await seedDemo(source.db, { now: NOW, demoApiKey: DEMO_KEY });
  tables = (await tablesOf(source.db)).map((table) => table.name);
  // The way `npm run backup` takes it from a running service: over HTTP from the operator route.
  const site = new Hono().route('/', operatorRoutes({ database: source, token: TOKEN }));
  backupFile = join(workDir, 'demo.jsonl.gz');
  const env = { STINT_URL: 'http://stint.test', OPERATOR_TOKEN: TOKEN };
  taken[viaService] = {
    file: backupFile,
    printed: await runBackup([backupFile], env, serviceIo(site)),
  };
  if (sourceScratch.options.databaseUrl) {
    const file = join(workDir, 'direct.jsonl.gz');
    const direct = { DATABASE_URL: sourceScratch.options.databaseUrl };
    taken['PostgreSQL (DATABASE_URL)'] = { file, printed: await runBackup([file], direct) };
  }
});

afterAll(async () => {
  await source.close();
  await sourceScratch.drop();
  await rm(workDir, { recursive: true, force: true });
});

/** Restores `file` into a new scratch database and opens it as the service does. */
async function restoredFrom(file: string, kind: Kind = sourceKind) {
  const target = await scratch(kind);
  const printed = await runRestore([file], target.env);
  const database = await openDatabase(target.options);
  onTestFinished(async () => {
    await database.close();
    await target.drop();
  });
  return { target, database, printed };
}

/** What a target holds: nothing at all when the restore changed nothing. */
async function tablesIn(target: Scratch): Promise<string[]> {
  if (target.options.dataDir) return readdir(target.options.dataDir).catch(() => []);
  const database = connectDatabase(target.options);
  try {
    const found = await rowsOf<{ name: string }>(
      database.db,
      sql`select relname::text as name from pg_class where relnamespace = 'public'::regnamespace
          union all select nspname::text from pg_namespace where nspname = 'drizzle'`,
    );
    return found.map(({ name }) => name);
  } finally {
    await database.close();
  }
}

const appliedMigrations = (database: Database) =>
  rowsOf(database.db, sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`);

/** Rewrites the backup's lines and saves them as a new file. */
async function altered(name: string, change: (lines: string[]) => string[]): Promise<string> {
  const lines = gunzipSync(await readFile(backupFile))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const file = join(workDir, name);
  await writeFile(file, gzipSync(`${change(lines).join('\n')}\n`));
  return file;
}

describe('backup and restore of the demo company', () => {
  it.each(rounds)('read from %s and restored into %s, holds every row of every table', async (from, into) => {
    const { file, printed: written } = taken[from] ?? { file: '', printed: '' };
    expect(written).toContain(`from ${from}`);
    const { database, printed } = await restoredFrom(file, into);
    expect(printed).toMatch(/^Restored .* at migration \d{4}_\w+/);
    expect(tables).toEqual(expect.arrayContaining(['users', 'entries', 'projects', 'mail_outbox']));
    expect((await tablesOf(database.db)).map((table) => table.name)).toEqual(tables);
    const expected = await snapshot(source.db, tables);
    expect(await snapshot(database.db, tables)).toEqual(expected);
    expect(expected.entries?.length).toBeGreaterThan(100);
    expect(await appliedMigrations(database)).toEqual(await appliedMigrations(source));
    // The foreign keys dropped for the inserts are back as they were.
    expect(await foreignKeysOf(database.db)).toEqual(await foreignKeysOf(source.db));
    if (into === sourceKind) return;
    // And back: the restored PGlite's own backup restores into PostgreSQL with the same rows.
    const back = join(workDir, 'back.jsonl.gz');
    const site = new Hono().route('/', operatorRoutes({ database, token: TOKEN }));
    await runBackup([back], { STINT_URL: 'http://stint.test', OPERATOR_TOKEN: TOKEN }, serviceIo(site));
    const returned = await restoredFrom(back, sourceKind);
    expect(await snapshot(returned.database.db, tables)).toEqual(expected);
  });

  it('serves the restored company: the demo keys sign in, projects are listed, a new entry gets a fresh id', async () => {
    const { database } = await restoredFrom(backupFile);
    const app = createApp({
      db: database.db,
      clock: fixedClock(NOW.toISOString()),
      mailer: createMailer({ outboxDir: join(workDir, 'outbox') }),
    });
    const owner = demoUsers.find((user) => user.role === 'owner');
    const headers = {
      'X-ServiceApiUser': owner?.email ?? '',
      'X-ServiceApiKey': owner?.apiKey ?? '',
      'Content-Type': 'application/json',
      ...APPLICATION,
    };
    const listed = await app.request('/api/v2/projects', { headers });
    expect(listed.status).toBe(200);
    const [projectCount] = await source.db.select({ value: count() }).from(projects);
    expect((await listed.json()).paging.count_items).toBe(projectCount?.value);

    const [customer] = await database.db.select().from(customers).where(eq(customers.active, true)).limit(1);
    const [service] = await database.db.select().from(services).where(eq(services.active, true)).limit(1);
    const [highest] = await database.db.select({ id: max(entries.id) }).from(entries);
    const created = await app.request('/api/v2/entries', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        customers_id: customer?.id,
        services_id: service?.id,
        billable: 1,
        time_since: '2026-11-20T08:00:00Z',
        time_until: '2026-11-20T09:30:00Z',
        text: 'After the restore',
      }),
    });
    expect(created.status).toBe(200);
    expect((await created.json()).entry.id).toBeGreaterThan(highest?.id ?? 0);
  });

  it('reads one snapshot: a write during the read goes through and is not in the backup', async () => {
    let written: Promise<void> | undefined;
    const backup = await takeBackup(source, {
      onSnapshot: async () => {
        written = source.db
          .insert(customers)
          .values({ name: 'Written during the backup' })
          .then(() => {});
        // PostgreSQL runs the write beside the read; PGlite's one connection runs it right after.
        if (source.kind === 'postgres') await written;
      },
    });
    await written;
    const inBackup = backup.tables.find((table) => table.name === 'customers')?.rows ?? [];
    expect(inBackup.length).toBeGreaterThan(0);
    expect(inBackup.some((row) => row.includes('Written during the backup'))).toBe(false);
    const stored = await source.db
      .select()
      .from(customers)
      .where(eq(customers.name, 'Written during the backup'));
    expect(stored).toHaveLength(1);
    await source.db.delete(customers).where(eq(customers.name, 'Written during the backup'));
  });

  it('never overwrites a file', async () => {
    await expect(
      runBackup([backupFile], { DATABASE_URL: 'postgres://unused.invalid/none', OPERATOR_TOKEN: TOKEN }),
    ).rejects.toThrow(/exists already/);
  });
});

describe('a restore that must not happen changes nothing', () => {
  it('refuses a database that holds data', async () => {
    const { target, database } = await restoredFrom(backupFile);
    const before = await snapshot(database.db, tables);
    await expect(runRestore([backupFile], target.env)).rejects.toThrow(/is not empty.*Nothing was changed/s);
    expect(await snapshot(database.db, tables)).toEqual(before);
  });

  it('refuses a PGlite folder that holds anything', async () => {
    const dataDir = await mkdtemp(join(workDir, 'full-'));
    await writeFile(join(dataDir, 'notes.txt'), 'mine');
    await expect(runRestore([backupFile], { DATA_DIR: dataDir })).rejects.toThrow(/is not empty/);
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
  });

  it.each([
    [
      'a truncated file',
      /ends early: it is truncated/,
      async () => {
        const file = join(workDir, 'truncated.jsonl.gz');
        const whole = await readFile(backupFile);
        await writeFile(file, whole.subarray(0, Math.floor(whole.length / 2)));
        return file;
      },
    ],
    [
      'a file cut at a line',
      /ends before its end line/,
      () => altered('cut.jsonl.gz', (lines) => lines.slice(0, Math.floor(lines.length / 2))),
    ],
    [
      'a damaged row',
      /line 5, is not JSON: the file is damaged/,
      () =>
        altered('damaged.jsonl.gz', (lines) =>
          lines.map((line, index) => (index === 4 ? '{"row":{"id":' : line)),
        ),
    ],
    [
      'a row count that does not add up',
      /holds other rows than its last line counts/,
      () => altered('missing-row.jsonl.gz', (lines) => lines.filter((_, index) => index !== 2)),
    ],
    [
      'no gzip at all',
      /is not a gzip file/,
      async () => {
        const file = join(workDir, 'plain.txt');
        await writeFile(file, 'customers,projects\n');
        return file;
      },
    ],
    [
      'another kind of file',
      /is not a Stint backup/,
      () => altered('other.jsonl.gz', (lines) => ['{"format":"something-else"}', ...lines.slice(1)]),
    ],
    [
      'a backup from a newer Stint',
      /taken at migration 9999_from_the_future, which this version of Stint does not know/,
      () =>
        altered('future.jsonl.gz', ([header = '', ...rest]) => [
          header.replace(/"migration":"[^"]+"/, '"migration":"9999_from_the_future"'),
          ...rest,
        ]),
    ],
  ])('refuses %s with the reason', async (_name, reason, make) => {
    const file = await make();
    const target = await scratch();
    onTestFinished(() => target.drop());
    await expect(runRestore([file], target.env)).rejects.toThrow(reason);
    expect(await tablesIn(target)).toEqual([]);
  });

  it('rolls back everything when a row breaks a rule of the database', async () => {
    // An entry of a user that the backup does not hold: the foreign key refuses it when it is added again.
    const file = await altered('orphan.jsonl.gz', (lines) => {
      const at = lines.findIndex((line) => line.startsWith('{"table":"entries"'));
      return lines.map((line, index) =>
        index === at + 1 ? line.replace(/"users_id":\d+/, '"users_id":999999') : line,
      );
    });
    const target = await scratch();
    onTestFinished(() => target.drop());
    await expect(runRestore([file], target.env)).rejects.toThrow(/foreign key|violates/i);
    expect(await tablesIn(target)).toEqual([]);
  });
});

describe('the operator route', () => {
  const site = new Hono().route(
    '/',
    operatorRoutes({ database: { db: {} as Database['db'], kind: 'pglite' }, token: TOKEN }),
  );

  it.each([
    ['no credentials', {}],
    ['a wrong token', { Authorization: `Bearer ${TOKEN}x` }],
    ['a user API key', { 'X-ServiceApiUser': 'owner@example.com', 'X-ServiceApiKey': DEMO_KEY }],
    [
      'the token as Basic credentials',
      { Authorization: `Basic ${Buffer.from(`operator:${TOKEN}`).toString('base64')}` },
    ],
  ])('refuses %s with 401', async (_name, headers) => {
    const answer = await site.request(OPERATOR_BACKUP_PATH, { headers });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect((await answer.json()).error.code).toBe(401);
  });

  it('answers HEAD with 405 without reading the database, even with the token', async () => {
    const answer = await site.request(OPERATOR_BACKUP_PATH, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET');
  });

  it('tells the operator when the token is wrong', async () => {
    const env = { STINT_URL: 'http://stint.test', OPERATOR_TOKEN: `${TOKEN}x` };
    await expect(runBackup([join(workDir, 'wrong.jsonl.gz')], env, serviceIo(site))).rejects.toThrow(
      /refused OPERATOR_TOKEN: give the token it was started with/,
    );
  });

  it('is not there when the service has no operator token, not even for the owner', async () => {
    const api = createApp({
      db: source.db,
      clock: fixedClock(NOW.toISOString()),
      mailer: createMailer({ outboxDir: join(workDir, 'outbox') }),
    }) as unknown as Hono;
    const withoutToken = createSite(api, join(workDir, 'no-dist'));
    const owner = demoUsers.find((user) => user.role === 'owner');
    const answer = await withoutToken.request(OPERATOR_BACKUP_PATH, {
      headers: {
        'X-ServiceApiUser': owner?.email ?? '',
        'X-ServiceApiKey': owner?.apiKey ?? '',
        ...APPLICATION,
      },
    });
    expect(answer.status).toBe(404);
    await expect(
      runBackup(
        [join(workDir, 'refused.jsonl.gz')],
        { STINT_URL: 'http://stint.test', OPERATOR_TOKEN: TOKEN },
        serviceIo(withoutToken),
      ),
    ).rejects.toThrow(/offers no backup: start it with OPERATOR_TOKEN set/);
    expect(await readdir(workDir)).not.toContain('refused.jsonl.gz.partial');
  });

  it('refuses to start with a short token', () => {
    expect(() => operatorRoutes({ database: source, token: 'short' })).toThrow(/at least 32 characters/);
  });
});
