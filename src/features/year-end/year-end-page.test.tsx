// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HolidaysCarryRow } from '../../../contract/holidays.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { YearEndPage } from './year-end-page.tsx';

// How a batch that partly fails ends: what the service answered decides each row, and what failed
// can be saved again without retyping. The journey in e2e/year-end.spec.ts covers the happy path
// in the table; this runs at phone width, where each co-worker is a card.

const manager = testUser();
const people = [
  testUser({ id: 11, name: 'Ada Arendt', email: 'ada@example.com', role: 'worker' }),
  testUser({ id: 12, name: 'Ben Brandt', email: 'ben@example.com', role: 'worker' }),
  testUser({ id: 13, name: 'Cleo Cramer', email: 'cleo@example.com', role: 'worker' }),
];

const isPost = (request: SentRequest) => request.method === 'POST';
const postsTo = (sent: SentRequest[], path: string) =>
  sent.filter((request) => isPost(request) && request.url.pathname === path).map((request) => request.body);

const someReport = {
  users_name: '',
  year: 2025,
  until: '2025-12-31',
  sum_target: 0,
  sum_hours: 0,
  sum_worked: 0,
  sum_surcharge: 0,
  sum_credit: 0,
  sum_reduction_used: 0,
  sum_reduction_planned: 0,
  planned_target: 0,
  overtime_carryover: 0,
  diff: 0,
  holidays_quota: 0,
  holidays_carry: 0,
  holidays_used: 0,
  special_holidays: 0,
  sickdays: 0,
};

const balances = { 11: 12.5, 12: -3.25, 13: 0.75 } as Record<number, number>;

/** The service of the demo; `reports: false` answers the reports with a 404, as a service without them. */
function service({ reports = true } = {}) {
  const nextYear: HolidaysCarryRow[] = [];
  let cleoRefused = false;
  const sent = stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/v2/users') return jsonResponse({ users: [manager, ...people] });
    if (pathname === '/api/userreports') {
      if (!reports) return errorResponse(404, 'Not found');
      return jsonResponse({
        userreports: people.map((person) => ({
          ...someReport,
          users_id: person.id,
          balance: balances[person.id],
        })),
      });
    }
    if (pathname === '/api/overtimecarry') {
      if (request.method === 'GET') return jsonResponse({ overtimecarry: [] });
      return jsonResponse({ overtimecarryRow: { note: null, ...(request.body as object) } });
    }
    if (pathname === '/api/absences') return jsonResponse({ absences: [] });
    if (pathname === '/api/holidaysquota') {
      return jsonResponse({
        holidaysquota: people.map((person) => ({
          id: person.id,
          users_id: person.id,
          year_since: 2020,
          year_until: null,
          count: 20,
        })),
      });
    }
    if (request.method === 'GET') {
      return jsonResponse({ holidayscarry: searchParams.get('year') === '2026' ? nextYear : [] });
    }
    const body = request.body as HolidaysCarryRow;
    if (body.users_id === 12) {
      // Someone else closed Ben meanwhile.
      nextYear.push({ users_id: 12, year: 2026, count: 3, note: null });
      return errorResponse(409, 'A carryover for this co-worker and year already exists.');
    }
    if (body.users_id === 13 && !cleoRefused) {
      cleoRefused = true;
      return errorResponse(400, 'The count is refused for now.', { fields: ['count'] });
    }
    nextYear.push(body);
    return jsonResponse({ holidayscarryRow: body });
  });
  return sent;
}

async function saveAndConfirm(count: number) {
  const label = count === 1 ? 'Save 1 carryover' : `Save ${count} carryovers`;
  fireEvent.click(screen.getByRole('button', { name: label }));
  const dialog = await screen.findByRole('dialog', { name: `${label} into 2026?` });
  fireEvent.click(within(dialog).getByRole('button', { name: label }));
}

const cardOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Holiday accounts of 2025' }))
    .getAllByRole('listitem')
    .find((card) => within(card).queryByRole('link', { name })) as HTMLElement;

function phoneWidth() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** The close of `year` as a manager sees it on 27 November 2026, in their zone. */
const closeOf = (year: number, cap: number | null = null) => (
  <YearEndPage
    year={year}
    today="2026-11-27"
    search=""
    cap={cap}
    onYearChange={() => {}}
    onSearchChange={() => {}}
    onCapChange={() => {}}
  />
);

