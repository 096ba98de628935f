import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Rate,
  type RateTarget,
  rateAddSchema,
  rateEditSchema,
  rateLevelOf,
  rateListQuery,
  rateListSchema,
  rateSingleSchema,
  rerateAnswerSchema,
  rerateBodySchema,
} from '../../contract/rates.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import { rates } from '../db/rates-schema.ts';
import { customers, projects, services, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { sqlState } from '../domain/entries.ts';
import { deleteRow, editRow, lockRow, requireExisting } from '../domain/records.ts';
import { rerate } from '../domain/rerate.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import {
  ApiError,
  filterEcho,
  forbidden,
  invalidFields,
  notFound,
  pageWindow,
  paging,
  pathId,
  withEtag,
} from '../http.ts';

type RateRow = typeof rates.$inferSelect;

const rateColumns = {
  id: 'id',
  customers_id: 'customersId',
  projects_id: 'projectsId',
  services_id: 'servicesId',
  users_id: 'usersId',
  hourly_rate: 'hourlyRate',
  date_since: 'dateSince',
} as const satisfies WireColumns<Rate, RateRow>;

const toRate = (row: RateRow): Rate => recordOf(rateColumns, row);

const references = [
  { field: 'customers_id', table: customers },
  { field: 'projects_id', table: projects },
  { field: 'services_id', table: services },
  { field: 'users_id', table: users },
] as const;

/**
 * 400 unless the target makes sense: a level exists for it (no service beside a customer or project),
 * each reference the request sent exists, and a project's customer, when named, is the project's. A
 * refusal names a field the request carried, the one that breaks the rule where it sent it.
 */
async function checkTarget(tx: DbOrTx, target: RateTarget, sent: Partial<RateTarget>) {
  const named = (fields: (keyof RateTarget)[]) => fields.filter((field) => sent[field] !== undefined);
  if (rateLevelOf(target) === null) {
    throw invalidFields(named(['services_id', 'projects_id', 'customers_id']).slice(0, 1));
  }
  for (const { field, table } of references) await requireExisting(tx, table, field, sent[field]);
  if (target.projects_id === null || target.customers_id === null) return;
  const [project] = await tx
    .select({ customersId: projects.customersId })
    .from(projects)
    .where(eq(projects.id, target.projects_id));
  if (project?.customersId !== target.customers_id) {
    throw invalidFields(named(['projects_id', 'customers_id']).slice(0, 1));
  }
}

/** The one unique index: a second rate for the same target and first day is a 409 naming `date_since`. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlState(error);
    if (state.code === '23505' && (state.constraint ?? 'rates_target_since') === 'rates_target_since') {
      throw new ApiError(409, 'duplicate_rate', ['date_since']);
    }
    throw error;
  }
}

const noTarget = { customers_id: null, projects_id: null, services_id: null, users_id: null };

const filterColumns = {
  'filter[customers_id]': rates.customersId,
  'filter[projects_id]': rates.projectsId,
  'filter[services_id]': rates.servicesId,
  'filter[users_id]': rates.usersId,
} as const;

const rateOperations = recordOperations({
  tag: 'Rates',
  base: '/api/v2/rates',
  noun: 'hourly rate',
  extension: true,
  list: rateListSchema,
  listQuery: rateListQuery,
  single: rateSingleSchema,
  add: rateAddSchema,
  edit: rateEditSchema,
});

/**
 * (extension) Hourly rates, `/api/v2/rates` (docs/interface.md#hourly-rates). Rates are rights fields
 * like an entry's `hourly_rate`: whoever may not see those gets a 403 on every route, and owners and
 * managers write them.
 */
