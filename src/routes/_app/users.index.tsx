import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { userRoles } from '../../../contract/users.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import { type UsersSearch, userViews } from '../../features/users/filters.ts';
import { UsersPage } from '../../features/users/users-page.tsx';

const searchSchema = z.object({
  view: z.enum(userViews).default('directory').catch('directory'),
  role: z
    .enum(['all', ...userRoles])
    .default('all')
    .catch('all'),
  team: z
    .union([z.enum(['all', 'none']), z.number().int().min(1)])
    .default('all')
    .catch('all'),
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]+$/)
    .default('name')
    .catch('name'),
});

const defaults: UsersSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/users/')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
  // The co-workers and the teams leave with the session check on a first load.
  staticData: {
    prefetchBeforeSession: (queryClient) => {
      void queryClient.prefetchQuery(userQueries.list());
      void queryClient.prefetchQuery(teamQueries.list());
    },
  },
  // Starts both requests early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userQueries.list());
    void context.queryClient.prefetchQuery(teamQueries.list());
  },
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UsersPage
      search={search}
      // Typing in the search box replaces the history entry; filters and sorting can be undone with Back.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: { ...defaults, view: search.view, sort: search.sort } })}
    />
  );
}
