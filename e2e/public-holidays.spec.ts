import {
  expect,
  expectNoSeriousA11yViolations,
  type ServiceClient,
  signIn,
  signInWithKey,
  test,
  unique,
} from './fixtures.ts';

// Day–month order ("Pick 2 November 2027"), as the app formats dates in the browser's regional English.
test.use({ locale: 'en-GB' });

type User = { id: number; name: string; email: string };

/** Next year: the seed's absences stay in the current one. */
const year = new Date().getUTCFullYear() + 1;
const month = `${year}-11`;
const monthName = 'November';

/** The Monday of the month's second full week, so the week lies within the month. */
function secondMonday(): string {
  const first = new Date(Date.UTC(year, 10, 1));
  const toMonday = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, 10, 1 + toMonday + 7)).toISOString().slice(0, 10);
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayOf = (date: string) => String(Number(date.slice(8, 10)));

/**
 * A group of the test's own with two holidays on the Tuesday and Wednesday of one week, and a worker
 * of the test's own (with a key) in it by a validity period.
 */
async function workerWithHolidays(owner: ServiceClient) {
  const monday = secondMonday();
  const holidays = [
    { date: dayAfter(monday, 1), name: unique('Founders Day') },
    { date: dayAfter(monday, 2), name: unique('Harvest Day') },
  ];
  const { nonbusinessgroup: group } = await owner.post<{ nonbusinessgroup: { id: number } }>(
    '/api/nonbusinessgroups',
    { name: unique('Region') },
  );
  for (const holiday of holidays) await owner.post(`/api/nonbusinessgroups/${group.id}/days`, holiday);
  const name = unique('Holiday Worker');
  const { user } = await owner.post<{ user: User }>('/api/v2/users', {
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    role: 'worker',
    language: 'en',
  });
  await owner.post('/api/v2/usersNonbusinessGroups', {
    users_id: user.id,
    nonbusiness_groups_id: group.id,
    date_since: `${year}-01-01`,
  });
  const { api_key: key } = await owner.post<{ api_key: string }>(`/api/v2/users/${user.id}/apikey`, {});
  return { user, key, group: group.id, monday, holidays };
}

test("the month view shades and names a co-worker's public holidays, and an absence over them counts fewer days", async ({
  page,
  owner,
}) => {
  const { user, group, monday, holidays } = await workerWithHolidays(owner);
  const [founders, harvest] = holidays as [(typeof holidays)[0], (typeof holidays)[0]];

  // The service answers the group's days in order, and the week's absence counts 5 − 2 days.
  const { nonbusinessdays } = await owner.get<{ nonbusinessdays: unknown[] }>(
    `/api/nonbusinessgroups/${group}/days?date_since=${month}-01&date_until=${month}-30`,
  );
  expect(nonbusinessdays).toEqual([
    { date: founders.date, name: founders.name, special: false },
    { date: harvest.date, name: harvest.name, special: false },
  ]);
  const { absence } = await owner.post<{ absence: { count_days: number } }>('/api/absences', {
    users_id: user.id,
    date_since: monday,
    date_until: dayAfter(monday, 4),
    type: 1,
  });
  expect(absence.count_days).toBe(3);
  // One day fewer over a single holiday: Monday and Tuesday count as one.
  const { count } = await owner.get<{ count: { count_days: number } }>(
    `/api/absences/count?users_id=${user.id}&date_since=${monday}&date_until=${founders.date}`,
  );
  expect(count.count_days).toBe(1);

  await signIn(page);
  await page.goto(`/absences?month=${month}&user=${user.id}`);
  const calendar = page.getByTestId('absence-calendar');
  const row = calendar.getByRole('row').filter({ has: page.getByRole('rowheader', { name: user.name }) });
  const pick = (date: string, holiday?: string) =>
    page.getByRole('button', {
      name: `Pick ${dayOf(date)} ${monthName} ${year}${holiday ? `, ${holiday}` : ''}`,
      exact: true,
    });
  const cellOf = (button: ReturnType<typeof pick>) => row.getByRole('cell').filter({ has: button });

  await expect(row.locator(pick(harvest.date, harvest.name))).toBeVisible();
  const holidayCell = cellOf(pick(founders.date, founders.name));
  await expect(holidayCell).toHaveAttribute('title', founders.name);
  await expect(holidayCell).toHaveAttribute('data-holiday', '');
  // The Monday before them is an ordinary work day.
  const mondayCell = cellOf(pick(monday));
  await expect(mondayCell).toBeVisible();
  await expect(mondayCell).not.toHaveAttribute('data-holiday');
  await expect(mondayCell).not.toHaveAttribute('title');
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Public holiday');
  await expectNoSeriousA11yViolations(page);
});

test('a worker sees their own public holidays in the month view and in their year', async ({
  page,
  owner,
}) => {
  const { user, key, holidays } = await workerWithHolidays(owner);
  const [founders] = holidays as [(typeof holidays)[0]];
  const label = `Pick ${dayOf(founders.date)} ${monthName} ${year}, ${founders.name}`;

  await signInWithKey(page, user.email, key);
  await page.goto(`/absences?month=${month}`);
  const calendar = page.getByTestId('absence-calendar');
  await expect(calendar.getByRole('rowheader')).toHaveText(new RegExp(user.name));
  await expect(calendar.getByRole('button', { name: label, exact: true })).toBeVisible();

  await page.goto(`/absences/person/${user.id}?year=${year}`);
  const planner = page.getByTestId('absence-year');
  const cell = planner
    .getByRole('cell')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  await expect(cell).toHaveAttribute('title', founders.name);
  await expect(page.getByRole('region', { name: 'Legend' })).toContainText('Public holiday');
  await expectNoSeriousA11yViolations(page);
});
