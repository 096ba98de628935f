import type { Locator, Page, Request } from '@playwright/test';
import { de } from '../src/i18n/de.ts';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  findUser,
  type ServiceClient,
  serviceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

type Customer = {
  id: number;
  name: string;
  number: string | null;
  active: boolean;
  color: number;
  note?: string | null;
};

async function createCustomer(client: ServiceClient, body: Record<string, unknown>): Promise<Customer> {
  const { customer } = await client.post<{ customer: Customer }>('/api/v2/customers', body);
  return customer;
}

function customersTable(page: Page, title = 'Customers'): Locator {
  return page.getByRole('table', { name: title });
}

/** The grid row whose name cell is exactly `name`. */
function customerRow(page: Page, name: string, title?: string): Locator {
  return customersTable(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** The swatch covers its radio input, so the colour is picked as a keyboard user would. */
async function pickColour(scope: Locator, colour: string) {
  const radio = scope.getByRole('radio', { name: colour, exact: true });
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

const isCustomerPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/customers';

test('a manager creates a customer with a colour and finds it by name and status; the URL keeps the filters', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const name = unique('Kaffeerösterei');

  await signIn(page, demo.manager);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(customersTable(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New customer' }).click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Customer number' }).fill('K-9001');
  const colours = form.getByRole('radiogroup', { name: 'Colour' });
  await expect(colours.getByRole('radio', { name: 'Blood orange' })).toBeChecked();
  await pickColour(colours, 'Magenta');
  await form.getByRole('textbox', { name: 'Note' }).fill('Pays within 10 days');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const posted = page.waitForRequest(isCustomerPost);
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await posted).postDataJSON()).toEqual({
    name,
    number: 'K-9001',
    color: 8,
    active: true,
    billable_default: true,
    note: 'Pays within 10 days',
  });
  await expect(form).toBeHidden();
  await expect(page.getByText(`Customer “${name}” created`)).toBeVisible();

  // Search by name: the row shows the colour by name, not by colour alone.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === name);
  await expect(customersTable(page).getByRole('row')).toHaveCount(2);
  const row = customerRow(page, name);
  await expect(row.getByRole('cell').first()).toHaveText('Magenta');
  await expect(row).toContainText('K-9001');
  await expect(row).toContainText('Pays within 10 days');
  await expect(row).toContainText('Active');

  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Inactive', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('active') === 'inactive');
  await expect(page.getByText('No customers match')).toBeVisible();
  await status.getByText('Active', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('active') === 'active');
  await expect(row).toBeVisible();

  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toHaveValue(name);
  await expect(status.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();

  const { customers } = await manager.get<{ customers: Customer[] }>(
    `/api/v2/customers?filter[search]=${encodeURIComponent(name)}`,
  );
  expect(customers).toEqual([
    expect.objectContaining({ name, number: 'K-9001', color: 8, active: true, note: 'Pays within 10 days' }),
  ]);
});

test('a manager edits a customer, deactivates it and deletes it after confirming', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const customer = await createCustomer(manager, { name: unique('Weingut'), color: 3 });
  const renamed = `${customer.name} v2`;

  await signIn(page, demo.manager);
  await page.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  await customerRow(page, customer.name)
    .getByRole('button', { name: `Edit ${customer.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(customer.name);
  await expect(edit.getByRole('radio', { name: 'Light green' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await pickColour(edit, 'Sky');
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ name: renamed, color: 5 });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Customer “${renamed}” saved`)).toBeVisible();
  const row = customerRow(page, renamed);
  await expect(row.getByRole('cell').first()).toHaveText('Sky');

  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Active', { exact: true }).click();
  await row.getByRole('button', { name: `Edit ${renamed}` }).click();
  await edit.getByRole('switch', { name: /^Active/ }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('No customers match')).toBeVisible();
  await status.getByText('Inactive', { exact: true }).click();
  await expect(row).toContainText('Inactive');
  expect(
    (await manager.get<{ customer: Customer }>(`/api/v2/customers/${customer.id}`)).customer,
  ).toMatchObject({ name: renamed, color: 5, active: false });

  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Customer “${renamed}” deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(manager.get(`/api/v2/customers/${customer.id}`)).rejects.toThrow(/→ 404/);
});

