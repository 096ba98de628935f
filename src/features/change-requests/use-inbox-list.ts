import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { User } from '../../../contract/users.ts';
import { changeRequestQueries } from '../../api/change-requests.ts';
import { type InboxSearch, inboxFilters } from './filters.ts';
import type { RowOutcome } from './use-inbox-actions.ts';

/** Newest first, as the service orders the list: by day, then by id. */
function newestFirst(a: ChangeRequest, b: ChangeRequest): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

/**
 * The page of requests the URL asks for, with the rows the user acted on that have left it meanwhile
 * (`gone`), so their error stays in view.
 */
export function useInboxList({
  search,
  users,
  outcomes,
  onSearchChange,
}: {
  search: InboxSearch;
  users: readonly User[];
  outcomes: ReadonlyMap<number, RowOutcome>;
  onSearchChange: (change: Partial<InboxSearch>, options?: { replace?: boolean }) => void;
}) {
  const filters = inboxFilters(search, users);
  const pendingTab = search.tab === 'pending';
  const list = useQuery({
    ...changeRequestQueries.list(filters),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });

  const records = useMemo(() => {
    const rows = list.data?.change_requests ?? [];
    const listed = new Set(rows.map((row) => row.id));
    // Requests another approver handled meanwhile have left the list; they stay with their error.
    const ghosts = [...outcomes.values()]
      .filter(
        (outcome) =>
          outcome.state === 'failed' &&
          outcome.gone &&
          !listed.has(outcome.request.id) &&
          outcome.request.status === (pendingTab ? 1 : 2),
      )
      .map((outcome) => outcome.request);
    return ghosts.length === 0 ? rows : [...rows, ...ghosts].sort(newestFirst);
  }, [list.data, outcomes, pendingTab]);

  // Approving the last rows of the last page leaves it empty: show the page before.
  const paging = list.data?.paging;
  useEffect(() => {
    if (paging && !list.isPlaceholderData && search.page > Math.max(1, paging.count_pages)) {
      onSearchChange({ page: Math.max(1, paging.count_pages) }, { replace: true });
    }
  }, [paging, list.isPlaceholderData, search.page, onSearchChange]);

  const reasons = useMemo(
    () => new Map((list.data?.decline_reasons ?? []).map((item) => [item.change_requests_id, item.reason])),
    [list.data],
  );

  return {
    list,
    records,
    /** Why a listed request was declined, when the decider said so. */
    reasonOf: (id: number | undefined) => (id === undefined ? undefined : reasons.get(id)),
    /** Stands for the rows on screen: a new tab, filter or page changes it. */
    viewKey: JSON.stringify(filters),
  };
}
