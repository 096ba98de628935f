import { demo, expect, fullTimeFrom, newWorker, serviceClient, signIn, test, unique } from './fixtures.ts';

// A past year is counted whole, so the figures do not depend on the day the journey runs. London keeps
// UTC until the end of March, so the interval below is the worker's own clock.
const SUNDAY = '2025-03-02';

test('a manager assigns a night surcharge and the worker’s account draws the window that paid a Sunday night', async ({
  page,
  owner,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const worker = await newWorker(owner, 'Sunday nights', { timezone: 'Europe/London', language: 'en' });
  // A row in force (with no target on Sunday) is what lets a surcharge count on the day.
  await manager.post('/api/targethours', fullTimeFrom(worker.id, '2025-02-24', '2025-03-09'));
  const modelName = unique('Night shift');
  await manager.post('/api/v2/surcharges', {
    name: modelName,
    accumulation: true,
    night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
  });
  const { change_request } = await owner.post<{ change_request: unknown }>(
    '/api/v2/workTimes/changeRequests',
    {
      users_id: worker.id,
      date: SUNDAY,
      changes: [{ type: 1, time_since: `${SUNDAY}T20:00:00Z`, time_until: '2025-03-03T00:00:00Z' }],
    },
  );
  expect(change_request).toBeNull();

  await signIn(page, demo.manager);
  await page.goto(`/users/${worker.id}`);
  await expect(page.getByRole('heading', { level: 1, name: worker.name })).toBeVisible();
  await page.getByRole('button', { name: 'Assign model' }).click();
  const form = page.getByRole('dialog', { name: 'Assign a surcharge model' });
  await form.getByRole('combobox', { name: 'Surcharge model' }).click();
  await page.getByRole('option', { name: modelName }).click();
  await form.getByRole('textbox', { name: 'From' }).fill('2025-01-01');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${modelName} assigned`)).toBeVisible();

  await page.goto(`/users/${worker.id}/account?year=2025&month=3`);
  await page.getByRole('button', { name: 'Details of Sunday, March 2, 2025' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sunday, March 2, 2025' });
  // 22:00–24:00 at 25 %: half an hour of surcharge on four hours worked.
  await expect(drawer.getByRole('row', { name: /^Surcharge/ })).toContainText('0:30 h');
  await expect(drawer.getByText('Night 25%, 22:00–06:00: 2:00 h worked in it, 0:30 h earned')).toBeVisible();
  // The drawing is for the eye (hidden from assistive technology, which reads the line above).
  const chart = drawer.locator('[aria-hidden="true"]').filter({ hasText: 'Surcharge' });
  // Two hours of the day are too narrow for a label on the drawing: its tooltip names the percent.
  await expect(chart.getByTitle('22:00–24:00: 25% (Night 25%)')).toBeVisible();
  await expect(chart.getByText('Worked')).toBeVisible();
});
