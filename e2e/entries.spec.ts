import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  typeTime,
  unique,
} from './fixtures.ts';

type Entry = { id: number; billable: number; text: string | null; type: number; projects_id: number | null };

/** A customer with two projects, a service and a lump sum service of the test's own. */
async function arrange(owner: ServiceClient) {
  const { customer } = await owner.post<{ customer: { id: number; name: string } }>('/api/v2/customers', {
    name: unique('Entries customer'),
  });
  const project = async (label: string) =>
    (
      await owner.post<{ project: { id: number; name: string } }>('/api/v2/projects', {
        name: unique(label),
        customers_id: customer.id,
      })
    ).project;
  const mainProject = await project('Relaunch');
  const otherProject = await project('Maintenance');
  const { service } = await owner.post<{ service: { id: number; name: string } }>('/api/services', {
    name: unique('Consulting'),
  });
  const { lumpSumService } = await owner.post<{ lumpSumService: { id: number; name: string } }>(
    '/api/v2/lumpsumservices',
    { name: unique('Travel flat'), price: 40, unit: 'pcs' },
  );
  return { customer, mainProject, otherProject, service, lumpSumService };
}

async function addEntry(client: ServiceClient, body: Record<string, unknown>) {
  return (await client.post<{ entry: Entry }>('/api/v2/entries', { billable: 1, ...body })).entry;
}

/** The list row holding `text`. */
function entryRow(page: Page, text: string): Locator {
  return page.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: text });
}

/** Chooses `option` in the select labelled `label` inside `scope` by typing part of it. */
async function pick(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(option);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).click();
}

