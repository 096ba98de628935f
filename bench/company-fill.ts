import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';
import { recountBudgets } from '../server/domain/budget-usage.ts';
import { fillAbsences } from './fill-absences.ts';
import { DEMO_KEY } from './support.ts';

/** A company of the issue "Company scale"; S is the demo as seeded, the others grow it. */
export type CompanySize = {
  name: 'S' | 'M' | 'L';
  people: number;
  teams: number;
  customers: number;
  projects: number;
  entriesAMonth: number;
  /** Years of entries, work times and absences, ending with `lastYear`. */
  years: number;
  pendingChangeRequests: number;
};

export const sizes: Record<CompanySize['name'], CompanySize> = {
  S: {
    name: 'S',
    people: 0,
    teams: 0,
    customers: 0,
    projects: 0,
    entriesAMonth: 0,
    years: 0,
    pendingChangeRequests: 0,
  },
  M: {
    name: 'M',
    people: 500,
    teams: 25,
    customers: 1_000,
    projects: 3_000,
    entriesAMonth: 34_000,
    years: 1,
    pendingChangeRequests: 950,
  },
  L: {
    name: 'L',
    people: 2_000,
    teams: 80,
    customers: 5_000,
    projects: 10_000,
    entriesAMonth: 137_000,
    years: 2,
    pendingChangeRequests: 4_000,
  },
};

/** A fixed last year, so that two runs fill the same rows and measure the same month. */
export const lastYear = 2025;

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/**
 * The demo company grown to `size` with set-based inserts straight into the schema; every value follows
 * from the row's number, so two fills are alike. `log` hears each step as it ends.
 */
export async function fillCompany(db: Db, size: CompanySize, log: (step: string) => void): Promise<void> {
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  await step('demo', () =>
    seedDemo(db, { now: new Date(`${lastYear}-12-31T12:00:00Z`), demoApiKey: DEMO_KEY }),
  );
  if (size.name === 'S') return;
  const firstYear = lastYear - size.years + 1;
  const start = `${firstYear}-01-01T06:00:00Z`;
  const entries = size.entriesAMonth * 12 * size.years;
  // Entries evenly spread over the years, every few seconds, so the last ones fall in late December.
  const spacing = Math.floor((size.years * 365 * 86_400) / entries);
  await step('teams, people, customers, projects', async () => {
    await db.execute(
      sql`insert into teams (name) select 'Team ' || g from generate_series(1, ${size.teams}) g`,
    );
    await db.execute(sql`
      with t as (select array_agg(id order by id) as a from teams)
      insert into users (name, email, role, teams_id)
      select 'Person ' || g, 'person' || g || '@bench.example', 'worker', t.a[1 + g % cardinality(t.a)]
      from generate_series(1, ${size.people - (await countOf(db, 'users'))}) g, t`);
    await db.execute(sql`
      insert into customers (name, number)
      select (array['Apfel','Bäckerei','café','Delta','Éclair','Fjord','grün','Hafen'])[1 + g % 8] || ' ' || g, 'C' || g
      from generate_series(1, ${size.customers - (await countOf(db, 'customers'))}) g`);
    // A third without budget, a third in money, a third in hours; every fifth budget soft, every seventh completed.
    await db.execute(sql`
      with c as (select array_agg(id order by id) as a from customers)
      insert into projects (customers_id, name, number, active, budget_money, budget_is_hours, budget_is_not_strict, completed)
      select c.a[1 + (g * 7) % cardinality(c.a)],
             (array['alpha','Beta','Ölmühle','delta','Zebra','étude'])[1 + g % 6] || ' project ' || g, 'P' || g,
             g % 11 <> 0, case g % 3 when 0 then null when 1 then 2000 + (g % 50) * 400 else 20 + g % 300 end,
             g % 3 = 2, g % 5 = 0, g % 7 = 0
      from generate_series(1, ${size.projects - (await countOf(db, 'projects'))}) g, c`);
  });
  // Nine in ten timed, the rest lump sums and lump sum services.
  await step(`${entries} entries`, () =>
    db.execute(sql`
      with u as (select array_agg(id order by id) as a from users where active),
           p as (select array_agg(id order by id) as a, array_agg(customers_id order by id) as c from projects),
           s as (select array_agg(id order by id) as a from services),
           l as (select array_agg(id order by id) as a from lumpsum_services),
           e as (select g, 1 + (g::bigint * 7919) % ${size.projects} as pi, case when g % 10 < 8 then 1 when g % 10 = 8 then 2 else 3 end as type,
                        ${start}::timestamptz + (g * ${spacing}) * interval '1 second' as at
                 from generate_series(1, ${entries}) g)
      insert into entries (type, customers_id, projects_id, users_id, services_id, lumpsum_services_id, billable,
                           time_since, time_until, duration, "offset", hourly_rate, lumpsum, lumpsum_services_amount)
      select e.type, p.c[e.pi], p.a[e.pi], u.a[1 + e.g % cardinality(u.a)],
             case when e.type = 3 then null else s.a[1 + e.g % cardinality(s.a)] end,
             case when e.type = 3 then l.a[1 + e.g % cardinality(l.a)] end, e.g % 3,
             e.at, case when e.type = 1 then e.at + interval '45 minutes' else e.at end,
             case when e.type = 1 then 2700 end, case when e.type = 1 then 0 end,
             case when e.type = 1 then 60 + e.g % 5 * 10 end, case when e.type = 2 then 50 + e.g % 200 end,
             case when e.type = 3 then 1 + e.g % 4 end
      from e, u, p, s, l`),
  );
  await step('budgets', () => recountBudgets(db));
  // One interval a working day for each person.
  await step('work times', () =>
    db.execute(sql`
      insert into work_times (users_id, date, time_since, time_until)
      select u.id, d::date, d + interval '7 hours', d + interval '15 hours 30 minutes'
      from users u, generate_series(${`${firstYear}-01-01T00:00:00Z`}::timestamptz, ${`${lastYear}-12-31T00:00:00Z`}::timestamptz, interval '1 day') d
      where u.active and extract(isodow from d) < 6`),
  );
  await step('absences', async () => {
    for (let year = firstYear; year <= lastYear; year += 1) await fillAbsences(db, year);
  });
  // Waiting requests of the people grown in, on distinct days of the last year going back from December.
  await step(`${size.pendingChangeRequests} pending change requests`, () =>
    db.execute(sql`
      with u as (select array_agg(id order by id) as a from users where active and email like '%@bench.example'),
           r as (select g, u.a[1 + g % cardinality(u.a)] as users_id,
                        make_date(${lastYear}, 12, 31) - (g / cardinality(u.a))::int as day
                 from generate_series(0, ${size.pendingChangeRequests - 1}) g, u)
      insert into change_requests (users_id, date, status, changes, created_by)
      select users_id, day, 1,
             jsonb_build_array(jsonb_build_object('type', 1,
               'time_since', to_char(day + time '16:00', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
               'time_until', to_char(day + time '17:00', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
             users_id
      from r`),
  );
  await step('vacuum', () => db.execute(sql`vacuum (analyze)`));
}
