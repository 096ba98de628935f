import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type Project,
  type ProjectBudgetUsage,
  projectAddSchema,
  projectEditSchema,
  projectListQuery,
  projectListSchema,
  projectRightsFields,
  projectRightsSortKeys,
  projectSingleQuery,
  projectSingleSchema,
  type projectSortKeys,
} from '../../contract/projects.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { budgetShareOf, budgetUsedOf } from '../db/columns.ts';
import { rates } from '../db/rates-schema.ts';
import { customers, entries, projects } from '../db/schema.ts';
import { readingOrder } from '../db/text-order.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow, editRow, likePattern, requireExisting } from '../domain/records.ts';
import {
  insertValues,
  recordOf,
  updateValues,
  type WireColumns,
  withoutFields,
} from '../domain/wire-columns.ts';
import type { ApiEnv } from '../env.ts';
import {
  filterEcho,
  forbidden,
  invalidFields,
  notFound,
  pageWindow,
  paging,
  pathId,
  withEtag,
} from '../http.ts';

type ProjectRow = typeof projects.$inferSelect;

/** A budget of null or 0 counts as "no budget"; a hard budget is one that is not soft. */
const hasHardBudget = (row: ProjectRow) => !row.budgetIsNotStrict && (row.budgetMoney ?? 0) > 0;

type Usage = { used: number; share: number | null };

/** What a project's entries used of its budget, from the sums their writes keep (server/domain/budget-usage.ts). */
const usageColumns = { used: budgetUsedOf(projects), share: budgetShareOf(projects) };

/**
 * `revenue_factor` (interface, project): 1 without a budget or with a soft one, null for a hard
 * budget that is not completed, and for a completed hard budget the budget divided by what was
 * used (revenue, or hours worked for an hours budget), never above 1.
 */
function revenueFactor(row: ProjectRow, usage: Usage): number | null {
  if (!hasHardBudget(row)) return 1;
  if (!row.completed) return null;
  const budget = row.budgetMoney as number;
  return usage.used <= budget ? 1 : budget / usage.used;
}

const projectColumns = {
  id: 'id',
  customers_id: 'customersId',
  name: 'name',
  number: 'number',
  active: 'active',
  billable_default: 'billableDefault',
  completed: 'completed',
  deadline: 'deadline',
  note: 'note',
  budget_money: 'budgetMoney',
  budget_is_hours: 'budgetIsHours',
  budget_is_not_strict: 'budgetIsNotStrict',
  billed_money: 'billedMoney',
  billed_completely: 'billedCompletely',
} as const satisfies WireColumns<Omit<Project, 'revenue_factor'>, ProjectRow>;

/** `usage` only for callers who see rights fields: it carries them. */
function toProject(row: ProjectRow, caller: Caller, usage?: Usage): Project {
  const project = recordOf(projectColumns, row);
  if (rights.seesRightsFields(caller) && usage)
    return { ...project, revenue_factor: revenueFactor(row, usage) };
  return withoutFields(project, projectRightsFields);
}

const budgetUsageOf = (projectId: number, usage: Usage): ProjectBudgetUsage => ({
  projects_id: projectId,
  budget_used: Math.round(usage.used * 100) / 100,
  budget_share: usage.share,
});

/**
 * The budget usage is a rights field: absent, like the budget itself, for callers without the right,
 * so that a page may ask with the same request whoever is signed in.
 */
const answersBudgetUsage = (caller: Caller, asked: boolean | undefined) =>
  (asked ?? false) && rights.seesRightsFields(caller);

type ProjectSortKey = (typeof projectSortKeys)[number];

const projectOperations = recordOperations({
  tag: 'Projects',
  base: '/api/v2/projects',
  noun: 'project',
  list: projectListSchema,
  listQuery: projectListQuery,
  single: projectSingleSchema,
  add: projectAddSchema,
  edit: projectEditSchema,
});

/** Sort keys read from the project row and its customer; `budget_share` needs the usage. */
const sortColumns: Record<Exclude<ProjectSortKey, 'budget_share'>, SQL> = {
  id: sql`${projects.id}`,
  name: readingOrder(projects.name),
  number: readingOrder(projects.number),
  deadline: sql`${projects.deadline}`,
  customer: readingOrder(customers.name),
  budget_money: sql`${projects.budgetMoney}`,
};

