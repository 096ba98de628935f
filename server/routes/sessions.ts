import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { successSchema } from '../../contract/common.ts';
import { sessionListSchema, signInSchema } from '../../contract/sessions.ts';
import { signInAnswerSchema } from '../../contract/two-factor.ts';
import { clientAddress, securityFields, throttledSignIn } from '../auth.ts';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { sessions } from '../db/sign-in-schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { passwordMatches } from '../domain/passwords.ts';
import {
  clearSessionCookie,
  endSessionsOf,
  pruneSessions,
  sessionCookieOf,
  sessionRecord,
  setSessionCookie,
  startSession,
} from '../domain/sessions.ts';
import { startChallenge, twoFactorOf } from '../domain/two-factor.ts';
import type { ApiEnv, Deps } from '../env.ts';
import { ApiError, notFound, pathId } from '../http.ts';
import { hashApiKey } from '../secrets.ts';

/** The throttle's keys for a failed password of `email` from the request's client. */
const passwordFailureKeys = (address: string, email: string) => [
  `ip:${address}`,
  `account:${email.toLowerCase().slice(0, 320)}`,
];

/**
 * Counts a wrong password against the client and the account, and answers the refusal to throw: a
 * 429 once either is past the limit (attempts in other processes may have used it up meanwhile).
 */
export async function wrongPassword(
  deps: Deps,
  c: Parameters<typeof securityFields>[0],
  email: string,
  refusal: ApiError,
  event: 'sign_in_failed' | 'two_factor_failed' = 'sign_in_failed',
) {
  const keys = passwordFailureKeys(clientAddress(c), email);
  if ((await deps.throttle.record(keys)) > deps.failedLoginsPerMinute) {
    const waits = await deps.throttle.waits(keys, deps.failedLoginsPerMinute);
    return throttledSignIn(c, email, Math.max(...waits.values()));
  }
  c.get('log').warn({ event, ...securityFields(c, email), outcome: refusal.status });
  return refusal;
}

/** A 429 when the client or the account has failed too often in the last minute. */
export async function checkPasswordThrottle(
  deps: Deps,
  c: Parameters<typeof securityFields>[0],
  email: string,
) {
  const waits = await deps.throttle.waits(
    passwordFailureKeys(clientAddress(c), email),
    deps.failedLoginsPerMinute,
  );
  const wait = Math.max(...waits.values());
  if (wait > 0) throw throttledSignIn(c, email, wait);
}

/**
 * Starts a session for `user` and sets its cookie, after `first` (the second factor's checks) in the
 * same transaction. A session the browser held before is replaced, never carried over (no fixation).
 */
export async function openSession(
  deps: Deps,
  c: Context<ApiEnv>,
  user: { id: number; email: string },
  first?: (tx: Tx) => Promise<unknown>,
) {
  const { db, clock, appUrl, sessionTimeouts } = deps;
  const now = clock.now();
  const previous = sessionCookieOf(c);
  const { token, row } = await db.transaction(async (tx) => {
    await first?.(tx);
    if (previous !== undefined) await tx.delete(sessions).where(eq(sessions.tokenHash, hashApiKey(previous)));
    await pruneSessions(tx, now, sessionTimeouts);
    return startSession(tx, user.id, now, c.req.header('user-agent'));
  });
  setSessionCookie(c, token, appUrl, sessionTimeouts);
  c.get('log').info({ event: 'sign_in', ...securityFields(c, user.email), session: row.id, outcome: 200 });
  return { session: sessionRecord(row, row.id) };
}

/**
 * (extension, docs/interface.md#sessions-and-passwords) Signing in with a password: the session the
 * cookie names, the caller's sessions, signing out here or everywhere.
 */
