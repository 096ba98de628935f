import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type Customer,
  customerAddSchema,
  customerEditSchema,
  customerListQuery,
  customerListSchema,
  customerSingleSchema,
} from '../../contract/customers.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { customers, entries, projects } from '../db/schema.ts';
import { readingOrder } from '../db/text-order.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { blockDeleteWhenReferenced, likePattern, lockRow } from '../domain/records.ts';
import {
  checkIfMatch,
  filterEcho,
  forbidden,
  forbiddenFields,
  notFound,
  pageWindow,
  paging,
  pathId,
  withEtag,
} from '../http.ts';

type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow, caller: Caller): Customer {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    active: row.active,
    billable_default: row.billableDefault,
    ...(rights.seesRightsFields(caller) ? { note: row.note } : {}),
    color: row.color,
  };
}

const sortColumns = {
  id: sql`${customers.id}`,
  name: readingOrder(customers.name),
  number: readingOrder(customers.number),
};

export const customersRoutes = declareRoutes(
  recordOperations({
    tag: 'Customers',
    base: '/api/v2/customers',
    noun: 'customer',
    list: customerListSchema,
    listQuery: customerListQuery,
    single: customerSingleSchema,
    add: customerAddSchema,
    edit: customerEditSchema,
  }),
  ({ db }) => {
    async function visibleCustomer(caller: Caller, id: number): Promise<CustomerRow> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
      return row;
    }

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const window = pageWindow(query);
        const conditions: SQL[] = [];
        if (!rights.seesInactiveRecords(caller)) conditions.push(eq(customers.active, true));
        if (query['filter[active]'] !== undefined)
          conditions.push(eq(customers.active, query['filter[active]']));
        const search = query['filter[search]'];
        if (search) {
          const pattern = likePattern(search);
          conditions.push(or(ilike(customers.name, pattern), ilike(customers.number, pattern)) as SQL);
        }
        const where = and(...conditions);
        const sort = query.sort ?? 'name';
        const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
        const direction = sort.startsWith('-') ? desc : asc;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(customers)
            .where(where)
            .orderBy(direction(column), asc(customers.id))
            .limit(window.limit)
            .offset(window.offset),
          db.select({ value: count() }).from(customers).where(where),
        ]);
        return c.json({
          paging: paging(window, total?.value ?? 0),
          filter: filterEcho(query),
          customers: rows.map((row) => toCustomer(row, caller)),
        });
      },

      get: async (c) => {
        const caller = c.get('caller');
        const row = await visibleCustomer(caller, pathId(c));
        return withEtag(c, row.version, { customer: toCustomer(row, caller) });
      },

      add: async (c, input) => {
        const caller = c.get('caller');
        if (!rights.addsCustomers(caller)) throw forbidden();
        const body = await input.body();
        if (body.note !== undefined && !rights.seesRightsFields(caller)) throw forbiddenFields(['note']);
        const [row] = await db
          .insert(customers)
          .values({
            name: body.name,
            number: body.number ?? null,
            active: body.active ?? true,
            billableDefault: body.billable_default ?? true,
            note: body.note ?? null,
            color: body.color ?? 1,
          })
          .returning();
        return withEtag(c, (row as CustomerRow).version, {
          customer: toCustomer(row as CustomerRow, caller),
        });
      },

      edit: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleCustomer(caller, id);
        if (!rights.editsCustomers(caller)) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          const current = await lockRow(tx, customers, id);
          checkIfMatch(c, current.version);
          const [updated] = await tx
            .update(customers)
            .set({
              name: body.name,
              number: body.number,
              active: body.active,
              billableDefault: body.billable_default,
              note: body.note,
              color: body.color,
              version: current.version + 1,
            })
            .where(eq(customers.id, id))
            .returning();
          return updated as CustomerRow;
        });
        return withEtag(c, row.version, { customer: toCustomer(row, caller) });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleCustomer(caller, id);
        if (!rights.editsCustomers(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, customers, id);
          checkIfMatch(c, current.version);
          await blockDeleteWhenReferenced(tx, [
            { label: 'projects', table: projects, column: projects.customersId, id },
            { label: 'entries', table: entries, column: entries.customersId, id },
          ]);
          await tx.delete(customers).where(eq(customers.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
