import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import {
  apiHeaders,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signIn,
  test,
  todayOf,
  unique,
} from './fixtures.ts';

/** Twelve projects of one new customer, all named with `prefix`: two list pages of ten. */
async function twelveProjects(owner: ServiceClient, prefix: string) {
  const { customer } = await owner.post<{ customer: { id: number; name: string } }>('/api/v2/customers', {
    name: unique('Export customer'),
  });
  const names: string[] = [];
  for (let index = 1; index <= 12; index++) {
    // The first name would run as a formula in a spreadsheet if the CSV did not neutralise it.
    const name = index === 1 ? `=1+2 ${prefix}` : `${prefix} ${String(index).padStart(2, '0')}`;
    await owner.post('/api/v2/projects', {
      name,
      customers_id: customer.id,
      budget_money: index * 100 + 0.5,
      deadline: `2027-03-${String(index).padStart(2, '0')}`,
      active: index !== 12,
    });
    names.push(name);
  }
  return { customer, names };
}

async function exportAs(page: Page, kind: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  return download;
}

test('the projects list exports every page of its filtered rows as CSV and as a typed XLSX workbook', async ({
  page,
  owner,
}) => {
  const prefix = unique('Export');
  const { customer, names } = await twelveProjects(owner, prefix);
  const today = await todayOf(owner, demo.owner);

  await signIn(page);
  await page.goto(`/projects?search=${encodeURIComponent(prefix)}&items_per_page=10`);
  const table = page.getByRole('table', { name: 'Projects' });
  // Ten of twelve on the first page (plus the header row): the export must not stop there.
  await expect(table.getByRole('row')).toHaveCount(11);

  // Keyboard only: the menu opens on its first item and the arrow keys move between the items.
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeHidden();

  const csvDownload = await exportAs(page, 'CSV');
  expect(csvDownload.suggestedFilename()).toBe(`projects-${today}.csv`);
  const bytes = await readFile(await csvDownload.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Name,Customer,Number,Status,Completed,Billable by default,Budget,Budget kind,Budget used,Share of budget used,Billed,Billed completely,Deadline',
  );
  expect(lines.slice(1, -1)).toHaveLength(12);
  expect(lines.at(-1)).toBe('');
  // Sorted by name as the list is ("=" before letters); the formula-like name is defused with an apostrophe.
  expect(lines[1]).toBe(
    `'${names[0]},${customer.name},,Active,No,Yes,100.50,Money · hard,0.00,0,,,2027-03-01`,
  );
  expect(lines[2]).toBe(
    `${names[1]},${customer.name},,Active,No,Yes,200.50,Money · hard,0.00,0,,,2027-03-02`,
  );
  expect(lines[12]).toBe(
    `${names[11]},${customer.name},,Inactive,No,Yes,1200.50,Money · hard,0.00,0,,,2027-03-12`,
  );
  await expect(page.getByText(`12 rows saved as projects-${today}.csv.`)).toBeVisible();

  // Narrowed to active projects, the export follows the filter.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active', { exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  const xlsxDownload = await exportAs(page, 'Excel (XLSX)');
  expect(xlsxDownload.suggestedFilename()).toBe(`projects-${today}.xlsx`);
  const rows = await readSheet(await xlsxDownload.path());
  expect(rows[0]).toEqual([
    'Name',
    'Customer',
    'Number',
    'Status',
    'Completed',
    'Billable by default',
    'Budget',
    'Budget kind',
    'Budget used',
    'Share of budget used',
    'Billed',
    'Billed completely',
    'Deadline',
  ]);
  expect(rows).toHaveLength(1 + 11);
  // In a workbook a text cell is never run, so the name stays exactly as typed.
  expect(rows[1]?.[0]).toBe(names[0]);
  const first = rows[2] ?? [];
  expect(first[0]).toBe(names[1]);
  expect(first[1]).toBe(customer.name);
  expect(first[3]).toBe('Active');
  expect(first[4]).toBe('No');
  expect(first[5]).toBe('Yes');
  expect(typeof first[6]).toBe('number');
  expect(first[6]).toBe(200.5);
  // Nothing booked yet: none of the budget used, as numbers a spreadsheet can sum.
  expect(first[8]).toBe(0);
  expect(first[9]).toBe(0);
  expect(first[12]).toBeInstanceOf(Date);
  expect((first[12] as unknown as Date).toISOString().slice(0, 10)).toBe('2027-03-02');
  expect(rows.map((row) => row[0])).not.toContain(names[11]);
});

