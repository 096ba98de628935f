import { and, asc, count, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  type Project,
  projectAddSchema,
  projectEditSchema,
  projectListQuery,
  projectRightsSortKeys,
} from '../../contract/projects.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import { customers, entries, lumpsumServices, projects } from '../db/schema.ts';
import { readingOrder } from '../db/text-order.ts';
import { blockDeleteWhenReferenced, likePattern, lockRow, requireExisting } from '../domain/records.ts';
import type { ApiEnv, Deps } from '../env.ts';
import {
  checkIfMatch,
  filterEcho,
  forbidden,
  invalidFields,
  notFound,
  pageWindow,
  paging,
  pathId,
  readBody,
  readQuery,
  withEtag,
} from '../http.ts';

type ProjectRow = typeof projects.$inferSelect;

/** A budget of null or 0 counts as "no budget"; a hard budget is one that is not soft. */
const hasHardBudget = (row: ProjectRow) => !row.budgetIsNotStrict && (row.budgetMoney ?? 0) > 0;

/**
 * `revenue_factor` of each project (interface, project): 1 without a budget or with a soft one,
 * null for a hard budget that is not completed, and for a completed hard budget the budget divided
 * by what was used (money revenue, or hours worked for an hours budget), never above 1. The usage
 * of every completed hard-budget project is summed in one grouped query, however many rows.
 */
export async function revenueFactors(
  db: DbOrTx,
  rows: readonly ProjectRow[],
): Promise<Map<number, number | null>> {
  const factors = new Map<number, number | null>();
  const measured: ProjectRow[] = [];
  for (const row of rows) {
    if (!hasHardBudget(row)) factors.set(row.id, 1);
    else if (!row.completed) factors.set(row.id, null);
    else measured.push(row);
  }
  if (measured.length === 0) return factors;
  const usage = await db
    .select({
      projectsId: entries.projectsId,
      revenue: sql<number>`coalesce(sum(case ${entries.type}
        when 1 then coalesce(${entries.duration}, 0) / 3600.0 * coalesce(${entries.hourlyRate}, 0)
        when 2 then coalesce(${entries.lumpsum}, 0)
        when 3 then coalesce(${entries.lumpsumServicesAmount}, 0) * coalesce(${lumpsumServices.price}, 0)
        else 0 end), 0)::float8`,
      hours: sql<number>`coalesce(sum(case when ${entries.type} = 1
        then coalesce(${entries.duration}, 0) else 0 end), 0)::float8 / 3600.0`,
    })
    .from(entries)
    .leftJoin(lumpsumServices, eq(lumpsumServices.id, entries.lumpsumServicesId))
    .where(
      inArray(
        entries.projectsId,
        measured.map((row) => row.id),
      ),
    )
    .groupBy(entries.projectsId);
  const byProject = new Map(usage.map((item) => [item.projectsId, item]));
  for (const row of measured) {
    const used = byProject.get(row.id);
    const consumed = Number(row.budgetIsHours ? (used?.hours ?? 0) : (used?.revenue ?? 0));
    const budget = row.budgetMoney as number;
    factors.set(row.id, consumed <= budget ? 1 : budget / consumed);
  }
  return factors;
}

export function toProject(row: ProjectRow, caller: Caller, revenueFactor: number | null): Project {
  return {
    id: row.id,
    customers_id: row.customersId,
    name: row.name,
    number: row.number,
    active: row.active,
    billable_default: row.billableDefault,
    completed: row.completed,
    deadline: row.deadline,
    ...(rights.seesRightsFields(caller)
      ? {
          note: row.note,
          budget_money: row.budgetMoney,
          budget_is_hours: row.budgetIsHours,
          budget_is_not_strict: row.budgetIsNotStrict,
          billed_money: row.billedMoney,
          billed_completely: row.billedCompletely,
          revenue_factor: revenueFactor,
        }
      : {}),
  };
}

const sortColumns = {
  id: sql`${projects.id}`,
  name: readingOrder(projects.name),
  number: readingOrder(projects.number),
  deadline: sql`${projects.deadline}`,
  customer: readingOrder(customers.name),
  budget_money: sql`${projects.budgetMoney}`,
};

