import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  demo,
  expect,
  findUser,
  type ServiceClient,
  signInWithKey,
  test,
  typeTime,
  unique,
} from './fixtures.ts';

/** A January day: Berlin is then UTC+1 all day, which keeps the expected instants plain. */
const LOCKED_DAY = '2025-01-15';
const EDIT_LOCK = '2025-01-31';

type Worker = { id: number; name: string; email: string; key: string };

/** A fresh worker in Berlin whose days up to EDIT_LOCK are locked, reporting to `boss`. */
async function lockedWorker(owner: ServiceClient, boss: number, label: string): Promise<Worker> {
  const name = unique(label);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const { user } = await owner.post<{ user: { id: number } }>('/api/v2/users', {
    name,
    email,
    role: 'worker',
    language: 'en',
    timezone: 'Europe/Berlin',
    timeformat_12h: false,
    boss,
  });
  await owner.put(`/api/v2/users/${user.id}`, { edit_lock: EDIT_LOCK });
  const { api_key } = await owner.post<{ api_key: string }>(`/api/v2/users/${user.id}/apikey`, {});
  return { id: user.id, name, email, key: api_key };
}

/** The service as `worker`, whose key is their own rather than the demo key. */
function workerClient(request: APIRequestContext, worker: Worker) {
  const headers = {
    'X-ServiceApiUser': worker.email,
    'X-ServiceApiKey': worker.key,
    'X-Service-External-Application': `e2e;${worker.email}`,
  };
  return {
    async fileChange(date: string, changes: { type: 1 | 2; time_since: string; time_until: string }[]) {
      const response = await request.post('/api/v2/workTimes/changeRequests', {
        headers,
        data: { date, users_id: worker.id, changes },
      });
      expect(response.ok()).toBe(true);
      return (await response.json()) as {
        change_request: { id: number } | null;
        approved_immediately: boolean;
      };
    },
  };
}

async function workTimes(owner: ServiceClient, usersId: number, date: string) {
  const { work_time_days } = await owner.get<{
    work_time_days: { intervals: { time_since: string; time_until: string }[] }[];
  }>(`/api/v2/workTimes?users_id=${usersId}&date_since=${date}&date_until=${date}`);
  return work_time_days[0]?.intervals ?? [];
}

async function pendingOf(owner: ServiceClient, usersId: number, status: 1 | 2 = 1) {
  const { change_requests } = await owner.get<{ change_requests: { id: number }[] }>(
    `/api/v2/workTimes/changeRequests?users_id=${usersId}&status=${status}`,
  );
  return change_requests;
}

/** Each person in their own browser; en-GB pins the date format the assertions read. */
async function signInAs(browser: Browser, email: string, key?: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInWithKey(page, email, key);
  return page;
}

function inbox(page: Page) {
  return page.getByTestId('change-request-inbox');
}

