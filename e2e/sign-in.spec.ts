import { demoApiKey } from '../playwright.config.ts';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  findUser,
  serviceClient,
  signIn,
  test,
} from './fixtures.ts';

test('an empty form is answered at its fields, without asking the service', async ({ page }) => {
  let authAttempts = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/')) authAttempts++;
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Sign in' }).click();
  const email = page.getByLabel('E-mail');
  const key = page.getByLabel('API key', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your API key')).toBeVisible();

  // A malformed address is caught too, and what was typed stays.
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(email).toHaveValue('not-an-address');
  await expect(page).toHaveURL(/\/sign-in/);
  // The field messages are part of the page axe checks, now with the invalid state.
  await expectNoSeriousA11yViolations(page);
  expect(authAttempts).toBe(0);
});

test('a wrong key is refused with a clear message and the e-mail stays', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(demo.manager);
  await page.getByLabel('API key', { exact: true }).fill('not-the-key');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Signing in failed' });
  await expect(alert).toContainText('E-mail or API key is wrong.');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.manager);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a manager signs in, lands on the projects with their name in the user menu, and signs out', async ({
  page,
  request,
}) => {
  const manager = await findUser(serviceClient(request, demo.owner), (user) => user.email === demo.manager);

  await signIn(page, demo.manager);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  const userMenu = page.getByRole('button', { name: `Account menu for ${manager.name}` });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toContainText(manager.name);
  await expect(userMenu).toContainText('Manager');
  // Without "stay signed in" the key lives only as long as the tab.
  expect(await page.evaluate(() => localStorage.getItem('stint.credentials'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('stint.credentials'))).toContain(demo.manager);

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('stint.credentials'))).toBeNull();

  // Signed out means signed out: a page of the app sends the visitor back to sign in.
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcustomers/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('signing in from a deep link returns to that page, and "stay signed in" survives a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/customers?active=inactive');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('E-mail').fill(demo.owner);
  // Pasted keys often bring spaces along; they are not part of the key.
  await page.getByLabel('API key', { exact: true }).fill(` ${demoApiKey} `);
  await page.getByRole('checkbox', { name: 'Stay signed in on this device' }).check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customers\?active=inactive$/);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked();

  const second = await context.newPage();
  await second.goto('/projects');
  await expect(second.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(second.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('on a short window the account menu stays inside it and scrolls down to "Sign out"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 480 });
  await signIn(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(480);

  const signOut = menu.getByRole('menuitem', { name: 'Sign out' });
  await signOut.scrollIntoViewIfNeeded();
  await expect(signOut).toBeInViewport();
  await signOut.click();
  await expect(page).toHaveURL(/\/sign-in/);
});
