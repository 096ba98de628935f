// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalPerson } from '../../../contract/approvals.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

const manager = testUser();
const worker = testUser({ id: 2, name: 'Wim Worker', email: 'wim@example.com', role: 'worker' });
const noPages = { items_per_page: 1000, current_page: 1, count_pages: 1, count_items: 0 };

/** `count` pending requests of the worker, one a day counting back from the last day of 2025. */
function pendingRequests(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11, 31 - index)).toISOString().slice(0, 10);
    return {
      id: count - index,
      date,
      users_id: worker.id,
      status: 1,
      declined_at: null,
      declined_by: null,
      changes: [{ type: 1, time_since: `${date}T07:00:00Z`, time_until: `${date}T11:00:00Z` }],
    };
  });
}

/**
 * The service with `requests` pending (nothing by default), answering the page asked for;
 * `failRequests` refuses the change-request list.
 */
function service({
  failRequests = false,
  requests = pendingRequests(0),
  people,
}: {
  failRequests?: boolean;
  requests?: ReturnType<typeof pendingRequests>;
  /** Who the service says the caller decides for; absent: a service without that extension (404). */
  people?: ApprovalPerson[];
} = {}) {
  return stubFetch((sent) => {
    const path = sent.url.pathname;
    if (path === '/api/v2/aggregates/approvals/people' && people) return jsonResponse({ people });
    if (path === '/api/v2/users') return jsonResponse({ users: [manager, worker] });
    if (path === '/api/v2/teams') return jsonResponse({ teams: [] });
    if (path === '/api/absences') return jsonResponse({ absences: [] });
    if (path === '/api/v2/workTimes/changeRequests') {
      if (failRequests) return errorResponse(403, 'You may not see these requests.');
      const size = Number(sent.url.searchParams.get('items_per_page'));
      const page = Number(sent.url.searchParams.get('page'));
      return jsonResponse({
        paging: {
          ...noPages,
          items_per_page: size,
          current_page: page,
          count_pages: Math.ceil(requests.length / size),
          count_items: requests.length,
        },
        change_requests: requests.slice((page - 1) * size, page * size),
      });
    }
    return errorResponse(404, 'Not found');
  });
}

function renderApprovals() {
  return renderPage(
    <ApprovalsPage
      search={{}}
      onSearchChange={() => {}}
      onClearFilters={() => {}}
      absenceText={(absence) => `Holiday ${absence.date_since}`}
      impact={() => null}
    />,
    { user: manager },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalsPage', () => {
  it('says when nothing waits', async () => {
    service();
    await renderApprovals();
    expect(await screen.findByText('Nothing waits for you')).toBeInTheDocument();
  });

  it('reads every pending request and the pending absences only, and draws them a page at a time', async () => {
    const sent = service({ requests: pendingRequests(1060) });
    await renderApprovals();
    const table = await screen.findByRole('table', { name: 'Requests waiting for a decision' });
    expect(await screen.findByText('1–50 of 1060')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const absenceReads = sent.filter((request) => request.url.pathname === '/api/absences');
    expect(absenceReads.length).toBeGreaterThan(0);
    expect(absenceReads.every((request) => request.url.searchParams.get('status') === '0')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 22' }));
    expect(await screen.findByText('1051–1060 of 1060')).toBeInTheDocument();
    // The oldest request came on the service's second page of 1,000.
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('checkbox', { name: /Work times of Feb 6, 2023/ })).toBeInTheDocument();
  });

  it('keeps and names the requests of whom the service says the caller decides, without the users list', async () => {
    // A third request of someone the caller does not decide for.
    const someoneElse = pendingRequests(3)
      .slice(2)
      .map((request) => ({ ...request, id: 99, users_id: 9 }));
    const sent = service({
      requests: [...pendingRequests(2), ...someoneElse],
      people: [
        {
          id: worker.id,
          name: 'Wim Worker',
          teams_id: null,
          timezone: worker.timezone,
          absences: false,
          change_requests: true,
        },
      ],
    });
    await renderApprovals();
    const table = await screen.findByRole('table', { name: 'Requests waiting for a decision' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The rows' boxes carry the names (jsdom draws no other cells of the grid).
    expect(within(table).getAllByRole('checkbox', { name: /^Select: Wim Worker · Work times/ })).toHaveLength(
      2,
    );
    expect(sent.some((request) => request.url.pathname === '/api/v2/users')).toBe(false);
  });

  it('shows a list that failed to load, with a retry', async () => {
    service({ failRequests: true });
    await renderApprovals();
    expect(await screen.findByText('You may not see these requests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
