import type { Page } from '@playwright/test';
import { addDays, weekdayOf } from '../contract/dates.ts';
import {
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  outboxMailsTo,
  type ServiceClient,
  signInWithKey,
  test,
} from './fixtures.ts';

/** A manager of the test's own, with an API key. */
async function newManager(owner: ServiceClient, label: string) {
  return newWorker(owner, label, { role: 'manager', language: 'en' });
}

/** A weekday in March next year: free for a new co-worker and inside one year. */
function aWeekdayNextYear(): string {
  let day = `${new Date().getUTCFullYear() + 1}-03-10`;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

/** Files a one-day holiday through the absence form, as the signed-in worker. */
async function requestHoliday(page: Page, day: string) {
  await page.goto('/absences?new=1');
  const dialog = page.getByRole('dialog', { name: 'Request absence' });
  await dialog.getByLabel('First day').fill(day);
  await dialog.getByLabel('Last day').fill(day);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Holiday', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
}

test("a worker's absence request reaches their absence manager by mail", async ({ page, owner }) => {
  const manager = await newManager(owner, 'Mail manager');
  const { key, ...worker } = await newWorker(owner, 'Mail worker', {
    language: 'en',
    absence_managers_id: [manager.id],
  });
  await signInWithKey(page, worker.email, key);
  await requestHoliday(page, aWeekdayNextYear());

  await expect.poll(() => outboxMailsTo(manager.email)).toHaveLength(1);
  const [mail] = await outboxMailsTo(manager.email);
  expect(mail).toContain(`Subject: Absence request from ${worker.name}`);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${aWeekdayNextYear()}T00:00:00Z`));
  expect(mail).toContain(`${worker.name} asks for an absence: Holiday, ${day}.`);
  expect(mail).toContain(`${new URL(page.url()).origin}/approvals`);
});

test('a manager who switched absence requests off in the preferences gets no mail', async ({
  page,
  owner,
  request,
}) => {
  // Two sign-ins and two dialogs: longer than one journey's usual budget on a busy machine.
  test.slow();
  const quiet = await newManager(owner, 'Quiet manager');
  const listening = await newManager(owner, 'Listening manager');
  await signInWithKey(page, quiet.email, quiet.key);
  await page.getByRole('button', { name: `Account menu for ${quiet.name}` }).click();
  await page.getByRole('menuitem', { name: 'Preferences…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await dialog.getByRole('tab', { name: 'Notifications' }).click();
  const requests = dialog.getByRole('switch', { name: 'Absence requests to decide' });
  await expect(requests).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await requests.uncheck();
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.url()).toContain('/api/notification-settings');
  expect(sent.postDataJSON()).toEqual({ absence_filed: false });
  expect(sent.headers()['if-match']).toBe('"0"');
  await expect(page.getByText('Notification settings saved')).toBeVisible();

  const stored = await request.get('/api/notification-settings', {
    headers: {
      'X-ServiceApiUser': quiet.email,
      'X-ServiceApiKey': quiet.key,
      'X-Service-External-Application': 'e2e;e2e@example.com',
    },
  });
  expect((await stored.json()).notification_settings).toMatchObject({
    absence_filed: false,
    absence_decided: true,
  });

  await page.getByRole('button', { name: `Account menu for ${quiet.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const { key, ...worker } = await newWorker(owner, 'Managed twice', {
    language: 'en',
    absence_managers_id: [quiet.id, listening.id],
  });
  await signInWithKey(page, worker.email, key);
  await requestHoliday(page, aWeekdayNextYear());
  // The other manager's mail shows that the request's mails went out.
  await expect.poll(() => outboxMailsTo(listening.email)).toHaveLength(1);
  expect(await outboxMailsTo(quiet.email)).toEqual([]);
});
