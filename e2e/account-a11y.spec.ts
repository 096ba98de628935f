// Issues 23 and 28's bar for the account and recording pages: axe-clean in light and dark, nothing wider
// than a 390 px phone, a day's details reached by keyboard alone, and no English left in German or French.
import type { Page } from '@playwright/test';
import { account as de } from '../src/i18n/de/account.ts';
import { account as en } from '../src/i18n/en/account.ts';
import { account as fr } from '../src/i18n/fr/account.ts';
import {
  demo,
  expect,
  expectAxeCleanInBothSchemes,
  expectNoSidewaysScroll,
  fullTimeFrom,
  newWorker,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

// A past month counted whole, so the figures do not depend on the day the journey runs; London keeps UTC
// until the end of March, so the interval below is the worker's own clock.
const YEAR = 2025;
const TUESDAY = `${YEAR}-03-04`;
const accountOfMarch = (usersId: number) => `/users/${usersId}/account?year=${YEAR}&month=3`;

/** A worker with target hours in the week of TUESDAY and four hours of work time on it. */
async function arrange(owner: ServiceClient, label: string, language: 'en' | 'de' | 'fr' = 'en') {
  const worker = await newWorker(owner, label, { timezone: 'Europe/London', language });
  await owner.post('/api/targethours', fullTimeFrom(worker.id, `${YEAR}-03-03`, `${YEAR}-03-07`));
  await owner.post('/api/v2/workTimes/changeRequests', {
    users_id: worker.id,
    date: TUESDAY,
    changes: [{ type: 1, time_since: `${TUESDAY}T09:00:00Z`, time_until: `${TUESDAY}T13:00:00Z` }],
  });
  return worker;
}

const phone = { width: 390, height: 844 };

const summaryBalance = (page: Page) =>
  page.getByRole('region', { name: `The year ${YEAR}` }).getByText('Balance', { exact: true });

test('a worker’s time, account with a day open, timesheet and running timer pass axe in light and dark', async ({
  page,
  owner,
}) => {
  // Eight runs of axe over four pages: more than a journey's usual minute on the 2-core machine.
  test.setTimeout(150_000);
  const worker = await arrange(owner, 'Axe worker');
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: unique('Axe customer'),
  });
  const { service } = await owner.post<{ service: { id: number } }>('/api/services', {
    name: unique('Axe service'),
  });
  await owner.post('/api/v2/entries', {
    users_id: worker.id,
    customers_id: customer.id,
    services_id: service.id,
    billable: 1,
    text: 'Axe check',
    time_since: new Date(Date.now() - 60_000).toISOString().replace(/\.\d+/, ''),
    time_until: null,
  });

  await signInWithKey(page, worker.email, worker.key);
  await expect(page.getByText('This week')).toBeVisible();
  await expectAxeCleanInBothSchemes(page);

  await page.goto(accountOfMarch(worker.id));
  await expect(summaryBalance(page)).toBeVisible();
  await page.getByRole('button', { name: 'Details of Tuesday, March 4, 2025' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tuesday, March 4, 2025' });
  await expect(drawer.getByText('From 09:00 to 13:00')).toBeVisible();
  await expectAxeCleanInBothSchemes(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.goto('/timesheet?week=2025-06-11');
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
  await expectAxeCleanInBothSchemes(page);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Timer running/ })
    .click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('group', { name: 'Running' }).getByText('Axe check')).toBeVisible();
  // The timesheet under the panel has just passed.
  await expectAxeCleanInBothSchemes(page, '[role="dialog"]');
});

test('a manager’s list of accounts passes axe in light and dark and fits 390 px', async ({ page, owner }) => {
  await arrange(owner, 'Axe listed');
  await signIn(page, demo.manager);
  await page.goto(`/accounts?year=${YEAR}`);
  await expect(page.getByRole('table', { name: 'Work-time accounts' }).getByRole('row').nth(1)).toBeVisible();
  await expectAxeCleanInBothSchemes(page);

  await page.setViewportSize(phone);
  await expect(page.getByRole('heading', { name: 'Work-time accounts', level: 1 })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});

test('by keyboard alone a day of the month opens its details, and Escape returns to the day', async ({
  page,
  owner,
}) => {
  const worker = await arrange(owner, 'Keyboard worker');
  await signInWithKey(page, worker.email, worker.key);
  await page.goto(accountOfMarch(worker.id));
  const day = page.getByRole('button', { name: 'Details of Tuesday, March 4, 2025' });
  await expect(day).toBeVisible();
  // From the top of the page, Tab walks on until the day has the focus.
  await page.locator('body').focus();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await day.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(day).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Tuesday, March 4, 2025' });
  await expect(drawer.getByRole('row', { name: /^Worked/ })).toContainText('4:00 h');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(day).toBeFocused();
});

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('my time, the account and the timesheet fit 390 px with the balance in view', async ({
    page,
    owner,
  }) => {
    const worker = await arrange(owner, 'Phone account');
    await signInWithKey(page, worker.email, worker.key);
    await expect(page.getByText('Balance', { exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await page.goto(accountOfMarch(worker.id));
    await expect(summaryBalance(page)).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Details of Tuesday, March 4, 2025' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/timesheet?week=2025-06-11');
    await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

/** The account's figure labels in English that read differently in `other`: none may be left on the page. */
function englishLeftovers(other: typeof en) {
  const labels = (english: Record<string, string>, translated: Record<string, string>) =>
    Object.entries(english)
      .filter(([key, text]) => !text.includes('{{') && translated[key] !== text)
      .map(([, text]) => text);
  return [
    ...labels(en.account.summary, other.account.summary),
    ...labels(en.account.myTime, other.account.myTime),
    ...labels(en.account.day, other.account.day),
  ];
}

for (const [language, strings] of [
  ['de', de],
  ['fr', fr],
] as const) {
  test(`in ${language}, my time and the account show no English figure label`, async ({ page, owner }) => {
    const worker = await arrange(owner, `Language ${language}`, language);
    await signInWithKey(page, worker.email, worker.key);
    await expect(page.getByText(strings.account.myTime.week, { exact: true })).toBeVisible();
    const leftovers = englishLeftovers(strings);
    // An element reading exactly an English label, with nothing else in it.
    const onPage = async () =>
      page.locator('main').evaluate(
        (main, labels) =>
          [...main.querySelectorAll('*')]
            .filter((element) => element.children.length === 0)
            .map((element) => (element.textContent ?? '').trim())
            .filter((text) => labels.includes(text)),
        leftovers,
      );
    expect(await onPage()).toEqual([]);

    await page.goto(accountOfMarch(worker.id));
    await expect(page.getByText(strings.account.summary.balance, { exact: true })).toBeVisible();
    expect(await onPage()).toEqual([]);
  });
}
