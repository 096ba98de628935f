import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type Customer,
  customerAddSchema,
  customerEditSchema,
  customerListQuery,
  customerListSchema,
  customerSingleSchema,
} from '../../contract/customers.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { rates } from '../db/rates-schema.ts';
import { customers, entries, projects } from '../db/schema.ts';
import { readingOrder } from '../db/text-order.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow, editRow, likePattern } from '../domain/records.ts';
import {
  insertValues,
  recordOf,
  updateValues,
  type WireColumns,
  withoutFields,
} from '../domain/wire-columns.ts';
import {
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

const customerColumns = {
  id: 'id',
  name: 'name',
  number: 'number',
  active: 'active',
  billable_default: 'billableDefault',
  note: 'note',
  color: 'color',
} as const satisfies WireColumns<Customer, CustomerRow>;

function toCustomer(row: CustomerRow, caller: Caller): Customer {
  const customer = recordOf(customerColumns, row);
  return rights.seesRightsFields(caller) ? customer : withoutFields(customer, ['note']);
}

const sortColumns = {
  id: sql`${customers.id}`,
  name: readingOrder(customers.name),
  number: readingOrder(customers.number),
};

/**
 * Written like services and lump sum services, but not served by their catalogueRoutes: the list is
 * paged, filtered and sorted, workers may add customers where the company lets them
 * (rights.addsCustomers), and the note is a rights field, which the record leaves out and an add refuses
 * for other callers.
 */
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
        const ids = query['filter[ids]'];
        if (ids) conditions.push(inArray(customers.id, ids));
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
          .values(
            insertValues(customerColumns, body, {
              number: null,
              active: true,
              billable_default: true,
              note: null,
              color: 1,
            }),
          )
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
        const row = await editRow(db, c, customers, id, updateValues(customerColumns, body));
        return withEtag(c, row.version, { customer: toCustomer(row, caller) });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleCustomer(caller, id);
        if (!rights.editsCustomers(caller)) throw forbidden();
        await deleteRow(db, c, customers, id, [
          { label: 'projects', table: projects, column: projects.customersId, id },
          { label: 'entries', table: entries, column: entries.customersId, id },
          { label: 'rates', table: rates, column: rates.customersId, id },
        ]);
        return c.json({ success: true });
      },
    };
  },
);
