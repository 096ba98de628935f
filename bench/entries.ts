// The figures of issues 3 and 10: the entries list and entry creation under load on a database with
// 100,000 entries, on PGlite and (with BENCH_DATABASE_URL) on a PostgreSQL server, the list's query
// plans, and a CPU profile of the service under the list on each.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Db, openDatabase } from '../server/db/client.ts';
import { entryListWhere, entryPageStatement } from '../server/domain/entries.ts';
import { summariseCpuProfiles } from './cpu-profile.ts';
import { fill, lastMonth, TARGET_ENTRIES } from './entries-data.ts';
import {
  apiHeaders,
  cpuMsOf,
  type LoadResult,
  load,
  postLedger,
  printTable,
  startService,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
// BENCH_PORT (8283) and the port after it let two checkouts on one machine measure at the same time.
const PGLITE_PORT = Number(process.env.BENCH_PORT ?? 8283);
const POSTGRES_PORT = PGLITE_PORT + 1;

const cpuPerRequest = (cpuMs: number, result: LoadResult) =>
  (cpuMs / Math.max(1, result.total2xx + result.non2xx)).toFixed(1);

/**
 * CPU time so far of this machine's PostgreSQL server processes, or undefined when none runs here (a
 * remote server, or PGlite, whose database work is the service's own CPU).
 */
function localPostgresCpuMs(): number | undefined {
  let total: number | undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      total = (total ?? 0) + cpuMsOf(Number(pid));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Runs `work` and tells the CPU the service and, on PostgreSQL, the database server spent per request. */
async function withCpu(
  servicePid: number,
  database: 'PGlite' | 'PostgreSQL',
  work: () => Promise<LoadResult>,
) {
  const serviceBefore = cpuMsOf(servicePid);
  const databaseBefore = database === 'PostgreSQL' ? localPostgresCpuMs() : undefined;
  const result = await work();
  const databaseAfter = database === 'PostgreSQL' ? localPostgresCpuMs() : undefined;
  return {
    result,
    'service CPU ms/req': cpuPerRequest(cpuMsOf(servicePid) - serviceBefore, result),
    'database CPU ms/req':
      databaseBefore === undefined || databaseAfter === undefined
        ? database === 'PGlite'
          ? 'in service'
          : 'not local'
        : cpuPerRequest(databaseAfter - databaseBefore, result),
  };
}

async function plans(db: Db): Promise<string[]> {
  const { since, until } = lastMonth();
  const query = {
    time_since: since,
    time_until: until,
  } as Parameters<typeof entryListWhere>[1];
  const out: string[] = [];
  const usersResult = await db.execute(sql`select id from users where role = 'worker' and active limit 1`);
  const worker = (usersResult as unknown as { rows: { id: number }[] }).rows[0]?.id;
  const page = { limit: 100, offset: 0 };
  const statements = [
    [
      "month, all users, page 1 of 100 with the month's count: the list's one statement for an owner",
      entryPageStatement(db, entryListWhere(db, query, undefined), page, { rightsFields: true }, true),
    ],
    [
      "month, one worker's entries, the page alone (as when the read cache holds the count)",
      entryPageStatement(db, entryListWhere(db, query, worker), page, { rightsFields: false }, false),
    ],
  ] as const;
  for (const [label, statement] of statements) {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    const explained = await db.execute(sql.raw(`explain ${inline(text, params)}`));
    const lines = (explained as unknown as { rows: Record<string, string>[] }).rows.map(
      (row) => Object.values(row)[0],
    );
    out.push(`-- ${label}\n${lines.join('\n')}`);
  }
  return out;
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

async function measure(
  label: 'PGlite' | 'PostgreSQL',
  env: Record<string, string>,
  port: number,
): Promise<void> {
  const service = await startService(port, env);
  try {
    const { since, until } = lastMonth();
    const listUrl = `${service.url}/api/v2/entries?time_since=${since}&time_until=${until}&items_per_page=100`;
    const rows: Record<string, string | number>[] = [];
    for (const connections of [10, 50]) {
      const { result, ...cpu } = await withCpu(service.pid, label, () =>
        load({ url: listUrl, connections, seconds: SECONDS, headers: apiHeaders() }),
      );
      rows.push({
        ...cpu,
        request: `GET entries, 1 month, 100/page`,
        connections,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    }
    const marker = randomUUID().slice(0, 8);
    let sequence = 0;
    const users = (await (await fetch(`${service.url}/api/v2/users`, { headers: apiHeaders() })).json()) as {
      users: { id: number }[];
    };
    const customers = (await (
      await fetch(`${service.url}/api/v2/customers?filter[active]=true`, { headers: apiHeaders() })
    ).json()) as { customers: { id: number }[] };
    const servicesList = (await (
      await fetch(`${service.url}/api/services`, { headers: apiHeaders() })
    ).json()) as { services: { id: number; active: boolean }[] };
    const customerId = customers.customers[0]?.id;
    const serviceId = servicesList.services.find((item) => item.active)?.id;
    const ownerId = users.users[0]?.id;
    const { result: write, ...writeCpu } = await withCpu(service.pid, label, () =>
      postLedger({
        url: `${service.url}/api/v2/entries`,
        connections: 10,
        seconds: SECONDS,
        headers: apiHeaders(),
        body: () => {
          sequence += 1;
          const start = new Date(Date.UTC(2025, 0, 1) + sequence * 60_000);
          return JSON.stringify({
            users_id: ownerId,
            customers_id: customerId,
            services_id: serviceId,
            billable: 1,
            time_since: `${start.toISOString().slice(0, 19)}Z`,
            time_until: `${new Date(start.getTime() + 30 * 60_000).toISOString().slice(0, 19)}Z`,
            text: `bench ${marker} ${sequence}`,
          });
        },
      }),
    );
    rows.push({
      ...writeCpu,
      request: 'POST entries',
      connections: 10,
      'req/s': write.rps,
      'p50 ms': write.p50,
      'p99 ms': write.p99,
      errors: write.errors,
      non2xx: write.non2xx,
    });
    await service.stop();
    const database = await openDatabase(
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
    );
    const stored = await database.db.execute(
      sql`select count(*)::int as n from entries e join texts t on t.id = e.texts_id where t.text like ${`bench ${marker} %`}`,
    );
    const storedCount = (stored as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    printTable(`${label}: 100,000 entries`, rows);
    console.log(
      `POST ledger: ${write.total2xx} answers 2xx, ${storedCount} rows stored with the run's marker → ${write.total2xx === storedCount ? 'equal' : 'MISMATCH'}`,
    );
    console.log(`\n${label} query plans:\n${(await plans(database.db)).join('\n\n')}`);
    await database.close();
  } finally {
    await service.stop().catch(() => {});
  }
}

/** The list under load once more with the service's CPU profiled: where a request's time goes. */
async function profileList(label: string, env: Record<string, string>, port: number): Promise<void> {
  const profileDir = mkdtempSync(join(tmpdir(), 'stint-cpu-prof-'));
  const service = await startService(port, env, {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  const { since, until } = lastMonth();
  const result = await load({
    url: `${service.url}/api/v2/entries?time_since=${since}&time_until=${until}&items_per_page=100`,
    connections: 10,
    seconds: SECONDS,
    headers: apiHeaders(),
  });
  await service.stop();
  const summary = summariseCpuProfiles(profileDir);
  rmSync(profileDir, { recursive: true, force: true });
  printTable(
    `${label}: CPU profile of the service under GET entries, 1 month, 100/page, 10 connections (${result.rps} req/s while profiled, ${summary.busyMs} ms busy): top self time by function`,
    summary.functions,
  );
  printTable(`${label}: self time by package or file`, summary.places);
  printTable(`${label}: self time by thread`, summary.threads);
}

const pgliteDir = join(tmpdir(), `stint-bench-entries-${process.pid}`);
rmSync(pgliteDir, { recursive: true, force: true });
const pglite = await openDatabase({ dataDir: pgliteDir });
const filledAt = Date.now();
await fill(pglite.db);
console.log(
  `PGlite filled with ${TARGET_ENTRIES} entries in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`,
);
await pglite.close();
await measure('PGlite', { DATA_DIR: pgliteDir, SEED: 'none' }, PGLITE_PORT);
await profileList('PGlite', { DATA_DIR: pgliteDir, SEED: 'none' }, PGLITE_PORT);
rmSync(pgliteDir, { recursive: true, force: true });

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `stint_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  await fill(postgres.db);
  await postgres.close();
  await measure('PostgreSQL', { DATABASE_URL: url.toString(), SEED: 'none' }, POSTGRES_PORT);
  await profileList('PostgreSQL', { DATABASE_URL: url.toString(), SEED: 'none' }, POSTGRES_PORT);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
} else {
  console.log('\nPostgreSQL leg skipped: set BENCH_DATABASE_URL=postgres://… to run it.');
}
