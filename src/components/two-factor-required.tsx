import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rights } from '../../contract/rights.ts';
import { twoFactorQueries } from '../api/two-factor.ts';
import { useCaller, useCredentials } from '../lib/auth.ts';
import { lazyDialog } from './lazy-form-dialog.tsx';

const TwoFactorDialog = lazyDialog(
  () => import('./two-factor-dialog.tsx'),
  (module) => module.TwoFactorDialog,
);

/**
 * Opens the two-factor dialog by itself for an owner or manager whom the company requires it of and
 * who has not turned it on: until they do, the service refuses everything else
 * (docs/interface.md#two-factor-sign-in). Once closed, every page asks its data again.
 */
export function TwoFactorRequired() {
  const caller = useCaller();
  const queryClient = useQueryClient();
  const concerned = useCredentials() === null && rights.needsTwoFactor(caller, true);
  const status = useQuery({ ...twoFactorQueries.status(), enabled: concerned });
  // Stays open through the setup, whose recovery codes show after the status says it is on.
  const [open, setOpen] = useState(false);
  const mustTurnOn = status.data?.required === true && !status.data.enabled;
  useEffect(() => {
    if (mustTurnOn) setOpen(true);
  }, [mustTurnOn]);
  if (!open) return null;
  return (
    <TwoFactorDialog
      opened
      onClose={() => {
        setOpen(false);
        void queryClient.invalidateQueries();
      }}
    />
  );
}
