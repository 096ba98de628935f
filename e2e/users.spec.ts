import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, dayIn } from '../contract/dates.ts';
import {
  apiHeaders,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  findUser,
  openFromNavigation,
  outboxMailsTo,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

type User = {
  id: number;
  name: string;
  email: string;
  active: boolean;
  role?: string;
  edit_lock_dyn?: number | null;
  timezone: string;
};

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

async function createWorker(owner: ServiceClient, label: string, extra: Record<string, unknown> = {}) {
  const name = unique(label);
  const { user } = await owner.post<{ user: User }>('/api/v2/users', {
    name,
    email: emailOf(name),
    role: 'worker',
    language: 'en',
    ...extra,
  });
  return user;
}

/** Each person in their own browser. */
async function signInAs(browser: Browser, email: string, key?: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInWithKey(page, email, key);
  return page;
}

/** The directory row that shows this e-mail address. */
function userRow(page: Page, email: string): Locator {
  return page.getByRole('table', { name: 'Co-workers' }).getByRole('row').filter({ hasText: email });
}

test('a manager creates a worker with a welcome mail; an owner issues the key and the worker signs in with it', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, each signing in: more than the usual journey.
  test.slow();
  const name = unique('Nina Newcomer');
  const email = emailOf(name);

  await signIn(page, demo.manager);
  await openFromNavigation(page, 'Co-workers', /\/users$/);
  await page.getByRole('button', { name: 'New co-worker' }).click();
  const form = page.getByRole('dialog', { name: 'New co-worker' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('switch', { name: 'Send a welcome e-mail' }).check();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Co-worker “${name}” created`)).toBeVisible();
  // Only owners issue keys for others: the manager is told so instead of being offered one.
  await expect(page.getByText(`An owner issues ${name}’s API key`)).toBeVisible();
  // The list is drawn a page at a time: the new co-worker is found by searching, as in a company of hundreds.
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(userRow(page, email)).toContainText('Worker');
  await expect.poll(() => outboxMailsTo(email)).toHaveLength(1);
  expect((await outboxMailsTo(email))[0]).toContain('Subject: Welcome to Stint');

  const ownerPage = await signInAs(browser, demo.owner);
  await ownerPage.goto('/users');
  await ownerPage.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(ownerPage).toHaveURL((url) => url.searchParams.get('search') === email);
  await userRow(ownerPage, email)
    .getByRole('button', { name: `New API key for ${name}` })
    .click();
  await ownerPage
    .getByRole('dialog', { name: `Issue a new API key for ${name}?` })
    .getByRole('button', { name: 'Issue new key' })
    .click();
  const reveal = ownerPage.getByRole('dialog', { name: `API key for ${name}` });
  await expect(reveal.getByText('you will not see it again')).toBeVisible();
  await expect(reveal.getByRole('button', { name: 'Copy' })).toBeVisible();
  const keyField = reveal.getByRole('textbox', { name: 'API key' });
  await expect(keyField).not.toHaveValue('');
  const key = await keyField.inputValue();
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toHaveCount(0);

  // The worker reads the directory and finds nothing to change on it.
  const workerPage = await signInAs(browser, email, key);
  await workerPage.goto(`/users?search=${encodeURIComponent(demo.manager)}`);
  await expect(userRow(workerPage, demo.manager)).toBeVisible();
  await expect(workerPage.getByRole('button', { name: 'New co-worker' })).toHaveCount(0);
  await expect(workerPage.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(workerPage.getByRole('columnheader', { name: /Role/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(workerPage);
});

test('an owner creating a co-worker is offered the key at once, shown once', async ({ page, request }) => {
  const name = unique('Oskar Offered');
  const email = emailOf(name);

  await signIn(page, demo.owner);
  await page.goto('/users');
  await page.getByRole('button', { name: 'New co-worker' }).click();
  const form = page.getByRole('dialog', { name: 'New co-worker' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('dialog', { name: `Issue an API key for ${name}?` })
    .getByRole('button', { name: 'Issue API key' })
    .click();
  const reveal = page.getByRole('dialog', { name: `API key for ${name}` });
  const keyField = reveal.getByRole('textbox', { name: 'API key' });
  await expect(keyField).not.toHaveValue('');
  const key = await keyField.inputValue();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const answer = await request.get('/api/v2/users', {
    headers: { ...apiHeaders(email), 'X-ServiceApiKey': key },
  });
  expect(answer.status()).toBe(200);
});

test('a manager sets a dynamic edit lock for a selection, and the worker’s entry on a locked day is refused', async ({
  browser,
  owner,
  request,
}) => {
  const worker = await createWorker(owner, 'Lena Locked');
  const colleague = await createWorker(owner, 'Lutz Locked');
  const { api_key: key } = await owner.post<{ api_key: string }>(`/api/v2/users/${worker.id}/apikey`, {});

  const page = await signInAs(browser, demo.manager);
  await page.goto('/users');
  await page.getByText('Edit locks', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'locks');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Locked');
  const locks = page.getByRole('table', { name: 'Edit locks' });
  await locks.getByRole('checkbox', { name: `Select ${worker.name}` }).check();
  await locks.getByRole('checkbox', { name: `Select ${colleague.name}` }).check();
  await page.getByRole('button', { name: 'Set edit lock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit lock for 2 co-workers' });
  await dialog.getByText('Days back from today').click();
  await dialog.getByRole('combobox', { name: 'Days that stay editable' }).click();
  await page.getByRole('option', { name: 'Today and the last 2 days editable' }).click();
  const puts: { body: unknown; ifMatch: string | undefined }[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT')
      puts.push({ body: sent.postDataJSON(), ifMatch: sent.headers()['if-match'] });
  });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Edit lock set for 2 co-workers')).toBeVisible();
  expect(puts).toHaveLength(2);
  for (const put of puts) {
    expect(put.body).toEqual({ edit_lock_dyn: 3 });
    expect(put.ifMatch).toBeTruthy();
  }

  const today = dayIn(Date.now(), worker.timezone);
  const lastLocked = addDays(today, -3);
  const row = locks.getByRole('row').filter({ hasText: worker.name });
  await expect(row).toContainText('Today and the last 2 days editable');
  const shownDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${lastLocked}T00:00:00Z`),
  );
  await expect(row).toContainText(`Locked up to ${shownDate}`);
  expect((await owner.get<{ user: User }>(`/api/v2/users/${colleague.id}`)).user.edit_lock_dyn).toBe(3);

  // The lock binds: an entry on the last locked day is refused, naming the start.
  const { customers } = await owner.get<{ customers: { id: number }[] }>(
    '/api/v2/customers?filter[active]=1',
  );
  const { services } = await owner.get<{ services: { id: number; active: boolean }[] }>('/api/services');
  const refused = await request.post('/api/v2/entries', {
    headers: { ...apiHeaders(worker.email), 'X-ServiceApiKey': key },
    data: {
      customers_id: customers[0]?.id,
      services_id: services.find((service) => service.active)?.id,
      billable: 1,
      time_since: `${lastLocked}T10:00:00Z`,
      time_until: `${lastLocked}T11:00:00Z`,
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.fields).toEqual(['time_since']);
});

test('the edit form explains the edit lock and sends only what changed', async ({ browser, owner }) => {
  const worker = await createWorker(owner, 'Frieda Fixed');

  const page = await signInAs(browser, demo.manager);
  await page.goto(`/users?search=${encodeURIComponent(worker.email)}`);
  await userRow(page, worker.email)
    .getByRole('button', { name: `Edit ${worker.name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit co-worker' });
  await expect(form.getByText('In effect today: Not locked')).toBeVisible();
  // Rights flags follow the role: a worker's flags, not a manager's.
  await expect(form.getByText('May add customers')).toBeVisible();
  await expect(form.getByText('Manages everyone’s absences')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Locked up to' }).fill('2026-10-31');
  await expect(form.getByText('In effect today: Locked up to 31 Oct 2026')).toBeVisible();
  await form.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(form.getByText('Manages everyone’s absences')).toBeVisible();
  await expect(form.getByText('In effect today: Never locked (owners and managers)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const put = page.waitForRequest((sent) => sent.method() === 'PUT');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toEqual({
    role: 'manager',
    can_generally_manage_absences: false,
    edit_lock: '2026-10-31',
  });
  await expect(page.getByText(`Co-worker “${worker.name}” saved`)).toBeVisible();
  const { user } = await owner.get<{ user: User & { edit_lock: string } }>(`/api/v2/users/${worker.id}`);
  expect([user.role, user.edit_lock]).toEqual(['manager', '2026-10-31']);
});

test('the last owner cannot step down: the service’s reason shows at the form', async ({ page, owner }) => {
  const self = await findUser(owner, (user) => user.email === demo.owner);

  await signIn(page, demo.owner);
  await page.goto(`/users?search=${encodeURIComponent(demo.owner)}`);
  await userRow(page, demo.owner)
    .getByRole('button', { name: `Edit ${self.name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit co-worker' });
  await form.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('The company needs at least one active owner.');
  await expect(form.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('Manager');
  expect((await owner.get<{ user: User }>(`/api/v2/users/${self.id}`)).user.role).toBe('owner');
});

test('deleting a co-worker others still refer to offers deactivation instead', async ({ page, owner }) => {
  const boss = await createWorker(owner, 'Bruno Boss');
  await createWorker(owner, 'Berta Below', { boss: boss.id });

  await signIn(page, demo.manager);
  await page.goto('/users?role=worker');
  await page.getByRole('searchbox', { name: 'Search' }).fill(boss.email);
  await userRow(page, boss.email)
    .getByRole('button', { name: `Delete ${boss.name}` })
    .click();
  const answer = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page
    .getByRole('dialog', { name: `Delete “${boss.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await answer).status()).toBe(409);
  await page
    .getByRole('dialog', { name: `“${boss.name}” is in use` })
    .getByRole('button', { name: 'Deactivate instead' })
    .click();
  await expect(page.getByText(`Co-worker “${boss.name}” deactivated`)).toBeVisible();
  await expect(userRow(page, boss.email)).toContainText('Inactive');
  expect((await owner.get<{ user: User }>(`/api/v2/users/${boss.id}`)).user.active).toBe(false);
  // The filters stay in the address, so a reload shows the same list.
  await page.reload();
  await expect(page).toHaveURL((url) => url.searchParams.get('role') === 'worker');
  await expect(userRow(page, boss.email)).toBeVisible();
});

test('the co-workers list is drawn a page at a time, and a new order starts at its first page', async ({
  page,
}) => {
  await signIn(page, demo.owner);
  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Co-workers' });
  // The demo company's 27 and whoever the other journeys added: at most fifty rows at once.
  const total = Number((await page.getByText(/^1–\d+ of \d+$/).textContent())?.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(27);
  await expect(table.locator('tbody > tr')).toHaveCount(Math.min(total, 50));

  await page.getByRole('button', { name: '50', exact: true }).click();
  await page.getByRole('menuitem', { name: '10', exact: true }).click();
  await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
  await expect(table.locator('tbody > tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(`11–20 of ${total}`)).toBeVisible();
  await expect(table.locator('tbody > tr')).toHaveCount(10);

  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByText(`1–10 of ${total}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
