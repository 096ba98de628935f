import type { ComponentType } from 'react';
import { lazyDialog } from '../../components/lazy-form-dialog.tsx';
import { stopAskingToSignInAgain, useSignInAgainRequest } from '../../lib/sign-in-again.ts';

// Few visits see the dialog: it brings the sign-in form (and the form library), so it loads when first asked.
const SignInAgainDialog = lazyDialog(
  () => import('./sign-in-again-dialog.tsx'),
  (module): ComponentType<{ asking: boolean; opened: boolean; onClose: () => void }> =>
    module.SignInAgainDialog,
);

/** Where the signed-in pages ask to sign in again (`SignInAgainDialog`); nothing until they do. */
export function SignInAgain() {
  const asking = useSignInAgainRequest();
  // Closing is for the dialog that says it could not be loaded: the page stays as it is, and the
  // next refused request asks again.
  return <SignInAgainDialog asking={asking} opened={asking} onClose={stopAskingToSignInAgain} />;
}
