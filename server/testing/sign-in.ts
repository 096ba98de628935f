import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestService } from './harness.ts';

/** The mails sent to `email` so far, oldest first. */
export async function mailsTo(service: TestService, email: string): Promise<string[]> {
  await service.mailQueue.drain();
  const files = (await readdir(service.outboxDir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((file) => readFile(join(service.outboxDir, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}\r\n`));
}

/** The token of the newest password link mailed to `email` (the part after `#token=`). */
export async function mailedToken(service: TestService, email: string): Promise<string> {
  const token = (await mailsTo(service, email)).at(-1)?.match(/#token=([\w-]+)/)?.[1];
  expect(token, `a password link mailed to ${email}`).toBeDefined();
  return token as string;
}

let counter = 0;

/**
 * A new active worker, invited by the owner, who set `password` from the welcome mail's link; their
 * e-mail address is unique in the test's database.
 */
export async function workerWithPassword(service: TestService, password: string) {
  const email = `signin-${++counter}@test.example`;
  const added = await service.request('POST', '/api/v2/users', {
    body: { name: 'Signing Person', email, role: 'worker', mail_to_user: true },
  });
  expect(added.status).toBe(200);
  const token = await mailedToken(service, email);
  const set = await service.request('POST', '/api/password/link', { as: null, body: { token, password } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { id: added.body.user.id as number, email };
}

/** The session cookie's value in a sign-in's answer. */
export function sessionCookie(response: { headers: Headers }): string {
  const value = response.headers.get('set-cookie')?.match(/stint_session=([^;]*)/)?.[1];
  expect(value, 'a session cookie').toBeTruthy();
  return value as string;
}

/** Signs in with a password and answers the response and its session cookie. */
export async function signIn(service: TestService, email: string, password: string) {
  const response = await service.request('POST', '/api/session', { as: null, body: { email, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { response, cookie: sessionCookie(response) };
}

/** Request options that authenticate by the session cookie, with the CSRF header unless `csrf` is false. */
export function withCookie(cookie: string, options: { body?: unknown; csrf?: boolean } = {}) {
  return {
    as: null,
    body: options.body,
    headers: {
      Cookie: `stint_session=${cookie}`,
      ...(options.csrf === false ? {} : { 'X-Requested-With': 'stint' }),
    },
  };
}
