import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiHeaders,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
} from './fixtures.ts';

// The app served with API_UPSTREAM pointing at another implementation of the interface that has no
// work-time account. That other service is the reference service this run started, behind a small
// proxy that answers 404 for /api/userreports (and, when asked, for our other account extensions) and
// forwards everything else: the app under test is the real one, on its own port.

const referencePort = Number(process.env.E2E_PORT ?? 8181);
const reference = `http://localhost:${referencePort}`;
const appPort = referencePort + 1000;
const YEAR = 2025;
const MONDAY = `${YEAR}-03-03`;
const TUESDAY = `${YEAR}-03-04`;

/** Paths the proxied service answers 404 for. */
let missing: string[] = [];
let proxy: Server;
let app: ChildProcess;

function startProxy(): Promise<number> {
  proxy = createServer(async (incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (missing.some((prefix) => path.startsWith(prefix))) {
      outgoing.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    }
    const answer = await fetch(`${reference}${path}`, {
      method: incoming.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const answerHeaders: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      // fetch decoded the body, so its encoding and length no longer describe it.
      if (name !== 'content-encoding' && name !== 'content-length') answerHeaders[name] = value;
    });
    outgoing.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as AddressInfo).port)),
  );
}

async function startApp(upstream: string) {
  app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      API_UPSTREAM: upstream,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stint-upstream-')),
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 120; tries++) {
    const ready = await fetch(`http://localhost:${appPort}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app with API_UPSTREAM did not start');
}

test.use({ baseURL: `http://localhost:${appPort}` });
// One app on one port serves the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await startApp(`http://127.0.0.1:${await startProxy()}`);
});
test.afterAll(async () => {
  app?.kill();
  await new Promise((resolve) => proxy?.close(resolve));
});
test.afterEach(() => {
  missing = [];
});

/**
 * A worker in London (UTC in March) with 8 h on Monday to Friday of one week, who worked Monday 06:00
 * to 22:00 and took Tuesday off, has 5 h carried over and a model paying 25 % from 20:00 to 06:00.
 */
async function arrangeWorker(owner: ServiceClient, label: string) {
  const worker = await newWorker(owner, label, { timezone: 'Europe/London', language: 'en' });
  await owner.post('/api/targethours', {
    users_id: worker.id,
    type: 'weekly',
    date_since: MONDAY,
    date_until: `${YEAR}-03-07`,
    ...{ monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8, saturday: 0, sunday: 0 },
    compensation_daily: 0,
    compensation_monthly: 0,
  });
  await owner.post('/api/v2/workTimes/changeRequests', {
    users_id: worker.id,
    date: MONDAY,
    changes: [{ type: 1, time_since: `${MONDAY}T06:00:00Z`, time_until: `${MONDAY}T22:00:00Z` }],
  });
  await owner.post('/api/absences', {
    users_id: worker.id,
    status: 1,
    type: 1,
    date_since: TUESDAY,
    date_until: TUESDAY,
  });
  const { surcharge } = await owner.post<{ surcharge: { id: number } }>('/api/v2/surcharges', {
    name: `Evenings of ${worker.name}`,
    accumulation: false,
    night: { percent: 25, time_since: '20:00:00', time_until: '06:00:00' },
  });
  await owner.post('/api/v2/usersSurchargeModels', {
    users_id: worker.id,
    surcharge_models_id: surcharge.id,
    date_since: `${YEAR}-01-01`,
  });
  await owner.post('/api/overtimecarry', { users_id: worker.id, year: YEAR, hours: 5 });
  return worker;
}

