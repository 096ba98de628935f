import { type QueryClient, queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { type Caller, callerOf, rights } from '../../contract/rights.ts';
import { type User, type UserRole, userSingleSchema } from '../../contract/users.ts';
import { i18n, isLanguage, setLanguage } from '../i18n/i18n.ts';
import { type Credentials, clearCredentials, readCredentials, storeCredentials } from './credentials.ts';
import { ApiError, api } from './http.ts';

export type CurrentUser = { user: User; etag: string | null };

/** A user's own record carries the role; should it ever be missing, the app assumes the fewest rights. */
export function roleOf(user: User): UserRole {
  return user.role ?? 'worker';
}

/**
 * Who signed in: `GET /api/v2/aggregates/users/me` answers the caller's own record whole, rights flags
 * included, with its ETag, so a save of the user's own record can send it back. The real service has the
 * endpoint too (docs/interface.md#users-and-teams); the directory is read only by pages that show it.
 */
async function fetchCurrentUser(credentials: Credentials, signal?: AbortSignal): Promise<CurrentUser> {
  const { data, etag } = await api.get('/api/v2/aggregates/users/me', userSingleSchema, {
    credentials,
    signal,
  });
  return { user: data.user, etag };
}

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: (email: string) => ['session', 'current-user', email.toLowerCase()] as const,
};

export function currentUserQuery(credentials: Credentials) {
  return queryOptions({
    queryKey: sessionKeys.currentUser(credentials.email),
    queryFn: ({ signal }) => fetchCurrentUser(credentials, signal),
    staleTime: 5 * 60_000,
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

/** Checks the credentials against the service and, when they work, remembers them. */
export async function signIn(
  queryClient: QueryClient,
  credentials: Credentials,
  staySignedIn: boolean,
): Promise<CurrentUser> {
  const current = await fetchCurrentUser(credentials);
  // Cached data belongs to whoever was signed in before.
  queryClient.clear();
  remember(queryClient, credentials, current, staySignedIn);
  languageAppliedFor = null;
  await applyUserLanguage(current.user);
  return current;
}

function remember(
  queryClient: QueryClient,
  credentials: Credentials,
  current: CurrentUser,
  staySignedIn: boolean,
): void {
  storeCredentials(credentials, staySignedIn);
  queryClient.setQueryData(sessionKeys.currentUser(credentials.email), current);
}

/** How signing in again over an open page went: the same user goes on where they were. */
export type SignedInAgain = { sameUser: boolean; current: CurrentUser };

/**
 * Signing in again after the service refused the stored credentials while a page was open (a
 * rotated key). The same user keeps everything cached, so the open page and its pending saves go
 * on; another user starts afresh, like any sign-in.
 */
export async function signInAgain(
  queryClient: QueryClient,
  previousEmail: string,
  credentials: Credentials,
  staySignedIn: boolean,
): Promise<SignedInAgain> {
  if (credentials.email.trim().toLowerCase() !== previousEmail.trim().toLowerCase()) {
    return { sameUser: false, current: await signIn(queryClient, credentials, staySignedIn) };
  }
  const current = await fetchCurrentUser(credentials);
  remember(queryClient, credentials, current, staySignedIn);
  return { sameUser: true, current };
}

/**
 * Forgets the credentials at once, then leaves the signed-in pages (`leave` navigates to sign-in),
 * then drops everything fetched with them. In that order, no signed-in page renders without a user.
 */
export async function signOut(queryClient: QueryClient, leave: () => Promise<void>): Promise<void> {
  clearCredentials();
  languageAppliedFor = null;
  await queryClient.cancelQueries();
  try {
    await leave();
  } finally {
    lastCredentials = null;
    queryClient.clear();
  }
}

export function useCredentials(): Credentials {
  const credentials = readCredentials() ?? lastCredentials;
  // The authenticated layout's beforeLoad guarantees credentials below it.
  if (!credentials) throw new ApiError('http', 401, i18n.t('errors.unauthorized'));
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
