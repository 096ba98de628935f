import { and, eq, gt } from 'drizzle-orm';
import { successSchema } from '../../contract/common.ts';
import { rights } from '../../contract/rights.ts';
import { sessionSingleSchema } from '../../contract/sessions.ts';
import {
  recoveryCodesSchema,
  twoFactorConfirmSchema,
  twoFactorOffSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
  twoFactorStatusSchema,
} from '../../contract/two-factor.ts';
import { securityFields } from '../auth.ts';
import { users } from '../db/schema.ts';
import { twoFactor, twoFactorChallenges, twoFactorRecoveryCodes } from '../db/two-factor-schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { passwordMatches } from '../domain/passwords.ts';
import { newTotpSecret, otpauthUri } from '../domain/totp.ts';
import {
  companySettingsOf,
  findChallenge,
  removeTwoFactor,
  replaceRecoveryCodes,
  takeCode,
  takeRecoveryCode,
  twoFactorOf,
} from '../domain/two-factor.ts';
import type { Deps } from '../env.ts';
import { ApiError, invalidFields } from '../http.ts';
import { hashApiKey } from '../secrets.ts';
import { checkPasswordThrottle, openSession, wrongPassword } from './sessions.ts';

/** What an authenticator app lists the account under. */
const ISSUER = 'Stint';

/**
 * A second factor that did not match, thrown inside the transaction it was checked in (which rolls
 * back) and counted by the throttle once outside it.
 */
class WrongFactor extends Error {
  constructor(readonly field: 'code' | 'recovery_code' | 'password') {
    super(field);
  }
}

/** Runs `write`, whose transaction checks a factor; a `WrongFactor` is counted against the client and the account. */
async function countingWrongFactors<T>(
  deps: Deps,
  c: Parameters<typeof securityFields>[0],
  email: string,
  write: () => Promise<T>,
): Promise<T> {
  return write().catch(async (error: unknown) => {
    if (!(error instanceof WrongFactor)) throw error;
    const event = error.field === 'password' ? 'sign_in_failed' : 'two_factor_failed';
    throw await wrongPassword(deps, c, email, invalidFields([error.field]), event);
  });
}

/**
 * (extension, docs/interface.md#two-factor-sign-in) Turning two-factor sign-in on and off, and the
 * second step of signing in with it.
 */
