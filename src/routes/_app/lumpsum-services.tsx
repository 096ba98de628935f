import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { lumpSumServiceQueries } from '../../api/lumpsum-services.ts';
import { statusFilterValues } from '../../components/status-filter.tsx';
import {
  LumpSumServicesPage,
  type LumpSumServicesSearch,
} from '../../features/lumpsum-services/lumpsum-services-page.tsx';

const searchSchema = z.object({
  active: z.enum(statusFilterValues).default('all').catch('all'),
  search: z.string().max(100).default('').catch(''),
});

const defaults: LumpSumServicesSearch = searchSchema.parse({});

export const Route = createFileRoute('/_app/lumpsum-services')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(defaults)] },
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
