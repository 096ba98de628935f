import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userHiddenFields, userListSchema, userSingleSchema } from '../../contract/users.ts';
import {
  absences,
  changeRequests,
  entries,
  holidaysQuota,
  nonbusinessGroups,
  users,
  workTimes,
} from '../db/schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const tables = ['users', 'absence_managers', 'teams', 'company'];
const allTables = [
  ...tables,
  'customers',
  'projects',
  'entries',
  'absences',
  'work_times',
  'change_requests',
  'target_hours',
  'holidays_quota',
  'holidays_carry',
  'users_nonbusiness_groups',
  'idempotency_keys',
];

/** What a worker sees of another user (the brief's list); everything else is absent. */
const publicFields = [
  'id',
  'name',
  'number',
  'email',
  'active',
  'teams_id',
  'initials',
  'language',
  'timeformat_12h',
  'weekstart_monday',
  'weekend_friday',
  'timezone',
  'boss',
  'absence_managers_id',
].sort();
const allFields = [...publicFields, ...userHiddenFields].sort();

let counter = 0;
const uniqueEmail = (prefix = 'user') => `${prefix}-${++counter}@test.example`;

type Person = { id: number; email: string; key: string };

async function newUser(body: Record<string, unknown> = {}, test: TestService = service) {
  const response = await test.request('POST', '/api/v2/users', {
    body: { name: 'New Person', email: uniqueEmail(), role: 'worker', ...body },
  });
  expect(response.status).toBe(200);
  return response.body.user as { id: number; email: string } & Record<string, unknown>;
}

/** A new user with a key of their own, for tests that rotate, demote or deactivate. */
async function person(body: Record<string, unknown> = {}, test: TestService = service): Promise<Person> {
  const user = await newUser(body, test);
  const issued = await test.request('POST', `/api/v2/users/${user.id}/apikey`);
  expect(issued.status).toBe(200);
  return { id: user.id, email: user.email, key: issued.body.api_key };
}

const as = (who: Person, key = who.key) => ({
  as: null,
  headers: { 'X-ServiceApiUser': who.email, 'X-ServiceApiKey': key },
});

