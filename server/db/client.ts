import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../log.ts';
import * as account from './account-schema.ts';
import { namingClient } from './named-statements.ts';
import { type DatabaseMemory, startPgliteThread } from './pglite-thread.ts';
import * as rateRecords from './rates-schema.ts';
import * as reportViews from './report-views-schema.ts';
import * as records from './schema.ts';
import * as signIn from './sign-in-schema.ts';
import * as twoFactor from './two-factor-schema.ts';
import * as upkeep from './upkeep-schema.ts';

const schema = { ...records, ...upkeep, ...account, ...signIn, ...rateRecords, ...twoFactor, ...reportViews };

import { repairSupersededInit } from './superseded-init.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other service process on the same database runs its own: migrating and
   * seeding happen once when several processes start together (docs/operations.md#several-instances).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * What PGlite's thread holds: its WebAssembly memory (Postgres runs inside it) and its JavaScript
   * heap; undefined on a PostgreSQL server, whose memory is not the service's.
   */
  memory(): Promise<DatabaseMemory | undefined>;
}

/** The session advisory lock that `exclusively` holds; any fixed number no other program uses. */
const STARTUP_LOCK = 7_841_302_519;
/**
 * Postgres in PGlite sizes its memory for a server (shared_buffers 128 MB), and all of it lives in
 * the database thread's WebAssembly heap: 32 MB of buffers hold a year of entries and their indexes, so the
 * heap stays at its initial 128 MB instead of growing to about 190 MB (bench/soak.ts measures it).
 * Maintenance (index builds in migrations) gets 16 MB instead of 64 MB for the same reason.
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A database that cannot be migrated is closed, so its connections do not linger after the error. */
async function closingOnFailure(migrate: () => Promise<void>, close: () => Promise<void>): Promise<void> {
  try {
    await migrate();
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** A database and how to bring its schema up to date. */
type Connection = { database: Database; migrate(): Promise<void> };

/**
 * Where the database is: a PostgreSQL server, or PGlite in `dataDir` (in memory when undefined),
 * started from `image` when given (a data directory PGlite dumped, see server/testing/migrated-image.ts).
 */
type Place = { databaseUrl?: string; dataDir?: string; image?: Uint8Array };

function connect(options: Place): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: namingClient() });
    // An idle connection the server drops must not take the process down; the pool reconnects.
    pool.on('error', (error) => logger.error({ event: 'database_connection_lost', message: error.message }));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      // A lock of this connection's session: it goes with the connection if the process dies.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        connection.release();
      }
    };
    return {
      database: {
        db,
        kind: 'postgres',
        exclusively,
        close: () => pool.end(),
        memory: async () => undefined,
      },
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    };
  }
  // relaxedDurability stays off: an acknowledged write must survive a crash.
  const thread = startPgliteThread(options, pgliteStartParams);
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client answers.
  const pgliteDb = drizzlePglite(thread as unknown as PGlite, { schema });
  return {
    database: {
      db: pgliteDb as unknown as Db,
      kind: 'pglite',
      // PGlite serves one process only: nothing to exclude.
      exclusively: (work) => work(),
      close: () => thread.close(),
      memory: () => thread.memory(),
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
  };
}

/**
 * Connects like `openDatabase` but changes nothing: no migration runs. For reading a database as it is
 * (a backup) or filling an empty one (a restore).
 */
export function connectDatabase(options: Place): Database {
  return connect(options).database;
}

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir` (in memory when
 * `dataDir` is undefined), and applies the committed migrations, first repairing a database made by a
 * superseded version of the first one.
 */
export async function openDatabase(options: Place): Promise<Database> {
  const { database, migrate } = connect(options);
  await closingOnFailure(
    () =>
      database.exclusively(async () => {
        await repairSupersededInit(database.db, migrationsFolder);
        await migrate();
      }),
    database.close,
  );
  return database;
}
