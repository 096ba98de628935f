import { and, count, eq, gte, inArray, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { ApiError, checkIfMatch, notFound } from '../http.ts';

type TableWithId = PgTable & { id: AnyPgColumn };
/** A table whose rows carry `version`, the number their ETag names. */
type VersionedTable = TableWithId & { version: AnyPgColumn };

/** The row with `id`, locked for the rest of the transaction so that concurrent writes queue. */
export async function lockRow<Table extends TableWithId>(
  tx: DbOrTx,
  table: Table,
  id: number,
): Promise<Table['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound();
  return row as Table['$inferSelect'];
}

/** What must happen in an edit's transaction around the write itself, which `update` does. */
export type AroundEdit = <T>(tx: Tx, id: number, update: () => Promise<T>) => Promise<T>;

/**
 * The edit of a versioned record, in one transaction: the row locked, 412 unless `If-Match` names its
 * version, then `check` (what must hold with the row locked), then `changes` written with the next
 * version, inside `around` when given.
 */
export async function editRow<Table extends VersionedTable>(
  db: Db,
  c: Context,
  table: Table,
  id: number,
  changes: PgUpdateSetSource<Table>,
  check?: (tx: Tx) => Promise<void>,
  around?: AroundEdit,
): Promise<Table['$inferSelect']> {
  return db.transaction(async (tx) => {
    const current = (await lockRow(tx, table, id)) as { version: number };
    checkIfMatch(c, current.version);
    await check?.(tx);
    const update = async () => {
      const [updated] = await tx
        .update(table as PgTable)
        .set({ ...changes, version: current.version + 1 } as PgUpdateSetSource<PgTable>)
        .where(eq(table.id, id))
        .returning();
      return updated as Table['$inferSelect'];
    };
    return around ? around(tx, id, update) : update();
  });
}

/**
 * The delete of a versioned record, in one transaction: the row locked, 412 unless `If-Match` names its
 * version, 409 while any of `usedBy` points at it, then `check` (a refusal worded for the resource).
 */
export async function deleteRow(
  db: Db,
  c: Context,
  table: VersionedTable,
  id: number,
  usedBy: Reference[] = [],
  check?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = (await lockRow(tx, table, id)) as { version: number };
    checkIfMatch(c, current.version);
    await blockDeleteWhenReferenced(tx, usedBy);
    await check?.(tx);
    await tx.delete(table).where(eq(table.id, id));
  });
}

export type Reference = { label: string; table: PgTable; column: AnyPgColumn; id: number };

/**
 * 409 naming what still points at the record: nothing is lost by a delete
 * (docs/interface.md#deleting-what-others-use).
 */
export async function blockDeleteWhenReferenced(tx: DbOrTx, references: Reference[]): Promise<void> {
  const used: string[] = [];
  for (const reference of references) {
    const [row] = await tx
      .select({ value: count() })
      .from(reference.table)
      .where(eq(reference.column, reference.id) as SQL);
    if ((row?.value ?? 0) > 0) used.push(reference.label);
  }
  if (used.length > 0) throw new ApiError(409, 'in_use', undefined, { what: used.join(', ') });
}

/** 400 naming `field` unless every id exists in `table`. */
export async function requireExisting(
  tx: DbOrTx,
  table: TableWithId,
  field: string,
  ids: number | readonly number[] | null | undefined,
): Promise<void> {
  if (ids === null || ids === undefined) return;
  const wanted = [...new Set(typeof ids === 'number' ? [ids] : ids)];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, wanted));
  if (rows.length !== wanted.length) {
    throw new ApiError(400, 'unknown_reference', [field], { fields: field });
  }
}

/** A case-insensitive LIKE pattern that matches `%` and `_` literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type PeriodTable = {
  table: PgTable;
  id: AnyPgColumn;
  usersId: AnyPgColumn;
  since: AnyPgColumn;
  /** Null in a row means an open end. */
  until: AnyPgColumn;
};

/**
 * 409 when `[since, until]` (until null = open end) shares a day or year with another period of
 * the user in `periods`. Callers hold the user's row lock, so two writers cannot both pass.
 */
export async function rejectPeriodOverlap(
  tx: DbOrTx,
  periods: PeriodTable,
  period: { usersId: number; since: string | number; until: string | number | null; exceptId?: number },
  alsoWhere?: SQL,
): Promise<void> {
  const conditions: (SQL | undefined)[] = [
    eq(periods.usersId, period.usersId),
    or(isNull(periods.until), gte(periods.until, period.since)),
    period.until === null ? undefined : lte(periods.since, period.until),
    period.exceptId === undefined ? undefined : ne(periods.id, period.exceptId),
    alsoWhere,
  ];
  const [clash] = await tx
    .select({ id: periods.id })
    .from(periods.table)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw new ApiError(409, 'overlap');
}
