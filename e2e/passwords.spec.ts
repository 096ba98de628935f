import type { Browser, Page } from '@playwright/test';
import { coworkerWithPassword, linkInMail, newCoworker } from './coworkers.ts';
import {
  demo,
  expect,
  expectAxeCleanInBothSchemes,
  expectNoSeriousA11yViolations,
  signIn,
  test,
} from './fixtures.ts';

/** A browser of its own, as another person or device would have. */
async function newBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: 'en-GB' })).newPage();
}

/** Sets the password on the page a mail's link opened, twice the same. */
async function setPassword(page: Page, password: string, repeat = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(repeat);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** Signs in through the form of a page the app sent to sign-in. */
async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** On the sign-in page after a password changed: the old one is refused, the new one signs in. */
async function expectOnlyNewPasswordSignsIn(
  page: Page,
  email: string,
  oldPassword: string,
  newPassword: string,
) {
  await signInHere(page, email, oldPassword);
  await expect(page.getByRole('alert', { name: 'Signing in failed' })).toContainText(
    'E-mail or password is wrong.',
  );
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-time$/);
}

/** The co-worker signed in here and in a second browser, which is returned. */
async function signedInTwice(page: Page, browser: Browser, coworker: { email: string; password: string }) {
  const elsewhere = await newBrowser(browser);
  await signIn(elsewhere, coworker.email, coworker.password);
  await signIn(page, coworker.email, coworker.password);
  return elsewhere;
}

/** Opens an item of the account menu of the one signed in. */
async function openAccountItem(page: Page, name: string, item: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a manager invites a new co-worker, who sets a password from the mail and signs in', async ({
  page,
  owner,
  browser,
}) => {
  test.slow();
  const coworker = await newCoworker(owner, 'Ines Invited');

  await signIn(page, demo.manager);
  await page.goto(`/users?search=${encodeURIComponent(coworker.email)}`);
  const row = page
    .getByRole('table', { name: 'Co-workers' })
    .getByRole('row')
    .filter({ hasText: coworker.email });
  await row.getByRole('button', { name: `Send ${coworker.name} an invitation` }).click();
  await expect(page.getByText(`Invitation sent to ${coworker.name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await linkInMail(coworker.email, 'Welcome to Stint');
  const invited = await newBrowser(browser);
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(invited);

  // What the form knows is answered at the fields, what only the service knows too.
  await setPassword(invited, 'too short', 'too short');
  await expect(invited.getByText('Use at least 12 characters')).toBeVisible();
  await setPassword(invited, 'a long enough password', 'a long enough passwort');
  await expect(invited.getByText('The two passwords differ')).toBeVisible();
  await setPassword(invited, '1qaz2wsx3edc');
  await expect(invited.getByText(/This password is too easy to guess/)).toBeVisible();
  await expect(invited.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(invited);

  const password = 'copper kettle under the stairs';
  await setPassword(invited, password);
  await expect(invited.getByText('Your password is set. Sign in with it now.')).toBeVisible();
  await expect(invited).toHaveURL(/\/sign-in/);
  await invited.getByLabel('E-mail').fill(coworker.email);
  await invited.getByLabel('Password', { exact: true }).fill(password);
  await invited.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(invited).toHaveURL(/\/my-time$/);
  await expect(invited.getByRole('button', { name: `Account menu for ${coworker.name}` })).toBeVisible();

  // The link worked once.
  const again = await newBrowser(browser);
  await again.goto(link);
  await setPassword(again, 'another long enough password');
  await expect(again.getByRole('alert')).toContainText('This link no longer works');
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a forgotten password is reset through the mail’s link, and the old one no longer works', async ({
  page,
  owner,
  request,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Fiona Forgetful');

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('E-mail').fill(coworker.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${coworker.email} belongs to an account`);
  await expectNoSeriousA11yViolations(page);

  const link = await linkInMail(coworker.email, 'Reset your Stint password');
  await page.goto(link);
  const newPassword = 'seven quiet foxes in autumn';
  await setPassword(page, newPassword);
  await expect(page).toHaveURL(/\/sign-in/);

  await expectOnlyNewPasswordSignsIn(page, coworker.email, coworker.password, newPassword);
});

