import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { type Caller, rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  companySettings,
  twoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
} from '../db/two-factor-schema.ts';
import { hashApiKey, newApiKey } from '../secrets.ts';
import { base32Encode, matchingStep } from './totp.ts';

// Two-factor sign-in (docs/interface.md#two-factor-sign-in): what the routes of sessions.ts and
// two-factor.ts and the session check of auth.ts share.

const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_MS = 5 * 60_000;

/** The company's settings; a company that never saved them has the defaults. */
export async function companySettingsOf(db: DbOrTx) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  return {
    twoFactorRequiredForManagers: row?.twoFactorRequiredForManagers ?? false,
    version: row?.version ?? 0,
  };
}

export async function twoFactorOf(db: DbOrTx, usersId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.usersId, usersId));
  return row;
}

/** The company requires two-factor of the caller, and they have not turned it on yet. */
export async function mustEnrol(db: DbOrTx, caller: Pick<Caller, 'id' | 'role'>) {
  if (!rights.needsTwoFactor(caller, true)) return false;
  const { twoFactorRequiredForManagers } = await companySettingsOf(db);
  if (!twoFactorRequiredForManagers) return false;
  return !(await twoFactorOf(db, caller.id))?.confirmedAt;
}

/**
 * Ten codes of 80 random bits each, so that a fast hash suffices to store them (as for API keys),
 * written `abcd-efgh-ijkl-mnop`; the user's earlier codes are replaced.
 */
export async function replaceRecoveryCodes(tx: DbOrTx, usersId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    base32Encode(randomBytes(10)).toLowerCase(),
  );
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.usersId, usersId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ usersId, codeHash: hashApiKey(code) })));
  return codes.map((code) => code.match(/.{4}/g)?.join('-') ?? code);
}

/**
 * Takes a code from the app: the step it belongs to is recorded, so that the same code (or an older
 * one) is refused afterwards, even by a request racing this one. False when it does not match.
 */
export async function takeCode(tx: DbOrTx, usersId: number, secret: string, code: string, now: Date) {
  const step = matchingStep(secret, code, now.getTime());
  if (step === null) return false;
  const taken = await tx
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.usersId, usersId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
    .returning({ usersId: twoFactor.usersId });
  return taken.length > 0;
}

/** Uses up a recovery code (normalised by the contract): false when the user has no such code left. */
export async function takeRecoveryCode(tx: DbOrTx, usersId: number, code: string) {
  const taken = await tx
    .delete(twoFactorRecoveryCodes)
    .where(
      and(eq(twoFactorRecoveryCodes.usersId, usersId), eq(twoFactorRecoveryCodes.codeHash, hashApiKey(code))),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return taken.length > 0;
}

/** A challenge for the second step of signing in; expired ones of anybody are deleted on the way. */
export async function startChallenge(tx: DbOrTx, usersId: number, now: Date) {
  await tx.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, now));
  const token = newApiKey();
  await tx.insert(twoFactorChallenges).values({
    usersId,
    tokenHash: hashApiKey(token),
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return token;
}

/** The challenge a token names while it is valid, locked until the transaction ends. */
export async function findChallenge(tx: DbOrTx, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, hashApiKey(token)), gt(twoFactorChallenges.expiresAt, now)))
    .for('update');
  return row;
}

/** Turns two-factor off: the secret, the recovery codes and any waiting challenge go. */
export async function removeTwoFactor(tx: DbOrTx, usersId: number) {
  await tx.delete(twoFactor).where(eq(twoFactor.usersId, usersId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.usersId, usersId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.usersId, usersId));
}

/**
 * What a session of someone who must still turn two-factor on may do: find out who they are, turn
 * it on, and sign out. Everything else is refused until they have.
 */
export function enrolmentAllows(method: string, path: string) {
  return (
    (method === 'GET' && path === '/api/v2/aggregates/users/me') ||
    path === '/api/two-factor' ||
    path.startsWith('/api/two-factor/') ||
    (method === 'DELETE' && path === '/api/session')
  );
}
