// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Absence } from '../../contract/absences.ts';
import type { ChangeRequest } from '../../contract/change-requests.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../testing/fetch.ts';
import { testUser } from '../testing/render.tsx';
import { absenceQueries } from './absences.ts';
import { type ChangeRequestFilters, changeRequestQueries } from './change-requests.ts';
import { userQueries } from './users.ts';

// The app asks our service to narrow some lists (extensions, docs/interface.md); another service behind
// API_UPSTREAM ignores or refuses the parameters, and the app must show the same rows either way.

afterEach(() => {
  vi.unstubAllGlobals();
});

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const absence = (id: number, date_since: string, date_until: string): Absence => ({
  id,
  users_id: 1,
  date_since,
  date_until,
  status: 1,
});
const year = [
  absence(1, '2026-03-02', '2026-03-06'),
  absence(2, '2026-03-25', '2026-04-03'),
  absence(3, '2026-04-30', '2026-04-30'),
  absence(4, '2026-05-01', '2026-05-04'),
];
const april = (request: SentRequest) =>
  request.url.searchParams.get('date_since') === '2026-04-01' &&
  request.url.searchParams.get('date_until') === '2026-04-30';

describe("a month's absences", () => {
  it('asks for the month and the year, and takes the answer of a service that narrows it', async () => {
    const sent = stubFetch(() => jsonResponse({ absences: year.slice(1, 3) }));
    const month = await fresh().fetchQuery(absenceQueries.month('2026-04'));
    expect(month.map((item) => item.id)).toEqual([2, 3]);
    expect(sent).toHaveLength(1);
    expect(april(sent[0] as SentRequest)).toBe(true);
    expect(sent[0]?.url.searchParams.get('year')).toBe('2026');
  });

  it('cuts the whole year a service without the range answers to the month', async () => {
    stubFetch(() => jsonResponse({ absences: year }));
    const month = await fresh().fetchQuery(absenceQueries.month('2026-04'));
    expect(month.map((item) => item.id)).toEqual([2, 3]);
  });

  it('asks for the year when a service refuses the range', async () => {
    const sent = stubFetch((request) =>
      request.url.searchParams.has('date_since')
        ? errorResponse(400, 'Unknown parameter', { fields: ['date_since'] })
        : jsonResponse({ absences: year }),
    );
    const month = await fresh().fetchQuery(absenceQueries.month('2026-03'));
    expect(month.map((item) => item.id)).toEqual([1, 2]);
    expect(sent.map((request) => request.url.searchParams.has('date_since'))).toEqual([true, false]);
  });

  it("keeps a year's pending requests only, whether or not the service narrowed them", async () => {
    const mixed = [{ ...absence(5, '2026-06-01', '2026-06-02'), status: 0 as const }, ...year];
    const sent = stubFetch(() => jsonResponse({ absences: mixed }));
    const pending = await fresh().fetchQuery(absenceQueries.pending(2026));
    expect(pending.map((item) => item.id)).toEqual([5]);
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({ year: '2026', status: '0' });
  });

  it('keeps one cache entry per month', () => {
    expect(absenceQueries.month('2026-04').queryKey).not.toEqual(absenceQueries.month('2026-05').queryKey);
  });
});

const request = (id: number, users_id: number): ChangeRequest => ({
  id,
  date: `2025-06-${String(10 - id).padStart(2, '0')}`,
  users_id,
  status: 1,
  declined_at: null,
  declined_by: null,
  changes: [],
});
const paging = (count: number, perPage: number) => ({
  items_per_page: perPage,
  current_page: 1,
  count_pages: Math.ceil(count / perPage),
  count_items: count,
});
const teamFilters: ChangeRequestFilters = {
  status: 1,
  page: 1,
  items_per_page: 2,
  teams_id: 5,
  users_ids: [7, 8],
};

describe("a team's change requests", () => {
  it('takes the page a service with the team filter answers, in one request', async () => {
    const sent = stubFetch(() =>
      jsonResponse({
        paging: paging(3, 2),
        change_requests: [request(1, 7), request(2, 8)],
        filter: { teams_id: 5 },
      }),
    );
    const page = await fresh().fetchQuery(changeRequestQueries.list(teamFilters));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.searchParams.get('teams_id')).toBe('5');
    expect(page).toMatchObject({ paging: paging(3, 2), truncated: false });
    expect(page.change_requests.map((item) => item.id)).toEqual([1, 2]);
  });

  it("reads every team's requests and cuts them here when the service ignored the filter", async () => {
    const everyone = [request(1, 7), request(2, 9), request(3, 8), request(4, 9), request(5, 7)];
    const sent = stubFetch((sentRequest) =>
      jsonResponse({
        paging: paging(everyone.length, Number(sentRequest.url.searchParams.get('items_per_page'))),
        change_requests: everyone,
      }),
    );
    const page = await fresh().fetchQuery(changeRequestQueries.list(teamFilters));
    expect(page.paging).toMatchObject({ count_items: 3, count_pages: 2, items_per_page: 2 });
    expect(page.change_requests.map((item) => item.id)).toEqual([1, 3]);
    expect(sent[sent.length - 1]?.url.searchParams.has('teams_id')).toBe(false);
  });

  it('does the same when the service refuses the filter', async () => {
    stubFetch((sentRequest) =>
      sentRequest.url.searchParams.has('teams_id')
        ? errorResponse(400, 'Unknown parameter', { fields: ['teams_id'] })
        : jsonResponse({ paging: paging(2, 1000), change_requests: [request(1, 9), request(2, 8)] }),
    );
    const page = await fresh().fetchQuery(changeRequestQueries.list(teamFilters));
    expect(page.change_requests.map((item) => item.id)).toEqual([2]);
  });
});

describe('co-workers searched or read by team', () => {
  const person = (id: number, name: string, teams_id: number | null, active = true) =>
    testUser({ id, name, teams_id, active, email: `${id}@example.com`, role: 'worker' });
  const everyone = [person(1, 'Zoe Zander', 5), person(2, 'Anna Alt', null), person(3, 'Ben Zorn', 5, false)];

  it('takes the page of matches a service that narrows answers', async () => {
    const sent = stubFetch(() => jsonResponse({ paging: paging(1, 50), users: [everyone[0]] }));
    const matches = await fresh().fetchQuery(userQueries.matches('zo', true));
    expect(matches.map((user) => user.id)).toEqual([1]);
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      'filter[search]': 'zo',
      'filter[active]': 'true',
      sort: 'name',
      items_per_page: '50',
    });
  });

  it('cuts and sorts by name the whole list of a service that ignores the search', async () => {
    stubFetch(() => jsonResponse({ users: everyone }));
    const matches = await fresh().fetchQuery(userQueries.matches('Z'));
    expect(matches.map((user) => user.name)).toEqual(['Ben Zorn', 'Zoe Zander']);
  });

  it("reads the whole list when a service refuses the team, and keeps the team's members", async () => {
    const sent = stubFetch((sentRequest) =>
      sentRequest.url.searchParams.has('filter[teams_id]')
        ? errorResponse(400, 'Unknown parameter', { fields: ['filter[teams_id]'] })
        : jsonResponse({ users: everyone }),
    );
    const members = await fresh().fetchQuery(userQueries.members(5));
    expect(members.map((user) => user.id)).toEqual([1, 3]);
    expect(sent.map((sentRequest) => sentRequest.url.search)).toEqual(['?filter%5Bteams_id%5D=5', '']);
  });
});
