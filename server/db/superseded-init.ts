import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL handle: the repair runs raw SQL only, whatever schema the handle was made with. */
// biome-ignore lint/suspicious/noExplicitAny: the schema type parameter is irrelevant to raw SQL.
type AnyPgDatabase = PgDatabase<PgQueryResultHKT, any>;

/*
 * The first migration, 0000_init, was regenerated twice after databases had already been created
 * from it: once to make only running time entries (type 1) unique per user, and once to replace the
 * unique constraint on texts.text by a unique index on md5(text), since a b-tree row holds at most
 * about 2.7 kB and descriptions may be far longer. Drizzle's migrator records each applied
 * migration with its journal timestamp and runs every migration newer than the last record, so a
 * database made by an earlier 0000_init would have the current 0000_init run over its existing
 * tables and fail. Such a database gets the difference applied here instead, and its record is
 * rewritten to the current 0000_init, after which the migrator carries on as for any other database.
 *
 * Records are matched by their journal timestamp rather than by hash: the hash is taken over the
 * file as checked out, so a checkout with CRLF line endings recorded a different one.
 */
const supersededInitWhen = [1795303754448, 1795304735767];

// Written for either superseded version, whose texts constraint may also have been dropped by hand
// to store a long description; no statement touches a row.
const repair = [
  'ALTER TABLE "texts" DROP CONSTRAINT IF EXISTS "texts_text_unique"',
  'CREATE UNIQUE INDEX IF NOT EXISTS "texts_md5" ON "texts" USING btree (md5("text"))',
  'DROP INDEX IF EXISTS "entries_one_running_per_user"',
  'CREATE UNIQUE INDEX "entries_one_running_per_user" ON "entries" USING btree ("users_id") WHERE "entries"."time_until" is null and "entries"."type" = 1',
];

/** Brings a database made by a superseded 0000_init to the current one; run before the migrator. */
export async function repairSupersededInit(db: AnyPgDatabase, migrationsFolder: string): Promise<void> {
  const stale = sql.raw(`created_at in (${supersededInitWhen.join(', ')})`);
  await db.transaction(async (tx) => {
    const found = await tx.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
    );
    if (!(found as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return;
    // The row lock makes a second process that opens the same database wait, then find nothing to do.
    const records = await tx.execute(
      sql`select id from drizzle.__drizzle_migrations where ${stale} for update`,
    );
    if ((records as unknown as { rows: unknown[] }).rows.length === 0) return;
    const [init] = readMigrationFiles({ migrationsFolder });
    if (!init) throw new Error(`no migrations in ${migrationsFolder}`);
    for (const statement of repair) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`update drizzle.__drizzle_migrations set hash = ${init.hash}, created_at = ${init.folderMillis} where ${stale}`,
    );
  });
}
