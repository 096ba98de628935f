// Issue 11's soak and issue 10's memory figures: the service on PGlite with 100,000 entries under a mixed
// read/write load at 10 connections for BENCH_SOAK_SECONDS, per interval and in sum, with where its
// memory goes (resident set from /proc, Node's heap and PGlite's WebAssembly heap from the service's
// own `memory` log lines).

import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { fill, lastMonth, TARGET_ENTRIES } from './entries-data.ts';
import { apiHeaders, cpuMsOf, percentile, printTable, startService } from './support.ts';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const INTERVAL_SECONDS = Number(process.env.BENCH_SOAK_INTERVAL ?? 60);
const CONNECTIONS = 10;
const PORT = 8291;

type Interval = { latencies: number[]; requests: number; errors: number; statuses: Map<string, number> };

const newInterval = (): Interval => ({ latencies: [], requests: 0, errors: 0, statuses: new Map() });

/** VmRSS (resident now) and VmHWM (the peak so far) of a process, in MiB. */
function residentMiB(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

type MemoryLine = {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  databaseThreadHeapMiB: number | null;
  externalMiB: number;
  arrayBuffersMiB: number;
  wasmHeapMiB: number | null;
};

const dataDir = join(tmpdir(), `stint-bench-soak-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase({ dataDir });
await fill(database.db);
await database.close();

let latestMemory: MemoryLine | undefined;
const service = await startService(
  PORT,
  { DATA_DIR: dataDir, SEED: 'none', MEMORY_LOG_SECONDS: '5' },
  {
    onLine: (line) => {
      if (line.includes('"event":"memory"')) latestMemory = JSON.parse(line) as MemoryLine;
    },
  },
);

try {
  // Settled: the first memory line comes 5 s after start.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const afterStart = { ...residentMiB(service.pid), memory: latestMemory };

  const headers = apiHeaders();
  const api = `${service.url}/api`;
  const { since, until } = lastMonth();
  const listOf = (page: number) =>
    `${api}/v2/entries?time_since=${since}&time_until=${until}&items_per_page=100&page=${page}`;
  const first = (await (await fetch(listOf(1), { headers })).json()) as {
    paging: { count_pages: number };
    entries: { id: number; users_id: number; customers_id: number; services_id: number }[];
  };
  const pages = first.paging.count_pages;
  const template = first.entries[0];
  if (!template) throw new Error('the month has no entries');
  /** Ids seen in lists, for single reads. */
  const seen: number[] = first.entries.map((entry) => entry.id);
  /** The bench's own entries, which it updates and deletes; taken out while one connection works on it. */
  const own: number[] = [];

  let current = newInterval();
  const intervals: Interval[] = [];
  const rssSamples: number[] = [];

  /** Entries the bench deleted: a single read that raced with the delete may find it gone. */
  const deleted = new Set<number>();

  async function timed(
    url: string,
    init: RequestInit = {},
    expectedStatus?: number,
  ): Promise<Response | undefined> {
    const bucket = current;
    const sent = performance.now();
    try {
      const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } });
      const body = await response.text();
      bucket.latencies.push(performance.now() - sent);
      bucket.requests += 1;
      const label = `${init.method ?? 'GET'} ${response.status}`;
      bucket.statuses.set(label, (bucket.statuses.get(label) ?? 0) + 1);
      if (!response.ok) {
        if (response.status !== expectedStatus) bucket.errors += 1;
        return undefined;
      }
      return new Response(body, { headers: response.headers });
    } catch {
      bucket.requests += 1;
      bucket.errors += 1;
      return undefined;
    }
  }

  const pick = <T>(values: T[]): T | undefined => values[Math.floor(Math.random() * values.length)];
  const takeOwn = () => own.splice(Math.floor(Math.random() * own.length), 1)[0];
  const monthMs = Date.parse(until) - Date.parse(since);

  /** One step of the mix: 55 % month lists, 20 % single reads, 12 % creates, 11 % updates, 2 % deletes. */
  async function step(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.55) {
      const response = await timed(listOf(1 + Math.floor(Math.random() * pages)));
      const ids = ((await response?.json()) as { entries: { id: number }[] } | undefined)?.entries ?? [];
      for (const entry of ids.slice(0, 5)) seen.push(entry.id);
      if (seen.length > 5000) seen.splice(0, seen.length - 5000);
    } else if (roll < 0.75) {
      const id = pick(seen) as number;
      await timed(`${api}/v2/entries/${id}`, {}, deleted.has(id) ? 404 : undefined);
    } else if (roll < 0.87 || own.length < CONNECTIONS) {
      const start = Date.parse(since) + Math.floor(Math.random() * monthMs);
      const response = await timed(`${api}/v2/entries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          users_id: template?.users_id,
          customers_id: template?.customers_id,
          services_id: template?.services_id,
          billable: 1,
          time_since: `${new Date(start).toISOString().slice(0, 19)}Z`,
          time_until: `${new Date(start + 30 * 60_000).toISOString().slice(0, 19)}Z`,
          text: `soak ${start}`,
        }),
      });
      const created = (await response?.json()) as { entry: { id: number } } | undefined;
      if (created) own.push(created.entry.id);
    } else if (roll < 0.98) {
      const id = takeOwn();
      const read = await timed(`${api}/v2/entries/${id}`);
      const etag = read?.headers.get('etag');
      if (!etag) return;
      const updated = await timed(`${api}/v2/entries/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'If-Match': etag },
        body: JSON.stringify({ text: `soak updated ${Date.now()}` }),
      });
      if (updated && id !== undefined) own.push(id);
    } else {
      const id = takeOwn() as number;
      deleted.add(id);
      await timed(`${api}/v2/entries/${id}`, { method: 'DELETE' });
    }
  }

  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const sampler = setInterval(() => rssSamples.push(residentMiB(service.pid).rss), 1000);
  const rows: Record<string, string | number>[] = [];
  let cpuAtIntervalStart = cpuMsOf(service.pid);
  const closeInterval = () => {
    const closed = current;
    current = newInterval();
    intervals.push(closed);
    const { rss } = residentMiB(service.pid);
    const cpu = cpuMsOf(service.pid);
    rows.push({
      'until s': Math.round((Date.now() - started) / 1000),
      requests: closed.requests,
      'service CPU ms/req': ((cpu - cpuAtIntervalStart) / Math.max(1, closed.requests)).toFixed(1),
      errors: closed.errors,
      'p50 ms': percentile(closed.latencies, 0.5),
      'p99 ms': percentile(closed.latencies, 0.99),
      'RSS MiB': rss,
      'Node heap used/total MiB': latestMemory
        ? `${latestMemory.heapUsedMiB}/${latestMemory.heapTotalMiB}`
        : '',
      'DB thread heap MiB': latestMemory?.databaseThreadHeapMiB ?? '',
      'WASM heap MiB': latestMemory?.wasmHeapMiB ?? '',
      'arrayBuffers MiB': latestMemory?.arrayBuffersMiB ?? '',
    });
    cpuAtIntervalStart = cpu;
    console.log(JSON.stringify(rows.at(-1)));
  };
  const ticker = setInterval(closeInterval, INTERVAL_SECONDS * 1000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) await step();
    }),
  );
  clearInterval(ticker);
  clearInterval(sampler);
  // What was still in flight when the last interval closed belongs to it, not to an interval of its own.
  const lastClosed = intervals.at(-1);
  if (lastClosed && Date.now() - started > (SECONDS - INTERVAL_SECONDS / 2) * 1000) {
    lastClosed.latencies.push(...current.latencies);
    lastClosed.requests += current.requests;
    lastClosed.errors += current.errors;
    for (const [label, n] of current.statuses)
      lastClosed.statuses.set(label, (lastClosed.statuses.get(label) ?? 0) + n);
  } else if (current.requests > 0) closeInterval();

  const atEnd = { ...residentMiB(service.pid), memory: latestMemory };
  const all = intervals.flatMap((interval) => interval.latencies);
  const statuses = new Map<string, number>();
  for (const interval of intervals) {
    for (const [label, n] of interval.statuses) statuses.set(label, (statuses.get(label) ?? 0) + n);
  }
  printTable(
    `Soak on PGlite, ${TARGET_ENTRIES} entries, ${CONNECTIONS} connections, ${SECONDS} s, per ${INTERVAL_SECONDS} s`,
    rows,
  );
  const firstInterval = intervals[0] ?? newInterval();
  const lastInterval = intervals.at(-1) ?? newInterval();
  printTable('Soak summary', [
    {
      requests: intervals.reduce((sum, interval) => sum + interval.requests, 0),
      errors: intervals.reduce((sum, interval) => sum + interval.errors, 0),
      'req/s': Math.round(all.length / ((Date.now() - started) / 1000)),
      'p99 ms': percentile(all, 0.99),
      'p99 first interval': percentile(firstInterval.latencies, 0.99),
      'p99 last interval': percentile(lastInterval.latencies, 0.99),
      'RSS after start MiB': afterStart.rss,
      'RSS peak MiB': Math.max(atEnd.peak, ...rssSamples),
      'RSS at end MiB': atEnd.rss,
    },
  ]);
  printTable(
    'Where the memory goes (MiB; Node figures from the service, WASM heap = PGlite, DB thread = its thread)',
    [
      ['after start', afterStart.rss, afterStart.memory],
      ['at end', atEnd.rss, atEnd.memory],
    ].map(([when, rss, memory]) => {
      const line = memory as MemoryLine | undefined;
      return {
        when: when as string,
        RSS: rss as number,
        'WASM heap': line?.wasmHeapMiB ?? '',
        'Node heap used': line?.heapUsedMiB ?? '',
        'Node heap total': line?.heapTotalMiB ?? '',
        'DB thread JS heap': line?.databaseThreadHeapMiB ?? '',
        external: line?.externalMiB ?? '',
        arrayBuffers: line?.arrayBuffersMiB ?? '',
      };
    }),
  );
  console.log(
    `answers: ${[...statuses]
      .sort()
      .map(([label, n]) => `${label} ×${n}`)
      .join(', ')}`,
  );
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
