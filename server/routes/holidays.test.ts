import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  holidaysCarryListSchema,
  holidaysCarrySingleSchema,
  holidaysQuotaListSchema,
  holidaysQuotaSingleSchema,
} from '../../contract/holidays.ts';
import { holidaysCarry, holidaysQuota } from '../db/schema.ts';
import type { RequestOptions } from '../testing/harness.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const TABLES = ['holidays_quota', 'holidays_carry', 'users'];
type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

async function unchanged(method: string, path: string, init: RequestOptions = {}) {
  const before = await snapshot(service.db, TABLES);
  const response = await service.request(method, path, init);
  expect(await snapshot(service.db, TABLES)).toEqual(before);
  return response;
}

async function addQuota(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/holidaysquota', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.holidaysquotaRow as { id: number } & Record<string, unknown>;
}

async function addCarry(body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/holidayscarry', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.holidayscarryRow as Record<string, unknown>;
}

describe('holiday quotas', () => {
  it('adds, reads, edits, lists and deletes a quota', async () => {
    const created = await service.request('POST', '/api/holidaysquota', {
      as: 'manager',
      body: { users_id: userId('worker1'), year_since: 2020, year_until: 2021, count: 30 },
    });
    expect(created.status).toBe(200);
    expect(holidaysQuotaSingleSchema.safeParse(created.body).success).toBe(true);
    expect(created.body.holidaysquotaRow).toEqual({
      id: expect.any(Number),
      users_id: userId('worker1'),
      year_since: 2020,
      year_until: 2021,
      count: 30,
    });
    const id = created.body.holidaysquotaRow.id;
    const read = await service.request('GET', `/api/holidaysquota/${id}`);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await service.request('PUT', `/api/holidaysquota/${id}`, {
      body: { count: 27.5 },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.holidaysquotaRow).toMatchObject({ count: 27.5, year_since: 2020, year_until: 2021 });
    expect(edited.headers.get('etag')).toBe('"2"');
    const list = await service.request('GET', `/api/holidaysquota?users_id=${userId('worker1')}`);
    expect(holidaysQuotaListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.holidaysquota).toContainEqual(edited.body.holidaysquotaRow);
    const stale = await unchanged('DELETE', `/api/holidaysquota/${id}`, { headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    expect((await service.request('DELETE', `/api/holidaysquota/${id}`)).body).toEqual({ success: true });
    expect((await service.request('GET', `/api/holidaysquota/${id}`)).status).toBe(404);
  });

  it('keeps the quota periods of one user apart', async () => {
    const first = await addQuota({
      users_id: userId('worker2'),
      year_since: 2020,
      year_until: 2022,
      count: 25,
    });
    const clash = await unchanged('POST', '/api/holidaysquota', {
      body: { users_id: userId('worker2'), year_since: 2022, count: 26 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('The period overlaps another one of this co-worker.');
    const open = await addQuota({ users_id: userId('worker2'), year_since: 2023, count: 28.5 });
    expect(open.year_until).toBeNull();
    expect(
      (
        await unchanged('POST', '/api/holidaysquota', {
          body: { users_id: userId('worker2'), year_since: 2030, year_until: 2031, count: 30 },
        })
      ).status,
    ).toBe(409);
    // Another user's periods do not count.
    await addQuota({ users_id: userId('worker1'), year_since: 2022, count: 20 });
    const widened = await unchanged('PUT', `/api/holidaysquota/${first.id}`, { body: { year_until: 2023 } });
    expect(widened.status).toBe(409);
    const opened = await unchanged('PUT', `/api/holidaysquota/${first.id}`, { body: { year_until: null } });
    expect(opened.status).toBe(409);
    const reversed = await unchanged('PUT', `/api/holidaysquota/${first.id}`, { body: { year_since: 2023 } });
    expect(reversed.status).toBe(400);
    // The bound the edit moved is named, not the stored one it never sent (found by server/fuzz/).
    expect(reversed.body.error.fields).toEqual(['year_since']);
    const narrowed = await service.request('PUT', `/api/holidaysquota/${first.id}`, {
      body: { year_until: 2021 },
    });
    expect(narrowed.status).toBe(200);
  });

  it('leaves one of two overlapping quotas added at once', async () => {
    const body = (count: number) => ({ users_id: userId('worker3'), year_since: 2024, count });
    const responses = await Promise.all([
      service.request('POST', '/api/holidaysquota', { body: body(20) }),
      service.request('POST', '/api/holidaysquota', { body: body(21) }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await service.db
      .select()
      .from(holidaysQuota)
      .where(eq(holidaysQuota.usersId, userId('worker3')));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [0, 1990],
    [0.5, 1991],
    [12.5, 1992],
    [366, 1993],
  ])('accepts the count %s', async (count, year) => {
    const row = await addQuota({ users_id: userId('manager2'), year_since: year, year_until: year, count });
    expect(row.count).toBe(count);
  });

  it.each([
    [{ count: 0.25 }, ['count']],
    [{ count: 1.49999 }, ['count']],
    [{ count: '1.5' }, ['count']],
    [{ count: 367 }, ['count']],
    [{ count: -1 }, ['count']],
    [{ count: null }, ['count']],
    [{ count: undefined }, ['count']],
    [{ year_since: 1969 }, ['year_since']],
    [{ year_since: 2101 }, ['year_since']],
    [{ year_since: 2024.5 }, ['year_since']],
    [{ year_since: '2024' }, ['year_since']],
    [{ year_until: 2019 }, ['year_until']],
    [{ year_until: 2101 }, ['year_until']],
    [{ users_id: '3' }, ['users_id']],
    [{ users_id: 0 }, ['users_id']],
    [{ users_id: 2_147_483_648 }, ['users_id']],
  ])('answers 400 to %j naming %j', async (values, fields) => {
    const response = await unchanged('POST', '/api/holidaysquota', {
      body: { users_id: userId('manager2'), year_since: 2020, count: 30, ...values },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('answers 400 to an infinite count', async () => {
    const response = await unchanged('POST', '/api/holidaysquota', {
      body: `{"users_id":${userId('manager2')},"year_since":2020,"count":1e309}`,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['count']);
  });

  it('answers 400 naming users_id for a user who does not exist', async () => {
    const response = await unchanged('POST', '/api/holidaysquota', {
      body: { users_id: 999_999, year_since: 2020, count: 30 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
  });

  it('lets a worker read only their own quotas and write none', async () => {
    const own = await addQuota({
      users_id: userId('worker1'),
      year_since: 2010,
      year_until: 2010,
      count: 24,
    });
    const other = await addQuota({
      users_id: userId('worker2'),
      year_since: 2010,
      year_until: 2010,
      count: 24,
    });
    const list = await service.request('GET', '/api/holidaysquota', { as: 'worker1' });
    expect(list.body.holidaysquota.length).toBeGreaterThan(0);
    for (const row of list.body.holidaysquota) expect(row.users_id).toBe(userId('worker1'));
    expect(
      (await service.request('GET', `/api/holidaysquota?users_id=${userId('worker2')}`, { as: 'worker1' }))
        .status,
    ).toBe(403);
    expect((await service.request('GET', `/api/holidaysquota/${own.id}`, { as: 'worker1' })).status).toBe(
      200,
    );
    expect((await service.request('GET', `/api/holidaysquota/${other.id}`, { as: 'worker1' })).status).toBe(
      403,
    );
    const body = { users_id: userId('worker1'), year_since: 2011, count: 24 };
    expect((await unchanged('POST', '/api/holidaysquota', { as: 'worker1', body })).status).toBe(403);
    expect(
      (await unchanged('PUT', `/api/holidaysquota/${own.id}`, { as: 'worker1', body: { count: 40 } })).status,
    ).toBe(403);
    expect((await unchanged('DELETE', `/api/holidaysquota/${own.id}`, { as: 'worker1' })).status).toBe(403);
    expect(
      (await unchanged('PUT', `/api/holidaysquota/${other.id}`, { as: 'worker1', body: {} })).status,
    ).toBe(403);
    const everyone = await service.request('GET', '/api/holidaysquota', { as: 'manager2' });
    expect(
      new Set(everyone.body.holidaysquota.map((row: { users_id: number }) => row.users_id)).size,
    ).toBeGreaterThan(1);
  });

  it.each(['0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '2147483648', '999999'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/holidaysquota/${id}`)).status).toBe(404);
      expect((await unchanged('PUT', `/api/holidaysquota/${id}`, { body: { count: 1 } })).status).toBe(404);
      expect((await unchanged('DELETE', `/api/holidaysquota/${id}`)).status).toBe(404);
    },
  );
});

describe('holiday carryovers', () => {
  it('adds, reads, edits, lists and deletes a carryover keyed by user and year', async () => {
    const created = await service.request('POST', '/api/holidayscarry', {
      as: 'manager',
      body: { users_id: userId('worker1'), year: 2025, count: -2.5, note: 'deficit' },
    });
    expect(created.status).toBe(200);
    expect(holidaysCarrySingleSchema.safeParse(created.body).success).toBe(true);
    expect(created.body.holidayscarryRow).toEqual({
      users_id: userId('worker1'),
      year: 2025,
      count: -2.5,
      note: 'deficit',
    });
    const path = `/api/holidayscarry/${userId('worker1')}/2025`;
    const read = await service.request('GET', path);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await service.request('PUT', path, {
      body: { count: 3, note: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.holidayscarryRow).toEqual({
      users_id: userId('worker1'),
      year: 2025,
      count: 3,
      note: null,
    });
    expect(edited.headers.get('etag')).toBe('"2"');
    const stale = await unchanged('PUT', path, { body: { count: 4 }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    const list = await service.request('GET', `/api/holidayscarry?users_id=${userId('worker1')}&year=2025`);
    expect(holidaysCarryListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.holidayscarry).toEqual([edited.body.holidayscarryRow]);
    expect((await service.request('DELETE', path)).body).toEqual({ success: true });
    expect((await service.request('GET', path)).status).toBe(404);
  });

  it('refuses a second carryover for the same user and year', async () => {
    await addCarry({ users_id: userId('worker2'), year: 2024, count: 1 });
    const again = await unchanged('POST', '/api/holidayscarry', {
      body: { users_id: userId('worker2'), year: 2024, count: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A carryover for this co-worker and year already exists.');
    await addCarry({ users_id: userId('worker2'), year: 2023, count: 2 });
    await addCarry({ users_id: userId('worker1'), year: 2024, count: 2 });
  });

  it('keeps one of two carryovers for the same user and year added at once', async () => {
    const body = (count: number) => ({ users_id: userId('worker3'), year: 2022, count });
    const responses = await Promise.all([
      service.request('POST', '/api/holidayscarry', { body: body(1) }),
      service.request('POST', '/api/holidayscarry', { body: body(2) }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await service.db
      .select()
      .from(holidaysCarry)
      .where(and(eq(holidaysCarry.usersId, userId('worker3')), eq(holidaysCarry.year, 2022)));
    expect(rows).toHaveLength(1);
  });

  it('filters the list by year and by user', async () => {
    await addCarry({ users_id: userId('manager2'), year: 2019, count: 5 });
    await addCarry({ users_id: userId('manager2'), year: 2018, count: 4 });
    const byYear = await service.request('GET', '/api/holidayscarry?year=2019');
    expect(byYear.body.holidayscarry.length).toBeGreaterThan(0);
    for (const row of byYear.body.holidayscarry) expect(row.year).toBe(2019);
    const byUser = await service.request('GET', `/api/holidayscarry?users_id=${userId('manager2')}`);
    expect(byUser.body.holidayscarry.map((row: { year: number }) => row.year)).toEqual([2018, 2019]);
    const bad = await service.request('GET', '/api/holidayscarry?year=24');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(['year']);
  });

  it.each([
    [-366, 2000],
    [-0.5, 2001],
    [0, 2002],
    [0.5, 2003],
    [366, 2004],
  ])('accepts the carryover count %s', async (count, year) => {
    const row = await addCarry({ users_id: userId('absenceManager'), year, count });
    expect(row.count).toBe(count);
  });

  it.each([
    [{ count: 0.25 }, ['count']],
    [{ count: -1.3 }, ['count']],
    [{ count: '1' }, ['count']],
    [{ count: 367 }, ['count']],
    [{ count: -367 }, ['count']],
    [{ count: undefined }, ['count']],
    [{ year: 1969 }, ['year']],
    [{ year: '2024' }, ['year']],
    [{ note: 'nul\u0000byte' }, ['note']],
    [{ note: 'n'.repeat(10_001) }, ['note']],
    [{ note: 5 }, ['note']],
    [{ users_id: undefined }, ['users_id']],
  ])('answers 400 to %j naming %j', async (values, fields) => {
    const response = await unchanged('POST', '/api/holidayscarry', {
      body: { users_id: userId('owner'), year: 2020, count: 1, ...values },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('answers 400 naming users_id for a user who does not exist', async () => {
    const response = await unchanged('POST', '/api/holidayscarry', {
      body: { users_id: 999_999, year: 2020, count: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
  });

  it('answers 400 to a bad edit and changes nothing', async () => {
    await addCarry({ users_id: userId('owner'), year: 2021, count: 1 });
    const response = await unchanged('PUT', `/api/holidayscarry/${userId('owner')}/2021`, {
      body: { count: 0.3 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['count']);
  });

  it('lets a worker read only their own carryovers and write none', async () => {
    await addCarry({ users_id: userId('worker1'), year: 2010, count: 1 });
    await addCarry({ users_id: userId('worker2'), year: 2010, count: 1 });
    const list = await service.request('GET', '/api/holidayscarry', { as: 'worker1' });
    expect(list.body.holidayscarry.length).toBeGreaterThan(0);
    for (const row of list.body.holidayscarry) expect(row.users_id).toBe(userId('worker1'));
    expect(
      (await service.request('GET', `/api/holidayscarry?users_id=${userId('worker2')}`, { as: 'worker1' }))
        .status,
    ).toBe(403);
    const own = `/api/holidayscarry/${userId('worker1')}/2010`;
    const other = `/api/holidayscarry/${userId('worker2')}/2010`;
    expect((await service.request('GET', own, { as: 'worker1' })).status).toBe(200);
    expect((await service.request('GET', other, { as: 'worker1' })).status).toBe(403);
    const body = { users_id: userId('worker1'), year: 2011, count: 1 };
    expect((await unchanged('POST', '/api/holidayscarry', { as: 'worker1', body })).status).toBe(403);
    expect((await unchanged('PUT', own, { as: 'worker1', body: { count: 9 } })).status).toBe(403);
    expect((await unchanged('DELETE', own, { as: 'worker1' })).status).toBe(403);
    expect((await unchanged('PUT', other, { as: 'worker1', body: { count: 9 } })).status).toBe(403);
    expect((await unchanged('DELETE', other, { as: 'worker1' })).status).toBe(403);
  });

  it.each([
    ['0', '2025'],
    ['-1', '2025'],
    ['abc', '2025'],
    ['1.5', '2025'],
    ['1e3', '2025'],
    ['2147483648', '2025'],
    ['OWN', '0'],
    ['OWN', '-2025'],
    ['OWN', '2025.5'],
    ['OWN', '2025abc'],
    ['OWN', '99999999999999999999'],
    ['OWN', '1999'],
  ])('answers 404 for the path /%s/%s', async (usersId, year) => {
    await service.db
      .insert(holidaysCarry)
      .values({ usersId: userId('owner'), year: 2025, count: 1 })
      .onConflictDoNothing();
    const path = `/api/holidayscarry/${usersId === 'OWN' ? userId('owner') : usersId}/${year}`;
    expect((await service.request('GET', path)).status).toBe(404);
    expect((await unchanged('PUT', path, { body: { count: 2 } })).status).toBe(404);
    expect((await unchanged('DELETE', path)).status).toBe(404);
  });
});
