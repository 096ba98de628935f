import { expect, expectNoSeriousA11yViolations, newWorker, signInWithKey, test } from './fixtures.ts';

test('a worker opens the API reference from the user menu and tries a call that answers with themselves', async ({
  page,
  owner,
}) => {
  // Scalar draws every operation of the document: the page is large, and axe takes a while over it.
  test.setTimeout(120_000);
  const worker = await newWorker(owner, 'API Reader');
  // Everything the page needs comes from the app's own origin: no fonts, scripts or calls elsewhere.
  const elsewhere: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );

  await signInWithKey(page, worker.email, worker.key);
  await page.getByRole('button', { name: `Account menu for ${worker.name}` }).click();
  await page.getByRole('menuitem', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/api-reference$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  await expect(page.getByText(`signed in as ${worker.email}`)).toBeVisible();

  const reference = page.getByRole('region', { name: 'Endpoints' });
  await expect(reference.getByRole('heading', { name: 'Stint API' })).toBeVisible();
  await reference.getByText('Users', { exact: true }).first().click();
  await reference.getByText('Get a user', { exact: true }).first().click();
  await expect(reference.getByRole('heading', { name: 'Get a user' })).toBeVisible();
  // The page's own chrome only: Scalar's markup (in the region and what it teleports to the body)
  // carries violations of its own that the app cannot fix from outside.
  await expectNoSeriousA11yViolations(page, undefined, '.scalar-app');

  await reference.getByRole('button', { name: 'Test Request (get /api/v2/users/{id})' }).click();
  const client = page.getByRole('dialog');
  await client.getByRole('button', { name: /^Send get request/ }).click();
  await expect(client.getByText('200 OK')).toBeVisible();
  await expect(client.getByText(`"${worker.email}"`)).toBeVisible();
  await expect(client.getByText(`"${worker.name}"`)).toBeVisible();
  expect(elsewhere).toEqual([]);
});
