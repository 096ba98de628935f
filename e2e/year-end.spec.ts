import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  findUser,
  type ServiceClient,
  signIn,
  test,
  unique,
} from './fixtures.ts';

type User = { id: number; name: string };
type Carry = { users_id: number; year: number; count: number; note: string | null };
type OvertimeCarry = { users_id: number; year: number; hours: number; note: string | null };
type Absence = { count_days: number };

// The page closes the previous year unless the address names another.
const year = new Date().getFullYear() - 1;
const next = year + 1;

/** The first Monday of a month of the closed year, so a holiday starting there is on work days. */
function mondayOf(month: number): string {
  const day = new Date(Date.UTC(year, month - 1, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function newWorker(owner: ServiceClient, name: string, quota: number): Promise<User> {
  const { user } = await owner.post<{ user: User }>('/api/v2/users', {
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    role: 'worker',
  });
  await owner.post('/api/holidaysquota', {
    users_id: user.id,
    year_since: year,
    year_until: year,
    count: quota,
  });
  return user;
}

async function holiday(owner: ServiceClient, user: User, since: string, until: string, status: 0 | 1) {
  const { absence } = await owner.post<{ absence: Absence }>('/api/absences', {
    users_id: user.id,
    type: 1,
    date_since: since,
    date_until: until,
    status,
  });
  return absence.count_days;
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: `Holiday accounts of ${year}` })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

/** The work-time balance of `year` as the person's account shows it. */
async function balanceOf(owner: ServiceClient, user: User): Promise<number> {
  const { userreport } = await owner.get<{ userreport: { balance: number } }>(
    `/api/userreports/${user.id}?year=${year}&type=1`,
  );
  return userreport.balance;
}

test('the year-end close writes holiday and overtime carryovers and skips the holidays of the one who has some', async ({
  page,
  owner,
}) => {
  const prefix = unique('Closer');
  const ada = await newWorker(owner, `${prefix} Ada`, 25);
  const ben = await newWorker(owner, `${prefix} Ben`, 20);
  const cleo = await newWorker(owner, `${prefix} Cleo`, 30);
  const dan = await newWorker(owner, `${prefix} Dan`, 25);
  await owner.post('/api/holidayscarry', { users_id: ben.id, year, count: 2 });
  const june = mondayOf(6);
  const benTook = await holiday(owner, ben, june, addDays(june, 4), 1);
  const cleoAsked = await holiday(owner, cleo, mondayOf(9), mondayOf(9), 0);
  await owner.post('/api/holidayscarry', { users_id: dan.id, year: next, count: 4 });
  // Overtime carried into the closed year counts in its balance, so Ada has one to carry on.
  await owner.post('/api/overtimecarry', { users_id: ada.id, year, hours: 3.25 });
  const adaBalance = await balanceOf(owner, ada);
  expect(adaBalance).not.toBe(0);

  await signIn(page);
  await page.goto('/absences');
  await page.getByRole('link', { name: 'Year-end close' }).click();
  await expect(page).toHaveURL(/\/users\/year-end$/);
  await expect(page.getByRole('combobox', { name: 'Year to close' })).toHaveValue(String(year));
  await page.getByRole('searchbox', { name: 'Search co-workers' }).fill(prefix);
  await expect(page.getByRole('table', { name: `Holiday accounts of ${year}` }).getByRole('row')).toHaveCount(
    5,
  );
  await expectNoSeriousA11yViolations(page);

  // Quota 20 + carried in 2 − the approved week: the proposal is what is left.
  const benInput = rowOf(page, ben.name).getByRole('textbox', {
    name: `Carryover of ${ben.name} into ${next}`,
  });
  await expect(benInput).toHaveValue(String(20 + 2 - benTook));
  await expect(page.getByText(/1 co-worker still has holiday requests/)).toBeVisible();
  await expect(
    rowOf(page, cleo.name).getByRole('textbox', { name: `Carryover of ${cleo.name} into ${next}` }),
  ).toHaveValue(String(30 - cleoAsked));
  await expect(rowOf(page, dan.name)).toContainText('Skipped: a carryover exists already');
  await expect(
    rowOf(page, ada.name).getByRole('textbox', { name: `Overtime of ${ada.name} carried into ${next}` }),
  ).toHaveValue(String(adaBalance));

  const adaInput = rowOf(page, ada.name).getByRole('textbox', {
    name: `Carryover of ${ada.name} into ${next}`,
  });
  await expect(adaInput).toHaveValue('25');
  await adaInput.fill('7.5');
  // Dan's holidays are carried already; his overtime is still to close.
  await page.getByRole('button', { name: 'Save 4 carryovers' }).click();
  await page
    .getByRole('dialog', { name: `Save 4 carryovers into ${next}?` })
    .getByRole('button', { name: 'Save 4 carryovers' })
    .click();

  await expect(page.getByRole('progressbar', { name: 'Saving carryovers' })).toBeVisible();
  await expect(page.getByText('Done: 7 saved, 0 skipped, 0 refused.')).toBeVisible();
  for (const person of [ada, ben, cleo, dan]) await expect(rowOf(page, person.name)).toContainText('Saved');
  await expect(rowOf(page, dan.name)).toContainText('Skipped');
  await expect(page.getByRole('button', { name: 'Save 0 carryovers' })).toBeDisabled();

  const { holidayscarry } = await owner.get<{ holidayscarry: Carry[] }>(`/api/holidayscarry?year=${next}`);
  const countOf = (user: User) => holidayscarry.find((row) => row.users_id === user.id)?.count;
  expect(countOf(ada)).toBe(7.5);
  expect(countOf(ben)).toBe(20 + 2 - benTook);
  expect(countOf(cleo)).toBe(30 - cleoAsked);
  expect(countOf(dan)).toBe(4);
  const note = `Year-end close ${year}`;
  expect(holidayscarry.find((row) => row.users_id === ada.id)?.note).toBe(note);

  // Everyone's balance, in quarter hours, became their overtime carryover; Ada's is the 3.25 h she had.
  for (const person of [ada, ben, cleo, dan]) {
    const { overtimecarry } = await owner.get<{ overtimecarry: OvertimeCarry[] }>(
      `/api/overtimecarry?users_id=${person.id}&year=${next}`,
    );
    const hours = person === ada ? adaBalance : Math.round((await balanceOf(owner, person)) * 4) / 4;
    expect(overtimecarry).toEqual([{ users_id: person.id, year: next, hours, note }]);
  }
});

test('a value the contract refuses is marked at its input and nothing is sent', async ({ page, owner }) => {
  const prefix = unique('Halfway');
  const eve = await newWorker(owner, `${prefix} Eve`, 10);

  await signIn(page);
  await page.goto(`/users/year-end?year=${year}&search=${encodeURIComponent(prefix)}`);
  const input = rowOf(page, eve.name).getByRole('textbox', { name: `Carryover of ${eve.name} into ${next}` });
  await input.fill('400');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/holidayscarry')) posted = true;
  });
  await page.getByRole('button', { name: 'Save 1 carryover' }).click();
  await expect(page.getByText('Must be at most 366')).toBeVisible();
  await expect(
    page.getByText(`Check the highlighted values of ${eve.name}; nothing was saved.`),
  ).toBeVisible();
  await expect(input).toHaveValue('400');
  expect(posted).toBe(false);
  const { holidayscarry } = await owner.get<{ holidayscarry: Carry[] }>(
    `/api/holidayscarry?year=${next}&users_id=${eve.id}`,
  );
  expect(holidayscarry).toEqual([]);
});

