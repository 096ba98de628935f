import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { EntryType, entryListQuery } from '../../contract/entries.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import { customers, entries, lumpsumServices, projects, services, texts, users } from '../db/schema.ts';
import { forbiddenFields, type PageRead } from '../http.ts';
import { likePattern } from './records.ts';

export type EntryListQuery = z.output<typeof entryListQuery>;

/** A project has a budget when `budget_money` is above 0; a hard budget is one that is not soft. */
const hasBudget = sql`coalesce(${projects.budgetMoney}, 0) > 0`;
/** The entry's project has a hard budget, whose entries' revenue a list leaves out unless asked. Needs `projects` joined. */
export const hasHardBudget = sql`(${hasBudget} and ${projects.budgetIsNotStrict} = false)`;

/** The seconds a time entry counts as stored: its duration (a running entry's is 0). */
const storedSeconds: SQL = sql`coalesce(${entries.duration}, 0)`;

/**
 * The seconds a time entry counts at `now`: a running one from its start until then. A float
 * (`date_part`, not `extract`, which is numeric): whole seconds add up exactly either way, and a sum
 * over a month of entries in numeric costs a multiple.
 */
export function secondsUntil(now: Date): SQL {
  return sql`case when ${entries.type} = 1 and ${entries.timeUntil} is null
    then greatest(0, floor(date_part('epoch', ${now.toISOString()}::timestamptz - ${entries.timeSince})))
    else ${storedSeconds} end`;
}

/**
 * The revenue of one entry as the interface defines it, in money rounded to cents: hours times the
 * hourly rate (type 1), the lump sum (type 2), or amount times the lump sum service's price (type 3).
 * The one definition of revenue: the enhanced list, the entry summary, the budget usage of projects
 * and a re-rate's preview (at the rate it would set, `hourlyRate`) all read it. Needs
 * `lumpsum_services` joined on the entry's lump sum service.
 */