export const twoFactorRoutes = declareRoutes(
  {
    status: {
      method: 'GET',
      path: '/api/two-factor',
      tag: 'Sessions',
      summary: 'Get my two-factor sign-in',
      extension: true,
      response: twoFactorStatusSchema,
    },
    setup: {
      method: 'POST',
      path: '/api/two-factor/setup',
      tag: 'Sessions',
      summary: 'Start turning on two-factor sign-in',
      description:
        'Answers a new secret for an authenticator app; it is pending until `POST /api/two-factor/confirm`. A second call replaces it.',
      extension: true,
      response: twoFactorSetupSchema,
      refusals: [409],
    },
    confirm: {
      method: 'POST',
      path: '/api/two-factor/confirm',
      tag: 'Sessions',
      summary: 'Turn on two-factor sign-in with a first code',
      description: 'Answers the 10 recovery codes, once: only their hashes are kept.',
      extension: true,
      body: twoFactorConfirmSchema,
      response: recoveryCodesSchema,
      refusals: [409, 429],
    },
    off: {
      method: 'POST',
      path: '/api/two-factor/off',
      tag: 'Sessions',
      summary: 'Turn off two-factor sign-in',
      description: 'Needs the current password or a current code.',
      extension: true,
      body: twoFactorOffSchema,
      response: successSchema,
      refusals: [409, 422, 429],
    },
    signIn: {
      method: 'POST',
      path: '/api/session/two-factor',
      tag: 'Sessions',
      summary: 'Sign in: the second step',
      description:
        'The challenge from `POST /api/session` and a code from the app or a recovery code; sets the session cookie.',
      extension: true,
      body: twoFactorSignInSchema,
      response: sessionSingleSchema,
      refusals: [401, 429],
      public: true,
    },
  },
  (deps) => {
    const { db, clock } = deps;
    return {
      status: async (c) => {
        const caller = c.get('caller');
        const [row, settings, codes] = await Promise.all([
          twoFactorOf(db, caller.id),
          companySettingsOf(db),
          db.$count(twoFactorRecoveryCodes, eq(twoFactorRecoveryCodes.usersId, caller.id)),
        ]);
        return c.json({
          two_factor: {
            enabled: Boolean(row?.confirmedAt),
            pending: row !== undefined && !row.confirmedAt,
            recovery_codes_left: codes,
            required: rights.needsTwoFactor(caller, settings.twoFactorRequiredForManagers),
          },
        });
      },

      setup: async (c) => {
        const { id, email } = c.get('signedIn');
        const secret = newTotpSecret();
        await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
          if ((await twoFactorOf(tx, id))?.confirmedAt) throw new ApiError(409, 'two_factor_already_on');
          const values = { secret, createdAt: clock.now(), confirmedAt: null, lastStep: null };
          await tx
            .insert(twoFactor)
            .values({ usersId: id, ...values })
            .onConflictDoUpdate({ target: twoFactor.usersId, set: values });
        });
        c.get('log').info({ event: 'two_factor_setup_started', ...securityFields(c) });
        return c.json({ secret, otpauth_uri: otpauthUri(secret, ISSUER, email) });
      },

      confirm: async (c, input) => {
        const { id, email } = c.get('signedIn');
        const { code } = await input.body();
        await checkPasswordThrottle(deps, c, email);
        const now = clock.now();
        const codes = await countingWrongFactors(deps, c, email, () =>
          db.transaction(async (tx) => {
            const row = await twoFactorOf(tx, id);
            if (!row || row.confirmedAt) throw new ApiError(409, 'two_factor_not_pending');
            if (!(await takeCode(tx, id, row.secret, code, now))) throw new WrongFactor('code');
            await tx.update(twoFactor).set({ confirmedAt: now }).where(eq(twoFactor.usersId, id));
            return replaceRecoveryCodes(tx, id);
          }),
        );
        c.get('log').info({ event: 'two_factor_enabled', ...securityFields(c) });
        return c.json({ recovery_codes: codes });
      },

      off: async (c, input) => {
        const caller = c.get('caller');
        const { email } = c.get('signedIn');
        const row = await twoFactorOf(db, caller.id);
        if (!row) throw new ApiError(409, 'two_factor_not_on');
        const settings = await companySettingsOf(db);
        if (row.confirmedAt && rights.needsTwoFactor(caller, settings.twoFactorRequiredForManagers)) {
          throw new ApiError(422, 'two_factor_required');
        }
        const body = await input.body();
        if (body.password === undefined && body.code === undefined) throw invalidFields(['password']);
        await checkPasswordThrottle(deps, c, email);
        const now = clock.now();
        const [user] = await db.select().from(users).where(eq(users.id, caller.id));
        const passwordOk =
          body.password !== undefined && (await passwordMatches(body.password, user?.passwordHash ?? null));
        await countingWrongFactors(deps, c, email, () =>
          db.transaction(async (tx) => {
            if (body.password !== undefined && !passwordOk) throw new WrongFactor('password');
            if (body.code !== undefined && !(await takeCode(tx, caller.id, row.secret, body.code, now))) {
              throw new WrongFactor('code');
            }
            await removeTwoFactor(tx, caller.id);
          }),
        );
        c.get('log').info({ event: 'two_factor_disabled', ...securityFields(c) });
        return c.json({ success: true as const });
      },

      signIn: async (c, input) => {
        const body = await input.body();
        const now = clock.now();
        const [found] = await db
          .select({ user: users })
          .from(twoFactorChallenges)
          .innerJoin(users, eq(users.id, twoFactorChallenges.usersId))
          .where(
            and(
              eq(twoFactorChallenges.tokenHash, hashApiKey(body.challenge)),
              gt(twoFactorChallenges.expiresAt, now),
            ),
          );
        if (!found?.user.active) {
          c.get('log').warn({ event: 'two_factor_challenge_refused', ...securityFields(c), outcome: 401 });
          throw new ApiError(401, 'two_factor_challenge_invalid');
        }
        const { user } = found;
        await checkPasswordThrottle(deps, c, user.email);
        if ((body.code === undefined) === (body.recovery_code === undefined)) throw invalidFields(['code']);
        let recoveryCodesLeft: number | undefined;
        const answer = await countingWrongFactors(deps, c, user.email, () =>
          openSession(deps, c, user, async (tx) => {
            const challenge = await findChallenge(tx, body.challenge, now);
            const row = await twoFactorOf(tx, user.id);
            // Used by a request racing this one, or two-factor turned off meanwhile.
            if (!challenge || !row?.confirmedAt) throw new ApiError(401, 'two_factor_challenge_invalid');
            if (body.recovery_code !== undefined) {
              if (!(await takeRecoveryCode(tx, user.id, body.recovery_code)))
                throw new WrongFactor('recovery_code');
              recoveryCodesLeft = await tx.$count(
                twoFactorRecoveryCodes,
                eq(twoFactorRecoveryCodes.usersId, user.id),
              );
            } else if (!(await takeCode(tx, user.id, row.secret, body.code ?? '', now))) {
              throw new WrongFactor('code');
            }
            await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
          }),
        );
        if (recoveryCodesLeft !== undefined) {
          c.get('log').warn({
            event: 'two_factor_recovery_used',
            ...securityFields(c, user.email),
            recoveryCodesLeft,
          });
        }
        return c.json(answer);
      },
    };
  },
);
