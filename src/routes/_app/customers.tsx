import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { customerSortKeys } from '../../../contract/customers.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { type CustomerSort, customerQueries } from '../../api/customers.ts';
import { prefetchWhateverTheRights } from '../../api/resource.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import { CustomersPage } from '../../features/customers/customers-page.tsx';
import { type CustomersSearch, customerFilters } from '../../features/customers/filters.ts';

const sortValues = [...customerSortKeys, ...customerSortKeys.map((key) => `-${key}` as const)] as [
  CustomerSort,
  ...CustomerSort[],
];

const searchSchema = z.object({
  page: z.number().int().min(1).default(1).catch(1),
  items_per_page: z.number().int().min(1).max(1000).default(25).catch(25),
  sort: z.enum(sortValues).default('name').catch('name'),
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
});

const defaults: CustomersSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/customers')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
  staticData: {
    // Workers see only active customers; where the search asks for all, the rows are the same request for everyone.
    prefetchBeforeSession: (queryClient, search: CustomersSearch) =>
      prefetchWhateverTheRights(queryClient, (seesInactive) =>
        customerQueries.list(customerFilters(search, seesInactive)),
      ),
  },
  loaderDeps: ({ search }) => search,
  // Starts the page's request early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      customerQueries.list(customerFilters(deps, rights.seesInactiveRecords(callerOf(context.currentUser)))),
    );
  },
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomersPage
      search={search}
      // Typing in the search box replaces the history entry; paging and sorting can be undone with Back.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: { ...defaults, items_per_page: search.items_per_page } })}
    />
  );
}