export function entryRevenue(
  seconds: SQL = storedSeconds,
  hourlyRate: SQL = sql`${entries.hourlyRate}`,
): SQL<string> {
  return sql<string>`round(case ${entries.type}
    when 1 then (${seconds})::numeric / 3600 * coalesce(${hourlyRate}, 0)::numeric
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
  return sql<string | null>`case when ${hasHardBudget} then null else ${entryRevenue(seconds)} end`;
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
  const strict = hasHardBudget;
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

/** One page in the list's stable order (time_since, id), or in reverse for a backward read. */
export function entryPageQuery(db: DbOrTx, where: SQL, read: PageRead) {
  const direction = read.backward ? desc : asc;
  return db
    .select()
    .from(entries)
    .where(where)
    .orderBy(direction(entries.timeSince), direction(entries.id))
    .limit(read.limit)
    .offset(read.offset);
}

/** An instant as the interface writes it (`toUtcTimestamp`): UTC, whole seconds, cut rather than rounded. */
function utcText(instant: AnyColumn): SQL {
  return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}

/** A stored float or 0, as JSON.stringify writes it: `+ 0` turns a -0 into 0. */
const floatOrZero = (value: AnyColumn) => sql`(coalesce(${value}, 0) + 0)`;

/** What an entry's JSON holds besides the stored fields of its type. */
export type EntryShape = {
  /** hourly_rate and revenue (`rights.seesRightsFields`). */
  rightsFields: boolean;
  /** The names, text and revenue of an enhanced list, read by the joins `entryPage` adds. */
  enhanced?: { withHardBudgetRevenue: boolean };
};

type JsonFields = [name: string, value: SQL | AnyColumn][];

/** The enhanced list's revenue, computed once per row by a lateral subquery of that name. */
const revenueColumn = sql`"entry_revenue"."revenue"`;

function buildEntryJson(shape: EntryShape): SQL {
  const common: JsonFields = [
    ['id', entries.id],
    ['customers_id', entries.customersId],
    ['projects_id', entries.projectsId],
    ['users_id', entries.usersId],
    ['billable', entries.billable],
    ['texts_id', entries.textsId],
    ['time_since', utcText(entries.timeSince)],
    ['time_until', utcText(entries.timeUntil)],
    ['time_insert', utcText(entries.timeInsert)],
    ['time_last_change', utcText(entries.timeLastChange)],
    ['type', entries.type],
  ];
  const ofType: Record<EntryType, JsonFields> = {
    1: [
      ['services_id', entries.servicesId],
      ['duration', sql`coalesce(${entries.duration}, 0)`],
      ['offset', sql`coalesce(${entries.offset}, 0)`],
      ['clocked', entries.clocked],
      ['clocked_offline', entries.clockedOffline],
      ['time_clocked_since', utcText(entries.timeClockedSince)],
      ['time_last_change_worktime', utcText(entries.timeLastChangeWorktime)],
      ...(shape.rightsFields ? ([['hourly_rate', floatOrZero(entries.hourlyRate)]] as JsonFields) : []),
    ],
    2: [
      ['services_id', entries.servicesId],
      ['lumpsum', floatOrZero(entries.lumpsum)],
    ],
    3: [
      ['lumpsum_services_id', entries.lumpsumServicesId],
      ['lumpsum_services_amount', floatOrZero(entries.lumpsumServicesAmount)],
    ],
  };
  const details = (type: EntryType): JsonFields => [
    ['customers_name', sql`coalesce(${customers.name}, '')`],
    ['projects_name', projects.name],
    ['users_name', sql`coalesce(${users.name}, '')`],
    ['text', texts.text],
    type === 3
      ? ['lumpsum_services_price', floatOrZero(lumpsumServices.price)]
      : ['services_name', sql`coalesce(${services.name}, '')`],
  ];
  const object = (fields: JsonFields) =>
    sql`json_build_object(${sql.join(
      fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
      sql`, `,
    )})`;
  const ofEntryType = (type: EntryType): SQL => {
    const fields = [...common, ...ofType[type]];
    if (!shape.enhanced) return object(fields);
    fields.push(...details(type));
    if (!shape.rightsFields) return object(fields);
    // Absent, not null, where the list leaves the revenue out.
    return sql`case when ${revenueColumn} is null then ${object(fields)}
      else ${object([...fields, ['revenue', revenueColumn]])} end`;
  };
  return sql`case ${entries.type} when 1 then ${ofEntryType(1)} when 2 then ${ofEntryType(2)} else ${ofEntryType(3)} end`;
}

const renderedEntryJson = new Map<string, SQL>();

/**
 * The one mapping from a stored entry (the row `entries`) to the interface's entry, as a `json` value
 * the database builds. Fields of other types are absent; `hourly_rate` and `revenue` only with
 * `rightsFields`; `revenue` also where the list leaves it out (`listedRevenue`). It has no parameters,
 * so each shape is rendered to its text once: building it anew would cost a request more than its
 * database work.
 */
export function entryJson(shape: EntryShape): SQL {
  const key = JSON.stringify(shape);
  let rendered = renderedEntryJson.get(key);
  if (!rendered) {
    const built = new PgDialect().sqlToQuery(buildEntryJson(shape));
    if (built.params.length > 0) throw new Error('entryJson must not take parameters');
    rendered = sql.raw(built.sql);
    renderedEntryJson.set(key, rendered);
  }
  return rendered;
}

/**
 * The statement behind `entryPage`: one page of the list as a single JSON text (an array in the list's
 * order, whichever way `read` reads it) and, with `withCount`, the number of entries the WHERE holds. `bench/entries.ts` explains it.
 */
export function entryPageStatement(
  db: DbOrTx,
  where: SQL,
  read: PageRead,
  shape: EntryShape,
  withCount: boolean,
): SQL {
  const joins = shape.enhanced
    ? sql`left join ${customers} on ${customers.id} = ${entries.customersId}
      left join ${projects} on ${projects.id} = ${entries.projectsId}
      left join ${users} on ${users.id} = ${entries.usersId}
      left join ${texts} on ${texts.id} = ${entries.textsId}
      left join ${services} on ${services.id} = ${entries.servicesId}
      left join ${lumpsumServices} on ${lumpsumServices.id} = ${entries.lumpsumServicesId}
      cross join lateral (select ${listedRevenue(shape.enhanced.withHardBudgetRevenue)}::float8 as revenue) as "entry_revenue"`
    : sql``;
  const count = withCount ? sql`(${entryCountQuery(db, where)})::int` : sql`0`;
  return sql`select
      coalesce(json_agg(${entryJson(shape)} order by ${entries.timeSince}, ${entries.id}), '[]')::text as page,
      ${count} as count
    from (${entryPageQuery(db, where, read)}) as ${entries} ${joins}`;
}

/** One page of the list as JSON text that the service sends as it is, and its count (`entryPageStatement`). */
export async function entryPage(
  db: DbOrTx,
  where: SQL,
  read: PageRead,
  shape: EntryShape,
  withCount: boolean,
): Promise<{ page: string; count: number }> {
  const result = await db.execute(entryPageStatement(db, where, read, shape, withCount));
  const [row] = (result as unknown as { rows: { page: string; count: number }[] }).rows;
  return row as { page: string; count: number };
}

export function entryCountQuery(db: DbOrTx, where: SQL) {
  return db.select({ value: count() }).from(entries).where(where);
}

export async function entryCount(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await entryCountQuery(db, where);
  return row?.value ?? 0;
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
