import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import autocannon from 'autocannon';

export const DEMO_KEY = 'bench-demo-key-0123456789abcdef';
export const OWNER = 'owner@example.com';

export type RunningService = { url: string; pid: number; stop(): Promise<void> };

/**
 * The real service as a child process on a fresh PGlite folder (or DATABASE_URL), seeded with the demo
 * company. `onLine` sees each line it writes to stdout (its log); `nodeArgs` go to Node (e.g. `--cpu-prof`).
 */
export async function startService(
  port: number,
  env: Record<string, string> = {},
  { onLine, nodeArgs = [] }: { onLine?: (line: string) => void; nodeArgs?: string[] } = {},
): Promise<RunningService> {
  const dataDir = join(tmpdir(), `stint-bench-${process.pid}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // One process (no npx or tsx wrapper), so that stopping it stops the service.
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      DEMO_API_KEY: DEMO_KEY,
      RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  let unfinishedLine = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('listening on')) resolve();
      if (!onLine) return;
      const lines = (unfinishedLine + text).split('\n');
      unfinishedLine = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid as number,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * CPU time a process has used so far (user + system, ms), from /proc: per request, a figure that other
 * load on the machine disturbs far less than latency.
 */
export function cpuMsOf(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

export const apiHeaders = (email = OWNER) => ({
  'X-ServiceApiUser': email,
  'X-ServiceApiKey': DEMO_KEY,
  'X-Service-External-Application': 'bench;bench@example.com',
});

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total2xx: number;
};

/** autocannon against one request shape; latencies in ms. */
export async function load(options: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | (() => string);
}): Promise<LoadResult> {
  const makeBody = typeof options.body === 'function' ? options.body : undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...(options.body ? { 'Content-Type': 'application/json' } : {}) },
    body: typeof options.body === 'string' ? options.body : undefined,
    requests: makeBody ? [{ setupRequest: (request) => ({ ...request, body: makeBody() }) }] : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total2xx: result['2xx'],
  };
}

/**
 * POSTs from `connections` loops for `seconds`, then waits for every request in flight, so that the
 * count of 2xx answers can be compared with the rows the service stored.
 */
export async function postLedger(options: {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  body: () => string;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let total2xx = 0;
  let non2xx = 0;
  let errors = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { ...options.headers, 'Content-Type': 'application/json' },
          body: options.body(),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.ok) total2xx += 1;
        else non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  return {
    rps: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    non2xx,
    total2xx,
  };
}

/** The `quantile` (0–1) of `values`, rounded to whole units; 0 when there are none. */
export function percentile(values: number[], quantile: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/** A device and network a browser bench runs on: `throttle` sets it up over CDP (none: this machine as is). */
export type Profile = { name: string; throttle?: (cdp: CDPSession) => Promise<unknown> };
const kbitPerSecond = 1024 / 8;
/** The slow phone of the browser benches, then no throttling. */
export const profiles: Profile[] = [
  {
    name: 'slow phone (CPU ×4, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up)',
    throttle: (cdp) =>
      Promise.all([
        cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }),
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1.6 * 1024 * kbitPerSecond,
          uploadThroughput: 750 * kbitPerSecond,
        }),
      ]),
  },
  { name: 'no throttling' },
];

/** Where src/lib/credentials.ts keeps a sign-in that should last ("stay signed in"). */
const CREDENTIALS_KEY = 'stint.credentials';

/** A browser context's storage that is signed in to the app at `url` as `email`, before the first navigation. */
export function signedInStorage(
  url: string,
  email = OWNER,
  key = DEMO_KEY,
): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [
      { origin: url, localStorage: [{ name: CREDENTIALS_KEY, value: JSON.stringify({ email, key }) }] },
    ],
  };
}

/** Something to wait for in a page: an element matching `selector` that is visible (and starts with `text`). */
export type DrawnMark = { selector: string; text?: string };

/**
 * Runs in the page before its own scripts: `window.drawnAt[i]` resolves with `performance.now()` (ms since
 * navigation start) in the first animation frame in which `marks[i]` is visible, i.e. the frame that paints
 * it. Mutations only schedule the check, so the page does no extra layout.
 */
function watchDrawn(marks: DrawnMark[]) {
  // Only anonymous functions inside: tsx would wrap named ones in a helper the page does not have.
  (window as unknown as { drawnAt: Promise<number>[] }).drawnAt = marks.map(
    (mark) =>
      new Promise((resolve) => {
        let scheduled = false;
        const observer = new MutationObserver(() => {
          if (scheduled) return;
          scheduled = true;
          requestAnimationFrame(() => {
            scheduled = false;
            const drawn = [...document.querySelectorAll(mark.selector)].some(
              (element) =>
                element.checkVisibility() &&
                (mark.text === undefined || (element.textContent ?? '').startsWith(mark.text)),
            );
            if (!drawn) return;
            observer.disconnect();
            resolve(performance.now());
          });
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      }),
  );
}

/**
 * Counts a page's requests and the JS and CSS bytes on the wire (compressed body and headers) over CDP, and
 * keeps when each request was sent and answered (in the protocol's seconds) for `roundTripsBefore`.
 */
function trafficOf(cdp: CDPSession) {
  const kinds = new Map<string, 'js' | 'css' | 'other'>();
  const inFlight = new Set<string>();
  const totals = { requests: 0, js: 0, css: 0 };
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    lastEvent = Date.now();
    if (event.request.url.startsWith('data:') || inFlight.has(event.requestId)) return;
    inFlight.add(event.requestId);
    sentAt.set(event.requestId, event.timestamp);
    totals.requests += 1;
  });
  cdp.on('Network.responseReceived', (event) => {
    const mime = event.response.mimeType;
    kinds.set(event.requestId, mime.includes('javascript') ? 'js' : mime === 'text/css' ? 'css' : 'other');
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastEvent = Date.now();
    inFlight.delete(event.requestId);
    answeredAt.set(event.requestId, event.timestamp);
    const kind = kinds.get(event.requestId);
    if (kind === 'js' || kind === 'css') totals[kind] += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastEvent = Date.now();
    inFlight.delete(event.requestId);
    answeredAt.set(event.requestId, event.timestamp);
  });
  return {
    totals,
    /**
     * How many requests ran one after another until `msAfterFirst` ms after the first request (the
     * document) was sent: a request sent after another was answered counts one more than it. From the
     * timing alone, so an upper bound: a request need not have waited for the one before it.
     */
    roundTripsBefore(msAfterFirst: number): number {
      const requests = [...sentAt]
        .map(([id, sent]) => ({ sent, answered: answeredAt.get(id) ?? Number.POSITIVE_INFINITY }))
        .sort((a, b) => a.sent - b.sent);
      const until = (requests[0]?.sent ?? 0) + msAfterFirst / 1000;
      const depths: { answered: number; depth: number }[] = [];
      for (const request of requests.filter((request) => request.sent <= until)) {
        const before = depths.filter((earlier) => earlier.answered <= request.sent);
        depths.push({
          answered: request.answered,
          depth: 1 + Math.max(0, ...before.map((earlier) => earlier.depth)),
        });
      }
      return Math.max(0, ...depths.map((request) => request.depth));
    },
    /** Resolves once nothing has been in flight for half a second (at most 30 s). */
    async quiet(): Promise<void> {
      const deadline = Date.now() + 30_000;
      while ((inFlight.size > 0 || Date.now() - lastEvent < 500) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

export type ColdLoad = {
  drawnMs: number[];
  /** The first contentful paint (ms since navigation start): the shell, if it is drawn before the data. */
  firstPaintMs: number;
  /**
   * The renderer's main-thread task time (Chrome's `TaskDuration`) from the navigation until the first mark
   * was drawn: the page's own work, which other load on the machine disturbs far less than wall clock.
   */
  mainThreadMs: number;
  /** Requests one after another until the first mark was drawn (see `roundTripsBefore`). */
  roundTrips: number;
  requests: number;
  jsCss: number;
  js: number;
  css: number;
};

type LoadOptions = {
  url: string;
  marks: DrawnMark[];
  storageState?: BrowserContextOptions['storageState'];
  viewport: { width: number; height: number };
  throttle?: (cdp: CDPSession) => Promise<unknown>;
};

/** Resolves with when each of `marks` was drawn in `page` (ms since its navigation started), or fails after 90 s. */
function drawnIn(page: Page, marks: DrawnMark[], url: string): Promise<number[]> {
  return Promise.race([
    page.evaluate(() => Promise.all((window as unknown as { drawnAt: Promise<number>[] }).drawnAt)),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${marks.map((mark) => mark.selector).join(' / ')} not drawn at ${url}`)),
        90_000,
      ).unref(),
    ),
  ]);
}

