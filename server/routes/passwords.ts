import { eq, sql } from 'drizzle-orm';
import { successSchema } from '../../contract/common.ts';
import { rights } from '../../contract/rights.ts';
import {
  passwordChangeSchema,
  passwordFromLinkSchema,
  passwordResetRequestSchema,
} from '../../contract/sessions.ts';
import { clientAddress, securityFields, throttledSignIn } from '../auth.ts';
import { users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { consumePasswordLink, sendPasswordLink } from '../domain/password-links.ts';
import { checkNewPassword, hashPassword, passwordMatches } from '../domain/passwords.ts';
import { endSessionsOf } from '../domain/sessions.ts';
import { ApiError, forbidden, invalidFields, notFound, pathId } from '../http.ts';
import { checkPasswordThrottle, wrongPassword } from './sessions.ts';

/** Reset mails one address may be sent a minute: enough for a typo, too few to flood a mailbox. */
const RESET_REQUESTS_PER_ACCOUNT = 3;

/**
 * (extension, docs/interface.md#sessions-and-passwords) Setting a password: from an invitation or
 * reset link, by the signed-in user, and the links themselves.
 */
export const passwordsRoutes = declareRoutes(
  {
    requestReset: {
      method: 'POST',
      path: '/api/password/reset',
      tag: 'Sessions',
      summary: 'Ask for a password reset link',
      description:
        'Mails a link, valid for an hour, to an active user with this address; answers the same whether or not there is one.',
      extension: true,
      body: passwordResetRequestSchema,
      response: successSchema,
      refusals: [429],
      public: true,
    },
    setFromLink: {
      method: 'POST',
      path: '/api/password/link',
      tag: 'Sessions',
      summary: 'Set a password from an invitation or reset link',
      description:
        'The token is the part of the link after `#token=`; a link works once, and setting the password ends every session of the user.',
      extension: true,
      body: passwordFromLinkSchema,
      response: successSchema,
      public: true,
    },
    change: {
      method: 'PUT',
      path: '/api/password',
      tag: 'Sessions',
      summary: 'Change my password',
      description: 'Ends every other session of the caller.',
      extension: true,
      body: passwordChangeSchema,
      response: successSchema,
    },
    invite: {
      method: 'POST',
      path: '/api/v2/users/:id/invitation',
      tag: 'Users',
      summary: 'Send an invitation',
      description:
        'Mails the user the welcome mail with a link, valid for 7 days, to set their password; earlier invitation links stop working.',
      extension: true,
      response: successSchema,
      refusals: [403, 422],
    },
  },
  (deps) => {
    const { db, clock, appUrl } = deps;
    return {
      requestReset: async (c, input) => {
        const { email } = await input.body();
        const clientKey = `ip:${clientAddress(c)}`;
        const accountKey = `reset:${email.toLowerCase().slice(0, 320)}`;
        const wait = Math.max(
          ...(await deps.throttle.waits([clientKey], deps.failedLoginsPerMinute)).values(),
          ...(await deps.throttle.waits([accountKey], RESET_REQUESTS_PER_ACCOUNT)).values(),
        );
        if (wait > 0) throw throttledSignIn(c, email, wait);
        // Every request counts, answered or not: each may send a mail.
        await deps.throttle.record([clientKey, accountKey]);
        const now = clock.now();
        const sent = await db.transaction(async (tx) => {
          const [user] = await tx
            .select()
            .from(users)
            .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
          if (!user?.active) return false;
          await sendPasswordLink(tx, user, 'reset', { now, appUrl });
          return true;
        });
        c.get('log').info({ event: 'password_reset_requested', ...securityFields(c, email), sent });
        return c.json({ success: true as const });
      },

      setFromLink: async (c, input) => {
        const body = await input.body();
        const now = clock.now();
        const user = await db
          .transaction(async (tx) => {
            const linked = await consumePasswordLink(tx, body.token, now);
            checkNewPassword(body.password, linked.email);
            await tx
              .update(users)
              .set({ passwordHash: await hashPassword(body.password) })
              .where(eq(users.id, linked.id));
            await endSessionsOf(tx, linked.id);
            return linked;
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.fields?.includes('token')) {
              c.get('log').warn({ event: 'password_link_refused', ...securityFields(c), outcome: 400 });
            }
            throw error;
          });
        c.get('log').info({ event: 'password_set', ...securityFields(c, user.email), outcome: 200 });
        return c.json({ success: true as const });
      },

      change: async (c, input) => {
        const caller = c.get('caller');
        const { email } = c.get('signedIn');
        const body = await input.body();
        await checkPasswordThrottle(deps, c, email);
        const [user] = await db.select().from(users).where(eq(users.id, caller.id));
        if (!(await passwordMatches(body.current_password, user?.passwordHash ?? null))) {
          throw await wrongPassword(deps, c, email, invalidFields(['current_password']));
        }
        checkNewPassword(body.password, email);
        const passwordHash = await hashPassword(body.password);
        const ended = await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
          return endSessionsOf(tx, caller.id, c.get('sessionId'));
        });
        c.get('log').info({ event: 'password_changed', ...securityFields(c), sessionsEnded: ended });
        return c.json({ success: true as const });
      },

      invite: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const [user] = await db.select().from(users).where(eq(users.id, id));
        if (!user || (!user.active && !rights.seesInactiveRecords(caller))) throw notFound();
        if (!rights.invitesUsers(caller)) throw forbidden();
        if (!user.active) throw new ApiError(422, 'user_inactive');
        await db.transaction((tx) => sendPasswordLink(tx, user, 'invitation', { now: clock.now(), appUrl }));
        c.get('log').info({ event: 'invitation_sent', ...securityFields(c), user: id });
        return c.json({ success: true as const });
      },
    };
  },
);
