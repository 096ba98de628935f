import { lazy, Suspense } from 'react';
import { useAskedFor } from '../../components/asked-for.ts';
import { useSignInAgainRequest } from '../../lib/sign-in-again.ts';

// Few visits see the dialog: it brings the sign-in form (and the form library), so it loads when first asked.
const SignInAgainDialog = lazy(() =>
  import('./sign-in-again-dialog.tsx').then((module) => ({ default: module.SignInAgainDialog })),
);

/** Where the signed-in pages ask to sign in again (`SignInAgainDialog`); nothing until they do. */
export function SignInAgain() {
  const asking = useSignInAgainRequest();
  const asked = useAskedFor(asking);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog asking={asking} />
    </Suspense>
  );
}
