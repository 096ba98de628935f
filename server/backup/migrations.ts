import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type DbOrTx, migrationsFolder } from '../db/client.ts';
import { rowsOf } from './catalogue.ts';
import { BackupError } from './format.ts';

type Migration = { tag: string; when: number; statements: string[]; hash: string };

/** The committed migrations, oldest first, with the tags their journal gives them. */
function knownMigrations(): Migration[] {
  const journal: { entries: { tag: string; when: number }[] } = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  );
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    when: entry.when,
    statements: files[index]?.sql ?? [],
    hash: files[index]?.hash ?? '',
  }));
}

/** The tag of the newest migration applied to `db`, which this code must know. */
export async function migrationOf(db: DbOrTx): Promise<string> {
  const [schema] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!schema?.found) throw new BackupError('The database has no migrations: it is not a Stint database.');
  const [last] = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const known = knownMigrations();
  const migration = known.find((entry) => String(entry.when) === last?.created_at);
  if (!migration) {
    throw new BackupError(
      `The database is at a migration this version of Stint does not know (created ${last?.created_at ?? 'never'}; the newest known is ${known.at(-1)?.tag}): back it up with the version of Stint that runs on it.`,
    );
  }
  return migration.tag;
}

/** Refuses a backup taken at a migration this code does not have, before anything is touched. */
export function checkMigrationKnown(tag: string, file: string): void {
  const known = knownMigrations();
  if (known.some((entry) => entry.tag === tag)) return;
  throw new BackupError(
    `${file} was taken at migration ${tag}, which this version of Stint does not know (its newest is ${known.at(-1)?.tag}): restore it with the version of Stint that made it, or a newer one.`,
  );
}

/**
 * Builds the schema of migration `tag` in an empty database inside the caller's transaction, so that a
 * restore is all or nothing. It runs what Drizzle's migrator runs (`migrate` in drizzle-orm's pg-core
 * dialect): each migration's statements and a record of it (its file's hash and journal time) in
 * `drizzle.__drizzle_migrations`, so the service's migrator carries on from there when it starts.
 */
export async function applyMigrationsUpTo(tx: DbOrTx, tag: string): Promise<void> {
  const known = knownMigrations();
  const upTo = known.findIndex((entry) => entry.tag === tag);
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of known.slice(0, upTo + 1)) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
    );
  }
}
