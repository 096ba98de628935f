import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../features/session/sign-in-page.tsx';
import { safeRedirectTarget } from '../lib/auth.ts';
import { readCredentials } from '../lib/credentials.ts';

const searchSchema = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  // Signed in already, the page goes on to where the sign-in would lead. A session cookie is asked
  // after only by the signed-in pages: here a person who came to sign in again may do so.
  beforeLoad: ({ search }) => {
    if (readCredentials()) throw redirect({ href: safeRedirectTarget(search.redirect) ?? '/' });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirectTo={safeRedirectTarget(target) ?? '/'} />;
}
