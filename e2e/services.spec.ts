import type { Locator, Page } from '@playwright/test';
import {
  demo,
  expect,
  findUser,
  openFromNavigation,
  type ServiceClient,
  serviceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

type Service = { id: number; name: string; number: string | null; active: boolean; note: string | null };

async function createService(client: ServiceClient, body: Record<string, unknown>): Promise<Service> {
  return (await client.post<{ service: Service }>('/api/services', body)).service;
}

/** The grid row whose name cell is exactly `name`. */
function serviceRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Services' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('a manager creates a service, finds it by name, edits it and deletes it after confirming', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const name = unique('Code review');

  await signIn(page, demo.manager);
  await openFromNavigation(page, 'Services', /\/services$/);

  await page.getByRole('button', { name: 'New service' }).click();
  const form = page.getByRole('dialog', { name: 'New service' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Service number' }).fill('REV-7');
  const post = page.waitForRequest((candidate) => candidate.method() === 'POST');
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await post).headers()['idempotency-key']).toBeTruthy();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Service “${name}” created`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search services' }).fill('REV-7');
  await expect(page).toHaveURL(/search=REV-7/);
  const row = serviceRow(page, name);
  await expect(row).toContainText('Active');
  const { services } = await manager.get<{ services: Service[] }>('/api/services');
  const created = services.find((service) => service.name === name);
  expect(created).toMatchObject({ number: 'REV-7', active: true, note: null });

  const renamed = `${name} v2`;
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit service' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ name: renamed });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page.getByText(`Service “${renamed}” saved`)).toBeVisible();

  const renamedRow = serviceRow(page, renamed);
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Service “${renamed}” deleted`)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await expect(manager.get(`/api/services/${created?.id}`)).rejects.toThrow(/→ 404/);
});

test('a service that entries use cannot be deleted; the dialog offers to deactivate it instead', async ({
  page,
  owner,
}) => {
  const service = await createService(owner, { name: unique('Workshop') });
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: unique('Workshop customer'),
  });
  await owner.post('/api/v2/entries', {
    customers_id: customer.id,
    services_id: service.id,
    billable: 1,
    time_since: '2026-01-05T08:00:00Z',
    time_until: '2026-01-05T10:00:00Z',
  });

  await signIn(page, demo.manager);
  await page.goto(`/services?search=${encodeURIComponent(service.name)}`);
  const row = serviceRow(page, service.name);
  await row.getByRole('button', { name: `Delete ${service.name}` }).click();
  const answer = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page
    .getByRole('dialog', { name: `Delete “${service.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  expect((await answer).status()).toBe(409);

  const inUse = page.getByRole('dialog', { name: `“${service.name}” is in use` });
  await inUse.getByRole('button', { name: 'Deactivate instead' }).click();
  await expect(page.getByText(`Service “${service.name}” deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect((await owner.get<{ service: Service }>(`/api/services/${service.id}`)).service.active).toBe(false);
});

test('a worker sees the active services without any control to change them', async ({ page, owner }) => {
  const active = await createService(owner, { name: unique('Pairing') });
  const inactive = await createService(owner, { name: unique('Retired'), active: false });
  const worker = await findUser(owner, (user) => user.role === 'worker' && user.language === 'en');

  await signIn(page, worker.email);
  await page.goto('/services');
  await expect(serviceRow(page, active.name)).toBeVisible();
  await expect(serviceRow(page, inactive.name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${active.name}` })).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
});
