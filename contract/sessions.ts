import { z } from 'zod';
import { collection, id, single, utcTimestamp } from './common.ts';

/*
 * (extension, docs/interface.md#sessions-and-passwords) Signing in with an e-mail address and a
 * password: the session the cookie names, and the links that set a password.
 */

/** NIST SP 800-63B: at least 12 characters, and room for a long passphrase; no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Counted in characters (code points), as a person counts them, not in UTF-16 units. */
export const newPasswordSchema = z
  .string()
  .refine((password) => [...password].length >= PASSWORD_MIN_LENGTH, {
    message: `At least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((password) => [...password].length <= PASSWORD_MAX_LENGTH, {
    message: `At most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** The longest e-mail address that can exist. */
const signInEmail = z.string().min(1).max(320);
/** A presented password is only compared, so any length a stored one can have, in either form. */
export const presentedPassword = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);

export const signInSchema = z.object({ email: signInEmail, password: presentedPassword });

const sessionSchema = z.object({
  id,
  created_at: utcTimestamp,
  /** When a request last came with it, to the minute. */
  last_seen_at: utcTimestamp,
  user_agent: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionSingleSchema = single('session', sessionSchema);
export const sessionListSchema = collection('sessions', sessionSchema);

/** "Forgot password": the answer is the same whether or not the address is known. */
export const passwordResetRequestSchema = z.object({ email: signInEmail });

/** A password set from an invitation or reset link; the token is the part after `#token=`. */
export const passwordFromLinkSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

/** A signed-in user changing their own password. */
export const passwordChangeSchema = z.object({
  current_password: presentedPassword,
  password: newPasswordSchema,
});
