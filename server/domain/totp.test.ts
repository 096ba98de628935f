import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890", 8 digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(rfcVectors)('gives the RFC 6238 SHA-1 code at %i s', (seconds, code) => {
    expect(hotp(rfcKey, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives RFC 4226 appendix D HOTP values for the first counters', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcKey, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('reads the base32 it writes, forgiving spaces, dashes and case', () => {
    const secret = base32Encode(rfcKey);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(secret.toLowerCase().replace(/(.{4})/g, '$1 ')).equals(rfcKey)).toBe(true);
    expect(totpCode(secret, 59_000)).toBe('287082');
  });

  it('accepts the step before and after the current one, not two away', () => {
    const secret = base32Encode(rfcKey);
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    const codeAt = (offset: number) => hotp(rfcKey, step + offset);
    expect(matchingStep(secret, codeAt(0), now)).toBe(step);
    expect(matchingStep(secret, codeAt(-1), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(1), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(2), now)).toBeNull();
    expect(matchingStep(secret, '12345', now)).toBeNull();
  });

  it('writes the otpauth link an authenticator app reads', () => {
    expect(otpauthUri('ABC', 'Stint', 'a@b.test')).toBe(
      'otpauth://totp/Stint:a%40b.test?secret=ABC&issuer=Stint&algorithm=SHA1&digits=6&period=30',
    );
  });
});