test('without a work-time account upstream, the browser computes it and says so', async ({
  page,
  owner,
  request,
}) => {
  missing = ['/api/userreports'];
  const worker = await arrangeWorker(owner, 'Una Upstream');
  // What the reference service itself answers for the same records.
  const answer = await request.get(`${reference}/api/userreports/${worker.id}?year=${YEAR}`, {
    headers: apiHeaders(demo.owner),
  });
  const { userreport } = await answer.json();
  expect(userreport).toMatchObject({ balance: -10.5, sum_surcharge: 0.5, overtime_carryover: 5 });
  expect((await request.get(`/api/userreports/${worker.id}?year=${YEAR}`)).status()).toBe(404);

  await signInWithKey(page, worker.email, worker.key);
  await expect(page.getByRole('heading', { name: 'My time' })).toBeVisible();
  const myTimeNote = page.getByRole('alert').filter({ hasText: 'Computed in your browser' });
  await expect(myTimeNote).toContainText('has no work-time account');

  await page.goto(`/users/${worker.id}/account?year=${YEAR}&month=3`);
  const note = page.getByRole('alert').filter({ hasText: 'Computed in your browser' });
  await expect(note).toContainText('Every record the account counts was read');
  await expectNoSeriousA11yViolations(page);
  const summary = page.getByRole('region', { name: `The year ${YEAR}` });
  await expect(summary.getByText('Balance', { exact: true }).locator('..')).toContainText('\u221210:30 h');
  await expect(summary.getByText('Surcharges').locator('..')).toContainText('0:30 h');
  await expect(summary.getByText(`Carried over from ${YEAR - 1}`).locator('..')).toContainText('+5:00 h');
  await page.getByRole('button', { name: 'Details of Monday, March 3, 2025' }).click();
  const monday = page.getByRole('dialog', { name: 'Monday, March 3, 2025' });
  await expect(monday.getByText('From 06:00 to 22:00')).toBeVisible();
});

test('without the surcharge-model periods and overtime carryovers too, it names what it left out', async ({
  page,
  owner,
}) => {
  missing = ['/api/userreports', '/api/v2/usersSurchargeModels', '/api/overtimecarry'];
  // The extensions are arranged on the reference service, which has them.
  const worker = await arrangeWorker(
    {
      ...owner,
      post: async (path, body) => {
        const response = await fetch(`${reference}${path}`, {
          method: 'POST',
          headers: { ...apiHeaders(demo.owner), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, path).toBe(200);
        return response.json();
      },
    },
    'Lee Leftout',
  );

  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/users/${worker.id}/account?year=${YEAR}&month=3`);
  const note = page.getByRole('alert').filter({ hasText: 'Computed in your browser' });
  await expect(note).toContainText(
    'Surcharges are not counted: the service keeps no surcharge-model periods.',
  );
  await expect(note).toContainText('No overtime carried over from last year is counted');
  const summary = page.getByRole('region', { name: `The year ${YEAR}` });
  await expect(summary.getByText('Balance', { exact: true }).locator('..')).toContainText('\u221216:00 h');
  await expect(summary.getByText('Surcharges').locator('..')).toContainText('0:00 h');
});

test('without the approvals extensions upstream, the navigation counts the inbox’s own lists, judged on the users list', async ({
  page,
  owner,
  request,
}) => {
  missing = ['/api/v2/aggregates/approvals/count', '/api/v2/aggregates/approvals/people'];
  const worker = await newWorker(owner, 'Paula Pending');
  await owner.post('/api/absences', {
    users_id: worker.id,
    status: 0,
    type: 1,
    date_since: `${new Date().getUTCFullYear() + 1}-02-03`,
    date_until: `${new Date().getUTCFullYear() + 1}-02-03`,
  });
  const answer = await request.get(`${reference}/api/v2/aggregates/approvals/count`, {
    headers: apiHeaders(demo.owner),
  });
  const { count } = await answer.json();
  expect((await request.get('/api/v2/aggregates/approvals/count')).status()).toBe(404);

  await signIn(page);
  const link = page.getByRole('navigation').getByRole('link', { name: /Approvals/ });
  await expect(link.getByTestId('approvals-waiting')).toHaveText(
    new RegExp(`^${count.absences + count.change_requests}`),
  );
});

test('a service without password sign-in turns the sign-in form to the API key, which signs in', async ({
  page,
  owner,
}) => {
  missing = ['/api/session'];
  const worker = await newWorker(owner, 'Kim Keyholder', { language: 'en' });
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(worker.email);
  await page.getByLabel('Password', { exact: true }).fill('whatever they think it is');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(
    'This service does not offer sign-in with a password. Sign in with your API key.',
  );
  await expect(page.getByLabel('E-mail')).toHaveValue(worker.email);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('API key', { exact: true }).fill(worker.key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${worker.name}` })).toBeVisible();
  // Signed in with a key, the browser sends no cookie, so there are no sessions to list.
  await page.getByRole('button', { name: `Account menu for ${worker.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sessions…' })).toHaveCount(0);
});
