import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  serviceClient,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

type Entry = { id: number; time_since: string; time_until: string | null; duration: number };

/** A customer, project and service of the test's own, and a worker in Berlin whose week starts on Monday. */
async function arrange(owner: ServiceClient) {
  const { customer } = await owner.post<{ customer: { id: number; name: string } }>('/api/v2/customers', {
    name: unique('Sheet customer'),
  });
  const { project } = await owner.post<{ project: { id: number; name: string } }>('/api/v2/projects', {
    name: unique('Sheet project'),
    customers_id: customer.id,
  });
  const { service } = await owner.post<{ service: { id: number; name: string } }>('/api/services', {
    name: unique('Sheet service'),
  });
  const worker = await newWorker(owner, 'Sheet worker', {
    timezone: 'Europe/Berlin',
    weekstart_monday: true,
  });
  return { customer, project, service, worker };
}

async function weekEntries(owner: ServiceClient, usersId: number): Promise<Entry[]> {
  const query = `time_since=2025-06-08T22:00:00Z&time_until=2025-06-15T22:00:00Z&filter[users_id]=${usersId}`;
  const { entries } = await owner.get<{ entries: Entry[] }>(`/api/v2/entries?${query}`);
  return entries.sort((a, b) => a.time_since.localeCompare(b.time_since));
}

const cell = (page: Page, service: string, day: string) =>
  page.getByRole('textbox', { name: new RegExp(`${service}, ${day}`) });

test('a worker types a week into the timesheet, and the entries page shows what it booked', async ({
  page,
  owner,
}) => {
  const { customer, project, service, worker } = await arrange(owner);
  await signInWithKey(page, worker.email, worker.key);
  await page.getByRole('link', { name: 'Timesheet' }).first().click();
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible();
  await page.goto('/timesheet?week=2025-06-11');
  await expect(page.getByText('Nothing booked this week.')).toBeVisible();

  await page.getByRole('button', { name: 'Add row' }).click();
  const picker = page.getByRole('form', { name: 'Add row' });
  for (const [label, name] of [
    ['Customer', customer.name],
    ['Project', project.name],
    ['Service', service.name],
  ] as const) {
    await picker.getByRole('combobox', { name: label, exact: true }).fill(name);
    await page.getByRole('option', { name }).click();
  }
  await picker.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('rowheader', { name: new RegExp(service.name) })).toBeVisible();

  // Keyboard only: Enter saves and goes down, Tab and the arrows move along the week.
  await cell(page, service.name, 'Monday').fill('1:30');
  await page.keyboard.press('Tab');
  await expect(cell(page, service.name, 'Tuesday')).toBeFocused();
  await page.keyboard.type('1,5');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, service.name, 'Wednesday')).toBeFocused();
  await page.keyboard.type('90m');
  await page.keyboard.press('Enter');
  await expect(cell(page, service.name, 'Wednesday')).toHaveValue('1:30');
  await expect(cell(page, service.name, 'Monday')).toHaveValue('1:30');
  await expect(page.getByRole('row', { name: /Day total/ })).toContainText('4:30 h');
  await expect(page.getByText('No target hours')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let entries = await weekEntries(owner, worker.id);
  expect(entries.map((entry) => [entry.time_since, entry.duration])).toEqual([
    // 09:00 in Berlin (summer time) on an empty day.
    ['2025-06-09T07:00:00Z', 5400],
    ['2025-06-10T07:00:00Z', 5400],
    ['2025-06-11T07:00:00Z', 5400],
  ]);

  // One entry in the cell: its length changes, its start stays.
  await cell(page, service.name, 'Tuesday').fill('2h');
  await cell(page, service.name, 'Tuesday').press('Enter');
  await expect(page.getByRole('row', { name: /Day total/ })).toContainText('5:00 h');
  entries = await weekEntries(owner, worker.id);
  expect(entries[1]).toMatchObject({
    time_since: '2025-06-10T07:00:00Z',
    time_until: '2025-06-10T09:00:00Z',
    duration: 7200,
  });

  // Clearing a cell asks before deleting its entry.
  await cell(page, service.name, 'Wednesday').fill('');
  await cell(page, service.name, 'Wednesday').press('Enter');
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete entry' })
    .click();
  await expect(page.getByRole('row', { name: /Day total/ })).toContainText('3:30 h');
  expect(await weekEntries(owner, worker.id)).toHaveLength(2);

  await page.goto('/entries?date=2025-06-11');
  await expect(
    page.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: service.name }),
  ).toHaveCount(2);
});

test('a locked day shows the lock before anyone types, and its cells are read-only with the reason', async ({
  page,
  owner,
  request,
}) => {
  const { customer, service, worker } = await arrange(owner);
  const base = { customers_id: customer.id, services_id: service.id, billable: 1, users_id: worker.id };
  await owner.post('/api/v2/entries', {
    ...base,
    time_since: '2025-06-09T07:00:00Z',
    time_until: '2025-06-09T08:00:00Z',
  });
  // A manager locks the worker's days up to Tuesday.
  const manager = serviceClient(request, demo.manager);
  await manager.put(`/api/v2/users/${worker.id}`, { edit_lock: '2025-06-10' });

  await signInWithKey(page, worker.email, worker.key);
  await page.goto('/timesheet?week=2025-06-09');
  const lock = page.getByRole('note').filter({ hasText: 'are locked for you' });
  await expect(lock).toContainText('An owner or manager has locked your records up to and including');
  await expect(lock).toContainText('needs an owner or manager');
  const monday = cell(page, service.name, 'Monday');
  await expect(monday).toHaveValue('1:00');
  await expect(monday).toHaveAttribute('readonly', '');
  await expect(monday).toHaveAttribute('title', 'Locked: only an owner or manager can change this day.');
  await expect(cell(page, service.name, 'Tuesday')).toHaveAttribute('readonly', '');
  await expect(cell(page, service.name, 'Wednesday')).not.toHaveAttribute('readonly', '');
  await monday.press('1');
  await expect(monday).toHaveValue('1:00');
  await expectNoSeriousA11yViolations(page);

  // A phone shows the week day by day.
  await page.setViewportSize({ width: 390, height: 800 });
  const mondayCard = page.getByRole('region', { name: /Monday/ });
  await expect(mondayCard).toContainText('Locked');
  await expect(mondayCard.getByRole('textbox', { name: new RegExp(service.name) })).toHaveValue('1:00');
  await expect(page.getByRole('region', { name: /Sunday/ })).toBeVisible();
  expect(await weekEntries(owner, worker.id)).toHaveLength(1);
});
