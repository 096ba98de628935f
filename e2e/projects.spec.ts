import type { Locator, Page, Request } from '@playwright/test';
import {
  anActiveService,
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

type Customer = { id: number; name: string };
type Project = {
  id: number;
  name: string;
  number: string | null;
  customers_id: number;
  active: boolean;
  budget_money?: number | null;
  budget_is_hours?: boolean;
};

async function createCustomer(client: ServiceClient, label: string): Promise<Customer> {
  const { customer } = await client.post<{ customer: Customer }>('/api/v2/customers', {
    name: unique(label),
  });
  return customer;
}

async function createProject(client: ServiceClient, body: Record<string, unknown>): Promise<Project> {
  const { project } = await client.post<{ project: Project }>('/api/v2/projects', body);
  return project;
}

function projectsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Projects' });
}

/** The grid row whose name cell is exactly `name`. */
function projectRow(page: Page, name: string): Locator {
  return projectsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** Picks an option of a searchable Mantine select by typing part of its label. */
async function choose(select: Locator, page: Page, name: string) {
  await select.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
}

const isProjectPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/projects';

test('a manager creates a project and finds it by customer, status and name; the URL keeps the filters', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const customer = await createCustomer(manager, 'Projects customer');
  const sibling = await createProject(manager, { name: unique('Sibling'), customers_id: customer.id });
  const name = unique('Website relaunch');

  await signIn(page, demo.manager);
  await expect(projectsTable(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(form.getByRole('combobox', { name: 'Customer' }), page, customer.name);
  await form.getByRole('textbox', { name: 'Project number' }).fill('WR-1');
  await form.getByRole('radio', { name: 'Money' }).check();
  await form.getByRole('textbox', { name: 'Budget (amount)' }).fill('1500.5');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const posted = page.waitForRequest(isProjectPost);
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await posted).headers()['idempotency-key']).toBeTruthy();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Project “${name}” created`)).toBeVisible();

  const { projects } = await manager.get<{ projects: Project[] }>(
    `/api/v2/projects?filter[customers_id]=${customer.id}`,
  );
  expect(projects.find((project) => project.name === name)).toMatchObject({
    number: 'WR-1',
    active: true,
    budget_money: 1500.5,
    budget_is_hours: false,
  });

  // Filter by customer: both of its projects, nothing else.
  await choose(page.getByRole('main').getByRole('combobox', { name: 'Customer' }), page, customer.name);
  await expect(page).toHaveURL((url) => url.searchParams.get('customers_id') === String(customer.id));
  await expect(projectsTable(page).getByRole('row')).toHaveCount(3);
  await expect(projectRow(page, sibling.name)).toBeVisible();
  const row = projectRow(page, name);
  await expect(row).toContainText('1,500.50');
  await expect(row).toContainText('Money · hard');

  // Search by name narrows it to the new project.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === name);
  await expect(projectsTable(page).getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();

  // Filter by status.
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Inactive', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('active') === 'inactive');
  await expect(page.getByText('No projects match')).toBeVisible();
  await status.getByText('Active', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('active') === 'active');
  await expect(row).toBeVisible();

  // A reload (or a shared link) shows the same filtered list.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(projectsTable(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Customer' })).toHaveValue(customer.name);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(name);
  await expect(status.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
});

test('a manager edits a project, deactivates it and deletes it after confirming', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const customer = await createCustomer(manager, 'Edit customer');
  const project = await createProject(manager, {
    name: unique('Intranet'),
    customers_id: customer.id,
    budget_money: 1500.5,
  });
  const renamed = `${project.name} v2`;

  await signIn(page, demo.manager);
  // The new name still matches this search, so the row stays in view after the edit.
  await page.goto(`/projects?search=${encodeURIComponent(project.name)}`);
  await projectRow(page, project.name)
    .getByRole('button', { name: `Edit ${project.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(project.name);
  await expect(edit.getByRole('textbox', { name: 'Budget (amount)' })).toHaveValue('1,500.5');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await edit.getByRole('radio', { name: 'Hours' }).check();
  await edit.getByRole('textbox', { name: 'Budget (hours)' }).fill('120');
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  // Only what changed, against the version the form was opened with.
  expect(sent.postDataJSON()).toEqual({ name: renamed, budget_money: 120, budget_is_hours: true });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Project “${renamed}” saved`)).toBeVisible();
  const row = projectRow(page, renamed);
  await expect(row).toContainText('120:00 h');
  await expect(row).toContainText('Hours · hard');

  // Deactivate: it leaves the "active" list and shows under "inactive".
  const status = page.getByRole('radiogroup', { name: 'Status' });
  await status.getByText('Active', { exact: true }).click();
  await row.getByRole('button', { name: `Edit ${renamed}` }).click();
  await edit.getByRole('switch', { name: /^Active/ }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('No projects match')).toBeVisible();
  await status.getByText('Inactive', { exact: true }).click();
  await expect(row).toContainText('Inactive');
  expect((await manager.get<{ project: Project }>(`/api/v2/projects/${project.id}`)).project).toMatchObject({
    name: renamed,
    active: false,
    budget_money: 120,
    budget_is_hours: true,
  });

  // Delete, after confirming.
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Project “${renamed}” deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(manager.get(`/api/v2/projects/${project.id}`)).rejects.toThrow(/→ 404/);
});

test('a project with time entries cannot be deleted; the dialog offers to deactivate it instead', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, 'Entries customer');
  const project = await createProject(owner, { name: unique('Booked project'), customers_id: customer.id });
  const service = await anActiveService(owner);
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await owner.post('/api/v2/entries', {
    customers_id: customer.id,
    projects_id: project.id,
    services_id: service.id,
    billable: 1,
    time_since: `${day}T09:00:00Z`,
    time_until: `${day}T10:30:00Z`,
  });

  await signIn(page, demo.manager);
  await page.goto(`/projects?search=${encodeURIComponent(project.name)}`);
  const row = projectRow(page, project.name);
  await row.getByRole('button', { name: `Delete ${project.name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${project.name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();

  const inUse = page.getByRole('dialog', { name: `“${project.name}” is in use` });
  await expect(inUse).toContainText('cannot be deleted');
  await expect(inUse.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await inUse.getByRole('button', { name: 'Deactivate instead' }).click();
  await expect(inUse).toBeHidden();
  await expect(page.getByText(`Project “${project.name}” deactivated`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect((await owner.get<{ project: Project }>(`/api/v2/projects/${project.id}`)).project.active).toBe(
    false,
  );
});

test('a worker sees projects without budget, billing or any control to change them', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, 'Worker view customer');
  const project = await createProject(owner, {
    name: unique('Budgeted project'),
    customers_id: customer.id,
    number: 'BP-7',
    budget_money: 98765,
    note: 'Margin is thin',
  });
  const worker = await findUser(
    owner,
    (user) => user.role === 'worker' && user.language === 'en' && user.can_add_customers !== true,
  );

  await signIn(page, worker.email);
  await page.goto(`/projects?search=${encodeURIComponent(project.name)}`);
  const row = projectRow(page, project.name);
  await expect(row).toContainText('BP-7');
  await expect(row).toContainText(customer.name);
  const headers = projectsTable(page).getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Name' })).toBeVisible();
  await expect(headers.filter({ hasText: 'Budget' })).toHaveCount(0);
  await expect(headers.filter({ hasText: 'Billed' })).toHaveCount(0);
  await expect(headers.filter({ hasText: 'Actions' })).toHaveCount(0);
  await expect(row).not.toContainText('98,765');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  // Workers only ever see active projects, so the status filter would have nothing to do.
  await expect(page.getByRole('radiogroup', { name: 'Status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('invalid input is shown at its field and keeps what was typed', async ({ page, owner }) => {
  const customer = await createCustomer(owner, 'Validation customer');
  const posts: Request[] = [];
  page.on('request', (candidate) => {
    if (isProjectPost(candidate)) posts.push(candidate);
  });

  await signIn(page, demo.manager);
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  const nameInput = form.getByRole('textbox', { name: 'Name' });
  const customerInput = form.getByRole('combobox', { name: 'Customer' });
  const deadline = form.getByRole('textbox', { name: 'Deadline' });
  const budget = form.getByRole('textbox', { name: 'Budget (amount)' });

  // The inputs take what was typed as typed: a name over 255 characters, a third decimal or a minus
  // sign is neither cut, dropped nor rounded; the form refuses it at the field instead.
  await nameInput.fill('x'.repeat(256));
  await expect(nameInput).toHaveValue('x'.repeat(256));
  await form.getByRole('radio', { name: 'Money' }).check();
  await budget.fill('-10');
  await expect(budget).toHaveValue('-10');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(nameInput).toHaveAccessibleDescription('At most 255 characters, not 256');
  await expect(budget).toHaveAccessibleDescription('Must be at least 0');
  await budget.fill('12.345');
  await expect(budget).toHaveValue('12.345');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(budget).toHaveAccessibleDescription('At most two decimals');
  await budget.fill('12.34');

  // A blank name, no customer and a deadline beyond 2100 are refused before anything is sent.
  await nameInput.fill('   ');
  await form.getByRole('textbox', { name: 'Project number' }).fill('V-1');
  await deadline.fill('2150-01-01');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(nameInput).toHaveAccessibleDescription('Required');
  await expect(customerInput).toHaveAttribute('aria-invalid', 'true');
  await expect(customerInput).toHaveAccessibleDescription('Required');
  await expect(deadline).toHaveAccessibleDescription('Enter a date between 1970 and 2100');
  // An impossible day is kept as typed and refused, not rolled over into the next month.
  await deadline.fill('2026-02-30');
  await deadline.blur();
  await expect(deadline).toHaveValue('2026-02-30');
  await expect(deadline).toHaveAccessibleDescription('Not a real date: type it as YYYY-MM-DD');
  await deadline.fill('2150-01-01');
  await expect(nameInput).toHaveValue('   ');
  await expect(form.getByRole('textbox', { name: 'Project number' })).toHaveValue('V-1');
  await expect(budget).toHaveValue('12.34');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  expect(posts).toHaveLength(0);

  // A budget kind without an amount would silently drop the budget, so the amount is required.
  await budget.fill('');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await expect(budget).toHaveAccessibleDescription('Required');
  expect(posts).toHaveLength(0);
  await budget.fill('12.34');

  // Corrected, the form passes; but the customer was deleted meanwhile, which only the service knows.
  const name = unique('Orphan project');
  await nameInput.fill(name);
  await choose(customerInput, page, customer.name);
  await deadline.fill('2030-06-30');
  await expect(nameInput).not.toHaveAttribute('aria-invalid', 'true');
  await owner.delete(`/api/v2/customers/${customer.id}`);
  const answered = page.waitForResponse((response) => isProjectPost(response.request()));
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await answered).status()).toBe(400);
  await expect(form.getByRole('alert')).toContainText('Saving failed');
  await expect(form.getByRole('alert')).toContainText('Check the highlighted fields.');
  await expect(customerInput).toHaveAttribute('aria-invalid', 'true');
  await expect(nameInput).toHaveValue(name);
  await expect(customerInput).toHaveValue(customer.name);
  await expect(budget).toHaveValue('12.34');
  await expect(deadline).toHaveValue('2030-06-30');
  expect(posts).toHaveLength(1);
  const { projects } = await owner.get<{ projects: Project[] }>(
    `/api/v2/projects?filter[search]=${encodeURIComponent(name)}`,
  );
  expect(projects).toEqual([]);
});

test('a failed save keeps the dialog open with every typed value; retrying saves it once', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, 'Fault customer');
  const name = unique('Flaky save');
  const posts: Request[] = [];
  page.on('request', (candidate) => {
    if (isProjectPost(candidate)) posts.push(candidate);
  });
  await page.route(
    (url) => url.pathname === '/api/v2/projects',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 500, message: 'Internal error' } }),
          })
        : route.fallback(),
  );

  await signIn(page, demo.manager);
  await page.getByRole('button', { name: 'New project' }).click();
  const form = page.getByRole('dialog', { name: 'New project' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(form.getByRole('combobox', { name: 'Customer' }), page, customer.name);
  await form.getByRole('textbox', { name: 'Project number' }).fill('FS-500');
  await form.getByRole('radio', { name: 'Hours' }).check();
  await form.getByRole('textbox', { name: 'Budget (hours)' }).fill('40');
  await form.getByRole('textbox', { name: 'Note' }).fill('Keep me');
  await form.getByRole('button', { name: 'Create' }).click();

  await expect(form.getByRole('alert')).toContainText('The service failed (error 500)');
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(form.getByRole('combobox', { name: 'Customer' })).toHaveValue(customer.name);
  await expect(form.getByRole('textbox', { name: 'Project number' })).toHaveValue('FS-500');
  await expect(form.getByRole('radio', { name: 'Hours' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Budget (hours)' })).toHaveValue('40');
  await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Keep me');
  await expect(form.getByRole('button', { name: 'Create' })).toBeEnabled();
  // Mutations are not retried behind the user's back.
  expect(posts).toHaveLength(1);

  // The service is back; the same submission goes again, under the same Idempotency-Key.
  await page.unrouteAll();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Project “${name}” created`)).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(posts[1]?.headers()['idempotency-key']).toBe(posts[0]?.headers()['idempotency-key']);
  const { projects } = await owner.get<{ projects: Project[] }>(
    `/api/v2/projects?filter[search]=${encodeURIComponent(name)}`,
  );
  expect(projects).toHaveLength(1);
});

test('a link to a page past the end opens the last page that exists, and the tab names the page', async ({
  page,
  owner,
}) => {
  const customer = await createCustomer(owner, 'Paging customer');
  const project = await createProject(owner, { name: unique('Only match'), customers_id: customer.id });

  await signIn(page, demo.manager);
  await page.goto(`/projects?page=999&search=${encodeURIComponent(project.name)}`);
  await expect(projectRow(page, project.name)).toBeVisible();
  await expect(page).not.toHaveURL(/page=999/);
  // The demo manager may have a timer running, which the title shows first ("▶ 1:02:14 h · ").
  await expect(page).toHaveTitle(/(^|· )Projects · Stint$/);
});
