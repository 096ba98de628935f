import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettingsSingleSchema } from '../../contract/notification-settings.ts';
import { createApp } from '../app.ts';
import { mailOutbox } from '../db/upkeep-schema.ts';
import { createMailQueue } from '../mail-queue.ts';
import type { Mailer } from '../mailer.ts';
import { type RequestOptions, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

type Who = NonNullable<RequestOptions['as']>;

/** The mails the outbox folder holds for `who`, once every queued mail has been sent. */
async function mailsTo(who: Who): Promise<string[]> {
  await service.mailQueue.drain();
  const files = await readdir(service.outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(service.outboxDir, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${service.fixture.users[who].email}\r\n`));
}

async function expectOk(method: string, path: string, init: RequestOptions) {
  const response = await service.request(method, path, init);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('notification mails', () => {
  it('tells the absence manager of a filed absence and the person of the decision, each in their language', async () => {
    await expectOk('PUT', `/api/v2/users/${service.fixture.users.manager.id}`, { body: { language: 'de' } });
    const before = (await mailsTo('manager')).length;
    const { absence } = await expectOk('POST', '/api/absences', {
      as: 'worker2',
      body: { date_since: '2026-12-07', date_until: '2026-12-08', type: 1 },
    });
    const toManager = (await mailsTo('manager')).slice(before);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toContain('Subject: Abwesenheitsantrag von Wanda Worker');
    expect(toManager[0]).toContain('Urlaub, Mo., 7. Dezember 2026 – Di., 8. Dezember 2026');
    // The mail links to the page where it is decided, at the app's configured address.
    expect(toManager[0]).toContain('\nhttp://localhost:8080/approvals\n');
    // Nobody else administers Wanda's absences by being listed; the owners hear nothing.
    expect(await mailsTo('owner')).toHaveLength(0);

    await expectOk('PUT', `/api/absences/${absence.id}`, { as: 'manager', body: { status: 1 } });
    const toWorker = await mailsTo('worker2');
    expect(toWorker.filter((mail) => mail.includes('Subject: Your absence was approved'))).toHaveLength(1);
    expect(toWorker.at(-1)).toContain(
      'Holiday, Mon, 7 December 2026 – Tue, 8 December 2026) was approved by Max Manager',
    );
    expect(toWorker.at(-1)).toContain(
      `http://localhost:8080/absences?month=2026-12&user=${service.fixture.users.worker2.id}`,
    );
  });

  it('asks the boss and the team leader about a change request, and tells the requester the decision', async () => {
    const { manager } = service.fixture.users;
    await expectOk('PUT', `/api/v2/users/${service.fixture.users.worker3.id}`, {
      body: { boss: manager.id, teams_id: service.fixture.teamId },
    });
    const before = {
      manager: (await mailsTo('manager')).length,
      manager2: (await mailsTo('manager2')).length,
    };
    // Willa's edit lock reaches 2026-11-01: her change for an earlier day waits for a decision.
    const filed = await expectOk('POST', '/api/v2/workTimes/changeRequests', {
      as: 'worker3',
      body: {
        users_id: service.fixture.users.worker3.id,
        date: '2026-10-15',
        changes: [{ type: 1, time_since: '2026-10-15T07:00:00Z', time_until: '2026-10-15T09:00:00Z' }],
      },
    });
    expect(filed.approved_immediately).toBe(false);
    expect((await mailsTo('manager')).length).toBe(before.manager + 1);
    const toLeader = (await mailsTo('manager2')).slice(before.manager2);
    expect(toLeader).toHaveLength(1);
    expect(toLeader[0]).toContain('Willa Locked asks to change their work times on Thu, 15 October 2026');

    await expectOk('POST', `/api/v2/workTimes/changeRequests/${filed.change_request.id}/decline`, {
      as: 'manager2',
    });
    const toRequester = await mailsTo('worker3');
    expect(toRequester.at(-1)).toContain('Subject: Your change request was declined');
    expect(toRequester.at(-1)).toContain('was declined by Mia Manager');
    const worker3 = service.fixture.users.worker3.id;
    expect(toRequester.at(-1)).toContain(
      `http://localhost:8080/change-requests?tab=declined&user=${worker3}&date_since=2026-10-15&date_until=2026-10-15`,
    );
  });

  it('puts the reason a decider gives into the decline mail, of an absence (its note) and of a change request', async () => {
    const { absence } = await expectOk('POST', '/api/absences', {
      as: 'worker2',
      body: { date_since: '2026-12-14', date_until: '2026-12-14', type: 1 },
    });
    await expectOk('PUT', `/api/absences/${absence.id}`, {
      as: 'manager',
      body: { status: 2, note: 'The week before Christmas is fully booked.' },
    });
    const declinedAbsence = (await mailsTo('worker2')).filter((mail) => mail.includes('14 December 2026'));
    expect(declinedAbsence).toHaveLength(1);
    expect(declinedAbsence[0]).toContain('Subject: Your absence was declined');
    expect(declinedAbsence[0]).toContain('\nNote: The week before Christmas is fully booked.\n');

    const filed = await expectOk('POST', '/api/v2/workTimes/changeRequests', {
      as: 'worker3',
      body: {
        users_id: service.fixture.users.worker3.id,
        date: '2026-10-16',
        changes: [{ type: 1, time_since: '2026-10-16T07:00:00Z', time_until: '2026-10-16T09:00:00Z' }],
      },
    });
    await expectOk('POST', `/api/v2/workTimes/changeRequests/${filed.change_request.id}/decline`, {
      as: 'manager',
      body: { reason: '  You were on leave that day.  ' },
    });
    const declinedRequest = (await mailsTo('worker3')).filter((mail) => mail.includes('16 October 2026'));
    expect(declinedRequest).toHaveLength(1);
    expect(declinedRequest[0]).toContain('Subject: Your change request was declined');
    expect(declinedRequest[0]).toContain('\nReason: You were on leave that day.\n');
  });

  it('tells who was asked about an absence request that it was withdrawn', async () => {
    const before = (await mailsTo('manager')).length;
    const { absence } = await expectOk('POST', '/api/absences', {
      as: 'worker2',
      body: { date_since: '2027-01-11', date_until: '2027-01-11', type: 1 },
    });
    await expectOk('PUT', `/api/absences/${absence.id}`, { as: 'worker2', body: { status: 4 } });
    const toManager = (await mailsTo('manager')).slice(before);
    expect(toManager).toHaveLength(2);
    // Max reads German since the first test.
    expect(toManager[1]).toContain('Subject: Wanda Worker hat einen Abwesenheitsantrag zurückgezogen');
    expect(toManager[1]).toContain('Urlaub, Mo., 11. Januar 2027');
    expect(toManager[1]).toContain('http://localhost:8080/approvals');
  });

  it('sends none of a kind the recipient switched off', async () => {
    const saved = await expectOk('PUT', '/api/notification-settings', {
      as: 'manager',
      body: { absence_filed: false },
    });
    expect(saved.notification_settings).toMatchObject({ absence_filed: false, absence_decided: true });
    const before = (await mailsTo('manager')).length;
    await expectOk('POST', '/api/absences', {
      as: 'worker2',
      body: { date_since: '2026-12-14', date_until: '2026-12-14', type: 1 },
    });
    expect(await mailsTo('manager')).toHaveLength(before);
    await expectOk('PUT', '/api/notification-settings', { as: 'manager', body: { absence_filed: true } });
  });
});

