import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../log.ts';
import * as schema from './schema.ts';
import { repairSupersededInit } from './superseded-init.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

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

type Connection = Database & { migrate(): Promise<void> };

function connect(options: { databaseUrl?: string; dataDir?: string }): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops must not take the process down; the pool reconnects.
    pool.on('error', (error) => logger.error({ event: 'database_connection_lost', message: error.message }));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    };
  }
  // relaxedDurability stays off: an acknowledged write must survive a crash.
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
  };
}

/**
 * Connects like `openDatabase` but changes nothing: no migration runs. For reading a database as it is
 * (a backup) or filling an empty one (a restore).
 */
export function connectDatabase(options: { databaseUrl?: string; dataDir?: string }): Database {
  const { db, kind, close } = connect(options);
  return { db, kind, close };
}

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir` (in memory when
 * `dataDir` is undefined), and applies the committed migrations, first repairing a database made by a
 * superseded version of the first one.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const { migrate, ...database } = connect(options);
  await closingOnFailure(async () => {
    await repairSupersededInit(database.db, migrationsFolder);
    await migrate();
  }, database.close);
  return database;
}
