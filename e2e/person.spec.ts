import type { Locator, Page } from '@playwright/test';
import {
  demo,
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

type TargetHoursRow = { id: number; date_since: string; date_until: string | null; friday?: number };

/** An approved holiday (type 1), entered by the owner. */
async function approvedHoliday(
  owner: ServiceClient,
  usersId: number,
  date_since: string,
  date_until: string,
) {
  const { absence } = await owner.post<{ absence: { id: number; count_days: number } }>('/api/absences', {
    users_id: usersId,
    type: 1,
    status: 1,
    date_since,
    date_until,
  });
  return absence;
}

function timeline(page: Page): Locator {
  return page.getByRole('region', { name: 'Timeline' });
}

/** A line of the holiday account: its label and value. */
function accountLine(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: /^Holiday account \d{4}$/ })
    .getByText(label, { exact: true })
    .locator('xpath=..');
}

test('a part-time change is entered on the timeline’s page and counts a later holiday week with four days', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Part-timer');
  await owner.post('/api/targethours', fullTimeFrom(worker.id, '2031-01-01'));
  // With a surcharge model in the company, adding a row offers to start one on the same day.
  await owner.post('/api/v2/surcharges', {
    name: unique('Evenings'),
    accumulation: true,
    night: { percent: 10, time_since: '20:00:00', time_until: '23:00:00' },
  });
  await owner.post('/api/holidaysquota', {
    users_id: worker.id,
    year_since: 2031,
    year_until: 2031,
    count: 30,
  });

  // The owner administers every absence, so the account counts their days.
  await signIn(page, demo.owner);
  await page.goto(`/users/${worker.id}?year=2031`);
  await expect(page.getByRole('heading', { level: 1, name: worker.name })).toBeVisible();
  await expect(
    timeline(page).getByRole('button', { name: /40:00\sh\/week, from Jan 1, 2031/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'New target hours' }).click();
  const form = page.getByRole('dialog', { name: 'New target hours' });
  // A new row starts from the schedule in force.
  await expect(form.getByRole('textbox', { name: 'Fri' })).toHaveValue('8');
  await form.getByRole('textbox', { name: 'From' }).fill('2031-03-01');
  await expect(form.getByRole('status')).toHaveText(
    'Saving ends the current row (from Jan 1, 2031) on Feb 28, 2031, the day before this one starts.',
  );
  await form.getByRole('textbox', { name: 'Fri' }).fill('0');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const post = page.waitForRequest((request) => request.method() === 'POST');
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await post).postDataJSON()).toMatchObject({ date_since: '2031-03-01', friday: 0, monday: 8 });
  await expect(page.getByText('Target hours from Mar 1, 2031 added')).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Same surcharge model from this day?' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();

  await expect(
    timeline(page).getByRole('button', { name: /32:00\sh\/week, from Mar 1, 2031/ }),
  ).toBeVisible();
  await expect(
    timeline(page).getByRole('button', { name: /40:00\sh\/week, Jan 1, 2031 – Feb 28, 2031/ }),
  ).toBeVisible();
  const { targethours } = await owner.get<{ targethours: TargetHoursRow[] }>(
    `/api/targethours?users_id=${worker.id}`,
  );
  expect(
    targethours.map(({ date_since, date_until, friday }) => ({ date_since, date_until, friday })),
  ).toEqual([
    { date_since: '2031-01-01', date_until: '2031-02-28', friday: 8 },
    { date_since: '2031-03-01', date_until: null, friday: 0 },
  ]);
  const { data: modelPeriods } = await owner.get<{ data: unknown[] }>(
    `/api/v2/usersSurchargeModels?filter[users_id]=${worker.id}`,
  );
  expect(modelPeriods).toEqual([]);

  // The same Monday-to-Friday week off counts five days before the change and four after it.
  const before = await approvedHoliday(owner, worker.id, '2031-02-10', '2031-02-14');
  const after = await approvedHoliday(owner, worker.id, '2031-03-10', '2031-03-14');
  expect([before.count_days, after.count_days]).toEqual([5, 4]);
  await page.reload();
  await expect(accountLine(page, 'Approved')).toContainText('9');
  await expect(accountLine(page, 'Days left (after pending)')).toContainText('21');

  // The account's year is in the address; dark mode passes the same checks.
  await page.getByRole('combobox', { name: 'Holiday account of' }).click();
  await page.getByRole('option', { name: '2030' }).click();
  await expect(page).toHaveURL(/[?&]year=2030/);
  await expect(page.getByRole('region', { name: 'Holiday account 2030' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
});

test('a quota of 27.5 days and a carryover of −1.5 days give the year’s account their sum', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Half-day');
  await signIn(page, demo.owner);
  await page.goto(`/users/${worker.id}?year=2031`);
  await expect(page.getByRole('table', { name: 'Holiday quotas' })).toHaveCount(0);
  await expect(page.getByText('No quotas yet')).toBeVisible();

  await page.getByRole('button', { name: 'New quota' }).click();
  const quotaForm = page.getByRole('dialog', { name: 'New holiday quota' });
  await quotaForm.getByRole('textbox', { name: 'From year' }).fill('2031');
  await quotaForm.getByRole('textbox', { name: 'Until year' }).fill('2031');
  await quotaForm.getByRole('textbox', { name: 'Holidays per year' }).fill('27.3');
  await quotaForm.getByRole('button', { name: 'Create' }).click();
  await expect(quotaForm.getByText('Whole or half days only')).toBeVisible();
  await quotaForm.getByRole('textbox', { name: 'Holidays per year' }).fill('27.5');
  await quotaForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Quota for 2031 added')).toBeVisible();

  await page.getByRole('button', { name: 'New carryover' }).click();
  const carryForm = page.getByRole('dialog', { name: 'New carryover' });
  await expect(carryForm.getByRole('textbox', { name: 'Year' })).toHaveValue('2031');
  await carryForm.getByRole('textbox', { name: 'Days carried over' }).fill('-1.5');
  await carryForm.getByRole('textbox', { name: 'Note' }).fill('Deficit from 2030');
  await carryForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Carryover into 2031 added: -1.5 days')).toBeVisible();

  await expect(accountLine(page, 'Quota')).toContainText('27.5');
  await expect(accountLine(page, 'Carryover')).toContainText('-1.5');
  await expect(accountLine(page, 'Days left (after pending)')).toContainText('26');
  await expect(timeline(page).getByRole('button', { name: /27\.5 days\/year, 2031/ })).toBeVisible();
  await expect(timeline(page).getByRole('button', { name: /-1\.5 days, 2031/ })).toBeVisible();
  const { holidaysquota } = await owner.get<{ holidaysquota: { count: number }[] }>(
    `/api/holidaysquota?users_id=${worker.id}`,
  );
  const { holidayscarry } = await owner.get<{ holidayscarry: { count: number; note: string }[] }>(
    `/api/holidayscarry?users_id=${worker.id}`,
  );
  expect(holidaysquota.map((row) => row.count)).toEqual([27.5]);
  expect(holidayscarry).toEqual([
    { users_id: worker.id, year: 2031, count: -1.5, note: 'Deficit from 2030' },
  ]);

  // Clicking the carryover on the timeline opens it; deleting it asks first.
  await timeline(page)
    .getByRole('button', { name: /-1\.5 days, 2031/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit carryover' });
  await edit.getByRole('textbox', { name: 'Days carried over' }).fill('-2');
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toEqual({ count: -2 });
  expect((await put).headers()['if-match']).toBeTruthy();
  await expect(accountLine(page, 'Days left (after pending)')).toContainText('25.5');

  await page
    .getByRole('table', { name: 'Carryovers' })
    .getByRole('button', { name: 'Delete -2 days, 2031' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete “-2 days, 2031”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('“-2 days, 2031” deleted')).toBeVisible();
  await expect(owner.get(`/api/holidayscarry/${worker.id}/2031`)).rejects.toThrow(/→ 404/);
});

test('a holiday-group period that overlaps another is refused at the form, before anything is sent', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Regional');
  const { nonbusinessgroups } = await owner.get<{ nonbusinessgroups: { id: number; name: string }[] }>(
    '/api/nonbusinessgroups',
  );
  const [first, second] = nonbusinessgroups as [{ id: number; name: string }, { id: number; name: string }];
  await owner.post('/api/v2/usersNonbusinessGroups', {
    users_id: worker.id,
    nonbusiness_groups_id: first.id,
    date_since: '2031-01-01',
    date_until: '2031-12-31',
  });

  await signIn(page, demo.manager);
  await page.goto(`/users/${worker.id}`);
  await page.getByRole('button', { name: 'New period' }).click();
  const form = page.getByRole('dialog', { name: 'New holiday-group period' });
  await form.getByRole('combobox', { name: 'Holiday group' }).click();
  await page.getByRole('option', { name: second.name }).click();
  await form.getByRole('textbox', { name: 'From' }).fill('2031-06-01');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(
    form.getByText(
      `Overlaps ${first.name} Jan 1, 2031 – Dec 31, 2031. Periods of a person may not share a day.`,
    ),
  ).toBeVisible();
  expect(posted).toBe(false);

  await form.getByRole('textbox', { name: 'From' }).fill('2032-01-01');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`Period of ${second.name} added`)).toBeVisible();
  await expect(
    timeline(page).getByRole('button', { name: new RegExp(`${second.name}, from Jan 1, 2032`) }),
  ).toBeVisible();
});

test('a worker reads their own settings without controls, and sees a notice on a co-worker’s page', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Reader');
  const colleague = await newWorker(owner, 'Colleague');
  await owner.post('/api/targethours', fullTimeFrom(worker.id, '2030-01-01'));

  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/users/${worker.id}`);
  await expect(timeline(page).getByText(/40:00\sh\/week, from Jan 1, 2030/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Target hours' })).toContainText('from Jan 1, 2030');
  await expect(page.getByRole('button', { name: /^New / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/users/${colleague.id}`);
  await expect(page.getByRole('heading', { level: 1, name: colleague.name })).toBeVisible();
  await expect(page.getByText(`Only for owners, managers and ${colleague.name}`)).toBeVisible();
  await expect(timeline(page)).toHaveCount(0);
  await expect(page.getByText('Could not load this page')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
