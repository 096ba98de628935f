// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { EntriesPage } from './entries-page.tsx';
import { entriesSearchSchema } from './search.ts';

// A manager's entries page names the rows' co-workers from the entries (`users_name`) and searches
// co-workers in its pickers: at 2,000 people the whole users list is a megabyte it does not download.

const manager = testUser();
const felix = testUser({ id: 8, name: 'Felix Wagner', email: 'felix@example.com', role: 'worker' });
const emptyPage = { items_per_page: 50, current_page: 1, count_pages: 0, count_items: 0 };

/** Whether a request asked for the whole users list: no search, no team, no page. */
const wholeUsersList = (request: SentRequest) =>
  request.url.pathname === '/api/v2/users' && request.url.search === '';

function service() {
  return stubFetch((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/v2/entries') return jsonResponse({ paging: emptyPage, entries: [] });
    if (pathname === '/api/v2/users' && searchParams.has('filter[search]')) {
      const text = searchParams.get('filter[search]') ?? '';
      const users = [felix].filter((user) => user.name.toLowerCase().includes(text.toLowerCase()));
      return jsonResponse({ paging: { ...emptyPage, count_items: users.length }, users });
    }
    if (pathname === '/api/v2/services') return jsonResponse({ services: [] });
    if (pathname === '/api/v2/lumpSumServices') return jsonResponse({ lumpsum_services: [] });
    return errorResponse(404, 'Not found');
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the entries page of someone who sees everyone’s entries', () => {
  it('searches co-workers in the filter and never reads the whole users list', async () => {
    const sent = service();
    await renderPage(
      <EntriesPage
        search={entriesSearchSchema.parse({})}
        onSearchChange={() => {}}
        onClearFilters={() => {}}
      />,
      { user: manager },
    );
    const picker = await screen.findByRole('combobox', { name: 'Co-worker' });
    picker.focus();
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'fel' } });
    expect(await screen.findByRole('option', { name: 'Felix Wagner', hidden: true })).toBeInTheDocument();
    const searches = sent.filter((request) => request.url.searchParams.get('filter[search]') === 'fel');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((request) => request.url.searchParams.get('items_per_page') === '50')).toBe(true);
    expect(sent.some(wholeUsersList)).toBe(false);
  });
});
