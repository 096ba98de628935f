import { mkdir, readdir, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { connectDatabase, type Database, type DbOrTx } from '../db/client.ts';
import { foreignKeysOf, rowsOf, sequencesOf, tablesOf } from './catalogue.ts';
import { type Backup, BackupError } from './format.ts';
import { applyMigrationsUpTo, checkMigrationKnown } from './migrations.ts';

/** PostgreSQL when `databaseUrl` is given, else a PGlite folder. */
export type RestoreTarget = { databaseUrl?: string; dataDir: string };

/** Rows go in per statement as one JSON array of about this many characters at most. */
const BATCH_CHARACTERS = 2_000_000;

function batchesOf(rows: string[]): string[][] {
  const batches: string[][] = [];
  let size = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (size + row.length > BATCH_CHARACTERS) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)?.push(row);
    size += row.length + 1;
  }
  return batches;
}

async function refuseUnlessEmpty(tx: DbOrTx) {
  const found = await rowsOf<{ name: string }>(
    tx,
    sql`select relname::text as name from pg_class where relnamespace = 'public'::regnamespace
        union all select 'drizzle.__drizzle_migrations' where to_regnamespace('drizzle') is not null
        order by 1 limit 6`,
  );
  if (found.length === 0) return;
  const names = found.slice(0, 5).map(({ name }) => name);
  throw new BackupError(
    `The database at DATABASE_URL is not empty (it holds ${names.join(', ')}${found.length > 5 ? ', …' : ''}). ` +
      'Restore only into an empty database, such as one just made with createdb. Nothing was changed.',
  );
}

/** The backup must hold every table the migration made in `public`, with the same columns. */
async function checkTables(tx: DbOrTx, backup: Backup) {
  const made = new Map((await tablesOf(tx)).map((table) => [table.name, table.columns]));
  const sameColumns = (left: string[], right: string[]) =>
    JSON.stringify([...left].sort()) === JSON.stringify([...right].sort());
  for (const table of backup.tables) {
    const columns = made.get(table.name);
    if (!columns) {
      throw new BackupError(
        `The backup holds a table ${table.name} that migration ${backup.header.migration} does not make: the file is damaged.`,
      );
    }
    if (!sameColumns(columns, table.columns)) {
      throw new BackupError(
        `The backup's table ${table.name} has other columns than migration ${backup.header.migration} makes: the file is damaged.`,
      );
    }
  }
  const missing = [...made.keys()].filter((name) => !backup.tables.some((table) => table.name === name));
  if (missing.length > 0) {
    throw new BackupError(`The backup lacks the tables ${missing.join(', ')}: the file is damaged.`);
  }
}

/**
 * Fills an empty database in one transaction: the schema of the backup's migration, every row, and
 * every sequence moved past the ids in use. Foreign keys are dropped for the inserts and added again
 * before the commit, which checks every row against them: users and teams refer to each other, so no
 * order of tables would do.
 */
async function fill(tx: DbOrTx, backup: Backup) {
  await applyMigrationsUpTo(tx, backup.header.migration);
  await checkTables(tx, backup);
  const foreignKeys = await foreignKeysOf(tx);
  for (const key of foreignKeys) {
    await tx.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  }
  for (const table of backup.tables) {
    const name = sql.identifier(table.name);
    for (const batch of batchesOf(table.rows)) {
      await tx.execute(
        sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::json)`,
      );
    }
  }
  for (const key of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  for (const { table, column, sequence } of await sequencesOf(tx)) {
    const saved = backup.sequences.find((entry) => entry.table === table && entry.column === column);
    await tx.execute(
      sql`select setval(${sequence}::regclass, greatest(${saved?.next ?? '1'}::bigint,
            (select coalesce(max(${sql.identifier(column)}), 0) + 1 from ${sql.identifier(table)})), false)`,
    );
  }
}

async function restoreIntoPostgres(backup: Backup, databaseUrl: string) {
  const database = connectDatabase({ databaseUrl });
  try {
    await database.db.transaction(async (tx) => {
      await refuseUnlessEmpty(tx);
      await fill(tx, backup);
    });
  } finally {
    await database.close();
  }
}

/** A PGlite folder is new or empty, never one a service may have open. */
async function restoreIntoPglite(backup: Backup, dataDir: string) {
  const existing = await readdir(dataDir).catch(() => undefined);
  if (existing && existing.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty. Restore only into a folder that does not exist yet or is empty. Nothing was changed.`,
    );
  }
  let database: Database | undefined;
  try {
    database = connectDatabase({ dataDir });
    await database.db.transaction((tx) => fill(tx, backup));
    await database.close();
  } catch (error) {
    await database?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    if (existing) await mkdir(dataDir);
    throw error;
  }
}

/** Restores `backup` into an empty database, all or nothing; the service then starts on it as usual. */
export async function restoreBackup(backup: Backup, target: RestoreTarget): Promise<void> {
  checkMigrationKnown(backup.header.migration, 'The backup');
  if (target.databaseUrl) await restoreIntoPostgres(backup, target.databaseUrl);
  else await restoreIntoPglite(backup, target.dataDir);
}
