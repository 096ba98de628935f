import { type QueryClient, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { successSchema } from '../../contract/common.ts';
import { type Caller, callerOf, rights } from '../../contract/rights.ts';
import { sessionSingleSchema } from '../../contract/sessions.ts';
import { signInAnswerSchema } from '../../contract/two-factor.ts';
import { type User, type UserRole, userSingleSchema } from '../../contract/users.ts';
import { i18n, isLanguage, setLanguage } from '../i18n/i18n.ts';
import { checksCredentials } from '../query-client.ts';
import {
  type Credentials,
  clearCredentials,
  readCredentials,
  storeCredentials,
  storeSessionHint,
} from './credentials.ts';
import { api } from './http.ts';

export type CurrentUser = { user: User; etag: string | null };

/** A user's own record carries the role; should it ever be missing, the app assumes the fewest rights. */
export function roleOf(user: User): UserRole {
  return user.role ?? 'worker';
}

/**
 * Who signed in: `GET /api/v2/aggregates/users/me` answers the caller's own record whole, rights flags
 * included, with its ETag, so a save of the user's own record can send it back. The real service has the
 * endpoint too (docs/interface.md#users-and-teams); the directory is read only by pages that show it.
 * With `credentials` null it asks by the session cookie: this is the session check.
 */
async function fetchCurrentUser(credentials: Credentials | null, signal?: AbortSignal): Promise<CurrentUser> {
  const { data, etag } = await api.get('/api/v2/aggregates/users/me', userSingleSchema, {
    credentials,
    signal,
  });
  return { user: data.user, etag };
}

export const sessionKeys = {
  all: ['session'] as const,
  /** By the key's e-mail, or `session` for whoever the cookie names. */
  currentUser: (email: string | null) =>
    ['session', 'current-user', email?.toLowerCase() ?? 'session'] as const,
};

export function currentUserQuery(credentials: Credentials | null) {
  return queryOptions({
    queryKey: sessionKeys.currentUser(credentials?.email ?? null),
    queryFn: ({ signal }) => fetchCurrentUser(credentials, signal),
    staleTime: 5 * 60_000,
    // A refused session check says "not signed in" to the route that asked, which goes to sign-in.
    meta: credentials ? undefined : checksCredentials,
  });
}

let languageAppliedFor: string | null = null;

// What the signed-in pages last used, so that a render during sign-out (after the storage is
// cleared, before the pages unmount) still has a user to show.
let lastCredentials: Credentials | null = null;

/** The UI follows the user's `language` once per sign-in; a switch in the user menu then wins. */
export async function applyUserLanguage(user: User): Promise<void> {
  const email = user.email.toLowerCase();
  if (languageAppliedFor === email) return;
  languageAppliedFor = email;
  if (isLanguage(user.language) && i18n.language !== user.language) await setLanguage(user.language);
}

/**
 * A way to sign in: an e-mail and password (the service sets its session cookie), or an e-mail and
 * API key kept in the browser (for a service without sessions, API_UPSTREAM).
 */
export type SignInAttempt =
  | { method: 'password'; email: string; password: string }
  | { method: 'key'; credentials: Credentials; staySignedIn: boolean }
  | { method: 'two_factor'; email: string; challenge: string; code?: string; recovery_code?: string };

/** The password was right and the user has two-factor on: signing in goes on with a code. */
export class TwoFactorNeeded extends Error {
  constructor(readonly challenge: string) {
    super('two_factor_required');
  }
}

/** Tries the attempt against the service; answers who it signs in, remembering nothing yet. */
async function tryAttempt(
  attempt: SignInAttempt,
): Promise<{ credentials: Credentials | null; current: CurrentUser }> {
  if (attempt.method === 'key') {
    return { credentials: attempt.credentials, current: await fetchCurrentUser(attempt.credentials) };
  }
  if (attempt.method === 'two_factor') {
    const { challenge, code, recovery_code } = attempt;
    await api.send('POST', '/api/session/two-factor', {
      body: { challenge, code, recovery_code },
      schema: sessionSingleSchema,
      credentials: null,
    });
  } else {
    const { data } = await api.send('POST', '/api/session', {
      body: { email: attempt.email, password: attempt.password },
      schema: signInAnswerSchema,
      credentials: null,
    });
    if ('challenge' in data) throw new TwoFactorNeeded(data.challenge);
  }
  return { credentials: null, current: await fetchCurrentUser(null) };
}

function remember(
  queryClient: QueryClient,
  attempt: SignInAttempt,
  { credentials, current }: { credentials: Credentials | null; current: CurrentUser },
): void {
  if (attempt.method === 'key') storeCredentials(attempt.credentials, attempt.staySignedIn);
  else storeSessionHint();
  lastCredentials = credentials;
  queryClient.setQueryData(sessionKeys.currentUser(credentials?.email ?? null), current);
}

/** Checks the attempt against the service and, when it works, remembers the sign-in. */
export async function signIn(queryClient: QueryClient, attempt: SignInAttempt): Promise<CurrentUser> {
  const signedIn = await tryAttempt(attempt);
  // Cached data belongs to whoever was signed in before.
  queryClient.clear();
  remember(queryClient, attempt, signedIn);
  languageAppliedFor = null;
  await applyUserLanguage(signedIn.current.user);
  return signedIn.current;
}

/** How signing in again over an open page went: the same user goes on where they were. */
export type SignedInAgain = { sameUser: boolean; current: CurrentUser };

/**
 * Signing in again after the service refused the sign-in while a page was open (a rotated key, an
 * ended session). The same user keeps everything cached, so the open page and its pending saves go
 * on; another user starts afresh, like any sign-in.
 */
export async function signInAgain(
  queryClient: QueryClient,
  previousEmail: string,
  attempt: SignInAttempt,
): Promise<SignedInAgain> {
  const email = attempt.method === 'key' ? attempt.credentials.email : attempt.email;
  if (email.trim().toLowerCase() !== previousEmail.trim().toLowerCase()) {
    return { sameUser: false, current: await signIn(queryClient, attempt) };
  }
  const signedIn = await tryAttempt(attempt);
  remember(queryClient, attempt, signedIn);
  return { sameUser: true, current: signedIn.current };
}

/**
 * Forgets the sign-in at once (a session is ended at the service), then leaves the signed-in pages
 * (`leave` navigates to sign-in), then drops everything fetched with them. In that order, no
 * signed-in page renders without a user.
 */
export async function signOut(queryClient: QueryClient, leave: () => Promise<void>): Promise<void> {
  const bySession = readCredentials() === null;
  clearCredentials();
  languageAppliedFor = null;
  await queryClient.cancelQueries();
  // An ended session answers 401, and no answer leaves a cookie the service forgets within its idle
  // time-out: either way the way out is the same.
  if (bySession)
    await api
      .send('DELETE', '/api/session', { schema: successSchema, credentials: null })
      .catch(() => undefined);
  try {
    await leave();
  } finally {
    lastCredentials = null;
    queryClient.clear();
  }
}

/** The API key the app signed in with, or null when a session cookie signs its requests. */
export function useCredentials(): Credentials | null {
  const credentials = readCredentials() ?? lastCredentials;
  lastCredentials = credentials;
  return credentials;
}

/** The signed-in user; only for components under the authenticated layout. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery(useCredentials())).data;
}

/** The signed-in user as `contract/rights.ts` sees them; route loaders call its `callerOf(context.currentUser)`. */
export function useCaller(): Caller {
  const { user } = useCurrentUser();
  return useMemo(() => callerOf(user), [user]);
}

export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(() => {
    void signOut(queryClient, () => router.navigate({ to: '/sign-in', search: { redirect: undefined } }));
  }, [queryClient, router]);
}

/**
 * Where signing in lands without a deep link: those who keep the master data on the projects, everyone
 * else on My time, their week, month and balance at a glance (the projects list is read-only to them).
 */
export function homePathOf(user: User): '/projects' | '/my-time' {
  return rights.writesMasterData(callerOf(user)) ? '/projects' : '/my-time';
}

/** Only same-origin paths are followed after sign-in, so a crafted link cannot send the user elsewhere. */
export function safeRedirectTarget(target: string | undefined): string | undefined {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  if (target === '/sign-in' || target.startsWith('/sign-in?')) return undefined;
  return target;
}
