import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetHoursListSchema, targetHoursSingleSchema } from '../../contract/target-hours.ts';
import { targetHours, users } from '../db/schema.ts';
import type { RequestOptions } from '../testing/harness.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const TABLES = ['target_hours', 'users'];
type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

async function unchanged(method: string, path: string, init: RequestOptions = {}) {
  const before = await snapshot(service.db, TABLES);
  const response = await service.request(method, path, init);
  expect(await snapshot(service.db, TABLES)).toEqual(before);
  return response;
}

const weeklyHours = {
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 6.5,
  saturday: 0,
  sunday: 0,
  compensation_daily: 0,
  compensation_monthly: 0,
};

const monthlyTarget = {
  monthly_target: 160,
  workday_monday: true,
  workday_tuesday: true,
  workday_wednesday: true,
  workday_thursday: true,
  workday_friday: true,
  workday_saturday: false,
  workday_sunday: false,
  compensation_monthly: 2,
};

const weekly = (who: Who, values: Record<string, unknown> = {}) => ({
  users_id: userId(who),
  type: 'weekly',
  ...weeklyHours,
  ...values,
});
const monthly = (who: Who, values: Record<string, unknown> = {}) => ({
  users_id: userId(who),
  type: 'monthly',
  ...monthlyTarget,
  ...values,
});

