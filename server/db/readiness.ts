import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder } from './client.ts';

/** A probe gets its 503 within this, rather than hanging on a database that does not answer. */
const READY_CHECK_MS = 3_000;

let newestMigration: number | undefined;

/** When the newest committed migration was made: Drizzle's migrator records it as `created_at`. */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis));
  return newestMigration;
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | null }[] };
  // Drizzle's migrator applies every migration newer than the newest it recorded, so none is left.
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis();
}

/**
 * The database answers a query within a few seconds and holds every migration of this code. Any
 * failure (no connection, no migration table) is "not ready": what failed is not the probe's business.
 */
export async function databaseReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((settle) => {
    timer = setTimeout(() => settle(false), READY_CHECK_MS);
  });
  try {
    return await Promise.race([migrationsApplied(db).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
