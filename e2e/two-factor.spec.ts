import type { Page } from '@playwright/test';
import { totpCode } from '../server/domain/totp.ts';
import { coworkerWithPassword } from './coworkers.ts';
import { expect, expectNoSeriousA11yViolations, expectNoSidewaysScroll, test } from './fixtures.ts';

/** The password step of the sign-in page, as a keyboard user fills it. */
async function passwordStep(page: Page, email: string, password: string, submit = 'Sign in') {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /E-mail/i }).fill(email);
  await page.getByLabel(/^(Password|Passwort|Mot de passe)$/).fill(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
}

test('a co-worker turns on two-factor sign-in and signs in again with a code from the app', async ({
  page,
  owner,
  request,
  browser,
}) => {
  test.slow();
  const coworker = await coworkerWithPassword(owner, request, 'Theo Twofactor');
  await passwordStep(page, coworker.email, coworker.password);
  await expect(page).toHaveURL(/\/my-time$/);

  // Keyboard only: the account menu, its item, the dialog.
  await page.getByRole('button', { name: `Account menu for ${coworker.name}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Two-factor sign-in…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(dialog.getByText('Two-factor sign-in is off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
  const key = ((await dialog.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(dialog.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/Stint:.*secret=${key}`),
  );
  await expectNoSeriousA11yViolations(page);

  // A wrong code first, then the one the app shows.
  await dialog.getByLabel('Code').fill(totpCode(key, Date.now() + 5 * 60_000));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(dialog.getByText('This code is wrong or was already used.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Code').fill(totpCode(key, Date.now()));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = ((await dialog.getByTestId('recovery-codes').textContent()) ?? '')
    .split(/\s+/)
    .filter(Boolean);
  expect(codes).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeDisabled();
  await dialog.getByLabel('I have saved the recovery codes').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(dialog.getByText('Unused recovery codes: 10')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Account menu for ${coworker.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The password alone no longer signs in: the code step asks, keyboard only.
  await passwordStep(page, coworker.email, coworker.password);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousA11yViolations(page);
  // The code that turned it on was used: the app's next one.
  await page.keyboard.type(totpCode(key, Date.now() + 30_000));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-time$/);

  // On a phone, dark, in German: a recovery code instead of the app; the dialog in French.
  const phone = await (
    await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 }, colorScheme: 'dark' })
  ).newPage();
  await passwordStep(phone, coworker.email, coworker.password, 'Anmelden');
  await expect(phone.getByText('6-stelligen Code für Stint')).toBeVisible();
  await phone.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await expectNoSeriousA11yViolations(phone);
  await expectNoSidewaysScroll(phone);
  await phone.getByLabel('Wiederherstellungscode').fill(codes[0] as string);
  await phone.keyboard.press('Enter');
  await expect(phone).toHaveURL(/\/my-time$/);
  await phone.getByRole('button', { name: `Account menu for ${coworker.name}` }).click();
  await phone.getByRole('menuitemradio', { name: 'Français' }).click();
  await phone.getByRole('button', { name: new RegExp(coworker.name) }).click();
  await phone.getByRole('menuitem', { name: 'Connexion à deux facteurs…' }).click();
  const french = phone.getByRole('dialog', { name: 'Connexion à deux facteurs' });
  await expect(french.getByText('Codes de récupération inutilisés : 9')).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await expectNoSidewaysScroll(phone);

  // Turned off with the password, signing in asks for it alone again.
  await french.getByRole('button', { name: 'Désactiver' }).click();
  await french.getByLabel('Mot de passe').fill(coworker.password);
  await french.getByRole('button', { name: 'Désactiver' }).click();
  await expect(french.getByText('La connexion à deux facteurs est désactivée.')).toBeVisible();
});
