import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller } from '../contract/rights.ts';
import type { DbOrTx } from './db/client.ts';
import { users } from './db/schema.ts';
import { findSession, type SessionTimeouts, sessionCookieOf } from './domain/sessions.ts';
import { enrolmentAllows, mustEnrol } from './domain/two-factor.ts';
import type { Clock } from './env.ts';
import { ApiError } from './http.ts';
import { hasCredentialInQuery, type Logger } from './log.ts';
import type { ReadCache } from './read-cache.ts';
import { hashApiKey, keysMatch, newApiKey } from './secrets.ts';
import type { Throttle } from './throttle.ts';

const MAX_KEY_LENGTH = 256;
// The longest address that can exist: a longer one is counted by its start, so that no throttle key
// grows without bound.
const MAX_EMAIL_LENGTH = 320;

type Credentials = { email: string; key: string };

function readCredentials(c: Context): Credentials | 'conflict' | null {
  const headerUser = c.req.header('x-serviceapiuser');
  const headerKey = c.req.header('x-serviceapikey');
  const authorization = c.req.header('authorization');
  let basic: Credentials | null = null;
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) basic = { email: decoded.slice(0, colon), key: decoded.slice(colon + 1) };
  }
  const headers =
    headerUser !== undefined && headerKey !== undefined ? { email: headerUser, key: headerKey } : null;
  if (
    basic &&
    headers &&
    (basic.email.toLowerCase() !== headers.email.toLowerCase() || basic.key !== headers.key)
  ) {
    return 'conflict';
  }
  return headers ?? basic;
}

const applicationHeader = /^[^;\r\n]+;[^;\r\n]+$/;

export type AuthOptions = {
  db: DbOrTx;
  clock: Clock;
  readCache: ReadCache;
  throttle: Throttle;
  failedLoginsPerMinute: number;
  requestsPerMinute: number;
  sessionTimeouts: SessionTimeouts;
};

export type AuthVariables = {
  caller: Caller;
  signedIn: { id: number; email: string };
  sessionId: number | undefined;
  log: Logger;
};

/** What a cross-site form cannot send, so an unsafe request with the session cookie must carry it. */
const CSRF_HEADER = 'X-Requested-With';
const CSRF_HEADER_VALUE = 'stint';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 429 of too many failed sign-ins, logged as a security event. */
export function throttledSignIn(c: Context, email: string | undefined | null, wait: number): ApiError {
  c.get('log').warn({ event: 'auth_throttled', ...securityFields(c, email), outcome: 429 });
  return new ApiError(429, 'too_many_failed_logins', undefined, {}, { 'Retry-After': String(wait) });
}

/**
 * The fields of a security event (docs/operations.md#logs); the request id and time come with the
 * request's logger. Never the key.
 */
export function securityFields(c: Context, presentedEmail?: string | null) {
  const signedIn = c.get('signedIn') as AuthVariables['signedIn'] | undefined;
  return {
    email: signedIn?.email ?? presentedEmail?.slice(0, 100) ?? null,
    app: c.req.header('x-service-external-application')?.slice(0, 200) ?? null,
    ip: clientAddress(c),
  };
}

/**
 * Authenticates every `/api` request (docs/interface.md#authentication, order of checks under
 * #errors): conflicting credentials (400) and a throttled client (429), then 401, then the
 * application header, then the per-user rate limit. The user is read afresh on each request, or
 * from the read cache, which forgets it at the end of every write, so that a rotated key, a
 * deactivation or a new role applies at once. Both limits count in the database, so that they hold
 * for the company across all service processes.
 */
