import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';
import { mailedToken, mailsTo, signIn, withCookie, workerWithPassword } from '../testing/sign-in.ts';

const PASSWORD = 'correct horse battery staple';
const TABLES = ['users', 'sessions', 'password_links'];

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
});

let counter = 0;
const uniqueEmail = () => `password-${++counter}@test.example`;

async function invited(options: { as?: 'owner' | 'manager' } = {}) {
  const email = uniqueEmail();
  const added = await service.request('POST', '/api/v2/users', {
    body: { name: 'Invited Person', email, role: 'worker', language: 'fr' },
  });
  expect(added.status).toBe(200);
  const invitation = await service.request('POST', `/api/v2/users/${added.body.user.id}/invitation`, {
    as: options.as ?? 'manager',
  });
  expect(invitation.status).toBe(200);
  return { id: added.body.user.id as number, email, token: await mailedToken(service, email) };
}

const setFromLink = (token: string, password: string) =>
  service.request('POST', '/api/password/link', { as: null, body: { token, password } });

describe('passwords: links', () => {
  it('sets a password from an invitation, in the user’s language, and signs in with it', async () => {
    const { email, token } = await invited();
    const [mail] = await mailsTo(service, email);
    expect(mail).toContain('Subject: Bienvenue sur Stint');
    expect(mail).toContain(`http://localhost:8080/set-password#token=${token}`);
    expect((await setFromLink(token, PASSWORD)).status).toBe(200);
    await signIn(service, email, PASSWORD);
  });

  it('refuses a link used twice, naming the token, and keeps the first password', async () => {
    const { email, token } = await invited();
    expect((await setFromLink(token, PASSWORD)).status).toBe(200);
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/password/link',
      {
        as: null,
        body: { token, password: 'a password by someone else' },
      },
      400,
      ['token'],
    );
    await signIn(service, email, PASSWORD);
  });

  it('refuses an invitation link after 7 days', async () => {
    const { token } = await invited();
    const start = service.clock.now().getTime();
    service.clock.set(new Date(start + 7 * 24 * 60 * 60_000 + 1000).toISOString());
    try {
      await expectRefused(
        service,
        TABLES,
        'POST',
        '/api/password/link',
        {
          as: null,
          body: { token, password: PASSWORD },
        },
        400,
        ['token'],
      );
    } finally {
      service.clock.set(new Date(start).toISOString());
    }
  });

  it('refuses the reset link of a user deactivated since, and mails a deactivated user none', async () => {
    const { id, email } = await workerWithPassword(service, PASSWORD);
    const asked = await service.request('POST', '/api/password/reset', { as: null, body: { email } });
    expect(asked.status).toBe(200);
    const token = await mailedToken(service, email);
    const mailsBefore = (await mailsTo(service, email)).length;
    const edit = await service.request('PUT', `/api/v2/users/${id}`, {
      body: { active: false },
      headers: { 'If-Match': '"1"' },
    });
    expect(edit.status).toBe(200);
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/password/link',
      {
        as: null,
        body: { token, password: 'a new password for nobody' },
      },
      400,
      ['token'],
    );
    const again = await service.request('POST', '/api/password/reset', { as: null, body: { email } });
    expect(again.body).toEqual(asked.body);
    expect(await mailsTo(service, email)).toHaveLength(mailsBefore);
  });

  it('answers a reset request for an unknown address as for a known one, and mails nobody', async () => {
    const unknown = await service.request('POST', '/api/password/reset', {
      as: null,
      body: { email: 'nobody-at-all@test.example' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true });
    expect(await mailsTo(service, 'nobody-at-all@test.example')).toEqual([]);
  });

  it('resets a forgotten password and ends every session of the user', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    await service.request('POST', '/api/password/reset', { as: null, body: { email } });
    const [, reset] = await mailsTo(service, email);
    expect(reset).toContain('Subject: Reset your Stint password');
    expect((await setFromLink(await mailedToken(service, email), 'a brand new passphrase')).status).toBe(200);
    expect((await service.request('GET', '/api/sessions', withCookie(cookie))).status).toBe(401);
    await signIn(service, email, 'a brand new passphrase');
  });

  it.each([
    ['too short', 'eleven char'],
    ['common', 'password1234'],
    ['common in other case', 'PassWord1234'],
    ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ['too long', 'x'.repeat(257)],
  ])('refuses a %s password with a 400 naming password, using no link', async (_, password) => {
    const { token } = await invited();
    await expectRefused(
      service,
      TABLES,
      'POST',
      '/api/password/link',
      {
        as: null,
        body: { token, password },
      },
      400,
      ['password'],
    );
    expect((await setFromLink(token, PASSWORD)).status).toBe(200);
  });

  it('lets owners and managers invite, not workers', async () => {
    const { id } = await invited({ as: 'owner' });
    await expectRefused(service, TABLES, 'POST', `/api/v2/users/${id}/invitation`, { as: 'worker1' }, 403);
    const gone = service.fixture.users.inactive.id;
    await expectRefused(service, TABLES, 'POST', `/api/v2/users/${gone}/invitation`, { as: 'owner' }, 422);
  });
});

describe('passwords: changing my own', () => {
  it('ends my other sessions and keeps this one', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie: here } = await signIn(service, email, PASSWORD);
    const { cookie: there } = await signIn(service, email, PASSWORD);
    const changed = await service.request(
      'PUT',
      '/api/password',
      withCookie(here, { body: { current_password: PASSWORD, password: 'another fine passphrase' } }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await service.request('GET', '/api/sessions', withCookie(here))).status).toBe(200);
    expect((await service.request('GET', '/api/sessions', withCookie(there))).status).toBe(401);
    const old = await service.request('POST', '/api/session', {
      as: null,
      body: { email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    await signIn(service, email, 'another fine passphrase');
  });

  it('refuses a wrong current password, naming it, and a common new one, naming password', async () => {
    const { email } = await workerWithPassword(service, PASSWORD);
    const { cookie } = await signIn(service, email, PASSWORD);
    await expectRefused(
      service,
      TABLES,
      'PUT',
      '/api/password',
      withCookie(cookie, {
        body: { current_password: 'not my password at all', password: 'another fine passphrase' },
      }),
      400,
      ['current_password'],
    );
    await expectRefused(
      service,
      TABLES,
      'PUT',
      '/api/password',
      withCookie(cookie, {
        body: { current_password: PASSWORD, password: email },
      }),
      400,
      ['password'],
    );
  });
});
