import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Caller } from '../contract/rights.ts';
import type { DbOrTx } from './db/client.ts';
import { users } from './db/schema.ts';
import { ApiError } from './http.ts';
import { hasCredentialInQuery, type Logger } from './log.ts';
import type { ReadCache } from './read-cache.ts';

/** 256 random bits, URL-safe. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Keys carry ≥128 bits of entropy, so a fast hash suffices (ASVS 6.5.2); only the hash is stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

// Compared when the e-mail is unknown, so that both failures cost the same.
const dummyHash = hashApiKey(newApiKey());
const MAX_KEY_LENGTH = 256;

export function keysMatch(presented: string, storedHash: string | null): boolean {
  const presentedDigest = Buffer.from(hashApiKey(presented), 'hex');
  const storedDigest = Buffer.from(storedHash ?? dummyHash, 'hex');
  return (
    presentedDigest.length === storedDigest.length &&
    timingSafeEqual(presentedDigest, storedDigest) &&
    storedHash !== null
  );
}

/** Counts events per key in a sliding one-minute window. */
export class MinuteWindow {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil(((recent[0] as number) + 60_000 - this.now()) / 1000));
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune();
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - 60_000;
    return (this.hits.get(key) ?? []).filter((time) => time > cutoff);
  }

  private prune(): void {
    for (const key of this.hits.keys()) if (this.recent(key).length === 0) this.hits.delete(key);
  }
}

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
  readCache: ReadCache;
  failedLoginsPerMinute: number;
  requestsPerMinute: number;
  now: () => number;
};

export type AuthVariables = { caller: Caller; signedIn: { id: number; email: string }; log: Logger };

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
 * deactivation or a new role applies at once.
 */
export function authenticate(options: AuthOptions): MiddlewareHandler<{ Variables: AuthVariables }> {
  const failures = new MinuteWindow(options.failedLoginsPerMinute, options.now);
  const requests = new MinuteWindow(options.requestsPerMinute, options.now);
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
    const throttleKeys = [`ip:${address}`, `user:${credentials?.email.toLowerCase() ?? ''}@${address}`];
    const wait = Math.max(...throttleKeys.map((key) => failures.retryAfter(key)));
    if (wait > 0) {
      log.warn({ event: 'auth_throttled', ...securityFields(c, credentials?.email), outcome: 429 });
      throw new ApiError(429, 'too_many_failed_logins', undefined, {}, { 'Retry-After': String(wait) });
    }
    // Only a sign-in that succeeded is kept, by the key's hash: a failure always costs a lookup.
    const found =
      credentials && credentials.key.length <= MAX_KEY_LENGTH
        ? await options.readCache.read(
            `caller ${credentials.email.toLowerCase()} ${hashApiKey(credentials.key)}`,
            () => findCaller(options.db, credentials),
            (caller) => caller !== null,
          )
        : null;
    if (!found) {
      for (const key of throttleKeys) failures.record(key);
      log.warn({ event: 'auth_failed', ...securityFields(c, credentials?.email), outcome: 401 });
      throw new ApiError(401, 'unauthorized');
    }
    const { caller, email } = found;
    c.set('signedIn', { id: caller.id, email });
    const application = c.req.header('x-service-external-application') ?? '';
    const [name = '', contact = ''] = application.split(';');
    if (application.length > 200 || !applicationHeader.test(application) || !name.trim() || !contact.trim()) {
      throw new ApiError(400, 'bad_application_header', ['X-Service-External-Application']);
    }
    const budgetWait = requests.retryAfter(`caller:${caller.id}`);
    if (budgetWait > 0) {
      log.warn({ event: 'rate_limited', ...securityFields(c), outcome: 429 });
      throw new ApiError(429, 'rate_limited', undefined, {}, { 'Retry-After': String(budgetWait) });
    }
    requests.record(`caller:${caller.id}`);
    c.set('caller', caller);
    await next();
  };
}

export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

async function findCaller(
  db: DbOrTx,
  credentials: Credentials,
): Promise<{ caller: Caller; email: string } | null> {
  // ASCII case-insensitive match, no trimming: 'u1@x.test ' is another address.
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, credentials.email.toLowerCase()))
    .limit(1);
  const matches = keysMatch(credentials.key, row?.apiKeyHash ?? null);
  if (!row || !matches || !row.active) return null;
  return { caller: callerFromRow(row), email: row.email };
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
