import { createFileRoute } from '@tanstack/react-router';
import { surchargeQueries } from '../../api/surcharges.ts';
import { SurchargesPage } from '../../features/surcharges/surcharges-page.tsx';

export const Route = createFileRoute('/_app/surcharges/')({
  // The list is the same request for everyone: on a first load it leaves with the session check.
  staticData: {
    prefetchBeforeSession: (queryClient) => void queryClient.prefetchQuery(surchargeQueries.list()),
  },
  loader: ({ context }) => {
    // The page shows its own skeleton while the list loads.
    void context.queryClient.prefetchQuery(surchargeQueries.list());
  },
  component: SurchargesPage,
});
