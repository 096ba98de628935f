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
  warmLoad as loadWarm,
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

/** How a page is loaded: cold (a new browser profile) or warm (a new tab of a profile that loaded it once). */
type Visit = 'cold' | 'warm';

/** One load of `target`: the time its first row is drawn, then its requests and bytes once it is quiet. */
async function loadOnce(target: Target, profile: Profile, visit: Visit): Promise<Load> {
  const { drawnMs, ...load } = await (visit === 'cold' ? loadCold : loadWarm)(browser, {
    url: target.url,
    marks: [{ selector: target.drawn }],
    storageState: target.signedIn ? signedIn : undefined,
    viewport,
    throttle: profile.throttle,
  });
  return { ms: drawnMs[0] as number, ...load };
}

/** A click in the navigation from a drawn daily page to another, until the other's first row is drawn. */
type Click = { from: Target; link: string; to: Target };

/** The milliseconds from the click on `click.link` until the first row of `click.to` is drawn. */
async function inAppNavigation(click: Click, profile: Profile): Promise<number> {
  const context = await browser.newContext({ viewport, storageState: signedIn });
  try {
    const page = await context.newPage();
    await page.goto(click.from.url);
    await page.locator(click.from.drawn).first().waitFor({ timeout: 90_000 });
    await profile.throttle?.(await context.newCDPSession(page));
    const clicked = await page.evaluate(() => performance.now());
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: click.link })
      .click();
    // Checked in every animation frame; the frame that finds the row gives the time (no named functions:
    // tsx would wrap them in a helper the page does not have).
    const drawn = await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].some((row) => row.checkVisibility()) && performance.now(),
      click.to.drawn,
      { polling: 'raf', timeout: 90_000 },
    );
    return Math.round(((await drawn.jsonValue()) as number) - clicked);
  } finally {
    await context.close();
  }
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
  const emptyOr = (rows: string) => `${rows}, main .mantine-EmptyState-root`;
  const page = (name: string, path: string, drawn: string): Target => ({
    name,
    url: `${stint.url}${path}`,
    drawn,
    signedIn: true,
  });
  const floorTarget: Target = {
    name: 'floor (50-row table)',
    url: `${floor.url}/`,
    drawn: 'main tbody tr',
    signedIn: false,
  };
  const absences = page('absences', '/absences', '[data-testid="absence-calendar"] tbody tr');
  const entries = page('entries', '/entries', emptyOr('table[aria-label="Entries"] tbody tr'));
  const targets: Target[] = [
    floorTarget,
    page('projects', '/projects', 'main tbody tr'),
    absences,
    page('approvals', '/approvals', emptyOr('table[aria-label="Requests waiting for a decision"] tbody tr')),
    entries,
    page('co-workers', '/users', 'table[aria-label="Co-workers"] tbody tr'),
    page('change requests', '/change-requests', emptyOr('[data-testid="change-request-inbox"] tbody tr')),
    {
      name: 'sign-in (signed out)',
      url: `${stint.url}/sign-in`,
      drawn: 'form button[type="submit"]',
      signedIn: false,
    },
  ];
  browser = await launchBrowser();
  const started = Date.now();
  const floorCold = new Map<Profile, number>();
  for (const profile of profiles) {
    for (const visit of ['cold', 'warm'] as const) {
      const loads = new Map<Target, Load[]>(targets.map((target) => [target, []]));
      for (const target of targets) await loadOnce(target, profile, visit);
      for (let round = 0; round < LOADS; round++) {
        for (const target of targets) loads.get(target)?.push(await loadOnce(target, profile, visit));
      }
      const floorLoads = loads.get(floorTarget) ?? [];
      const floorMedian = median(floorLoads.map((load) => load.ms));
      if (visit === 'cold') floorCold.set(profile, floorMedian);
      const floorPaint = median(floorLoads.map((load) => load.firstPaintMs));
      const floorThread = median(floorLoads.map((load) => load.mainThreadMs));
      printTable(
        `First row drawn, ${visit}, ${profile.name}: ${LOADS} loads each after a warm-up, interleaved`,
        targets.map((target) => {
          const samples = loads.get(target) ?? [];
          const times = samples.map((load) => load.ms);
          const paint = median(samples.map((load) => load.firstPaintMs));
          const thread = median(samples.map((load) => load.mainThreadMs));
          return {
            page: target.name,
            requests: median(samples.map((load) => load.requests)),
            'round trips': median(samples.map((load) => load.roundTrips)),
            'JS+CSS on the wire': kib(median(samples.map((load) => load.jsCss))),
            'first paint': `${paint} ms (× ${(paint / floorPaint).toFixed(2)})`,
            'main thread until row': `${thread} ms (× ${(thread / floorThread).toFixed(2)})`,
            'first row (median)': `${median(times)} ms`,
            'min–max': `${Math.min(...times)}–${Math.max(...times)} ms`,
            '× floor': (median(times) / floorMedian).toFixed(2),
          };
        }),
      );
    }
    const clicks: Click[] = [
      { from: absences, link: 'Entries', to: entries },
      { from: entries, link: 'Absences', to: absences },
    ];
    const navigations: Record<string, string>[] = [];
    for (const click of clicks) {
      const times: number[] = [];
      for (let round = 0; round < LOADS; round++) times.push(await inAppNavigation(click, profile));
      navigations.push({
        click: `${click.from.name} → ${click.to.name}`,
        'first row (median)': `${median(times)} ms`,
        'min–max': `${Math.min(...times)}–${Math.max(...times)} ms`,
        "× floor's cold load": (median(times) / (floorCold.get(profile) ?? Number.NaN)).toFixed(2),
      });
    }
    printTable(
      `In-app navigation, ${profile.name}: click to the other page's first row, ${LOADS} runs each`,
      navigations,
    );
  }

  const records = async (resource: string) =>
    (await (await fetch(`${stint.url}/api/v2/${resource}`, { headers: apiHeaders() })).json()) as Record<
      string,
      { id: number; role?: string }[]
    >;
  const worker = (await records('users')).users?.find((user) => user.role === 'worker');
  const surcharge = (await records('surcharges')).surcharges?.[0];
  const parameters: Record<string, number | string | undefined> = {
    $userId: worker?.id,
    $id: surcharge?.id,
    $date: new Date().toISOString().slice(0, 10),
  };
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
    const load = await loadOnce(
      {
        name: route,
        url: `${stint.url}${path}`,
        drawn: needsSignIn ? 'main h1' : 'form button[type="submit"]',
        signedIn: needsSignIn,
      },
      unthrottled,
      'cold',
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