test('"sign out everywhere" ends the session of another browser too', async ({
  page,
  owner,
  request,
  browser,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Sven Sessions');
  const elsewhere = await signedInTwice(page, browser, coworker);

  await openAccountItem(page, coworker.name, 'Sessions…');
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page.getByText('Signed out everywhere.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await elsewhere.goto('/my-time');
  await expect(elsewhere).toHaveURL(/\/sign-in/);
  await expect(elsewhere.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('a session ended while a form is open: signing in again with the password saves what was typed', async ({
  page,
  owner,
  request,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Erik Ended');
  await signIn(page, coworker.email, coworker.password);
  await openAccountItem(page, coworker.name, 'Preferences…');
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  await preferences.getByRole('switch', { name: '12-hour clock' }).check();

  // The session ends behind the page's back, as a time-out or "sign out everywhere" elsewhere would.
  const ended = await page.request.delete('/api/sessions', {
    headers: { 'X-Requested-With': 'stint', 'X-Service-External-Application': 'e2e;e2e@example.com' },
  });
  expect(ended.status()).toBe(200);
  await preferences.getByRole('button', { name: 'Save' }).click();

  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(again.getByRole('textbox', { name: 'E-mail' })).toHaveValue(coworker.email);
  await expect(again.getByLabel('Password', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await again.getByLabel('Password', { exact: true }).fill(coworker.password);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect(again).toBeHidden();
  const { user } = await owner.get<{ user: { timeformat_12h: boolean } }>(`/api/v2/users/${coworker.id}`);
  expect(user.timeformat_12h).toBe(true);
});

test('changing the password signs out every other browser, and the new password signs in', async ({
  page,
  owner,
  request,
  browser,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Clara Changing');
  const elsewhere = await signedInTwice(page, browser, coworker);

  await openAccountItem(page, coworker.name, 'Change password…');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const current = dialog.getByLabel('Current password', { exact: true });
  const fill = async (now: string, password: string, repeat = password) => {
    await current.fill(now);
    await dialog.getByLabel('New password', { exact: true }).fill(password);
    await dialog.getByLabel('Repeat the new password', { exact: true }).fill(repeat);
    await dialog.getByRole('button', { name: 'Change password' }).click();
  };
  await expect(current).toBeFocused();
  await expectAxeCleanInBothSchemes(page, '[role="dialog"]');

  // The form checks what it can before sending; the service answers the rest at the fields.
  await fill('', 'too short');
  await expect(dialog.getByText('Enter your current password')).toBeVisible();
  await expect(dialog.getByText('Use at least 12 characters')).toBeVisible();
  await fill(coworker.password, 'a long enough password', 'a long enough passwort');
  await expect(dialog.getByText('The two passwords differ')).toBeVisible();
  await fill('not my password at all', 'lanterns over the harbour');
  await expect(dialog.getByText('This is not your current password.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await fill(coworker.password, '1qaz2wsx3edc');
  await expect(dialog.getByText(/This password is too easy to guess/)).toBeVisible();
  await expectAxeCleanInBothSchemes(page, '[role="dialog"]');

  const newPassword = 'lanterns over the harbour';
  await fill(coworker.password, newPassword);
  await expect(page.getByText('Password changed. Every other browser')).toBeVisible();
  await expect(dialog).toBeHidden();
  // This browser stays signed in; the other is sent to sign in, where only the new password works.
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${coworker.name}` })).toBeVisible();
  await elsewhere.goto('/my-time');
  await expect(elsewhere).toHaveURL(/\/sign-in/);
  await expectOnlyNewPasswordSignsIn(elsewhere, coworker.email, coworker.password, newPassword);
});

test('signing out one other browser from the sessions dialog sends only that one to sign-in', async ({
  page,
  owner,
  request,
  browser,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Otto Other');
  const elsewhere = await signedInTwice(page, browser, coworker);

  await openAccountItem(page, coworker.name, 'Sessions…');
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  const here = dialog.getByRole('listitem').filter({ hasText: 'This device' });
  const there = dialog.getByRole('listitem').filter({ hasNotText: 'This device' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(here.getByRole('button')).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, '[role="dialog"]');

  await there.getByRole('button', { name: /^Sign out .*, last used / }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out this browser?' });
  await expectAxeCleanInBothSchemes(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText(/is signed out\.$/)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(here).toHaveCount(1);

  await elsewhere.goto('/my-time');
  await expect(elsewhere).toHaveURL(/\/sign-in/);
  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu for ${coworker.name}` })).toBeVisible();
});
