import {
  expect,
  expectNoSeriousA11yViolations,
  fullTimeFrom,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

// A past year is counted whole, so its figures do not depend on the day the journey runs. London keeps
// UTC until the end of March, so the intervals below are the worker's own clock.
const YEAR = 2025;
const MONDAY = `${YEAR}-03-03`;
const TUESDAY = `${YEAR}-03-04`;

/** A worker in London with 8 h target hours on Monday to Friday, for `since` to `until` only. */
async function workerWithTarget(owner: ServiceClient, label: string, since: string, until: string) {
  const worker = await newWorker(owner, label, { timezone: 'Europe/London', language: 'en' });
  await owner.post('/api/targethours', fullTimeFrom(worker.id, since, until));
  return worker;
}

/** Work time on `date` from `since` to `until` (hh:mm, UTC), filed by the owner and so applied at once. */
async function work(owner: ServiceClient, usersId: number, date: string, since: string, until: string) {
  const { change_request } = await owner.post<{ change_request: unknown }>(
    '/api/v2/workTimes/changeRequests',
    {
      users_id: usersId,
      date,
      changes: [{ type: 1, time_since: `${date}T${since}:00Z`, time_until: `${date}T${until}:00Z` }],
    },
  );
  expect(change_request).toBeNull();
}

async function absence(owner: ServiceClient, body: Record<string, unknown>) {
  await owner.post('/api/absences', { status: 1, ...body });
}

const dayButton = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('button', { name: `Details of ${label}` });

test('a worker’s approved holiday and half day show as credits on their own account', async ({
  page,
  owner,
}) => {
  const worker = await workerWithTarget(owner, 'Holly Credit', MONDAY, TUESDAY);
  await absence(owner, { users_id: worker.id, type: 1, date_since: MONDAY, date_until: MONDAY });
  await absence(owner, {
    users_id: worker.id,
    type: 1,
    date_since: TUESDAY,
    date_until: TUESDAY,
    count_days: 0.5,
  });
  await work(owner, worker.id, TUESDAY, '09:00', '13:00');

  await signInWithKey(page, worker.email, worker.key);
  // A worker lands on My time; the full account is a click away.
  await expect(page).toHaveURL(/\/my-time$/);
  await expect(page.getByRole('heading', { name: 'My time' })).toBeVisible();
  await expect(page.getByText('This week')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open my account' }).click();
  await expect(page.getByRole('heading', { name: 'My work-time account' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous year' }).click();
  await page.getByRole('button', { name: /^March: difference/ }).click();
  await expect(page).toHaveURL(new RegExp(`year=${YEAR}&month=3`));

  const summary = page.getByRole('region', { name: `The year ${YEAR}` });
  await expect(summary.getByText('Balance', { exact: true }).locator('..')).toContainText('0:00 h');
  await expect(summary.getByText('Absence credits').locator('..')).toContainText('12:00 h');

  await dayButton(page, 'Monday, March 3, 2025').click();
  const drawer = page.getByRole('dialog', { name: 'Monday, March 3, 2025' });
  await expect(drawer.getByRole('row', { name: /^Credit/ })).toContainText('8:00 h');
  await expect(drawer.getByRole('row', { name: /^Difference/ })).toContainText('0:00 h');
  await expect(drawer.getByText('Approved absence: Holiday')).toBeVisible();
  await expect(drawer.getByText(/Target hours in force: 40:00\sh\/week/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await dayButton(page, 'Tuesday, March 4, 2025').click();
  const tuesday = page.getByRole('dialog', { name: 'Tuesday, March 4, 2025' });
  await expect(tuesday.getByRole('row', { name: /^Credit/ })).toContainText('4:00 h');
  await expect(tuesday.getByRole('row', { name: /^Worked/ })).toContainText('4:00 h');
  await expect(tuesday.getByText('Approved absence: Holiday (half day)')).toBeVisible();
  await expect(tuesday.getByText('From 09:00 to 13:00')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`day=${TUESDAY}`));
});

test('an overtime reduction takes the overtime off the balance', async ({ page, owner }) => {
  const worker = await workerWithTarget(owner, 'Otto Reduction', MONDAY, TUESDAY);
  await work(owner, worker.id, MONDAY, '06:00', '22:00');
  await absence(owner, {
    users_id: worker.id,
    type: 3,
    date_since: TUESDAY,
    date_until: TUESDAY,
    count_hours: 8,
  });

  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/users/${worker.id}/account?year=${YEAR}&month=3`);
  const summary = page.getByRole('region', { name: `The year ${YEAR}` });
  await expect(summary.getByText('Overtime reduction taken').locator('..')).toContainText('8:00 h');
  await expect(summary.getByText('Balance', { exact: true }).locator('..')).toContainText('0:00 h');

  await dayButton(page, 'Monday, March 3, 2025').click();
  const monday = page.getByRole('dialog', { name: 'Monday, March 3, 2025' });
  await expect(monday.getByRole('row', { name: /^Difference/ })).toContainText('+8:00 h');
  await expect(monday.getByRole('row', { name: /^Balance/ })).toContainText('+8:00 h');
  await page.keyboard.press('Escape');

  await dayButton(page, 'Tuesday, March 4, 2025').click();
  const tuesday = page.getByRole('dialog', { name: 'Tuesday, March 4, 2025' });
  await expect(tuesday.getByRole('row', { name: /^Difference/ })).toContainText('\u22128:00 h');
  await expect(tuesday.getByRole('row', { name: /^Balance/ })).toContainText('0:00 h');
  await expect(tuesday.getByText(/Overtime reduction: no credit/)).toBeVisible();
});

test('a worker sees only their own account: another’s address says it is not allowed', async ({
  page,
  owner,
}) => {
  const worker = await workerWithTarget(owner, 'Nosy Worker', MONDAY, TUESDAY);
  const other = await workerWithTarget(owner, 'Private Worker', MONDAY, TUESDAY);
  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/users/${other.id}/account?year=${YEAR}`);
  await expect(page.getByText('Not yours to see')).toBeVisible();
  await expect(page.getByText(`only owners, managers and ${other.name} see it`)).toBeVisible();
  await expect(page.getByRole('region', { name: `The year ${YEAR}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The team's accounts are not theirs either: the address leads to their own time.
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/my-time$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Work-time accounts' }),
  ).toHaveCount(0);
});

test('a manager sees the team’s accounts, filters by team and opens one', async ({ page, owner }) => {
  const { team } = await owner.post<{ team: { id: number; name: string } }>('/api/v2/teams', {
    name: unique('Account team'),
  });
  const worker = await workerWithTarget(owner, 'Tina Team', MONDAY, MONDAY);
  await owner.put(`/api/v2/users/${worker.id}`, { teams_id: team.id });
  await work(owner, worker.id, MONDAY, '08:00', '18:00');

  await signIn(page, 'manager@example.com');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Work-time accounts', exact: true })
    .click();
  await expect(page).toHaveURL(/\/accounts$/);
  await page.getByRole('button', { name: 'Previous year' }).click();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: team.name }).click();
  await expect(page).toHaveURL(new RegExp(`year=${YEAR}.*team=${team.id}`));
  const table = page.getByRole('table', { name: 'Work-time accounts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: worker.name });
  await expect(row).toContainText('+2:00 h');
  await expect(row).toContainText('10:00 h');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: worker.name }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${worker.id}/account\\?year=${YEAR}`));
  await expect(page.getByRole('heading', { name: `Work-time account: ${worker.name}` })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `The year ${YEAR}` })
      .getByText('Balance', { exact: true })
      .locator('..'),
  ).toContainText('+2:00 h');
});
