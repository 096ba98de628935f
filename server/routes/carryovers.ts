import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { requireExisting } from '../domain/records.ts';
import { listedUser } from '../domain/user-periods.ts';
import { insertValues, recordOf, updateValues } from '../domain/wire-columns.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, checkIfMatch, forbidden, notFound, pathId, withEtag } from '../http.ts';

type CarryTable = PgTable & { usersId: AnyPgColumn; year: AnyPgColumn; version: AnyPgColumn };
type CarryRow = { usersId: number; year: number; version: number };

type ListQuery = z.ZodObject<{
  users_id: z.ZodOptional<z.ZodType<number>>;
  year: z.ZodOptional<z.ZodType<number>>;
}>;

type Carryovers<Table extends CarryTable, Add extends z.ZodType, Edit extends z.ZodType> = {
  tag: string;
  /** The collection's path; a row is `<base>/:users_id/:year`. */
  base: `/api/${string}`;
  /** "holiday carryover": the summaries' noun. */
  noun: string;
  extension?: boolean;
  list: z.ZodType;
  listQuery: ListQuery;
  single: z.ZodType;
  add: Add;
  edit: Edit;
  table: Table;
  /** The wire-to-column map of the row's fields. */
  columns: Readonly<Record<string, string>>;
  /** The answers' keys: the list's and one row's. */
  listKey: string;
  itemKey: string;
};

/**
 * The routes of what is carried into a year for a user (holidays, overtime), served alike: one row per
 * user and year, addressed by both, written by owners and managers, read by workers for themselves only.
 */
export function carryoverRoutes<Table extends CarryTable, Add extends z.ZodType, Edit extends z.ZodType>(
  carry: Carryovers<Table, Add, Edit>,
) {
  const { table, columns, listKey, itemKey, tag, base, noun } = carry;
  const common = { tag, ...(carry.extension ? { extension: true } : {}) };
  const rowPath = `${base}/:users_id/:year` as const;
  const article = /^[aeio]/.test(noun) ? 'an' : 'a';
  return declareRoutes(
    {
      list: {
        ...common,
        method: 'GET',
        path: base,
        summary: `List ${noun}s`,
        query: carry.listQuery,
        response: carry.list,
        refusals: [403],
      },
      get: {
        ...common,
        method: 'GET',
        path: rowPath,
        summary: `Get a user's ${noun} into a year`,
        response: carry.single,
        etag: true,
        refusals: [403],
      },
      add: {
        ...common,
        method: 'POST',
        path: base,
        summary: `Add ${article} ${noun}`,
        body: carry.add,
        response: carry.single,
        etag: true,
        refusals: [403, 409],
      },
      edit: {
        ...common,
        method: 'PUT',
        path: rowPath,
        summary: `Edit ${article} ${noun}`,
        body: carry.edit,
        response: carry.single,
        etag: true,
        ifMatch: true,
        refusals: [403],
      },
      delete: {
        ...common,
        method: 'DELETE',
        path: rowPath,
        summary: `Delete ${article} ${noun}`,
        response: successSchema,
        ifMatch: true,
        refusals: [403],
      },
    },
    ({ db }) => {
      type Row = Table['$inferSelect'];
      const keyOf = (usersId: number, year: number) => and(eq(table.usersId, usersId), eq(table.year, year));
      const answer = (c: Context<ApiEnv>, row: Row) =>
        withEtag(c, (row as CarryRow).version, {
          [itemKey]: recordOf(columns, row as Record<string, unknown>),
        });
      const pathKey = (c: Context<ApiEnv>) => [pathId(c, 'users_id'), pathId(c, 'year')] as const;

      /** The row named by the path; 403 for another user's to a caller who reads only their own. */
      async function readable(caller: Caller, usersId: number, year: number): Promise<Row> {
        if (!rights.readsUserRecordsOf(caller, usersId)) throw forbidden();
        const [row] = await db
          .select()
          .from(table as PgTable)
          .where(keyOf(usersId, year));
        if (!row) throw notFound();
        return row as Row;
      }

      /** The row locked for the rest of the write, 412 unless `If-Match` names its version. */
      async function lockedCurrent(tx: Tx, c: Context<ApiEnv>, usersId: number, year: number): Promise<Row> {
        const [row] = await tx
          .select()
          .from(table as PgTable)
          .where(keyOf(usersId, year))
          .for('update');
        if (!row) throw notFound();
        checkIfMatch(c, (row as CarryRow).version);
        return row as Row;
      }

      return {
        list: async (c, input) => {
          const query = input.query();
          const usersId = listedUser(c.get('caller'), query.users_id);
          const rows = await db
            .select()
            .from(table as PgTable)
            .where(
              and(
                usersId === undefined ? undefined : eq(table.usersId, usersId),
                query.year === undefined ? undefined : eq(table.year, query.year),
              ),
            )
            .orderBy(asc(table.usersId), asc(table.year));
          return c.json({ [listKey]: rows.map((row) => recordOf(columns, row as Record<string, unknown>)) });
        },
        get: async (c) => {
          const [usersId, year] = pathKey(c);
          return answer(c, await readable(c.get('caller'), usersId, year));
        },
        add: async (c, input) => {
          if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
          const body = (await input.body()) as { users_id: number; note?: string | null };
          const row = await db.transaction(async (tx) => {
            await requireExisting(tx, users, 'users_id', body.users_id);
            // The primary key (users_id, year) decides a race: the loser inserts nothing and gets 409.
            const [inserted] = await tx
              .insert(table)
              .values(insertValues(columns, body, { note: null }) as PgInsertValue<Table>)
              .onConflictDoNothing()
              .returning();
            if (!inserted) throw new ApiError(409, 'duplicate_carryover');
            return inserted as Row;
          });
          return answer(c, row);
        },
        edit: async (c, input) => {
          const caller = c.get('caller');
          const [usersId, year] = pathKey(c);
          await readable(caller, usersId, year);
          if (!rights.writesMasterData(caller)) throw forbidden();
          const body = (await input.body()) as object;
          const row = await db.transaction(async (tx) => {
            const current = await lockedCurrent(tx, c, usersId, year);
            const [updated] = await tx
              .update(table as PgTable)
              .set({
                ...updateValues(columns, body),
                version: (current as CarryRow).version + 1,
              } as PgUpdateSetSource<PgTable>)
              .where(keyOf(usersId, year))
              .returning();
            return updated as Row;
          });
          return answer(c, row);
        },
        delete: async (c) => {
          const caller = c.get('caller');
          const [usersId, year] = pathKey(c);
          await readable(caller, usersId, year);
          if (!rights.writesMasterData(caller)) throw forbidden();
          await db.transaction(async (tx) => {
            await lockedCurrent(tx, c, usersId, year);
            await tx.delete(table).where(keyOf(usersId, year));
          });
          return c.json({ success: true });
        },
      };
    },
  );
}
