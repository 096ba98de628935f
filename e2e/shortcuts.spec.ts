import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  type ServiceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

/** A list page and what its shortcuts open there. */
type ListPage = {
  title: string;
  search: string;
  newTitle: string;
  editTitle: string;
  /** Creates two records whose names start with `prefix`, the first before the second by name. */
  arrange: (owner: ServiceClient, prefix: string) => Promise<[string, string]>;
  path: string;
};

const listPages: ListPage[] = [
  {
    title: 'Customers',
    path: '/customers',
    search: 'Search customers',
    newTitle: 'New customer',
    editTitle: 'Edit customer',
    arrange: async (owner, prefix) => {
      for (const suffix of ['A', 'B']) await owner.post('/api/v2/customers', { name: `${prefix} ${suffix}` });
      return [`${prefix} A`, `${prefix} B`];
    },
  },
  {
    title: 'Services',
    path: '/services',
    search: 'Search services',
    newTitle: 'New service',
    editTitle: 'Edit service',
    arrange: async (owner, prefix) => {
      for (const suffix of ['A', 'B']) await owner.post('/api/services', { name: `${prefix} ${suffix}` });
      return [`${prefix} A`, `${prefix} B`];
    },
  },
];

/** Moves focus off any field, as a click on the page's heading does. */
async function leaveFields(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title }).click();
}

for (const list of listPages) {
  test(`on ${list.title}: / searches, n opens the new form, j j Enter opens the second row, ? explains`, async ({
    page,
    owner,
  }) => {
    const prefix = unique('Kbd');
    const [, second] = await list.arrange(owner, prefix);

    await signIn(page, demo.manager);
    await page.goto(`${list.path}?search=${encodeURIComponent(prefix)}`);
    const table = page.getByRole('table', { name: list.title });
    await expect(table.getByRole('row')).toHaveCount(3);

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: list.search });
    await expect(search).toBeFocused();
    // `/` selects what the box held, and typed into it the shortcut keys are text that replaces it.
    await page.keyboard.type('nj');
    await expect(search).toHaveValue('nj');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill(prefix);

    await leaveFields(page, list.title);
    await page.keyboard.press('n');
    const form = page.getByRole('dialog', { name: list.newTitle });
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await leaveFields(page, list.title);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(table.getByRole('row').nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: list.editTitle });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(second);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('row', { name: /Next row/ })).toBeVisible();
    await expect(help.getByRole('row', { name: /Command palette/ })).toContainText('Ctrl');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
}

test('the shortcuts help opens from the user menu too', async ({ page }) => {
  await signIn(page, demo.manager);
  await page.goto('/teams');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /Search the list/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
