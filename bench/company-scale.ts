// Issue "Company scale": fills company M (500 people in 25 teams, 1,000 customers, 3,000 projects, a
// year of entries, about 34,000 a month, about fourteen absences a person) straight into the schema, on PGlite (DATA_DIR, else in memory)
// or on DATABASE_URL, then times the paged calls through the app's own HTTP handler, one after another.
// `BENCH_EXPLAIN=1` also prints the query plans of the slowest shapes.
// Run: npx tsx bench/company-scale.ts (BENCH_CALLS=30 calls per row).

import { type SQL, sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { type Db, openDatabase } from '../server/db/client.ts';
import { budgetShareOf } from '../server/db/columns.ts';
import { customers, projects } from '../server/db/schema.ts';
import { seedDemo } from '../server/db/seed.ts';
import { readingOrder } from '../server/db/text-order.ts';
import { recountBudgets } from '../server/domain/budget-usage.ts';
import { createLogger } from '../server/log.ts';
import type { Mailer } from '../server/mailer.ts';
import { fillAbsences } from './fill-absences.ts';
import { apiHeaders, DEMO_KEY, percentile, printTable } from './support.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const PEOPLE = 500;
const TEAMS = 25;
const CUSTOMERS = 1_000;
const PROJECTS = 3_000;
const ENTRIES_A_MONTH = 34_000;
/** A fixed year, so that two runs fill the same rows and measure the same month. */
const YEAR = 2025;
const MONTH = { since: `${YEAR}-06-01`, until: `${YEAR}-07-01`, last: `${YEAR}-06-30` };

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/** The demo company grown to size M with set-based inserts; every value follows from the row's number. */
async function fill(db: Db): Promise<void> {
  await seedDemo(db, { now: new Date(`${YEAR}-12-31T12:00:00Z`), demoApiKey: DEMO_KEY });
  await db.execute(sql`insert into teams (name) select 'Team ' || g from generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`
    with t as (select array_agg(id order by id) as a from teams)
    insert into users (name, email, role, teams_id)
    select 'Person ' || g, 'person' || g || '@bench.example', 'worker', t.a[1 + g % cardinality(t.a)]
    from generate_series(1, ${PEOPLE - (await countOf(db, 'users'))}) g, t`);
  await db.execute(sql`
    insert into customers (name, number)
    select (array['Apfel','Bäckerei','café','Delta','Éclair','Fjord','grün','Hafen'])[1 + g % 8] || ' ' || g, 'C' || g
    from generate_series(1, ${CUSTOMERS - (await countOf(db, 'customers'))}) g`);
  // A third without budget, a third in money, a third in hours; every fifth budget soft, every seventh completed.
  await db.execute(sql`
    with c as (select array_agg(id order by id) as a from customers)
    insert into projects (customers_id, name, number, active, budget_money, budget_is_hours, budget_is_not_strict, completed)
    select c.a[1 + (g * 7) % cardinality(c.a)],
           (array['alpha','Beta','Ölmühle','delta','Zebra','étude'])[1 + g % 6] || ' project ' || g, 'P' || g,
           g % 11 <> 0, case g % 3 when 0 then null when 1 then 2000 + (g % 50) * 400 else 20 + g % 300 end,
           g % 3 = 2, g % 5 = 0, g % 7 = 0
    from generate_series(1, ${PROJECTS - (await countOf(db, 'projects'))}) g, c`);
  // Entries every few minutes over the year: nine in ten timed, the rest lump sums and lump sum services.
  await db.execute(sql`
    with u as (select array_agg(id order by id) as a from users where active),
         p as (select array_agg(id order by id) as a, array_agg(customers_id order by id) as c from projects),
         s as (select array_agg(id order by id) as a from services),
         l as (select array_agg(id order by id) as a from lumpsum_services),
         e as (select g, 1 + (g::bigint * 7919) % ${PROJECTS} as pi, case when g % 10 < 8 then 1 when g % 10 = 8 then 2 else 3 end as type,
                      ${`${YEAR}-01-01T06:00:00Z`}::timestamptz + (g * 77) * interval '1 second' as at
               from generate_series(1, ${ENTRIES_A_MONTH * 12}) g)
    insert into entries (type, customers_id, projects_id, users_id, services_id, lumpsum_services_id, billable,
                         time_since, time_until, duration, "offset", hourly_rate, lumpsum, lumpsum_services_amount)
    select e.type, p.c[e.pi], p.a[e.pi], u.a[1 + e.g % cardinality(u.a)],
           case when e.type = 3 then null else s.a[1 + e.g % cardinality(s.a)] end,
           case when e.type = 3 then l.a[1 + e.g % cardinality(l.a)] end, e.g % 3,
           e.at, case when e.type = 1 then e.at + interval '45 minutes' else e.at end,
           case when e.type = 1 then 2700 end, case when e.type = 1 then 0 end,
           case when e.type = 1 then 60 + e.g % 5 * 10 end, case when e.type = 2 then 50 + e.g % 200 end,
           case when e.type = 3 then 1 + e.g % 4 end
    from e, u, p, s, l`);
  await recountBudgets(db);
  // One interval a working day for each person.
  await db.execute(sql`
    insert into work_times (users_id, date, time_since, time_until)
    select u.id, d::date, d + interval '7 hours', d + interval '15 hours 30 minutes'
    from users u, generate_series(${`${YEAR}-01-01T00:00:00Z`}::timestamptz, ${`${YEAR}-12-31T00:00:00Z`}::timestamptz, interval '1 day') d
    where u.active and extract(isodow from d) < 6`);
  await fillAbsences(db, YEAR);
  await db.execute(sql`vacuum (analyze)`);
}

const silentMailer: Mailer = { deliver: async () => {} };

async function main() {
  const started = performance.now();
  const { db, close, kind } = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR,
  });
  const filled = (await countOf(db, 'projects')) >= PROJECTS;
  // A database filled by an earlier run may since have been migrated: fresh statistics for its plans.
  if (filled) {
    // Filled before the absences were part of the fill.
    if ((await countOf(db, 'absences')) < PEOPLE) await fillAbsences(db, YEAR);
    await db.execute(sql`analyze`);
  } else await fill(db);
  const fillSeconds = ((performance.now() - started) / 1000).toFixed(0);
  const app = createApp({
    db,
    clock: { now: () => new Date() },
    mailer: silentMailer,
    soleUser: kind === 'pglite',
    logger: createLogger({ level: 'silent' }),
  });
  /** The answer's JSON text: its length is what a client downloads before compression. */
  const fetchText = async (path: string) => {
    const response = await app.request(path, { headers: apiHeaders() });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  const get = async (path: string) => JSON.parse(await fetchText(path));
  const month = `time_since=${MONTH.since}T00:00:00Z&time_until=${MONTH.until}T00:00:00Z`;
  const entriesPage = (page: number) => `/api/v2/entries?${month}&enhanced_list=true&page=${page}`;
  const { paging } = (await get(entriesPage(1))) as { paging: { count_pages: number } };
  const calls: [string, string][] = [
    ['projects, page 1 by name', '/api/v2/projects?page=1&items_per_page=25&sort=name&budget_usage=true'],
    [
      'projects, page 1 by budget share',
      '/api/v2/projects?page=1&items_per_page=25&sort=-budget_share&budget_usage=true',
    ],
    ['projects, 1,000', '/api/v2/projects?page=1&items_per_page=1000'],
    ['customers, page 1', '/api/v2/customers?page=1&items_per_page=25'],
    ['entries of a month, page 1', entriesPage(1)],
    [`entries of a month, last page (${paging.count_pages})`, entriesPage(paging.count_pages)],
    [
      'work times of a month, page 1',
      `/api/v2/workTimes?date_since=${MONTH.since}&date_until=${MONTH.last}&page=1`,
    ],
    ['entries summary of a month', `/api/entries/summary?${month}&group=day`],
    // The absence calendar's month: before, the app asked for the whole year; now for the month's days.
    ['absences of the year (month calendar before)', `/api/absences?year=${YEAR}`],
    [
      'absences of a month (month calendar now)',
      `/api/absences?year=${YEAR}&date_since=${MONTH.since}&date_until=${MONTH.last}`,
    ],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [call, path] of calls) {
    const bytes = (await fetchText(path)).length;
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      const sent = performance.now();
      await get(path);
      times.push(performance.now() - sent);
    }
    rows.push({
      call,
      KB: Math.round(bytes / 1024),
      'p50 ms': percentile(times, 0.5),
      'p99 ms': percentile(times, 0.99),
    });
  }
  const counts = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from projects) as projects,
          (select count(*)::int from entries) as entries, (select count(*)::int from work_times) as work_times`,
  );
  printTable(
    `Company M on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${JSON.stringify(counts[0])}; ` +
      `${filled ? 'filled before' : `filled in ${fillSeconds} s`}), ${CALLS} sequential calls each`,
    rows,
  );
  if (process.env.BENCH_EXPLAIN) await explain(db);
  await close();
}

/** The plans of the projects' first pages and of the month's shapes the issue names. */
async function explain(db: Db) {
  const page = (order: SQL) =>
    sql`select ${projects.id} from ${projects} join ${customers} on ${customers.id} = ${projects.customersId}
        order by ${order} nulls last, ${projects.id} limit 25`;
  const shapes = [
    page(sql`${readingOrder(projects.name)} asc`),
    page(sql`${budgetShareOf(projects)} desc`),
    sql`select count(*) from work_times where date between ${MONTH.since} and ${MONTH.last}`,
    sql`select id from entries where time_since >= ${`${MONTH.since}T00:00:00Z`} and time_since < ${`${MONTH.until}T00:00:00Z`}
        order by time_since, id limit 25 offset 33975`,
  ];
  for (const shape of shapes) {
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${shape}`);
    console.log(plan.map((line) => line['QUERY PLAN']).join('\n'), '\n');
  }
}

await main();