/** The renderer main thread's busy time so far, in ms, from Chrome's performance metrics. */
async function mainThreadTaskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** One load of `url` in a new tab of `context`: when each mark is drawn, then its traffic once quiet. */
async function loadIn(context: BrowserContext, options: LoadOptions): Promise<ColdLoad> {
  const page = await context.newPage();
  await page.addInitScript(watchDrawn, options.marks);
  const cdp = await context.newCDPSession(page);
  const traffic = trafficOf(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  await options.throttle?.(cdp);
  const taskMsBefore = await mainThreadTaskMs(cdp);
  await page.goto(options.url, { waitUntil: 'commit', timeout: 60_000 });
  const drawnMs = await drawnIn(page, options.marks, options.url);
  const mainThreadMs = (await mainThreadTaskMs(cdp)) - taskMsBefore;
  // The frame that drew the row may not have been painted yet when its animation frame resolved.
  const firstPaintMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 10_000);
      }),
  );
  await page.waitForLoadState('load');
  await traffic.quiet();
  const { requests, js, css } = traffic.totals;
  const roundTrips = traffic.roundTripsBefore(drawnMs[0] ?? 0);
  await page.close();
  return {
    drawnMs: drawnMs.map(Math.round),
    firstPaintMs: Math.round(firstPaintMs),
    mainThreadMs: Math.round(mainThreadMs),
    roundTrips,
    requests,
    js,
    css,
    jsCss: js + css,
  };
}

/**
 * One load of `url` in a new browser context (a cold profile): when each of `marks` is drawn, then the
 * requests and JS + CSS bytes once the network is quiet.
 */
export async function coldLoad(browser: Browser, options: LoadOptions): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: options.viewport,
    storageState: options.storageState,
  });
  try {
    return await loadIn(context, options);
  } finally {
    await context.close();
  }
}

/**
 * A second visit: `url` loaded once in a new context, then measured in a new tab of the same context, whose
 * HTTP cache holds the first visit's files (the API's answers are not cached: they say `no-store`).
 */
export async function warmLoad(browser: Browser, options: LoadOptions): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: options.viewport,
    storageState: options.storageState,
  });
  try {
    await loadIn(context, { ...options, throttle: undefined });
    return await loadIn(context, options);
  } finally {
    await context.close();
  }
}