async function add(body: Record<string, unknown>, as: Who = 'owner') {
  const response = await service.request('POST', '/api/targethours', { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.targethours as { id: number } & Record<string, unknown>;
}

async function rowOf(id: number) {
  const [row] = await service.db.select().from(targetHours).where(eq(targetHours.id, id));
  return row;
}

describe('target hours: rows', () => {
  it('adds, reads, edits and lists a weekly row', async () => {
    const created = await service.request('POST', '/api/targethours', {
      as: 'manager',
      body: weekly('worker1', {
        date_since: '2020-01-01',
        date_until: '2020-12-31',
        absence_fixed_credit: true,
      }),
    });
    expect(created.status).toBe(200);
    expect(targetHoursSingleSchema.safeParse(created.body).success).toBe(true);
    expect(created.body.targethours).toEqual({
      id: expect.any(Number),
      type: 'weekly',
      date_since: '2020-01-01',
      date_until: '2020-12-31',
      users_id: userId('worker1'),
      ...weeklyHours,
      absence_fixed_credit: true,
    });
    const id = created.body.targethours.id;
    const read = await service.request('GET', `/api/targethours/${id}`);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await service.request('PUT', `/api/targethours/${id}`, {
      body: { friday: 4, compensation_monthly: 1.5 },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.targethours).toMatchObject({ friday: 4, monday: 8, compensation_monthly: 1.5 });
    expect(edited.headers.get('etag')).toBe('"2"');
    const list = await service.request('GET', `/api/targethours?users_id=${userId('worker1')}`);
    expect(targetHoursListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.targethours.map((row: { id: number }) => row.id)).toContain(id);
    for (const row of list.body.targethours) expect(row.users_id).toBe(userId('worker1'));
  });

  it('adds a monthly row, also from a form body', async () => {
    const created = await service.request('POST', '/api/targethours', {
      form: {
        users_id: String(userId('worker1')),
        type: 'monthly',
        date_since: '2021-01-01',
        date_until: '2021-12-31',
        monthly_target: '120.5',
        workday_monday: '1',
        workday_tuesday: 'true',
        workday_wednesday: '1',
        workday_thursday: '0',
        workday_friday: 'false',
        workday_saturday: '0',
        workday_sunday: '0',
        compensation_monthly: '0',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.targethours).toEqual({
      id: expect.any(Number),
      type: 'monthly',
      date_since: '2021-01-01',
      date_until: '2021-12-31',
      compensation_monthly: 0,
      users_id: userId('worker1'),
      monthly_target: 120.5,
      workday_monday: true,
      workday_tuesday: true,
      workday_wednesday: true,
      workday_thursday: false,
      workday_friday: false,
      workday_saturday: false,
      workday_sunday: false,
    });
  });

  it("starts a row today in the caller's time zone when date_since is not sent", async () => {
    const row = await add(weekly('worker3'));
    expect(row).toMatchObject({ date_since: '2026-11-21', date_until: null });
    // 10:00 UTC on 21 November is still the 20th in Pago Pago (UTC−11).
    await service.db
      .update(users)
      .set({ timezone: 'Pacific/Pago_Pago' })
      .where(eq(users.id, userId('manager')));
    try {
      const created = await service.request('POST', '/api/targethours', {
        as: 'manager',
        body: weekly('manager'),
      });
      expect(created.body.targethours.date_since).toBe('2026-11-20');
    } finally {
      await service.db
        .update(users)
        .set({ timezone: 'Europe/Berlin' })
        .where(eq(users.id, userId('manager')));
    }
  });

  it('ends the open row the day before a new row starts, and refuses a row overlapping a closed one', async () => {
    const first = await add(weekly('worker2', { date_since: '2024-01-01' }));
    const second = await add(monthly('worker2', { date_since: '2024-07-01' }));
    expect(second.date_until).toBeNull();
    expect(await rowOf(first.id)).toMatchObject({ dateUntil: '2024-06-30', version: 2 });
    const read = await service.request('GET', `/api/targethours/${first.id}`);
    expect(read.body.targethours.date_until).toBe('2024-06-30');
    expect(read.headers.get('etag')).toBe('"2"');
    // Inside the closed first row: 409, and the open second row keeps its open end.
    const clash = await unchanged('POST', '/api/targethours', {
      body: weekly('worker2', { date_since: '2024-03-01' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('The period overlaps another one of this co-worker.');
    // Before every row, closed: fits. Open and before the open row: overlaps it.
    await add(weekly('worker2', { date_since: '2023-01-01', date_until: '2023-12-31' }));
    const openBefore = await unchanged('POST', '/api/targethours', {
      body: weekly('worker2', { date_since: '2022-06-01' }),
    });
    expect(openBefore.status).toBe(409);
    // A later open row ends the second row in turn.
    const third = await add(weekly('worker2', { date_since: '2025-01-01', monday: 0 }));
    expect(await rowOf(second.id)).toMatchObject({ dateUntil: '2024-12-31' });
    const list = await service.request('GET', `/api/targethours?users_id=${userId('worker2')}`);
    expect(list.body.targethours.map((row: { id: number }) => row.id)).toEqual([
      expect.any(Number),
      first.id,
      second.id,
      third.id,
    ]);
  });

  it('changes the type with that type’s fields and clears the other type’s columns', async () => {
    const row = await add(weekly('worker3', { date_since: '2019-01-01', date_until: '2019-12-31' }));
    const incomplete = await unchanged('PUT', `/api/targethours/${row.id}`, {
      body: { type: 'monthly', monthly_target: 100 },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.fields).toEqual([
      'workday_monday',
      'workday_tuesday',
      'workday_wednesday',
      'workday_thursday',
      'workday_friday',
      'workday_saturday',
      'workday_sunday',
    ]);
    const { compensation_monthly: _, ...monthlyFields } = monthlyTarget;
    const switched = await service.request('PUT', `/api/targethours/${row.id}`, {
      body: { type: 'monthly', ...monthlyFields },
    });
    expect(switched.status).toBe(200);
    expect(Object.keys(switched.body.targethours).sort()).toEqual(
      [
        'id',
        'type',
        'date_since',
        'date_until',
        'compensation_monthly',
        'users_id',
        ...Object.keys(monthlyFields),
      ].sort(),
    );
    expect(await rowOf(row.id)).toMatchObject({
      type: 'monthly',
      monday: null,
      friday: null,
      compensationDaily: null,
      absenceFixedCredit: null,
      monthlyTarget: 160,
    });
    const back = await service.request('PUT', `/api/targethours/${row.id}`, {
      body: { type: 'weekly', ...weeklyHours },
    });
    expect(back.body.targethours).toMatchObject({ type: 'weekly', absence_fixed_credit: false, friday: 6.5 });
    expect(await rowOf(row.id)).toMatchObject({ monthlyTarget: null, workdayMonday: null });
  });

  it("refuses the other type's fields", async () => {
    const row = await add(weekly('worker3', { date_since: '2018-01-01', date_until: '2018-12-31' }));
    const edit = await unchanged('PUT', `/api/targethours/${row.id}`, {
      body: { monthly_target: 100, workday_monday: true },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields).toEqual(['monthly_target', 'workday_monday']);
    const created = await unchanged('POST', '/api/targethours', {
      body: monthly('worker3', { date_since: '2017-01-01', date_until: '2017-12-31', monday: 8 }),
    });
    expect(created.status).toBe(400);
    expect(created.body.error.fields).toEqual(['monday']);
  });

  it('rechecks the period on edit', async () => {
    const a = await add(weekly('manager2', { date_since: '2020-01-01', date_until: '2020-06-30' }));
    const b = await add(weekly('manager2', { date_since: '2020-07-01', date_until: '2020-12-31' }));
    const overlap = await unchanged('PUT', `/api/targethours/${b.id}`, {
      body: { date_since: '2020-06-30' },
    });
    expect(overlap.status).toBe(409);
    const reversed = await unchanged('PUT', `/api/targethours/${a.id}`, {
      body: { date_until: '2019-12-31' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual(['date_until']);
    // The bound the edit moved is named, not the stored one it never sent (found by server/fuzz/).
    const late = await unchanged('PUT', `/api/targethours/${a.id}`, { body: { date_since: '2020-07-15' } });
    expect(late.status).toBe(400);
    expect(late.body.error.fields).toEqual(['date_since']);
    const moved = await service.request('PUT', `/api/targethours/${a.id}`, {
      body: { date_until: '2020-05-31' },
    });
    expect(moved.status).toBe(200);
  });

  it('moves a row to another user only where it fits', async () => {
    const row = await add(weekly('manager2', { date_since: '2016-01-01', date_until: '2016-12-31' }));
    await add(weekly('absenceManager', { date_since: '2016-06-01', date_until: '2016-06-30' }));
    const clash = await unchanged('PUT', `/api/targethours/${row.id}`, {
      body: { users_id: userId('absenceManager') },
    });
    expect(clash.status).toBe(409);
    const missing = await unchanged('PUT', `/api/targethours/${row.id}`, { body: { users_id: 999_999 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual(['users_id']);
    const moved = await service.request('PUT', `/api/targethours/${row.id}`, {
      body: { users_id: userId('absenceManager'), date_since: '2016-07-01' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.targethours).toMatchObject({
      users_id: userId('absenceManager'),
      date_since: '2016-07-01',
    });
  });

  it('deletes a row', async () => {
    const row = await add(weekly('manager2', { date_since: '2015-01-01', date_until: '2015-12-31' }));
    const stale = await unchanged('DELETE', `/api/targethours/${row.id}`, { headers: { 'If-Match': '"7"' } });
    expect(stale.status).toBe(412);
    const response = await service.request('DELETE', `/api/targethours/${row.id}`, {
      headers: { 'If-Match': '"1"' },
    });
    expect(response.body).toEqual({ success: true });
    expect((await service.request('GET', `/api/targethours/${row.id}`)).status).toBe(404);
  });

  it('lets exactly one of 20 parallel PUTs with the same If-Match through', async () => {
    const row = await add(weekly('manager2', { date_since: '2014-01-01', date_until: '2014-12-31' }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        service.request('PUT', `/api/targethours/${row.id}`, {
          body: { monday: index },
          headers: { 'If-Match': '"1"' },
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(19).fill(412)]);
    expect((await rowOf(row.id))?.version).toBe(2);
  });
});

describe('target hours: rights', () => {
  it('lets a worker read their own rows only', async () => {
    const own = await add(weekly('worker1', { date_since: '2013-01-01', date_until: '2013-12-31' }));
    const other = await add(weekly('worker2', { date_since: '2013-01-01', date_until: '2013-12-31' }));
    const list = await service.request('GET', '/api/targethours', { as: 'worker1' });
    expect(list.status).toBe(200);
    expect(list.body.targethours.length).toBeGreaterThan(0);
    for (const row of list.body.targethours) expect(row.users_id).toBe(userId('worker1'));
    const ownList = await service.request('GET', `/api/targethours?users_id=${userId('worker1')}`, {
      as: 'worker1',
    });
    expect(ownList.body).toEqual(list.body);
    const othersList = await service.request('GET', `/api/targethours?users_id=${userId('worker2')}`, {
      as: 'worker1',
    });
    expect(othersList.status).toBe(403);
    expect((await service.request('GET', `/api/targethours/${own.id}`, { as: 'worker1' })).status).toBe(200);
    expect((await service.request('GET', `/api/targethours/${other.id}`, { as: 'worker1' })).status).toBe(
      403,
    );
    const everyone = await service.request('GET', '/api/targethours', { as: 'manager2' });
    const usersIds = new Set(everyone.body.targethours.map((row: { users_id: number }) => row.users_id));
    expect(usersIds.size).toBeGreaterThan(1);
  });

  it('refuses every write of a worker, on their own rows too', async () => {
    const own = await add(weekly('worker1', { date_since: '2012-01-01', date_until: '2012-12-31' }));
    const body = weekly('worker1', { date_since: '2011-01-01', date_until: '2011-12-31' });
    expect((await unchanged('POST', '/api/targethours', { as: 'worker1', body })).status).toBe(403);
    expect(
      (await unchanged('PUT', `/api/targethours/${own.id}`, { as: 'worker1', body: { monday: 1 } })).status,
    ).toBe(403);
    expect((await unchanged('DELETE', `/api/targethours/${own.id}`, { as: 'worker1' })).status).toBe(403);
    // Rights come before validation.
    expect((await unchanged('POST', '/api/targethours', { as: 'worker1', body: {} })).status).toBe(403);
  });

  it.each(['0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '2147483648', '999999'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/targethours/${id}`)).status).toBe(404);
      expect((await unchanged('PUT', `/api/targethours/${id}`, { body: { monday: 1 } })).status).toBe(404);
      expect((await unchanged('DELETE', `/api/targethours/${id}`)).status).toBe(404);
    },
  );
});

describe('target hours: bad input', () => {
  it.each([
    [{ monday: 24.5 }, ['monday']],
    [{ monday: -1 }, ['monday']],
    [{ monday: '8' }, ['monday']],
    [{ monday: 8.333 }, ['monday']],
    [{ monday: null }, ['monday']],
    [{ sunday: undefined }, ['sunday']],
    [{ compensation_daily: 1441 }, ['compensation_daily']],
    [{ compensation_monthly: undefined }, ['compensation_monthly']],
    [{ type: 'daily' }, ['type']],
    [{ type: undefined }, ['type']],
    [{ users_id: undefined }, ['users_id']],
    [{ users_id: '3' }, ['users_id']],
    [{ users_id: 2_147_483_648 }, ['users_id']],
    [{ date_since: '2024-02-30' }, ['date_since']],
    [{ date_since: '2024-01-01\u0000' }, ['date_since']],
    [{ date_since: '1969-12-31' }, ['date_since']],
    [{ date_until: '2024-13-01' }, ['date_until']],
    [{ date_since: '2010-02-01', date_until: '2010-01-31' }, ['date_until']],
    [{ absence_fixed_credit: 'yes' }, ['absence_fixed_credit']],
  ])('answers 400 to %j naming %j', async (values, fields) => {
    const response = await unchanged('POST', '/api/targethours', {
      body: weekly('worker3', { date_since: '2010-01-01', ...values }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('answers 400 naming users_id for a user who does not exist', async () => {
    const response = await unchanged('POST', '/api/targethours', {
      body: { ...weekly('worker3'), users_id: 999_999 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
  });

  it('answers 400 to a date_until before today when date_since defaults to today', async () => {
    const response = await unchanged('POST', '/api/targethours', {
      body: weekly('worker3', { date_until: '2026-11-20' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['date_until']);
  });

  // Found by the fuzzer (server/fuzz/): `hasOwnProperty[]=…` in a form body answered 500.
  it('reads a form key named like an Object method as an unknown field, not as a 500', async () => {
    const row = await add(weekly('worker3', { date_since: '1990-01-01', date_until: '1990-12-31' }));
    const response = await service.request('PUT', `/api/targethours/${row.id}`, {
      body: 'hasOwnProperty[]=1&toString[]=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(response.body.targethours.monday).toBe(8);
  });

  it('answers 400 to a form field sent both bare and as a list, changing nothing', async () => {
    const row = await add(weekly('worker3', { date_since: '1991-01-01', date_until: '1991-12-31' }));
    for (const body of ['monday=4&monday[]=5', 'monday[]=5&monday=4']) {
      const response = await unchanged('PUT', `/api/targethours/${row.id}`, {
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['monday']);
    }
  });

  it('answers 400 to a bad users_id filter', async () => {
    const response = await service.request('GET', '/api/targethours?users_id=abc');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
  });
});