export const projectsRoutes = declareRoutes(
  {
    ...projectOperations,
    get: { ...projectOperations.get, query: projectSingleQuery },
  },
  ({ db }) => {
    async function visibleProject(caller: Caller, id: number): Promise<ProjectRow> {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
      return row;
    }

    async function answer(c: Context<ApiEnv>, row: ProjectRow, withBudgetUsage = false) {
      const caller = c.get('caller');
      let usage: Usage | undefined;
      if (rights.seesRightsFields(caller)) {
        [usage] = await db.select(usageColumns).from(projects).where(eq(projects.id, row.id));
      }
      return withEtag(c, row.version, {
        project: toProject(row, caller, usage),
        ...(withBudgetUsage && usage ? { budget_usage: budgetUsageOf(row.id, usage) } : {}),
      });
    }

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const sort = query.sort ?? 'name';
        const sortKey = sort.replace(/^-/, '') as ProjectSortKey;
        const overBudget = query['filter[over_budget]'];
        // Sorting or filtering by a rights field would reveal it to callers who may not see it.
        if (!rights.seesRightsFields(caller)) {
          if ((projectRightsSortKeys as readonly string[]).includes(sortKey)) throw invalidFields(['sort']);
          if (overBudget !== undefined) throw invalidFields(['filter[over_budget]']);
        }
        const withBudgetUsage = answersBudgetUsage(caller, query.budget_usage);
        const window = pageWindow(query);
        const share = usageColumns.share;
        const conditions: SQL[] = [];
        if (!rights.seesInactiveRecords(caller)) conditions.push(eq(projects.active, true));
        if (query['filter[active]'] !== undefined)
          conditions.push(eq(projects.active, query['filter[active]']));
        if (query['filter[customers_id]'] !== undefined) {
          conditions.push(eq(projects.customersId, query['filter[customers_id]']));
        }
        const search = query['filter[search]'];
        if (search) {
          const pattern = likePattern(search);
          conditions.push(or(ilike(projects.name, pattern), ilike(projects.number, pattern)) as SQL);
        }
        if (overBudget !== undefined) {
          conditions.push(overBudget ? sql`${share} > 1` : sql`coalesce(${share} <= 1, true)`);
        }
        const where = and(...conditions);
        const sortColumn = sortKey === 'budget_share' ? share : sortColumns[sortKey];
        // Records without a value sort last in both directions, where a reader looks for them.
        const order = sql`${sortColumn} ${sql.raw(sort.startsWith('-') ? 'desc' : 'asc')} nulls last`;
        // The usage is read from the project's running sums, and only by those who see it.
        const withUsage = rights.seesRightsFields(caller);
        const [rows, [total]] = await Promise.all([
          db
            .select({
              project: projects,
              used: withUsage ? usageColumns.used : sql<number>`0`,
              share: withUsage ? share : sql<number | null>`null`,
            })
            .from(projects)
            .innerJoin(customers, eq(customers.id, projects.customersId))
            .where(where)
            .orderBy(order, asc(projects.id))
            .limit(window.limit)
            .offset(window.offset),
          db.select({ value: count() }).from(projects).where(where),
        ]);
        return c.json({
          paging: paging(window, total?.value ?? 0),
          filter: filterEcho(query),
          projects: rows.map((row) =>
            toProject(row.project, caller, withUsage ? { used: row.used, share: row.share } : undefined),
          ),
          ...(withBudgetUsage ? { budget_usage: rows.map((row) => budgetUsageOf(row.project.id, row)) } : {}),
        });
      },

      get: async (c, input) => {
        const row = await visibleProject(c.get('caller'), pathId(c));
        return answer(c, row, answersBudgetUsage(c.get('caller'), input.query().budget_usage));
      },

      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          await requireExisting(tx, customers, 'customers_id', body.customers_id);
          const [inserted] = await tx
            .insert(projects)
            .values(
              insertValues(projectColumns, body, {
                number: null,
                active: true,
                billable_default: true,
                note: null,
                budget_money: null,
                budget_is_hours: false,
                budget_is_not_strict: false,
                deadline: null,
              }),
            )
            .returning();
          return inserted as ProjectRow;
        });
        return answer(c, row);
      },

      edit: async (c, input) => {
        const id = pathId(c);
        await visibleProject(c.get('caller'), id);
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        // The interface spells the flag `budget_ist_not_strict` on edit; both spellings mean the same.
        const { budget_is_not_strict: correct, budget_ist_not_strict: misspelled } = body;
        if (correct !== undefined && misspelled !== undefined && correct !== misspelled) {
          throw invalidFields(['budget_is_not_strict', 'budget_ist_not_strict']);
        }
        const changes = { ...updateValues(projectColumns, body), budgetIsNotStrict: correct ?? misspelled };
        const row = await editRow(db, c, projects, id, changes, (tx) =>
          requireExisting(tx, customers, 'customers_id', body.customers_id),
        );
        return answer(c, row);
      },

      delete: async (c) => {
        const id = pathId(c);
        await visibleProject(c.get('caller'), id);
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        await deleteRow(db, c, projects, id, [
          { label: 'entries', table: entries, column: entries.projectsId, id },
          { label: 'rates', table: rates, column: rates.projectsId, id },
        ]);
        return c.json({ success: true });
      },
    };
  },
);
