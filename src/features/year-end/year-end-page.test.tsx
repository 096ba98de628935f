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

function service() {
  const nextYear: HolidaysCarryRow[] = [];
  let cleoRefused = false;
  const sent = stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/v2/users') return jsonResponse({ users: [manager, ...people] });
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
    const row = { ...body, note: null };
    nextYear.push(row);
    return jsonResponse({ holidayscarryRow: row });
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

describe('the year-end close', () => {
  it('saves what it can, reports a carryover added meanwhile as skipped, and keeps a refused one to retry', async () => {
    const sent = service();
    phoneWidth();
    await renderPage(
      <YearEndPage year={2025} thisYear={2026} search="" onYearChange={() => {}} onSearchChange={() => {}} />,
      { user: manager },
    );
    const cleo = await screen.findByRole('textbox', { name: 'Carryover of Cleo Cramer into 2026' });
    fireEvent.change(cleo, { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Close Mara Manager' }));
    await saveAndConfirm(3);

    expect(await screen.findByText('Done: 1 saved, 1 skipped, 1 refused.')).toBeInTheDocument();
    expect(within(cardOf('Ada Arendt')).getByText('Saved')).toBeInTheDocument();
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
    await waitFor(() => expect(within(cardOf('Cleo Cramer')).getByText('Saved')).toBeInTheDocument());
    const cleoPosts = sent.filter(
      (request) => isPost(request) && (request.body as HolidaysCarryRow).users_id === 13,
    );
    expect(cleoPosts.map((request) => request.body)).toEqual([
      { users_id: 13, year: 2026, count: 4.5 },
      { users_id: 13, year: 2026, count: 4.5 },
    ]);
    // The retry of the same body is the same request to the service.
    expect(cleoPosts[1]?.headers.get('Idempotency-Key')).toBe(cleoPosts[0]?.headers.get('Idempotency-Key'));
    expect(sent.filter(isPost)).toHaveLength(4);
  });
});
