import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Every row of each table as JSON text, ordered: equal snapshots mean nothing changed. */
export async function snapshot(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(`select row_to_json(t)::text as row from "${table}" t order by 1`),
    );
    out[table] = (result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
  }
  return out;
}
