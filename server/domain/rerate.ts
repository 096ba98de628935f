import { and, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, dateValue, dayIn } from '../../contract/dates.ts';
import { applicableRate, type Rerate } from '../../contract/rates.ts';
import { rights } from '../../contract/rights.ts';
import { callerFromRow } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { rates } from '../db/rates-schema.ts';
import { customers, entries, lumpsumServices, projects, users } from '../db/schema.ts';
import { rewritingEntries } from './budget-usage.ts';
import { settleBudgetWarnings } from './budget-warnings.ts';
import { entryRevenue } from './entries.ts';
import type { MailContext } from './notifications.ts';
import { rateCandidate } from './rates.ts';

/** The period, and the references that narrow it to the entries carrying them. */
type Period = { date_since: string; date_until: string } & Partial<
  Record<'customers_id' | 'projects_id' | 'services_id' | 'users_id', number>
>;

const narrowingColumns = {
  customers_id: entries.customersId,
  projects_id: entries.projectsId,
  services_id: entries.servicesId,
  users_id: entries.usersId,
} as const;
type Change = { id: number; rate: number };

/** Billable (1), not yet billed: the entries whose invoice is still to be written. */
const OPEN = 1;

/**
 * The open time entries starting in the period (on days of their co-worker's zone, as `rateAtStart`
 * judges them) and carrying the references it names, whose applicable rate (`applicableRate`, over every rate) differs from the stored
 * one; those on a day under their co-worker's edit lock are counted apart. With `forUpdate` the
 * entries read are locked until the transaction ends.
 */
