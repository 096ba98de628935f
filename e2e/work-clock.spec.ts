import type { Locator, Page } from '@playwright/test';
import { addDays, dayIn } from '../contract/dates.ts';
import { expect, newWorker, type ServiceClient, test, unique } from './fixtures.ts';

type Entry = { text: string | null; time_since: string; time_until: string | null; customers_id: number };

/** A customer with a project, a service, and a worker in Berlin who booked on it two days ago. */
async function arrange(owner: ServiceClient) {
  const { customer } = await owner.post<{ customer: { id: number; name: string } }>('/api/v2/customers', {
    name: unique('Clock customer'),
  });
  const { project } = await owner.post<{ project: { id: number; name: string } }>('/api/v2/projects', {
    name: unique('Clock project'),
    customers_id: customer.id,
  });
  const { service } = await owner.post<{ service: { id: number; name: string } }>('/api/services', {
    name: unique('Clock service'),
  });
  const worker = await newWorker(owner, 'Clock worker', { timezone: 'Europe/Berlin', language: 'en' });
  const earlier = addDays(dayIn(Date.now(), 'Europe/Berlin'), -2);
  await owner.post('/api/v2/entries', {
    users_id: worker.id,
    customers_id: customer.id,
    projects_id: project.id,
    services_id: service.id,
    billable: 1,
    text: 'Code review',
    time_since: `${earlier}T08:00:00Z`,
    time_until: `${earlier}T09:00:00Z`,
  });
  return { customer, project, service, worker };
}

/** The service as the worker, with their own key. */
function workerCall(page: Page, worker: { email: string; key: string }) {
  const headers = {
    'X-ServiceApiUser': worker.email,
    'X-ServiceApiKey': worker.key,
    'X-Service-External-Application': `e2e;${worker.email}`,
  };
  return async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };
}

/** Signed in on the device, so that a second tab is too. */
async function signInOnDevice(page: Page, worker: { email: string; key: string }) {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with an API key' }).click();
  await page.getByLabel('E-mail').fill(worker.email);
  await page.getByLabel('API key', { exact: true }).fill(worker.key);
  await page.getByLabel('Stay signed in on this device').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

const timerButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Timer/ });
const stopButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Stop the timer' });

type WorkInterval = { time_since: string; time_until: string | null };

/** The worker's work-time intervals from the day of `since` (Berlin) through today, in order. */
async function workTimeFrom(call: ReturnType<typeof workerCall>, worker: { id: number }, since: string) {
  const first = dayIn(Date.parse(since), 'Europe/Berlin');
  const today = dayIn(Date.now(), 'Europe/Berlin');
  const { work_time_days } = await call<{ work_time_days: { intervals: WorkInterval[] }[] }>(
    `/api/v2/workTimes?users_id=${worker.id}&date_since=${first}&date_until=${today}`,
  );
  return work_time_days.flatMap((day) => day.intervals);
}

/** An ended stretch of work, stored as one interval, or as two when it crossed the local midnight. */
function expectOneStretch(intervals: WorkInterval[]) {
  expect(intervals.length).toBeGreaterThanOrEqual(1);
  expect(intervals.length).toBeLessThanOrEqual(2);
  intervals.forEach((interval, index) => {
    expect(interval.time_until).not.toBeNull();
    expect(Date.parse(interval.time_until ?? '')).toBeGreaterThan(Date.parse(interval.time_since));
    if (index > 0) expect(interval.time_since).toBe(intervals[index - 1]?.time_until);
  });
}

async function openPanel(page: Page): Promise<Locator> {
  await timerButton(page).click();
  return page.getByRole('dialog');
}

