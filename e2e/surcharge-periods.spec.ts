import { demo, expect, newWorker, serviceClient, signIn, test, todayOf, unique } from './fixtures.ts';

test('a manager assigns a surcharge model on the person page, finds the co-worker on the model, and cannot delete the model while assigned', async ({
  page,
  owner,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const worker = await newWorker(owner, 'Night nurse');
  const modelName = unique('Nights');
  const { surcharge } = await manager.post<{ surcharge: { id: number } }>('/api/v2/surcharges', {
    name: modelName,
    accumulation: true,
    night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
  });
  const today = await todayOf(manager, demo.manager);
  const since = `${today.slice(0, 4)}-01-01`;

  await signIn(page, demo.manager);
  await page.goto(`/users/${worker.id}`);
  await expect(page.getByRole('heading', { level: 1, name: worker.name })).toBeVisible();
  await page.getByRole('button', { name: 'Assign model' }).click();
  const form = page.getByRole('dialog', { name: 'Assign a surcharge model' });
  await form.getByRole('combobox', { name: 'Surcharge model' }).click();
  await page.getByRole('option', { name: modelName }).click();
  await form.getByRole('textbox', { name: 'From' }).fill(since);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${modelName} assigned`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByRole('button', { name: new RegExp(modelName) }),
  ).toBeVisible();
  const { data } = await manager.get<{ data: { surcharge_models_id: number; date_since: string }[] }>(
    `/api/v2/usersSurchargeModels?filter[users_id]=${worker.id}`,
  );
  expect(data).toEqual([expect.objectContaining({ surcharge_models_id: surcharge.id, date_since: since })]);

  await page.goto(`/surcharges/${surcharge.id}`);
  const coWorkers = page.getByRole('region', { name: 'Co-workers with this model today' });
  await coWorkers.getByRole('link', { name: worker.name }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${worker.id}`));

  await page.goto(`/surcharges/${surcharge.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`This surcharge model is still assigned to ${worker.name}.`, { exact: false }),
  ).toBeVisible();
  expect(
    (await manager.get<{ surcharge: { id: number } }>(`/api/v2/surcharges/${surcharge.id}`)).surcharge.id,
  ).toBe(surcharge.id);
});

test('a manager adds an overtime carryover with a note and sees it on the person page', async ({
  page,
  owner,
  request,
}) => {
  const manager = serviceClient(request, demo.manager);
  const worker = await newWorker(owner, 'Overtimer');

  await signIn(page, demo.manager);
  await page.goto(`/users/${worker.id}?year=2031`);
  await page.getByRole('button', { name: 'New overtime carryover' }).click();
  const form = page.getByRole('dialog', { name: 'New overtime carryover' });
  await expect(form.getByRole('textbox', { name: 'Year' })).toHaveValue('2031');
  await form.getByRole('textbox', { name: 'Hours carried over' }).fill('12.3');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Quarter hours only, from −10,000 to 10,000')).toBeVisible();
  await form.getByRole('textbox', { name: 'Hours carried over' }).fill('12.25');
  await form.getByRole('textbox', { name: 'Note' }).fill('Inventory weekends');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Overtime carryover into 2031 added: +12:15 h')).toBeVisible();

  const section = page.getByRole('region', { name: 'Overtime carryovers' });
  await expect(section.getByText('Inventory weekends')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByRole('button', { name: /\+12:15\sh, 2031/ }),
  ).toBeVisible();
  const { overtimecarry } = await manager.get<{ overtimecarry: unknown[] }>(
    `/api/overtimecarry?users_id=${worker.id}`,
  );
  expect(overtimecarry).toEqual([
    { users_id: worker.id, year: 2031, hours: 12.25, note: 'Inventory weekends' },
  ]);
});
