import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type ChangeRequest,
  changeRequestAddResponseSchema,
  type changeRequestAddSchema,
  changeRequestListSchema,
  changeRequestResolvedSchema,
  changeRequestSingleSchema,
  type DeclineReason,
} from '../../contract/change-requests.ts';
import { MAX_PAGE_SIZE } from '../../contract/common.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import type { PageProgress } from '../lib/export-table.ts';
import { api, isApiError } from '../lib/http.ts';
import { approvalQueries } from './approvals.ts';
import { resourceKeys, useWrite } from './resource.ts';
import { workTimeQueries } from './work-times.ts';

const keys = resourceKeys('change-requests');

/** 1 = pending ("requested"), 2 = declined; an approved request is gone. */
type ChangeRequestStatus = 1 | 2;

export type ChangeRequestFilters = {
  status: ChangeRequestStatus;
  page: number;
  items_per_page: number;
  users_id?: number;
  /** Only requests of this team's members, filtered and paged by the service (our extension). */
  teams_id?: number;
  /**
   * The team's members: a service without the team filter (API_UPSTREAM) answers every team's
   * requests, so the list is then fetched whole and cut to these users and the page here.
   */
  users_ids?: number[];
  date_since?: string;
  date_until?: string;
};

/** A page of the list, with why the declined ones were declined and the team echo (our extensions). */
export type ChangeRequestPage = z.output<typeof changeRequestListSchema>;

/**
 * Without the service's team filter: a team rarely has more open requests than this; beyond it the
 * list says so rather than stall.
 */
const CLIENT_FILTER_PAGES = 10;

/** What the service itself filters change requests by. */
export type ChangeRequestQuery = Pick<
  ChangeRequestFilters,
  'status' | 'users_id' | 'teams_id' | 'date_since' | 'date_until'
>;

/** One page of the service's list, newest day first; the inbox and the export read through it. */
async function fetchChangeRequestPage(
  query: ChangeRequestQuery,
  page: number,
  itemsPerPage: number,
  signal?: AbortSignal,
): Promise<ChangeRequestPage> {
  const { data } = await api.get('/api/v2/workTimes/changeRequests', changeRequestListSchema, {
    signal,
    params: {
      status: query.status,
      users_id: query.users_id,
      teams_id: query.teams_id,
      date_since: query.date_since,
      date_until: query.date_until,
      page,
      items_per_page: itemsPerPage,
      decline_reasons: query.status === 2 ? true : undefined,
    },
  });
  return data;
}

/** Every request the service's list holds for the query, page by page (docs/interface.md#paging). */
export function fetchEveryChangeRequest(
  query: ChangeRequestQuery,
  signal: AbortSignal,
  onProgress: (progress: PageProgress) => void = () => {},
): Promise<ChangeRequest[]> {
  return fetchAllPages(
    async (page, itemsPerPage, pageSignal) => {
      const data = await fetchChangeRequestPage(query, page, itemsPerPage, pageSignal);
      return { records: data.change_requests, paging: data.paging };
    },
    signal,
    onProgress,
  );
}

type InboxPage = ChangeRequestPage & { truncated: boolean };

/**
 * The page asked for. A team is filtered by the service when it says so (the `filter` echo,
 * docs/interface.md#change-requests-and-work-times); a service that ignored `teams_id` or refused it
 * gets the old way: every team's requests read page by page and cut here.
 */
async function fetchChangeRequests(filters: ChangeRequestFilters, signal: AbortSignal): Promise<InboxPage> {
  const members = filters.users_ids;
  let data: ChangeRequestPage;
  try {
    data = await fetchChangeRequestPage(filters, filters.page, filters.items_per_page, signal);
  } catch (error) {
    if (!members || !isApiError(error, 400) || !error.fields.includes('teams_id')) throw error;
    return fetchMembersRequests({ ...filters, teams_id: undefined }, members, signal);
  }
  const served = filters.teams_id === undefined || data.filter?.teams_id === filters.teams_id;
  if (!members || served) return { ...data, truncated: false };
  return fetchMembersRequests({ ...filters, teams_id: undefined }, members, signal);
}

async function fetchMembersRequests(
  filters: ChangeRequestFilters,
  members: readonly number[],
  signal: AbortSignal,
): Promise<InboxPage> {
  const wanted = new Set(members);
  const all: ChangeRequest[] = [];
  const reasons: DeclineReason[] = [];
  let truncated = false;
  for (let page = 1; ; page++) {
    const data = await fetchChangeRequestPage(filters, page, MAX_PAGE_SIZE, signal);
    all.push(...data.change_requests.filter((request) => wanted.has(request.users_id)));
    reasons.push(...(data.decline_reasons ?? []));
    if (page >= data.paging.count_pages) break;
    if (page >= CLIENT_FILTER_PAGES) {
      truncated = true;
      break;
    }
  }
  const size = filters.items_per_page;
  const countPages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(filters.page, countPages);
  return {
    paging: { items_per_page: size, current_page: current, count_pages: countPages, count_items: all.length },
    change_requests: all.slice((current - 1) * size, current * size),
    decline_reasons: reasons,
    truncated,
  };
}