test('a manager narrows to a week and a project, books, corrects and bills its entries', async ({
  page,
  owner,
}) => {
  // A whole manager's journey: filters, an edit, a bulk action and two forms.
  test.slow();
  const { customer, mainProject, otherProject, service, lumpSumService } = await arrange(owner);
  const texts = {
    first: unique('Kick-off'),
    second: unique('Workshop'),
    other: unique('Patch'),
    later: unique('Review'),
  };
  const base = { customers_id: customer.id, services_id: service.id };
  const first = await addEntry(owner, {
    ...base,
    projects_id: mainProject.id,
    text: texts.first,
    time_since: '2025-03-11T10:00:00Z',
    time_until: '2025-03-11T11:30:00Z',
  });
  const second = await addEntry(owner, {
    ...base,
    projects_id: mainProject.id,
    text: texts.second,
    time_since: '2025-03-12T10:00:00Z',
    time_until: '2025-03-12T12:00:00Z',
  });
  await addEntry(owner, {
    ...base,
    projects_id: otherProject.id,
    text: texts.other,
    time_since: '2025-03-12T13:00:00Z',
    time_until: '2025-03-12T14:00:00Z',
  });
  await addEntry(owner, {
    ...base,
    projects_id: mainProject.id,
    text: texts.later,
    time_since: '2025-03-19T10:00:00Z',
    time_until: '2025-03-19T11:00:00Z',
  });

  await signIn(page, demo.manager);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Entries' })
    .click();
  await expect(page).toHaveURL(/\/entries$/);
  // The week of 12 March 2025, then the customer and its project through the filters.
  await page.goto('/entries?date=2025-03-12');
  await pick(page, 'Customer', customer.name);
  await pick(page, 'Project', mainProject.name);
  await expect(page).toHaveURL(new RegExp(`project=${mainProject.id}`));
  const table = page.getByRole('table', { name: 'Entries' });
  await expect(entryRow(page, texts.first)).toBeVisible();
  await expect(entryRow(page, texts.second)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText(texts.other)).toHaveCount(0);
  await expect(page.getByText(texts.later)).toHaveCount(0);
  await expect(entryRow(page, texts.first)).toContainText('1:30 h');
  await expectNoSeriousA11yViolations(page);

  // Correct the first entry's text.
  const corrected = `${texts.first} (corrected)`;
  await entryRow(page, texts.first)
    .getByRole('button', { name: /^Edit the entry of/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit entry' });
  await edit.getByRole('textbox', { name: 'Text' }).fill(corrected);
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ text: corrected });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(edit).toBeHidden();
  await expect(entryRow(page, corrected)).toBeVisible();

  // Mark both billed at once.
  await entryRow(page, corrected).getByRole('checkbox').check();
  await entryRow(page, texts.second).getByRole('checkbox').check();
  await expect(page.getByRole('status').filter({ hasText: '2 entries selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark billed' }).click();
  await page
    .getByRole('dialog', { name: 'Change 2 entries?' })
    .getByRole('button', { name: 'Change' })
    .click();
  await expect(page.getByText('2 entries changed')).toBeVisible();
  await expect(entryRow(page, corrected)).toContainText('Billed');
  await expect(entryRow(page, texts.second)).toContainText('Billed');
  for (const id of [first.id, second.id]) {
    const { entry } = await owner.get<{ entry: Entry }>(`/api/v2/entries/${id}`);
    expect(entry.billable).toBe(2);
  }

  // A time entry through the form.
  const booked = unique('Design review');
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('dialog', { name: 'New entry' });
  await pick(form, 'Customer', customer.name);
  await pick(form, 'Project', mainProject.name);
  await pick(form, 'Service', service.name);
  await form.getByRole('textbox', { name: 'Day' }).fill('2025-03-13');
  await typeTime(form, 'Start', '09', '00');
  await typeTime(form, 'End', '10', '15');
  await form.getByRole('textbox', { name: 'Text' }).fill(booked);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(entryRow(page, booked)).toContainText('1:15 h');

  // A lump sum service through the form.
  const travel = unique('Site visit');
  await page.getByRole('button', { name: 'New entry' }).click();
  await form.getByText('Lump sum service', { exact: true }).click();
  await pick(form, 'Customer', customer.name);
  await pick(form, 'Project', mainProject.name);
  await pick(form, 'Lump sum service', lumpSumService.name);
  await form.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await expect(form.getByText('Total: 120.00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Day' }).fill('2025-03-14');
  await form.getByRole('textbox', { name: 'Text' }).fill(travel);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(entryRow(page, travel)).toContainText('3 × 40.00');

  const { entries } = await owner.get<{ entries: Entry[] }>(
    `/api/v2/entries?time_since=2025-03-10T00:00:00Z&time_until=2025-03-17T00:00:00Z&filter[projects_id]=${mainProject.id}&enhanced_list=1`,
  );
  expect(entries.find((entry) => entry.text === booked)?.type).toBe(1);
  expect(entries.find((entry) => entry.text === travel)?.type).toBe(3);
});

test('a worker sees only their own entries, and a locked day says so before anything is typed and points to a change request', async ({
  page,
  owner,
}) => {
  const { customer, service } = await arrange(owner);
  const worker = await newWorker(owner, 'Entries worker');
  // Everything up to the end of June 2025 is locked for them.
  await owner.put(`/api/v2/users/${worker.id}`, { edit_lock: '2025-06-30' });
  const colleague = await newWorker(owner, 'Entries colleague');
  const own = unique('Own work');
  const theirs = unique('Colleague work');
  const base = { customers_id: customer.id, services_id: service.id };
  await addEntry(owner, {
    ...base,
    users_id: worker.id,
    text: own,
    time_since: '2025-03-12T10:00:00Z',
    time_until: '2025-03-12T11:00:00Z',
  });
  await addEntry(owner, {
    ...base,
    users_id: colleague.id,
    text: theirs,
    time_since: '2025-03-12T10:00:00Z',
    time_until: '2025-03-12T11:00:00Z',
  });
  await signInWithKey(page, worker.email, worker.key);
  await page.goto('/entries?date=2025-03-12');
  await expect(entryRow(page, own)).toBeVisible();
  await expect(page.getByText(theirs)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Co-worker', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The lock shows before anything is typed: the list says up to which day and why, and the row
  // offers no edit or delete.
  const notice = page.getByRole('note').filter({ hasText: 'are locked for you' });
  await expect(notice).toContainText('An owner or manager has locked your records up to and including');
  await expect(notice).toContainText(
    'A wrong project, service or text on a locked day needs an owner or manager',
  );
  const row = entryRow(page, own);
  await expect(row.getByRole('img', { name: /^Locked: .* can no longer be changed$/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Edit|Delete) the entry of/ })).toHaveCount(0);

  // A new entry, on the period's first day (the Monday), is refused at the day before anything is sent.
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/entries') posted++;
  });
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('dialog', { name: 'New entry' });
  const lock = form.getByRole('alert').filter({ hasText: 'This day is locked' });
  await expect(lock).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText(/^This day is locked for you \(up to /)).toBeVisible();
  expect(posted).toBe(0);
  const link = lock.getByRole('link', { name: /^Request a change for/ });
  await expect(link).toHaveAttribute('href', /\/change-requests\?.*new=1/);
  await expect(link).toHaveAttribute('href', /day=2025-03-10/);
  await link.click();
  await expect(page).toHaveURL(/\/change-requests/);
  const requestForm = page.getByRole('dialog', { name: 'Request a change' });
  await expect(requestForm.getByRole('textbox', { name: 'Day' })).toHaveValue('2025-03-10');
});

