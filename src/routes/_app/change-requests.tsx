import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { isRealDate } from '../../../contract/common.ts';
import { changeRequestQueries } from '../../api/change-requests.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { type InboxSearch, inboxFilters, inboxTabs } from '../../features/change-requests/filters.ts';
import { InboxPage } from '../../features/change-requests/inbox-page.tsx';
import { formRequestSearch } from '../../lib/form-request.ts';

const isoDay = z.string().refine(isRealDate);

const searchSchema = z.object({
  tab: z.enum(inboxTabs).default('pending').catch('pending'),
  user: z.number().int().min(1).optional().catch(undefined),
  team: z.number().int().min(1).optional().catch(undefined),
  date_since: isoDay.optional().catch(undefined),
  date_until: isoDay.optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
  items_per_page: z.number().int().min(1).max(1000).default(50).catch(50),
  selected: z.number().int().min(1).optional().catch(undefined),
  ...formRequestSearch,
});

const defaults: InboxSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/change-requests')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams({ tab: defaults.tab, page: 1, items_per_page: 50 })] },
  // Opening a request or its form changes only `selected` or `new`; that must not rerun the loader.
  staticData: {
    // Names, zones and teams draw the rows; without a team filter the rows' request needs none of them.
    prefetchBeforeSession: (queryClient, search: InboxSearch) => {
      void queryClient.prefetchQuery(userQueries.list());
      void queryClient.prefetchQuery(teamQueries.list());
      if (search.team === undefined)
        void queryClient.prefetchQuery(changeRequestQueries.list(inboxFilters(search, [])));
    },
  },
  loaderDeps: ({ search: { selected: _selected, new: _new, day: _day, ...rest } }) => rest,
  loader: async ({ context, deps }) => {
    // Names, zones and teams are needed to draw any row, and a team filter needs its members.
    const [users] = await Promise.all([
      context.queryClient.ensureQueryData(userQueries.list()),
      context.queryClient.ensureQueryData(teamQueries.list()),
    ]);
    void context.queryClient.prefetchQuery(changeRequestQueries.list(inboxFilters({ ...deps }, users)));
  },
  component: ChangeRequestsRoute,
});

function ChangeRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: users } = useSuspenseQuery(userQueries.list());
  const { data: teams } = useSuspenseQuery(teamQueries.list());
  const onSearchChange = useCallback(
    (change: Partial<InboxSearch>, options?: { replace?: boolean }) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  return (
    <InboxPage
      search={search}
      users={users}
      teams={teams}
      onSearchChange={onSearchChange}
      onClearFilters={() =>
        navigate({ search: { tab: search.tab, page: 1, items_per_page: search.items_per_page } })
      }
    />
  );
}
