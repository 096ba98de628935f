import { z } from 'zod';
import { single } from './common.ts';
import { presentedPassword, sessionSingleSchema } from './sessions.ts';

/*
 * (extension, docs/interface.md#two-factor-sign-in) Two-factor sign-in with a time-based one-time
 * password (RFC 6238) from an authenticator app, recovery codes for a lost app, and the company's
 * rule that owners and managers must use it.
 */

/** Six digits, as an authenticator app shows them; spaces a person types between them are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Six digits' }));

/** Sixteen letters and digits in groups of four; case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{16}$/, { message: 'Sixteen letters and digits' }));

export const twoFactorStatusSchema = single(
  'two_factor',
  z.object({
    /** Sign-in asks for a code. */
    enabled: z.boolean(),
    /** A secret was handed out and waits for its first code. */
    pending: z.boolean(),
    recovery_codes_left: z.number().int().min(0),
    /** The company requires two-factor of this user (an owner or manager). */
    required: z.boolean(),
  }),
);

/** The secret for the authenticator app, typed or opened as the otpauth:// link. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });

export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema });

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** Turning it off proves the person at the keyboard: the password, or a current code. */
export const twoFactorOffSchema = z.object({
  password: presentedPassword.optional(),
  code: totpCodeSchema.optional(),
});

/** `POST /api/session` for a user with two-factor on: no session yet, a challenge for the second step. */
const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  /** Single use, valid 5 minutes. */
  challenge: z.string(),
});
// A copy of the session envelope: the OpenAPI document inlines each operation's own answer, and
// one zod object serving as two operations' answers would become a reference to neither.
export const signInAnswerSchema = z.union([sessionSingleSchema.extend({}), twoFactorChallengeSchema]);

/** The second step: the challenge and either a code from the app or a recovery code. */
export const twoFactorSignInSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
});

const companySettingsSchema = z.object({
  /** Owners and managers must sign in with two-factor; until they turn it on they may only do that. */
  two_factor_required_for_managers: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const companySettingsSingleSchema = single('company_settings', companySettingsSchema);
export const companySettingsEditSchema = companySettingsSchema;