export function projectsRoutes({ db }: Deps) {
  const router = new Hono<ApiEnv>();

  async function visibleProject(caller: Caller, id: number): Promise<ProjectRow> {
    const [row] = await db.select().from(projects).where(eq(projects.id, id));
    if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
    return row;
  }

  async function answer(c: Context<ApiEnv>, row: ProjectRow) {
    const caller = c.get('caller');
    const factors = rights.seesRightsFields(caller) ? await revenueFactors(db, [row]) : new Map();
    return withEtag(c, row.version, { project: toProject(row, caller, factors.get(row.id) ?? null) });
  }

  router.get('/v2/projects', async (c) => {
    const caller = c.get('caller');
    const query = readQuery(c, projectListQuery);
    const sort = query.sort ?? 'name';
    const sortKey = sort.replace(/^-/, '') as keyof typeof sortColumns;
    // Sorting by a rights field would reveal its order to callers who may not see it.
    if ((projectRightsSortKeys as readonly string[]).includes(sortKey) && !rights.seesRightsFields(caller)) {
      throw invalidFields(['sort']);
    }
    const window = pageWindow(query);
    const conditions: SQL[] = [];
    if (!rights.seesInactiveRecords(caller)) conditions.push(eq(projects.active, true));
    if (query['filter[active]'] !== undefined) conditions.push(eq(projects.active, query['filter[active]']));
    if (query['filter[customers_id]'] !== undefined) {
      conditions.push(eq(projects.customersId, query['filter[customers_id]']));
    }
    const search = query['filter[search]'];
    if (search) {
      const pattern = likePattern(search);
      conditions.push(or(ilike(projects.name, pattern), ilike(projects.number, pattern)) as SQL);
    }
    const where = and(...conditions);
    // Records without a value sort last in both directions, where a reader looks for them.
    const order = sql`${sortColumns[sortKey]} ${sql.raw(sort.startsWith('-') ? 'desc' : 'asc')} nulls last`;
    const [rows, [total]] = await Promise.all([
      db
        .select(getTableColumns(projects))
        .from(projects)
        .innerJoin(customers, eq(customers.id, projects.customersId))
        .where(where)
        .orderBy(order, asc(projects.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(projects).where(where),
    ]);
    const factors = rights.seesRightsFields(caller) ? await revenueFactors(db, rows) : new Map();
    return c.json({
      paging: paging(window, total?.value ?? 0),
      filter: filterEcho(query),
      projects: rows.map((row) => toProject(row, caller, factors.get(row.id) ?? null)),
    });
  });

  router.get('/v2/projects/:id', async (c) => {
    const row = await visibleProject(c.get('caller'), pathId(c));
    return answer(c, row);
  });

  router.post('/v2/projects', async (c) => {
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    const body = await readBody(c, projectAddSchema);
    const row = await db.transaction(async (tx) => {
      await requireExisting(tx, customers, 'customers_id', body.customers_id);
      const [inserted] = await tx
        .insert(projects)
        .values({
          customersId: body.customers_id,
          name: body.name,
          number: body.number ?? null,
          active: body.active ?? true,
          billableDefault: body.billable_default ?? true,
          note: body.note ?? null,
          budgetMoney: body.budget_money ?? null,
          budgetIsHours: body.budget_is_hours ?? false,
          budgetIsNotStrict: body.budget_is_not_strict ?? false,
          deadline: body.deadline ?? null,
        })
        .returning();
      return inserted as ProjectRow;
    });
    return answer(c, row);
  });

  router.put('/v2/projects/:id', async (c) => {
    const id = pathId(c);
    await visibleProject(c.get('caller'), id);
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    const body = await readBody(c, projectEditSchema);
    // The interface spells the flag `budget_ist_not_strict` on edit; both spellings mean the same.
    const { budget_is_not_strict: correct, budget_ist_not_strict: misspelled } = body;
    if (correct !== undefined && misspelled !== undefined && correct !== misspelled) {
      throw invalidFields(['budget_is_not_strict', 'budget_ist_not_strict']);
    }
    const row = await db.transaction(async (tx) => {
      const current = await lockRow(tx, projects, id);
      checkIfMatch(c, current.version);
      await requireExisting(tx, customers, 'customers_id', body.customers_id);
      const [updated] = await tx
        .update(projects)
        .set({
          customersId: body.customers_id,
          name: body.name,
          number: body.number,
          active: body.active,
          billableDefault: body.billable_default,
          note: body.note,
          budgetMoney: body.budget_money,
          budgetIsHours: body.budget_is_hours,
          budgetIsNotStrict: correct ?? misspelled,
          completed: body.completed,
          billedMoney: body.billed_money,
          billedCompletely: body.billed_completely,
          deadline: body.deadline,
          version: current.version + 1,
        })
        .where(eq(projects.id, id))
        .returning();
      return updated as ProjectRow;
    });
    return answer(c, row);
  });

  router.delete('/v2/projects/:id', async (c) => {
    const id = pathId(c);
    await visibleProject(c.get('caller'), id);
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    await db.transaction(async (tx) => {
      const current = await lockRow(tx, projects, id);
      checkIfMatch(c, current.version);
      await blockDeleteWhenReferenced(tx, [
        { label: 'entries', table: entries, column: entries.projectsId, id },
      ]);
      await tx.delete(projects).where(eq(projects.id, id));
    });
    return c.json({ success: true });
  });

  return router;
}
