import type { Locator, Page, Response } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

type Customer = { id: number; name: string; number: string | null; note?: string | null };

async function createCustomer(client: ServiceClient, name: string): Promise<Customer> {
  return (await client.post<{ customer: Customer }>('/api/v2/customers', { name })).customer;
}

/** A manager of the test's own: their key can be replaced without disturbing other journeys. */
function newManager(owner: ServiceClient, label: string) {
  return newWorker(owner, label, { role: 'manager' });
}

/** Replaces the user's API key through the service, as an owner does; the old key stops working at once. */
async function rotateKey(owner: ServiceClient, userId: number): Promise<string> {
  return (await owner.post<{ api_key: string }>(`/api/v2/users/${userId}/apikey`, {})).api_key;
}

async function openCustomerEdit(page: Page, customer: Customer): Promise<Locator> {
  await page.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  await page
    .getByRole('table', { name: 'Customers' })
    .getByRole('button', { name: `Edit ${customer.name}`, exact: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(customer.name);
  return edit;
}

/** Every PUT of this customer the page sends, with the status it got. */
function recordPuts(page: Page, customer: Customer): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname === `/api/v2/customers/${customer.id}`
    ) {
      statuses.push(response.status());
    }
  });
  return statuses;
}

test('a key replaced while a form is open: signing in again over it saves what was typed, once', async ({
  page,
  owner,
}) => {
  const manager = await newManager(owner, 'Rotated manager');
  const customer = await createCustomer(owner, unique('Rotation customer'));
  const puts = recordPuts(page, customer);

  await signInWithKey(page, manager.email, manager.key);
  const edit = await openCustomerEdit(page, customer);
  const typed = { name: `${customer.name} renamed`, number: 'ROT-7', note: 'Typed before the key changed' };
  await edit.getByRole('textbox', { name: 'Name' }).fill(typed.name);
  await edit.getByRole('textbox', { name: 'Customer number' }).fill(typed.number);
  await edit.getByRole('textbox', { name: 'Note' }).fill(typed.note);

  const newKey = await rotateKey(owner, manager.id);
  await edit.getByRole('button', { name: 'Save' }).click();

  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'E-mail' })).toHaveValue(manager.email);
  await expect(again.getByLabel('API key', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // The form is still there underneath, with everything typed.
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(typed.name);
  expect(puts).toEqual([401]);

  await again.getByLabel('API key', { exact: true }).fill('not-the-key');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again.getByRole('alert')).toContainText('E-mail or API key is wrong.');
  await again.getByLabel('API key', { exact: true }).fill(newKey);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByText(`Customer “${typed.name}” saved`)).toBeVisible();
  await expect(again).toBeHidden();
  await expect(edit).toBeHidden();
  expect(puts).toEqual([401, 200]);
  const { customer: stored } = await owner.get<{ customer: Customer }>(`/api/v2/customers/${customer.id}`);
  expect(stored).toMatchObject(typed);
  await expect(page).toHaveURL(/\/customers/);
  await expect(page.getByRole('cell', { name: typed.name, exact: true })).toBeVisible();
});

test('signing in again as someone else drops the first user’s save and starts at home', async ({
  page,
  owner,
}) => {
  const first = await newManager(owner, 'First manager');
  const second = await newManager(owner, 'Second manager');
  const customer = await createCustomer(owner, unique('Handover customer'));
  const puts = recordPuts(page, customer);

  await signInWithKey(page, first.email, first.key);
  const edit = await openCustomerEdit(page, customer);
  await edit.getByRole('textbox', { name: 'Note' }).fill('Only the first manager meant this');
  await rotateKey(owner, first.id);
  await edit.getByRole('button', { name: 'Save' }).click();

  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await again.getByRole('textbox', { name: 'E-mail' }).fill(second.email);
  await again.getByLabel('API key', { exact: true }).fill(second.key);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(puts).toEqual([401]);
  const { customer: stored } = await owner.get<{ customer: Customer }>(`/api/v2/customers/${customer.id}`);
  expect(stored.note ?? null).toBeNull();
});

test('"Sign out" in the dialog leaves for the sign-in page, and a refused key on load goes there at once', async ({
  page,
  owner,
}) => {
  const manager = await newManager(owner, 'Leaving manager');
  const customer = await createCustomer(owner, unique('Leaving customer'));

  await signInWithKey(page, manager.email, manager.key);
  const edit = await openCustomerEdit(page, customer);
  await edit.getByRole('textbox', { name: 'Note' }).fill('Left behind');
  let key = await rotateKey(owner, manager.id);
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Sign in again' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await signInWithKey(page, manager.email, key);
  await page.goto('/customers');
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  key = await rotateKey(owner, manager.id);
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);
});

