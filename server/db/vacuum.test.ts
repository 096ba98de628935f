import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLog } from '../testing/captured-log.ts';
import { migratedPglite } from '../testing/migrated-image.ts';
import type { Database, Db } from './client.ts';
import { scheduleVacuum } from './vacuum.ts';

let database: Database;
beforeAll(async () => {
  // PGlite whatever DATABASE_URL says: it is the database without autovacuum.
  database = await migratedPglite();
});
afterAll(() => database.close());

async function statsOf(table: string) {
  // Statistics reach the views at most once a second unless a flush is asked for.
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await database.db.execute(
    sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed, last_analyze is not null as analysed
        from pg_stat_user_tables where relname = ${table}`,
  );
  return (result as unknown as { rows: { dead: number; vacuumed: boolean; analysed: boolean }[] }).rows[0];
}

async function sizeOf(table: string): Promise<number> {
  const result = await database.db.execute(sql`select pg_relation_size(${table})::int as bytes`);
  return (result as unknown as { rows: { bytes: number }[] }).rows[0]?.bytes ?? 0;
}

describe('vacuuming PGlite', () => {
  it('clears dead rows and refreshes statistics on schedule, and stops cleanly', async () => {
    await database.db.execute(sql`create table churn (id int primary key, note text)`);
    await database.db.execute(sql`insert into churn select n, 'row ' || n from generate_series(1, 500) n`);
    await database.db.execute(sql`delete from churn where id % 2 = 0`);
    expect((await statsOf('churn'))?.dead).toBe(250);
    const sizeBefore = await sizeOf('churn');

    const log = capturedLog();
    const schedule = scheduleVacuum(database, { firstAfterMs: 0, everyMs: 60_000, logger: log.logger });
    await vi.waitFor(() => expect(log.entries().map((entry) => entry.event)).toContain('vacuum'), {
      timeout: 10_000,
    });
    await schedule.stop();

    expect(await statsOf('churn')).toEqual({ dead: 0, vacuumed: true, analysed: true });
    // The space the deleted rows held is reused: as many new rows do not make the table any larger.
    await database.db.execute(
      sql`insert into churn select n * 2, 'row ' || n from generate_series(1, 250) n`,
    );
    expect(await sizeOf('churn')).toBe(sizeBefore);
    expect(log.entries()).toEqual([expect.objectContaining({ event: 'vacuum', ms: expect.any(Number) })]);
  });

  it('logs a failed run and tries again at the next one', async () => {
    const log = capturedLog();
    let calls = 0;
    const failing = {
      kind: 'pglite' as const,
      db: {
        execute: async () => {
          calls += 1;
          throw new Error('disk full');
        },
      } as unknown as Db,
    };
    const schedule = scheduleVacuum(failing, { firstAfterMs: 0, everyMs: 5, logger: log.logger });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    await schedule.stop();
    expect(log.entries()[0]).toMatchObject({ event: 'vacuum_failed', err: { message: 'disk full' } });
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const untouched = { kind: 'postgres' as const, db: {} as Db };
    const log = capturedLog();
    const schedule = scheduleVacuum(untouched, { firstAfterMs: 0, logger: log.logger });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await schedule.stop();
    expect(log.text()).toBe('');
  });
});
