// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

const manager = testUser();
const worker = testUser({ id: 2, name: 'Wim Worker', email: 'wim@example.com', role: 'worker' });
const noPages = { items_per_page: 1000, current_page: 1, count_pages: 1, count_items: 0 };

/** The service with nothing waiting; `failRequests` refuses the change-request list. */
function service({ failRequests = false } = {}) {
  return stubFetch((sent) => {
    const path = sent.url.pathname;
    if (path === '/api/v2/users') return jsonResponse({ users: [manager, worker] });
    if (path === '/api/v2/teams') return jsonResponse({ teams: [] });
    if (path === '/api/absences') return jsonResponse({ absences: [] });
    if (path === '/api/v2/workTimes/changeRequests') {
      if (failRequests) return errorResponse(403, 'You may not see these requests.');
      return jsonResponse({ paging: noPages, change_requests: [] });
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

  it('shows a list that failed to load, with a retry', async () => {
    service({ failRequests: true });
    await renderApprovals();
    expect(await screen.findByText('You may not see these requests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
