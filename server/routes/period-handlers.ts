import { and, asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { rights } from '../../contract/rights.ts';
import type { Db, Tx } from '../db/client.ts';
import { deleteRow, requireExisting } from '../domain/records.ts';
import {
  addUserPeriod,
  editUserPeriod,
  listedUsers,
  readableUserPeriod,
  type UserPeriods,
} from '../domain/user-periods.ts';
import type { ApiEnv } from '../env.ts';
import { forbidden, pathId, withEtag } from '../http.ts';

type PeriodsTable = PgTable & { id: AnyPgColumn; usersId: AnyPgColumn; version: AnyPgColumn };
type TableWithId = PgTable & { id: AnyPgColumn };
type Ids = readonly number[] | undefined;

/** The record a period names besides its user (a group, a model): the wire field and its table. */
type Reference = { field: string; table: TableWithId };

/**
 * The five handlers of a resource of users' dated periods that name one other record (nonbusiness group
 * periods, surcharge-model periods), answered under `key`: the list filters by `filter[users_id]` and
 * `filter[<reference>]`, a worker reads their own periods, owners and managers write, and a write
 * naming a reference that does not exist is a 400 naming it.
 */
export function userPeriodHandlers<Table extends PeriodsTable>(
  db: Db,
  periods: UserPeriods<Table>,
  reference: Reference,
  key: string,
  toRecord: (row: Table['$inferSelect']) => unknown,
) {
  const { table } = periods;
  const referenceColumn = (table as unknown as Record<string, AnyPgColumn>)[
    periods.columns[reference.field] as string
  ] as AnyPgColumn;
  const referenceExists = (body: object) => (tx: Tx) =>
    requireExisting(
      tx,
      reference.table,
      reference.field,
      (body as Record<string, number | undefined>)[reference.field],
    );
  const answer = (c: Context<ApiEnv>, row: Table['$inferSelect']) =>
    withEtag(c, (row as { version: number }).version, { [key]: toRecord(row) });

  return {
    list: async (c: Context<ApiEnv>, input: { query(): Record<string, Ids> }) => {
      const query = input.query();
      const usersIds = listedUsers(c.get('caller'), query['filter[users_id]']);
      const referenceIds = query[`filter[${reference.field}]`];
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(
          and(
            usersIds ? inArray(table.usersId, [...usersIds]) : undefined,
            referenceIds ? inArray(referenceColumn, [...referenceIds]) : undefined,
          ),
        )
        .orderBy(asc(table.id));
      return c.json({ [key]: rows.map((row) => toRecord(row as Table['$inferSelect'])) });
    },
    get: async (c: Context<ApiEnv>) =>
      answer(c, await readableUserPeriod(db, table, c.get('caller'), pathId(c))),
    add: async (c: Context<ApiEnv>, input: { body(): Promise<{ users_id: number }> }) => {
      if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
      const body = await input.body();
      return answer(c, await addUserPeriod(db, periods, body, referenceExists(body)));
    },
    edit: async (c: Context<ApiEnv>, input: { body(): Promise<object> }) => {
      const caller = c.get('caller');
      const id = pathId(c);
      const seen = await readableUserPeriod(db, table, caller, id);
      if (!rights.writesMasterData(caller)) throw forbidden();
      const body = await input.body();
      const period = { id, usersId: (seen as { usersId: number }).usersId };
      return answer(c, await editUserPeriod(db, c, periods, period, body, referenceExists(body)));
    },
    delete: async (c: Context<ApiEnv>) => {
      const caller = c.get('caller');
      const id = pathId(c);
      await readableUserPeriod(db, table, caller, id);
      if (!rights.writesMasterData(caller)) throw forbidden();
      await deleteRow(db, c, table, id);
      return c.json({ success: true });
    },
  };
}
