// Issue "Speed": how long Stint's pages take to draw their first row next to a floor app made of the same
// libraries (bench/floor/), both built for production and sent by the real service with its compression,
// each load in a new browser context (a cold profile), on a slow phone and without throttling. Then the
// JS + CSS a cold load of every app route takes, against its budget. The README's Benchmarks section
// describes the method.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { build } from 'vite';
import { kib, launchBrowser } from './pages.ts';
import {
  apiHeaders,
  type ColdLoad,
  coldLoad as loadCold,
  median,
  type Profile,
  printTable,
  profiles,
  signedInStorage,
  startService,
} from './support.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const ROUTE_BUDGET = 200 * 1024;
const SIGN_IN_BUDGET = 120 * 1024;
const viewport = { width: 1280, height: 800 };

/** A page to load cold: `drawn` is a CSS selector for its first row (or what stands for it). */
type Target = { name: string; url: string; drawn: string; signedIn: boolean };
type Load = Omit<ColdLoad, 'drawnMs'> & { ms: number };

let browser: Browser;
let signedIn: BrowserContextOptions['storageState'];

/** One load in a new context: the time its first row is drawn, then its requests and bytes once it is quiet. */
async function coldLoad(target: Target, profile: Profile): Promise<Load> {
  const { drawnMs, ...load } = await loadCold(browser, {
    url: target.url,
    marks: [{ selector: target.drawn }],
    storageState: target.signedIn ? signedIn : undefined,
    viewport,
    throttle: profile.throttle,
  });
  return { ms: drawnMs[0] as number, ...load };
}

/** The app's signed-in routes, from the file names under src/routes/_app/ (TanStack's flat route files). */
function appRoutes(): string[] {
  return readdirSync('src/routes/_app')
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map(
      (file) =>
        `/${file
          .replace(/\.tsx$/, '')
          .split('.')
          .filter((segment) => segment !== 'index')
          .map((segment) => segment.replace(/_$/, ''))
          .join('/')}`,
    )
    .sort();
}

if (!existsSync('dist/index.html'))
  throw new Error('Build the app first: `npm run bench -- first-row` does.');
const floorDir = join(tmpdir(), `stint-floor-${process.pid}`);
await build({
  configFile: 'bench/floor/vite.config.ts',
  logLevel: 'warn',
  build: { outDir: floorDir, emptyOutDir: true },
});
// The floor goes through a second copy of the service, so its files (rows.json too) get the same compression.
// BENCH_PORT lets two checkouts on one machine measure at the same time.
const port = Number(process.env.BENCH_PORT ?? 8293);
const [stint, floor] = await Promise.all([
  startService(port),
  startService(port + 1, { DIST_DIR: floorDir, SEED: 'none' }),
]);
try {
  signedIn = signedInStorage(stint.url);
  const targets: Target[] = [
    { name: 'floor (50-row table)', url: `${floor.url}/`, drawn: 'main tbody tr', signedIn: false },
    { name: 'projects', url: `${stint.url}/projects`, drawn: 'main tbody tr', signedIn: true },
    {
      name: 'absences',
      url: `${stint.url}/absences`,
      drawn: '[data-testid="absence-calendar"] tbody tr',
      signedIn: true,
    },
    {
      name: 'change requests',
      url: `${stint.url}/change-requests`,
      drawn: '[data-testid="change-request-inbox"] tbody tr, main .mantine-EmptyState-root',
      signedIn: true,
    },
    {
      name: 'sign-in (signed out)',
      url: `${stint.url}/sign-in`,
      drawn: 'form button[type="submit"]',
      signedIn: false,
    },
  ];
  browser = await launchBrowser();
  const started = Date.now();
  for (const profile of profiles) {
    const loads = new Map<Target, Load[]>(targets.map((target) => [target, []]));
    for (const target of targets) await coldLoad(target, profile);
    for (let round = 0; round < LOADS; round++) {
      for (const target of targets) loads.get(target)?.push(await coldLoad(target, profile));
    }
    const floorMedian = median(loads.get(targets[0] as Target)?.map((load) => load.ms) ?? []);
    printTable(
      `First row drawn, ${profile.name}: ${LOADS} cold loads each after a warm-up, interleaved`,
      targets.map((target) => {
        const samples = loads.get(target) ?? [];
        const times = samples.map((load) => load.ms);
        return {
          page: target.name,
          requests: median(samples.map((load) => load.requests)),
          'round trips': median(samples.map((load) => load.roundTrips)),
          'JS+CSS on the wire': kib(median(samples.map((load) => load.jsCss))),
          'first row (median)': `${median(times)} ms`,
          'min–max': `${Math.min(...times)}–${Math.max(...times)} ms`,
          '× floor': (median(times) / floorMedian).toFixed(2),
        };
      }),
    );
  }

  const records = async (resource: string) =>
    (await (await fetch(`${stint.url}/api/v2/${resource}`, { headers: apiHeaders() })).json()) as Record<
      string,
      { id: number; role?: string }[]
    >;
  const worker = (await records('users')).users?.find((user) => user.role === 'worker');
  const surcharge = (await records('surcharges')).surcharges?.[0];
  const parameters: Record<string, number | undefined> = { $userId: worker?.id, $id: surcharge?.id };
  const routes = [
    ...appRoutes().map((route) => ({ route, budget: ROUTE_BUDGET, signedIn: true })),
    { route: '/sign-in', budget: SIGN_IN_BUDGET, signedIn: false },
  ];
  const unthrottled = profiles.at(-1) as Profile;
  const weights: Record<string, string | number>[] = [];
  for (const { route, budget, signedIn: needsSignIn } of routes) {
    const path = route.replace(/\$\w+/g, (parameter) => {
      const value = parameters[parameter];
      if (value === undefined) throw new Error(`No record for ${parameter} in ${route}`);
      return String(value);
    });
    const load = await coldLoad(
      {
        name: route,
        url: `${stint.url}${path}`,
        drawn: needsSignIn ? 'main h1' : 'form button[type="submit"]',
        signedIn: needsSignIn,
      },
      unthrottled,
    );
    weights.push({
      route,
      requests: load.requests,
      'round trips': load.roundTrips,
      JS: kib(load.js),
      CSS: kib(load.css),
      'JS+CSS': kib(load.jsCss),
      budget: kib(budget),
      within: load.jsCss <= budget ? 'yes' : 'NO',
    });
  }
  printTable('JS + CSS on the wire per route, one cold load each (until the network is quiet)', weights);
  console.log(`\n(${Math.round((Date.now() - started) / 1000)} s in the browser)`);
  await browser.close();
} finally {
  await Promise.all([stint.stop(), floor.stop()]);
  rmSync(floorDir, { recursive: true, force: true });
}
