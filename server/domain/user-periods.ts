import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { checkIfMatch, forbidden, movedBoundInvalid, notFound } from '../http.ts';
import { lockRow, type PeriodTable, rejectPeriodOverlap, requireExisting } from './records.ts';
import { insertValues, recordOf, updateValues } from './wire-columns.ts';

type PeriodsTable = PgTable & { id: AnyPgColumn; usersId: AnyPgColumn; version: AnyPgColumn };
type PeriodRow = { usersId: number; version: number };
type Bound = string | number;

/**
 * A resource of users' periods, which never overlap (holiday quotas, nonbusiness group periods): its
 * table, its wire-to-column map, the wire fields of a period's first and last day or year (a null last
 * one is an open end), and their columns, which the overlap check reads.
 */
export type UserPeriods<Table extends PeriodsTable> = {
  table: Table;
  columns: Readonly<Record<string, string>>;
  since: string;
  until: string;
  overlap: PeriodTable;
};

export function userPeriods<Table extends PeriodsTable, const Columns extends Record<string, string>>(
  table: Table,
  columns: Columns,
  [since, until]: readonly [since: keyof Columns & string, until: keyof Columns & string],
): UserPeriods<Table> {
  const columnOf = (field: string) =>
    (table as unknown as Record<string, AnyPgColumn>)[columns[field] as string] as AnyPgColumn;
  const overlap = {
    table,
    id: table.id,
    usersId: table.usersId,
    since: columnOf(since),
    until: columnOf(until),
  };
  return { table, columns, since, until, overlap };
}

/** The user whose rows a list shows: the one asked for (403 if not readable), else every user or the caller. */
export function listedUser(caller: Caller, usersId: number | undefined): number | undefined {
  if (usersId !== undefined && !rights.readsUserRecordsOf(caller, usersId)) throw forbidden();
  return usersId ?? (rights.readsEveryonesUserRecords(caller) ? undefined : caller.id);
}

/** The users whose periods a list shows, as `listedUser` for a `filter[users_id]` of several. */
export function listedUsers(
  caller: Caller,
  usersIds: readonly number[] | undefined,
): readonly number[] | undefined {
  if (usersIds?.some((usersId) => !rights.readsUserRecordsOf(caller, usersId))) throw forbidden();
  return usersIds ?? (rights.readsEveryonesUserRecords(caller) ? undefined : [caller.id]);
}

/** The period, or 404; 403 for a caller who may not read its user's records. */
export async function readableUserPeriod<Table extends PeriodsTable>(
  db: Db,
  table: Table,
  caller: Caller,
  id: number,
): Promise<Table['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw notFound();
  if (!rights.readsUserRecordsOf(caller, (row as PeriodRow).usersId)) throw forbidden();
  return row as Table['$inferSelect'];
}

/**
 * Adds a user's period from a validated add body, in one transaction: 400 unless the user exists, then
 * `check` (what else the body names), then the user's row is locked, as every write to their periods
 * does first, so that the overlap check (409) holds. A period sent without its end is open.
 */
export async function addUserPeriod<Table extends PeriodsTable>(
  db: Db,
  periods: UserPeriods<Table>,
  body: { users_id: number },
  check?: (tx: Tx) => Promise<void>,
): Promise<Table['$inferSelect']> {
  const sent = body as Record<string, unknown>;
  return db.transaction(async (tx) => {
    await requireExisting(tx, users, 'users_id', body.users_id);
    await check?.(tx);
    await lockRow(tx, users, body.users_id);
    const until = (sent[periods.until] ?? null) as Bound | null;
    await rejectPeriodOverlap(tx, periods.overlap, {
      usersId: body.users_id,
      since: sent[periods.since] as Bound,
      until,
    });
    const [inserted] = await tx
      .insert(periods.table)
      .values(insertValues(periods.columns, { ...sent, [periods.until]: until }) as PgInsertValue<Table>)
      .returning();
    return inserted as Table['$inferSelect'];
  });
}

/**
 * Edits a user's period from a validated edit body, in one transaction: the user's row locked first (the
 * user of a period never changes, so it is the one read before), then the period's, 412 unless `If-Match`
 * names its version. The bounds sent replace the stored ones: 400 naming the bound the edit moved when
 * they end up out of order, then `check`, then 409 when they overlap another period of the user.
 */
export async function editUserPeriod<Table extends PeriodsTable>(
  db: Db,
  c: Context,
  periods: UserPeriods<Table>,
  period: { id: number; usersId: number },
  body: object,
  check?: (tx: Tx) => Promise<void>,
): Promise<Table['$inferSelect']> {
  const sent = body as Record<string, unknown>;
  return db.transaction(async (tx) => {
    await lockRow(tx, users, period.usersId);
    const current = await lockRow(tx, periods.table, period.id);
    const { usersId, version } = current as PeriodRow;
    checkIfMatch(c, version);
    const stored: Record<string, unknown> = recordOf(periods.columns, current as Record<string, unknown>);
    const since = (sent[periods.since] ?? stored[periods.since]) as Bound;
    const until = (
      sent[periods.until] === undefined ? stored[periods.until] : sent[periods.until]
    ) as Bound | null;
    if (until !== null && until < since) {
      throw movedBoundInvalid(sent[periods.until] !== undefined, periods.since, periods.until);
    }
    await check?.(tx);
    await rejectPeriodOverlap(tx, periods.overlap, {
      usersId,
      since,
      until,
      exceptId: period.id,
    });
    const changes = updateValues(periods.columns, {
      ...sent,
      [periods.since]: since,
      [periods.until]: until,
    });
    const [updated] = await tx
      .update(periods.table as PgTable)
      .set({ ...changes, version: version + 1 } as PgUpdateSetSource<PgTable>)
      .where(eq(periods.table.id, period.id))
      .returning();
    return updated as Table['$inferSelect'];
  });
}