describe('users: reading', () => {
  it('lists every user with every field for the owner, ordered by id', async () => {
    const response = await service.request('GET', '/api/v2/users');
    expect(response.status).toBe(200);
    expect(userListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).not.toHaveProperty('paging');
    const ids = response.body.users.map((user: { id: number }) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toContain(service.fixture.users.inactive.id);
    for (const user of response.body.users) expect(Object.keys(user).sort()).toEqual(allFields);
    const worker1 = response.body.users.find(
      (user: { id: number }) => user.id === service.fixture.users.worker1.id,
    );
    expect(worker1).toMatchObject({
      name: 'Walter Worker',
      email: 'worker1@test.example',
      role: 'worker',
      boss: service.fixture.users.manager.id,
      absence_managers_id: [],
    });
    const worker2 = response.body.users.find(
      (user: { id: number }) => user.id === service.fixture.users.worker2.id,
    );
    expect(worker2.absence_managers_id).toEqual([service.fixture.users.manager.id]);
    expect(worker2.teams_id).toBe(service.fixture.teamId);
  });

  it('shows a worker active users only, others without the hidden fields, themselves fully', async () => {
    const response = await service.request('GET', '/api/v2/users', { as: 'worker1' });
    expect(response.status).toBe(200);
    expect(userListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.users.every((user: { active: boolean }) => user.active)).toBe(true);
    const ids = response.body.users.map((user: { id: number }) => user.id);
    expect(ids).not.toContain(service.fixture.users.inactive.id);
    for (const user of response.body.users) {
      const expected = user.id === service.fixture.users.worker1.id ? allFields : publicFields;
      expect(Object.keys(user).sort()).toEqual(expected);
    }
  });

  it('shows a worker another user with only the public fields and themselves with all', async () => {
    const other = await service.request('GET', `/api/v2/users/${service.fixture.users.worker2.id}`, {
      as: 'worker1',
    });
    expect(other.status).toBe(200);
    expect(Object.keys(other.body.user).sort()).toEqual(publicFields);
    expect(other.body.user.absence_managers_id).toEqual([service.fixture.users.manager.id]);
    expect(userSingleSchema.strict().safeParse(other.body).success).toBe(true);
    const self = await service.request('GET', `/api/v2/users/${service.fixture.users.worker3.id}`, {
      as: 'worker3',
    });
    expect(Object.keys(self.body.user).sort()).toEqual(allFields);
    expect(self.body.user.edit_lock).toBe('2026-11-01');
    expect(self.headers.get('etag')).toMatch(/^"\d+"$/);
  });

  it('hides an inactive user from a worker exactly like a missing one', async () => {
    const missing = await service.request('GET', '/api/v2/users/999999999', { as: 'worker1' });
    const hidden = await service.request('GET', `/api/v2/users/${service.fixture.users.inactive.id}`, {
      as: 'worker1',
    });
    expect(missing.status).toBe(404);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    const manager = await service.request('GET', `/api/v2/users/${service.fixture.users.inactive.id}`, {
      as: 'manager',
    });
    expect(manager.status).toBe(200);
  });

  it.each([
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '%201',
    '1abc',
    '99999999999999999999',
    '2147483648',
    '999999999',
  ])('answers 404 for the id %s', async (id) => {
    expect((await service.request('GET', `/api/v2/users/${id}`)).status).toBe(404);
    expect((await service.request('PUT', `/api/v2/users/${id}`, { body: { name: 'x' } })).status).toBe(404);
    expect((await service.request('DELETE', `/api/v2/users/${id}`)).status).toBe(404);
    expect((await service.request('POST', `/api/v2/users/${id}/apikey`)).status).toBe(404);
  });
});

describe('users: add', () => {
  it('adds a user with every optional field', async () => {
    const email = uniqueEmail('Complete');
    const response = await service.request('POST', '/api/v2/users', {
      as: 'manager',
      body: {
        name: 'Ada King Lovelace',
        email,
        role: 'worker',
        number: 'E-7',
        timeformat_12h: true,
        weekstart_monday: false,
        weekend_friday: true,
        language: 'fr',
        timezone: 'America/Argentina/Buenos_Aires',
        wage_type: 2,
        can_generally_see_absences: true,
        can_generally_manage_absences: false,
        can_add_customers: true,
        edit_lock_sync: true,
        teams_id: service.fixture.teamId,
        worktime_regulation_id: 0,
        boss: service.fixture.users.manager.id,
        absence_managers_id: [service.fixture.users.manager2.id, service.fixture.users.manager.id],
      },
    });
    expect(response.status).toBe(200);
    expect(userSingleSchema.strict().safeParse(response.body).success).toBe(true);
    expect(response.body.user).toEqual({
      id: expect.any(Number),
      name: 'Ada King Lovelace',
      number: 'E-7',
      email,
      role: 'worker',
      active: true,
      timeformat_12h: true,
      weekstart_monday: false,
      weekend_friday: true,
      language: 'fr',
      timezone: 'America/Argentina/Buenos_Aires',
      wage_type: 2,
      can_generally_see_absences: true,
      can_generally_manage_absences: false,
      can_add_customers: true,
      edit_lock: null,
      edit_lock_dyn: null,
      edit_lock_sync: true,
      worktime_regulation_id: 0,
      teams_id: service.fixture.teamId,
      initials: 'AL',
      nonbusinessgroups_id: null,
      boss: service.fixture.users.manager.id,
      absence_managers_id: [service.fixture.users.manager.id, service.fixture.users.manager2.id].sort(
        (a, b) => a - b,
      ),
    });
    expect(response.headers.get('etag')).toBe('"1"');
  });

  it('gives a new user no API key, so nothing signs in as them', async () => {
    const user = await newUser();
    const [row] = await service.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.apiKeyHash).toBeNull();
    const attempt = await service.request('GET', '/api/v2/users', {
      as: null,
      headers: { 'X-ServiceApiUser': user.email, 'X-ServiceApiKey': '' },
    });
    expect(attempt.status).toBe(401);
  });

  it('uses the defaults for what is not sent', async () => {
    const user = await newUser({ name: 'Plain' });
    expect(user).toMatchObject({
      role: 'worker',
      active: true,
      language: 'en',
      timezone: 'Europe/Berlin',
      wage_type: null,
      can_add_customers: false,
      boss: null,
      teams_id: null,
      absence_managers_id: [],
      initials: 'P',
    });
  });

  it('accepts a form body', async () => {
    const email = uniqueEmail();
    const response = await service.request('POST', '/api/v2/users', {
      form: {
        name: 'Form Person',
        email,
        role: 'manager',
        timeformat_12h: '1',
        wage_type: '1',
        mail_to_user: 'false',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ role: 'manager', timeformat_12h: true, wage_type: 1 });
  });

  it.each([
    [{}, ['name', 'email', 'role']],
    [{ name: 'x'.repeat(256) }, ['name']],
    [{ name: 'a\u0000b' }, ['name']],
    [{ name: 'lone \ud800' }, ['name']],
    [{ name: '   ' }, ['name']],
    [{ name: null }, ['name']],
    [{ email: 'not-an-email' }, ['email']],
    [{ email: `${'a'.repeat(250)}@example.com` }, ['email']],
    [{ email: 42 }, ['email']],
    [{ role: 'Owner' }, ['role']],
    [{ role: 'owner ' }, ['role']],
    [{ role: ['owner'] }, ['role']],
    [{ role: true }, ['role']],
    [{ role: 5 }, ['role']],
    [{ role: 'admin' }, ['role']],
    [{ number: 'x'.repeat(256) }, ['number']],
    [{ language: 'es' }, ['language']],
    [{ timezone: 'UTC' }, ['timezone']],
    [{ timezone: 'Europe/Berln' }, ['timezone']],
    [{ wage_type: 3 }, ['wage_type']],
    [{ wage_type: '1' }, ['wage_type']],
    [{ worktime_regulation_id: -1 }, ['worktime_regulation_id']],
    [{ worktime_regulation_id: 2147483648 }, ['worktime_regulation_id']],
    [{ boss: '5' }, ['boss']],
    [{ boss: 9007199254740992 }, ['boss']],
    [{ teams_id: 0 }, ['teams_id']],
    [{ nonbusinessgroups_id: 1.5 }, ['nonbusinessgroups_id']],
    [{ absence_managers_id: [2, 2] }, ['absence_managers_id']],
    [{ absence_managers_id: [1, 0] }, ['absence_managers_id.1']],
    [{ absence_managers_id: 'x' }, ['absence_managers_id']],
    [{ absence_managers_id: Array.from({ length: 101 }, (_, index) => index + 1) }, ['absence_managers_id']],
    [{ timeformat_12h: 'true' }, ['timeformat_12h']],
    [{ can_add_customers: 1 }, ['can_add_customers']],
    [{ mail_to_user: 'yes' }, ['mail_to_user']],
    [{ edit_lock_sync: 0 }, ['edit_lock_sync']],
  ])('rejects %j naming %j', async (fields, expected) => {
    const body =
      Object.keys(fields).length === 0
        ? {}
        : { name: 'Valid', email: uniqueEmail(), role: 'worker', ...fields };
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/users', { body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('accepts a name of 255 characters', async () => {
    expect((await newUser({ name: 'n'.repeat(255) })).name).toHaveLength(255);
  });

  it.each([
    [{ boss: 999_999 }, ['boss']],
    [{ teams_id: 999_999 }, ['teams_id']],
    [{ nonbusinessgroups_id: 999_999 }, ['nonbusinessgroups_id']],
    [{ absence_managers_id: [999_999] }, ['absence_managers_id']],
  ])('answers 400 for a reference to a missing record: %j', async (fields, expected) => {
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/users', {
      body: { name: 'Dangling', email: uniqueEmail(), role: 'worker', ...fields },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('takes a nonbusiness group that exists', async () => {
    const [group] = await service.db.insert(nonbusinessGroups).values({ name: 'Bavaria' }).returning();
    const user = await newUser({ nonbusinessgroups_id: group?.id });
    expect(user.nonbusinessgroups_id).toBe(group?.id);
  });

  it('refuses a second user with the same e-mail in any case', async () => {
    const email = uniqueEmail('Mixed');
    await newUser({ email });
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/users', {
      body: { name: 'Twin', email: email.toUpperCase(), role: 'worker' },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 409,
      message: 'A co-worker with this e-mail address already exists.',
      fields: ['email'],
    });
    expect(await snapshot(service.db, tables)).toEqual(before);
    const fixture = await service.request('POST', '/api/v2/users', {
      body: { name: 'Twin', email: 'OWNER@test.example', role: 'worker' },
    });
    expect(fixture.status).toBe(409);
  });

  it('creates one user when the same e-mail is added twice at once', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        service.request('POST', '/api/v2/users', { body: { name: 'Racer', email, role: 'worker' } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const rows = await service.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets only owners create owners', async () => {
    const before = await snapshot(service.db, tables);
    const refused = await service.request('POST', '/api/v2/users', {
      as: 'manager',
      body: { name: 'Usurper', email: uniqueEmail(), role: 'owner' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields).toEqual(['role']);
    expect(await snapshot(service.db, tables)).toEqual(before);
    const allowed = await service.request('POST', '/api/v2/users', {
      body: { name: 'Partner', email: uniqueEmail(), role: 'owner' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.user.role).toBe('owner');
  });

  it.each([
    ['worker', { can_generally_manage_absences: true }, ['can_generally_manage_absences']],
    ['owner', { can_generally_manage_absences: true }, ['can_generally_manage_absences']],
    ['manager', { can_generally_see_absences: true }, ['can_generally_see_absences']],
    ['manager', { can_add_customers: true }, ['can_add_customers']],
    [
      'owner',
      { can_add_customers: true, can_generally_see_absences: true },
      ['can_generally_see_absences', 'can_add_customers'],
    ],
  ])('refuses a %s with %j naming the right', async (role, flags, expected) => {
    const before = await snapshot(service.db, tables);
    const response = await service.request('POST', '/api/v2/users', {
      body: { name: 'Misfit', email: uniqueEmail(), role, ...flags },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('accepts rights that fit the role, and false for those that do not', async () => {
    const manager = await newUser({
      role: 'manager',
      can_generally_manage_absences: true,
      can_add_customers: false,
    });
    expect(manager.can_generally_manage_absences).toBe(true);
    const worker = await newUser({ can_generally_see_absences: true, can_generally_manage_absences: false });
    expect(worker.can_generally_see_absences).toBe(true);
  });

  it('refuses workers, whatever their rights, and changes nothing', async () => {
    for (const who of ['worker1', 'worker3'] as const) {
      const before = await snapshot(service.db, tables);
      const response = await service.request('POST', '/api/v2/users', {
        as: who,
        body: { name: 'Friend', email: uniqueEmail(), role: 'worker' },
      });
      expect(response.status).toBe(403);
      expect(await snapshot(service.db, tables)).toEqual(before);
    }
  });

  it('sends a welcome mail to the outbox when asked, and none otherwise', async () => {
    const email = uniqueEmail('welcome');
    const response = await service.request('POST', '/api/v2/users', {
      body: { name: 'Welcome Person', email, role: 'worker', language: 'de', mail_to_user: true },
    });
    expect(response.status).toBe(200);
    const quiet = uniqueEmail('quiet');
    await newUser({ email: quiet });
    await newUser({ email: uniqueEmail('quiet'), mail_to_user: false });
    await service.mailer.idle();
    const files = await readdir(service.outboxDir);
    const mails = await Promise.all(files.map((file) => readFile(join(service.outboxDir, file), 'utf8')));
    const toWelcome = mails.filter((mail) => mail.includes(`To: ${email}`));
    expect(toWelcome).toHaveLength(1);
    expect(toWelcome[0]).toContain('Subject: Willkommen bei Stint');
    expect(toWelcome[0]).toContain('Hallo Welcome Person');
    expect(toWelcome[0]).toContain('http://localhost:8080/sign-in');
    expect(mails.some((mail) => mail.includes('quiet-'))).toBe(false);
  });
});

describe('users: edit', () => {
  it('edits partially, replaces the absence managers and bumps the ETag', async () => {
    const user = await newUser({ name: 'Editable', number: 'N-1' });
    const { manager, manager2, absenceManager } = service.fixture.users;
    const first = await service.request('PUT', `/api/v2/users/${user.id}`, {
      as: 'manager',
      body: {
        edit_lock: '2026-10-31',
        edit_lock_dyn: 8,
        teams_id: service.fixture.teamId,
        boss: manager.id,
        absence_managers_id: [manager.id, manager2.id],
      },
      headers: { 'If-Match': '"1"' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    expect(first.body.user).toMatchObject({
      name: 'Editable',
      number: 'N-1',
      edit_lock: '2026-10-31',
      edit_lock_dyn: 8,
      teams_id: service.fixture.teamId,
      boss: manager.id,
      absence_managers_id: [manager.id, manager2.id],
    });
    const second = await service.request('PUT', `/api/v2/users/${user.id}`, {
      body: { absence_managers_id: [absenceManager.id], name: 'Renamed Person' },
    });
    expect(second.body.user.absence_managers_id).toEqual([absenceManager.id]);
    expect(second.body.user.initials).toBe('RP');
    const cleared = await service.request('PUT', `/api/v2/users/${user.id}`, {
      body: { absence_managers_id: [], boss: null, edit_lock: null, edit_lock_dyn: null },
    });
    expect(cleared.body.user).toMatchObject({
      absence_managers_id: [],
      boss: null,
      edit_lock: null,
      edit_lock_dyn: null,
    });
    expect((await service.request('GET', `/api/v2/users/${user.id}`)).body).toEqual(cleared.body);
  });

  it('keeps the version when an edit changes nothing', async () => {
    const user = await newUser({ name: 'Steady' });
    const before = await snapshot(service.db, tables);
    const response = await service.request('PUT', `/api/v2/users/${user.id}`, {
      body: { name: 'Steady', absence_managers_id: [], work_time_edit_lock_days: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it.each([
    [{ edit_lock: '2023-02-29' }, ['edit_lock']],
    [{ edit_lock: '2024-02-30' }, ['edit_lock']],
    [{ edit_lock: '1969-12-31' }, ['edit_lock']],
    [{ edit_lock_dyn: 4 }, ['edit_lock_dyn']],
    [{ edit_lock_dyn: '1' }, ['edit_lock_dyn']],
    [{ edit_lock_dyn: 1.5 }, ['edit_lock_dyn']],
    [{ role: 'Owner' }, ['role']],
    [{ active: 'false' }, ['active']],
    [{ name: '' }, ['name']],
    [{ language: 'DE' }, ['language']],
    [{ timezone: 'Europe/Berlin ' }, ['timezone']],
    [{ absence_managers_id: [3, 3] }, ['absence_managers_id']],
    [{ boss: 999_999 }, ['boss']],
    [{ teams_id: 999_999 }, ['teams_id']],
    [{ nonbusinessgroups_id: 999_999 }, ['nonbusinessgroups_id']],
    [{ absence_managers_id: [999_999] }, ['absence_managers_id']],
  ])('rejects the edit %j naming %j', async (body, expected) => {
    const user = await newUser();
    const before = await snapshot(service.db, tables);
    const response = await service.request('PUT', `/api/v2/users/${user.id}`, { body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(expected);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('refuses a user as their own boss or absence manager', async () => {
    const user = await newUser();
    const before = await snapshot(service.db, tables);
    const boss = await service.request('PUT', `/api/v2/users/${user.id}`, { body: { boss: user.id } });
    expect(boss.status).toBe(400);
    expect(boss.body.error.fields).toEqual(['boss']);
    const manager = await service.request('PUT', `/api/v2/users/${user.id}`, {
      body: { absence_managers_id: [service.fixture.users.manager.id, user.id] },
    });
    expect(manager.status).toBe(400);
    expect(manager.body.error.fields).toEqual(['absence_managers_id']);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('cannot change the e-mail address (not in the edit list)', async () => {
    const user = await newUser();
    const response = await service.request('PUT', `/api/v2/users/${user.id}`, {
      body: { email: 'other@test.example' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(user.email);
  });

  describe('rights combinations', () => {
    it.each([
      ['worker', { can_generally_manage_absences: true }, ['can_generally_manage_absences']],
      ['manager', { can_generally_see_absences: true }, ['can_generally_see_absences']],
      ['manager', { can_add_customers: true }, ['can_add_customers']],
    ])('refuses a %s getting %j', async (role, flags, expected) => {
      const user = await newUser({ role });
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${user.id}`, { body: flags });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(expected);
      expect(await snapshot(service.db, tables)).toEqual(before);
    });

    it('refuses a role change that keeps a right set that the new role does not fit', async () => {
      const user = await newUser({ role: 'worker' });
      const response = await service.request('PUT', `/api/v2/users/${user.id}`, {
        body: { role: 'manager', can_add_customers: true },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['can_add_customers']);
    });

    it('switches off the rights that do not fit a new role', async () => {
      const worker = await newUser({ can_add_customers: true, can_generally_see_absences: true });
      const promoted = await service.request('PUT', `/api/v2/users/${worker.id}`, {
        as: 'manager',
        body: { role: 'manager', can_generally_manage_absences: true },
      });
      expect(promoted.body.user).toMatchObject({
        role: 'manager',
        can_add_customers: false,
        can_generally_see_absences: false,
        can_generally_manage_absences: true,
      });
      const demoted = await service.request('PUT', `/api/v2/users/${worker.id}`, {
        as: 'manager',
        body: { role: 'worker' },
      });
      expect(demoted.body.user).toMatchObject({ role: 'worker', can_generally_manage_absences: false });
    });
  });

  describe('a worker on their own record', () => {
    it('changes their preferences and sees every field of their record', async () => {
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker2.id}`, {
        as: 'worker2',
        body: { language: 'de', timeformat_12h: true, weekstart_monday: false, weekend_friday: true },
      });
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({
        language: 'de',
        timeformat_12h: true,
        weekstart_monday: false,
        weekend_friday: true,
      });
      expect(Object.keys(response.body.user).sort()).toEqual(allFields);
    });

    it.each([
      ['worker1', { role: 'manager' }, ['role']],
      ['worker3', { edit_lock: null }, ['edit_lock']],
      ['worker1', { can_generally_see_absences: true }, ['can_generally_see_absences']],
      ['worker1', { boss: 'self' }, ['boss']],
      ['worker1', { absence_managers_id: 'self' }, ['absence_managers_id']],
      ['worker1', { active: false }, ['active']],
      ['worker1', { name: 'New name' }, ['name']],
      ['worker1', { edit_lock_dyn: null, can_add_customers: true }, ['edit_lock_dyn', 'can_add_customers']],
      ['worker1', { language: 'fr', number: 'X-1' }, ['number']],
      ['worker1', { timezone: 'Europe/Paris' }, ['timezone']],
      ['worker2', { teams_id: null }, ['teams_id']],
      ['worker1', { wage_type: 1, worktime_regulation_id: 0 }, ['wage_type', 'worktime_regulation_id']],
    ] as const)('refuses %s sending %j, naming %j, and changes nothing', async (who, fields, expected) => {
      const self = service.fixture.users[who].id;
      const body = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          value === 'self' ? (key === 'boss' ? self : [self]) : value,
        ]),
      );
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${self}`, { as: who, body });
      expect(response.status).toBe(403);
      expect(response.body.error.fields).toEqual(expected);
      expect(await snapshot(service.db, tables)).toEqual(before);
    });

    it('takes the last of duplicate keys and still refuses the role', async () => {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker1.id}`, {
        as: 'worker1',
        body: '{"role":"worker","role":"manager"}',
      });
      expect(response.status).toBe(403);
      expect(await snapshot(service.db, tables)).toEqual(before);
    });

    it.each([
      '{"__proto__":{"role":"owner"}}',
      '{"language":"de","constructor":{"prototype":{"role":"owner"}}}',
    ])('refuses the prototype keys in %s', async (body) => {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker1.id}`, {
        as: 'worker1',
        body,
      });
      expect(response.status).toBe(400);
      expect(await snapshot(service.db, tables)).toEqual(before);
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    });

    it('ignores unknown fields', async () => {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker3.id}`, {
        as: 'worker3',
        body: { work_time_edit_lock_days: null },
      });
      expect(response.status).toBe(200);
      expect(response.body.user.edit_lock).toBe('2026-11-01');
      expect(await snapshot(service.db, tables)).toEqual(before);
    });
  });

  it('refuses a worker editing someone else (403) or an invisible user (404)', async () => {
    const before = await snapshot(service.db, tables);
    const other = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker2.id}`, {
      as: 'worker1',
      body: { language: 'fr' },
    });
    expect(other.status).toBe(403);
    const hidden = await service.request('PUT', `/api/v2/users/${service.fixture.users.inactive.id}`, {
      as: 'worker1',
      body: { language: 'fr' },
    });
    expect(hidden.status).toBe(404);
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('lets a manager edit their own name but not their own role or rights', async () => {
    const self = service.fixture.users.absenceManager.id;
    const named = await service.request('PUT', `/api/v2/users/${self}`, {
      as: 'absenceManager',
      body: { name: 'Alma Absence', number: 'M-3', language: 'fr' },
    });
    expect(named.status).toBe(200);
    for (const body of [
      { role: 'worker' },
      { can_generally_manage_absences: false },
      { active: false },
      { edit_lock: '2026-01-01' },
    ]) {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${self}`, { as: 'absenceManager', body });
      expect(response.status).toBe(403);
      expect(response.body.error.fields).toEqual(Object.keys(body));
      expect(await snapshot(service.db, tables)).toEqual(before);
    }
  });

  it('refuses a manager granting or revoking owner, or deactivating an owner', async () => {
    const partner = await newUser({ role: 'owner' });
    const cases = [
      [service.fixture.users.worker1.id, { role: 'owner' }, ['role']],
      [partner.id, { role: 'manager' }, ['role']],
      [partner.id, { active: false }, ['active']],
    ] as const;
    for (const [id, body, fields] of cases) {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${id}`, { as: 'manager', body });
      expect(response.status).toBe(403);
      expect(response.body.error.fields).toEqual(fields);
      expect(await snapshot(service.db, tables)).toEqual(before);
    }
    const rename = await service.request('PUT', `/api/v2/users/${partner.id}`, {
      as: 'manager',
      body: { name: 'Renamed Partner', role: 'owner' },
    });
    expect(rename.status).toBe(200);
    const promoted = await service.request('PUT', `/api/v2/users/${(await newUser()).id}`, {
      body: { role: 'owner' },
    });
    expect(promoted.body.user.role).toBe('owner');
  });

  describe('timezone', () => {
    const creator = () => service.fixture.companyCreatorId;

    it('changes on the company creator during the trial, by the creator or a manager', async () => {
      const own = await service.request('PUT', `/api/v2/users/${creator()}`, {
        body: { timezone: 'Europe/Paris' },
      });
      expect(own.status).toBe(200);
      expect(own.body.user.timezone).toBe('Europe/Paris');
      const byManager = await service.request('PUT', `/api/v2/users/${creator()}`, {
        as: 'manager',
        body: { timezone: 'Europe/Berlin' },
      });
      expect(byManager.status).toBe(200);
      expect(byManager.body.user.timezone).toBe('Europe/Berlin');
    });

    it('refuses a change on anyone else, even by the owner', async () => {
      const before = await snapshot(service.db, tables);
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker1.id}`, {
        body: { timezone: 'Europe/Paris' },
      });
      expect(response.status).toBe(422);
      expect(response.body.error).toEqual({
        code: 422,
        message: "The time zone can be changed only on the company creator's record during the trial phase.",
        fields: ['timezone'],
      });
      expect(await snapshot(service.db, tables)).toEqual(before);
    });

    it('accepts the unchanged time zone', async () => {
      const response = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker1.id}`, {
        body: { timezone: 'Europe/Berlin', name: 'Walter Worker' },
      });
      expect(response.status).toBe(200);
    });

    it('refuses the creator a change once the trial is over', async () => {
      const trialUntil = new Date(service.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
      service.clock.set(`${trialUntil}T23:59:59Z`);
      try {
        const last = await service.request('PUT', `/api/v2/users/${creator()}`, {
          body: { timezone: 'Europe/Rome' },
        });
        expect(last.status).toBe(200);
        service.clock.set(new Date(new Date(`${trialUntil}T00:00:00Z`).getTime() + 86_400_000).toISOString());
        const before = await snapshot(service.db, tables);
        const after = await service.request('PUT', `/api/v2/users/${creator()}`, {
          body: { timezone: 'Europe/Berlin' },
        });
        expect(after.status).toBe(422);
        expect(after.body.error.fields).toEqual(['timezone']);
        expect(await snapshot(service.db, tables)).toEqual(before);
      } finally {
        service.clock.set('2026-11-21T10:00:00Z');
      }
    });

    it('lets anyone give a time zone on add', async () => {
      expect((await newUser({ timezone: 'Asia/Tokyo' })).timezone).toBe('Asia/Tokyo');
    });
  });

  describe('concurrency', () => {
    it('answers the second of two editors 412 and keeps the first edit', async () => {
      const user = await newUser({ name: 'Shared' });
      const first = await service.request('PUT', `/api/v2/users/${user.id}`, {
        as: 'manager',
        body: { name: 'Manager wins' },
        headers: { 'If-Match': '"1"' },
      });
      expect(first.status).toBe(200);
      const before = await snapshot(service.db, tables);
      const second = await service.request('PUT', `/api/v2/users/${user.id}`, {
        body: { name: 'Owner loses' },
        headers: { 'If-Match': '"1"' },
      });
      expect(second.status).toBe(412);
      expect(await snapshot(service.db, tables)).toEqual(before);
    });

    it('lets exactly one of 20 parallel PUTs with the same If-Match through', async () => {
      const user = await newUser({ name: 'Race' });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          service.request('PUT', `/api/v2/users/${user.id}`, {
            body: { name: `Racer ${index}` },
            headers: { 'If-Match': '"1"' },
          }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(412)]);
      const [row] = await service.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.version).toBe(2);
      expect(row?.name).toBe(responses.find((response) => response.status === 200)?.body.user.name);
    });
  });
});

describe('users: delete', () => {
  it('deletes an unused user', async () => {
    const user = await newUser({ absence_managers_id: [service.fixture.users.manager.id] });
    const response = await service.request('DELETE', `/api/v2/users/${user.id}`, { as: 'manager' });
    expect(response.body).toEqual({ success: true });
    expect((await service.request('GET', `/api/v2/users/${user.id}`)).status).toBe(404);
    expect((await service.request('GET', `/api/v2/users/${service.fixture.users.worker2.id}`)).status).toBe(
      200,
    );
  });

  it.each([
    ['the boss of a user', 'manager', 'boss of users'],
    ['a team leader', 'manager2', 'team leader'],
    ['the company creator', 'owner', 'company creator'],
  ] as const)('refuses to delete %s', async (_, who, label) => {
    const before = await snapshot(service.db, allTables);
    const response = await service.request('DELETE', `/api/v2/users/${service.fixture.users[who].id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain(label);
    expect(response.body.error.message).toContain('Deactivate');
    expect(await snapshot(service.db, allTables)).toEqual(before);
  });

  it('refuses to delete an absence manager', async () => {
    const manager = await newUser({ role: 'manager' });
    await newUser({ absence_managers_id: [manager.id] });
    const response = await service.request('DELETE', `/api/v2/users/${manager.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('absence manager');
  });

  it('refuses to delete a user with entries, absences, work times, change requests or quotas', async () => {
    const customer = (await service.request('POST', '/api/v2/customers', { body: { name: 'Delete test' } }))
      .body.customer;
    const day = new Date('2026-11-02T08:00:00Z');
    const inserts: [string, (id: number) => Promise<unknown>][] = [
      [
        'entries',
        (id) =>
          service.db.insert(entries).values({
            type: 2,
            customersId: customer.id,
            usersId: id,
            billable: 1,
            timeSince: day,
            timeUntil: day,
            lumpsum: 1,
          }),
      ],
      [
        'absences',
        (id) =>
          service.db
            .insert(absences)
            .values({ usersId: id, dateSince: '2026-11-02', dateUntil: '2026-11-02', status: 0, type: 1 }),
      ],
      [
        'work times',
        (id) =>
          service.db
            .insert(workTimes)
            .values({ usersId: id, date: '2026-11-02', timeSince: day, timeUntil: day }),
      ],
      [
        'change requests',
        (id) => service.db.insert(changeRequests).values({ usersId: id, date: '2026-11-02', changes: [] }),
      ],
      [
        'holiday quotas',
        (id) => service.db.insert(holidaysQuota).values({ usersId: id, yearSince: 2026, count: 30 }),
      ],
    ];
    for (const [label, insert] of inserts) {
      const user = await newUser();
      await insert(user.id);
      const before = await snapshot(service.db, allTables);
      const response = await service.request('DELETE', `/api/v2/users/${user.id}`);
      expect(response.status).toBe(409);
      expect(response.body.error.message).toContain(label);
      expect(await snapshot(service.db, allTables)).toEqual(before);
    }
  });

  it('refuses a worker (403), a hidden user (404), a manager deleting an owner or himself (403)', async () => {
    const owner = await newUser({ role: 'owner' });
    const victim = await newUser();
    const cases = [
      ['worker1', victim.id, 403],
      ['worker1', service.fixture.users.inactive.id, 404],
      ['manager', owner.id, 403],
      ['manager2', service.fixture.users.manager2.id, 403],
    ] as const;
    for (const [who, id, status] of cases) {
      const before = await snapshot(service.db, tables);
      const response = await service.request('DELETE', `/api/v2/users/${id}`, { as: who });
      expect(response.status).toBe(status);
      expect(await snapshot(service.db, tables)).toEqual(before);
    }
  });

  it('refuses a delete with a stale If-Match', async () => {
    const user = await newUser();
    await service.request('PUT', `/api/v2/users/${user.id}`, { body: { name: 'Changed' } });
    const response = await service.request('DELETE', `/api/v2/users/${user.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(412);
    expect((await service.request('GET', `/api/v2/users/${user.id}`)).status).toBe(200);
  });
});

describe('users: API keys', () => {
  it('issues a key that works at once and retires the old one at once', async () => {
    const user = await person();
    expect(user.key.length).toBeGreaterThanOrEqual(22);
    expect((await service.request('GET', '/api/v2/users', as(user))).status).toBe(200);
    const rotated = await service.request('POST', `/api/v2/users/${user.id}/apikey`, as(user));
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body)).toEqual(['api_key']);
    expect(rotated.body.api_key).not.toBe(user.key);
    const old = await service.request('GET', '/api/v2/users', as(user));
    expect(old.status).toBe(401);
    expect((await service.request('GET', '/api/v2/users', as(user, rotated.body.api_key))).status).toBe(200);
  });

  it('never stores the key and never shows its hash', async () => {
    const user = await person();
    const dump = JSON.stringify(await snapshot(service.db, allTables));
    expect(dump).not.toContain(user.key);
    const [row] = await service.db.select().from(users).where(eq(users.id, user.id));
    const hash = row?.apiKeyHash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const responses = [
      await service.request('GET', '/api/v2/users'),
      await service.request('GET', `/api/v2/users/${user.id}`),
      await service.request('GET', `/api/v2/users/${user.id}`, as(user)),
      await service.request('PUT', `/api/v2/users/${user.id}`, { ...as(user), body: { language: 'fr' } }),
      await service.request('GET', '/api/v2/users', as(user)),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(hash);
      expect(text).not.toContain(user.key);
      expect(text).not.toMatch(/api_?key/i);
    }
  });

  it('refuses an Idempotency-Key, so that no answer with a key is kept for replay', async () => {
    const user = await person();
    const before = await snapshot(service.db, allTables);
    const response = await service.request('POST', `/api/v2/users/${user.id}/apikey`, {
      headers: { 'Idempotency-Key': 'rotate-1' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['Idempotency-Key']);
    expect(await snapshot(service.db, allTables)).toEqual(before);
  });

  it('lets only owners issue keys for others; a worker for an invisible user gets 404', async () => {
    const user = await person();
    const before = await snapshot(service.db, allTables);
    for (const [who, id, status] of [
      ['manager', user.id, 403],
      ['worker1', user.id, 403],
      ['worker1', service.fixture.users.inactive.id, 404],
      ['manager', service.fixture.users.owner.id, 403],
    ] as const) {
      const response = await service.request('POST', `/api/v2/users/${id}/apikey`, { as: who });
      expect(response.status).toBe(status);
      expect(JSON.stringify(response.body)).not.toContain('api_key');
    }
    expect(await snapshot(service.db, allTables)).toEqual(before);
    expect((await service.request('GET', '/api/v2/users', as(user))).status).toBe(200);
  });

  it('shuts out a deactivated user on the very next request', async () => {
    const user = await person();
    expect((await service.request('GET', '/api/v2/teams', as(user))).status).toBe(200);
    const deactivated = await service.request('PUT', `/api/v2/users/${user.id}`, { body: { active: false } });
    expect(deactivated.body.user.active).toBe(false);
    const before = await snapshot(service.db, tables);
    const attempt = await service.request('PUT', `/api/v2/users/${user.id}`, {
      ...as(user),
      body: { language: 'de' },
    });
    expect(attempt.status).toBe(401);
    expect(await snapshot(service.db, tables)).toEqual(before);
    expect((await service.request('GET', '/api/v2/teams', as(user))).status).toBe(401);
  });

  it('takes manager rights away from a demoted manager on the very next request', async () => {
    const manager = await person({ role: 'manager', can_generally_manage_absences: true });
    const allowed = await service.request('POST', '/api/v2/teams', {
      ...as(manager),
      body: { name: 'By manager' },
    });
    expect(allowed.status).toBe(200);
    const hidden = await service.request(
      'GET',
      `/api/v2/users/${service.fixture.users.inactive.id}`,
      as(manager),
    );
    expect(hidden.status).toBe(200);
    const demoted = await service.request('PUT', `/api/v2/users/${manager.id}`, { body: { role: 'worker' } });
    expect(demoted.body.user).toMatchObject({ role: 'worker', can_generally_manage_absences: false });
    const before = await snapshot(service.db, tables);
    const refused = await service.request('POST', '/api/v2/teams', {
      ...as(manager),
      body: { name: 'Too late' },
    });
    expect(refused.status).toBe(403);
    expect(await snapshot(service.db, tables)).toEqual(before);
    expect(
      (await service.request('GET', `/api/v2/users/${service.fixture.users.inactive.id}`, as(manager)))
        .status,
    ).toBe(404);
  });
});

describe('users: the last owner', () => {
  // A service of its own: these tests change who owns the company.
  let own: TestService;
  beforeAll(async () => {
    own = await startTestService();
  });
  afterAll(() => own.close());

  it('keeps the only owner from demoting, deactivating or deleting himself', async () => {
    const id = own.fixture.users.owner.id;
    for (const body of [{ role: 'manager' }, { active: false }, { role: 'worker', active: false }]) {
      const before = await snapshot(own.db, tables);
      const response = await own.request('PUT', `/api/v2/users/${id}`, { body });
      expect(response.status).toBe(422);
      expect(response.body.error.message).toBe('The company needs at least one active owner.');
      expect(response.body.error.fields).toEqual(Object.keys(body));
      expect(await snapshot(own.db, tables)).toEqual(before);
    }
    const before = await snapshot(own.db, tables);
    const deleted = await own.request('DELETE', `/api/v2/users/${id}`);
    expect(deleted.status).toBe(422);
    expect(await snapshot(own.db, tables)).toEqual(before);
  });

  it('lets an owner step down while another active owner remains', async () => {
    const partner = await person({ role: 'owner' }, own);
    const stepDown = await own.request('PUT', `/api/v2/users/${partner.id}`, {
      ...as(partner),
      body: { role: 'manager' },
    });
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.user.role).toBe('manager');
  });

  it('does not count an inactive owner', async () => {
    const dormant = await newUser({ role: 'owner' }, own);
    await own.request('PUT', `/api/v2/users/${dormant.id}`, { body: { active: false } });
    const response = await own.request('PUT', `/api/v2/users/${own.fixture.users.owner.id}`, {
      body: { role: 'manager' },
    });
    expect(response.status).toBe(422);
  });

  it('leaves an owner when two owners demote each other at once (write skew)', async () => {
    const partner = await person({ role: 'owner' }, own);
    const ownerId = own.fixture.users.owner.id;
    const before = await snapshot(own.db, tables);
    const [first, second] = await Promise.all([
      own.request('PUT', `/api/v2/users/${partner.id}`, { body: { role: 'manager' } }),
      own.request('PUT', `/api/v2/users/${ownerId}`, { ...as(partner), body: { role: 'manager' } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const owners = await own.db.select().from(users).where(eq(users.role, 'owner'));
    expect(owners.filter((row) => row.active)).toHaveLength(1);
    expect(await snapshot(own.db, tables)).not.toEqual(before);
  });
});
