import { type Mutation, MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './lib/http.ts';

const MAX_RETRIES = 3;

/**
 * Only failures that may pass: no answer, a server fault or a rate limit. Never a 4xx, and never a
 * timeout: the user has already waited 15 s, and a slow service needs fewer requests, not more.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status >= 500 || error.status === 429);
}

/** 1 s, 2 s, 4 s; a 429 waits at least as long as its Retry-After asks. */
export function retryDelay(failureCount: number, error: unknown): number {
  const backoff = 1000 * 2 ** failureCount;
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== null) {
    return Math.max(backoff, error.retryAfterSeconds * 1000);
  }
  return backoff;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransient(error);
}

type FailedWrite = Mutation<unknown, unknown, unknown, unknown>;

let unauthorizedHandler: (failedWrite?: FailedWrite) => void = () => {};

/** main.tsx registers what a 401 leads to here, so this module stays free of the router. */
export function setUnauthorizedHandler(handler: (failedWrite?: FailedWrite) => void): void {
  unauthorizedHandler = handler;
}

// A rotated key, a deactivation or an expired sign-in: every later request would fail too.
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Set on a mutation that tries credentials (signing in), and on the session check: their 401 means
 * the credentials are wrong or there is no session, which whoever asked answers itself.
 */
export const checksCredentials = { checksCredentials: true };

// TanStack Query starts out online and then follows the browser's online and offline events; a page
// opened without a connection must start offline.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isUnauthorized(error) && !query.meta?.checksCredentials) unauthorizedHandler();
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (isUnauthorized(error) && !mutation.meta?.checksCredentials) unauthorizedHandler(mutation);
    },
  }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay,
      // Admin data changes rarely within a minute; a longer stale time saves refetching on every focus.
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      // Whatever changed while the browser was offline went unseen, however fresh the data looked.
      refetchOnReconnect: 'always',
    },
    mutations: {
      // A write is never repeated behind the user's back: the user decides whether to send it again.
      retry: 0,
    },
  },
});