test('a cancelled export stops fetching and saves no file; a failed one can be tried again', async ({
  page,
  owner,
}) => {
  const prefix = unique('Cancel');
  await twelveProjects(owner, prefix);
  const today = await todayOf(owner, demo.owner);
  await signIn(page);
  await page.goto(`/projects?search=${encodeURIComponent(prefix)}&items_per_page=10`);
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('row')).toHaveCount(11);

  // Hold the export's request (the list asks for 10 a page, the export for 1000) until the test lets go.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/v2/projects' && url.searchParams.get('items_per_page') === '1000',
    async (route) => {
      await held;
      await route.continue().catch(() => {});
    },
  );
  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporting as CSV' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Collecting the rows…');
  // Cancel aborts the request itself, so no late answer can turn into a file. The dialog's
  // accessibility is checked on the failed export below: here a slow check could outlast the
  // app's 15 s request time-out, which ends the held request before Cancel does.
  const aborted = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('items_per_page=1000'),
  );
  await dialog.getByRole('button', { name: 'Cancel export' }).click();
  await expect(dialog).toBeHidden();
  await aborted;
  release();
  expect(downloads).toBe(0);
  await expect(page.getByText(/rows saved as/)).toHaveCount(0);

  // A refused request shows why; trying again (now answered) saves the file.
  await page.unroute(() => true);
  let refuse = true;
  await page.route(
    (url) => url.pathname === '/api/v2/projects' && url.searchParams.get('items_per_page') === '1000',
    async (route) => {
      if (refuse) {
        refuse = false;
        await route.abort('connectionrefused');
      } else {
        await route.continue();
      }
    },
  );
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const failed = page.getByRole('dialog', { name: 'Exporting as Excel (XLSX)' });
  await expect(failed.getByRole('alert')).toContainText('The export failed');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const download = page.waitForEvent('download');
  await failed.getByRole('button', { name: 'Try again' }).click();
  expect((await download).suggestedFilename()).toBe(`projects-${today}.xlsx`);
  await expect(failed).toBeHidden();
  expect(downloads).toBe(1);
});

test('the teams list exports its whole list in the order shown', async ({ page, owner }) => {
  const today = await todayOf(owner, demo.owner);
  const prefix = unique('Export team');
  for (const suffix of ['B', 'A']) {
    await owner.post('/api/v2/teams', { name: `${prefix} ${suffix}` });
  }
  await signIn(page);
  await page.goto('/teams');
  const table = page.getByRole('table', { name: 'Teams' });
  await expect(table.getByRole('row', { name: new RegExp(`${prefix} A`) })).toBeVisible();
  // Newest name first, as the list now shows.
  await table.getByRole('button', { name: /^Name/ }).click();

  const download = await exportAs(page, 'CSV');
  expect(download.suggestedFilename()).toBe(`teams-${today}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).slice(1).split('\r\n');
  expect(lines[0]).toBe('Name,Leader,Members,Who');
  const ours = lines.filter((line) => line.startsWith(prefix));
  expect(ours).toEqual([`${prefix} B,,0,`, `${prefix} A,,0,`]);
  const shownNames = await table.getByRole('row').allInnerTexts();
  const shownOrder = shownNames
    .filter((text) => text.startsWith(prefix))
    .map((text) => text.split(/[\t\n]/)[0]);
  expect(shownOrder).toEqual([`${prefix} B`, `${prefix} A`]);
});

test('the absences calendar exports the month shown for the co-worker filtered to, as XLSX with dates', async ({
  page,
  request,
  owner,
}) => {
  const worker = await newWorker(owner, 'Export absent');
  const headers = { ...apiHeaders(worker.email), 'X-ServiceApiKey': worker.key };
  for (const [since, until] of [
    ['2027-03-08', '2027-03-10'],
    ['2027-04-05', '2027-04-06'],
  ]) {
    const response = await request.post('/api/absences', {
      headers,
      data: { date_since: since, date_until: until, type: 1, note: '+ with a note' },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  await signIn(page);
  await page.goto(`/absences?month=2027-03&user=${worker.id}`);
  await expect(page.getByTestId('absence-calendar')).toBeVisible();
  const csv = await exportAs(page, 'CSV');
  // Named by the month shown and the co-worker filtered to.
  const slug = worker.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(csv.suggestedFilename()).toBe(`absences-2027-03-${slug}.csv`);
  const lines = (await readFile(await csv.path(), 'utf8')).slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Person,Type,From,Until,Days,Hours,Status,Note,Sick note,Asked on,Decided on,Decided by',
  );
  // Only March, only this co-worker; the note that starts like a formula is defused; asked for on the
  // day it was filed and, pending, not decided.
  expect(lines.slice(1, -1)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^${worker.name},Holiday,2027-03-08,2027-03-10,[\\d.]*,,Pending,'\\+ with a note,[^,]*,\\d{4}-\\d{2}-\\d{2},,$`,
      ),
    ),
  ]);

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  const rows = await readSheet(await xlsx.path());
  expect(rows).toHaveLength(2);
  const [name, , since, until] = rows[1] ?? [];
  expect(name).toBe(worker.name);
  expect(since).toBeInstanceOf(Date);
  expect((until as unknown as Date).toISOString().slice(0, 10)).toBe('2027-03-10');
});
