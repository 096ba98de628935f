import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Random secrets the service hands out (API keys, session ids, password links) and how they are
// stored: only their hashes.

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

export function keysMatch(presented: string, storedHash: string | null): boolean {
  const presentedDigest = Buffer.from(hashApiKey(presented), 'hex');
  const storedDigest = Buffer.from(storedHash ?? dummyHash, 'hex');
  return (
    presentedDigest.length === storedDigest.length &&
    timingSafeEqual(presentedDigest, storedDigest) &&
    storedHash !== null
  );
}
