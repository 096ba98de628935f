import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables of the `public` schema, with their columns in order. */
export async function tablesOf(db: DbOrTx): Promise<{ name: string; columns: string[] }[]> {
  const found = await rowsOf<{ table_name: string; columns: string[] }>(
    db,
    sql`select c.relname as table_name, array_agg(a.attname::text order by a.attnum) as columns
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped
        group by c.relname order by c.relname`,
  );
  return found.map((table) => ({ name: table.table_name, columns: table.columns }));
}

/** Every column a sequence fills (serial or identity), with the sequence's qualified name. */
export function sequencesOf(db: DbOrTx): Promise<{ table: string; column: string; sequence: string }[]> {
  return rowsOf(
    db,
    sql`select table_name as "table", column_name as "column", sequence from (
          select c.relname::text as table_name, a.attname::text as column_name,
                 pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) as sequence
          from pg_class c join pg_attribute a on a.attrelid = c.oid
          where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
            and a.attnum > 0 and not a.attisdropped
        ) columns where sequence is not null order by 1, 2`,
  );
}

/** The foreign keys between the tables of the `public` schema, as `alter table … add constraint` takes them. */
export function foreignKeysOf(db: DbOrTx): Promise<{ table: string; name: string; definition: string }[]> {
  return rowsOf(
    db,
    sql`select conrelid::regclass::text as "table", conname::text as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
        order by 1, 2`,
  );
}
