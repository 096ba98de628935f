import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toUtcTimestamp } from '../../contract/dates.ts';
import type { Entry, entryListQuery } from '../../contract/entries.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import { customers, entries, lumpsumServices, projects, services, texts, users } from '../db/schema.ts';
import { forbiddenFields } from '../http.ts';
import { likePattern } from './records.ts';

export type EntryRow = typeof entries.$inferSelect;
export type EntryListQuery = z.output<typeof entryListQuery>;

/** What an enhanced list adds to an entry, read by joins in the same query. */
export type EntryDetails = {
  customersName: string | null;
  projectsName: string | null;
  usersName: string | null;
  text: string | null;
  servicesName: string | null;
  lumpsumServicesPrice: number | null;
  /** `listedRevenue`: null where the list leaves revenue out (a hard-budget project). */
  revenue: number | null;
};

/** A project has a budget when `budget_money` is above 0; a hard budget is one that is not soft. */
const hasBudget = sql`coalesce(${projects.budgetMoney}, 0) > 0`;

/** The seconds a time entry counts as stored: its duration (a running entry's is 0). */
export const storedSeconds: SQL = sql`coalesce(${entries.duration}, 0)`;

/** The seconds a time entry counts at `now`: a running one from its start until then. */
export function secondsUntil(now: Date): SQL {
  return sql`case when ${entries.type} = 1 and ${entries.timeUntil} is null
    then greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${entries.timeSince}))))
    else ${storedSeconds} end`;
}

/**
 * The revenue of one entry as the interface defines it, in money rounded to cents: hours times the
 * hourly rate (type 1), the lump sum (type 2), or amount times the lump sum service's price (type 3).
 * The one definition of revenue: the enhanced list, the entry summary and the budget usage of
 * projects all read it. Needs `lumpsum_services` joined on the entry's lump sum service.
 */
export function entryRevenue(seconds: SQL = storedSeconds): SQL<string> {
  return sql<string>`round(case ${entries.type}
    when 1 then (${seconds})::numeric / 3600 * coalesce(${entries.hourlyRate}, 0)::numeric
    when 2 then coalesce(${entries.lumpsum}, 0)::numeric
    when 3 then coalesce(${entries.lumpsumServicesAmount}, 0)::numeric * coalesce(${lumpsumServices.price}, 0)::numeric
    else 0 end, 2)`;
}

/**
 * An entry's revenue as a list shows it: null for an entry of a hard-budget project unless
 * `withHardBudgetRevenue` (the interface's `calc_also_revenues_for_projects_with_hard_budget`), since
 * the summed revenues of such a project could exceed its budget. Needs `projects` and
 * `lumpsum_services` joined.
 */
export function listedRevenue(
  withHardBudgetRevenue: boolean,
  seconds: SQL = storedSeconds,
): SQL<string | null> {
  if (withHardBudgetRevenue) return entryRevenue(seconds);
  return sql<string | null>`case when ${hasBudget} and ${projects.budgetIsNotStrict} = false
    then null else ${entryRevenue(seconds)} end`;
}

/**
 * The one mapping from a row to the interface's entry. Fields of other types are absent;
 * `hourly_rate` and `revenue` only for callers with the rights; `details` only in an enhanced
 * list, whose query already left out the revenue of hard-budget projects (`listedRevenue`).
 */
export function toEntry(row: EntryRow, caller: Caller, enhanced?: { details: EntryDetails }): Entry {
  const entry: Entry = {
    id: row.id,
    customers_id: row.customersId,
    projects_id: row.projectsId,
    users_id: row.usersId,
    billable: row.billable as Entry['billable'],
    texts_id: row.textsId,
    time_since: toUtcTimestamp(row.timeSince.getTime()),
    time_until: row.timeUntil ? toUtcTimestamp(row.timeUntil.getTime()) : null,
    time_insert: toUtcTimestamp(row.timeInsert.getTime()),
    time_last_change: toUtcTimestamp(row.timeLastChange.getTime()),
    type: row.type as Entry['type'],
  };
  if (row.type === 1) {
    Object.assign(entry, {
      services_id: row.servicesId,
      duration: row.duration ?? 0,
      offset: row.offset ?? 0,
      clocked: row.clocked,
      clocked_offline: row.clockedOffline,
      time_clocked_since: row.timeClockedSince ? toUtcTimestamp(row.timeClockedSince.getTime()) : null,
      time_last_change_worktime: toUtcTimestamp(row.timeLastChangeWorktime.getTime()),
      ...(rights.seesRightsFields(caller) ? { hourly_rate: row.hourlyRate ?? 0 } : {}),
    });
  } else if (row.type === 2) {
    Object.assign(entry, { services_id: row.servicesId, lumpsum: row.lumpsum ?? 0 });
  } else {
    Object.assign(entry, {
      lumpsum_services_id: row.lumpsumServicesId,
      lumpsum_services_amount: row.lumpsumServicesAmount ?? 0,
    });
  }
  if (enhanced) {
    const { details } = enhanced;
    entry.customers_name = details.customersName ?? '';
    entry.projects_name = details.projectsName;
    entry.users_name = details.usersName ?? '';
    entry.text = details.text;
    if (row.type === 3) entry.lumpsum_services_price = details.lumpsumServicesPrice ?? 0;
    else entry.services_name = details.servicesName ?? '';
    if (rights.seesRightsFields(caller) && details.revenue !== null) entry.revenue = details.revenue;
  }
  return entry;
}

/**
 * `filter[budget_type]` (our reading, docs/interface.md#entries): strict = the entry's project has
 * a budget (budget_money > 0) that is hard; soft = a budget that is soft; -completed/-incomplete
 * narrow those by the project's `completed`; without = no project, or a project without budget;
 * without-strict = everything that is not strict (without, or soft).
 */
