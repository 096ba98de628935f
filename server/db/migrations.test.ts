import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createServerDatabase } from '../testing/server-database.ts';
import * as account from './account-schema.ts';
import { type Database, openDatabase } from './client.ts';
import * as rateRecords from './rates-schema.ts';
import * as reportViews from './report-views-schema.ts';
import * as records from './schema.ts';
import { entries, texts } from './schema.ts';
import * as signIn from './sign-in-schema.ts';
import * as twoFactor from './two-factor-schema.ts';
import * as upkeep from './upkeep-schema.ts';

const schema = { ...records, ...upkeep, ...account, ...signIn, ...rateRecords, ...twoFactor, ...reportViews };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const supersededFolder = fileURLToPath(new URL('./superseded', import.meta.url));
const journal: { entries: { tag: string; when: number }[] } = JSON.parse(
  await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
);

let workDir: string;
let freshCatalog: Catalog;
let freshMigrations: unknown[];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stint-migrations-'));
  const fresh = await scratchDatabase();
  try {
    const { db } = await fresh.open();
    freshCatalog = await catalog(db);
    freshMigrations = await appliedMigrations(db);
  } finally {
    await fresh.drop();
  }
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** A database as drizzle opens it without this service's schema. */
type Plain = PgDatabase<PgQueryResultHKT>;
type Executor = Pick<Plain, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Catalog = Awaited<ReturnType<typeof catalog>>;

// Columns by name: a migration appends a new column, while a fresh table has it where schema.ts puts it.
async function catalog(db: Executor) {
  return {
    columns: await rows(
      db,
      sql`select table_name, column_name, data_type, is_nullable, column_default
          from information_schema.columns where table_schema = 'public'
          order by table_name, column_name`,
    ),
    indexes: await rows(
      db,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
          order by tablename, indexname`,
    ),
    constraints: await rows(
      db,
      sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
          from pg_constraint where connamespace = 'public'::regnamespace
          order by 1, 2`,
    ),
  };
}

function appliedMigrations(db: Executor) {
  return rows(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
}

/** Every row of every table, as JSON objects. */
async function tableRows(db: Executor) {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { table_name } of tables) {
    const found = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`select row_to_json(t) as row from ${sql.identifier(table_name)} t`,
    );
    out[table_name] = found.map(({ row }) => row);
  }
  return out;
}

/** Every row that was there before is still there with the same values; columns added since are ignored. */
function expectRowsKept(
  before: Record<string, Record<string, unknown>[]>,
  after: Record<string, Record<string, unknown>[]>,
) {
  for (const [table, old] of Object.entries(before)) {
    expect(after, table).toHaveProperty(table);
    const keys = Object.keys(old[0] ?? {});
    const shaped = (list: Record<string, unknown>[]) =>
      list.map((row) => JSON.stringify(keys.map((key) => row[key]))).sort();
    expect(shaped(after[table] ?? []), table).toEqual(shaped(old));
  }
}

// Valid in every version of the first migration: at most one entry per user with no end.
const sampleData = [
  `insert into users (name, email, role) values
     ('Olivia Owner', 'olivia@example.com', 'owner'), ('Walter Worker', 'walter@example.com', 'worker')`,
  `insert into customers (name, note) values ('Acme', 'since 2019')`,
  `insert into texts (text) values ('Design review'), ('Site visit')`,
  `insert into entries (type, customers_id, users_id, billable, texts_id, time_since, time_until, duration) values
     (1, 1, 1, 1, 1, '2026-11-20T08:00:00Z', '2026-11-20T12:00:00Z', 14400),
     (1, 1, 1, 1, 2, '2026-11-21T08:00:00Z', null, null),
     (2, 1, 2, 0, null, '2026-11-20T09:00:00Z', null, null)`,
];

