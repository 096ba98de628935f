// Issue 23's figure: the time from a click on the header timer's Stop to the header showing the stopped
// timer, on the slow phone of bench/first-row.ts and without throttling. A worker of the demo company
// starts a timer from the header's panel, then stops it; the time is taken in the page, from the click
// event to the frame that paints the header without its Stop, so Playwright's own latency is left out.
import type { Page } from '@playwright/test';
import { launchBrowser } from './pages.ts';
import {
  apiHeaders,
  OWNER,
  percentile,
  printTable,
  profiles,
  signedInStorage,
  startService,
} from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const STOP = '[aria-label="Stop the timer"]';

/**
 * Resolves with the ms from the next click on the header's Stop (the event's own time) to the animation
 * frame in which the header first has no Stop: the frame that paints the stopped timer.
 */
function armStopWatch(selector: string) {
  // Only anonymous functions inside: tsx would wrap named ones in a helper the page does not have.
  (window as unknown as { stopped: Promise<number> }).stopped = new Promise((resolve) => {
    const listening = new AbortController();
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target as Element).closest(selector)) return;
        listening.abort();
        const clickedAt = event.timeStamp;
        let scheduled = false;
        const observer = new MutationObserver(() => {
          if (scheduled) return;
          scheduled = true;
          requestAnimationFrame(() => {
            scheduled = false;
            if (document.querySelector(`header ${selector}`)) return;
            observer.disconnect();
            resolve(performance.now() - clickedAt);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      },
      { capture: true, signal: listening.signal },
    );
  });
}

/** Starts a timer from the header's panel (its first recent booking), then measures one Stop. */
async function startAndStop(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Timer and work clock' }).click();
  await page.getByRole('group', { name: 'Recent' }).getByRole('button').first().click();
  const stop = header.locator(STOP);
  // The start is written and read back: Stop no longer shows it is busy.
  await stop.and(page.locator(':not([data-loading])')).waitFor({ timeout: 60_000 });
  await page.evaluate(armStopWatch, STOP);
  await stop.click();
  const ms = await page.evaluate(() => (window as unknown as { stopped: Promise<number> }).stopped);
  await header.getByRole('button', { name: 'Timer and work clock' }).waitFor({ timeout: 60_000 });
  return Math.round(ms);
}

const port = Number(process.env.BENCH_PORT ?? 8299);
const service = await startService(port);
try {
  const get = async <T>(path: string) =>
    (await (await fetch(`${service.url}${path}`, { headers: apiHeaders() })).json()) as T;
  const { users } = await get<{ users: { id: number; email: string; role: string; active: boolean }[] }>(
    '/api/v2/users',
  );
  const worker = users.find((user) => user.role === 'worker' && user.active);
  if (!worker) throw new Error('The demo company has no active worker');
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: { ...apiHeaders(OWNER), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => {
      if (!response.ok) throw new Error(`${method} ${path} → ${response.status}`);
    });
  // English labels, and a booking of yesterday that the panel offers as a recent one to start.
  await send('PUT', `/api/v2/users/${worker.id}`, { language: 'en' });
  const { customers } = await get<{ customers: { id: number }[] }>('/api/v2/customers');
  const { services } = await get<{ services: { id: number }[] }>('/api/services');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await send('POST', '/api/v2/entries', {
    users_id: worker.id,
    customers_id: customers[0]?.id,
    services_id: services[0]?.id,
    billable: 1,
    text: 'Bench stop',
    time_since: `${yesterday}T08:00:00Z`,
    time_until: `${yesterday}T09:00:00Z`,
  });

  const browser = await launchBrowser();
  const rows: Record<string, string | number>[] = [];
  for (const profile of profiles) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: signedInStorage(service.url, worker.email),
    });
    const page = await context.newPage();
    await profile.throttle?.(await context.newCDPSession(page));
    await page.goto(`${service.url}/my-time`);
    await startAndStop(page); // warm-up: the panel's code and the first reads
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await startAndStop(page));
    rows.push({
      profile: profile.name,
      runs: RUNS,
      p50: `${percentile(times, 0.5)} ms`,
      p90: `${percentile(times, 0.9)} ms`,
      'min–max': `${Math.min(...times)}–${Math.max(...times)} ms`,
    });
    await context.close();
  }
  printTable('Click on the header’s Stop → the header drawn without it (the stopped timer)', rows);
  await browser.close();
} finally {
  await service.stop();
}
