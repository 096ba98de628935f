import type { Locator } from '@playwright/test';
import type { Absence } from '../contract/absences.ts';
import {
  apiHeaders,
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  newWorker,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

const phone = { width: 390, height: 844 };

/** Wholly inside the 390 px wide screen: seen without scrolling sideways. */
async function expectWithinWidth(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
}

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('a project card shows its budget used and deadline within the screen', async ({ page, owner }) => {
    const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
      name: unique('Phone customer'),
    });
    const { project } = await owner.post<{ project: { name: string } }>('/api/v2/projects', {
      name: unique('Phone project'),
      customers_id: customer.id,
      budget_money: 2000,
      deadline: '2031-05-20',
    });

    await signIn(page);
    await page.goto(`/projects?search=${encodeURIComponent(project.name)}`);
    const card = page.getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({
      hasText: project.name,
    });
    await expect(card).toHaveCount(1);
    await expectWithinWidth(card.getByText('Budget used', { exact: true }));
    await expectWithinWidth(card.getByRole('progressbar', { name: '0 % of budget used' }));
    await expectWithinWidth(card.getByText('Deadline', { exact: true }));
    await expectWithinWidth(card.getByText(/\b2031\b/));
    await expectWithinWidth(card.getByRole('button', { name: `Edit ${project.name}` }));
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('My year shows each absence’s status and buttons within the screen', async ({
    page,
    owner,
    request,
  }) => {
    const worker = await newWorker(owner, 'Phone worker');
    const year = new Date().getFullYear();
    // Filed as the worker, with their own key: a request of their own that they may still withdraw.
    const filed = await request.post('/api/absences', {
      headers: { ...apiHeaders(worker.email), 'X-ServiceApiKey': worker.key },
      data: { date_since: `${year}-12-14`, date_until: `${year}-12-16`, type: 1, note: 'Phone check' },
    });
    expect(filed.status()).toBe(200);
    const { absence } = (await filed.json()) as { absence: Absence };

    await signInWithKey(page, worker.email, worker.key);
    await page.goto(`/absences/person/${worker.id}?year=${year}`);
    const card = page
      .getByRole('list', { name: `All absences in ${year}` })
      .getByRole('listitem')
      .filter({ hasText: 'Phone check' });
    await expectWithinWidth(card.getByText('Pending', { exact: true }));
    const withdraw = card.getByRole('button', { name: 'Withdraw request' });
    const edit = card.getByRole('button', { name: 'Edit' });
    await expectWithinWidth(withdraw);
    await expectWithinWidth(edit);
    await expectNoSidewaysScroll(page);

    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit absence' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await withdraw.click();
    await page
      .getByRole('dialog', { name: 'Withdraw your request?' })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    const { absence: withdrawn } = await owner.get<{ absence: Absence }>(`/api/absences/${absence.id}`);
    expect(withdrawn.status).toBe(4);
  });
});

test('at 1366 px no column header of the projects grid is cut short', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('columnheader', { name: /Budget used/ })).toBeVisible();
  const labels = table.locator('thead th .mantine-datatable-header-cell-sortable-text');
  const cut = await labels.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
  const budgetUsed = labels.filter({ hasText: 'Budget used' });
  expect(await budgetUsed.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