export type ChangeRequestDetail = { change_request: ChangeRequest; etag: string | null };

export const changeRequestQueries = {
  ...keys,
  list: (filters: ChangeRequestFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: ({ signal }) => fetchChangeRequests(filters, signal),
    }),
  /** Every pending request the caller may see, however many: the approvals inbox needs them all. */
  allPending: () =>
    queryOptions({
      queryKey: [...keys.lists(), 'all-pending'] as const,
      queryFn: ({ signal }) => fetchEveryChangeRequest({ status: 1 }, signal),
    }),
  /** The pending request of one user and day, if any: saving a new one replaces it. */
  pendingOn: (usersId: number, date: string) =>
    queryOptions({
      queryKey: [...keys.lists(), 'pending-on', usersId, date] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get('/api/v2/workTimes/changeRequests', changeRequestListSchema, {
          signal,
          params: { users_id: usersId, date_since: date, date_until: date, status: 1, items_per_page: 1 },
        });
        return data.change_requests[0] ?? null;
      },
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }): Promise<ChangeRequestDetail> => {
        const { data, etag } = await api.get(
          `/api/v2/workTimes/changeRequests/${id}`,
          changeRequestSingleSchema,
          { signal },
        );
        return { change_request: data.change_request, etag };
      },
    }),
};

export type Decision = 'approve' | 'decline';
export type RowAction = Decision | 'withdraw';

export type DecisionResult = { id: number; ok: true } | { id: number; ok: false; error: unknown };

/** Several approvers may work the same inbox; a few requests at a time keep the service responsive. */
const DECISION_CONCURRENCY = 4;

async function decide(id: number, decision: Decision, reason: string): Promise<void> {
  const path = `/api/v2/workTimes/changeRequests/${id}/${decision}`;
  if (decision === 'approve') await api.send('POST', path, { schema: changeRequestResolvedSchema });
  // The reason is our extension; without one the body stays empty, as the interface's clients send it.
  else
    await api.send('POST', path, {
      schema: changeRequestSingleSchema,
      ...(reason ? { body: { reason } } : {}),
    });
}

/**
 * Approves or declines one or many requests. Each request's outcome is reported as soon as it is
 * known, so the rows update one by one; a refusal of one does not stop the others. The lists are
 * refetched once at the end.
 */
/** What an approval changes: the requests and, for each, the co-worker's work times of that day. */
function decisionTouches({ requests, decision }: { requests: ChangeRequest[]; decision: Decision }) {
  const days =
    decision === 'approve'
      ? requests.map((request) => workTimeQueries.day(request.users_id, request.date).queryKey)
      : [];
  return [keys.all(), approvalQueries.all(), ...days];
}

export function useDecideChangeRequests() {
  return useWrite({
    write: async ({
      requests,
      decision,
      reason = '',
      onResult,
    }: {
      requests: ChangeRequest[];
      decision: Decision;
      /** Why they were declined, for the requester; empty for none. */
      reason?: string;
      onResult?: (result: DecisionResult) => void;
    }): Promise<DecisionResult[]> => {
      const results: DecisionResult[] = [];
      const queue = [...requests];
      async function worker() {
        for (let next = queue.shift(); next; next = queue.shift()) {
          let result: DecisionResult;
          try {
            await decide(next.id, decision, reason);
            result = { id: next.id, ok: true };
          } catch (error) {
            result = { id: next.id, ok: false, error };
          }
          results.push(result);
          onResult?.(result);
        }
      }
      await Promise.all(Array.from({ length: Math.min(DECISION_CONCURRENCY, requests.length) }, worker));
      return results;
    },
    touches: decisionTouches,
  });
}

/** Withdraws a pending request; the current version is read first so the DELETE carries If-Match. */
export function useWithdrawChangeRequest() {
  const queryClient = useQueryClient();
  return useWrite({
    write: async (request: ChangeRequest) => {
      const { etag } = await queryClient.fetchQuery({
        ...changeRequestQueries.detail(request.id),
        staleTime: 0,
      });
      await api.send('DELETE', `/api/v2/workTimes/changeRequests/${request.id}`, {
        schema: changeRequestResolvedSchema,
        etag,
      });
      return request;
    },
    touches: () => [keys.all(), approvalQueries.all()],
    removes: (request) => keys.detail(request.id),
  });
}

export type ChangeRequestAddBody = z.output<typeof changeRequestAddSchema>;

export function useCreateChangeRequest() {
  return useWrite({
    write: async ({ body, idempotencyKey }: { body: ChangeRequestAddBody; idempotencyKey: string }) => {
      const { data } = await api.send('POST', '/api/v2/workTimes/changeRequests', {
        body,
        schema: changeRequestAddResponseSchema,
        idempotencyKey,
      });
      return data;
    },
    touches: ({ body }) => [
      keys.all(),
      approvalQueries.all(),
      workTimeQueries.day(body.users_id, body.date).queryKey,
    ],
  });
}
