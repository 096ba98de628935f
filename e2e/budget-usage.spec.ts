import type { Locator, Page } from '@playwright/test';
import {
  anActiveService,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

type Named = { id: number; name: string };

function projectsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Projects' });
}

/** The grid row whose name cell is exactly `name`. */
function projectRow(page: Page, name: string): Locator {
  return projectsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** The names in the grid's name column, top to bottom. */
async function namesInGrid(page: Page): Promise<string[]> {
  const rows = projectsTable(page).locator('tbody tr');
  return (await rows.locator('td:first-child').allInnerTexts()).map((text) => text.trim());
}

/** A customer with two money-budget projects: one used 15,750 of 15,000, the other 500 of 1,000. */
async function arrange(owner: ServiceClient) {
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique('Budget usage customer'),
  });
  // Named so that the default order (by name) puts the over-budget project last.
  const { project: over } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique('Zeppelin hangar'),
    customers_id: customer.id,
    budget_money: 15000,
  });
  const { project: within } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique('Airfield fence'),
    customers_id: customer.id,
    budget_money: 1000,
  });
  const service = await anActiveService(owner);
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const entry = (projectsId: number, fields: object) =>
    owner.post('/api/v2/entries', {
      customers_id: customer.id,
      projects_id: projectsId,
      services_id: service.id,
      billable: 1,
      time_since: `${day}T08:00:00Z`,
      ...fields,
    });
  // 10 h × 1,500 + a lump sum of 750 = 15,750.
  await entry(over.id, { time_until: `${day}T18:00:00Z`, hourly_rate: 1500 });
  await entry(over.id, { lumpsum: 750 });
  await entry(within.id, { time_until: `${day}T13:00:00Z`, hourly_rate: 100 });
  return { customer, over, within };
}

test('an owner finds the over-budget project by its mark, the filter and the sort', async ({
  page,
  owner,
}) => {
  const { customer, over, within } = await arrange(owner);

  await signIn(page);
  await page.goto(`/projects?customers_id=${customer.id}`);
  const overRow = projectRow(page, over.name);
  await expect(overRow.getByRole('progressbar', { name: '105 % of budget used' })).toBeVisible();
  await expect(overRow).toContainText('Over budget');
  const withinRow = projectRow(page, within.name);
  await expect(withinRow.getByRole('progressbar', { name: '50 % of budget used' })).toBeVisible();
  await expect(withinRow).not.toContainText('Over budget');
  expect(await namesInGrid(page)).toEqual([within.name, over.name]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: 'Over budget' }).check();
  await expect(page).toHaveURL(/over_budget=true/);
  await expect(withinRow).toHaveCount(0);
  await expect(overRow).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Over budget' })).toBeChecked();
  await expect(projectRow(page, over.name)).toBeVisible();
  await expect(projectRow(page, within.name)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Over budget' }).uncheck();
  await expect(projectRow(page, within.name)).toBeVisible();

  // Sorting by the share used, most used first.
  const header = projectsTable(page).getByRole('columnheader', { name: /Budget used/ });
  await header.click();
  await expect(page).toHaveURL(/sort=budget_share/);
  await expect.poll(() => namesInGrid(page)).toEqual([within.name, over.name]);
  await header.click();
  await expect(page).toHaveURL(/sort=-budget_share/);
  await expect.poll(() => namesInGrid(page)).toEqual([over.name, within.name]);

  // The edit dialog shows the same usage.
  await projectRow(page, over.name)
    .getByRole('button', { name: `Edit ${over.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(dialog.getByRole('progressbar', { name: '105 % of budget used' })).toBeVisible();
  await expect(dialog).toContainText('Over budget');
  await expect(dialog).toContainText('15,750.00 of 15,000.00');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
});

test('a worker sees neither the budget used nor its filter', async ({ page, owner }) => {
  const { customer, over } = await arrange(owner);
  const worker = await newWorker(owner, 'Budget usage worker');

  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/projects?customers_id=${customer.id}&over_budget=true&sort=-budget_share`);
  const row = projectRow(page, over.name);
  await expect(row).toBeVisible();
  await expect(projectsTable(page).getByRole('columnheader', { name: /Budget used/ })).toHaveCount(0);
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  await expect(row).not.toContainText('Over budget');
  await expect(page.getByRole('checkbox', { name: 'Over budget' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
