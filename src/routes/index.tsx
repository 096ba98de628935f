import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentUserQuery, homePathOf } from '../lib/auth.ts';
import { mayBeSignedIn, readCredentials } from '../lib/credentials.ts';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    if (!mayBeSignedIn()) throw redirect({ to: '/sign-in', replace: true });
    const home = await context.queryClient
      .ensureQueryData(currentUserQuery(readCredentials()))
      .then(({ user }) => homePathOf(user))
      // The signed-in layout answers a rotated key or a failed request on its own page.
      .catch(() => '/projects' as const);
    throw redirect({ to: home, replace: true });
  },
});
