import { readSheet } from 'read-excel-file/node';
import {
  anActiveService,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  newWorker,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

type Named = { id: number; name: string };

const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a report grouped by customer then project matches the entries’ sums and exports with subtotals', async ({
  page,
  owner,
}) => {
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique('Report customer'),
  });
  const project = async (name: string) =>
    (
      await owner.post<{ project: Named }>('/api/v2/projects', {
        name: unique(name),
        customers_id: customer.id,
      })
    ).project;
  const website = await project('Website');
  const shop = await project('Shop');
  const service = await anActiveService(owner);
  const entry = (projectsId: number, from: string, until: string, rate: number, billable = 1) =>
    owner.post('/api/v2/entries', {
      customers_id: customer.id,
      projects_id: projectsId,
      services_id: service.id,
      billable,
      time_since: `${day}T${from}:00Z`,
      time_until: `${day}T${until}:00Z`,
      hourly_rate: rate,
    });
  // Website: 3 h × 100 billable and 1:30 h × 100 not billable; Shop: 2 h × 80.
  await entry(website.id, '06:00', '09:00', 100);
  await entry(website.id, '09:00', '10:30', 100, 0);
  await entry(shop.id, '11:00', '13:00', 80);

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/reports/);
  await page.goto(`/reports?period=day&date=${day}&customer=${customer.id}`);

  // The second level, chosen with the keyboard alone.
  await page.getByRole('combobox', { name: 'Then by' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Projects' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/subgroup=project/);

  const table = page.getByRole('table', { name: 'Report' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  const h = (text: string) => new RegExp(`^${text}\\sh$`);
  await expect(rowOf(website.name).getByRole('cell')).toHaveText([
    customer.name,
    website.name,
    h('4:30'),
    h('3:00'),
    h('1:30'),
    '450.00',
  ]);
  await expect(rowOf(shop.name).getByRole('cell')).toHaveText([
    '',
    shop.name,
    h('2:00'),
    h('2:00'),
    h('0:00'),
    '160.00',
  ]);
  // The subtotal is the sum of its rows: 4:30 + 2:00 hours, 450 + 160 revenue.
  await expect(rowOf('Subtotal').getByRole('cell')).toHaveText([
    customer.name,
    'Subtotal',
    h('6:30'),
    h('5:00'),
    h('1:30'),
    '610.00',
  ]);
  await expect(table.locator('tfoot tr')).toContainText('610.00');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`report-${day}-${day}.xlsx`);
  const rows = await readSheet(await file.path());
  expect(rows).toEqual([
    ['Customer', 'Project', 'Hours', 'Billable', 'Not billable', 'Revenue'],
    [customer.name, website.name, 4.5, 3, 1.5, 450],
    [customer.name, shop.name, 2, 2, 0, 160],
    [customer.name, 'Subtotal', 6.5, 5, 1.5, 610],
    ['Total', null, 6.5, 5, 1.5, 610],
  ]);
});

test('a worker’s report holds their own hours without revenue, and fits a phone in the dark', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Report worker');
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique('Worker report customer'),
  });
  const service = await anActiveService(owner);
  await owner.post('/api/v2/entries', {
    customers_id: customer.id,
    services_id: service.id,
    users_id: worker.id,
    billable: 1,
    time_since: `${day}T08:00:00Z`,
    time_until: `${day}T10:00:00Z`,
    hourly_rate: 120,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/reports?period=day&date=${day}`);
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('row').filter({ hasText: customer.name })).toContainText('2:00');
  await expect(page.getByText('Revenue')).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Co-workers' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('narrowed to a project with a budget, the report shows its use by week and when it runs out', async ({
  page,
  owner,
}) => {
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique('Forecast customer'),
  });
  const { project } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique('Forecast project'),
    customers_id: customer.id,
    budget_money: 100,
    budget_is_hours: true,
  });
  const service = await anActiveService(owner);
  // 3 h in each of the last five weeks: at 3 h a week the 85 h left last more than half a year.
  for (let week = 1; week <= 5; week++) {
    const start = new Date(Date.now() - week * 7 * 86_400_000).toISOString().slice(0, 10);
    await owner.post('/api/v2/entries', {
      customers_id: customer.id,
      projects_id: project.id,
      services_id: service.id,
      billable: 1,
      time_since: `${start}T08:00:00Z`,
      time_until: `${start}T11:00:00Z`,
    });
  }
  await signIn(page);
  await page.goto(`/reports?project=${project.id}`);
  const section = page.getByRole('region', { name: `Budget over time: ${project.name}` });
  await expect(section.getByRole('note')).toContainText(
    /At the last four weeks’ pace of 3:00\sh a week, the 85:00\sh left run out on/,
  );
  await expect(section.getByRole('figure')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
