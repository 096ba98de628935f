import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { toUtcTimestamp } from '../../contract/dates.ts';
import type { Session } from '../../contract/sessions.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sessions } from '../db/sign-in-schema.ts';
import { hashApiKey, newApiKey } from '../secrets.ts';

/** The session cookie's name; it is sent only to `/api`, where the service reads it. */
const SESSION_COOKIE = 'stint_session';

/** How long a session lasts unused, and at most (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export type SessionTimeouts = { idleMs: number; maxMs: number };

/** `last_seen_at` moves at most this often: a busy tab would otherwise write on every request. */
const TOUCH_EVERY_MS = 60_000;

type SessionRow = typeof sessions.$inferSelect;

/**
 * Starts a session for the user and answers its id, the cookie's value: 256 random bits, stored only
 * as their SHA-256, made and hashed as an API key is. Every sign-in gets a new id (no fixation).
 */
export async function startSession(db: DbOrTx, usersId: number, now: Date, userAgent: string | undefined) {
  const token = newApiKey();
  const [row] = await db
    .insert(sessions)
    .values({
      usersId,
      tokenHash: hashApiKey(token),
      createdAt: now,
      lastSeenAt: now,
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  return { token, row: row as SessionRow };
}

/**
 * The session a cookie names and its user, or null when there is none or it timed out (idle or in
 * all); a timed-out session is deleted. Its `last_seen_at` moves to now when a minute has passed.
 */
export async function findSession(db: DbOrTx, token: string, now: Date, timeouts: SessionTimeouts) {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.usersId))
    .where(eq(sessions.tokenHash, hashApiKey(token)));
  if (!found) return null;
  const { session } = found;
  const time = now.getTime();
  if (
    time - session.lastSeenAt.getTime() >= timeouts.idleMs ||
    time - session.createdAt.getTime() >= timeouts.maxMs
  ) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return { expired: session, user: found.user } as const;
  }
  if (time - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return { session, user: found.user } as const;
}

/** Ends sessions of a user: all of them, or all but `keep` (the one that changed the password). */
export async function endSessionsOf(db: DbOrTx, usersId: number, keep?: number) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.usersId, usersId), keep === undefined ? undefined : ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Deletes sessions that can no longer be used by anyone: past the absolute or the idle time-out. */
export async function pruneSessions(db: DbOrTx, now: Date, timeouts: SessionTimeouts) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.createdAt, new Date(now.getTime() - timeouts.maxMs)),
        lt(sessions.lastSeenAt, new Date(now.getTime() - timeouts.idleMs)),
      ),
    );
}

export function sessionRecord(row: SessionRow, currentId: number | undefined): Session {
  return {
    id: row.id,
    created_at: toUtcTimestamp(row.createdAt.getTime()),
    last_seen_at: toUtcTimestamp(row.lastSeenAt.getTime()),
    user_agent: row.userAgent,
    current: row.id === currentId,
  };
}

/**
 * Secure when the request came over HTTPS or the app's public address is https (behind a proxy that
 * ends TLS, the service itself sees http).
 */
function secureFor(c: Context, appUrl: string) {
  return appUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:';
}

/** HttpOnly: no script reads it; SameSite=Strict: no other site's page sends it. */
export function setSessionCookie(c: Context, token: string, appUrl: string, timeouts: SessionTimeouts) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: secureFor(c, appUrl),
    path: '/api',
    maxAge: Math.floor(timeouts.maxMs / 1000),
  });
}

export function clearSessionCookie(c: Context, appUrl: string) {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/api',
    secure: secureFor(c, appUrl),
    httpOnly: true,
    sameSite: 'Strict',
  });
}

export function sessionCookieOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
