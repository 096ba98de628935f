// Issue 4's figures: gzipped JS each daily page loads, and the time from navigation to a fully drawn
// absence calendar (50 co-workers, a month of absences) and change-request inbox (200 pending).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';
import { hashApiKey } from '../server/secrets.ts';
import { assetWeight, kib, launchBrowser, signIn } from './pages.ts';
import { DEMO_KEY, median, printTable, startService } from './support.ts';

const CO_WORKERS = 50;
const PENDING_REQUESTS = 200;
const RUNS = 10;

const dataDir = join(tmpdir(), `stint-bench-daily-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase({ dataDir });
await seedDemo(database.db, { now: new Date(), demoApiKey: DEMO_KEY });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const [{ n: active = 0 } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from users where active`,
);
for (let index = active; index < CO_WORKERS; index++) {
  await database.db.execute(sql`insert into users (name, email, role, teams_id, api_key_hash)
    values (${`Bench Worker ${index}`}, ${`bench.worker${index}@example.com`}, 'worker',
            (select min(id) from teams), ${hashApiKey(DEMO_KEY)})`);
}
const month = new Date().toISOString().slice(0, 7);
// Every co-worker without a live absence this month gets one of three days, status alternating.
await database.db.execute(sql`
  insert into absences (users_id, date_since, date_until, status, type, count_days, date_enquired)
  select u.id, (${`${month}-01`}::date + (u.id % 20)), (${`${month}-01`}::date + (u.id % 20) + 2), u.id % 2, 1, 3, current_date
  from users u
  where u.active and not exists (
    select 1 from absences a where a.users_id = u.id and a.status in (0, 1)
      and a.date_until >= ${`${month}-01`}::date and a.date_since <= (${`${month}-01`}::date + 23))`);
// Pending requests on distinct past days of the workers, newest first in the inbox.
await database.db.execute(sql`
  insert into change_requests (users_id, date, status, changes)
  select w.id, current_date - (g + 10), 1,
         jsonb_build_array(jsonb_build_object('type', 1,
           'time_since', to_char((current_date - (g + 10)) + time '08:00', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
           'time_until', to_char((current_date - (g + 10)) + time '09:00', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
  from (select id, row_number() over (order by id) as r from users where role = 'worker' and active) w,
       generate_series(1, ${PENDING_REQUESTS}) g
  where g % (select count(*) from users where role = 'worker' and active) = w.r - 1
  on conflict do nothing`);
const [{ n: pending = 0 } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from change_requests where status = 1`,
);
const [{ n: people = 0 } = { n: 0 }] = await rows<{ n: number }>(
  sql`select count(*)::int as n from users where active`,
);
await database.close();

const service = await startService(8285, { DATA_DIR: dataDir, SEED: 'none' });
try {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, service.url);
  const pages = [
    {
      name: 'absence calendar',
      path: `/absences?month=${month}`,
      drawn: `[data-testid="absence-calendar"] tbody tr >> nth=${people - 1}`,
    },
    {
      name: 'change-request inbox',
      path: '/change-requests',
      drawn:
        '[data-testid="change-request-inbox"] tbody [role="row"], [data-testid="change-request-inbox"] tbody tr',
    },
    { name: 'surcharge editor', path: '/surcharges', drawn: 'main a[href^="/surcharges/"]' },
  ];
  const weights: Record<string, string | number>[] = [];
  const timings: Record<string, string | number>[] = [];
  for (const target of pages) {
    const fresh = await context.newPage();
    const weight = await assetWeight(fresh, async () => {
      await fresh.goto(`${service.url}${target.path}`);
      await fresh.locator(target.drawn).first().waitFor();
    });
    weights.push({ page: target.name, 'JS (all, cold cache)': kib(weight.js), CSS: kib(weight.css) });
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      await fresh.goto(`${service.url}${target.path}${target.path.includes('?') ? '&' : '?'}run=${run}`);
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
  printTable(
    `Navigation to a fully drawn page (${people} co-workers, ${pending} pending requests, ${RUNS} runs)`,
    timings,
  );
  await browser.close();
} finally {
  await service.stop();
}
