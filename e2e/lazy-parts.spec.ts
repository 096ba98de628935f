import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures.ts';

/**
 * Lets no download of a chunk of the built app whose name starts with `chunk` through, as when the
 * connection drops; returns how to let them through again.
 */
async function blockChunk(page: Page, chunk: string): Promise<() => Promise<void>> {
  const url = new RegExp(`/assets/${chunk}-[^/]+\\.js$`);
  await page.route(url, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(url);
}

test('a dialog whose code does not arrive says so, keeps the page, and opens on "Try again"', async ({
  page,
}) => {
  const unblock = await blockChunk(page, 'preferences-dialog');
  await signIn(page);
  await page.goto('/projects');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Preferences' }).click();

  const failed = page.getByRole('dialog', { name: 'Could not load this dialog' });
  await expect(failed).toContainText('Check your connection and try again.');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await unblock();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
  await expect(failed).toBeHidden();
});

test('the period chart that does not arrive leaves a message in its place and the rest of the page', async ({
  page,
}) => {
  // An accessibility scan of the entries page, the largest, with its chart missing and then loaded:
  // over a minute on a busy two-core machine with a second browser at work.
  test.slow();
  const unblock = await blockChunk(page, 'period-chart');
  await signIn(page);
  await page.goto('/entries');

  const picture = page.getByRole('region', { name: 'Summary of the period' });
  const failed = picture.getByRole('alert');
  await expect(failed).toContainText('Could not load this part of the page');
  await expect(picture.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New entry' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await unblock();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(picture.locator('figure svg').first()).toBeVisible();
  await expect(failed).toBeHidden();
});
