import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../domain/entries.ts';
import { migratedPglite } from '../testing/migrated-image.ts';
import { type Database, openDatabase } from './client.ts';
import { startPgliteThread } from './pglite-thread.ts';

let database: Database;
beforeAll(async () => {
  // PGlite whatever DATABASE_URL says: the thread is what this file tests.
  database = await migratedPglite();
  await database.db.execute(sql`create table notes (id int primary key, text text not null)`);
});
afterAll(() => database.close());

/** The rows of a statement: `Db` is typed for either driver, whose results differ in shape. */
async function rowsOf<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function notes(): Promise<string[]> {
  return (await rowsOf<{ text: string }>(sql`select text from notes order by id`)).map((row) => row.text);
}

describe('PGlite on its own thread', () => {
  it('keeps what a transaction wrote when it commits, and nothing of it when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept')`);
      await tx.execute(sql`insert into notes values (2, 'kept too')`);
    });
    const failure = new Error('the work failed');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'rolled back')`);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await notes()).toEqual(['kept', 'kept too']);
    await database.db.execute(sql`delete from notes`);
  });

  it('rolls back to a savepoint inside a transaction and commits the rest', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (2, 'inner')`);
          await inner.execute(sql`insert into notes values (1, 'duplicate')`);
        }),
      ).rejects.toThrow();
    });
    expect(await notes()).toEqual(['outer']);
    await database.db.execute(sql`delete from notes`);
  });

  it('holds a query outside an open transaction back until the transaction ends', async () => {
    let outside: Promise<string[]> | undefined;
    let outsideAnswered = false;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'written in the transaction')`);
      outside = notes().finally(() => {
        outsideAnswered = true;
      });
      // Statements of the transaction still run meanwhile; the outside one waits for the commit.
      await tx.execute(sql`select pg_sleep(0.2)`);
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toEqual(['written in the transaction']);
    await database.db.execute(sql`delete from notes`);
  });

  it('brings a Postgres error to the caller with its code and constraint', async () => {
    await database.db.execute(sql`insert into notes values (1, 'first')`);
    const error = await database.db
      .execute(sql`insert into notes values (1, 'again')`)
      .catch((caught) => caught);
    expect(sqlState(error)).toEqual({ code: '23505', constraint: 'notes_pkey' });
    expect((error as { cause: { detail: string } }).cause.detail).toBe('Key (id)=(1) already exists.');
    await database.db.execute(sql`delete from notes`);
  });

  it('answers timestamps and dates as Postgres writes them, as drizzle expects', async () => {
    const rows = await rowsOf(
      sql`select timestamptz '2026-11-21 10:00:00+00' as at, date '2026-11-21' as day, 2 + 3 as sum`,
    );
    expect(rows).toEqual([{ at: '2026-11-21 10:00:00+00', day: '2026-11-21', sum: 5 }]);
  });

  it('answers a statement with parameters with the values of each run, typed as Postgres types them', async () => {
    const answer = (day: string, count: number, note: string | null) =>
      rowsOf(
        sql`select ${day}::date as day, ${count}::int + 1 as next, ${note}::text as note, ${{ day }}::jsonb as payload`,
      );
    expect(await answer('2026-11-21', 4, 'first')).toEqual([
      { day: '2026-11-21', next: 5, note: 'first', payload: { day: '2026-11-21' } },
    ]);
    expect(await answer('2026-12-24', 9, null)).toEqual([
      { day: '2026-12-24', next: 10, note: null, payload: { day: '2026-12-24' } },
    ]);
  });

  it('fails only the statement whose parameter Postgres cannot read as its type', async () => {
    const refused = await database.db
      .execute(sql`select ${sql.param(true)}::bool[] as flags`)
      .catch((caught) => caught);
    expect(sqlState(refused).code).toBe('22P02');
    expect(await rowsOf(sql`select ${'{t,f}'}::bool[] as flags`)).toEqual([{ flags: [true, false] }]);
  });

  it('prepares a statement with parameters once, and keeps it through a failed run and a rollback', async () => {
    const insert = (id: number, text: string) => sql`insert into notes values (${id}, ${text})`;
    await database.db.execute(insert(1, 'first'));
    const duplicate = await database.db.execute(insert(1, 'again')).catch((caught) => caught);
    expect(sqlState(duplicate)).toEqual({ code: '23505', constraint: 'notes_pkey' });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(insert(2, 'in a transaction'));
        await tx.execute(insert(2, 'twice'));
      }),
    ).rejects.toThrow();
    await database.db.execute(insert(3, 'after the failures'));
    expect(await notes()).toEqual(['first', 'after the failures']);
    const prepared = await rowsOf<{ count: number }>(
      sql.raw(
        `select count(*)::int as count from pg_prepared_statements where statement like 'insert into notes%'`,
      ),
    );
    expect(prepared).toEqual([{ count: 1 }]);
    await database.db.execute(sql`delete from notes`);
  });

  it('answers with the new columns after a migration changed the rows of a prepared statement', async () => {
    const byId = (id: number) => sql`select * from notes where id = ${id}`;
    await database.db.execute(sql`insert into notes values (1, 'before')`);
    expect(await rowsOf(byId(1))).toEqual([{ id: 1, text: 'before' }]);
    await database.db.execute(sql`alter table notes add column done boolean not null default false`);
    expect(await rowsOf(byId(1))).toEqual([{ id: 1, text: 'before', done: false }]);
    await database.db.execute(sql`alter table notes drop column done`);
    await database.db.execute(sql`delete from notes`);
  });

  it('prepares at most 500 statements, and answers the texts past them as well', async () => {
    const fresh = await migratedPglite();
    try {
      const rowsOfFresh = async (statement: ReturnType<typeof sql>) =>
        ((await fresh.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
      for (let index = 0; index < 520; index++) {
        const text = sql`select ${index}::int + ${sql.raw(String(index))} as sum`;
        expect(await rowsOfFresh(text)).toEqual([{ sum: 2 * index }]);
      }
      expect(await rowsOfFresh(sql`select count(*)::int as count from pg_prepared_statements`)).toEqual([
        { count: 500 },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('tells the size of its WebAssembly heap and of its JavaScript heap', async () => {
    const memory = await database.memory();
    expect(memory?.wasmHeapBytes).toBeGreaterThan(64 * 1024 * 1024);
    expect(memory?.threadHeapBytes).toBeGreaterThan(1024 * 1024);
  });
});

describe('a database thread that cannot serve', () => {
  it('makes opening the database fail when PGlite cannot start in the folder', async () => {
    const notAFolder = join(tmpdir(), `stint-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, 'a file where the data folder should be');
    try {
      await expect(openDatabase({ dataDir: notAFolder })).rejects.toThrow('ErrnoError');
    } finally {
      rmSync(notAFolder);
    }
  });

  it('fails the queries waiting on a thread that crashed, and those after it', async () => {
    const crashing = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.once('message', () => process.exit(3));",
      )}`,
    );
    const thread = startPgliteThread({}, [], crashing);
    await expect(thread.query('select 1')).rejects.toThrow('The database thread stopped (exit code 3)');
    await expect(thread.query('select 1')).rejects.toThrow('The database thread stopped (exit code 3)');
  });
});
