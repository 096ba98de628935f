import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  findUser,
  newWorker,
  type ServiceClient,
  serviceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

// Day–month order ("3–5 May"), as the app formats dates in the browser's regional English.
test.use({ locale: 'en-GB' });

type Absence = {
  id: number;
  date_since: string;
  date_until: string;
  status: number;
  type?: number;
  count_days: number | null;
  note?: string | null;
};

/** The seed fills the current year only; next year's days are free unless this spec took them. */
const year = new Date().getUTCFullYear() + 1;

function isWeekday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function datesOf(month: string): string[] {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * `length` consecutive weekdays of the month (Monday–Friday, no weekend inside) that no absence of
 * the user touches, in any status (so bars stay unique on a rerun), starting after `after`; checked
 * against the service, not assumed.
 */
async function freeWeekdays(
  client: ServiceClient,
  usersId: number,
  month: string,
  length: number,
  after = '',
): Promise<[string, string]> {
  const { absences } = await client.get<{ absences: Absence[] }>(
    `/api/absences?year=${year}&users_id=${usersId}`,
  );
  const taken = (date: string) =>
    absences.some((absence) => absence.date_since <= date && date <= absence.date_until);
  const dates = datesOf(month);
  for (let start = 0; start + length <= dates.length; start++) {
    const run = dates.slice(start, start + length);
    if ((run[0] as string) <= after) continue;
    if (run.every((date) => isWeekday(date) && !taken(date))) return [run[0] as string, run.at(-1) as string];
  }
  throw new Error(`no ${length} free weekdays in ${month}`);
}

const day = (date: string) => String(Number(date.slice(8, 10)));
/** "3–5 May" or "17 May"; ICU may or may not put spaces round the dash. */
function rangePattern(since: string, until: string, monthName: string): string {
  return since === until ? `${day(since)} ${monthName}` : `${day(since)}\\s?–\\s?${day(until)} ${monthName}`;
}

/** Holiday days (type 1) of a user in the year with a status, as the account counts them. */
async function holidayDays(client: ServiceClient, usersId: number, status: number): Promise<number> {
  const { absences } = await client.get<{ absences: Absence[] }>(
    `/api/absences?year=${year}&users_id=${usersId}`,
  );
  return absences
    .filter((absence) => absence.type === 1 && absence.status === status)
    .reduce((sum, absence) => sum + (absence.count_days ?? 0), 0);
}

async function accountFigures(page: Page) {
  const account = page.getByTestId('holiday-account');
  await expect(account).toBeVisible();
  return account;
}

test('a worker files a half-day holiday and withdraws another', async ({ page, request }) => {
  const email = 'zeynep.kaya@example.com';
  const worker = serviceClient(request, email);
  const me = await findUser(worker, (user) => user.email === email);
  const month = `${year}-03`;

  // Arranged through the interface: a pending holiday to withdraw later.
  const [withdrawSince, withdrawUntil] = await freeWeekdays(worker, me.id, month, 3);
  const { absence: toWithdraw } = await worker.post<{ absence: Absence }>('/api/absences', {
    date_since: withdrawSince,
    date_until: withdrawUntil,
    type: 1,
  });
  const [halfDay] = await freeWeekdays(worker, me.id, month, 1, withdrawUntil);
  const note = unique('Dentist');

  await signIn(page, email);
  await page.goto(`/absences?month=${month}`);
  const calendar = page.getByTestId('absence-calendar');
  // A worker without the right to see others' absences sees only their own row.
  await expect(calendar.getByRole('row')).toHaveCount(2);
  await expect(calendar.getByRole('rowheader')).toHaveText(/Zeynep Kaya/);

  // Pick the day on the own row: first and last click on the same cell make a single day.
  const dayCell = calendar.getByRole('button', { name: `Pick ${day(halfDay)} March ${year}` });
  await dayCell.click();
  await expect(page.getByRole('status').filter({ hasText: 'Now click the last day' })).toBeVisible();
  await dayCell.click();
  const dialog = page.getByRole('dialog', { name: 'Request absence' });
  await expect(dialog.getByLabel('First day')).toHaveValue(halfDay);
  await expect(dialog.getByLabel('Last day')).toHaveValue(halfDay);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Holiday', exact: true }).click();
  await dialog.getByLabel('Note').fill(note);
  await dialog.getByText('Half day', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  const halfBar = calendar.getByRole('button', {
    name: new RegExp(`^Zeynep Kaya: Holiday, ${rangePattern(halfDay, halfDay, 'March')}, half day, pending$`),
  });
  await expect(halfBar).toBeVisible();
  const { absences } = await worker.get<{ absences: (Absence & { note: string | null })[] }>(
    `/api/absences?year=${year}&users_id=${me.id}`,
  );
  expect(absences.find((absence) => absence.note === note)).toMatchObject({
    date_since: halfDay,
    date_until: halfDay,
    count_days: 0.5,
    status: 0,
  });

  // A request over days already taken is refused at the form, and what was typed stays.
  await page.getByRole('button', { name: 'Request absence' }).click();
  const retry = page.getByRole('dialog', { name: 'Request absence' });
  await retry.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Special leave', exact: true }).click();
  await retry.getByLabel('First day').fill(halfDay);
  await retry.getByLabel('Last day').fill(halfDay);
  await retry.getByLabel('Note').fill('Moving house');
  await retry.getByRole('button', { name: 'Send request' }).click();
  await expect(retry.getByRole('alert')).toContainText('overlap another pending or approved absence');
  await expect(retry.getByLabel('Note')).toHaveValue('Moving house');
  await expect(retry.getByLabel('First day')).toHaveValue(halfDay);
  await retry.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(retry).toBeHidden();

  // Withdraw the other request from its bar, confirming first.
  const withdrawBar = calendar.getByRole('button', {
    name: new RegExp(
      `^Zeynep Kaya: Holiday, ${rangePattern(withdrawSince, withdrawUntil, 'March')}, pending$`,
    ),
  });
  await withdrawBar.click();
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw your request?' });
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdrawBar).toHaveCount(0);
  await expect(halfBar).toBeVisible();
  const { absence: withdrawn } = await worker.get<{ absence: Absence }>(`/api/absences/${toWithdraw.id}`);
  expect(withdrawn.status).toBe(4);

  // Withdrawn requests come back with the status filter.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All, with declined and withdrawn' }).click();
  await expect(
    calendar.getByRole('button', {
      name: new RegExp(
        `^Zeynep Kaya: Holiday, ${rangePattern(withdrawSince, withdrawUntil, 'March')}, withdrawn$`,
      ),
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/status=all/);
});

test('an absence manager approves one request and declines another; calendar and account follow', async ({
  page,
  request,
  owner,
}) => {
  const email = 'felix.wagner@example.com';
  const worker = serviceClient(request, email);
  const felix = await findUser(worker, (user) => user.email === email);
  const month = `${year}-05`;
  const [approveSince, approveUntil] = await freeWeekdays(worker, felix.id, month, 3);
  const [declineSince, declineUntil] = await freeWeekdays(worker, felix.id, month, 2, approveUntil);
  const { absence: toApprove } = await worker.post<{ absence: Absence }>('/api/absences', {
    date_since: approveSince,
    date_until: approveUntil,
    type: 1,
  });
  const { absence: toDecline } = await worker.post<{ absence: Absence }>('/api/absences', {
    date_since: declineSince,
    date_until: declineUntil,
    type: 1,
  });
  const approveDays = toApprove.count_days as number;
  const declineDays = toDecline.count_days as number;

  // The account as the interface defines it: quota of the year + carryover − approved − pending.
  const { holidaysquota } = await owner.get<{
    holidaysquota: { year_since: number; year_until: number | null; count: number }[];
  }>(`/api/holidaysquota?users_id=${felix.id}`);
  const quota =
    holidaysquota.find((row) => row.year_since <= year && (row.year_until === null || year <= row.year_until))
      ?.count ?? 0;
  const { holidayscarry } = await owner.get<{ holidayscarry: { count: number }[] }>(
    `/api/holidayscarry?users_id=${felix.id}&year=${year}`,
  );
  const total = quota + (holidayscarry[0]?.count ?? 0);

  // Whatever the user already had in that year stays as it is; only this test's two requests move.
  const approvedBefore = await holidayDays(owner, felix.id, 1);
  const pendingBefore = await holidayDays(owner, felix.id, 0);

  await signIn(page, demo.manager);
  await page.goto(`/absences/person/${felix.id}?year=${year}`);
  let account = await accountFigures(page);
  await expect(account).toContainText(new RegExp(`Pending\\s*${pendingBefore}(?![\\d.])`));
  await expect(account).toContainText(new RegExp(`Approved\\s*${approvedBefore}(?![\\d.])`));
  await expect(account).toContainText(
    new RegExp(`after pending\\)\\s*${total - approvedBefore - pendingBefore}(?![\\d.])`),
  );

  // Approve from the list of pending requests, where days left and the team are shown first.
  await page.goto('/absences?tab=pending');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Felix Wagner · Holiday' }) })
    .filter({ hasText: new RegExp(rangePattern(approveSince, approveUntil, `May ${year}`)) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Holidays left in ${year} after pending`);
  await expect(card).toContainText(/Nobody else in Consulting|Also away in Consulting/);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // Decline the other from its bar in the month view.
  await page.goto(`/absences?month=${month}`);
  const calendar = page.getByTestId('absence-calendar');
  const approvedBar = calendar.getByRole('button', {
    name: new RegExp(`^Felix Wagner: Holiday, ${rangePattern(approveSince, approveUntil, 'May')}, approved$`),
  });
  await expect(approvedBar).toBeVisible();
  const declineBar = calendar.getByRole('button', {
    name: new RegExp(`^Felix Wagner: Holiday, ${rangePattern(declineSince, declineUntil, 'May')}, pending$`),
  });
  await declineBar.click();
  const popover = page.getByRole('dialog', { name: /^Felix Wagner: Holiday/ });
  await expect(popover).toContainText(`Holidays left in ${year} after pending`);
  await popover.getByRole('button', { name: 'Decline' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this request?' });
  await confirm
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Trade fair week, all hands needed.');
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(declineBar).toHaveCount(0);
  await expect(approvedBar).toBeVisible();

  const { absence: declined } = await owner.get<{ absence: Absence }>(`/api/absences/${toDecline.id}`);
  expect(declined.status).toBe(2);
  // The reason goes into the interface's note, which the requester reads with the absence.
  expect(declined.note).toBe('Trade fair week, all hands needed.');

  await page.goto(`/absences/person/${felix.id}?year=${year}`);
  account = await accountFigures(page);
  await expect(account).toContainText(new RegExp(`Approved\\s*${approvedBefore + approveDays}(?![\\d.])`));
  await expect(account).toContainText(
    new RegExp(`Pending\\s*${pendingBefore - approveDays - declineDays}(?![\\d.])`),
  );
  await expect(account).toContainText(
    new RegExp(`after pending\\)\\s*${total - approvedBefore - pendingBefore + declineDays}(?![\\d.])`),
  );
  await expect(page.getByRole('row').filter({ hasText: 'Trade fair week, all hands needed.' })).toContainText(
    'Declined',
  );
});

test('the month calendar asks for its month only, shows an absence running into it, and keeps each month', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Spanning Holiday');
  await owner.post('/api/absences', {
    users_id: worker.id,
    status: 1,
    type: 1,
    date_since: `${year}-06-29`,
    date_until: `${year}-07-02`,
  });
  const monthAsked = (month: string) => (url: URL) =>
    url.pathname === '/api/absences' && url.searchParams.get('date_since') === `${month}-01`;
  const asked: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/absences') asked.push(url);
  });

  // The owner administers everyone, so the bar names the type.
  await signIn(page);
  const july = page.waitForRequest((sent) => monthAsked(`${year}-07`)(new URL(sent.url())));
  await page.goto(`/absences?month=${year}-07`);
  expect(Object.fromEntries(new URL((await july).url()).searchParams)).toEqual({
    year: String(year),
    date_since: `${year}-07-01`,
    date_until: `${year}-07-31`,
  });
  // Begun in June, the holiday still shows in July, named with its whole range.
  const bar = page
    .getByTestId('absence-calendar')
    .getByRole('button', { name: new RegExp(`^${worker.name}: Holiday, 29 June\\s?–\\s?2 July, approved$`) });
  await expect(bar).toBeVisible();
  // No request of the page asked for a whole year: the pending count asks for one status only.
  expect(
    asked.filter((url) => !url.searchParams.has('date_since') && !url.searchParams.has('status')),
  ).toEqual([]);

  const june = page.waitForRequest((sent) => monthAsked(`${year}-06`)(new URL(sent.url())));
  await page.getByRole('button', { name: 'Previous month' }).click();
  await june;
  await expect(bar).toBeVisible();
  // Back in July, the month's list comes from the cache.
  const julyRequests = asked.filter(monthAsked(`${year}-07`)).length;
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${year}-07`));
  await expect(bar).toBeVisible();
  expect(asked.filter(monthAsked(`${year}-07`))).toHaveLength(julyRequests);
});

test('the absence calendar has no serious accessibility violations', async ({ page }) => {
  // Two scans of a month of the whole company's rows: about a minute on a busy two-core machine.
  test.slow();
  await signIn(page, demo.manager);
  await page.goto('/absences');
  await expect(page.getByTestId('absence-calendar').getByRole('row').nth(5)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);

  await page.getByRole('tab', { name: /Pending requests/ }).click();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  const pending = await new AxeBuilder({ page }).analyze();
  expect(
    pending.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.length}`),
  ).toEqual([]);
});