test('a worker clocks in, times two tasks from the header, stops and clocks out', async ({ page, owner }) => {
  // Two tabs and a dozen writes: longer than a journey's usual minute on the 2-core machine.
  test.setTimeout(150_000);
  const { customer, project, service, worker } = await arrange(owner);
  const call = workerCall(page, worker);
  await signInOnDevice(page, worker);

  let panel = await openPanel(page);
  await expect(panel.getByText('Not clocked in')).toBeVisible();
  await panel.getByRole('button', { name: 'Clock in' }).click();
  await expect(panel.getByText(/^At work since \d\d:\d\d$/)).toBeVisible();
  const clockedIn = await call<{ clock: { time_since: string } | null }>('/api/v2/workTimes/clock');
  expect(clockedIn.clock).not.toBeNull();

  // A recent combination starts the first task in one click.
  const recent = `${customer.name} · ${project.name} · ${service.name} — Code review`;
  await panel.getByRole('button', { name: `Start a timer for ${recent}` }).click();
  await expect(stopButton(page)).toBeVisible();
  await expect(timerButton(page)).toHaveAccessibleName(
    new RegExp(`^Timer running for 0:00:\\d\\d\\sh: ${recent}`),
  );
  await expect(page).toHaveTitle(/^▶ 0:00:\d\d\sh · /);

  // After a reload, and in a second tab, the same timer runs.
  await page.reload();
  await expect(timerButton(page)).toHaveAccessibleName(/Code review$/);
  const second = await page.context().newPage();
  await second.goto('/entries');
  // The timer asks once the page has its own rows, which takes a while on a busy machine.
  await expect(stopButton(second)).toBeVisible({ timeout: 30_000 });
  await expect(timerButton(second)).toHaveAccessibleName(/Code review$/);

  // Switching task: the quick form starts the next one and stops the first, once the running one has
  // lasted a second (the title shows it), since an entry must end after its start.
  await expect(page).toHaveTitle(/^▶ (?!0:00:00 )/);
  panel = await openPanel(page);
  await panel.getByRole('combobox', { name: 'Customer', exact: true }).fill(customer.name);
  await page.getByRole('option', { name: customer.name }).click();
  await panel.getByRole('combobox', { name: 'Service', exact: true }).fill(service.name);
  await page.getByRole('option', { name: service.name }).click();
  await panel.getByRole('textbox', { name: 'Text' }).fill('Planning');
  await panel.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(timerButton(page)).toHaveAccessibleName(/Planning$/);

  await expect(page).toHaveTitle(/^▶ (?!0:00:00 )/);
  await stopButton(page).click();
  await expect(stopButton(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/▶/);

  panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Clock out' }).click();
  await expect(panel.getByText('Not clocked in')).toBeVisible();

  // The work time is one stretch from clocking in to clocking out (two intervals if it crossed midnight).
  const stretch = await workTimeFrom(call, worker, clockedIn.clock?.time_since ?? '');
  expect(stretch[0]?.time_since).toBe(clockedIn.clock?.time_since);
  expectOneStretch(stretch);

  // Two entries today, both ended, the second starting where the first ended or after.
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 19);
  const until = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
  const { entries } = await call<{ entries: Entry[] }>(
    `/api/v2/entries?time_since=${since}Z&time_until=${until}Z&enhanced_list=1`,
  );
  expect(entries.map((entry) => entry.text)).toEqual(['Code review', 'Planning']);
  expect(entries.every((entry) => entry.time_until !== null)).toBe(true);
  expect(Date.parse(entries[1]?.time_since ?? '')).toBeGreaterThanOrEqual(
    Date.parse(entries[0]?.time_until ?? ''),
  );

  // The day's entries, or the two days' if the journey crossed midnight.
  const firstDay = dayIn(Date.parse(clockedIn.clock?.time_since ?? ''), 'Europe/Berlin');
  await page.goto(`/entries?period=range&date=${firstDay}&until=${dayIn(Date.now(), 'Europe/Berlin')}`);
  const table = page.getByRole('table', { name: 'Entries' });
  await expect(table.getByRole('row').filter({ hasText: 'Planning' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Code review' })).toHaveCount(1);
  await expect(table.getByText('Running')).toHaveCount(0);

  await second.close();
});

test('a tap made offline is kept with its time and sent once on reconnect; the other tab follows', async ({
  page,
  owner,
}) => {
  test.setTimeout(150_000);
  const { worker } = await arrange(owner);
  const call = workerCall(page, worker);
  await signInOnDevice(page, worker);
  const second = await page.context().newPage();
  await second.goto('/entries');
  await expect(timerButton(second)).toBeVisible({ timeout: 30_000 });
  await expect(timerButton(page)).toBeVisible();

  await page.context().setOffline(true);
  const panel = await openPanel(page);
  await expect(panel.getByText('Offline: taps are kept with their time')).toBeVisible();
  const tappedFrom = Math.floor(Date.now() / 1000) * 1000;
  await panel.getByRole('button', { name: 'Clock in' }).click();
  const kept = panel.getByRole('alert').filter({ hasText: 'Waiting for the connection' });
  await expect(kept).toContainText(/Clock in at \d\d:\d\d/);
  const tappedBy = Date.now();
  await expect(panel.getByText(/^At work since \d\d:\d\d$/)).toBeVisible();
  // The other tab of the browser shows the kept tap as well.
  const otherPanel = await openPanel(second);
  await expect(otherPanel.getByText('Waiting for the connection')).toBeVisible();

  // Back online, the kept tap is sent once, saying when it was made.
  const clockIns: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === '/api/v2/workTimes/clock') clockIns.push(url.search);
  });
  await page.context().setOffline(false);
  await expect(kept).toHaveCount(0);
  await expect(otherPanel.getByText('Waiting for the connection')).toHaveCount(0);
  await expect(otherPanel.getByText(/^At work since \d\d:\d\d$/)).toBeVisible();
  expect(clockIns).toHaveLength(1);
  const sentAt = Date.parse(new URLSearchParams(clockIns[0]).get('at') ?? '');
  expect(sentAt).toBeGreaterThanOrEqual(tappedFrom);
  expect(sentAt).toBeLessThanOrEqual(tappedBy);
  const { clock } = await call<{ clock: { time_since: string } | null }>('/api/v2/workTimes/clock');
  expect(Date.parse(clock?.time_since ?? '')).toBe(sentAt);

  // Online, a tap in one tab shows in the other without a reload.
  await otherPanel.getByRole('button', { name: 'Clock out' }).click();
  await expect(otherPanel.getByText('Not clocked in')).toBeVisible();
  await expect(panel.getByText('Not clocked in')).toBeVisible();
  const stretch = await workTimeFrom(call, worker, clock?.time_since ?? '');
  expect(stretch[0]?.time_since).toBe(clock?.time_since);
  expectOneStretch(stretch);
  await second.close();
});
