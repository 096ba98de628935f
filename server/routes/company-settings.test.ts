import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';
import { signIn, withCookie, workerWithPassword } from '../testing/sign-in.ts';
import { codeNow, turnOnTwoFactor } from '../testing/two-factor.ts';

const PASSWORD = 'correct horse battery staple';
const TABLES = ['company_settings', 'two_factor'];
const requireIt = (value: boolean) => ({ body: { two_factor_required_for_managers: value } });

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

/** A user with a password, made a manager by the owner. */
async function managerWithPassword() {
  const user = await workerWithPassword(service, PASSWORD);
  const edit = await service.request('PUT', `/api/v2/users/${user.id}`, {
    body: { role: 'manager' },
    headers: { 'If-Match': '"1"' },
  });
  expect(edit.status).toBe(200);
  return user;
}

describe('company settings', () => {
  it('are read by everyone, unsaved as the default, and changed by owners only', async () => {
    const read = await service.request('GET', '/api/company/settings', { as: 'worker1' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ company_settings: { two_factor_required_for_managers: false } });
    expect(read.headers.get('etag')).toBe('"0"');
    for (const role of ['manager', 'worker1'] as const) {
      await expectRefused(
        service,
        TABLES,
        'PUT',
        '/api/company/settings',
        { as: role, ...requireIt(false) },
        403,
      );
    }
    await expectRefused(
      service,
      TABLES,
      'PUT',
      '/api/company/settings',
      { as: 'owner', body: { two_factor_required_for_managers: 'yes' } },
      400,
      ['two_factor_required_for_managers'],
    );
  });

  it('refuse to require two-factor of an owner who does not use it yet (422)', async () => {
    const refused = await expectRefused(
      service,
      TABLES,
      'PUT',
      '/api/company/settings',
      { as: 'owner', ...requireIt(true) },
      422,
    );
    expect(refused.body.error.message).toContain('two-factor');
  });
});

describe('two-factor required of owners and managers', () => {
  it('limits a manager without it to turning it on, then lets them do everything again', async () => {
    await turnOnTwoFactor(service, { as: 'owner' });
    const saved = await service.request('PUT', '/api/company/settings', {
      as: 'owner',
      ...requireIt(true),
      headers: { 'If-Match': '"0"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.company_settings.two_factor_required_for_managers).toBe(true);
    expect(saved.headers.get('etag')).toBe('"1"');

    const manager = await managerWithPassword();
    const { cookie } = await signIn(service, manager.email, PASSWORD);
    const limited = await expectRefused(
      service,
      ['customers'],
      'POST',
      '/api/v2/customers',
      withCookie(cookie, { body: { name: 'Not yet' } }),
      403,
    );
    expect(limited.body.error.message).toContain('two-factor');
    expect((await service.request('GET', '/api/v2/customers', withCookie(cookie))).status).toBe(403);
    const me = await service.request('GET', '/api/v2/aggregates/users/me', withCookie(cookie));
    expect(me.status).toBe(200);
    const status = await service.request('GET', '/api/two-factor', withCookie(cookie));
    expect(status.body.two_factor).toMatchObject({ enabled: false, required: true });

    const { secret } = await turnOnTwoFactor(service, withCookie(cookie));
    expect((await service.request('GET', '/api/v2/customers', withCookie(cookie))).status).toBe(200);
    // Required, it cannot be turned off.
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/two-factor/off',
      withCookie(cookie, { body: { code: codeNow(service, secret) } }),
      422,
    );
  });

  it('leaves workers and API keys alone', async () => {
    const worker = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, worker.email, PASSWORD);
    expect((await service.request('GET', '/api/v2/customers', withCookie(cookie))).status).toBe(200);
    expect((await service.request('GET', '/api/v2/customers', { as: 'manager2' })).status).toBe(200);
  });

  it('stops limiting once the owner no longer requires it', async () => {
    const manager = await managerWithPassword();
    const { cookie } = await signIn(service, manager.email, PASSWORD);
    expect((await service.request('GET', '/api/v2/customers', withCookie(cookie))).status).toBe(403);
    const off = await service.request('PUT', '/api/company/settings', { as: 'owner', ...requireIt(false) });
    expect(off.status).toBe(200);
    expect((await service.request('GET', '/api/v2/customers', withCookie(cookie))).status).toBe(200);
  });
});
