import type { Browser, Page } from '@playwright/test';
import { addDays, weekdayOf } from '../contract/dates.ts';
import {
  expect,
  newCustomerAndProject,
  newWorker,
  outboxMailsTo,
  type ServiceClient,
  signInWithKey,
  test,
  todayOf,
  typeTime,
  unique,
} from './fixtures.ts';

type Named = { id: number; name: string };

/** A customer and a project with a budget of 1,000.00 whose hours cost 100.00 by a rate record. */
async function arrange(owner: ServiceClient) {
  const { customer, project } = await newCustomerAndProject(owner, 'Budget mail', { budget_money: 1000 });
  const { service } = await owner.post<{ service: Named }>('/api/services', {
    name: unique('Budget mail work'),
  });
  await owner.post('/api/v2/rates', { projects_id: project.id, hourly_rate: 100, date_since: '2020-01-01' });
  return { customer, project, service };
}

/** The last weekday before today: open for a new co-worker's entries, who has no edit lock. */
async function aRecentWeekday(owner: ServiceClient, email: string): Promise<string> {
  let day = addDays(await todayOf(owner, email), -1);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
  return day;
}

/** Books `from`–`until` on the project through the entry form, as the signed-in worker. */
async function bookThroughForm(
  page: Page,
  booking: { customer: string; project: string; service: string; day: string; from: string; until: string },
) {
  await page.goto('/entries?new=1');
  const form = page.getByRole('dialog', { name: 'New entry' });
  for (const [label, option] of [
    ['Customer', booking.customer],
    ['Project', booking.project],
    ['Service', booking.service],
  ] as const) {
    await form.getByRole('combobox', { name: label, exact: true }).fill(option);
    await page.getByRole('option', { name: option }).click();
  }
  await form.getByRole('textbox', { name: 'Day' }).fill(booking.day);
  await typeTime(form, 'Start', ...(booking.from.split(':') as [string, string]));
  await typeTime(form, 'End', ...(booking.until.split(':') as [string, string]));
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/v2/entries'),
  );
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await answer).status()).toBe(200);
  await expect(form).toBeHidden();
}

/** The project's row in the projects grid, as the manager sees it in a browser of their own. */
async function projectRowAsManager(
  browser: Browser,
  manager: { email: string; key: string },
  project: Named,
) {
  const page = await (await browser.newContext()).newPage();
  await signInWithKey(page, manager.email, manager.key);
  await page.goto(`/projects?search=${encodeURIComponent(project.name)}`);
  return page
    .getByRole('table', { name: 'Projects' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: project.name, exact: true }) });
}

test('a worker’s entries bring a project past 80 % and then 100 % of its budget: the manager gets one mail for each and the grid marks the project', async ({
  page,
  owner,
  browser,
}) => {
  // Three bookings through the form and a second browser for the manager.
  test.slow();
  const { customer, project, service } = await arrange(owner);
  const manager = await newWorker(owner, 'Budget mail manager', { role: 'manager', language: 'en' });
  const worker = await newWorker(owner, 'Budget mail worker', { language: 'en' });
  const day = await aRecentWeekday(owner, worker.email);
  const booking = { customer: customer.name, project: project.name, service: service.name, day };
  await signInWithKey(page, worker.email, worker.key);

  // 8:30 h at the project's rate of 100.00: 850.00, 85 % of the budget.
  await bookThroughForm(page, { ...booking, from: '08:00', until: '16:30' });
  await expect.poll(() => outboxMailsTo(manager.email)).toHaveLength(1);
  const [warning] = await outboxMailsTo(manager.email);
  expect(warning).toContain(`Subject: ${project.name} has used 80 % of its budget`);
  expect(warning).toContain(
    `The project ${project.name} (${customer.name}) has now used 850.00 of its budget of 1,000.00.`,
  );
  const row = await projectRowAsManager(browser, manager, project);
  await expect(row).toContainText('Nearly used up');

  // Half an hour more (900.00) stays past 80 % and below 100 %: no second mail of the same threshold.
  await bookThroughForm(page, { ...booking, from: '16:30', until: '17:00' });
  // Two more hours (1,100.00) pass the whole budget: its mail comes after anything the last entry sent.
  await bookThroughForm(page, { ...booking, from: '17:00', until: '19:00' });
  await expect.poll(() => outboxMailsTo(manager.email)).toHaveLength(2);
  const subjects = (await outboxMailsTo(manager.email)).map((mail) => /Subject: (.*)\r\n/.exec(mail)?.[1]);
  expect(subjects.sort()).toEqual([
    `${project.name} has used 80 % of its budget`,
    `${project.name} has used its whole budget`,
  ]);
  await row.page().reload();
  await expect(row).toContainText('Over budget');
  // The worker who booked is not told: budgets are for owners and managers.
  expect(await outboxMailsTo(worker.email)).toEqual([]);
});
