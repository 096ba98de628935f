import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  newWorker,
  type ServiceClient,
  signInWithKey,
  test,
} from './fixtures.ts';

/** Days up to this one are locked for the requesters, so their work-time changes wait for a decision. */
const EDIT_LOCK = '2025-01-31';
/** Absences next year: a fresh worker has none there, and the queue looks a year ahead. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

type Person = { id: number; name: string; email: string; key: string };

/** The service as `person`, with their own key. */
function clientOf(request: APIRequestContext, person: Person) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await request.fetch(path, {
      method,
      data: body,
      headers: {
        'X-ServiceApiUser': person.email,
        'X-ServiceApiKey': person.key,
        'X-Service-External-Application': `e2e;${person.email}`,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
}

/** A worker whose absences and change requests `approver` decides, locked until EDIT_LOCK. */
async function reportOf(owner: ServiceClient, approver: Person, label: string): Promise<Person> {
  const person = await newWorker(owner, label, {
    boss: approver.id,
    absence_managers_id: [approver.id],
    timezone: 'Europe/Berlin',
    language: 'en',
  });
  await owner.put(`/api/v2/users/${person.id}`, { edit_lock: EDIT_LOCK });
  return person;
}

function queue(page: Page) {
  return page.getByRole('table', { name: 'Requests waiting for a decision' });
}

function waitingBadge(page: Page) {
  return page.getByRole('navigation', { name: /./ }).getByTestId('approvals-waiting');
}

test('an approver clears a mixed queue, one item decided elsewhere first', async ({
  browser,
  owner,
  request,
}) => {
  const approver = await newWorker(owner, 'Approver');
  const anna = await reportOf(owner, approver, 'Anna');
  const ben = await reportOf(owner, approver, 'Ben');
  const asAnna = clientOf(request, anna);
  const asBen = clientOf(request, ben);

  type Filed = { absence: { id: number } };
  type Changed = { change_request: { id: number } | null };
  const annaAbsence = await asAnna<Filed>('POST', '/api/absences', {
    date_since: `${NEXT_YEAR}-02-09`,
    date_until: `${NEXT_YEAR}-02-13`,
    type: 1,
  });
  await asBen<Filed>('POST', '/api/absences', {
    date_since: `${NEXT_YEAR}-03-02`,
    date_until: `${NEXT_YEAR}-03-03`,
    type: 1,
  });
  const change = (date: string) => ({
    date,
    changes: [{ type: 1, time_since: `${date}T07:00:00Z`, time_until: `${date}T11:00:00Z` }],
  });
  const annaChange = await asAnna<Changed>('POST', '/api/v2/workTimes/changeRequests', {
    users_id: anna.id,
    ...change('2025-01-15'),
  });
  const benChange = await asBen<Changed>('POST', '/api/v2/workTimes/changeRequests', {
    users_id: ben.id,
    ...change('2025-01-16'),
  });
  expect(annaChange.change_request).not.toBeNull();
  expect(benChange.change_request).not.toBeNull();

  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInWithKey(page, approver.email, approver.key);
  await page.getByRole('link', { name: /Approvals/ }).click();
  await expect(page).toHaveURL(/\/approvals/);
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const rows = queue(page).getByRole('row');
  // Header plus the four requests: two absences and two change requests.
  await expect(rows).toHaveCount(5);
  await expect(waitingBadge(page)).toHaveText(/^4/);
  await expect(queue(page).getByText('Absence', { exact: true })).toHaveCount(2);
  await expect(queue(page).getByText('Change request', { exact: true })).toHaveCount(2);
  await expect(queue(page).getByText(/Holiday, 9.*13 February/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Opening an item shows what deciding it changes: for a change request the day's changes on a timeline
  // (a worker deciding may not read the co-worker's current work times, so only the request shows).
  await rows
    .filter({ hasText: anna.name })
    .filter({ hasText: 'Change request' })
    .getByRole('button', { name: /^Open/ })
    .click();
  const detail = page.getByRole('dialog', { name: anna.name });
  await expect(detail.getByText('Before you decide')).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'The day' })).toBeVisible();
  await expect(detail.getByRole('listitem', { name: '08:00–12:00, Added' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The kind filter goes to the address and narrows the queue.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Change request', exact: true }).click();
  await expect(page).toHaveURL(/kind=change/);
  await expect(rows).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(rows).toHaveCount(5);

  // Someone else approves Anna's absence while the page shows it.
  await owner.put(`/api/absences/${annaAbsence.absence.id}`, { status: 1 });

  // One at a time: Ben's change request is declined after confirming.
  const benChangeRow = rows.filter({ hasText: ben.name }).filter({ hasText: 'Change request' });
  await benChangeRow.getByRole('button', { name: /^Decline/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this request?' });
  await confirm.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('1 request declined')).toBeVisible();
  await expect(rows).toHaveCount(4);
  // The badge is the service's count, refreshed by the decline: it already knows of the decision made
  // elsewhere, which the queue learns of only when it tries that item.
  await expect(waitingBadge(page)).toHaveText(/^2/);

  // The rest at once: the absence decided elsewhere is refused and reported, the others approved.
  await page.getByRole('checkbox', { name: 'Select all requests' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const report = page.getByRole('alert').filter({ hasText: '1 of 3 requests were not decided' });
  await expect(report).toBeVisible();
  await expect(report).toContainText(`${anna.name} · Holiday`);
  await expect(report).toContainText('Already decided by someone else');
  await expect(page.getByText('Nothing waits for you')).toBeVisible();
  await expect(waitingBadge(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The change-request inbox leads here.
  await page.goto('/change-requests');
  await page.getByRole('link', { name: 'Open in the approvals inbox' }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByText('Nothing waits for you')).toBeVisible();

  // What the service holds afterwards.
  const { change_requests: annaPending } = await owner.get<{ change_requests: unknown[] }>(
    `/api/v2/workTimes/changeRequests?users_id=${anna.id}&status=1`,
  );
  expect(annaPending).toHaveLength(0);
  const { change_requests: benDeclined } = await owner.get<{ change_requests: { id: number }[] }>(
    `/api/v2/workTimes/changeRequests?users_id=${ben.id}&status=2`,
  );
  expect(benDeclined.map((item) => item.id)).toEqual([benChange.change_request?.id]);
  const { absences } = await owner.get<{ absences: { users_id: number; status: number }[] }>(
    `/api/absences?year=${NEXT_YEAR}`,
  );
  const ours = absences.filter((absence) => absence.users_id === anna.id || absence.users_id === ben.id);
  expect(ours.map((absence) => absence.status)).toEqual([1, 1]);
});

test('a long queue is drawn a page at a time, and a request on its last page is decided there', async ({
  browser,
  owner,
  request,
}) => {
  const approver = await newWorker(owner, 'Long queue approver');
  const clara = await reportOf(owner, approver, 'Clara');
  const asClara = clientOf(request, clara);
  // Sixty locked days, 1 November to 30 December 2024: more than one page of the queue.
  const days = Array.from({ length: 60 }, (_, index) =>
    new Date(Date.UTC(2024, 10, 1 + index)).toISOString().slice(0, 10),
  );
  const filed: number[] = [];
  for (const date of days) {
    const answer = await asClara<{ change_request: { id: number } }>(
      'POST',
      '/api/v2/workTimes/changeRequests',
      {
        users_id: clara.id,
        date,
        changes: [{ type: 1, time_since: `${date}T07:00:00Z`, time_until: `${date}T11:00:00Z` }],
      },
    );
    filed.push(answer.change_request.id);
  }

  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInWithKey(page, approver.email, approver.key);
  await page.getByRole('link', { name: /Approvals/ }).click();
  const rows = queue(page).getByRole('row');
  await expect(page.getByText('1–50 of 60')).toBeVisible();
  await expect(rows).toHaveCount(51);
  await expect(waitingBadge(page)).toHaveText(/^60/);

  // Newest first, so the first day of November is on the second page.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('51–60 of 60')).toBeVisible();
  await expect(rows).toHaveCount(11);
  await queue(page)
    .getByRole('button', { name: /^Approve: .* of (1 Nov(ember)?|Nov(ember)? 1,) 2024/ })
    .click();
  await expect(page.getByText('1 request approved')).toBeVisible();
  await expect(page.getByText('51–59 of 59')).toBeVisible();
  await expect(waitingBadge(page)).toHaveText(/^59/);
  await expectNoSeriousA11yViolations(page);

  const { change_requests: pending } = await owner.get<{ change_requests: { id: number }[] }>(
    `/api/v2/workTimes/changeRequests?users_id=${clara.id}&status=1&items_per_page=100`,
  );
  expect(pending.map((item) => item.id).sort((a, b) => a - b)).toEqual(filed.slice(1).sort((a, b) => a - b));
});
