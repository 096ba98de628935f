import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { serviceQueries } from '../../api/services.ts';
import { catalogueSearchSchema } from '../../components/catalogue-search.ts';
import { ServicesPage } from '../../features/services/services-page.tsx';

const defaults = catalogueSearchSchema.parse({});

export const Route = createFileRoute('/_app/services')({
  validateSearch: catalogueSearchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
  // The list is the same request for everyone: on a first load it leaves with the session check.
  staticData: {
    prefetchBeforeSession: (queryClient) => void queryClient.prefetchQuery(serviceQueries.list()),
  },
  // Starts the request early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(serviceQueries.list());
  },
  component: ServicesRoute,
});

function ServicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServicesPage
      search={search}
      // Typing in the search box replaces the history entry rather than adding one per keystroke.
      onSearchChange={(change) =>
        navigate({ search: (previous) => ({ ...previous, ...change }), replace: 'search' in change })
      }
      onClearFilters={() => navigate({ search: defaults })}
    />
  );
}
