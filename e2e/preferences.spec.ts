import { expect, expectNoSeriousA11yViolations, newWorker, signInWithKey, test, unique } from './fixtures.ts';

type User = {
  id: number;
  name: string;
  email: string;
  timeformat_12h: boolean;
  weekstart_monday: boolean;
  weekend_friday: boolean;
};

test('a worker switches to a 12-hour clock and weeks from Sunday; the service and the calendar follow', async ({
  page,
  owner,
}) => {
  const { key, ...user } = await newWorker(owner, 'Prefers Sunday', {
    language: 'en',
    timeformat_12h: false,
    weekstart_monday: true,
  });
  await signInWithKey(page, user.email, key);
  await page.goto('/absences?month=2026-03');
  const firstWeekStart = page.getByTestId('absence-calendar').locator('thead th[data-week-start]').first();
  await expect(firstWeekStart).toHaveAttribute('aria-label', /^(2 March|March 2,) 2026$/);

  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Preferences…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  await expect(dialog.getByRole('switch', { name: 'Week starts on Monday' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('switch', { name: '12-hour clock' }).check();
  await dialog.getByRole('switch', { name: 'Week starts on Monday' }).uncheck();
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.url()).toContain(`/api/v2/users/${user.id}`);
  expect(sent.postDataJSON()).toEqual({ timeformat_12h: true, weekstart_monday: false });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const stored = await owner.get<{ user: User }>(`/api/v2/users/${user.id}`);
  expect(stored.user.timeformat_12h).toBe(true);
  expect(stored.user.weekstart_monday).toBe(false);
  // The calendar follows without a reload: 1 March 2026 is a Sunday.
  await expect(firstWeekStart).toHaveAttribute('aria-label', /^(1 March|March 1,) 2026$/);
});

test('a preference change that fails keeps the dialog open with the choices made', async ({
  page,
  owner,
}) => {
  const { key, ...user } = await newWorker(owner, 'Prefers retry', { language: 'en' });
  await signInWithKey(page, user.email, key);
  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Preferences…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferences' });
  const weekend = dialog.getByRole('switch', { name: 'Weekend on Friday and Saturday' });
  await weekend.check();
  // Someone changes the record meanwhile: the save is refused (412) and nothing typed is lost.
  await owner.put(`/api/v2/users/${user.id}`, { timeformat_12h: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Someone else changed this record')).toBeVisible();
  await expect(weekend).toBeChecked();
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  const stored = await owner.get<{ user: User }>(`/api/v2/users/${user.id}`);
  expect(stored.user.weekend_friday).toBe(true);
  expect(stored.user.timeformat_12h).toBe(true);
});

test('a language chosen in the account menu is saved on the user, with the version read just before', async ({
  page,
  owner,
}) => {
  const { key, ...user } = await newWorker(owner, 'Prefers French', { language: 'en' });
  await signInWithKey(page, user.email, key);
  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  const put = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const sent = await put;
  expect(sent.url()).toContain(`/api/v2/users/${user.id}`);
  expect(sent.postDataJSON()).toEqual({ language: 'fr' });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page.getByRole('button', { name: new RegExp(user.name) })).toBeVisible();
  await expect
    .poll(
      async () => (await owner.get<{ user: { language: string } }>(`/api/v2/users/${user.id}`)).user.language,
    )
    .toBe('fr');
});

test('a worker switches durations to decimal hours in the account menu; the entries’ rows and the period’s total follow, after a reload too', async ({
  page,
  owner,
}) => {
  const { key, ...user } = await newWorker(owner, 'Prefers decimals', { language: 'en' });
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: unique('Durations customer'),
  });
  const { service } = await owner.post<{ service: { id: number } }>('/api/services', {
    name: unique('Durations service'),
  });
  const text = unique('One hour forty-eight');
  await owner.post('/api/v2/entries', {
    users_id: user.id,
    customers_id: customer.id,
    services_id: service.id,
    billable: 1,
    text,
    time_since: '2025-03-12T09:00:00Z',
    time_until: '2025-03-12T10:48:00Z',
  });
  await signInWithKey(page, user.email, key);
  await page.goto('/entries?date=2025-03-12');
  const row = page.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: text });
  const picture = page.getByRole('region', { name: 'Summary of the period' });
  await expect(row).toContainText('1:48 h');
  await expect(picture).toContainText('1:48 h');

  const menu = page.getByRole('button', { name: `Account menu for ${user.name}` });
  await menu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Hours and minutes (1:48 h)' })).toBeChecked();
  // Kept in the browser like light and dark: the user record, an interface record, is not written.
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('menuitemradio', { name: 'Decimal hours (1.80 h)' }).click();

  await expect(row).toContainText('1.80 h');
  await expect(picture).toContainText('1.80 h');
  await expect(picture).not.toContainText('1:48 h');
  expect(writes).toEqual([]);

  await page.reload();
  await expect(row).toContainText('1.80 h');
  await menu.click();
  await expect(page.getByRole('menuitemradio', { name: 'Decimal hours (1.80 h)' })).toBeChecked();
});