test('a worker on a locked day requests a change and an approver approves it', async ({ browser, owner }) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Locked Worker');
  // The day already has work time 08:00–12:00 Berlin; an owner is never locked, so this applies at once.
  await owner.post('/api/v2/workTimes/changeRequests', {
    date: LOCKED_DAY,
    users_id: worker.id,
    changes: [{ type: 1, time_since: '2025-01-15T07:00:00Z', time_until: '2025-01-15T11:00:00Z' }],
  });

  // The worker asks to add 12:00–13:30 to that locked day.
  const workerPage = await signInAs(browser, worker.email, worker.key);
  await workerPage.goto('/change-requests');
  await workerPage.getByRole('button', { name: 'Request a change' }).click();
  const form = workerPage.getByRole('dialog', { name: 'Request a change' });
  await form.getByLabel('Day').fill(LOCKED_DAY);
  await expect(form.getByText('This day is locked for editing')).toBeVisible();
  const change = form.getByRole('group', { name: 'Change 1' });
  await typeTime(change, 'From', '12', '00');
  await typeTime(change, 'To', '13', '30');
  // The worker chose the 24-hour clock: no AM/PM, whatever the browser's locale says.
  await expect(change.getByLabel('From, AM or PM')).toHaveCount(0);
  await expect(change.getByRole('spinbutton', { name: 'From, hours' })).toHaveValue('12');
  // The preview already shows the day as it would be.
  await expect(
    form.getByRole('list', { name: 'If approved' }).getByText('12:00–13:30, Added'),
  ).toBeAttached();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Sent for approval')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(inbox(workerPage).getByRole('row').filter({ hasText: '+12:00–13:30' })).toBeVisible();
  expect(await workTimes(owner, worker.id, LOCKED_DAY)).toHaveLength(1);

  // Their boss opens the request from the inbox, sees the day before and after, and approves.
  const approverPage = await signInAs(browser, demo.manager);
  await approverPage.goto(`/change-requests?user=${worker.id}`);
  const row = inbox(approverPage).getByRole('row').filter({ hasText: worker.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Wed, 15 Jan 2025');
  await row.getByRole('button', { name: `Open the request of ${worker.name}` }).click();
  const detail = approverPage.getByRole('dialog', { name: worker.name });
  await expect(detail.getByRole('list', { name: 'Now' }).getByText('08:00–12:00, Work time')).toBeAttached();
  await expect(
    detail.getByRole('list', { name: 'If approved' }).getByText('12:00–13:30, Added'),
  ).toBeAttached();
  await expect(approverPage).toHaveURL(/selected=\d+/);
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(approverPage.getByText('Request approved')).toBeVisible();
  await expect(inbox(approverPage)).toBeHidden();
  await expect(approverPage.getByText('No change requests match')).toBeVisible();

  // The day's work times now hold the change, merged with what was there.
  await expect
    .poll(() => workTimes(owner, worker.id, LOCKED_DAY))
    .toEqual([{ time_since: '2025-01-15T07:00:00Z', time_until: '2025-01-15T12:30:00Z' }]);
  expect(await pendingOf(owner, worker.id)).toEqual([]);
});

test('an approver declines several requests at once', async ({ browser, owner, request }) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Bulk Worker');
  const asWorker = workerClient(request, worker);
  for (const day of ['2025-01-13', '2025-01-14', '2025-01-15']) {
    const filed = await asWorker.fileChange(day, [
      { type: 1, time_since: `${day}T16:00:00Z`, time_until: `${day}T17:00:00Z` },
    ]);
    expect(filed.approved_immediately).toBe(false);
  }

  const page = await signInAs(browser, demo.manager);
  await page.goto(`/change-requests?user=${worker.id}`);
  const rows = inbox(page).getByRole('row').filter({ hasText: worker.name });
  await expect(rows).toHaveCount(3);
  // Newest day first.
  await expect(rows.first()).toContainText('15 Jan 2025');
  await expect(rows.last()).toContainText('13 Jan 2025');

  await page.getByRole('checkbox', { name: 'Select all requests on this page' }).check();
  await expect(page.getByText('3 requests selected')).toBeVisible();
  await page.getByRole('button', { name: 'Decline selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline 3 requests?' });
  await confirm.getByRole('button', { name: 'Decline' }).click();

  await expect(page.getByText('3 requests declined')).toBeVisible();
  await expect(page.getByText('No change requests match')).toBeVisible();
  expect(await pendingOf(owner, worker.id)).toEqual([]);
  expect(await pendingOf(owner, worker.id, 2)).toHaveLength(3);

  await page.getByRole('tab', { name: 'Declined' }).click();
  await expect(page).toHaveURL(/tab=declined/);
  await expect(inbox(page).getByRole('row').filter({ hasText: worker.name })).toHaveCount(3);
});

test('an approver declines a request with a reason, which the worker reads in the declined list', async ({
  browser,
  owner,
  request,
}) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Reason Worker');
  const filed = await workerClient(request, worker).fileChange('2025-01-16', [
    { type: 1, time_since: '2025-01-16T16:00:00Z', time_until: '2025-01-16T17:00:00Z' },
  ]);

  const page = await signInAs(browser, demo.manager);
  await page.goto(`/change-requests?user=${worker.id}`);
  const row = inbox(page).getByRole('row').filter({ hasText: worker.name });
  await row.getByRole('button', { name: /^Decline/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline 1 request?' });
  await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('You were on holiday that day.');
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/decline'));
  await confirm.getByRole('button', { name: 'Decline' }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: 'You were on holiday that day.' });
  await expect(page.getByText('Request declined')).toBeVisible();
  const { decline_reasons } = await owner.get<{ decline_reasons: unknown[] }>(
    `/api/v2/workTimes/changeRequests?users_id=${worker.id}&status=2&decline_reasons=true`,
  );
  expect(decline_reasons).toEqual([
    { change_requests_id: filed.change_request?.id, reason: 'You were on holiday that day.' },
  ]);

  const own = await signInAs(browser, worker.email, worker.key);
  await own.goto('/change-requests?tab=declined');
  const declined = inbox(own).getByRole('row').filter({ hasText: '16 Jan 2025' });
  await expect(declined).toContainText('Reason: You were on holiday that day.');
  await declined
    .getByRole('button', { name: /16 Jan 2025/ })
    .first()
    .click();
  await expect(own.getByRole('dialog').getByText('Reason: You were on holiday that day.')).toBeVisible();
});

test('a refusal shows on its row when another approver was faster', async ({ browser, owner, request }) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Raced Worker');
  const asWorker = workerClient(request, worker);
  const first = await asWorker.fileChange('2025-01-20', [
    { type: 2, time_since: '2025-01-20T11:00:00Z', time_until: '2025-01-20T11:30:00Z' },
  ]);
  await asWorker.fileChange('2025-01-21', [
    { type: 2, time_since: '2025-01-21T11:00:00Z', time_until: '2025-01-21T11:30:00Z' },
  ]);

  const page = await signInAs(browser, demo.manager);
  await page.goto(`/change-requests?user=${worker.id}`);
  await expect(inbox(page).getByRole('row').filter({ hasText: worker.name })).toHaveCount(2);

  // Meanwhile the owner declines the older request.
  await owner.post(`/api/v2/workTimes/changeRequests/${first.change_request?.id}/decline`, {});

  await page.getByRole('checkbox', { name: 'Select all requests on this page' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await page
    .getByRole('dialog', { name: 'Approve 2 requests?' })
    .getByRole('button', { name: 'Approve' })
    .click();

  const raced = inbox(page).getByRole('row').filter({ hasText: '20 Jan 2025' });
  await expect(raced.getByRole('alert')).toHaveText('Already declined by another approver.');
  await expect(page.getByText('One request could not be handled')).toBeVisible();
  await expect(inbox(page).getByRole('row').filter({ hasText: '21 Jan 2025' })).toHaveCount(0);
  await raced.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('No change requests match')).toBeVisible();
});

