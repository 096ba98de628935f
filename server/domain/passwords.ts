import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '../../contract/sessions.ts';
import { invalidFields } from '../http.ts';

/*
 * Passwords as NIST SP 800-63B asks (docs/architecture.md#sessions): the contract's length
 * (`newPasswordSchema`), not a known common one, and no rules about which kinds of characters they
 * contain. Stored as Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's
 * recommended minimum).
 */

const options = { algorithm: 2 as Algorithm.Argon2id };

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Unicode normalised, so that the same password typed on another keyboard or system still matches. */
const normalised = (password: string) => password.normalize('NFKC');

/**
 * A 400 naming `password` for a password of the right length (the contract checked that) that is
 * still easy to guess: a common one, the e-mail address, or one character repeated.
 */
export function checkNewPassword(password: string, email: string): void {
  const lower = normalised(password).toLowerCase();
  if (commonPasswords.has(lower) || lower === email.toLowerCase() || new Set(lower).size === 1) {
    throw invalidFields(['password']);
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalised(password), options);
}

// Verified against when a user has no password or the e-mail is unknown, so that every failed
// sign-in costs one Argon2 run and takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Whether `password` is the one `storedHash` was made from; as slow when there is no stored hash. */
export async function passwordMatches(password: string, storedHash: string | null): Promise<boolean> {
  // Longer ones are never set: no reason to spend Argon2's time on a megabyte of text.
  const presented = normalised(password).slice(0, PASSWORD_MAX_LENGTH * 2);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(storedHash ?? (await dummyHash), presented);
  return matches && storedHash !== null;
}

/** A password for a demo user when DEMO_PASSWORD is not given: 16 random URL-safe characters. */
export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
