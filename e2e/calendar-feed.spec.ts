import { addDays, weekdayOf } from '../contract/dates.ts';
import { expect, expectNoSeriousA11yViolations, newWorker, signInWithKey, test } from './fixtures.ts';

/** A work day about two weeks ahead: inside every feed's window and never across New Year. */
function dayAhead(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 14);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

test('a worker subscribes to their absences from the user menu, and revoking ends the feed', async ({
  page,
  owner,
  request,
}) => {
  const { key, ...worker } = await newWorker(owner, 'Feed reader', { language: 'en' });
  const day = dayAhead();
  await owner.post('/api/absences', {
    users_id: worker.id,
    date_since: day,
    date_until: day,
    type: 1,
    status: 1,
  });

  await signInWithKey(page, worker.email, key);
  await page.getByRole('button', { name: `Account menu for ${worker.name}` }).click();
  await page.getByRole('menuitem', { name: 'Calendar feed…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feeds' });
  const own = dialog.getByRole('region', { name: 'My absences' });
  await expect(own.getByText('No feed yet.')).toBeVisible();
  // A worker without the right to see others' absences is offered only their own.
  await expect(dialog.getByRole('region', { name: 'The whole company' })).toHaveCount(0);
  await own.getByRole('button', { name: 'Create feed' }).click();
  const address = own.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]+\.ics$/);
  await expect(own.getByText(/Active since/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const url = await address.inputValue();

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await feed.text();
  expect(text).toContain(`DTSTART;VALUE=DATE:${day.replaceAll('-', '')}`);
  expect(text).toContain('SUMMARY:Holiday');

  await own.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the feed “My absences”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The feed “My absences” was revoked.')).toBeVisible();
  await expect(own.getByText('No feed yet.')).toBeVisible();
  await expect(address).toHaveCount(0);
  expect((await request.get(url)).status()).toBe(404);
});
