import { anActiveService, expect, expectNoSeriousA11yViolations, signIn, test, unique } from './fixtures.ts';

type Named = { id: number; name: string };

test('the period summary names the hard-budget project its revenue leaves out, and counts it on one click', async ({
  page,
  owner,
}) => {
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique('Left-out revenue customer'),
  });
  const { project: hard } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique('Capped rollout'),
    customers_id: customer.id,
    budget_money: 1000,
  });
  const { project: open } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique('Open support'),
    customers_id: customer.id,
  });
  const service = await anActiveService(owner);
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const entry = (projectsId: number, until: string, rate: number) =>
    owner.post('/api/v2/entries', {
      customers_id: customer.id,
      projects_id: projectsId,
      services_id: service.id,
      billable: 1,
      time_since: `${day}T08:00:00Z`,
      time_until: `${day}T${until}:00Z`,
      hourly_rate: rate,
    });
  // 4 h × 100 on the hard budget, 2 h × 50 without a budget.
  await entry(hard.id, '12:00', 100);
  await entry(open.id, '10:00', 50);

  await signIn(page);
  await page.goto(`/entries?period=day&date=${day}&customer=${customer.id}`);
  const summary = page.getByRole('region', { name: 'Summary of the period' });
  const revenue = summary
    .getByText('Revenue', { exact: true })
    .first()
    .locator('xpath=following-sibling::*[1]');
  await expect(revenue).toHaveText('100.00');
  const note = summary.getByRole('note');
  await expect(note).toContainText('Revenue leaves out 1 hard-budget project');
  await expect(note.getByRole('listitem')).toHaveText([new RegExp(`^${hard.name}: 4:00\\sh$`)]);
  await expectNoSeriousA11yViolations(page);

  await note.getByRole('button', { name: 'Include their revenue' }).click();
  await expect(page).toHaveURL(/hardRevenue=1/);
  await expect(revenue).toHaveText('500.00');
  await expect(note).toBeHidden();
});
