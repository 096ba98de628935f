import type { Locator } from '@playwright/test';
import { expect, newWorker, signIn, test } from './fixtures.ts';

/** How far the content of the element's nearest scrolling ancestor reaches past what it shows. */
async function overflowOf(element: Locator): Promise<number> {
  return element.evaluate((start) => {
    let node: HTMLElement | null = start as HTMLElement;
    while (node) {
      const { overflowX } = getComputedStyle(node);
      if (overflowX === 'auto' || overflowX === 'scroll') return node.scrollWidth - node.clientWidth;
      node = node.parentElement;
    }
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });
}

// A German manager (the longest labels of the three languages) on a 1280 px laptop screen.
test.use({ viewport: { width: 1280, height: 800 } });

test('the projects and co-workers grids, the month calendar and the year view fit 1280 px in German without scrolling', async ({
  page,
  owner,
}) => {
  // A co-worker with a long unbreakable name and address, and a project with a long number, as real data has.
  await newWorker(owner, 'Maximiliane-Alexandra Schwarzenberg-Wittelsbach-Hohenzollern');
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: 'Aaa Layout Kunde mit einem sehr langen Namen GmbH & Co. KG',
  });
  await owner.post('/api/v2/projects', {
    name: 'Aaa Layout-Projekt mit einem sehr langen Namen',
    number: 'PRJ-2026-LAYOUT-000123456789',
    customers_id: customer.id,
  });
  await signIn(page, 'mehmet.yilmaz@example.com');
  await page.goto('/projects');
  const projects = page.getByRole('table', { name: 'Projekte' });
  await expect(projects.getByRole('row').nth(1)).toBeVisible();
  expect(await overflowOf(projects)).toBeLessThanOrEqual(1);

  await page.goto('/users');
  const coworkers = page.getByRole('table', { name: 'Mitarbeitende' });
  await expect(coworkers.getByRole('row').nth(1)).toBeVisible();
  expect(await overflowOf(coworkers)).toBeLessThanOrEqual(1);

  // A 31-day month: every day column is in view.
  await page.goto('/absences?month=2026-12');
  const calendar = page.getByTestId('absence-calendar');
  await expect(calendar.getByRole('columnheader').filter({ hasText: '31' })).toBeVisible();
  expect(await overflowOf(calendar.getByRole('table'))).toBeLessThanOrEqual(1);

  await page.getByRole('link', { name: 'Mein Jahr' }).click();
  const planner = page.getByTestId('absence-year').getByRole('table');
  await expect(planner).toBeVisible();
  expect(await overflowOf(planner)).toBeLessThanOrEqual(1);
});