test('offline: a banner, saving disabled and why; back online the page shows what changed meanwhile', async ({
  page,
  context,
  owner,
}) => {
  const manager = await newManager(owner, 'Offline manager');
  const customer = await createCustomer(owner, unique('Offline customer'));
  const other = await createCustomer(owner, `${customer.name} sibling`);

  await signInWithKey(page, manager.email, manager.key);
  await page.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  await expect(page.getByRole('cell', { name: other.name, exact: true })).toBeVisible();
  const edit = await openCustomerEdit(page, customer);
  await edit.getByRole('textbox', { name: 'Note' }).fill('Typed while offline');

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  const save = edit.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(
    'You are offline: saving works again when the connection is back.',
  );
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();

  const renamed = `${other.name} renamed`;
  await owner.put(`/api/v2/customers/${other.id}`, { name: renamed });
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  // Back online, saving works again.
  const again = await openCustomerEdit(page, customer);
  await expect(again.getByRole('button', { name: 'Save' })).toBeEnabled();
});

const imageAttack = '<img src=x onerror=window.__xss=1>';
const scriptAttack = '<script>window.__xss=2</script>';

type Watched = { __xss?: unknown; __violations?: string[] };

/**
 * Records everything the Content-Security-Policy refused: markup that got into the page (an `onerror`
 * attribute, a `<script>` element) would be an inline script, and the app itself tries no `eval`
 * (zod runs jitless, src/zod-config.ts).
 */
async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.__violations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** No injected script ran, and none was even attempted (the policy refused nothing). */
async function expectNothingRan(page: Page) {
  const { xss, violations } = await page.evaluate(() => {
    const watched = window as Watched;
    return { xss: watched.__xss, violations: watched.__violations };
  });
  expect(xss).toBeUndefined();
  expect(violations).toEqual([]);
}

test('names full of markup show as text everywhere, and the documents forbid inline script', async ({
  page,
  owner,
}) => {
  // Six pages and a phone width in one journey: more than the usual time on a busy machine.
  test.slow();
  const customerName = unique(imageAttack);
  const projectName = unique(scriptAttack);
  const teamName = unique(scriptAttack);
  const customer = await createCustomer(owner, customerName);
  await owner.post('/api/v2/projects', { name: projectName, customers_id: customer.id });
  await owner.post('/api/v2/teams', { name: teamName });

  await watchPolicyViolations(page);
  await signIn(page);
  const document = await page.goto(`/customers?search=${encodeURIComponent(customerName)}`);
  const policy = document?.headers()['content-security-policy'] ?? '';
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources.split(/\s+/)).toEqual(["'self'"]);

  await expect(page.getByRole('cell', { name: customerName, exact: true })).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/projects?search=${encodeURIComponent(projectName)}`);
  const projectRow = page
    .getByRole('table', { name: 'Projects' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: projectName, exact: true }) });
  await expect(projectRow).toContainText(customerName);
  await projectRow.getByRole('button', { name: `Edit ${projectName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(projectName);
  await expect(edit.getByRole('combobox', { name: 'Customer' })).toHaveValue(customerName);
  await expectNothingRan(page);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/teams');
  await expect(page.getByRole('cell', { name: teamName, exact: true })).toBeVisible();
  await expectNothingRan(page);

  await page.goto('/entries');
  const customerFilter = page.getByRole('combobox', { name: 'Customer', exact: true });
  await customerFilter.fill(customerName.slice(0, 12));
  await page.getByRole('option', { name: customerName }).click();
  await expect(customerFilter).toHaveValue(customerName);
  await page.getByRole('combobox', { name: 'Project', exact: true }).click();
  await expect(page.getByRole('option', { name: projectName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNothingRan(page);

  await expect(page.getByRole('button', { name: 'Search and commands (Ctrl+K)' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Go to a page, find a record or run a command' });
  await search.fill(projectName.slice(0, 20));
  await expect(page.getByRole('dialog').getByText(projectName)).toBeVisible();
  await search.fill(customerName.slice(0, 20));
  await expect(page.getByRole('dialog').getByText(customerName)).toBeVisible();
  await expectNothingRan(page);
  await page.keyboard.press('Escape');

  // On a phone the projects are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects?search=${encodeURIComponent(projectName)}`);
  const main = page.getByRole('main');
  await expect(main.getByText(projectName, { exact: true })).toBeVisible();
  await expect(main.getByText(customerName, { exact: true })).toBeVisible();
  await expectNothingRan(page);
});
