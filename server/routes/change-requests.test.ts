import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeRequestAddResponseSchema,
  changeRequestListSchema,
  changeRequestSingleSchema,
} from '../../contract/change-requests.ts';
import { changeRequests, teams, users, workTimes } from '../db/schema.ts';
import type { Fixture } from '../testing/fixture.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

const PATH = '/api/v2/workTimes/changeRequests';
const TABLES = ['change_requests', 'work_times'];

type Who = keyof Fixture['users'];
type Change = { type: 1 | 2; time_since: string; time_until: string };

let service: TestService;
let ids: Record<Who, number>;

/**
 * The fixture's cast, plus: W1 locked on or before 2026-10-31 (so that M, his boss, has requests to
 * decide); W2 with a dynamic lock of 3 days; W3 (locked on or before 2026-11-01) whose boss is the
 * worker W2 and whose team is led by the worker W1. Every fixture user lives in Europe/Berlin;
 * the clock stands at 2026-11-21T10:00:00Z.
 */
beforeAll(async () => {
  service = await startTestService();
  ids = Object.fromEntries(
    Object.entries(service.fixture.users).map(([name, user]) => [name, user.id]),
  ) as Record<Who, number>;
  const [nightShift] = await service.db
    .insert(teams)
    .values({ name: 'Night shift', leader: ids.worker1 })
    .returning();
  await service.db.update(users).set({ editLock: '2026-10-31' }).where(eq(users.id, ids.worker1));
  await service.db.update(users).set({ editLockDyn: 3 }).where(eq(users.id, ids.worker2));
  await service.db
    .update(users)
    .set({ boss: ids.worker2, teamsId: nightShift?.id })
    .where(eq(users.id, ids.worker3));
});
afterAll(() => service.close());

const add = (time_since: string, time_until: string): Change => ({ type: 1, time_since, time_until });
const cut = (time_since: string, time_until: string): Change => ({ type: 2, time_since, time_until });
/** A UTC instant on `date`; hours 00–20 UTC lie inside the Berlin day of the same date all year. */
const at = (date: string, time: string) => `${date}T${time}:00Z`;

function file(as: Who, usersId: number, date: string, changes: Change[]) {
  return service.request('POST', PATH, { as, body: { date, users_id: usersId, changes } });
}

/** Files a pending request (the filer must be locked on `date`) and returns it. */
async function pending(as: Who, usersId: number, date: string, changes: Change[]) {
  const response = await file(as, usersId, date, changes);
  expect(response.status).toBe(200);
  expect(response.body.approved_immediately).toBe(false);
  return response.body.change_request as { id: number; date: string; users_id: number; status: number };
}

/** Sets a day's work times through an owner's request, which applies at once. */
async function seedDay(usersId: number, date: string, changes: Change[]) {
  const response = await file('owner', usersId, date, changes);
  expect(response.body).toEqual({
    change_request: null,
    replaced_change_request: null,
    approved_immediately: true,
  });
}

async function intervalsOf(usersId: number, date: string) {
  const response = await service.request(
    'GET',
    `/api/v2/workTimes?users_id=${usersId}&date_since=${date}&date_until=${date}`,
  );
  expect(response.status).toBe(200);
  return (response.body.work_time_days[0]?.intervals ?? []) as { time_since: string; time_until: string }[];
}

async function workTimeRows(usersId: number, date: string) {
  return service.db
    .select({ since: workTimes.timeSince, until: workTimes.timeUntil })
    .from(workTimes)
    .where(and(eq(workTimes.usersId, usersId), eq(workTimes.date, date)))
    .orderBy(workTimes.timeSince);
}

async function pendingIds(usersId: number, date: string) {
  const rows = await service.db
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(
      and(eq(changeRequests.usersId, usersId), eq(changeRequests.date, date), eq(changeRequests.status, 1)),
    );
  return rows.map((row) => row.id);
}

