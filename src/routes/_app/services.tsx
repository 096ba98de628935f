import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { serviceQueries } from '../../api/services.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import { ServicesPage, type ServicesSearch } from '../../features/services/services-page.tsx';

const searchSchema = z.object({
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
});

const defaults: ServicesSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/services')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
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