describe('notification settings', () => {
  it('start with every kind on, save partially with their own version, and refuse a stale one', async () => {
    const first = await service.request('GET', '/api/notification-settings', { as: 'worker1' });
    expect(notificationSettingsSingleSchema.parse(first.body).notification_settings).toEqual({
      absence_filed: true,
      absence_decided: true,
      change_request_waiting: true,
      change_request_decided: true,
      budget_warning: true,
    });
    expect(first.headers.get('etag')).toBe('"0"');
    const saved = await service.request('PUT', '/api/notification-settings', {
      as: 'worker1',
      body: { absence_decided: false },
      headers: { 'If-Match': '"0"' },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"1"');
    const stale = await service.request('PUT', '/api/notification-settings', {
      as: 'worker1',
      body: { absence_decided: true },
      headers: { 'If-Match': '"0"' },
    });
    expect(stale.status).toBe(412);
    const invalid = await service.request('PUT', '/api/notification-settings', {
      as: 'worker1',
      body: { absence_decided: 'no' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual(['absence_decided']);
    const after = await service.request('GET', '/api/notification-settings', { as: 'worker1' });
    expect(after.body.notification_settings.absence_decided).toBe(false);
  });
});

describe('the mail queue', () => {
  it('answers the request when the mail server fails, and sends the mail on a later try', async () => {
    let failures = 1;
    const flaky: Mailer = {
      ...service.mailer,
      async deliver(message) {
        if (failures-- > 0) throw new Error('connection refused');
        await service.mailer.deliver(message);
      },
    };
    const mailQueue = createMailQueue({ db: service.db, clock: service.clock, mailer: flaky });
    const app = createApp({ db: service.db, clock: service.clock, mailer: flaky, mailQueue });
    const worker2 = service.fixture.users.worker2;
    const before = (await mailsTo('manager')).length;

    const response = await app.request('/api/absences', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-ServiceApiUser': worker2.email,
        'X-ServiceApiKey': worker2.key,
        'X-Service-External-Application': 'tests;tests@example.com',
      },
      body: JSON.stringify({ date_since: '2026-12-21', date_until: '2026-12-21', type: 1 }),
    });
    expect(response.status).toBe(200);
    await mailQueue.drain();
    const [waiting] = await service.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, lastError: 'Error: connection refused' });
    expect(await mailsTo('manager')).toHaveLength(before);

    // The retry is due a minute later.
    const now = service.clock.now().toISOString();
    service.clock.set(new Date(service.clock.now().getTime() + 61_000).toISOString());
    await mailQueue.drain();
    service.clock.set(now);
    mailQueue.stop();
    const toManager = await mailsTo('manager');
    expect(toManager).toHaveLength(before + 1);
    // Max reads German since the first test.
    expect(toManager.filter((mail) => mail.includes('Urlaub, Mo., 21. Dezember 2026'))).toHaveLength(1);
    const [sent] = await service.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, (waiting as { id: number }).id));
    expect(sent?.attempts).toBe(2);
    expect(sent?.sentAt).not.toBeNull();
  });
});
