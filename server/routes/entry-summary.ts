import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { MAX_INT32 } from '../../contract/common.ts';
import { dayIn, eachDay, weekStartOf, zonedInstant } from '../../contract/dates.ts';
import {
  type EntryRecordGroup,
  type EntrySummary,
  type EntrySummaryGroup,
  entrySummaryAnswerSchema,
  entrySummaryQuery,
  type HardBudgetLeftOut,
  type PeriodBucket,
  type RecordBucket,
} from '../../contract/entry-summary.ts';
import { rights } from '../../contract/rights.ts';
import { customers, entries, lumpsumServices, projects, services, users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import {
  entryListUser,
  entryListWhere,
  hasHardBudget,
  listedRevenue,
  secondsUntil,
} from '../domain/entries.ts';
import { filterEcho } from '../http.ts';

type Sums = { billableSeconds: number; notBillableSeconds: number; revenue: number };
type GroupRow = Sums & {
  key: string | number | null;
  name: string | null;
  subKey: number | null;
  subName: string | null;
};

const hours = (seconds: number) => seconds / 3600;
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A record group's key and name. */
function recordColumns(group: EntryRecordGroup): { key: SQL; name: SQL } {
  switch (group) {
    case 'customer':
      return { key: sql`${entries.customersId}`, name: sql`${customers.name}` };
    case 'project':
      return { key: sql`${entries.projectsId}`, name: sql`${projects.name}` };
    case 'service':
      return { key: sql`${entries.servicesId}`, name: sql`${services.name}` };
    case 'user':
      return { key: sql`${entries.usersId}`, name: sql`${users.name}` };
  }
}

/**
 * The bucket's key and, for records, its name; the key is always the first column. A day's key is
 * its index in `days`: local days start at increasing instants, so an entry's day is where its start
 * falls among them, one binary search (`width_bucket`) instead of a conversion to local time and a
 * date text for every entry, and an integer to group by.
 */
function groupColumns(group: EntrySummaryGroup, days: string[], timezone: string) {
  if (group === 'day' || group === 'week') {
    const starts = days.slice(1).map((day) => new Date(zonedInstant(day, 0, timezone)).toISOString());
    return {
      key: sql`width_bucket(${entries.timeSince}, ${`{${starts.join(',')}}`}::timestamptz[])`,
      name: sql`null::text`,
    };
  }
  return recordColumns(group);
}

const noSums = (): Sums => ({ billableSeconds: 0, notBillableSeconds: 0, revenue: 0 });

/** Rows of one or two record levels folded into buckets, each with its own buckets when split. */
function recordBuckets<Bucket>(
  rows: GroupRow[],
  split: boolean,
  bucketOf: (id: number | null, name: string | null, sums: Sums, buckets?: Bucket[]) => Bucket,
): Bucket[] {
  const byKey = new Map<string, { id: number | null; name: string | null; sums: Sums; rows: GroupRow[] }>();
  for (const row of rows) {
    const mapKey = String(row.key);
    let top = byKey.get(mapKey);
    if (!top) {
      top = { id: row.key === null ? null : Number(row.key), name: row.name, sums: noSums(), rows: [] };
      byKey.set(mapKey, top);
    }
    addSums(top.sums, row);
    top.rows.push(row);
  }
  return [...byKey.values()]
    .sort((a, b) => byHoursThenName({ ...a.sums, name: a.name }, { ...b.sums, name: b.name }))
    .map((top) =>
      bucketOf(
        top.id,
        top.name,
        top.sums,
        split
          ? [...top.rows]
              .sort((a, b) => byHoursThenName({ ...a, name: a.subName }, { ...b, name: b.subName }))
              .map((row) => bucketOf(row.subKey === null ? null : Number(row.subKey), row.subName, row))
          : undefined,
      ),
    );
}

const secondsOf = (sums: Sums) => sums.billableSeconds + sums.notBillableSeconds;

/** Most hours first; equal hours by name, so that a report reads the same each time. */
const byHoursThenName = (a: Sums & { name: string | null }, b: Sums & { name: string | null }) =>
  secondsOf(b) - secondsOf(a) || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff');

type LeftOutRow = { id: number; name: string; seconds: number; count: number; allSeconds: number };

/** `named`: the query's `hard_budget_projects`, after which the rows were cut off but counted. */
function hardBudgetLeftOut(rows: LeftOutRow[], named: number | undefined): HardBudgetLeftOut {
  const shown = rows.slice(0, named);
  return {
    hours: hours(rows[0]?.allSeconds ?? 0),
    projects: shown.map(({ id, name, seconds }) => ({ id, name, hours: hours(seconds) })),
    ...(named === undefined ? {} : { count_projects: rows[0]?.count ?? 0 }),
  };
}

function addSums(into: Sums, row: Sums) {
  into.billableSeconds += row.billableSeconds;
  into.notBillableSeconds += row.notBillableSeconds;
  into.revenue += row.revenue;
}

/**
 * (ext) `GET /api/entries/summary` (docs/interface.md#entries): hours, billable hours and revenue of
 * every entry the list would hold for the same period and filters, in buckets of one `group`. One
 * grouped query, whatever the period; days and weeks are counted in the caller's time zone.
 */
export const entrySummaryRoutes = declareRoutes(
  {
    summary: {
      method: 'GET',
      path: '/api/entries/summary',
      tag: 'Entries',
      summary: 'Sum the entries of a period',
      description:
        "Hours, billable hours and revenue of every entry the list's query would find (all pages), in buckets by day, week, customer or project.",
      extension: true,
      query: entrySummaryQuery,
      response: entrySummaryAnswerSchema,
      refusals: [403],
    },
  },
  ({ db, clock }) => {
    return {
      summary: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const onlyUser = entryListUser(caller, query);
        const withRevenue = rights.seesRightsFields(caller);
        const { group, subgroup } = query;
        // Every day of the period in the caller's time zone; days and weeks have a bucket for each.
        const days = eachDay(
          dayIn(Date.parse(query.time_since), caller.timezone),
          dayIn(Date.parse(query.time_until) - 1, caller.timezone),
        );
        const { key, name } = groupColumns(group, days, caller.timezone);
        const sub = subgroup === undefined ? undefined : recordColumns(subgroup);
        // A running entry counts up to now; lump sums count no hours.
        const seconds = secondsUntil(clock.now());
        const timeSeconds = sql`case when ${entries.type} = 1 then ${seconds} else 0 end`;
        const withHardBudget = query.calc_also_revenues_for_projects_with_hard_budget === true;
        const revenue = listedRevenue(withHardBudget, seconds);
        const hoursOf = sql<number>`coalesce(sum(${timeSeconds}), 0)::float8`;
        const sumsQuery = db
          .select({
            key: sql<string | number | null>`${key}`,
            name: sql<string | null>`${name}`,
            subKey: sql<number | null>`${sub?.key ?? sql`null::int`}`,
            subName: sql<string | null>`${sub?.name ?? sql`null::text`}`,
            billableSeconds: sql<number>`coalesce(sum(case when ${entries.billable} <> 0 then ${timeSeconds} end), 0)::float8`,
            notBillableSeconds: sql<number>`coalesce(sum(case when ${entries.billable} = 0 then ${timeSeconds} end), 0)::float8`,
            revenue: sql<number>`coalesce(sum(${revenue}), 0)::float8`,
          })
          .from(entries)
          .leftJoin(projects, eq(projects.id, entries.projectsId))
          .leftJoin(customers, eq(customers.id, entries.customersId))
          .leftJoin(lumpsumServices, eq(lumpsumServices.id, entries.lumpsumServicesId))
          // PostgreSQL drops a left join on a unique key that nothing reads, so naming costs only where asked.
          .leftJoin(services, eq(services.id, entries.servicesId))
          .leftJoin(users, eq(users.id, entries.usersId));
        // By position: the key holds a parameter, and a repeated parameter is not the same expression.
        const groupBy = sub ? [sql`1`, sql`2`, sql`3`, sql`4`] : [sql`1`, sql`2`];

        const [rows, [preferences], leftOut] = await Promise.all([
          sumsQuery.where(entryListWhere(db, query, onlyUser)).groupBy(...groupBy) as Promise<GroupRow[]>,
          db.select({ weekstartMonday: users.weekstartMonday }).from(users).where(eq(users.id, caller.id)),
          withRevenue && !withHardBudget
            ? db
                .select({
                  id: projects.id,
                  name: projects.name,
                  seconds: hoursOf,
                  count: sql<number>`(count(*) over ())::int`,
                  allSeconds: sql<number>`sum(${hoursOf}) over ()`,
                })
                .from(entries)
                .innerJoin(projects, eq(projects.id, entries.projectsId))
                .where(and(entryListWhere(db, query, onlyUser), hasHardBudget))
                .groupBy(projects.id, projects.name)
                .orderBy(desc(hoursOf), projects.name)
                // One row at least, so that the count comes along when none is to be named.
                .limit(Math.max(1, query.hard_budget_projects ?? MAX_INT32))
            : Promise.resolve([]),
        ]);
        const weekstartMonday = preferences?.weekstartMonday ?? true;

        const values = (sums: Sums) => ({
          billable_hours: hours(sums.billableSeconds),
          not_billable_hours: hours(sums.notBillableSeconds),
          ...(withRevenue ? { revenue: cents(sums.revenue) } : {}),
        });
        const totals = noSums();
        for (const row of rows) addSums(totals, row);

        let summary: EntrySummary;
        const common = {
          timezone: caller.timezone,
          weekstart_monday: weekstartMonday,
          totals: {
            hours: hours(totals.billableSeconds + totals.notBillableSeconds),
            billable_hours: hours(totals.billableSeconds),
            ...(withRevenue ? { revenue: cents(totals.revenue) } : {}),
            ...(leftOut.length > 0
              ? { hard_budget_left_out: hardBudgetLeftOut(leftOut, query.hard_budget_projects) }
              : {}),
          },
        };
        if (group === 'day' || group === 'week') {
          // Every day or week of the period is a bucket, empty ones too, so a chart has no gaps.
          const keyOf = (day: string) => (group === 'week' ? weekStartOf(day, weekstartMonday) : day);
          const byKey = new Map<string, Sums>();
          for (const day of days) {
            byKey.set(keyOf(day), noSums());
          }
          for (const row of rows) {
            const day = days[Number(row.key)];
            const bucket = day === undefined ? undefined : byKey.get(keyOf(day));
            if (bucket) addSums(bucket, row);
          }
          const buckets: PeriodBucket[] = [...byKey].map(([day, sums]) => ({ key: day, ...values(sums) }));
          summary = { group, ...common, buckets };
        } else {
          const buckets = recordBuckets<RecordBucket>(rows, sub !== undefined, (id, name, sums, inner) => ({
            id,
            name,
            ...values(sums),
            ...(inner ? { buckets: inner } : {}),
          }));
          summary = { group, ...(subgroup ? { subgroup } : {}), ...common, buckets };
        }
        return c.json({ filter: filterEcho(query), summary });
      },
    };
  },
);
