// The co-workers issue's figures: gzipped JS and CSS that /users and /users/$userId load, and the
// time from navigation to the co-workers grid's first row and to a drawn timeline of a person with
// 10 dated rows (4 target-hours rows, 3 holiday-group periods, 2 quotas, 1 carryover).
import { assetWeight, kib, launchBrowser, signIn } from './pages.ts';
import { apiHeaders, median, printTable, startService } from './support.ts';

const RUNS = 10;

const service = await startService(8287);
try {
  const headers = { ...apiHeaders(), 'Content-Type': 'application/json' };
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  const { user } = await post<{ user: { id: number } }>('/api/v2/users', {
    name: 'Bench Person',
    email: 'bench.person@example.com',
    role: 'worker',
  });
  const week = { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, sunday: 0, saturday: 0 };
  for (const [since, friday] of [
    ['2022-01-01', 8],
    ['2023-01-01', 6],
    ['2024-01-01', 4],
    ['2025-01-01', 0],
  ] as const) {
    await post('/api/targethours', {
      users_id: user.id,
      type: 'weekly',
      date_since: since,
      ...week,
      friday,
      compensation_daily: 0,
      compensation_monthly: 0,
    });
  }
  const { nonbusinessgroups } = (await (
    await fetch(`${service.url}/api/nonbusinessgroups`, { headers })
  ).json()) as { nonbusinessgroups: { id: number }[] };
  const groups = nonbusinessgroups.map((group) => group.id);
  for (const [index, [since, until]] of [
    ['2022-01-01', '2022-12-31'],
    ['2023-01-01', '2024-06-30'],
    ['2024-07-01', null],
  ].entries()) {
    await post('/api/v2/usersNonbusinessGroups', {
      users_id: user.id,
      nonbusiness_groups_id: groups[index % groups.length],
      date_since: since,
      date_until: until,
    });
  }
  await post('/api/holidaysquota', { users_id: user.id, year_since: 2022, year_until: 2024, count: 28 });
  await post('/api/holidaysquota', { users_id: user.id, year_since: 2025, year_until: null, count: 30 });
  await post('/api/holidayscarry', { users_id: user.id, year: 2025, count: 2.5 });

  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, service.url);
  const pages = [
    { name: 'co-workers grid, first row', path: '/users', drawn: 'table[aria-label="Co-workers"] tbody tr' },
    {
      name: 'person page, timeline with 10 rows',
      path: `/users/${user.id}`,
      drawn: 'section:has(h2:text-is("Timeline")) ul li >> nth=9',
    },
  ];
  const weights: Record<string, string>[] = [];
  const timings: Record<string, string>[] = [];
  for (const target of pages) {
    const fresh = await context.newPage();
    const weight = await assetWeight(fresh, async () => {
      await fresh.goto(`${service.url}${target.path}`);
      await fresh.locator(target.drawn).first().waitFor();
    });
    weights.push({ page: target.path, 'JS (all, cold cache)': kib(weight.js), CSS: kib(weight.css) });
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      await fresh.goto(`${service.url}${target.path}?run=${run}`);
      await fresh.locator(target.drawn).first().waitFor();
      samples.push(Date.now() - started);
    }
    timings.push({
      page: target.name,
      median: `${median(samples)} ms`,
      min: `${Math.min(...samples)} ms`,
      max: `${Math.max(...samples)} ms`,
    });
    await fresh.close();
  }
  printTable('Gzipped assets per page (includes the shared shell)', weights);
  printTable(`Navigation to a drawn page (${RUNS} runs)`, timings);
  await browser.close();
} finally {
  await service.stop();
}