test('the picture of the period sums every entry shown, narrows the list to a day, and the list exports it', async ({
  page,
  owner,
}) => {
  const { customer, mainProject, service } = await arrange(owner);
  const base = { customers_id: customer.id, projects_id: mainProject.id, services_id: service.id };
  const texts = { monday: unique('Planning'), morning: unique('Build'), afternoon: unique('Internal') };
  await addEntry(owner, {
    ...base,
    text: texts.monday,
    time_since: '2025-03-11T09:00:00Z',
    time_until: '2025-03-11T10:30:00Z',
  });
  await addEntry(owner, {
    ...base,
    text: texts.morning,
    time_since: '2025-03-12T09:00:00Z',
    time_until: '2025-03-12T11:00:00Z',
  });
  await addEntry(owner, {
    ...base,
    billable: 0,
    text: texts.afternoon,
    time_since: '2025-03-12T13:00:00Z',
    time_until: '2025-03-12T14:00:00Z',
  });

  await signIn(page, demo.manager);
  await page.goto(`/entries?date=2025-03-12&customer=${customer.id}`);
  const picture = page.getByRole('region', { name: 'Summary of the period' });
  await expect(picture).toContainText('4:30 h');
  await expect(picture).toContainText('3:30 h');

  // The keyboard way to what a click on the day's bar does.
  await picture.getByRole('button', { name: /^Show only .*\b12\b/ }).click();
  await expect(page).toHaveURL(/period=day/);
  await expect(page).toHaveURL(/date=2025-03-12/);
  const table = page.getByRole('table', { name: 'Entries' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(entryRow(page, texts.monday)).toHaveCount(0);
  await expect(picture).toContainText('3:00 h');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  // Named by the period and the main filter, not by the day of the export.
  const slug = customer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect((await download).suggestedFilename()).toBe(`entries-2025-03-12-${slug}.csv`);
  const csv = (await readFile(await (await download).path())).toString('utf8').slice(1).split('\r\n');
  const header = csv[0]?.split(',') ?? [];
  expect(header).toEqual(expect.arrayContaining(['Type', 'Customer', 'Text', 'Start', 'Hours', 'Revenue']));
  const rows = csv.slice(1, -1).map((line) => line.split(','));
  expect(rows).toHaveLength(2);
  const hoursOf = (text: string) => rows.find((row) => row.includes(text))?.[header.indexOf('Hours')];
  expect(hoursOf(texts.morning)).toBe('2');
  expect(hoursOf(texts.afternoon)).toBe('1');
});

test('the button back to the present names the period of the view', async ({ page }) => {
  await signIn(page, demo.manager);
  await page.goto('/entries?period=day&date=2025-03-12');
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This week', exact: true })).toHaveCount(0);
  await page.goto('/entries?period=month&date=2025-03-12');
  await page.getByRole('button', { name: 'This month', exact: true }).click();
  await expect(page).toHaveURL(/period=month/);
  await expect(page).not.toHaveURL(/date=2025/);
});

test('the project pickers search the service: a project past the first fifty is found by typing, and keeps its name in a link', async ({
  page,
  owner,
}) => {
  const { customer } = await owner.post<{ customer: { id: number; name: string } }>('/api/v2/customers', {
    name: unique('Pier customer'),
  });
  // More projects than a picker offers at once (50), named so that the last sorts last.
  const projects: { id: number; name: string }[] = [];
  for (let index = 1; index <= 55; index++) {
    const { project } = await owner.post<{ project: { id: number; name: string } }>('/api/v2/projects', {
      name: `Pier ${String(index).padStart(2, '0')} ${customer.id}`,
      customers_id: customer.id,
    });
    projects.push(project);
  }
  const last = projects.at(-1) as { id: number; name: string };

  await signIn(page, demo.manager);
  await page.goto('/entries?date=2025-03-12');
  await pick(page, 'Customer', customer.name);
  const picker = page.getByRole('combobox', { name: 'Project', exact: true });
  await picker.click();
  await expect(page.getByRole('option', { name: projects[0]?.name })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Pier / })).toHaveCount(50);
  await expect(page.getByRole('option', { name: last.name })).toHaveCount(0);
  await pick(page, 'Project', last.name);
  await expect(page).toHaveURL(new RegExp(`project=${last.id}`));

  // Opened from a link, the filter names the project though no search has listed it.
  await page.goto(`/entries?date=2025-03-12&customer=${customer.id}&project=${last.id}`);
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(last.name);
  await expect(page.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue(customer.name);

  // The entry form's picker finds it too, offering only the chosen customer's projects.
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('dialog');
  await pick(form, 'Customer', customer.name);
  await pick(form, 'Project', last.name);
  await expect(form.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(last.name);
});
