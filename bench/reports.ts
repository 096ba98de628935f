// The report's figure (issue 26): a year of 100,000 entries (BENCH_ENTRIES, `entries-data.ts`) summed
// by customer and then project (`GET /api/entries/summary?group=customer&subgroup=project`), as p50 and
// p99 of the answers' time in-process, on an in-memory PGlite and, with BENCH_DATABASE_URL, on a
// fresh database of that PostgreSQL server. BENCH_REPORT_RUNS sets the runs.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../server/app.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { createLogger } from '../server/log.ts';
import { createMailer } from '../server/mailer.ts';
import { fill, TARGET_ENTRIES } from './entries-data.ts';
import { apiHeaders, percentile, printTable } from './support.ts';

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 40);
const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
const until = new Date();
// The fill spreads the entries five minutes apart back from now: a year holds them all.
const since = new Date(until.getTime() - 365 * 86_400_000);
const query = `time_since=${iso(since)}&time_until=${iso(until)}&group=customer&subgroup=project`;

async function measure(database: Database, name: string) {
  const filledAt = Date.now();
  await fill(database.db);
  console.log(
    `${name} filled with ${TARGET_ENTRIES} entries in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`,
  );
  const app = createApp({
    db: database.db,
    clock: { now: () => new Date() },
    mailer: createMailer({ outboxDir: join(tmpdir(), `stint-bench-${randomBytes(4).toString('hex')}`) }),
    soleUser: database.kind === 'pglite',
    logger: createLogger({ level: 'silent' }),
  });
  const times: number[] = [];
  let answer = '';
  // Two warm-up runs, so that the plan and the caches are as a running service has them.
  for (let run = -2; run < RUNS; run++) {
    const started = performance.now();
    const response = await app.request(`/api/entries/summary?${query}`, { headers: apiHeaders() });
    answer = await response.text();
    if (response.status !== 200) throw new Error(`${response.status}: ${answer.slice(0, 300)}`);
    if (run >= 0) times.push(performance.now() - started);
  }
  const { summary } = JSON.parse(answer) as {
    summary: { totals: { hours: number }; buckets: { buckets: unknown[] }[] };
  };
  return {
    database: name,
    runs: times.length,
    customers: summary.buckets.length,
    'customer × project rows': summary.buckets.reduce((sum, bucket) => sum + bucket.buckets.length, 0),
    hours: summary.totals.hours.toFixed(0),
    'p50 ms': percentile(times, 0.5).toFixed(1),
    'p99 ms': percentile(times, 0.99).toFixed(1),
  };
}

const rows = [];
const pglite = await openDatabase({});
rows.push(await measure(pglite, 'PGlite'));
await pglite.close();

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `stint_bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  rows.push(await measure(postgres, 'PostgreSQL'));
  await postgres.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
} else {
  console.log('PostgreSQL leg skipped: set BENCH_DATABASE_URL=postgres://… to run it.');
}
printTable(`A report by customer and project over a year of ${TARGET_ENTRIES} entries`, rows);
