import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

const searchLabel = 'Go to a page, find a record or run a command';

async function openPalette(page: Page) {
  // The shortcut listens once the signed-in frame is drawn.
  await expect(page.getByRole('button', { name: 'Search and commands (Ctrl+K)' }).first()).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: searchLabel });
  await expect(search).toBeFocused();
  return { search, palette: page.getByRole('dialog').filter({ has: search }) };
}

test('Ctrl+K finds a project by its number and Enter opens the projects list filtered to it', async ({
  page,
  owner,
}) => {
  const { customer } = await owner.post<{ customer: { id: number } }>('/api/v2/customers', {
    name: unique('Palette customer'),
  });
  const name = unique('Palette project');
  const number = `PAL-${Date.now().toString(36)}`;
  await owner.post('/api/v2/projects', { name, number, customers_id: customer.id });

  await signIn(page, demo.manager);
  const { search, palette } = await openPalette(page);
  await expect(palette.getByRole('button', { name: 'New project' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await search.fill(number);
  await expect(palette.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await search.press('Enter');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/projects' && url.searchParams.get('search') === number,
  );
  await expect(page.getByRole('textbox', { name: searchLabel })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue(number);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('a worker gets no "New project"; "Request absence" and "Request a change" open their forms', async ({
  page,
  owner,
}) => {
  const worker = await newWorker(owner, 'Palette worker');

  await signInWithKey(page, worker.email, worker.key);
  const { search, palette } = await openPalette(page);
  await expect(palette.getByRole('button', { name: 'Request a change' })).toBeVisible();
  await expect(palette.getByRole('button', { name: 'New project' })).toHaveCount(0);
  await search.fill('absence');
  await search.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/absences' && !url.searchParams.has('new'));
  const absenceForm = page.getByRole('dialog', { name: 'Request absence' });
  await expect(absenceForm).toBeVisible();
  await absenceForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(absenceForm).toBeHidden();

  const again = await openPalette(page);
  await again.palette.getByRole('button', { name: 'Request a change' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/change-requests' && !url.searchParams.has('new'));
  await expect(page.getByRole('dialog', { name: 'Request a change' })).toBeVisible();
});
