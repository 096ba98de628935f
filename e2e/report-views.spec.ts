import {
  anActiveService,
  expect,
  newCustomerAndProject,
  newWorker,
  serviceClient,
  signInWithKey,
  test,
} from './fixtures.ts';

type View = { id: number; name: string; search: Record<string, unknown> };

test('a manager saves a report as a named view, finds it again, renames it and deletes it; nobody else sees it', async ({
  page,
  request,
  owner,
}) => {
  // Two pages back and forth, three dialogs and a delete: more than the usual minute on a busy machine.
  test.slow();
  // The journey's own manager, customer and entry, so parallel journeys see none of them.
  const manager = await newWorker(owner, 'Views manager', { role: 'manager' });
  const asManager = serviceClient(request, manager.email, manager.key);
  const { customer, project } = await newCustomerAndProject(owner, 'Views');
  const service = await anActiveService(owner);
  await owner.post('/api/v2/entries', {
    customers_id: customer.id,
    projects_id: project.id,
    services_id: service.id,
    users_id: manager.id,
    billable: 1,
    time_since: '2026-01-14T08:00:00Z',
    time_until: '2026-01-14T10:30:00Z',
  });

  await signInWithKey(page, manager.email, manager.key);
  await page.goto('/reports');
  const views = page.getByRole('combobox', { name: 'Saved view' });
  await expect(views).toHaveAttribute('placeholder', 'No saved views yet');

  // A period and a customer, then grouped by customer and then by project.
  await page.goto(`/reports?period=range&date=2026-01-01&until=2026-01-31&customer=${customer.id}`);
  const thenBy = page.getByRole('combobox', { name: 'Then by' });
  await thenBy.click();
  await page.getByRole('option', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/subgroup=project/);
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('row').filter({ hasText: project.name })).toContainText('2:30');

  // The name is checked before sending, and the service's refusal of a name taken lands at the field.
  await asManager.post('/api/v2/report-views', { name: 'Taken name', search: { group: 'service' } });
  await page.getByRole('button', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(name).toHaveAccessibleDescription(/required|blank/i);
  await name.fill('  taken NAME ');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(name).toHaveAccessibleDescription('You already have a saved view with this name.');
  await name.fill('January by project');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(views).toHaveValue('January by project');

  // Elsewhere and back: the reports page opens as usual, and the view brings the saved report back.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Entries' })
    .click();
  await expect(page).toHaveURL(/\/entries/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(views).toHaveValue('');
  await expect(thenBy).toHaveValue('Nothing more');
  await views.click();
  await page.getByRole('option', { name: 'January by project' }).click();
  await expect(page).toHaveURL(/period=range/);
  const address = new URL(page.url()).searchParams;
  expect(Object.fromEntries(address)).toEqual({
    period: 'range',
    date: '2026-01-01',
    until: '2026-01-31',
    customer: String(customer.id),
    subgroup: 'project',
  });
  await expect(thenBy).toHaveValue('Projects');
  await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('Customers');
  await expect(table.getByRole('row').filter({ hasText: project.name })).toContainText(customer.name);
  await expect(page.getByRole('button', { name: 'Rename…' })).toBeVisible();

  // Once the page shows something else, no view is selected and there is nothing to rename.
  await thenBy.click();
  await page.getByRole('option', { name: 'Services' }).click();
  await expect(views).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Rename…' })).toBeHidden();
  await page.goBack();
  await expect(views).toHaveValue('January by project');

  await page.getByRole('button', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the view' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('January per project');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(views).toHaveValue('January per project');
  const saved = (await asManager.get<{ report_views: View[] }>('/api/v2/report-views')).report_views;
  const view = saved.find((candidate) => candidate.name === 'January per project') as View;
  expect(view.search).toMatchObject({ period: 'range', group: 'customer', subgroup: 'project' });

  // Another user neither lists it nor reads it by its id.
  const other = serviceClient(request);
  const othersViews = (await other.get<{ report_views: View[] }>('/api/v2/report-views')).report_views;
  expect(othersViews.map((candidate) => candidate.id)).not.toContain(view.id);
  await expect(other.get(`/api/v2/report-views/${view.id}`)).rejects.toThrow(/→ 404/);

  await page.getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “January per project”?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(views).toHaveValue('January per project');
  await page.getByRole('button', { name: 'Delete…' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(views).toHaveValue('');
  await views.click();
  await expect(page.getByRole('option')).toHaveText(['Taken name']);
  const left = (await asManager.get<{ report_views: View[] }>('/api/v2/report-views')).report_views;
  expect(left.map((candidate) => candidate.name)).toEqual(['Taken name']);
});
