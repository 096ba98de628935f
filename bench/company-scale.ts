// Issue "Company scale": fills company S, M or L (bench/company-fill.ts) straight into the schema, on
// PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR, else a fresh folder), then starts the real service on
// it as a child process and times the calls of the issue over HTTP: one after another (p50 / p99), then
// each paged call from 10 connections for 15 s, with the service's largest resident set and the load
// average of the machine (it is shared). `BENCH_EXPLAIN=1` then prints the plans of the costly shapes.
// Run: BENCH_SIZE=L DATABASE_URL=postgres://…/stint_bench_l npx tsx bench/company-scale.ts
// (BENCH_CALLS=30 sequential calls per row; BENCH_LOAD_SECONDS=15, 0 skips the 10-connection phase;
// BENCH_ONLY=<regular expression> times only the calls whose name it matches, e.g. BENCH_ONLY='summary').

import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../server/db/client.ts';
import { budgetShareOf } from '../server/db/columns.ts';
import { customers, projects } from '../server/db/schema.ts';
import { readingOrder } from '../server/db/text-order.ts';
import { type CompanySize, countOf, fillCompany, lastYear, sizes } from './company-fill.ts';
import { apiHeaders, load, percentile, printTable, startService } from './support.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 8390);
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
const size: CompanySize = sizes[(process.env.BENCH_SIZE ?? 'M') as CompanySize['name']] ?? sizes.M;
/** December of the last year: every size has entries, work times and absences there. */
const MONTH = { since: `${lastYear}-12-01`, until: `${lastYear + 1}-01-01`, last: `${lastYear}-12-31` };
const place = {
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? join(tmpdir(), `stint-company-${size.name}`),
};

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

