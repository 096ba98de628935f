import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { projectSortKeys } from '../../../contract/projects.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { allCustomersFilters, customerQueries } from '../../api/customers.ts';
import { type ProjectSort, projectQueries } from '../../api/projects.ts';
import { prefetchWhateverTheRights } from '../../api/resource.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import { type ProjectsSearch, projectFilters } from '../../features/projects/filters.ts';
import { ProjectsPage } from '../../features/projects/projects-page.tsx';
import { formRequestSearch } from '../../lib/form-request.ts';

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
      void queryClient.prefetchQuery(customerQueries.list(allCustomersFilters));
      // Workers may not filter or sort by every field; where the search asks for none of those, the
      // rows are the same request for everyone.
      prefetchWhateverTheRights(queryClient, (seesRights) =>
        projectQueries.list(projectFilters(search, seesRights)),
      );
    },
  },
  loaderDeps: ({ search: { new: _new, day: _day, ...rest } }) => rest,
  loader: async ({ context, deps }) => {
    // The page shows its own skeleton for the rows, so only the customer names are awaited.
    void context.queryClient.prefetchQuery(
      projectQueries.list(projectFilters(deps, rights.seesRightsFields(callerOf(context.currentUser)))),
    );
    await context.queryClient.ensureQueryData(customerQueries.list(allCustomersFilters));
  },
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(customerQueries.list(allCustomersFilters));
  return (
    <ProjectsPage
      search={search}
      customers={data.customers}
      // Typing in the search box replaces the history entry; paging and sorting can be undone with Back.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: { ...defaults, items_per_page: search.items_per_page } })}
    />
  );
}