describe('creating a change request', () => {
  it('files a pending request for a locked day and leaves the work times alone', async () => {
    const before = await snapshot(service.db, ['work_times']);
    const changes = [add(at('2026-10-28', '07:00'), at('2026-10-28', '11:00'))];
    const response = await file('worker3', ids.worker3, '2026-10-28', changes);
    expect(response.status).toBe(200);
    expect(changeRequestAddResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual({
      change_request: {
        id: expect.any(Number),
        date: '2026-10-28',
        users_id: ids.worker3,
        status: 1,
        declined_at: null,
        declined_by: null,
        changes,
      },
      replaced_change_request: null,
      approved_immediately: false,
    });
    expect(await snapshot(service.db, ['work_times'])).toEqual(before);
  });

  it('overwrites the pending request of that day with a new one and returns the old one', async () => {
    const first = await pending('worker3', ids.worker3, '2026-10-27', [
      add(at('2026-10-27', '07:00'), at('2026-10-27', '09:00')),
    ]);
    const second = await file('worker3', ids.worker3, '2026-10-27', [
      cut(at('2026-10-27', '12:00'), at('2026-10-27', '13:00')),
    ]);
    expect(second.status).toBe(200);
    expect(second.body.replaced_change_request).toEqual(first);
    expect(second.body.change_request.id).not.toBe(first.id);
    expect(await pendingIds(ids.worker3, '2026-10-27')).toEqual([second.body.change_request.id]);
    expect((await service.request('GET', `${PATH}/${first.id}`)).status).toBe(404);
  });

  it('leaves a declined request in place when a new one is filed for its day', async () => {
    const declined = await pending('worker3', ids.worker3, '2026-10-26', [
      add(at('2026-10-26', '07:00'), at('2026-10-26', '09:00')),
    ]);
    expect((await service.request('POST', `${PATH}/${declined.id}/decline`, { as: 'manager' })).status).toBe(
      200,
    );
    const next = await file('worker3', ids.worker3, '2026-10-26', [
      add(at('2026-10-26', '10:00'), at('2026-10-26', '12:00')),
    ]);
    expect(next.body.replaced_change_request).toBeNull();
    const list = await service.request(
      'GET',
      `${PATH}?users_id=${ids.worker3}&date_since=2026-10-26&date_until=2026-10-26`,
    );
    expect(
      list.body.change_requests.map((request: { id: number; status: number }) => [
        request.id,
        request.status,
      ]),
    ).toEqual([
      [next.body.change_request.id, 1],
      [declined.id, 2],
    ]);
  });

  it('applies the changes at once when the filer may edit the day', async () => {
    const response = await file('worker1', ids.worker1, '2026-11-10', [
      add(at('2026-11-10', '07:00'), at('2026-11-10', '11:00')),
      add(at('2026-11-10', '12:00'), at('2026-11-10', '16:00')),
      cut(at('2026-11-10', '09:00'), at('2026-11-10', '09:30')),
    ]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      change_request: null,
      replaced_change_request: null,
      approved_immediately: true,
    });
    expect(await intervalsOf(ids.worker1, '2026-11-10')).toEqual([
      { time_since: at('2026-11-10', '07:00'), time_until: at('2026-11-10', '09:00') },
      { time_since: at('2026-11-10', '09:30'), time_until: at('2026-11-10', '11:00') },
      { time_since: at('2026-11-10', '12:00'), time_until: at('2026-11-10', '16:00') },
    ]);
    expect(await pendingIds(ids.worker1, '2026-11-10')).toEqual([]);
  });

  it.each(['owner', 'manager', 'manager2'] as const)(
    'lets a %s change a locked day of a worker at once',
    async (as) => {
      const date = { owner: '2026-10-01', manager: '2026-10-02', manager2: '2026-10-05' }[as];
      const response = await file(as, ids.worker3, date, [add(at(date, '08:00'), at(date, '10:00'))]);
      expect(response.body.approved_immediately).toBe(true);
      expect(await intervalsOf(ids.worker3, date)).toEqual([
        { time_since: at(date, '08:00'), time_until: at(date, '10:00') },
      ]);
    },
  );

  it('judges the lock by the filer: a manager filing for a locked worker is never locked', async () => {
    // W2 is locked before 2026-11-19 by edit_lock_dyn = 3 and files a pending request …
    const own = await file('worker2', ids.worker2, '2026-11-18', [
      add(at('2026-11-18', '08:00'), at('2026-11-18', '09:00')),
    ]);
    expect(own.body.approved_immediately).toBe(false);
    // … but the same day is still open to W2 two days later, today included.
    const open = await file('worker2', ids.worker2, '2026-11-19', [
      add(at('2026-11-19', '08:00'), at('2026-11-19', '09:00')),
    ]);
    expect(open.body.approved_immediately).toBe(true);
  });

  it('refuses a worker filing for someone else and changes nothing', async () => {
    const before = await snapshot(service.db, TABLES);
    for (const body of [
      {
        date: '2026-10-20',
        users_id: ids.worker2,
        changes: [add(at('2026-10-20', '08:00'), at('2026-10-20', '09:00'))],
      },
      // Rights come before validation.
      { date: '2026-02-30', users_id: ids.worker2, changes: [] },
      {
        date: '2026-10-20',
        users_id: ids.owner,
        changes: [add(at('2026-10-20', '08:00'), at('2026-10-20', '09:00'))],
      },
    ]) {
      const response = await service.request('POST', PATH, { as: 'worker1', body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: { code: 403, message: 'You do not have the right to do this.' },
      });
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('ignores server-owned fields: a worker cannot approve his own request by sending them', async () => {
    const before = await snapshot(service.db, ['work_times']);
    const response = await service.request('POST', PATH, {
      as: 'worker3',
      body: {
        date: '2026-10-21',
        users_id: ids.worker3,
        changes: [{ ...add(at('2026-10-21', '08:00'), at('2026-10-21', '09:00')), status: 9 }],
        status: 2,
        approved_immediately: true,
        declined_by: ids.worker3,
        id: 1,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.approved_immediately).toBe(false);
    expect(response.body.change_request).toMatchObject({ status: 1, declined_by: null });
    expect(response.body.change_request.changes).toEqual([
      add(at('2026-10-21', '08:00'), at('2026-10-21', '09:00')),
    ]);
    expect(await snapshot(service.db, ['work_times'])).toEqual(before);
  });

  it('accepts a form body with the changes as JSON', async () => {
    const changes = [add(at('2026-10-22', '08:00'), at('2026-10-22', '09:00'))];
    const response = await service.request('POST', PATH, {
      as: 'worker3',
      form: { date: '2026-10-22', users_id: String(ids.worker3), changes: JSON.stringify(changes) },
    });
    expect(response.status).toBe(200);
    expect(response.body.change_request).toMatchObject({
      date: '2026-10-22',
      users_id: ids.worker3,
      changes,
    });
  });

  it('is valid from Monday 2023-08-21 on', async () => {
    const valid = await file('owner', ids.worker3, '2023-08-21', [
      add(at('2023-08-21', '08:00'), at('2023-08-21', '09:00')),
    ]);
    expect(valid.status).toBe(200);
    const before = await snapshot(service.db, TABLES);
    const early = await file('owner', ids.worker3, '2023-08-20', [
      add(at('2023-08-20', '08:00'), at('2023-08-20', '09:00')),
    ]);
    expect(early.status).toBe(400);
    expect(early.body.error.fields).toEqual(['date']);
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  const ok = add(at('2026-10-23', '08:00'), at('2026-10-23', '09:00'));
  it.each<[string, Record<string, unknown>, string[]]>([
    // JSON leaves out keys whose value is undefined.
    [
      'nothing',
      { date: undefined, users_id: undefined, changes: undefined },
      ['date', 'users_id', 'changes'],
    ],
    ['nulls', { date: null, users_id: null, changes: null }, ['date', 'users_id', 'changes']],
    ['a number as date', { date: 20261023 }, ['date']],
    ['an impossible date', { date: '2026-02-30' }, ['date']],
    ['a timestamp as date', { date: '2026-10-23T00:00:00Z' }, ['date']],
    ['a NUL byte in the date', { date: '2026-10-2\u0000' }, ['date']],
    ['a year out of range', { date: '2101-01-01' }, ['date']],
    ['users_id as a string', { users_id: '5' }, ['users_id']],
    ['users_id 0', { users_id: 0 }, ['users_id']],
    ['users_id beyond 32 bits', { users_id: 2_147_483_648 }, ['users_id']],
    ['a fractional users_id', { users_id: 1.5 }, ['users_id']],
    ['no changes', { changes: [] }, ['changes']],
    ['51 changes', { changes: Array(51).fill(ok) }, ['changes']],
    ['changes as text', { changes: 'add' }, ['changes']],
    ['change type 3', { changes: [{ ...ok, type: 3 }] }, ['changes.0.type']],
    ['change type as a string', { changes: [{ ...ok, type: '1' }] }, ['changes.0.type']],
    [
      'a timestamp without zone',
      { changes: [{ ...ok, time_since: '2026-10-23T08:00:00' }] },
      ['changes.0.time_since'],
    ],
    [
      'a timestamp with offset',
      { changes: [{ ...ok, time_since: '2026-10-23T10:00:00+02:00' }] },
      ['changes.0.time_since'],
    ],
    ['hour 24', { changes: [{ ...ok, time_until: '2026-10-23T24:00:00Z' }] }, ['changes.0.time_until']],
    [
      'a NUL byte in a time',
      { changes: [{ ...ok, time_since: '2026-10-23T08:00:00Z\u0000' }] },
      ['changes.0.time_since'],
    ],
    ['a very long time', { changes: [{ ...ok, time_since: 'x'.repeat(10_000) }] }, ['changes.0.time_since']],
    ['an empty interval', { changes: [ok, { ...ok, time_until: ok.time_since }] }, ['changes.1.time_until']],
    [
      'a backwards interval',
      { changes: [cut(at('2026-10-23', '10:00'), at('2026-10-23', '09:00'))] },
      ['changes.0.time_until'],
    ],
    // Berlin's 2026-10-23 runs from 2026-10-22T22:00:00Z to 2026-10-23T22:00:00Z (summer time).
    [
      'a start on the day before',
      { changes: [add('2026-10-22T21:30:00Z', at('2026-10-23', '09:00'))] },
      ['changes.0.time_since'],
    ],
    [
      'an end on the day after',
      { changes: [ok, add(at('2026-10-23', '20:00'), '2026-10-23T22:30:00Z')] },
      ['changes.1.time_until'],
    ],
    [
      'an interval on another day',
      { changes: [add('2026-10-24T08:00:00Z', '2026-10-24T09:00:00Z')] },
      ['changes.0.time_since', 'changes.0.time_until'],
    ],
  ])('rejects %s with a 400 naming the fields and changes nothing', async (_, patch, fields) => {
    const body = { date: '2026-10-23', users_id: ids.worker3, changes: [ok], ...patch };
    const before = await snapshot(service.db, TABLES);
    const response = await service.request('POST', PATH, { as: 'worker3', body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('rejects instants just outside a DST day', async () => {
    const before = await snapshot(service.db, TABLES);
    const spring = await file('owner', ids.worker2, '2026-03-29', [
      add('2026-03-28T22:59:59Z', '2026-03-29T01:00:00Z'),
      add('2026-03-29T21:00:00Z', '2026-03-29T22:00:01Z'),
    ]);
    expect(spring.status).toBe(400);
    expect(spring.body.error.fields).toEqual(['changes.0.time_since', 'changes.1.time_until']);
    const autumn = await file('owner', ids.worker2, '2026-10-25', [
      add('2026-10-25T23:00:00Z', '2026-10-25T23:30:00Z'),
    ]);
    expect(autumn.body.error.fields).toEqual(['changes.0.time_since', 'changes.0.time_until']);
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('rejects a user that does not exist', async () => {
    const before = await snapshot(service.db, TABLES);
    const response = await file('owner', 999_999, '2026-10-23', [ok]);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it.each(['not json', '[]', 'null', '{"date":'])('rejects the body %s', async (body) => {
    const before = await snapshot(service.db, TABLES);
    const response = await service.request('POST', PATH, { as: 'worker3', body });
    expect(response.status).toBe(400);
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('answers in French when asked', async () => {
    const response = await service.request('POST', PATH, {
      as: 'worker3',
      body: { date: '2026-10-23', users_id: ids.worker3, changes: [] },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(response.body.error.message).toBe('Valeur invalide ou manquante : changes.');
  });
});

describe('approving', () => {
  it("applies the changes to the day's work times exactly and removes the request", async () => {
    const date = '2026-10-06';
    await seedDay(ids.worker1, date, [
      add(at(date, '06:00'), at(date, '10:00')),
      add(at(date, '11:00'), at(date, '15:00')),
    ]);
    const request = await pending('worker1', ids.worker1, date, [
      add(at(date, '10:00'), at(date, '11:00')),
      cut(at(date, '08:00'), at(date, '08:30')),
      add(at(date, '16:00'), at(date, '17:00')),
      cut(at(date, '14:00'), at(date, '16:30')),
    ]);
    const response = await service.request('POST', `${PATH}/${request.id}/approve`, { as: 'manager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ change_request: null });
    const expected = [
      { time_since: at(date, '06:00'), time_until: at(date, '08:00') },
      { time_since: at(date, '08:30'), time_until: at(date, '14:00') },
      { time_since: at(date, '16:30'), time_until: at(date, '17:00') },
    ];
    expect(await intervalsOf(ids.worker1, date)).toEqual(expected);
    expect((await workTimeRows(ids.worker1, date)).length).toBe(3);
    expect((await service.request('GET', `${PATH}/${request.id}`)).status).toBe(404);
    const list = await service.request('GET', `${PATH}?users_id=${ids.worker1}&items_per_page=1000`);
    expect(list.body.change_requests.map((item: { id: number }) => item.id)).not.toContain(request.id);
  });

  it('lets a worker decide as boss and as team leader', async () => {
    const first = await pending('worker3', ids.worker3, '2026-10-07', [
      add(at('2026-10-07', '08:00'), at('2026-10-07', '09:00')),
    ]);
    expect((await service.request('POST', `${PATH}/${first.id}/approve`, { as: 'worker2' })).status).toBe(
      200,
    );
    const second = await pending('worker3', ids.worker3, '2026-10-08', [
      add(at('2026-10-08', '08:00'), at('2026-10-08', '09:00')),
    ]);
    expect((await service.request('POST', `${PATH}/${second.id}/approve`, { as: 'worker1' })).status).toBe(
      200,
    );
    expect(await intervalsOf(ids.worker3, '2026-10-08')).toEqual([
      { time_since: at('2026-10-08', '08:00'), time_until: at('2026-10-08', '09:00') },
    ]);
  });

  it("lets any manager decide a worker's request", async () => {
    const request = await pending('worker1', ids.worker1, '2026-10-09', [
      add(at('2026-10-09', '08:00'), at('2026-10-09', '09:00')),
    ]);
    expect((await service.request('POST', `${PATH}/${request.id}/approve`, { as: 'manager2' })).status).toBe(
      200,
    );
  });

  it('lets nobody decide his own request, a manager included', async () => {
    const own = await pending('worker3', ids.worker3, '2026-10-12', [
      add(at('2026-10-12', '08:00'), at('2026-10-12', '09:00')),
    ]);
    const [managers] = await service.db
      .insert(changeRequests)
      .values({
        usersId: ids.manager,
        date: '2026-10-12',
        changes: [add(at('2026-10-12', '08:00'), at('2026-10-12', '09:00'))],
      })
      .returning();
    const before = await snapshot(service.db, TABLES);
    for (const [as, id] of [
      ['worker3', own.id],
      ['manager', managers?.id],
    ] as const) {
      for (const action of ['approve', 'decline']) {
        const response = await service.request('POST', `${PATH}/${id}/${action}`, { as });
        expect(response.status).toBe(403);
      }
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
    expect((await service.request('POST', `${PATH}/${managers?.id}/approve`, { as: 'owner' })).status).toBe(
      200,
    );
  });

  it("hides another worker's request from a worker who does not decide it", async () => {
    const request = await pending('worker2', ids.worker2, '2026-11-02', [
      add(at('2026-11-02', '08:00'), at('2026-11-02', '09:00')),
    ]);
    const before = await snapshot(service.db, TABLES);
    for (const [method, path] of [
      ['GET', `${PATH}/${request.id}`],
      ['POST', `${PATH}/${request.id}/approve`],
      ['POST', `${PATH}/${request.id}/decline`],
      ['DELETE', `${PATH}/${request.id}`],
    ]) {
      const response = await service.request(method as string, path as string, { as: 'worker1' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 404, message: 'Not found.' } });
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
    // W2's team leader M2 sees and decides it.
    expect((await service.request('GET', `${PATH}/${request.id}`, { as: 'manager2' })).status).toBe(200);
  });

  it('answers 404 for one already approved and 422 for a declined one, changing nothing', async () => {
    const approved = await pending('worker1', ids.worker1, '2026-10-13', [
      add(at('2026-10-13', '08:00'), at('2026-10-13', '09:00')),
    ]);
    await service.request('POST', `${PATH}/${approved.id}/approve`, { as: 'manager' });
    const declined = await pending('worker1', ids.worker1, '2026-10-14', [
      add(at('2026-10-14', '08:00'), at('2026-10-14', '09:00')),
    ]);
    await service.request('POST', `${PATH}/${declined.id}/decline`, { as: 'manager' });
    const before = await snapshot(service.db, TABLES);
    expect((await service.request('POST', `${PATH}/${approved.id}/approve`, { as: 'manager' })).status).toBe(
      404,
    );
    expect((await service.request('POST', `${PATH}/${approved.id}/decline`, { as: 'manager' })).status).toBe(
      404,
    );
    const again = await service.request('POST', `${PATH}/${declined.id}/approve`, { as: 'manager' });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(
      'This change request was declined; it can no longer be approved, declined or deleted.',
    );
    expect((await service.request('POST', `${PATH}/${declined.id}/decline`, { as: 'owner' })).status).toBe(
      422,
    );
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('keeps the request pending and the work times unchanged when applying fails', async () => {
    const date = '2026-10-15';
    await seedDay(ids.worker1, date, [add(at(date, '07:00'), at(date, '09:00'))]);
    const request = await pending('worker1', ids.worker1, date, [
      cut(at(date, '07:00'), at(date, '08:00')),
      add(at(date, '14:00'), at(date, '15:00')),
    ]);
    const before = await snapshot(service.db, TABLES);
    // The database refuses the interval the approval would write: the apply step breaks midway.
    await service.db.execute(
      sql.raw(
        `alter table work_times add constraint test_break_apply check (time_until <> '${at(date, '15:00')}')`,
      ),
    );
    try {
      const response = await service.request('POST', `${PATH}/${request.id}/approve`, { as: 'manager' });
      expect(response.status).toBe(500);
      expect(JSON.stringify(response.body)).not.toMatch(/test_break_apply|work_times|23514/);
    } finally {
      await service.db.execute(sql.raw('alter table work_times drop constraint test_break_apply'));
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
    expect(await pendingIds(ids.worker1, date)).toEqual([request.id]);
  });

  it('answers 405 with Allow to a GET on an action route', async () => {
    const request = await pending('worker3', ids.worker3, '2026-10-16', [
      add(at('2026-10-16', '08:00'), at('2026-10-16', '09:00')),
    ]);
    for (const action of ['approve', 'decline']) {
      const response = await service.request('GET', `${PATH}/${request.id}/${action}`, { as: 'manager' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect(await pendingIds(ids.worker3, '2026-10-16')).toEqual([request.id]);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '1abc', '2147483648', '99999999999999999999'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('POST', `${PATH}/${id}/approve`)).status).toBe(404);
      expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
      expect((await service.request('DELETE', `${PATH}/${id}`)).status).toBe(404);
    },
  );
});

describe('declining', () => {
  it('marks the request declined by the caller at the current time', async () => {
    const request = await pending('worker1', ids.worker1, '2026-10-19', [
      add(at('2026-10-19', '08:00'), at('2026-10-19', '09:00')),
    ]);
    const before = await snapshot(service.db, ['work_times']);
    const response = await service.request('POST', `${PATH}/${request.id}/decline`, { as: 'manager' });
    expect(response.status).toBe(200);
    expect(changeRequestSingleSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.change_request).toEqual({
      ...request,
      status: 2,
      declined_at: '2026-11-21T10:00:00Z',
      declined_by: ids.manager,
    });
    expect(response.headers.get('etag')).toBe('"2"');
    expect(await snapshot(service.db, ['work_times'])).toEqual(before);
    const read = await service.request('GET', `${PATH}/${request.id}`, { as: 'worker1' });
    expect(read.body).toEqual(response.body);
  });

  it('keeps a reason given with the decline beside the record, answered in a list that asks for it', async () => {
    const [withReason, without] = await Promise.all(
      ['2026-10-05', '2026-10-06'].map((day) =>
        pending('worker1', ids.worker1, day, [add(at(day, '08:00'), at(day, '09:00'))]),
      ),
    );
    const declined = await service.request('POST', `${PATH}/${withReason?.id}/decline`, {
      as: 'manager',
      body: { reason: 'Training day, booked already' },
    });
    expect(declined.status).toBe(200);
    // The record keeps exactly the interface's fields.
    expect(Object.keys(declined.body.change_request).sort()).toEqual([
      'changes',
      'date',
      'declined_at',
      'declined_by',
      'id',
      'status',
      'users_id',
    ]);
    // Only spaces say nothing.
    await service.request('POST', `${PATH}/${without?.id}/decline`, {
      as: 'manager',
      body: { reason: '   ' },
    });

    const range = 'date_since=2026-10-05&date_until=2026-10-06';
    const plain = await service.request('GET', `${PATH}?${range}`, { as: 'worker1' });
    expect(plain.body).not.toHaveProperty('decline_reasons');
    const asked = await service.request('GET', `${PATH}?${range}&decline_reasons=true`, { as: 'worker1' });
    expect(asked.status).toBe(200);
    expect(asked.body.change_requests.map((request: { id: number }) => request.id)).toEqual([
      without?.id,
      withReason?.id,
    ]);
    expect(asked.body.decline_reasons).toEqual([
      { change_requests_id: withReason?.id, reason: 'Training day, booked already' },
    ]);
  });

  it('refuses a reason that is too long or not text with a 400 naming it, declining nothing', async () => {
    const request = await pending('worker1', ids.worker1, '2026-10-07', [
      add(at('2026-10-07', '08:00'), at('2026-10-07', '09:00')),
    ]);
    for (const reason of ['x'.repeat(10_001), 5]) {
      const response = await service.request('POST', `${PATH}/${request.id}/decline`, {
        as: 'manager',
        body: { reason },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['reason']);
    }
    const read = await service.request('GET', `${PATH}/${request.id}`, { as: 'worker1' });
    expect(read.body.change_request.status).toBe(1);
  });
});

describe('deleting', () => {
  it('withdraws an own pending request and leaves the work times alone', async () => {
    const request = await pending('worker3', ids.worker3, '2026-10-20', [
      add(at('2026-10-20', '08:00'), at('2026-10-20', '09:00')),
    ]);
    const before = await snapshot(service.db, ['work_times']);
    const response = await service.request('DELETE', `${PATH}/${request.id}`, { as: 'worker3' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ change_request: null });
    expect(await snapshot(service.db, ['work_times'])).toEqual(before);
    expect((await service.request('GET', `${PATH}/${request.id}`)).status).toBe(404);
  });

  it("lets managers delete anyone's pending request but not a worker who decides it", async () => {
    const request = await pending('worker3', ids.worker3, '2026-10-29', [
      add(at('2026-10-29', '08:00'), at('2026-10-29', '09:00')),
    ]);
    const before = await snapshot(service.db, TABLES);
    for (const as of ['worker2', 'worker1'] as const) {
      expect((await service.request('DELETE', `${PATH}/${request.id}`, { as })).status).toBe(403);
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
    expect((await service.request('DELETE', `${PATH}/${request.id}`, { as: 'manager2' })).status).toBe(200);
  });

  it('refuses to delete a declined request', async () => {
    const request = await pending('worker3', ids.worker3, '2026-10-30', [
      add(at('2026-10-30', '08:00'), at('2026-10-30', '09:00')),
    ]);
    await service.request('POST', `${PATH}/${request.id}/decline`, { as: 'worker2' });
    const before = await snapshot(service.db, TABLES);
    for (const as of ['worker3', 'owner'] as const) {
      const response = await service.request('DELETE', `${PATH}/${request.id}`, { as });
      expect(response.status).toBe(422);
    }
    expect(await snapshot(service.db, TABLES)).toEqual(before);
  });

  it('answers 412 to a stale If-Match and keeps the request', async () => {
    const request = await pending('worker3', ids.worker3, '2026-10-31', [
      add(at('2026-10-31', '08:00'), at('2026-10-31', '09:00')),
    ]);
    const read = await service.request('GET', `${PATH}/${request.id}`, { as: 'worker3' });
    expect(read.headers.get('etag')).toBe('"1"');
    const stale = await service.request('DELETE', `${PATH}/${request.id}`, {
      as: 'worker3',
      headers: { 'If-Match': '"2"' },
    });
    expect(stale.status).toBe(412);
    expect(await pendingIds(ids.worker3, '2026-10-31')).toEqual([request.id]);
    const fresh = await service.request('DELETE', `${PATH}/${request.id}`, {
      as: 'worker3',
      headers: { 'If-Match': '"1"' },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('listing', () => {
  const dates = ['2025-06-02', '2025-06-03', '2025-06-04'];
  const requests: Record<string, { id: number }> = {};
  beforeAll(async () => {
    for (const date of dates) {
      requests[`w1-${date}`] = await pending('worker1', ids.worker1, date, [
        add(at(date, '08:00'), at(date, '09:00')),
      ]);
      requests[`w2-${date}`] = await pending('worker2', ids.worker2, date, [
        add(at(date, '08:00'), at(date, '09:00')),
      ]);
      requests[`w3-${date}`] = await pending('worker3', ids.worker3, date, [
        add(at(date, '08:00'), at(date, '09:00')),
      ]);
    }
    await service.request('POST', `${PATH}/${requests['w1-2025-06-03']?.id}/decline`, { as: 'manager' });
  });
  const june = 'date_since=2025-06-01&date_until=2025-06-30';
  const listed = (body: { change_requests: { users_id: number; date: string; id: number }[] }) =>
    body.change_requests.map((request) => [request.users_id, request.date]);

  it('lists newest first with paging', async () => {
    const response = await service.request('GET', `${PATH}?${june}`, { as: 'owner' });
    expect(response.status).toBe(200);
    expect(changeRequestListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.paging).toEqual({
      items_per_page: 50,
      current_page: 1,
      count_pages: 1,
      count_items: 9,
    });
    expect(listed(response.body)).toEqual(
      [...dates].reverse().flatMap((date) => [
        [ids.worker3, date],
        [ids.worker2, date],
        [ids.worker1, date],
      ]),
    );
    const page = await service.request('GET', `${PATH}?${june}&items_per_page=4&page=3`, { as: 'owner' });
    expect(page.body.paging).toEqual({ items_per_page: 4, current_page: 3, count_pages: 3, count_items: 9 });
    expect(listed(page.body)).toEqual([[ids.worker1, '2025-06-02']]);
  });

  it('filters by user, status and dates', async () => {
    const w1 = await service.request('GET', `${PATH}?${june}&users_id=${ids.worker1}`, { as: 'manager' });
    expect(listed(w1.body)).toEqual([
      [ids.worker1, '2025-06-04'],
      [ids.worker1, '2025-06-03'],
      [ids.worker1, '2025-06-02'],
    ]);
    const declined = await service.request('GET', `${PATH}?${june}&status=2`, { as: 'manager' });
    expect(declined.body.change_requests).toEqual([
      expect.objectContaining({ id: requests['w1-2025-06-03']?.id, status: 2, declined_by: ids.manager }),
    ]);
    const pendingOnes = await service.request('GET', `${PATH}?${june}&status=1`, { as: 'manager' });
    expect(pendingOnes.body.paging.count_items).toBe(8);
    const oneDay = await service.request('GET', `${PATH}?date_since=2025-06-03&date_until=2025-06-03`, {
      as: 'manager',
    });
    expect(listed(oneDay.body)).toEqual([
      [ids.worker3, '2025-06-03'],
      [ids.worker2, '2025-06-03'],
      [ids.worker1, '2025-06-03'],
    ]);
  });

  it.each<[Who, Who[]]>([
    ['worker1', ['worker1', 'worker3']],
    ['worker2', ['worker2', 'worker3']],
    ['worker3', ['worker3']],
  ])('shows %s his own requests and those he decides', async (as, visible) => {
    const response = await service.request('GET', `${PATH}?${june}`, { as });
    expect(
      new Set(response.body.change_requests.map((request: { users_id: number }) => request.users_id)),
    ).toEqual(new Set(visible.map((who) => ids[who])));
    expect(response.body.paging.count_items).toBe(visible.length * 3);
  });

  it("refuses a worker's filter on a user whose requests he may not see", async () => {
    const response = await service.request('GET', `${PATH}?users_id=${ids.worker2}`, { as: 'worker1' });
    expect(response.status).toBe(403);
    const allowed = await service.request('GET', `${PATH}?${june}&users_id=${ids.worker3}`, {
      as: 'worker1',
    });
    expect(allowed.body.paging.count_items).toBe(3);
  });

  it.each([
    ['status=3', ['status']],
    ['status=abc', ['status']],
    ['date_since=2025-06-31', ['date_since']],
    ['date_since=2025-06-10&date_until=2025-06-01', ['date_until']],
    ['users_id=-1', ['users_id']],
    ['items_per_page=0', ['items_per_page']],
  ])('rejects the query %s', async (query, fields) => {
    const response = await service.request('GET', `${PATH}?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('answers 401 without credentials', async () => {
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['GET', '/api/v2/workTimes'],
      ['POST', `${PATH}/1/approve`],
    ]) {
      expect((await service.request(method as string, path as string, { as: null })).status).toBe(401);
    }
  });
});

describe('the one-pending rule', () => {
  it('is a partial unique index in the database', async () => {
    const date = '2025-07-01';
    const values = { usersId: ids.worker3, date, changes: [add(at(date, '08:00'), at(date, '09:00'))] };
    await service.db.insert(changeRequests).values(values);
    await expect(service.db.insert(changeRequests).values(values)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    await service.db.insert(changeRequests).values({ ...values, status: 2 });
    expect(await pendingIds(ids.worker3, date)).toHaveLength(1);
  });
});

describe('concurrency', () => {
  it('lets 50 parallel requests for one user and day all succeed, leaving exactly one pending', async () => {
    const date = '2025-08-04';
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        file('worker3', ids.worker3, date, [
          add(at(date, '08:00'), `${date}T09:${String(index).padStart(2, '0')}:00Z`),
        ]),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const created = responses.map((response) => response.body.change_request.id as number);
    const replaced = responses
      .map((response) => response.body.replaced_change_request?.id as number | undefined)
      .filter((id) => id !== undefined);
    const survivors = await pendingIds(ids.worker3, date);
    expect(survivors).toHaveLength(1);
    expect(new Set(replaced).size).toBe(replaced.length);
    expect([...replaced].sort((a, b) => a - b)).toEqual(
      created.filter((id) => id !== survivors[0]).sort((a, b) => a - b),
    );
  });

  it('applies a request at most once when approve and decline race', async () => {
    const outcomes = new Set<string>();
    for (const day of ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05', '2025-09-08']) {
      const request = await pending('worker1', ids.worker1, day, [add(at(day, '08:00'), at(day, '09:00'))]);
      const [approve, decline] = await Promise.all([
        service.request('POST', `${PATH}/${request.id}/approve`, { as: 'manager' }),
        service.request('POST', `${PATH}/${request.id}/decline`, { as: 'owner' }),
      ]);
      const winners = [approve, decline].filter((response) => response.status === 200);
      expect(winners).toHaveLength(1);
      const intervals = await intervalsOf(ids.worker1, day);
      if (approve.status === 200) {
        outcomes.add('approved');
        expect(decline.status).toBe(404);
        expect(intervals).toEqual([{ time_since: at(day, '08:00'), time_until: at(day, '09:00') }]);
      } else {
        outcomes.add('declined');
        expect(approve.status).toBe(422);
        expect(intervals).toEqual([]);
        expect(await service.request('GET', `${PATH}/${request.id}`)).toMatchObject({
          body: { change_request: { status: 2 } },
        });
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('applies a request once when it is approved twice at the same time', async () => {
    const date = '2025-09-09';
    await seedDay(ids.worker1, date, [add(at(date, '07:00'), at(date, '12:00'))]);
    const request = await pending('worker1', ids.worker1, date, [
      cut(at(date, '09:00'), at(date, '10:00')),
      add(at(date, '13:00'), at(date, '14:00')),
    ]);
    const responses = await Promise.all([
      service.request('POST', `${PATH}/${request.id}/approve`, { as: 'manager' }),
      service.request('POST', `${PATH}/${request.id}/approve`, { as: 'owner' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 404]);
    const rows = await workTimeRows(ids.worker1, date);
    expect(rows.map((row) => [row.since.toISOString(), row.until.toISOString()])).toEqual([
      ['2025-09-09T07:00:00.000Z', '2025-09-09T09:00:00.000Z'],
      ['2025-09-09T10:00:00.000Z', '2025-09-09T12:00:00.000Z'],
      ['2025-09-09T13:00:00.000Z', '2025-09-09T14:00:00.000Z'],
    ]);
  });
});