function budgetCondition(db: DbOrTx, budgetType: NonNullable<EntryListQuery['filter[budget_type]']>): SQL {
  const projectIds = (condition: SQL | undefined) =>
    inArray(entries.projectsId, db.select({ id: projects.id }).from(projects).where(condition));
  const strict = and(hasBudget, eq(projects.budgetIsNotStrict, false));
  const soft = and(hasBudget, eq(projects.budgetIsNotStrict, true));
  switch (budgetType) {
    case 'strict':
      return projectIds(strict);
    case 'strict-completed':
      return projectIds(and(strict, eq(projects.completed, true)));
    case 'strict-incomplete':
      return projectIds(and(strict, eq(projects.completed, false)));
    case 'soft':
      return projectIds(soft);
    case 'soft-completed':
      return projectIds(and(soft, eq(projects.completed, true)));
    case 'soft-incomplete':
      return projectIds(and(soft, eq(projects.completed, false)));
    case 'without':
      return or(isNull(entries.projectsId), projectIds(sql`not (${hasBudget})`)) as SQL;
    case 'without-strict':
      return or(
        isNull(entries.projectsId),
        projectIds(or(sql`not (${hasBudget})`, eq(projects.budgetIsNotStrict, true))),
      ) as SQL;
  }
}

/**
 * The WHERE of an entry list: entries whose `time_since` lies in [time_since, time_until), each
 * filter, and `onlyUser` for callers who see only their own entries. Every condition on a
 * related table is a subquery, so the entries side is always served by its own indexes.
 */
export function entryListWhere(db: DbOrTx, query: EntryListQuery, onlyUser: number | undefined): SQL {
  const conditions: (SQL | undefined)[] = [
    gte(entries.timeSince, new Date(query.time_since)),
    lt(entries.timeSince, new Date(query.time_until)),
  ];
  const usersId = query['filter[users_id]'] ?? onlyUser;
  if (usersId !== undefined) conditions.push(eq(entries.usersId, usersId));
  if (query['filter[customers_id]'] !== undefined) {
    conditions.push(eq(entries.customersId, query['filter[customers_id]']));
  }
  if (query['filter[projects_id]'] !== undefined) {
    conditions.push(eq(entries.projectsId, query['filter[projects_id]']));
  }
  if (query['filter[services_id]'] !== undefined) {
    conditions.push(eq(entries.servicesId, query['filter[services_id]']));
  }
  if (query['filter[lumpsum_services_id]'] !== undefined) {
    conditions.push(eq(entries.lumpsumServicesId, query['filter[lumpsum_services_id]']));
  }
  const billable = query['filter[billable]'];
  // 1 = billable, which an already billed entry (2) still is; 2 narrows to the billed ones.
  if (billable === 0) conditions.push(eq(entries.billable, 0));
  else if (billable === 1) conditions.push(inArray(entries.billable, [1, 2]));
  else if (billable === 2) conditions.push(eq(entries.billable, 2));
  if (query['filter[texts_id]'] !== undefined)
    conditions.push(eq(entries.textsId, query['filter[texts_id]']));
  const search = query['filter[text]'];
  if (search) {
    const matching = db
      .select({ id: texts.id })
      .from(texts)
      .where(ilike(texts.text, likePattern(search)));
    conditions.push(inArray(entries.textsId, matching));
  }
  const budgetType = query['filter[budget_type]'];
  if (budgetType) conditions.push(budgetCondition(db, budgetType));
  return and(...conditions) as SQL;
}

/**
 * Whose entries a list (or its summary) may hold: a worker's own only, so a worker's
 * `filter[users_id]` naming someone else is a 403 naming it. Returns the user to keep the list to,
 * or undefined for every user.
 */
export function entryListUser(caller: Caller, query: EntryListQuery): number | undefined {
  const usersFilter = query['filter[users_id]'];
  if (usersFilter !== undefined && !rights.entriesOf(caller, usersFilter)) {
    throw forbiddenFields(['filter[users_id]']);
  }
  return rights.entriesOfEveryone(caller) ? undefined : caller.id;
}

/** One page in the list's stable order (time_since, id). */
export function entryPageQuery(db: DbOrTx, where: SQL, window: { limit: number; offset: number }) {
  return db
    .select()
    .from(entries)
    .where(where)
    .orderBy(asc(entries.timeSince), asc(entries.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The same page with what an enhanced list adds, joined in by primary key. */
export function enhancedEntryPageQuery(
  db: DbOrTx,
  where: SQL,
  window: { limit: number; offset: number },
  withHardBudgetRevenue: boolean,
) {
  return db
    .select({
      entry: entries,
      customersName: customers.name,
      projectsName: projects.name,
      usersName: users.name,
      text: texts.text,
      servicesName: services.name,
      lumpsumServicesPrice: lumpsumServices.price,
      revenue: sql<number | null>`${listedRevenue(withHardBudgetRevenue)}::float8`,
    })
    .from(entries)
    .leftJoin(customers, eq(customers.id, entries.customersId))
    .leftJoin(projects, eq(projects.id, entries.projectsId))
    .leftJoin(users, eq(users.id, entries.usersId))
    .leftJoin(texts, eq(texts.id, entries.textsId))
    .leftJoin(services, eq(services.id, entries.servicesId))
    .leftJoin(lumpsumServices, eq(lumpsumServices.id, entries.lumpsumServicesId))
    .where(where)
    .orderBy(asc(entries.timeSince), asc(entries.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function entryCountQuery(db: DbOrTx, where: SQL) {
  return db.select({ value: count() }).from(entries).where(where);
}

/** The SQLSTATE of a database error, which drizzle may wrap (the driver's error is then `cause`). */
export function sqlState(error: unknown): { code?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return {};
}
