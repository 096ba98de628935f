import type { Locator, Page } from '@playwright/test';
import {
  apiHeaders,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newCustomerAndProject,
  newWorker,
  serviceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

/** Picks `option` in the searchable select `label` of `form`, typing part of it as a user would. */
async function choose(page: Page, form: Locator, label: string, option: string) {
  const select = form.getByRole('combobox', { name: label, exact: true });
  await select.fill(option.slice(0, 12));
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

test("a manager sets a project's rate and a co-worker's rate on it; the co-worker's new entry takes the latter", async ({
  page,
  request,
  owner,
}) => {
  const { customer, project } = await newCustomerAndProject(owner, 'Rated');
  const serviceName = unique('Rated service');
  const { service } = await owner.post<{ service: { id: number } }>('/api/services', { name: serviceName });
  const worker = await newWorker(owner, 'Rated worker');
  const manager = serviceClient(request, demo.manager);

  await signIn(page, demo.manager);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Hourly rates', exact: true })
    .click();
  await expect(page).toHaveURL(/\/rates$/);
  await expect(page.getByRole('heading', { name: 'Hourly rates' })).toBeVisible();

  const addRate = async (coWorker: string | null, amount: string) => {
    await page.getByRole('button', { name: 'New rate' }).click();
    const form = page.getByRole('dialog', { name: 'New hourly rate' });
    await choose(page, form, 'Customer', customer.name);
    await choose(page, form, 'Project', project.name);
    if (coWorker) await choose(page, form, 'Co-worker', coWorker);
    await expect(form.getByRole('status')).toHaveText(
      coWorker ? 'Applies as: Co-worker on a project' : 'Applies as: Project',
    );
    // The day first: typing the amount afterwards closes the day's calendar.
    await form.getByRole('textbox', { name: 'Valid from' }).fill('2025-01-01');
    await form.getByRole('textbox', { name: 'Hourly rate' }).fill(amount);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form).toBeHidden();
  };
  await addRate(null, '90');
  await addRate(worker.name, '120.50');

  const table = page.getByRole('table', { name: 'Hourly rates' });
  const projectTarget = `${project.name} (${customer.name})`;
  const projectRow = table.getByRole('row').filter({ hasText: 'Project' }).filter({ hasText: projectTarget });
  await expect(projectRow.filter({ hasNotText: worker.name })).toContainText('90.00 from');
  const coWorkerRow = table.getByRole('row').filter({ hasText: `${worker.name} · ${projectTarget}` });
  await expect(coWorkerRow).toContainText('Co-worker on a project');
  await expect(coWorkerRow).toContainText('120.50 from');
  await expect(coWorkerRow).toContainText('In force');
  await expectNoSeriousA11yViolations(page);

  // The co-worker books through the interface without a rate; the entry stores the one that applies.
  const booked = await request.post('/api/v2/entries', {
    headers: { ...apiHeaders(worker.email), 'X-ServiceApiKey': worker.key },
    data: {
      customers_id: customer.id,
      projects_id: project.id,
      services_id: service.id,
      billable: 1,
      time_since: '2025-06-02T08:00:00Z',
      time_until: '2025-06-02T10:00:00Z',
    },
  });
  expect(booked.status()).toBe(200);
  const entryId = (await booked.json()).entry.id as number;
  const { entry } = await manager.get<{ entry: { hourly_rate: number } }>(`/api/v2/entries/${entryId}`);
  expect(entry.hourly_rate).toBe(120.5);

  // A manager booking for the co-worker sees, under the empty rate, the one that will be stored.
  await page.goto('/entries');
  await page.getByRole('button', { name: 'New entry' }).click();
  const entryForm = page.getByRole('dialog', { name: 'New entry' });
  await choose(page, entryForm, 'Co-worker', worker.name);
  await choose(page, entryForm, 'Customer', customer.name);
  await choose(page, entryForm, 'Project', project.name);
  await choose(page, entryForm, 'Service', serviceName);
  await entryForm.getByRole('textbox', { name: 'Day' }).fill('2025-06-03');
  const applied = entryForm.getByText(/^Left empty:/);
  await expect(applied).toHaveText('Left empty: 120.50 per hour applies (Co-worker on a project)');
  await entryForm.getByRole('textbox', { name: 'Hourly rate' }).fill('75');
  await expect(applied).toBeHidden();
  await entryForm.getByRole('textbox', { name: 'Hourly rate' }).fill('');
  await expect(applied).toHaveText('Left empty: 120.50 per hour applies (Co-worker on a project)');
  // Before either rate was valid, none applies.
  await entryForm.getByRole('textbox', { name: 'Day' }).fill('2024-12-31');
  await expect(applied).toHaveText('Left empty: no hourly rate applies, so 0.00');
  await entryForm.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/rates');

  // Deleting asks first; the entry keeps the rate it was booked with.
  await coWorkerRow.getByRole('button', { name: /^Delete the rate of / }).click();
  const confirm = page.getByRole('dialog', { name: /^Delete “/ });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(coWorkerRow).toHaveCount(0);
  const { rates } = await manager.get<{ rates: unknown[] }>(
    `/api/v2/rates?filter[projects_id]=${project.id}`,
  );
  expect(rates).toHaveLength(1);
  const after = await manager.get<{ entry: { hourly_rate: number } }>(`/api/v2/entries/${entryId}`);
  expect(after.entry.hourly_rate).toBe(120.5);
});