export function authenticate(options: AuthOptions): MiddlewareHandler<{ Variables: AuthVariables }> {
  const { throttle } = options;

  /**
   * The caller a session cookie names (docs/architecture.md#sessions): without API-key credentials
   * only, an unknown cookie counts as a failed sign-in of the client, and an unsafe method needs the
   * CSRF header (403 without it, after the 401 of a bad cookie). An owner or manager the company
   * requires two-factor of may only turn it on until they have (docs/interface.md#two-factor-sign-in).
   */
  async function sessionCaller(c: Context, token: string) {
    const keys = [`ip:${clientAddress(c)}`];
    const wait = Math.max(...(await throttle.waits(keys, options.failedLoginsPerMinute)).values());
    if (wait > 0) throw throttledSignIn(c, null, wait);
    const found =
      token.length <= MAX_KEY_LENGTH
        ? await findSession(options.db, token, options.clock.now(), options.sessionTimeouts)
        : null;
    if (!found?.session || !found.user.active) {
      if (found?.expired) {
        c.get('log').info({ event: 'session_expired', ...securityFields(c, found.user.email), outcome: 401 });
      } else {
        await throttle.record(keys);
        c.get('log').warn({
          event: 'auth_failed',
          ...securityFields(c),
          credential: 'session',
          outcome: 401,
        });
      }
      throw new ApiError(401, 'unauthorized');
    }
    if (!safeMethods.has(c.req.method) && c.req.header(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      c.get('log').warn({ event: 'csrf_refused', ...securityFields(c, found.user.email), outcome: 403 });
      throw new ApiError(403, 'csrf_header_missing', undefined, { header: CSRF_HEADER });
    }
    if (
      !enrolmentAllows(c.req.method, new URL(c.req.url).pathname) &&
      (await mustEnrol(options.db, found.user))
    ) {
      c.get('log').info({
        event: 'two_factor_setup_required',
        ...securityFields(c, found.user.email),
        outcome: 403,
      });
      throw new ApiError(403, 'two_factor_setup_required');
    }
    c.set('sessionId', found.session.id);
    return { caller: callerFromRow(found.user), email: found.user.email };
  }

  return async (c, next) => {
    const address = clientAddress(c);
    const log = c.get('log');
    if (hasCredentialInQuery(new URL(c.req.url))) {
      log.warn({ event: 'credentials_in_query', ...securityFields(c), outcome: 'ignored' });
    }
    const credentials = readCredentials(c);
    if (credentials === 'conflict') {
      log.warn({ event: 'auth_conflict', ...securityFields(c), outcome: 400 });
      throw new ApiError(400, 'conflicting_credentials');
    }
    const sessionToken = credentials ? undefined : sessionCookieOf(c);
    if (sessionToken !== undefined) {
      await signedIn(c, await sessionCaller(c, sessionToken));
      return next();
    }
    const presented = credentials?.email.toLowerCase().slice(0, MAX_EMAIL_LENGTH) ?? '';
    const throttleKeys = [`ip:${address}`, `user:${presented}@${address}`];
    // A lookup of the caller reads the throttle's hits in the same statement; a caller kept in the
    // read cache leaves them to a read of their own.
    const waitsRead = throttle.waitsRead(throttleKeys);
    let waits: Map<string, number> | undefined;
    // Only a sign-in that succeeded is kept, by the key's hash: a failure always costs a lookup.
    const found =
      credentials && credentials.key.length <= MAX_KEY_LENGTH
        ? await options.readCache.read(
            `caller ${credentials.email.toLowerCase()} ${hashApiKey(credentials.key)}`,
            async () => {
              const lookup = await findCaller(options.db, credentials, waitsRead.hits);
              waits = waitsRead.waits(lookup.hits, options.failedLoginsPerMinute);
              return lookup.found;
            },
            (caller) => caller !== null,
          )
        : null;
    waits ??= await throttle.waits(throttleKeys, options.failedLoginsPerMinute);
    const wait = Math.max(...waits.values());
    if (wait > 0) throw throttledSignIn(c, credentials?.email, wait);
    if (!found) {
      // Attempts checked at the same time in other processes may have used up the limit meanwhile:
      // the ones past it are answered as if they had waited.
      if ((await throttle.record(throttleKeys)) > options.failedLoginsPerMinute) {
        const counted = await throttle.waits(throttleKeys, options.failedLoginsPerMinute);
        throw throttledSignIn(c, credentials?.email, Math.max(...counted.values()));
      }
      log.warn({ event: 'auth_failed', ...securityFields(c, credentials?.email), outcome: 401 });
      throw new ApiError(401, 'unauthorized');
    }
    await signedIn(c, found);
    await next();
  };

  /** What every way of signing in checks next: the application header, then the per-user rate limit. */
  async function signedIn(c: Context, { caller, email }: { caller: Caller; email: string }) {
    const log = c.get('log');
    c.set('signedIn', { id: caller.id, email });
    const application = c.req.header('x-service-external-application') ?? '';
    const [name = '', contact = ''] = application.split(';');
    if (application.length > 200 || !applicationHeader.test(application) || !name.trim() || !contact.trim()) {
      throw new ApiError(400, 'bad_application_header', ['X-Service-External-Application']);
    }
    const budgetWait = await throttle.take(`caller:${caller.id}`, options.requestsPerMinute);
    if (budgetWait > 0) {
      log.warn({ event: 'rate_limited', ...securityFields(c), outcome: 429 });
      throw new ApiError(429, 'rate_limited', undefined, {}, { 'Retry-After': String(budgetWait) });
    }
    c.set('caller', caller);
  }
}

/** The address of the socket's other end: the client, or a proxy in front of the service. */
export function peerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Longer than any IPv6 address with a zone: a longer hop is no address, and is cut. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * Who sent a request that reached the service from `peer`: the peer itself, unless it is one of
 * `trustedProxies`; then the last X-Forwarded-For hop that is not a trusted proxy either, since
 * everything left of that came from the client and may be made up
 * (docs/operations.md#several-instances).
 */
export function addressFrom(
  peer: string,
  forwardedFor: string | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const trusted = (address: string) => trustedProxies.has(address.replace(/^::ffff:/, ''));
  if (!forwardedFor || !trusted(peer)) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  const client = hops.findLast((hop) => !trusted(hop)) ?? hops[0] ?? peer;
  return client.slice(0, MAX_ADDRESS_LENGTH);
}

/** The client's address, as the outermost middleware worked it out (`addressFrom`). */
export function clientAddress(c: Context): string {
  return (c.get('clientAddress') as string | undefined) ?? peerAddress(c);
}

/** The user the credentials name if the key is theirs and they are active, and the selected `hits`. */
async function findCaller(
  db: DbOrTx,
  credentials: Credentials,
  hits: SQL,
): Promise<{ found: { caller: Caller; email: string } | null; hits: unknown }> {
  // ASCII case-insensitive match, no trimming: 'u1@x.test ' is another address.
  const [row] = await db
    .select({ user: users, hits })
    .from(sql`(select 1) as one`)
    .leftJoin(users, eq(sql`lower(${users.email})`, credentials.email.toLowerCase()))
    .limit(1);
  const user = row?.user ?? null;
  const matches = keysMatch(credentials.key, user?.apiKeyHash ?? null);
  if (!user || !matches || !user.active) return { found: null, hits: row?.hits };
  return { found: { caller: callerFromRow(user), email: user.email }, hits: row?.hits };
}

/** A user's stored row as the rights see it. */
export function callerFromRow(row: typeof users.$inferSelect): Caller {
  return {
    id: row.id,
    role: row.role,
    canAddCustomers: row.canAddCustomers,
    canGenerallySeeAbsences: row.canGenerallySeeAbsences,
    canGenerallyManageAbsences: row.canGenerallyManageAbsences,
    editLock: row.editLock,
    editLockDyn: row.editLockDyn,
    timezone: row.timezone,
  };
}

/** Persists a new key for the user and returns it; the old one stops working at once. */
export async function issueApiKey(db: DbOrTx, usersId: number, key = newApiKey()): Promise<string> {
  await db
    .update(users)
    .set({ apiKeyHash: hashApiKey(key) })
    .where(eq(users.id, usersId));
  return key;
}
