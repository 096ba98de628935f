import { createFileRoute, redirect } from '@tanstack/react-router';
import { callerOf, rights } from '../../../contract/rights.ts';
import { rateQueries } from '../../api/rates.ts';
import { RatesPage } from '../../features/rates/rates-page.tsx';
import { homePathOf } from '../../lib/auth.ts';

export const Route = createFileRoute('/_app/rates')({
  // Rates are rights fields: whoever may not see an entry's hourly rate has no page here.
  beforeLoad: ({ context }) => {
    if (!rights.seesRightsFields(callerOf(context.currentUser))) {
      throw redirect({ to: homePathOf(context.currentUser) });
    }
  },
  // Starts the request early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(rateQueries.list());
  },
  component: RatesPage,
});