async function findChanges(tx: Tx, period: Period, now: Date, forUpdate: boolean) {
  // No zone is a whole day away from UTC: a day's margin either side, then each entry's own day decides.
  const candidates = tx
    .select({
      id: entries.id,
      customersId: entries.customersId,
      projectsId: entries.projectsId,
      servicesId: entries.servicesId,
      usersId: entries.usersId,
      timeSince: entries.timeSince,
      hourlyRate: entries.hourlyRate,
      seconds: sql<number>`coalesce(${entries.duration}, 0)`,
    })
    .from(entries)
    .where(
      and(
        eq(entries.type, 1),
        eq(entries.billable, OPEN),
        isNotNull(entries.servicesId),
        gte(entries.timeSince, dateValue(addDays(period.date_since, -1))),
        lt(entries.timeSince, dateValue(addDays(period.date_until, 2))),
        ...Object.entries(narrowingColumns).map(([field, column]) => {
          const wanted = period[field as keyof typeof narrowingColumns];
          return wanted === undefined ? undefined : eq(column, wanted);
        }),
      ),
    )
    .orderBy(entries.id);
  const rows = await (forUpdate ? candidates.for('update') : candidates);
  const userIds = [...new Set(rows.map((row) => row.usersId))];
  const [people, rateRows] = await Promise.all([
    userIds.length === 0 ? [] : tx.select().from(users).where(inArray(users.id, userIds)),
    tx.select(rateCandidate).from(rates).where(lte(rates.dateSince, period.date_until)),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const changes: Change[] = [];
  const locked = { entries: 0, seconds: 0 };
  for (const row of rows) {
    const person = personOf.get(row.usersId);
    if (!person || row.servicesId === null) continue;
    const day = dayIn(row.timeSince.getTime(), person.timezone);
    if (day < period.date_since || day > period.date_until) continue;
    const work = {
      customers_id: row.customersId,
      projects_id: row.projectsId,
      services_id: row.servicesId,
      users_id: row.usersId,
      day,
    };
    const rate = applicableRate(rateRows, work)?.rate.hourly_rate;
    if (rate === undefined || rate === row.hourlyRate) continue;
    if (rights.isLockedOn(callerFromRow(person), day, dayIn(now.getTime(), person.timezone))) {
      locked.entries += 1;
      locked.seconds += row.seconds;
    } else {
      changes.push({ id: row.id, rate });
    }
  }
  return { changes, locked };
}

// One array parameter each, however many entries change.
const changedIds = (changes: readonly Change[]) =>
  sql`${`{${changes.map((change) => change.id).join(',')}}`}::int[]`;

/** The changes as a table, `changed(id, rate)`. */
function changedTable(changes: readonly Change[]): SQL {
  const rateList = `{${changes.map((change) => change.rate).join(',')}}`;
  return sql`unnest(${changedIds(changes)}, ${rateList}::float8[]) as changed(id, rate)`;
}

const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
const money = (amount: number) => Math.round(amount * 100) / 100;

type Sums = { entries: number; seconds: number; before: number; after: number };
const figures = (sums: Sums) => ({
  entries: sums.entries,
  hours: hoursOf(sums.seconds),
  revenue_before: money(sums.before),
  revenue_after: money(sums.after),
  revenue_change: money(sums.after - sums.before),
});

/** The revenue before and after, by customer and project, read before anything is written. */
async function projectFigures(tx: Tx, changes: readonly Change[]) {
  if (changes.length === 0) return [];
  const result = await tx.execute(sql`select ${entries.customersId} as customers_id,
      ${customers.name} as customer, ${entries.projectsId} as projects_id, ${projects.name} as project,
      count(*)::int as entries, coalesce(sum(${entries.duration}), 0)::float8 as seconds,
      sum(${entryRevenue()})::float8 as before,
      sum(${entryRevenue(undefined, sql`changed.rate`)})::float8 as after
    from ${entries}
      join ${changedTable(changes)} on changed.id = ${entries.id}
      join ${customers} on ${customers.id} = ${entries.customersId}
      left join ${projects} on ${projects.id} = ${entries.projectsId}
      left join ${lumpsumServices} on ${lumpsumServices.id} = ${entries.lumpsumServicesId}
    group by ${entries.customersId}, ${customers.name}, ${entries.projectsId}, ${projects.name}`);
  type Row = Sums & {
    customers_id: number;
    customer: string;
    projects_id: number | null;
    project: string | null;
  };
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * Re-rates the period's open entries (docs/interface.md#re-rating-open-entries) in the caller's
 * transaction `tx`: finds them, counts what changes, and unless `preview` writes every new rate in one
 * statement, with the projects' budget sums and warnings following.
 */
export async function rerate(
  tx: Tx,
  period: Period,
  options: { preview: boolean; actorId: number; context: MailContext },
): Promise<Rerate> {
  const { now } = options.context;
  const { changes, locked } = await findChanges(tx, period, now, !options.preview);
  const byProject = await projectFigures(tx, changes);
  if (!options.preview && changes.length > 0) {
    await rewritingEntries(tx, sql`${entries.id} = any(${changedIds(changes)})`, () =>
      tx.execute(sql`update ${entries} set hourly_rate = changed.rate, time_last_change = ${now.toISOString()},
          version = ${entries.version} + 1
        from ${changedTable(changes)} where ${entries.id} = changed.id`),
    );
    await settleBudgetWarnings(
      tx,
      byProject.map((row) => row.projects_id),
      options.actorId,
      options.context,
    );
  }
  const total: Sums = { entries: 0, seconds: 0, before: 0, after: 0 };
  for (const row of byProject) {
    for (const key of Object.keys(total) as (keyof Sums)[]) total[key] += row[key];
  }
  const projectsList = byProject
    .map((row) => ({
      customers_id: row.customers_id,
      customer: row.customer,
      projects_id: row.projects_id,
      project: row.project,
      ...figures(row),
    }))
    .sort((a, b) => Math.abs(b.revenue_change) - Math.abs(a.revenue_change) || b.hours - a.hours);
  return {
    date_since: period.date_since,
    date_until: period.date_until,
    applied: !options.preview,
    ...figures(total),
    projects: projectsList,
    locked: { entries: locked.entries, hours: hoursOf(locked.seconds) },
  };
}
