import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  findUser,
  gridRow,
  openFromNavigation,
  type ServiceClient,
  serviceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

type LumpSumService = {
  id: number;
  name: string;
  price: number;
  unit: string | null;
  number: string | null;
  active: boolean;
  note: string | null;
};

const path = '/api/v2/lumpsumservices';

async function createLumpSumService(
  client: ServiceClient,
  body: Record<string, unknown>,
): Promise<LumpSumService> {
  return (await client.post<{ lumpSumService: LumpSumService }>(path, body)).lumpSumService;
}

/** The grid row whose name cell is exactly `name`. */
const lumpSumRow = (page: Page, name: string) => gridRow(page, 'Lump sum services', name);

test('a manager creates a lump sum service, finds it, edits its price and deletes it after confirming', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const name = unique('Travel');

  await signIn(page, demo.manager);
  await openFromNavigation(page, 'Lump sum services', /\/lumpsum-services$/);

  await page.getByRole('button', { name: 'New lump sum service' }).click();
  const form = page.getByRole('dialog', { name: 'New lump sum service' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Price per unit' }).fill('0.42');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('km');
  await form.getByRole('textbox', { name: 'Service number' }).fill('TRV-9');
  const post = page.waitForRequest((candidate) => candidate.method() === 'POST');
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await post).headers()['idempotency-key']).toBeTruthy();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Lump sum service “${name}” created`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search lump sum services' }).fill('TRV-9');
  await expect(page).toHaveURL(/search=TRV-9/);
  const row = lumpSumRow(page, name);
  await expect(row).toContainText('0.42');
  await expect(row).toContainText('km');
  await expect(row).toContainText('Active');
  const { lumpSumServices } = await manager.get<{ lumpSumServices: LumpSumService[] }>(path);
  const created = lumpSumServices.find((service) => service.name === name);
  expect(created).toMatchObject({ price: 0.42, unit: 'km', number: 'TRV-9', active: true, note: null });

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit lump sum service' });
  await expect(edit.getByRole('textbox', { name: 'Price per unit' })).toHaveValue('0.42');
  await edit.getByRole('textbox', { name: 'Price per unit' }).fill('1250.5');
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ price: 1250.5 });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page.getByText(`Lump sum service “${name}” saved`)).toBeVisible();
  await expect(row).toContainText('1,250.50');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Lump sum service “${name}” deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(manager.get(`${path}/${created?.id}`)).rejects.toThrow(/→ 404/);
});

test('the form refuses what the contract refuses, at the field, and keeps what was typed', async ({
  page,
}) => {
  const name = unique('Set-up fee');
  await signIn(page, demo.manager);
  await page.goto('/lumpsum-services');

  await page.getByRole('button', { name: 'New lump sum service' }).click();
  const form = page.getByRole('dialog', { name: 'New lump sum service' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Price per unit' }).fill('9.999');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('kilometre');
  let posted = false;
  page.on('request', (candidate) => {
    if (candidate.method() === 'POST') posted = true;
  });
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(form.getByRole('textbox', { name: 'Unit', exact: true })).toHaveAccessibleDescription(
    /At most 6 characters/,
  );
  await expect(form.getByRole('textbox', { name: 'Price per unit' })).toHaveAccessibleDescription(
    /At most two decimals/,
  );
  await expect(form.getByRole('textbox', { name: 'Unit', exact: true })).toHaveValue('kilometre');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  expect(posted).toBe(false);
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('km');
  await form.getByRole('textbox', { name: 'Price per unit' }).fill('9.99');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Lump sum service “${name}” created`)).toBeVisible();
});

test('a lump sum service that an entry uses cannot be deleted; the dialog offers to deactivate it', async ({
  page,
  owner,
}) => {
  const service = await createLumpSumService(owner, { name: unique('Travel flat'), price: 35, unit: 'trip' });
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: unique('Travel customer'),
  });
  const { entry } = await owner.post<{ entry: { type: number } }>('/api/v2/entries', {
    customers_id: customer.id,
    lumpsum_services_id: service.id,
    lumpsum_services_amount: 2,
    billable: 1,
    time_since: '2026-01-05T08:00:00Z',
  });
  expect(entry.type).toBe(3);

  await signIn(page, demo.manager);
  await page.goto(`/lumpsum-services?search=${encodeURIComponent(service.name)}`);
  const row = lumpSumRow(page, service.name);
  await row.getByRole('button', { name: `Delete ${service.name}` }).click();
  const answer = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page
    .getByRole('dialog', { name: `Delete “${service.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await answer).status()).toBe(409);

  const inUse = page.getByRole('dialog', { name: `“${service.name}” is in use` });
  await expectNoSeriousA11yViolations(page);
  await inUse.getByRole('button', { name: 'Deactivate instead' }).click();
  await expect(page.getByText(`Lump sum service “${service.name}” deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  const stored = await owner.get<{ lumpSumService: LumpSumService }>(`${path}/${service.id}`);
  expect(stored.lumpSumService.active).toBe(false);
});

test('a worker sees the active lump sum services without any control to change them', async ({
  page,
  owner,
}) => {
  const active = await createLumpSumService(owner, { name: unique('Parking'), price: 12.5 });
  const inactive = await createLumpSumService(owner, { name: unique('Fax'), price: 1, active: false });
  const worker = await findUser(owner, (user) => user.role === 'worker' && user.language === 'en');

  await signIn(page, worker.email);
  await page.goto('/lumpsum-services');
  await expect(lumpSumRow(page, active.name)).toContainText('12.50');
  await expect(lumpSumRow(page, inactive.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New lump sum service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${active.name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${active.name}` })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the lump sum services the list shows export as a workbook, price as a number, in the order shown', async ({
  page,
  owner,
}) => {
  const prefix = unique('Export flat');
  await createLumpSumService(owner, { name: `${prefix} B`, price: 12.5, unit: 'km', number: 'EX-2' });
  await createLumpSumService(owner, { name: `${prefix} A`, price: 99, unit: 'day' });

  await signIn(page);
  await page.goto(`/lumpsum-services?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('table', { name: 'Lump sum services' }).getByRole('row')).toHaveCount(3);
  // Sorted by price, highest first, as the user asked the table to show them.
  await page.getByRole('columnheader', { name: /Price/ }).click();
  await page.getByRole('columnheader', { name: /Price/ }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const rows = await readSheet(await (await download).path());
  expect(rows.map((row) => row.slice(0, 4))).toEqual([
    ['Name', 'Number', 'Price', 'Unit'],
    [`${prefix} A`, null, 99, 'day'],
    [`${prefix} B`, 'EX-2', 12.5, 'km'],
  ]);
});
