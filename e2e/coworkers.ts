import type { APIRequestContext } from '@playwright/test';
import { expect, outboxMailsTo, type ServiceClient, unique } from './fixtures.ts';

// Co-workers of a journey's own, made through the interface, for the journeys about passwords and
// two-factor sign-in.

type User = { id: number; name: string; email: string };

/** A worker of the test's own, made through the interface: no password, no key, no mail yet. */
export async function newCoworker(owner: ServiceClient, label: string): Promise<User> {
  const name = unique(label);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const { user } = await owner.post<{ user: User }>('/api/v2/users', {
    name,
    email,
    role: 'worker',
    language: 'en',
  });
  return user;
}

/** The link of the newest mail to `email` with this subject, once the mail queue has sent it. */
export async function linkInMail(email: string, subject: string): Promise<string> {
  const withSubject = async () =>
    (await outboxMailsTo(email)).filter((mail) => mail.includes(`Subject: ${subject}\r\n`));
  await expect.poll(async () => (await withSubject()).length).toBeGreaterThan(0);
  const mails = await withSubject();
  const link = /(https?:\/\/\S+\/set-password#token=\S+)/.exec(mails.at(-1) ?? '')?.[1];
  if (!link) throw new Error(`no link in the mail "${subject}" to ${email}`);
  return link;
}

/** A co-worker with a password, set through the invitation link as the interface offers it. */
export async function coworkerWithPassword(owner: ServiceClient, request: APIRequestContext, label: string) {
  const user = await newCoworker(owner, label);
  await owner.post(`/api/v2/users/${user.id}/invitation`, {});
  const link = await linkInMail(user.email, 'Welcome to Stint');
  const token = new URL(link).hash.replace('#token=', '');
  const password = `${unique('violet harbour')} lantern`;
  const answer = await request.post('/api/password/link', { data: { token, password } });
  expect(answer.status()).toBe(200);
  return { ...user, password };
}