test('a worker withdraws a pending request, and a worker approver sees the changes alone', async ({
  browser,
  owner,
  request,
}) => {
  // A worker who is someone's boss may decide on their requests but not read their work times.
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const leader = await lockedWorker(owner, manager.id, 'Worker Boss');
  const worker = await lockedWorker(owner, leader.id, 'Design Worker');
  await workerClient(request, worker).fileChange(LOCKED_DAY, [
    { type: 1, time_since: '2025-01-15T16:00:00Z', time_until: '2025-01-15T17:00:00Z' },
  ]);

  const leaderPage = await signInAs(browser, leader.email, leader.key);
  await leaderPage.goto(`/change-requests?user=${worker.id}`);
  await inbox(leaderPage)
    .getByRole('button', { name: `Open the request of ${worker.name}` })
    .click();
  const detail = leaderPage.getByRole('dialog', { name: worker.name });
  await expect(detail.getByText(`You may not see the current work times of ${worker.name}`)).toBeVisible();
  await expect(
    detail.getByRole('list', { name: 'Requested' }).getByText('17:00–18:00, Added'),
  ).toBeAttached();
  await expect(detail.getByRole('button', { name: 'Approve' })).toBeVisible();

  const workerPage = await signInAs(browser, worker.email, worker.key);
  await workerPage.goto('/change-requests');
  await inbox(workerPage)
    .getByRole('button', { name: `Withdraw the request of ${worker.name}` })
    .click();
  await workerPage
    .getByRole('dialog', { name: 'Withdraw this request?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(workerPage.getByText('Request withdrawn')).toBeVisible();
  await expect(workerPage.getByText('No pending change requests')).toBeVisible();
  expect(await pendingOf(owner, worker.id)).toEqual([]);
});

test('the inbox and an open request pass an accessibility check', async ({ browser, owner, request }) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Axe Worker');
  await workerClient(request, worker).fileChange(LOCKED_DAY, [
    { type: 1, time_since: '2025-01-15T16:00:00Z', time_until: '2025-01-15T17:00:00Z' },
    { type: 2, time_since: '2025-01-15T11:00:00Z', time_until: '2025-01-15T11:30:00Z' },
  ]);
  const page = await signInAs(browser, demo.manager);
  await page.goto(`/change-requests?user=${worker.id}`);
  await expect(inbox(page).getByRole('row').filter({ hasText: worker.name })).toHaveCount(1);

  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  expect(await serious()).toEqual([]);

  await inbox(page)
    .getByRole('button', { name: `Open the request of ${worker.name}` })
    .click();
  const detail = page.getByRole('dialog', { name: worker.name });
  await expect(detail.getByTestId('day-timeline')).toBeVisible();
  expect(await serious()).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Request a change' }).click();
  const form = page.getByRole('dialog', { name: 'Request a change' });
  await form.getByLabel('Day').fill(LOCKED_DAY);
  await expect(form.getByTestId('day-timeline')).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('a worker who decides for nobody gets no co-worker filters or ticks, and the form says what saving does', async ({
  browser,
  owner,
  request,
}) => {
  const manager = await findUser(owner, (user) => user.email === demo.manager);
  const worker = await lockedWorker(owner, manager.id, 'Plain Worker');
  const { fileChange } = workerClient(request, worker);
  await fileChange(LOCKED_DAY, [
    { type: 1, time_since: '2025-01-15T12:00:00Z', time_until: '2025-01-15T13:00:00Z' },
  ]);

  const page = await signInAs(browser, worker.email, worker.key);
  await page.goto('/change-requests');
  await expect(inbox(page).getByRole('row').filter({ hasText: '+13:00–14:00' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Co-worker' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // A day after the lock: saving applies the change at once, and the preview says so.
  await page.getByRole('button', { name: 'Request a change' }).click();
  const form = page.getByRole('dialog', { name: 'Request a change' });
  await form.getByLabel('Day').fill('2025-03-12');
  await expect(form.getByText('This day is not locked, so the change is applied at once.')).toBeVisible();
  const change = form.getByRole('group', { name: 'Change 1' });
  await typeTime(change, 'From', '09', '00');
  await typeTime(change, 'To', '10', '00');
  await change.getByText('Remove time', { exact: true }).click();
  await expect(form.getByRole('list', { name: 'After saving' })).toBeAttached();
  await expect(form.getByRole('list', { name: 'If approved' })).toHaveCount(0);
  // Nothing is logged on that day, so removing time would change nothing: the form warns.
  await expect(form.getByText('As typed, this changes nothing', { exact: false })).toBeVisible();
});
