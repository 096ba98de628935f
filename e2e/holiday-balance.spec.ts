import { expect, newWorker, type ServiceClient, signInWithKey, test } from './fixtures.ts';

/** A fresh worker with a small quota for `year` and their own API key, so that no other spec's data counts. */
async function freshWorker(owner: ServiceClient, year: number) {
  const worker = await newWorker(owner, 'Holly Balance');
  await owner.post('/api/holidaysquota', {
    users_id: worker.id,
    year_since: year,
    year_until: year,
    count: 2,
  });
  return worker;
}

test('the absence form says what a request counts and warns beyond the balance; the year page marks it', async ({
  page,
  owner,
}) => {
  const year = 2027;
  const worker = await freshWorker(owner, year);
  await signInWithKey(page, worker.email, worker.key);
  // A worker lands on My time, their own week, month and balance, not on the read-only projects.
  await expect(page).toHaveURL(/\/my-time$/);
  await page.goto(`/absences?month=${year}-01`);
  await page.getByRole('button', { name: 'Request absence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request absence' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Holiday', exact: true }).click();

  // Saturday and Sunday: accepted by the interface, but the form says they count nothing.
  await dialog.getByLabel('First day').fill(`${year}-01-09`);
  await dialog.getByLabel('Last day').fill(`${year}-01-10`);
  await expect(dialog.getByText('This request counts 0 days')).toBeVisible();
  await expect(dialog.getByText(/These days count 0 days/)).toBeVisible();

  // Monday to Friday against a quota of 2: counted, the balance after it, and a warning that does not block.
  await dialog.getByLabel('First day').fill(`${year}-01-04`);
  await dialog.getByLabel('Last day').fill(`${year}-01-08`);
  await expect(
    dialog.getByText(`This request counts 5 days · holidays left in ${year} after it: -3`),
  ).toBeVisible();
  await expect(
    dialog.getByText(`This goes 3 days beyond the holidays left in ${year}.`, { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'My year' }).click();
  await expect(page).toHaveURL(new RegExp(`/absences/person/${worker.id}\\?year=${year}$`));
  await expect(page.getByText('Overdrawn by 3 days', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(`${worker.name} · ${year} · Stint`);
});

test("a worker opening a co-worker's year page by its address sees only that it is not theirs to see", async ({
  page,
  owner,
}) => {
  const worker = await freshWorker(owner, 2027);
  const other = await freshWorker(owner, 2027);
  await signInWithKey(page, worker.email, worker.key);
  await page.goto(`/absences/person/${other.id}?year=2027`);
  await expect(page.getByText('You may not see', { exact: false })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
});
