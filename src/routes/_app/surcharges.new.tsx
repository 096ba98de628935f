import { createFileRoute, redirect } from '@tanstack/react-router';
import { callerOf, rights } from '../../../contract/rights.ts';
import { SurchargeEditor } from '../../features/surcharges/surcharge-editor.tsx';

export const Route = createFileRoute('/_app/surcharges/new')({
  beforeLoad: ({ context }) => {
    // Only owners and managers create models; anyone else lands on the list they may read.
    if (!rights.writesMasterData(callerOf(context.currentUser))) throw redirect({ to: '/surcharges' });
  },
  component: NewSurchargeRoute,
});

function NewSurchargeRoute() {
  const navigate = Route.useNavigate();
  return <SurchargeEditor onDone={() => navigate({ to: '/surcharges', ignoreBlocker: true })} />;
}
