import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overtimeCarryListSchema, overtimeCarrySingleSchema } from '../../contract/overtime-carry.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PATH = '/api/overtimecarry';
const TABLES = ['overtime_carry', 'users'];
type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

const refused = (method: string, path: string, options: RequestOptions, status: number, fields?: string[]) =>
  expectRefused(service, TABLES, method, path, options, status, fields);

async function addCarry(body: Record<string, unknown>) {
  const response = await service.request('POST', PATH, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.overtimecarryRow as Record<string, unknown>;
}

describe('overtime carryovers (ext)', () => {
  it('adds, reads, edits, lists and deletes a carryover keyed by user and year, versioned by ETag', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: { users_id: userId('worker1'), year: 2025, hours: -12.75, note: 'Deficit from 2024' },
    });
    expect(created.status).toBe(200);
    expect(overtimeCarrySingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.overtimecarryRow).toEqual({
      users_id: userId('worker1'),
      year: 2025,
      hours: -12.75,
      note: 'Deficit from 2024',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const path = `${PATH}/${userId('worker1')}/2025`;
    const read = await service.request('GET', path, { as: 'worker1' });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await service.request('PUT', path, {
      as: 'manager',
      body: { hours: 10_000, note: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.overtimecarryRow).toEqual({
      users_id: userId('worker1'),
      year: 2025,
      hours: 10_000,
      note: null,
    });
    expect(edited.headers.get('etag')).toBe('"2"');
    await refused('PUT', path, { body: { hours: 4 }, headers: { 'If-Match': '"1"' } }, 412);
    await refused('DELETE', path, { headers: { 'If-Match': '"1"' } }, 412);
    const list = await service.request('GET', `${PATH}?users_id=${userId('worker1')}&year=2025`);
    expect(overtimeCarryListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.overtimecarry).toEqual([edited.body.overtimecarryRow]);
    const deleted = await service.request('DELETE', path, { as: 'manager', headers: { 'If-Match': '"2"' } });
    expect(deleted.body).toEqual({ success: true });
    expect((await service.request('GET', path)).status).toBe(404);
  });

  it('refuses a second carryover for the same user and year with 409', async () => {
    await addCarry({ users_id: userId('worker2'), year: 2024, hours: 1 });
    const again = await refused(
      'POST',
      PATH,
      { body: { users_id: userId('worker2'), year: 2024, hours: 2 } },
      409,
    );
    expect(again.body.error.message).toBe('A carryover for this co-worker and year already exists.');
  });

  it.each([
    [{ hours: 1.1 }, ['hours']],
    [{ hours: 10_000.25 }, ['hours']],
    [{ hours: -10_000.25 }, ['hours']],
    [{ hours: '2' }, ['hours']],
    [{ hours: undefined }, ['hours']],
    [{ year: 1969 }, ['year']],
    [{ year: 2101 }, ['year']],
    [{ users_id: 999_999 }, ['users_id']],
    [{ note: 5 }, ['note']],
  ])('rejects the add %j naming %j and changes nothing', async (values, fields) => {
    const body = { users_id: userId('manager2'), year: 2026, hours: 8, ...values };
    await refused('POST', PATH, { body }, 400, fields);
  });

  it('rejects a bad edit naming the field and changes nothing', async () => {
    await addCarry({ users_id: userId('manager2'), year: 2020, hours: -10_000 });
    const path = `${PATH}/${userId('manager2')}/2020`;
    await refused('PUT', path, { body: { hours: 0.3 } }, 400, ['hours']);
    await refused('PUT', path, { body: { hours: null } }, 400, ['hours']);
  });

  it('filters the list by year and by user', async () => {
    await addCarry({ users_id: userId('manager'), year: 2019, hours: 5 });
    await addCarry({ users_id: userId('manager'), year: 2018, hours: 4 });
    const byYear = await service.request('GET', `${PATH}?year=2019`);
    expect(byYear.body.overtimecarry.map((row: { year: number }) => row.year)).toEqual([2019]);
    const byUser = await service.request('GET', `${PATH}?users_id=${userId('manager')}`);
    expect(byUser.body.overtimecarry.map((row: { year: number }) => row.year)).toEqual([2018, 2019]);
  });

  it('lets a worker read only their own carryovers and write none', async () => {
    await addCarry({ users_id: userId('worker3'), year: 2021, hours: 3 });
    await addCarry({ users_id: userId('worker2'), year: 2021, hours: 3 });
    const own = await service.request('GET', PATH, { as: 'worker3' });
    expect(own.body.overtimecarry).toEqual([
      { users_id: userId('worker3'), year: 2021, hours: 3, note: null },
    ]);
    expect(
      (await service.request('GET', `${PATH}?users_id=${userId('worker2')}`, { as: 'worker3' })).status,
    ).toBe(403);
    expect(
      (await service.request('GET', `${PATH}/${userId('worker2')}/2021`, { as: 'worker3' })).status,
    ).toBe(403);
    const ownPath = `${PATH}/${userId('worker3')}/2021`;
    await refused(
      'POST',
      PATH,
      { as: 'worker3', body: { users_id: userId('worker3'), year: 2022, hours: 1 } },
      403,
    );
    await refused('PUT', ownPath, { as: 'worker3', body: { hours: 40 } }, 403);
    await refused('DELETE', ownPath, { as: 'worker3' }, 403);
  });

  it('keeps a co-worker who has a carryover, naming it', async () => {
    const created = await service.request('POST', '/api/v2/users', {
      body: { name: 'Carried', email: 'carried@test.example', role: 'worker' },
    });
    expect(created.status).toBe(200);
    const usersId = created.body.user.id;
    await addCarry({ users_id: usersId, year: 2026, hours: 2 });
    const refusal = await refused('DELETE', `/api/v2/users/${usersId}`, {}, 409);
    expect(refusal.body.error.message).toContain('overtime carryovers');
  });
});
