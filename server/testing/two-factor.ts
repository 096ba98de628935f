import { expect } from 'vitest';
import { totpCode } from '../domain/totp.ts';
import type { RequestOptions, TestService } from './harness.ts';

/** The code an authenticator app shows now, `offsetSteps` 30-second steps later. */
export const codeNow = (service: TestService, secret: string, offsetSteps = 0) =>
  totpCode(secret, service.clock.now().getTime() + offsetSteps * 30_000);

/** Moves the test clock on by whole 30-second steps, so that a fresh code exists. */
export function nextStep(service: TestService, steps = 1) {
  service.clock.set(new Date(service.clock.now().getTime() + steps * 30_000).toISOString());
}

/**
 * Turns two-factor on for whoever `auth` signs in (an API key's role or a session cookie), as an
 * authenticator app would: the secret from the setup, its current code to confirm. Answers the
 * secret and the recovery codes; the clock moves to the next step, so that the caller's next code
 * is not the one just used.
 */
export async function turnOnTwoFactor(service: TestService, auth: RequestOptions) {
  const setup = await service.request('POST', '/api/two-factor/setup', auth);
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.secret as string;
  const confirm = await service.request('POST', '/api/two-factor/confirm', {
    ...auth,
    body: { code: codeNow(service, secret) },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  nextStep(service);
  return { secret, recoveryCodes: confirm.body.recovery_codes as string[] };
}