export const ratesRoutes = declareRoutes(
  {
    ...rateOperations,
    get: { ...rateOperations.get, refusals: [403] },
    rerate: {
      method: 'POST',
      path: '/api/v2/rates/rerate',
      tag: 'Rates',
      summary: 'Re-rate open entries',
      description:
        'Gives the open (billable, not yet billed) time entries starting from `date_since` to `date_until` ' +
        'the hourly rate that applies to them now, where it differs from theirs (only those with the ' +
        '`customers_id`, `projects_id`, `services_id` and `users_id` sent): a preview of the count, ' +
        'hours and revenue before and after, by project; with `preview: false` all of them are written in ' +
        "one transaction. Entries on days under their co-worker's edit lock are counted and left alone.",
      extension: true,
      body: rerateBodySchema,
      response: rerateAnswerSchema,
      refusals: [403],
    },
  },
  ({ db, clock, appUrl }) => {
    function readable(caller: Caller) {
      if (!rights.seesRightsFields(caller)) throw forbidden();
    }
    function writable(caller: Caller) {
      readable(caller);
      if (!rights.writesMasterData(caller)) throw forbidden();
    }
    async function existing(id: number): Promise<RateRow> {
      const [row] = await db.select().from(rates).where(eq(rates.id, id));
      if (!row) throw notFound();
      return row;
    }

    return {
      list: async (c, input) => {
        readable(c.get('caller'));
        const query = input.query();
        const window = pageWindow(query);
        const conditions: SQL[] = [];
        for (const [key, column] of Object.entries(filterColumns)) {
          const ids = query[key as keyof typeof filterColumns];
          if (ids !== undefined) conditions.push(inArray(column, ids));
        }
        const where = and(...conditions);
        // One target's rates together (a project's with or without its customer), newest first.
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(rates)
            .where(where)
            .orderBy(
              sql`${rates.projectsId} nulls first`,
              sql`(case when ${rates.projectsId} is null then ${rates.customersId} end) nulls first`,
              sql`${rates.servicesId} nulls first`,
              sql`${rates.usersId} nulls first`,
              desc(rates.dateSince),
              asc(rates.id),
            )
            .limit(window.limit)
            .offset(window.offset),
          db.select({ value: count() }).from(rates).where(where),
        ]);
        return c.json({
          paging: paging(window, total?.value ?? 0),
          filter: filterEcho(query),
          rates: rows.map(toRate),
        });
      },

      get: async (c) => {
        const id = pathId(c);
        readable(c.get('caller'));
        const row = await existing(id);
        return withEtag(c, row.version, { rate: toRate(row) });
      },

      add: async (c, input) => {
        writable(c.get('caller'));
        const body = await input.body();
        const row = await refusingDuplicates(() =>
          db.transaction(async (tx) => {
            await checkTarget(tx, { ...noTarget, ...body }, body);
            const [inserted] = await tx
              .insert(rates)
              .values(insertValues(rateColumns, body, noTarget) as typeof rates.$inferInsert)
              .returning();
            return inserted as RateRow;
          }),
        );
        return withEtag(c, row.version, { rate: toRate(row) });
      },

      edit: async (c, input) => {
        const id = pathId(c);
        writable(c.get('caller'));
        await existing(id);
        const body = await input.body();
        const row = await refusingDuplicates(() =>
          editRow(db, c, rates, id, updateValues(rateColumns, body), async (tx) => {
            const current = toRate(await lockRow(tx, rates, id));
            const merged = { ...current, ...body } as Rate;
            await checkTarget(tx, merged, body);
          }),
        );
        return withEtag(c, row.version, { rate: toRate(row) });
      },

      delete: async (c) => {
        const id = pathId(c);
        writable(c.get('caller'));
        await existing(id);
        await deleteRow(db, c, rates, id);
        return c.json({ success: true });
      },

      rerate: async (c, input) => {
        const caller = c.get('caller');
        writable(caller);
        const body = await input.body();
        const answer = await db.transaction(async (tx) => {
          for (const { field, table } of references) await requireExisting(tx, table, field, body[field]);
          return rerate(tx, body, {
            preview: body.preview !== false,
            actorId: caller.id,
            context: { now: clock.now(), appUrl },
          });
        });
        return c.json({ rerate: answer });
      },
    };
  },
);