describe('the year-end close', () => {
  it('saves what it can, reports a carryover added meanwhile as skipped, and keeps a refused one to retry', async () => {
    const sent = service();
    phoneWidth();
    await renderPage(closeOf(2025), { user: manager });
    const cleo = await screen.findByRole('textbox', { name: 'Carryover of Cleo Cramer into 2026' });
    fireEvent.change(cleo, { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Close Mara Manager' }));
    await saveAndConfirm(3);

    expect(await screen.findByText('Done: 4 saved, 1 skipped, 1 refused.')).toBeInTheDocument();
    expect(within(cardOf('Ada Arendt')).getAllByText('Saved')).toHaveLength(2);
    expect(
      within(cardOf('Ben Brandt')).getByText('Skipped: someone added one meanwhile'),
    ).toBeInTheDocument();
    expect(
      within(cardOf('Cleo Cramer')).getByText('Refused: The count is refused for now.'),
    ).toBeInTheDocument();
    const kept = screen.getByRole('textbox', { name: 'Carryover of Cleo Cramer into 2026' });
    expect(kept).toHaveValue('4.5');
    expect(kept).toHaveAccessibleDescription('The count is refused for now.');

    await saveAndConfirm(1);
    await waitFor(() => expect(within(cardOf('Cleo Cramer')).getAllByText('Saved')).toHaveLength(2));
    const note = 'Year-end close 2025';
    const cleoPosts = sent.filter(
      (request) =>
        isPost(request) &&
        request.url.pathname === '/api/holidayscarry' &&
        (request.body as HolidaysCarryRow).users_id === 13,
    );
    expect(cleoPosts.map((request) => request.body)).toEqual([
      { users_id: 13, year: 2026, count: 4.5, note },
      { users_id: 13, year: 2026, count: 4.5, note },
    ]);
    // Each co-worker's balance became their overtime carryover, once: the retry sent only the holidays.
    expect(postsTo(sent, '/api/overtimecarry')).toEqual([
      { users_id: 11, year: 2026, hours: 12.5, note },
      { users_id: 12, year: 2026, hours: -3.25, note },
      { users_id: 13, year: 2026, hours: 0.75, note },
    ]);
    // The retry of the same body is the same request to the service.
    expect(cleoPosts[1]?.headers.get('Idempotency-Key')).toBe(cleoPosts[0]?.headers.get('Idempotency-Key'));
    expect(sent.filter(isPost)).toHaveLength(7);
  });

  it('proposes 0 hours and says so when the balances cannot be computed, and keeps a typed note', async () => {
    const sent = service({ reports: false });
    phoneWidth();
    await renderPage(closeOf(2025), { user: manager });
    expect(
      await screen.findByText(/The work-time balances of 2025 could not be computed/),
    ).toBeInTheDocument();
    const ada = screen.getByRole('textbox', { name: 'Overtime of Ada Arendt carried into 2026' });
    expect(ada).toHaveValue('0');
    fireEvent.change(ada, { target: { value: '2.25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note on the carryovers' }), {
      target: { value: 'As agreed' },
    });
    for (const name of ['Mara Manager', 'Ben Brandt', 'Cleo Cramer']) {
      fireEvent.click(screen.getByRole('checkbox', { name: `Close ${name}` }));
    }
    await saveAndConfirm(1);

    expect(await screen.findByText('Done: 2 saved, 0 skipped, 0 refused.')).toBeInTheDocument();
    expect(postsTo(sent, '/api/overtimecarry')).toEqual([
      { users_id: 11, year: 2026, hours: 2.25, note: 'Year-end close 2025: As agreed' },
    ]);
    expect(postsTo(sent, '/api/holidayscarry')).toEqual([
      { users_id: 11, year: 2026, count: 20, note: 'Year-end close 2025: As agreed' },
    ]);
  });

  it('warns that the year has not ended, there and in the confirm step, and notes where the cap cut', async () => {
    const sent = service();
    phoneWidth();
    await renderPage(closeOf(2026, 10), { user: manager });
    expect(await screen.findByText('2026 has not ended: 34 days remain')).toBeInTheDocument();
    const ada = screen.getByRole('textbox', { name: 'Carryover of Ada Arendt into 2027' });
    expect(ada).toHaveValue('10');
    expect(ada).toHaveAccessibleDescription('20 → 10, capped');
    for (const name of ['Mara Manager', 'Ben Brandt', 'Cleo Cramer']) {
      fireEvent.click(screen.getByRole('checkbox', { name: `Close ${name}` }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 carryover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save 1 carryover into 2027?' });
    expect(within(dialog).getByText('2026 has not ended: 34 days remain')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 1 carryover' }));

    expect(await screen.findByText('Done: 2 saved, 0 skipped, 0 refused.')).toBeInTheDocument();
    expect(postsTo(sent, '/api/holidayscarry')).toEqual([
      { users_id: 11, year: 2027, count: 10, note: 'Year-end close 2026, capped at 10 days from 20' },
    ]);
    expect(postsTo(sent, '/api/overtimecarry')).toEqual([
      { users_id: 11, year: 2027, hours: 12.5, note: 'Year-end close 2026' },
    ]);
  });
});

describe('the year-end close of a large company', () => {
  const many = Array.from({ length: 60 }, (_, index) =>
    testUser({
      id: 100 + index,
      name: `Person ${String(index + 1).padStart(2, '0')}`,
      email: `person${index + 1}@example.com`,
      role: 'worker',
    }),
  );

  // At phone width too: jsdom measures nothing, so the desktop grid draws no cells there.
  it('draws a page of co-workers, saves the ticked ones of every page, and names whose values to fix', async () => {
    const sent = stubFetch((request) => {
      const { pathname } = request.url;
      if (pathname === '/api/v2/users') return jsonResponse({ users: [manager, ...many] });
      if (pathname === '/api/userreports') {
        return jsonResponse({
          userreports: many.map((person) => ({ ...someReport, users_id: person.id, balance: 1 })),
        });
      }
      if (pathname === '/api/holidaysquota') {
        return jsonResponse({
          holidaysquota: many.map((person) => ({
            id: person.id,
            users_id: person.id,
            year_since: 2020,
            year_until: null,
            count: 20,
          })),
        });
      }
      if (pathname === '/api/absences') return jsonResponse({ absences: [] });
      if (pathname === '/api/overtimecarry') {
        if (request.method === 'GET') return jsonResponse({ overtimecarry: [] });
        return jsonResponse({ overtimecarryRow: { note: null, ...(request.body as object) } });
      }
      if (request.method === 'GET') return jsonResponse({ holidayscarry: [] });
      return jsonResponse({ holidayscarryRow: request.body });
    });
    phoneWidth();
    await renderPage(closeOf(2025), { user: manager });
    expect(await screen.findByText('1–50 of 61')).toBeInTheDocument();
    // Label queries, not role queries: computing every accessible name of a page of inputs is slow in jsdom.
    expect(screen.getAllByLabelText(/^Carryover of /)).toHaveLength(50);
    expect(screen.queryByLabelText('Carryover of Person 60 into 2026')).toBeNull();
    fireEvent.click(screen.getByLabelText('Close Mara Manager'));
    expect(screen.getByText('Save 60 carryovers')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Page 2'));
    fireEvent.change(await screen.findByLabelText('Carryover of Person 60 into 2026'), {
      target: { value: '4.3' },
    });
    fireEvent.click(screen.getByLabelText('Page 1'));
    fireEvent.click(screen.getByText('Save 60 carryovers'));
    expect(
      await screen.findByText('Check the highlighted values of Person 60; nothing was saved.'),
    ).toBeInTheDocument();
    expect(sent.filter(isPost)).toHaveLength(0);

    // Ticked on two pages: one on this page, one on the next (the box ticks everyone, then no one).
    const everyone = screen.getByLabelText('Select everyone without a carryover into 2026');
    fireEvent.click(everyone);
    fireEvent.click(everyone);
    fireEvent.click(screen.getByLabelText('Close Person 01'));
    fireEvent.click(screen.getByLabelText('Page 2'));
    fireEvent.change(await screen.findByLabelText('Carryover of Person 60 into 2026'), {
      target: { value: '4.5' },
    });
    fireEvent.click(screen.getByLabelText('Close Person 60'));
    fireEvent.click(screen.getByText('Save 2 carryovers'));
    const dialog = await screen.findByRole('dialog', { name: 'Save 2 carryovers into 2026?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 2 carryovers' }));
    expect(await screen.findByText('Done: 4 saved, 0 skipped, 0 refused.')).toBeInTheDocument();
    expect(postsTo(sent, '/api/holidayscarry')).toEqual([
      { users_id: 100, year: 2026, count: 20, note: 'Year-end close 2025' },
      { users_id: 159, year: 2026, count: 4.5, note: 'Year-end close 2025' },
    ]);
  }, 90_000); // a page of fifty cards, each with two number inputs, drawn again on every change
});
