import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder, openDatabase } from '../db/client.ts';

/**
 * A fresh PGlite spends most of its start in initdb (several seconds on a busy machine), and every
 * service test file starts one. So the first file to need a database migrates one and keeps its data
 * directory as a file, named by the migrations and the PGlite version it was made from; every later
 * database of the run, and of later runs, starts from that file instead. A change to a migration or
 * to PGlite names a new file, so a stale image is never used.
 */
async function migratedImage(): Promise<Uint8Array> {
  const path = join(tmpdir(), `stint-pglite-migrated-${await imageKey()}.tar`);
  try {
    return new Uint8Array(await readFile(path));
  } catch {
    const image = await migrateFresh();
    // Written whole under another name first: a file running alongside reads it whole or not at all.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, image);
    await rename(partial, path);
    return image;
  }
}

/** An in-memory PGlite, migrated, started from the image. */
export async function migratedPglite(): Promise<Database> {
  return openDatabase({ image: await migratedImage() });
}

async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const pglite = JSON.parse(await readFile(join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function migrateFresh(): Promise<Uint8Array> {
  const pglite = new PGlite();
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}