async function execute(db: Executor, statements: string[]) {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

type Scratch = {
  /** Works on the database directly, as an earlier release of the service did, without opening it. */
  direct<T>(work: (db: Plain, migrate: (folder: string) => Promise<void>) => Promise<T>): Promise<T>;
  /** Opens the database as the service does. */
  open(): Promise<Database>;
  /** Closes what `open` opened and deletes the database. */
  drop(): Promise<void>;
};

/** A new, empty database: PGlite in a directory, or a new database on the server named by `DATABASE_URL`. */
async function scratchDatabase(): Promise<Scratch> {
  const opened: Database[] = [];
  const closeOpened = async () => {
    for (const database of opened.splice(0)) await database.close();
  };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(workDir, 'pglite-'));
    return {
      async direct(work) {
        const client = new PGlite(dataDir);
        const db = drizzlePglite(client);
        try {
          return await work(db as unknown as Plain, (folder) =>
            migratePglite(db, { migrationsFolder: folder }),
          );
        } finally {
          await client.close();
        }
      },
      async open() {
        const database = await openDatabase({ dataDir });
        opened.push(database);
        return database;
      },
      async drop() {
        await closeOpened();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const server = await createServerDatabase(serverUrl, 'stint_migrations');
  return {
    async direct(work) {
      const pool = new pg.Pool({ connectionString: server.url });
      const db = drizzlePg(pool);
      try {
        return await work(db as unknown as Plain, (folder) => migratePg(db, { migrationsFolder: folder }));
      } finally {
        await pool.end();
      }
    },
    async open() {
      const database = await openDatabase({ databaseUrl: server.url });
      opened.push(database);
      return database;
    },
    async drop() {
      await closeOpened();
      await server.drop();
    },
  };
}

/** A migrations folder holding only the first `count` migrations of the journal. */
async function migrationsUpTo(count: number) {
  const folder = await mkdtemp(join(workDir, 'migrations-'));
  await mkdir(join(folder, 'meta'));
  const kept = journal.entries.slice(0, count);
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag } of kept)
    await copyFile(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

describe('schema.ts and the committed migrations', () => {
  it('schema.ts declares nothing the latest migration snapshot lacks', async () => {
    const latest = journal.entries.at(-1);
    const file = join(migrationsFolder, 'meta', `${latest?.tag.split('_')[0]}_snapshot.json`);
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
    expect(statements, 'schema.ts changed without `npm run db:generate`').toEqual([]);
  });

  it('the migrations build the catalog that drizzle-kit creates for schema.ts from nothing', async () => {
    const scratch = await scratchDatabase();
    onTestFinished(() => scratch.drop());
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    const created = await scratch.direct(async (db) => {
      await execute(db, statements);
      return catalog(db);
    });
    expect(freshCatalog).toEqual(created);
  });
});

describe('a database made by an earlier release', () => {
  it.each(journal.entries.map((entry, index) => [entry.tag, index + 1]))(
    'made up to %s, with data from the first migration on, opens at the newest with its data',
    async (_tag, count) => {
      const scratch = await scratchDatabase();
      onTestFinished(() => scratch.drop());
      const first = await migrationsUpTo(1);
      const upTo = await migrationsUpTo(count);
      const before = await scratch.direct(async (db, migrate) => {
        await migrate(first);
        await execute(db, sampleData);
        await migrate(upTo);
        return tableRows(db);
      });
      expect(before.entries).toHaveLength(3);
      const database = await scratch.open();
      expectRowsKept(before, await tableRows(database.db));
      expect(await catalog(database.db)).toEqual(freshCatalog);
      expect(await appliedMigrations(database.db)).toEqual(freshMigrations);
    },
  );
});

describe('a database made by a superseded version of the first migration', () => {
  it.each([
    { commit: '8a8e9b4', when: 1795303754448 },
    { commit: 'cf06f06', when: 1795304735767 },
  ])('from $commit opens with its data and the current schema', async ({ commit, when }) => {
    const migration = await readFile(join(supersededFolder, `0000_init-${commit}.sql`), 'utf8');
    const scratch = await scratchDatabase();
    onTestFinished(() => scratch.drop());
    const before = await scratch.direct(async (db) => {
      await execute(db, migration.split('--> statement-breakpoint'));
      // The record drizzle's migrator kept of that migration.
      await execute(db, [
        'create schema drizzle',
        'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      ]);
      const hash = createHash('sha256').update(migration).digest('hex');
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${when})`,
      );
      await execute(db, sampleData);
      return tableRows(db);
    });

    const { db } = await scratch.open();
    expectRowsKept(before, await tableRows(db));
    expect(await catalog(db)).toEqual(freshCatalog);
    expect(await appliedMigrations(db)).toEqual(freshMigrations);

    const unique = { cause: expect.objectContaining({ code: '23505' }) };
    await expect(db.insert(texts).values({ text: 'Design review' })).rejects.toMatchObject(unique);
    await expect(db.insert(texts).values({ text: randomBytes(6000).toString('hex') })).resolves.toBeDefined();
    const running = { customersId: 1, usersId: 1, billable: 1, timeSince: new Date('2026-11-21T09:00:00Z') };
    await expect(db.insert(entries).values({ ...running, type: 1 })).rejects.toMatchObject(unique);
    await expect(
      db.insert(entries).values([
        { ...running, type: 2 },
        { ...running, type: 2 },
      ]),
    ).resolves.toBeDefined();
  });
});
