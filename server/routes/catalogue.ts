import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type Caller, rights } from '../../contract/rights.ts';
import { entries } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { type AroundEdit, deleteRow, editRow } from '../domain/records.ts';
import type { ApiEnv } from '../env.ts';
import { forbidden, notFound, pathId, withEtag } from '../http.ts';

type CatalogueTable = PgTable & { id: AnyPgColumn; active: AnyPgColumn; version: AnyPgColumn };
type CatalogueRow = { active: boolean; version: number };

type Catalogue<Table extends CatalogueTable, Add extends z.ZodType, Edit extends z.ZodType> = {
  tag: string;
  base: `/api/${string}`;
  noun: string;
  extension?: boolean;
  list: z.ZodType;
  single: z.ZodType;
  add: Add;
  edit: Edit;
  table: Table;
  /** The answers' keys: one item's, and the list's. */
  itemKey: string;
  listKey: string;
  toRecord(row: Table['$inferSelect']): unknown;
  insertOf(body: z.output<Add>): PgInsertValue<Table>;
  updateOf(body: z.output<Edit>): PgUpdateSetSource<Table>;
  /** The entries' column that points at an item. */
  usedByEntries: AnyPgColumn;
  /** Other records that keep an item from being deleted: a label for the 409 and their column. */
  alsoUsedBy?: readonly { label: string; table: PgTable; column: AnyPgColumn }[];
  /** What an edit must also do in its transaction, around the update. */
  aroundEdit?: AroundEdit;
};

/**
 * The routes of services and lump sum services, which are served alike: what an entry bills, written by
 * owners and managers, seen by workers only while active (an inactive one is a 404 to them, like a
 * missing one), and kept while entries point at it.
 */
export function catalogueRoutes<Table extends CatalogueTable, Add extends z.ZodType, Edit extends z.ZodType>(
  catalogue: Catalogue<Table, Add, Edit>,
) {
  const { table, itemKey, listKey, toRecord } = catalogue;
  return declareRoutes(
    recordOperations({
      tag: catalogue.tag,
      base: catalogue.base,
      noun: catalogue.noun,
      list: catalogue.list,
      single: catalogue.single,
      add: catalogue.add,
      edit: catalogue.edit,
      extension: catalogue.extension,
    }),
    ({ db }) => {
      type Row = Table['$inferSelect'];

      async function visibleItem(caller: Caller, id: number): Promise<Row> {
        const [row] = await db
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id));
        if (!row || (!(row as CatalogueRow).active && !rights.seesInactiveRecords(caller))) throw notFound();
        return row;
      }

      const answer = (c: Context<ApiEnv>, row: Row) =>
        withEtag(c, (row as CatalogueRow).version, { [itemKey]: toRecord(row) });

      return {
        list: async (c) => {
          const caller = c.get('caller');
          const rows = await db
            .select()
            .from(table as PgTable)
            .where(rights.seesInactiveRecords(caller) ? undefined : eq(table.active, true))
            .orderBy(asc(table.id));
          return c.json({ [listKey]: rows.map(toRecord) });
        },

        get: async (c) => {
          return answer(c, await visibleItem(c.get('caller'), pathId(c)));
        },

        add: async (c, input) => {
          if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
          const body = await input.body();
          const values = catalogue.insertOf(body);
          const [row] = await db.insert(table).values(values).returning();
          return answer(c, row as Row);
        },

        edit: async (c, input) => {
          const caller = c.get('caller');
          const id = pathId(c);
          await visibleItem(caller, id);
          if (!rights.writesMasterData(caller)) throw forbidden();
          const body = await input.body();
          return answer(
            c,
            await editRow(db, c, table, id, catalogue.updateOf(body), undefined, catalogue.aroundEdit),
          );
        },

        delete: async (c) => {
          const caller = c.get('caller');
          const id = pathId(c);
          await visibleItem(caller, id);
          if (!rights.writesMasterData(caller)) throw forbidden();
          const otherUsers = catalogue.alsoUsedBy ?? [];
          await deleteRow(db, c, table, id, [
            { label: 'entries', table: entries, column: catalogue.usedByEntries, id },
            ...otherUsers.map((reference) => ({ ...reference, id })),
          ]);
          return c.json({ success: true });
        },
      };
    },
  );
}