test('closing the current year warns that it has not ended, on the page and in the confirm step', async ({
  page,
  owner,
}) => {
  const prefix = unique('Early');
  await newWorker(owner, `${prefix} Fay`, 10);
  // 27 November in the browser, so 34 days of the year remain whenever the journey runs.
  await page.clock.setFixedTime(new Date(`${next}-11-27T12:00:00Z`));
  await signIn(page);
  await page.goto(`/users/year-end?year=${next}&search=${encodeURIComponent(prefix)}`);
  const warning = `${next} has not ended: 34 days remain`;
  await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
  await page.getByRole('button', { name: 'Save 1 carryover' }).click();
  const dialog = page.getByRole('dialog', { name: `Save 1 carryover into ${next + 1}?` });
  await expect(dialog.getByText(warning)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The year just ended is closed without the warning.
  await page.goto(`/users/year-end?year=${year}&search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('heading', { name: 'Year-end close' })).toBeVisible();
  await expect(page.getByText(/has not ended/)).toHaveCount(0);
});

test('a cap cuts what a person carries, and the stored carryover says so', async ({ page, owner }) => {
  const prefix = unique('Capped');
  const gil = await newWorker(owner, `${prefix} Gil`, 12);
  const hal = await newWorker(owner, `${prefix} Hal`, 7);

  await signIn(page);
  await page.goto(`/users/year-end?year=${year}&search=${encodeURIComponent(prefix)}`);
  const carryOf = (user: User) =>
    rowOf(page, user.name).getByRole('textbox', { name: `Carryover of ${user.name} into ${next}` });
  await expect(carryOf(gil)).toHaveValue('12');
  await page.getByRole('textbox', { name: 'Carry at most (days)' }).fill('10');
  await expect(page).toHaveURL(/[?&]cap=10(&|$)/);
  await expect(carryOf(gil)).toHaveValue('10');
  await expect(rowOf(page, gil.name)).toContainText('12 → 10, capped');
  await expect(carryOf(hal)).toHaveValue('7');
  await expect(rowOf(page, hal.name)).not.toContainText('capped');

  await page.getByRole('button', { name: 'Save 2 carryovers' }).click();
  await page
    .getByRole('dialog', { name: `Save 2 carryovers into ${next}?` })
    .getByRole('button', { name: 'Save 2 carryovers' })
    .click();
  await expect(page.getByText('Done: 4 saved, 0 skipped, 0 refused.')).toBeVisible();

  const stored = async (user: User) =>
    (await owner.get<{ holidayscarry: Carry[] }>(`/api/holidayscarry?year=${next}&users_id=${user.id}`))
      .holidayscarry;
  expect(await stored(gil)).toEqual([
    { users_id: gil.id, year: next, count: 10, note: `Year-end close ${year}, capped at 10 days from 12` },
  ]);
  expect(await stored(hal)).toEqual([
    { users_id: hal.id, year: next, count: 7, note: `Year-end close ${year}` },
  ]);
  const { overtimecarry } = await owner.get<{ overtimecarry: OvertimeCarry[] }>(
    `/api/overtimecarry?users_id=${gil.id}&year=${next}`,
  );
  expect(overtimecarry.map((row) => row.note)).toEqual([`Year-end close ${year}`]);
});

test('a worker who opens the year-end close is told it is for owners and managers', async ({
  page,
  owner,
}) => {
  const worker = await findUser(owner, (user) => user.role === 'worker' && user.language === 'en');
  await signIn(page, worker.email);
  await page.goto('/users/year-end');
  await expect(page.getByText('Only owners and managers close a year.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await page.goto('/absences');
  await expect(page.getByRole('heading', { name: 'Absences' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Year-end close' })).toHaveCount(0);
});
