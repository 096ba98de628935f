import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';
import { sessionCookie, withCookie, workerWithPassword } from '../testing/sign-in.ts';
import { codeNow, nextStep, turnOnTwoFactor } from '../testing/two-factor.ts';

const PASSWORD = 'correct horse battery staple';
const TABLES = ['two_factor', 'two_factor_recovery_codes', 'two_factor_challenges', 'sessions'];

let service: TestService;
const log = capturedLog();

beforeAll(async () => {
  service = await startTestService({ logger: log.logger });
});
afterAll(async () => {
  await service?.close();
});

/** A worker with a password who has turned two-factor on from a session of their own. */
async function workerWithTwoFactor() {
  const { email, id } = await workerWithPassword(service, PASSWORD);
  const first = await service.request('POST', '/api/session', {
    as: null,
    body: { email, password: PASSWORD },
  });
  const cookie = sessionCookie(first);
  const { secret, recoveryCodes } = await turnOnTwoFactor(service, withCookie(cookie));
  return { email, id, cookie, secret, recoveryCodes };
}

/** The first step of signing in: the password, answered with a challenge. */
async function challengeFor(email: string) {
  const response = await service.request('POST', '/api/session', {
    as: null,
    body: { email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return response.body.challenge as string;
}

const secondStep = (body: Record<string, string>) =>
  service.request('POST', '/api/session/two-factor', { as: null, body });

describe('two-factor: turning it on', () => {
  it('hands out a pending secret, and turns on with its code, answering 10 recovery codes once', async () => {
    const status = () => service.request('GET', '/api/two-factor', { as: 'worker1' });
    expect((await status()).body.two_factor).toEqual({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
      required: false,
    });
    const setup = await service.request('POST', '/api/two-factor/setup', { as: 'worker1' });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_uri).toBe(
      `otpauth://totp/Stint:${encodeURIComponent(service.fixture.users.worker1.email)}?secret=${setup.body.secret}&issuer=Stint&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await status()).body.two_factor).toMatchObject({ enabled: false, pending: true });

    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/two-factor/confirm',
      { as: 'worker1', body: { code: codeNow(service, setup.body.secret, 3) } },
      400,
      ['code'],
    );
    const confirm = await service.request('POST', '/api/two-factor/confirm', {
      as: 'worker1',
      body: { code: codeNow(service, setup.body.secret) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirm.body.recovery_codes).size).toBe(10);
    for (const code of confirm.body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await status()).body.two_factor).toEqual({
      enabled: true,
      pending: false,
      recovery_codes_left: 10,
      required: false,
    });
    // Stored as hashes only, and never answered again.
    const stored = await service.db.execute('select code_hash from two_factor_recovery_codes');
    expect(JSON.stringify(stored)).not.toContain(confirm.body.recovery_codes[0].replaceAll('-', ''));
    await expectRefused(service, TABLES, 'POST', '/api/two-factor/setup', { as: 'worker1' }, 409);
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/two-factor/confirm',
      { as: 'worker1', body: { code: codeNow(service, setup.body.secret) } },
      409,
    );
  });

  it('refuses a code that is not six digits with a 400 naming code', async () => {
    await service.request('POST', '/api/two-factor/setup', { as: 'worker2' });
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/two-factor/confirm',
      { as: 'worker2', body: { code: '12a456' } },
      400,
      ['code'],
    );
  });
});

describe('two-factor: signing in', () => {
  it('asks for a code after the password, and sets the cookie only for a right one', async () => {
    const { email, secret } = await workerWithTwoFactor();
    const challenge = await challengeFor(email);
    const wrong = await secondStep({ challenge, code: codeNow(service, secret, 2) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual(['code']);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const right = await secondStep({ challenge, code: codeNow(service, secret) });
    expect(right.status).toBe(200);
    expect(right.body.session).toMatchObject({ current: true });
    const me = await service.request('GET', '/api/v2/aggregates/users/me', withCookie(sessionCookie(right)));
    expect(me.body.user.email).toBe(email);
    // The challenge was used up.
    nextStep(service);
    const again = await secondStep({ challenge, code: codeNow(service, secret) });
    expect(again.status).toBe(401);
  });

  it('accepts the step before and after, not two away, and refuses a code used in its step (replay)', async () => {
    const { email, secret } = await workerWithTwoFactor();
    // Two steps past the one that confirmed the setup, so that the step before is still unused.
    nextStep(service, 2);
    expect(
      (await secondStep({ challenge: await challengeFor(email), code: codeNow(service, secret, -2) })).status,
    ).toBe(400);
    const previous = await secondStep({
      challenge: await challengeFor(email),
      code: codeNow(service, secret, -1),
    });
    expect(previous.status).toBe(200);
    const current = codeNow(service, secret);
    expect((await secondStep({ challenge: await challengeFor(email), code: current })).status).toBe(200);
    const replay = await secondStep({ challenge: await challengeFor(email), code: current });
    expect(replay.status).toBe(400);
    // An older step than the newest one used is refused too.
    expect(
      (await secondStep({ challenge: await challengeFor(email), code: codeNow(service, secret, -1) })).status,
    ).toBe(400);
    expect(
      (await secondStep({ challenge: await challengeFor(email), code: codeNow(service, secret, 1) })).status,
    ).toBe(200);
  });

  it('lets a recovery code in once', async () => {
    const { email, recoveryCodes } = await workerWithTwoFactor();
    const code = (recoveryCodes[3] as string).toUpperCase();
    const used = await secondStep({ challenge: await challengeFor(email), recovery_code: code });
    expect(used.status).toBe(200);
    sessionCookie(used);
    const again = await secondStep({ challenge: await challengeFor(email), recovery_code: code });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual(['recovery_code']);
    const status = await service.request('GET', '/api/two-factor', withCookie(sessionCookie(used)));
    expect(status.body.two_factor.recovery_codes_left).toBe(9);
  });

  it('refuses an unknown or expired challenge with 401, and both a code and a recovery code with 400', async () => {
    const { email, secret, recoveryCodes } = await workerWithTwoFactor();
    expect((await secondStep({ challenge: 'made-up', code: codeNow(service, secret) })).status).toBe(401);
    const challenge = await challengeFor(email);
    const both = await secondStep({
      challenge,
      code: codeNow(service, secret),
      recovery_code: recoveryCodes[0] as string,
    });
    expect(both.status).toBe(400);
    const start = service.clock.now().getTime();
    try {
      service.clock.set(new Date(start + 5 * 60_000).toISOString());
      const late = await secondStep({ challenge, code: codeNow(service, secret) });
      expect(late.status).toBe(401);
      expect(late.body.error.message).toContain('password again');
    } finally {
      service.clock.set(new Date(start + 5 * 60_000 + 30_000).toISOString());
    }
  });

  it('logs challenges, failures and recovery codes used, never a code or a secret', async () => {
    const { email, secret, recoveryCodes } = await workerWithTwoFactor();
    log.clear();
    const wrongCode = codeNow(service, secret, 5);
    await secondStep({ challenge: await challengeFor(email), code: wrongCode });
    await secondStep({ challenge: await challengeFor(email), recovery_code: recoveryCodes[0] as string });
    const events = log.entries().map((entry) => entry.event);
    expect(events).toEqual(
      expect.arrayContaining([
        'two_factor_challenged',
        'two_factor_failed',
        'two_factor_recovery_used',
        'sign_in',
      ]),
    );
    for (const secretText of [secret, wrongCode, recoveryCodes[0] as string]) {
      expect(log.text()).not.toContain(secretText);
    }
  });
});

describe('two-factor: turning it off', () => {
  it('needs the password or a current code; a wrong one changes nothing', async () => {
    const { cookie, secret } = await workerWithTwoFactor();
    const refusedOff = (body: Record<string, string>, field: string) =>
      expectRefused(service, TABLES, 'POST', '/api/two-factor/off', withCookie(cookie, { body }), 400, [
        field,
      ]);
    await refusedOff({}, 'password');
    await refusedOff({ password: 'not my password at all' }, 'password');
    await refusedOff({ code: codeNow(service, secret, 4) }, 'code');
    const off = await service.request(
      'POST',
      '/api/two-factor/off',
      withCookie(cookie, { body: { code: codeNow(service, secret) } }),
    );
    expect(off.status).toBe(200);
    const status = await service.request('GET', '/api/two-factor', withCookie(cookie));
    expect(status.body.two_factor).toMatchObject({ enabled: false, pending: false, recovery_codes_left: 0 });
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/two-factor/off',
      withCookie(cookie, { body: { password: PASSWORD } }),
      409,
    );
  });

  it('signs in with the password alone once it is off', async () => {
    const { email, cookie } = await workerWithTwoFactor();
    const off = await service.request(
      'POST',
      '/api/two-factor/off',
      withCookie(cookie, { body: { password: PASSWORD } }),
    );
    expect(off.status).toBe(200);
    const signIn = await service.request('POST', '/api/session', {
      as: null,
      body: { email, password: PASSWORD },
    });
    expect(signIn.body.session).toMatchObject({ current: true });
  });
});

describe('two-factor: throttling', () => {
  it('counts wrong codes per account with the failed sign-ins: 429 even for the right code, then in', async () => {
    const throttled = await startTestService({ failedLoginsPerMinute: 3 });
    try {
      const { email } = await workerWithPassword(throttled, PASSWORD);
      const first = await throttled.request('POST', '/api/session', {
        as: null,
        body: { email, password: PASSWORD },
      });
      const { secret } = await turnOnTwoFactor(throttled, withCookie(sessionCookie(first)));
      const challenge = (
        await throttled.request('POST', '/api/session', { as: null, body: { email, password: PASSWORD } })
      ).body.challenge;
      const step = (code: string) =>
        throttled.request('POST', '/api/session/two-factor', { as: null, body: { challenge, code } });
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await step(codeNow(throttled, secret, 3 + attempt))).status).toBe(400);
      const refused = await step(codeNow(throttled, secret));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      throttled.clock.set(new Date(throttled.clock.now().getTime() + 61_000).toISOString());
      // The challenge has not expired within a minute and a bit.
      expect((await step(codeNow(throttled, secret))).status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});
