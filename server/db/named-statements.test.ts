import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../testing/server-database.ts';
import { namingClient } from './named-statements.ts';

// Runs only when DATABASE_URL names a PostgreSQL server (vitest.config.ts): PGlite has no pool.
describe('statements named by their text on a PostgreSQL connection', () => {
  let server: Awaited<ReturnType<typeof createServerDatabase>>;
  let pool: pg.Pool;
  const prepared = async () =>
    (await pool.query('select statement from pg_prepared_statements order by statement')).rows.map(
      (row: { statement: string }) => row.statement,
    );

  beforeAll(async () => {
    server = await createServerDatabase(process.env.DATABASE_URL as string, 'stint_named');
    // One connection, so that every query sees the same session's prepared statements; a cap of two.
    pool = new pg.Pool({ connectionString: server.url, max: 1, Client: namingClient(2) });
  });
  afterAll(async () => {
    await pool.end();
    await server.drop();
  });

  it('prepares a statement with parameters once and answers each run with its own values', async () => {
    const double = 'select $1::int * 2 as doubled';
    expect((await pool.query(double, [2])).rows).toEqual([{ doubled: 4 }]);
    expect((await pool.query({ text: double, values: [21] })).rows).toEqual([{ doubled: 42 }]);
    expect((await pool.query({ text: double, values: [5], rowMode: 'array' })).rows).toEqual([[10]]);
    expect(await prepared()).toEqual([double]);
  });

  it('sends statements without parameters, and any past the cap, unnamed', async () => {
    await pool.query('select 1');
    await pool.query('select $1::text as second', ['b']);
    expect((await pool.query('select $1::text as third', ['c'])).rows).toEqual([{ third: 'c' }]);
    expect(await prepared()).toEqual(['select $1::int * 2 as doubled', 'select $1::text as second']);
  });

  it('keeps the connection usable after a statement the server refuses', async () => {
    const uncapped = new pg.Pool({ connectionString: server.url, max: 1, Client: namingClient() });
    try {
      const broken = 'select $1::int as broken from nowhere';
      await expect(uncapped.query(broken, [1])).rejects.toThrow(/nowhere/);
      await expect(uncapped.query(broken, [1])).rejects.toThrow(/nowhere/);
      const failing = 'select 1 / $1::int as failed';
      await expect(uncapped.query(failing, [0])).rejects.toThrow(/division by zero/);
      expect((await uncapped.query(failing, [1])).rows).toEqual([{ failed: 1 }]);
    } finally {
      await uncapped.end();
    }
  });
});
