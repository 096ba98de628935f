import { addDays } from '../contract/dates.ts';
import {
  apiHeaders,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  newCustomerAndProject,
  newWorker,
  serviceClient,
  signIn,
  test,
  todayOf,
  unique,
} from './fixtures.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("a manager changes a project's rate and re-rates its open entries; a billed entry keeps its rate", async ({
  page,
  request,
  owner,
}) => {
  const manager = serviceClient(request, demo.manager);
  const { customer, project } = await newCustomerAndProject(owner, 'Rerate');
  const { service } = await owner.post<{ service: { id: number } }>('/api/services', {
    name: unique('Rerate service'),
  });
  const worker = await newWorker(owner, 'Rerate worker');
  const today = await todayOf(manager, demo.manager);
  const since = addDays(today, -30);
  await manager.post('/api/v2/rates', { projects_id: project.id, hourly_rate: 80, date_since: since });

  // The co-worker books without a rate: each entry stores the project's 80 in force on its day.
  const book = async (text: string, daysBack: number, hours: number, billable: number) => {
    const day = addDays(today, -daysBack);
    const response = await request.post('/api/v2/entries', {
      headers: { ...apiHeaders(worker.email), 'X-ServiceApiKey': worker.key },
      data: {
        customers_id: customer.id,
        projects_id: project.id,
        services_id: service.id,
        billable,
        text,
        time_since: `${day}T08:00:00Z`,
        time_until: `${day}T${String(8 + hours).padStart(2, '0')}:00:00Z`,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).entry.id as number;
  };
  await book('Open A', 10, 2, 1);
  await book('Open B', 5, 1, 1);
  const billedId = await book('Billed C', 7, 3, 1);
  // Billing is a manager's mark on the entry.
  await manager.put(`/api/v2/entries/${billedId}`, { billable: 2 });

  await signIn(page, demo.manager);
  await page.goto('/rates');
  await page.getByRole('button', { name: new RegExp(`^Edit the rate of ${escaped(project.name)} `) }).click();
  const form = page.getByRole('dialog', { name: 'Edit hourly rate' });
  await form.getByRole('textbox', { name: 'Hourly rate' }).fill('100');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The page offers the re-rate; nothing changes until it is confirmed.
  const offer = page.getByRole('alert').filter({ hasText: 'Booked entries keep their rate' });
  await offer.getByRole('button', { name: 'Re-rate open entries…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-rate open entries' });
  await expect(dialog).toContainText(`${project.name} (${customer.name})`);
  const preview = dialog.getByRole('status', { name: 'What re-rating changes' });
  await expect(preview).toContainText('Entries2');
  await expect(preview).toContainText('Hours3:00');
  await expect(preview).toContainText('240.00 → 300.00');
  await expect(preview).toContainText('+60.00');
  await expect(
    preview.getByRole('row').filter({ hasText: `${customer.name} · ${project.name}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  const unchanged = await manager.get<{ entry: { hourly_rate: number } }>(`/api/v2/entries/${billedId}`);
  expect(unchanged.entry.hourly_rate).toBe(80);

  await dialog.getByRole('button', { name: 'Apply new rates' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 entries re-rated, revenue +60.00')).toBeVisible();

  // Asked again from the rate's row, nothing is left to change.
  await page
    .getByRole('button', { name: new RegExp(`^Re-rate open entries of ${escaped(project.name)} `) })
    .click();
  await expect(dialog.getByRole('status', { name: 'What re-rating changes' })).toContainText(
    'No open entry in this period needs a new rate.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/entries?period=range&date=${since}&until=${today}&project=${project.id}`);
  const rows = page.getByRole('table', { name: 'Entries' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Open A' })).toContainText('200.00');
  await expect(rows.filter({ hasText: 'Open A' })).toContainText('100.00 / h');
  await expect(rows.filter({ hasText: 'Open B' })).toContainText('100.00 / h');
  await expect(rows.filter({ hasText: 'Billed C' })).toContainText('240.00');
  await expect(rows.filter({ hasText: 'Billed C' })).toContainText('80.00 / h');
});