test('a customer with projects cannot be deleted; the dialog offers to deactivate it instead', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, { name: unique('Stammkunde') });
  await owner.post('/api/v2/projects', { name: unique('Its project'), customers_id: customer.id });

  await signIn(page, demo.manager);
  await page.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  const row = customerRow(page, customer.name);
  await row.getByRole('button', { name: `Delete ${customer.name}` }).click();
  const deleteAnswer = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page
    .getByRole('dialog', { name: `Delete “${customer.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await deleteAnswer).status()).toBe(409);

  const inUse = page.getByRole('dialog', { name: `“${customer.name}” is in use` });
  await expect(inUse).toContainText('cannot be deleted');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await inUse.getByRole('button', { name: 'Deactivate instead' }).click();
  await expect(inUse).toBeHidden();
  await expect(page.getByText(`Customer “${customer.name}” deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect((await owner.get<{ customer: Customer }>(`/api/v2/customers/${customer.id}`)).customer.active).toBe(
    false,
  );
});

test('a worker sees customers without the note and without any control to change them', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, { name: unique('Diskret'), note: 'Secret terms' });
  const worker = await findUser(
    owner,
    (user) => user.role === 'worker' && user.language === 'en' && user.can_add_customers !== true,
  );

  await signIn(page, worker.email);
  await page.goto(`/customers?search=${encodeURIComponent(customer.name)}`);
  const row = customerRow(page, customer.name);
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Secret terms');
  const headers = customersTable(page).getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Name' })).toBeVisible();
  await expect(headers.filter({ hasText: 'Note' })).toHaveCount(0);
  await expect(headers.filter({ hasText: 'Actions' })).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New customer' })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a worker who may add customers creates one, without a note field and without edit controls', async ({
  page,
  owner,
}) => {
  // The one seed worker with this right works in German, so the labels come from the German translations.
  const worker = await findUser(owner, (user) => user.role === 'worker' && user.can_add_customers === true);
  expect(worker).toMatchObject({ language: 'de' });
  const name = unique('Neukunde');
  const t = de.customers;

  await signIn(page, worker.email);
  await page.goto('/customers');
  await page.getByRole('button', { name: t.new }).click();
  const form = page.getByRole('dialog', { name: t.newTitle });
  await form.getByRole('textbox', { name: t.fields.name }).fill(name);
  await expect(form.getByRole('textbox', { name: t.fields.note })).toHaveCount(0);
  const posted = page.waitForRequest(isCustomerPost);
  await form.getByRole('button', { name: de.common.create }).click();
  expect((await posted).postDataJSON()).not.toHaveProperty('note');
  await expect(form).toBeHidden();

  await page.getByRole('searchbox', { name: t.filters.search }).fill(name);
  const row = customerRow(page, name, t.title);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(customersTable(page, t.title).getByRole('columnheader', { name: t.columns.note })).toHaveCount(
    0,
  );
});

test('a blank name is shown at the field and the typed values stay', async ({ page }) => {
  const posts: Request[] = [];
  page.on('request', (candidate) => {
    if (isCustomerPost(candidate)) posts.push(candidate);
  });

  await signIn(page, demo.manager);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New customer' }).click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  const nameInput = form.getByRole('textbox', { name: 'Name' });
  await nameInput.fill('y'.repeat(256));
  await expect(nameInput).toHaveValue('y'.repeat(256));
  await nameInput.fill('   ');
  await form.getByRole('textbox', { name: 'Customer number' }).fill('K-BLANK');
  await pickColour(form, 'Caribbean');
  await form.getByRole('textbox', { name: 'Note' }).fill('Typed before the error');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(nameInput).toHaveAccessibleDescription('Required');
  await expect(nameInput).toBeFocused();
  await expect(nameInput).toHaveValue('   ');
  await expect(form.getByRole('textbox', { name: 'Customer number' })).toHaveValue('K-BLANK');
  await expect(form.getByRole('radio', { name: 'Caribbean' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Typed before the error');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  expect(posts).toHaveLength(0);

  // Fixing the field clears its message as the user types.
  await nameInput.fill(unique('Fixed'));
  await expect(nameInput).not.toHaveAttribute('aria-invalid', 'true');
});
