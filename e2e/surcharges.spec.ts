import type { Locator, Page } from '@playwright/test';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  serviceClient,
  signIn,
  test,
  typeTime,
  unique,
} from './fixtures.ts';

type Model = { id: number; name: string; [kind: string]: unknown };

function kindCard(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

/** Types a time into Mantine's hour and minute fields, as a keyboard user would. */
test('a manager creates a surcharge model with a night window across midnight, previews, edits and deletes it', async ({
  page,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const name = unique('Night shift');

  await signIn(page, demo.manager);
  await page.getByRole('navigation').getByRole('link', { name: 'Surcharges' }).click();
  await expect(page.getByRole('heading', { name: 'Surcharge models', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '#main');

  await page.getByRole('link', { name: 'New surcharge model' }).click();
  await expect(page).toHaveURL(/\/surcharges\/new$/);
  await page.getByLabel('Name').fill(name);

  const night = kindCard(page, 'Night');
  await night.getByRole('switch', { name: 'Night' }).check();
  // What a percent means is said in hours, the largest one allowed included.
  await night.getByLabel('Percent').fill('1000');
  await expect(night.getByText('Work time in this window counts 11 times')).toBeVisible();
  await night.getByLabel('Percent').fill('25');
  await expect(night.getByText('Work time in this window counts 1.25 times')).toBeVisible();
  await typeTime(night, 'From (Night)', '22', '00');
  // The same start and end mean "around the clock" to the interface: the editor asks.
  await typeTime(night, 'Until (Night)', '22', '00');
  await expect(night.getByText(/Start and end are the same.*Is that what you mean\?/)).toBeVisible();
  await typeTime(night, 'Until (Night)', '06', '00');
  await expect(night.getByText('Every day from 22:00 to 06:00 the next morning')).toBeVisible();

  const sunday = kindCard(page, 'Sunday');
  await sunday.getByRole('switch', { name: 'Sunday' }).check();
  await sunday.getByLabel('Percent').fill('50');
  await expect(sunday.getByRole('checkbox', { name: 'Ends the next day' })).toBeChecked();
  await expect(sunday.getByText('The whole day')).toBeVisible();

  // The preview: night runs past midnight into every morning; on Sunday it adds to the Sunday percent.
  const preview = page.getByRole('table', { name: 'Where the surcharges apply, day by day' });
  const weekdays = preview.getByRole('row', { name: /^Monday – Saturday/ });
  await expect(weekdays).toContainText('00:00–06:00: 25% (Night 25%)');
  await expect(weekdays).toContainText('22:00–24:00: 25% (Night 25%)');
  const sundayRow = preview.getByRole('row', { name: /^Sunday/ });
  await expect(sundayRow).toContainText('00:00–06:00: 75% (Night 25% + Sunday 50%)');
  await expect(sundayRow).toContainText('06:00–22:00: 50% (Sunday 50%)');
  await expectNoSeriousA11yViolations(page, '#main');

  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v2/surcharges'),
  );
  await page.getByRole('button', { name: 'Create' }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/surcharges$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Night 25%')).toBeVisible();
  await expect(row.getByText('Sunday 50%')).toBeVisible();

  const { surcharges } = await manager.get<{ surcharges: Model[] }>('/api/v2/surcharges');
  const stored = surcharges.find((model) => model.name === name);
  expect(stored).toMatchObject({
    accumulation: true,
    night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
    sunday: { percent: 50, time_since: '00:00:00', time_until: '00:00:00', time_until_is_next_day: true },
  });
  expect(stored?.night).not.toHaveProperty('time_since_is_previous_day');
  const id = stored?.id as number;

  // Edit: switch Sunday off; the save sends exactly `sunday: null`, with the version it started from.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/surcharges/${id}$`));
  await expect(preview.getByRole('row', { name: /^Sunday/ })).toContainText('75%');
  await kindCard(page, 'Sunday').getByRole('switch', { name: 'Sunday' }).uncheck();
  await expect(preview.getByRole('row', { name: /^Monday – Sunday/ })).toContainText(
    '00:00–06:00: 25% (Night 25%)',
  );
  const put = page.waitForRequest((candidate) => candidate.method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  const sent = await put;
  expect(sent.postDataJSON()).toEqual({ sunday: null });
  expect(sent.headers()['if-match']).toBeTruthy();
  await expect(page).toHaveURL(/\/surcharges$/);
  await expect(row.getByText('Sunday 50%')).toBeHidden();

  const { surcharge } = await manager.get<{ surcharge: Model }>(`/api/v2/surcharges/${id}`);
  expect(surcharge).not.toHaveProperty('sunday');
  expect(surcharge.night).toEqual({ percent: 25, time_since: '22:00:00', time_until: '06:00:00' });

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(manager.get(`/api/v2/surcharges/${id}`)).rejects.toThrow(/404/);
});

test('a worker reads surcharge models without any control to change them', async ({ page, request }) => {
  const owner = serviceClient(request, demo.owner);
  const name = unique('Weekend');
  const { surcharge } = await owner.post<{ surcharge: Model }>('/api/v2/surcharges', {
    name,
    accumulation: false,
    saturday: { percent: 20, time_since: '13:00:00', time_until: '00:00:00', time_until_is_next_day: true },
  });
  const { users } = await owner.get<{ users: { email: string; role?: string; active: boolean }[] }>(
    '/api/v2/users',
  );
  const worker = users.find((user) => user.role === 'worker' && user.active);
  if (!worker) throw new Error('the demo company has no active worker');

  await signIn(page, worker.email);
  await page.goto(`/surcharges/${surcharge.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /preview|vorschau|aperçu/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /save|speichern|enregistrer/i })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await owner.delete(`/api/v2/surcharges/${surcharge.id}`);
});
