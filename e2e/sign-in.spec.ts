import { demoApiKey, demoPassword } from '../playwright.config.ts';
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

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your password')).toBeVisible();

  // A malformed address is caught too, and what was typed stays.
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(email).toHaveValue('not-an-address');
  await expect(page).toHaveURL(/\/sign-in/);
  // The field messages are part of the page axe checks, now with the invalid state.
  await expectNoSeriousA11yViolations(page);

  // The key, the other way in, is asked for in its own words.
  await page.getByRole('button', { name: 'Sign in with an API key' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter your API key')).toBeVisible();
  expect(authAttempts).toBe(0);
});

test('a wrong password and a wrong key are refused with a clear message and the e-mail stays', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(demo.manager);
  await page.getByLabel('Password', { exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Signing in failed' });
  await expect(alert).toContainText('E-mail or password is wrong.');

  await page.getByRole('button', { name: 'Sign in with an API key' }).click();
  await expect(alert).toHaveCount(0);
  await page.getByLabel('API key', { exact: true }).fill('not-the-key');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toContainText('E-mail or API key is wrong.');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.manager);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a manager signs in with a password, the browser keeps no secret, and signing out ends the session', async ({
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
  // No password, key or session id in the page's reach: the cookie is HttpOnly.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(demoPassword);
  expect(stored).not.toContain(demoApiKey);
  expect(stored).not.toContain('stint.credentials');
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: 'stint_session', httpOnly: true, sameSite: 'Strict' });
  expect(stored).not.toContain(cookie?.value);
  expect(await page.evaluate(() => document.cookie)).toBe('');

  await userMenu.click();
  const signedOut = page.waitForResponse(
    (response) => response.url().endsWith('/api/session') && response.request().method() === 'DELETE',
  );
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await signedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // The ended session is no way in, even were its cookie kept somewhere.
  const again = await request.get('/api/v2/aggregates/users/me', {
    headers: {
      Cookie: `stint_session=${cookie?.value}`,
      'X-Service-External-Application': 'e2e;e2e@example.com',
    },
  });
  expect(again.status()).toBe(401);

  // Signed out means signed out: a page of the app sends the visitor back to sign in.
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcustomers/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('signed in with a password from a deep link, it returns there, and every tab is signed in', async ({
  page,
  context,
}) => {
  await page.goto('/customers?active=inactive');
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('E-mail').fill(demo.owner);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/customers\?active=inactive$/);
  await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked();

  const second = await context.newPage();
  await second.goto('/projects');
  await expect(second.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(second.getByRole('button', { name: /^Account menu for / })).toBeVisible();

  // Signing out in one tab signs out the other: the cookie is the browser's.
  await second.getByRole('button', { name: /^Account menu for / }).click();
  await second.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/sign-in/);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('signed in with a key and "stay signed in", the key survives a new tab', async ({ page, context }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with an API key' }).click();
  await page.getByLabel('E-mail').fill(demo.owner);
  // Pasted keys often bring spaces along; they are not part of the key.
  await page.getByLabel('API key', { exact: true }).fill(` ${demoApiKey} `);
  await page.getByRole('checkbox', { name: 'Stay signed in on this device' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  expect(await page.evaluate(() => localStorage.getItem('stint.credentials'))).toContain(demo.owner);
  expect(await page.context().cookies()).toEqual([]);

  const second = await context.newPage();
  await second.goto('/customers');
  await expect(second.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
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
