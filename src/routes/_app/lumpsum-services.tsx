import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lumpSumServiceQueries } from '../../api/lumpsum-services.ts';
import { catalogueSearchSchema } from '../../components/catalogue-search.ts';
import { LumpSumServicesPage } from '../../features/lumpsum-services/lumpsum-services-page.tsx';

const defaults = catalogueSearchSchema.parse({});

export const Route = createFileRoute('/_app/lumpsum-services')({
  validateSearch: catalogueSearchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
  // The list is the same request for everyone: on a first load it leaves with the session check.
  staticData: {
    prefetchBeforeSession: (queryClient) => void queryClient.prefetchQuery(lumpSumServiceQueries.list()),
  },
  // Starts the request early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(lumpSumServiceQueries.list());
  },
  component: LumpSumServicesRoute,
});

function LumpSumServicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LumpSumServicesPage
      search={search}
      // Typing in the search box replaces the history entry rather than adding one per keystroke.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: defaults })}
    />
  );
}