export const sessionsRoutes = declareRoutes(
  {
    signIn: {
      method: 'POST',
      path: '/api/session',
      tag: 'Sessions',
      summary: 'Sign in with e-mail and password',
      description:
        'Sets the session cookie (HttpOnly, SameSite=Strict, Secure behind HTTPS) and answers the new session. ' +
        'An unknown e-mail, a wrong password and a deactivated user get the same 401. ' +
        'A user with two-factor on gets no cookie yet but a challenge for `POST /api/session/two-factor`.',
      extension: true,
      body: signInSchema,
      response: signInAnswerSchema,
      refusals: [401, 429],
      public: true,
    },
    signOut: {
      method: 'DELETE',
      path: '/api/session',
      tag: 'Sessions',
      summary: 'Sign out',
      description: 'Ends the session the cookie names and clears the cookie.',
      extension: true,
      response: successSchema,
    },
    list: {
      method: 'GET',
      path: '/api/sessions',
      tag: 'Sessions',
      summary: 'List my sessions',
      description: 'The caller’s sessions, the most recently used first.',
      extension: true,
      response: sessionListSchema,
    },
    signOutOne: {
      method: 'DELETE',
      path: '/api/sessions/:id',
      tag: 'Sessions',
      summary: 'End one of my sessions',
      description:
        'Ends one session of the caller, e.g. of a browser left signed in elsewhere. Another user’s session is answered as an unknown one (404).',
      extension: true,
      response: successSchema,
    },
    signOutEverywhere: {
      method: 'DELETE',
      path: '/api/sessions',
      tag: 'Sessions',
      summary: 'Sign out everywhere',
      description: 'Ends every session of the caller, this one too.',
      extension: true,
      response: successSchema,
    },
  },
  (deps) => {
    const { db, clock, appUrl } = deps;
    return {
      signIn: async (c, input) => {
        const body = await input.body();
        await checkPasswordThrottle(deps, c, body.email);
        const [user] = await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
        // Argon2 runs whether or not the user exists, so the answer takes as long either way.
        const matches = await passwordMatches(body.password, user?.passwordHash ?? null);
        if (!user || !matches || !user.active) {
          throw await wrongPassword(deps, c, body.email, new ApiError(401, 'unauthorized'));
        }
        if ((await twoFactorOf(db, user.id))?.confirmedAt) {
          const challenge = await db.transaction((tx) => startChallenge(tx, user.id, clock.now()));
          c.get('log').info({
            event: 'two_factor_challenged',
            ...securityFields(c, user.email),
            outcome: 200,
          });
          return c.json({ two_factor_required: true as const, challenge });
        }
        return c.json(await openSession(deps, c, user));
      },

      signOut: async (c) => {
        const id = c.get('sessionId');
        if (id !== undefined) {
          await db.delete(sessions).where(eq(sessions.id, id));
          c.get('log').info({
            event: 'session_revoked',
            ...securityFields(c),
            session: id,
            reason: 'sign_out',
          });
        }
        clearSessionCookie(c, appUrl);
        return c.json({ success: true as const });
      },

      list: async (c) => {
        const rows = await db
          .select()
          .from(sessions)
          .where(eq(sessions.usersId, c.get('caller').id))
          .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
        const current = c.get('sessionId');
        return c.json({ sessions: rows.map((row) => sessionRecord(row, current)) });
      },

      signOutEverywhere: async (c) => {
        const ended = await endSessionsOf(db, c.get('caller').id);
        c.get('log').info({
          event: 'session_revoked',
          ...securityFields(c),
          sessions: ended,
          reason: 'everywhere',
        });
        clearSessionCookie(c, appUrl);
        return c.json({ success: true as const });
      },

      signOutOne: async (c) => {
        const id = pathId(c);
        // Whose it is belongs in the statement: someone else's id ends nothing and says nothing.
        const ended = await db
          .delete(sessions)
          .where(and(eq(sessions.id, id), eq(sessions.usersId, c.get('caller').id)))
          .returning({ id: sessions.id });
        if (ended.length === 0) throw notFound();
        c.get('log').info({ event: 'session_revoked', ...securityFields(c), session: id, reason: 'one' });
        if (id === c.get('sessionId')) clearSessionCookie(c, appUrl);
        return c.json({ success: true as const });
      },
    };
  },
);
