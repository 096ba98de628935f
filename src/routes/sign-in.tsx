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
  beforeLoad: ({ search }) => {
    if (readCredentials()) throw redirect({ href: safeRedirectTarget(search.redirect) ?? '/' });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirectTo={safeRedirectTarget(target) ?? '/'} />;
}
