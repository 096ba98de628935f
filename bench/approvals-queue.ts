// The approvals inbox under load: a worker who decides for five co-workers finds 100 absences and 100
// change requests waiting, and `/approvals` is loaded cold (as in bench/first-row.ts, unthrottled): the
// time to its first row drawn, to all 200 rows drawn (the queue is not paged) and to the navigation badge
// showing 200, and the requests and JS + CSS on the wire. The README's Benchmarks section describes it.
import { addDays } from '../contract/dates.ts';
import { kib, launchBrowser } from './pages.ts';
import {
  apiHeaders,
  type ColdLoad,
  coldLoad,
  median,
  printTable,
  signedInStorage,
  startService,
} from './support.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const REPORTS = 5;
const PER_REPORT = 20;
const WAITING = 2 * REPORTS * PER_REPORT;
/** Days up to this one are locked for the reports, so their work-time changes wait for a decision. */
const EDIT_LOCK = '2025-01-31';
/** Change requests are valid from 2023-08-21; each report asks for one change a day from here. */
const FIRST_CHANGE_DAY = '2025-01-01';
const viewport = { width: 1280, height: 800 };
const QUEUE = 'table[aria-label="Requests waiting for a decision"] tbody tr';

type Person = { id: number; email: string; key: string };

const service = await startService(8297);
try {
  async function call<T>(method: string, path: string, body?: unknown, headers = apiHeaders()): Promise<T> {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const headersOf = (person: Person) => ({ ...apiHeaders(person.email), 'X-ServiceApiKey': person.key });

  async function newWorker(name: string, fields: Record<string, unknown> = {}): Promise<Person> {
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const { user } = await call<{ user: { id: number } }>('POST', '/api/v2/users', {
      name,
      email,
      role: 'worker',
      ...fields,
    });
    const { api_key } = await call<{ api_key: string }>('POST', `/api/v2/users/${user.id}/apikey`, {});
    return { id: user.id, email, key: api_key };
  }

  // A worker approver, so that the demo company's own requests (decided by its owner and manager) stay out.
  const approver = await newWorker('Bench Approver');
  const nextYear = new Date().getUTCFullYear() + 1;
  // Weekdays of next year, one single-day absence on each per report: no overlaps within a person.
  const weekdays: string[] = [];
  for (let day = `${nextYear}-01-04`; weekdays.length < PER_REPORT; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) weekdays.push(day);
  }
  await Promise.all(
    Array.from({ length: REPORTS }, async (_, index) => {
      const report = await newWorker(`Bench Report ${index + 1}`, {
        boss: approver.id,
        absence_managers_id: [approver.id],
        timezone: 'Europe/Berlin',
      });
      await call('PUT', `/api/v2/users/${report.id}`, { edit_lock: EDIT_LOCK });
      for (const [offset, day] of weekdays.entries()) {
        await call('POST', '/api/absences', { date_since: day, date_until: day, type: 1 }, headersOf(report));
        const date = addDays(FIRST_CHANGE_DAY, offset);
        const { change_request } = await call<{ change_request: unknown }>(
          'POST',
          '/api/v2/workTimes/changeRequests',
          {
            users_id: report.id,
            date,
            changes: [{ type: 1, time_since: `${date}T07:00:00Z`, time_until: `${date}T11:00:00Z` }],
          },
          headersOf(report),
        );
        if (change_request === null) throw new Error(`The change on ${date} was applied, not filed`);
      }
    }),
  );

  // What the approver's inbox draws from: pending absences of this and next year, pending change requests.
  const asApprover = headersOf(approver);
  let pendingAbsences = 0;
  for (const year of [nextYear - 1, nextYear]) {
    const { absences } = await call<{ absences: { status: number; users_id: number }[] }>(
      'GET',
      `/api/absences?year=${year}`,
      undefined,
      asApprover,
    );
    pendingAbsences += absences.filter(
      (absence) => absence.status === 0 && absence.users_id !== approver.id,
    ).length;
  }
  const { change_requests } = await call<{ change_requests: unknown[] }>(
    'GET',
    '/api/v2/workTimes/changeRequests?status=1&page=1&items_per_page=1000',
    undefined,
    asApprover,
  );
  const waiting = pendingAbsences + change_requests.length;
  if (waiting !== WAITING) {
    throw new Error(
      `${pendingAbsences} absences and ${change_requests.length} change requests wait, not ${WAITING}`,
    );
  }

  const browser = await launchBrowser();
  const storageState = signedInStorage(service.url, approver.email, approver.key);
  const load = () =>
    coldLoad(browser, {
      url: `${service.url}/approvals`,
      marks: [
        { selector: QUEUE },
        { selector: `${QUEUE}:nth-child(${WAITING})` },
        { selector: '[data-testid="approvals-waiting"]', text: String(WAITING) },
      ],
      storageState,
      viewport,
    });
  await load();
  const loads: ColdLoad[] = [];
  for (let round = 0; round < LOADS; round++) loads.push(await load());
  await browser.close();

  const timing = (index: number) => {
    const times = loads.map((sample) => sample.drawnMs[index] as number);
    return { median: `${median(times)} ms`, 'min–max': `${Math.min(...times)}–${Math.max(...times)} ms` };
  };
  console.log(
    `\nItems waiting: ${waiting} (${pendingAbsences} absences, ${change_requests.length} change requests), ` +
      `requests ${median(loads.map((sample) => sample.requests))}, ` +
      `JS + CSS ${kib(median(loads.map((sample) => sample.jsCss)))} on the wire`,
  );
  printTable(`/approvals, ${LOADS} cold loads after a warm-up, no throttling (ms since navigation start)`, [
    { drawn: 'first row', ...timing(0) },
    { drawn: `whole queue (row ${WAITING}; the queue is not paged)`, ...timing(1) },
    { drawn: `navigation badge showing ${WAITING}`, ...timing(2) },
  ]);
} finally {
  await service.stop();
}
