import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { projectSortKeys } from '../../../contract/projects.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { type ProjectSort, projectQueries } from '../../api/projects.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import { type ProjectsSearch, projectFilters } from '../../features/projects/filters.ts';
import { ProjectsPage } from '../../features/projects/projects-page.tsx';
import { formRequestSearch } from '../../lib/form-request.ts';
import { prefetchForAnyCaller } from '../../lib/prefetch.ts';

const sortValues = [...projectSortKeys, ...projectSortKeys.map((key) => `-${key}` as const)] as [
  ProjectSort,
  ...ProjectSort[],
];

const searchSchema = z.object({
  page: z.number().int().min(1).default(1).catch(1),
  items_per_page: z.number().int().min(1).max(1000).default(25).catch(25),
  sort: z.enum(sortValues).default('name').catch('name'),
  customers_id: z.number().int().min(1).optional().catch(undefined),
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
  over_budget: z.boolean().default(false).catch(false),
  ...formRequestSearch,
});

const defaults: ProjectsSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/projects')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
  staticData: {
    prefetchBeforeSession: (queryClient, search: ProjectsSearch) => {
      // Workers may not filter or sort by every field; where the search asks for none of those, the
      // rows are the same request for everyone.
      prefetchForAnyCaller(queryClient, (seesRightsFields) =>
        projectQueries.list(projectFilters(search, seesRightsFields)),
      );
    },
  },
  loaderDeps: ({ search: { new: _new, day: _day, ...rest } }) => rest,
  // The page shows its own skeleton for the rows (their customers' names come with them).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      projectQueries.list(projectFilters(deps, rights.seesRightsFields(callerOf(context.currentUser)))),
    );
  },
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectsPage
      search={search}
      // Typing in the search box replaces the history entry; paging and sorting can be undone with Back.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: { ...defaults, items_per_page: search.items_per_page } })}
    />
  );
}