/** The resident set of process `pid` in MiB, from /proc. */
function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** Fills the company unless an earlier run did; answers what the database holds and how long filling took. */
async function prepare(): Promise<{ note: string; counts: Record<string, number> | undefined }> {
  const started = performance.now();
  const { db, close } = await openDatabase(place);
  try {
    const filled = (await countOf(db, 'users')) > 0 && (await countOf(db, 'projects')) >= size.projects;
    if (filled) await db.execute(sql`analyze`);
    else await fillCompany(db, size, (step) => console.log(`fill ${size.name}, ${step}`));
    const [counts] = await rowsOf<Record<string, number>>(
      db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from projects) as projects,
            (select count(*)::int from entries) as entries, (select count(*)::int from work_times) as work_times,
            (select count(*)::int from absences) as absences,
            (select count(*)::int from change_requests where status = 1) as pending_requests`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    return { note: filled ? 'filled before' : `filled in ${seconds} s`, counts };
  } finally {
    await close();
  }
}

async function main() {
  const { note, counts } = await prepare();
  const service = await startService(
    PORT,
    place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : { DATA_DIR: place.dataDir },
  );
  let peak = residentMiB(service.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(service.pid));
  }, 250);
  const loadBefore = load1();
  try {
    const fetchText = async (path: string) => {
      const response = await fetch(service.url + path, { headers: apiHeaders() });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.text();
    };
    const month = `time_since=${MONTH.since}T00:00:00Z&time_until=${MONTH.until}T00:00:00Z`;
    const entriesPage = (page: number) => `/api/v2/entries?${month}&enhanced_list=true&page=${page}`;
    const { paging } = JSON.parse(await fetchText(entriesPage(1))) as { paging: { count_pages: number } };
    // [call, path, also from 10 connections]: the paged calls of the issue's goals are loaded.
    const allCalls: [string, string, boolean][] = [
      [
        'projects, page 1 by name',
        '/api/v2/projects?page=1&items_per_page=25&sort=name&budget_usage=true',
        true,
      ],
      [
        'projects, page 1 by budget share',
        '/api/v2/projects?page=1&items_per_page=25&sort=-budget_share&budget_usage=true',
        true,
      ],
      [
        'projects, search "zebra", active',
        '/api/v2/projects?page=1&items_per_page=25&filter[search]=zebra&filter[active]=true&sort=customer',
        true,
      ],
      ['projects, 1,000', '/api/v2/projects?page=1&items_per_page=1000', false],
      ['customers, page 1', '/api/v2/customers?page=1&items_per_page=25', true],
      ['entries of a month, page 1', entriesPage(1), true],
      [`entries of a month, last page (${paging.count_pages})`, entriesPage(paging.count_pages), true],
      ['change requests, pending, page 1', '/api/v2/workTimes/changeRequests?status=1&page=1', true],
      [
        'work times of a month, page 1',
        `/api/v2/workTimes?date_since=${MONTH.since}&date_until=${MONTH.last}&page=1`,
        true,
      ],
      ['entries summary of a month, by day', `/api/entries/summary?${month}&group=day`, true],
      [
        'entries summary of a month, by day, 5 hard-budget names',
        `/api/entries/summary?${month}&group=day&hard_budget_projects=5`,
        true,
      ],
      ['approvals count (every page)', '/api/v2/aggregates/approvals/count', false],
      ['signed-in user', '/api/v2/aggregates/users/me', false],
      ['co-workers (whole list)', '/api/v2/users', false],
      ['absences of the year', `/api/absences?year=${lastYear}`, false],
      [
        'absences of a month (calendar)',
        `/api/absences?year=${lastYear}&date_since=${MONTH.since}&date_until=${MONTH.last}`,
        false,
      ],
    ];
    const calls = allCalls.filter(([call]) => ONLY.test(call));
    const rows: Record<string, string | number>[] = [];
    for (const [call, path] of calls) {
      const bytes = (await fetchText(path)).length;
      const times: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const sent = performance.now();
        await fetchText(path);
        times.push(performance.now() - sent);
      }
      rows.push({
        call,
        KB: Math.round(bytes / 1024),
        'p50 ms': percentile(times, 0.5),
        'p99 ms': percentile(times, 0.99),
      });
    }
    printTable(
      `Company ${size.name} on ${place.databaseUrl ? 'PostgreSQL' : 'PGlite'} (${JSON.stringify(counts)}; ${note}), ` +
        `${CALLS} sequential calls each; load average ${loadBefore} before, ${load1()} after`,
      rows,
    );
    if (LOAD_SECONDS > 0) {
      const loaded: Record<string, string | number>[] = [];
      for (const [call, path, underLoad] of calls) {
        if (!underLoad) continue;
        const result = await load({
          url: service.url + path,
          connections: 10,
          seconds: LOAD_SECONDS,
          headers: apiHeaders(),
        });
        loaded.push({
          call,
          'requests/s': result.rps,
          'p50 ms': result.p50,
          'p99 ms': result.p99,
          'not 2xx': result.non2xx + result.errors,
          load: load1(),
        });
      }
      printTable(`Company ${size.name}, 10 connections for ${LOAD_SECONDS} s each`, loaded);
    }
  } finally {
    clearInterval(sampler);
    console.log(`\nservice resident set: ${residentMiB(service.pid)} MiB at the end, ${peak} MiB at most`);
    await service.stop();
  }
  if (process.env.BENCH_EXPLAIN) await explain();
}

/** The plans of the projects' first pages and of the month's shapes the issue names. */
async function explain() {
  const { db, close } = await openDatabase(place);
  const page = (order: SQL) =>
    sql`select ${projects.id} from ${projects} join ${customers} on ${customers.id} = ${projects.customersId}
        order by ${order} nulls last, ${projects.id} limit 25`;
  const shapes = [
    page(sql`${readingOrder(projects.name)} asc`),
    page(sql`${budgetShareOf(projects)} desc`),
    sql`select count(*) from work_times where date between ${MONTH.since} and ${MONTH.last}`,
    sql`select count(*) from entries where time_since >= ${`${MONTH.since}T00:00:00Z`} and time_since < ${`${MONTH.until}T00:00:00Z`}`,
  ];
  for (const shape of shapes) {
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${shape}`);
    console.log(plan.map((line) => line['QUERY PLAN']).join('\n'), '\n');
  }
  await close();
}

await main();
