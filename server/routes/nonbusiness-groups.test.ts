import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nonbusinessDayListSchema,
  nonbusinessDaySingleSchema,
  nonbusinessGroupListSchema,
  nonbusinessGroupSingleSchema,
  userNonbusinessGroupListSchema,
  userNonbusinessGroupSingleSchema,
} from '../../contract/nonbusiness-groups.ts';
import { usersNonbusinessGroups } from '../db/schema.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
let groupA: number;
let groupB: number;
let ids: Record<'owner' | 'manager' | 'worker1' | 'worker2' | 'worker3' | 'inactive', number>;

beforeAll(async () => {
  service = await startTestService();
  const users = service.fixture.users;
  ids = {
    owner: users.owner.id,
    manager: users.manager.id,
    worker1: users.worker1.id,
    worker2: users.worker2.id,
    worker3: users.worker3.id,
    inactive: users.inactive.id,
  };
  groupA = (await service.request('POST', '/api/nonbusinessgroups', { body: { name: 'Bavaria' } })).body
    .nonbusinessgroup.id;
  groupB = (await service.request('POST', '/api/nonbusinessgroups', { body: { name: 'Saxony' } })).body
    .nonbusinessgroup.id;
});
afterAll(() => service.close());

const PATH = '/api/v2/usersNonbusinessGroups';
const TABLES = ['users_nonbusiness_groups', 'nonbusiness_groups', 'users'];
const overlapBody = { error: { code: 409, message: 'The period overlaps another one of this co-worker.' } };
const forbiddenBody = { error: { code: 403, message: 'You do not have the right to do this.' } };

type Period = {
  id: number;
  users_id: number;
  nonbusiness_groups_id: number;
  date_since: string;
  date_until: string | null;
};

async function createPeriod(body: Record<string, unknown>): Promise<Period> {
  const response = await service.request('POST', PATH, { body: { nonbusiness_groups_id: groupA, ...body } });
  expect(response.status).toBe(200);
  return response.body.data;
}

const refused = (
  method: string,
  path: string,
  options: Parameters<TestService['request']>[2],
  status: number,
  fields?: string[],
) => expectRefused(service, TABLES, method, path, options, status, fields);

/** A user of their own for each test that counts periods, so tests do not disturb each other. */
async function freshUserId(name: string): Promise<number> {
  const { users } = await import('../db/schema.ts');
  const [row] = await service.db
    .insert(users)
    .values({ name, email: `${name}@test.example`, role: 'worker' })
    .returning({ id: users.id });
  return row?.id as number;
}

describe('nonbusiness groups (ext)', () => {
  it('lists the groups for every role', async () => {
    for (const as of ['owner', 'manager', 'worker1'] as const) {
      const list = await service.request('GET', '/api/nonbusinessgroups', { as });
      expect(list.status).toBe(200);
      expect(nonbusinessGroupListSchema.parse(list.body)).toEqual(list.body);
      expect(list.body.nonbusinessgroups).toEqual(
        expect.arrayContaining([
          { id: groupA, name: 'Bavaria' },
          { id: groupB, name: 'Saxony' },
        ]),
      );
    }
  });

  it('adds a group for a manager', async () => {
    const response = await service.request('POST', '/api/nonbusinessgroups', {
      as: 'manager',
      form: { name: 'Berlin' },
    });
    expect(response.status).toBe(200);
    expect(nonbusinessGroupSingleSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toEqual({ nonbusinessgroup: { id: expect.any(Number), name: 'Berlin' } });
  });

  it('refuses a group from a worker and changes nothing', async () => {
    const response = await refused(
      'POST',
      '/api/nonbusinessgroups',
      { as: 'worker1', body: { name: 'W' } },
      403,
    );
    expect(response.body).toEqual(forbiddenBody);
  });

  it.each([
    [{}, ['name']],
    [{ name: '' }, ['name']],
    [{ name: 'x'.repeat(256) }, ['name']],
    [{ name: 'a\u0000b' }, ['name']],
    [{ name: 5 }, ['name']],
  ])('rejects the group %j naming %j', async (body, fields) => {
    const response = await refused('POST', '/api/nonbusinessgroups', { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });
});

describe('nonbusiness days (ext)', () => {
  let group: number;
  const days = (query: string, as: RequestOptions['as'] = 'owner', id = group) =>
    service.request('GET', `/api/nonbusinessgroups/${id}/days?${query}`, { as });
  const dayTables = ['nonbusiness_days', 'nonbusiness_groups'];

  beforeAll(async () => {
    group = (await service.request('POST', '/api/nonbusinessgroups', { body: { name: 'Days' } })).body
      .nonbusinessgroup.id;
    // Added out of order, so the answer's order is the service's doing.
    for (const day of [
      { date: '2026-12-26', name: 'Boxing Day', special: true },
      { date: '2026-12-25', name: 'Christmas Day', special: true },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2026-05-01', name: 'Labour Day' },
    ]) {
      const added = await service.request('POST', `/api/nonbusinessgroups/${group}/days`, { body: day });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
  });

  it("answers a group's days in the period, ordered by date, for every role", async () => {
    for (const as of ['owner', 'manager', 'worker1'] as const) {
      const response = await days('date_since=2026-12-21&date_until=2027-01-01', as);
      expect(response.status).toBe(200);
      expect(nonbusinessDayListSchema.parse(response.body)).toEqual(response.body);
      expect(response.body).toEqual({
        nonbusinessdays: [
          { date: '2026-12-25', name: 'Christmas Day', special: true },
          { date: '2026-12-26', name: 'Boxing Day', special: true },
          { date: '2027-01-01', name: "New Year's Day", special: false },
        ],
      });
    }
  });

  it('includes both ends of the period and leaves out the days beyond them', async () => {
    const response = await days('date_since=2026-12-26&date_until=2026-12-26');
    expect(response.body.nonbusinessdays.map((day: { date: string }) => day.date)).toEqual(['2026-12-26']);
    expect((await days('date_since=2026-06-01&date_until=2026-12-24')).body).toEqual({ nonbusinessdays: [] });
  });

  it('reads a whole leap year but not one day more', async () => {
    expect((await days('date_since=2028-01-01&date_until=2028-12-31')).status).toBe(200);
    const response = await days('date_since=2028-01-01&date_until=2029-01-01');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['date_until']);
  });

  it.each([
    ['date_until=2026-12-31', ['date_since']],
    ['date_since=2026-12-01', ['date_until']],
    ['date_since=2026-02-29&date_until=2026-12-31', ['date_since']],
    ['date_since=2026-12-01&date_until=2026-13-01', ['date_until']],
    ['date_since=2026-12-21&date_until=2026-12-20', ['date_until']],
  ])('rejects the query %s naming %j', async (query, fields) => {
    const response = await days(query);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it.each(['999999', '0', 'abc'])('answers 404 for the group %s', async (id) => {
    const response = await service.request(
      'GET',
      `/api/nonbusinessgroups/${id}/days?date_since=2026-01-01&date_until=2026-12-31`,
    );
    expect(response.status).toBe(404);
  });

  it('adds a day for a manager, not special unless said, and lists it', async () => {
    const response = await service.request('POST', `/api/nonbusinessgroups/${group}/days`, {
      as: 'manager',
      body: { date: '2026-10-03', name: 'German Unity Day' },
    });
    expect(response.status).toBe(200);
    expect(nonbusinessDaySingleSchema.parse(response.body)).toEqual(response.body);
    expect(response.body).toEqual({
      nonbusinessday: { date: '2026-10-03', name: 'German Unity Day', special: false },
    });
    expect(
      (await days('date_since=2026-10-03&date_until=2026-10-03', 'worker1')).body.nonbusinessdays,
    ).toEqual([response.body.nonbusinessday]);
  });

  it('refuses a day from a worker and changes nothing', async () => {
    const response = await expectRefused(
      service,
      dayTables,
      'POST',
      `/api/nonbusinessgroups/${group}/days`,
      { as: 'worker1', body: { date: '2026-11-01', name: 'All Saints' } },
      403,
    );
    expect(response.body).toEqual(forbiddenBody);
  });

  it('refuses a second day on the same date with 409 naming date', async () => {
    const response = await expectRefused(
      service,
      dayTables,
      'POST',
      `/api/nonbusinessgroups/${group}/days`,
      { body: { date: '2026-12-25', name: 'Christmas again' } },
      409,
      ['date'],
    );
    expect(response.body.error.message).toBe('This nonbusiness group already has a day on this date.');
  });

  it('answers 404 for a day of a group that does not exist', async () => {
    await expectRefused(
      service,
      dayTables,
      'POST',
      '/api/nonbusinessgroups/999999/days',
      { body: { date: '2026-11-01', name: 'All Saints' } },
      404,
    );
  });

  it.each([
    [{ name: 'No date' }, ['date']],
    [{ date: '2026-02-30', name: 'Impossible' }, ['date']],
    [{ date: '2026-11-01', name: '' }, ['name']],
    [{ date: '2026-11-01', name: 'All Saints', special: 'yes' }, ['special']],
  ])('rejects the day %j naming %j', async (body, fields) => {
    await expectRefused(
      service,
      dayTables,
      'POST',
      `/api/nonbusinessgroups/${group}/days`,
      { body },
      400,
      fields,
    );
  });
});

describe('users nonbusiness groups', () => {
  it('creates, reads, edits and deletes a period, answering under `data`', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: {
        users_id: ids.worker1,
        nonbusiness_groups_id: groupA,
        date_since: '2020-01-01',
        date_until: '2020-12-31',
      },
    });
    expect(created.status).toBe(200);
    expect(userNonbusinessGroupSingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      users_id: ids.worker1,
      nonbusiness_groups_id: groupA,
      date_since: '2020-01-01',
      date_until: '2020-12-31',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.body.data.id;

    const read = await service.request('GET', `${PATH}/${id}`, { as: 'manager' });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    const edited = await service.request('PUT', `${PATH}/${id}`, {
      as: 'manager',
      body: { nonbusiness_groups_id: groupB, date_until: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({
      ...created.body.data,
      nonbusiness_groups_id: groupB,
      date_until: null,
    });
    expect(edited.headers.get('etag')).toBe('"2"');

    const deleted = await service.request('DELETE', `${PATH}/${id}`, {
      as: 'manager',
      headers: { 'If-Match': '"2"' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
  });

  it('stores an omitted date_until as an open end', async () => {
    const usersId = await freshUserId('open-end');
    const period = await createPeriod({ users_id: usersId, date_since: '2024-02-29' });
    expect(period.date_until).toBeNull();
  });

  it('accepts a form body', async () => {
    const usersId = await freshUserId('form-period');
    const response = await service.request('POST', PATH, {
      form: { users_id: String(usersId), nonbusiness_groups_id: String(groupB), date_since: '2025-01-01' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      users_id: usersId,
      nonbusiness_groups_id: groupB,
      date_until: null,
    });
  });

  describe('overlap', () => {
    let usersId: number;
    beforeAll(async () => {
      usersId = await freshUserId('overlap');
      await createPeriod({ users_id: usersId, date_since: '2026-01-01', date_until: '2026-06-30' });
    });

    it.each([
      ['a period sharing its last day', '2026-06-30', '2026-12-31'],
      ['a period sharing its first day', '2025-06-01', '2026-01-01'],
      ['a period inside it', '2026-03-01', '2026-03-31'],
      ['a period around it', '2025-01-01', '2027-01-01'],
      ['an open period starting inside it', '2026-05-01', null],
      ['an open period starting before it', '2020-01-01', null],
    ])('refuses %s with 409', async (_, since, until) => {
      const response = await refused(
        'POST',
        PATH,
        { body: { users_id: usersId, nonbusiness_groups_id: groupB, date_since: since, date_until: until } },
        409,
      );
      expect(response.body).toEqual(overlapBody);
    });

    it('accepts adjacent periods and treats an open end as reaching forever', async () => {
      await createPeriod({ users_id: usersId, date_since: '2025-01-01', date_until: '2025-12-31' });
      const open = await createPeriod({ users_id: usersId, date_since: '2026-07-01' });
      expect(open.date_until).toBeNull();
      const response = await refused(
        'POST',
        PATH,
        {
          body: {
            users_id: usersId,
            nonbusiness_groups_id: groupA,
            date_since: '2099-01-01',
            date_until: '2099-01-31',
          },
        },
        409,
      );
      expect(response.body).toEqual(overlapBody);
    });

    it('does not compare periods of different users', async () => {
      const other = await freshUserId('overlap-other');
      const period = await createPeriod({
        users_id: other,
        date_since: '2026-01-01',
        date_until: '2026-06-30',
      });
      expect(period.users_id).toBe(other);
    });
  });

  describe('edit', () => {
    let usersId: number;
    let first: Period;
    let second: Period;
    beforeAll(async () => {
      usersId = await freshUserId('edit');
      first = await createPeriod({ users_id: usersId, date_since: '2024-01-01', date_until: '2024-12-31' });
      second = await createPeriod({ users_id: usersId, date_since: '2025-01-01', date_until: '2025-12-31' });
    });

    it('checks the merged period against the others but not against itself', async () => {
      const moved = await service.request('PUT', `${PATH}/${first.id}`, {
        body: { date_since: '2023-06-01' },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toEqual({ ...first, date_since: '2023-06-01' });
      const overlap = await refused(
        'PUT',
        `${PATH}/${first.id}`,
        { body: { date_until: '2025-01-01' } },
        409,
      );
      expect(overlap.body).toEqual(overlapBody);
      await refused('PUT', `${PATH}/${first.id}`, { body: { date_until: null } }, 409);
      await refused('PUT', `${PATH}/${second.id}`, { body: { date_since: '2024-12-31' } }, 409);
    });

    it.each([
      // The bound the edit moved is named, not the stored one it never sent (found by server/fuzz/).
      [{ date_since: '2026-01-01' }, ['date_since']],
      [{ date_since: '2025-06-01', date_until: '2025-05-31' }, ['date_until']],
      [{ nonbusiness_groups_id: 999999 }, ['nonbusiness_groups_id']],
      [{ nonbusiness_groups_id: '1' }, ['nonbusiness_groups_id']],
      [{ date_since: null }, ['date_since']],
      [{ date_since: '2025-02-29' }, ['date_since']],
      [{ date_until: '2025-13-01' }, ['date_until']],
    ])('rejects the edit %j naming %j', async (body, fields) => {
      const response = await refused('PUT', `${PATH}/${second.id}`, { body }, 400);
      expect(response.body.error.fields).toEqual(fields);
    });

    it('answers 412 to a stale If-Match', async () => {
      const current = await service.request('GET', `${PATH}/${second.id}`);
      const stale = `"${Number(JSON.parse(current.headers.get('etag') as string)) - 1}"`;
      await refused(
        'PUT',
        `${PATH}/${second.id}`,
        { body: { date_until: null }, headers: { 'If-Match': stale } },
        412,
      );
      await refused('DELETE', `${PATH}/${second.id}`, { headers: { 'If-Match': stale } }, 412);
    });
  });

  it.each([
    [{}, ['users_id', 'nonbusiness_groups_id', 'date_since']],
    [{ users_id: 'x', nonbusiness_groups_id: 1, date_since: '2024-01-01' }, ['users_id']],
    [{ users_id: 2147483648, nonbusiness_groups_id: 1, date_since: '2024-01-01' }, ['users_id']],
    [{ users_id: -1, nonbusiness_groups_id: 1, date_since: '2024-01-01' }, ['users_id']],
    [{ users_id: 1.5, nonbusiness_groups_id: 1, date_since: '2024-01-01' }, ['users_id']],
    [{ users_id: 1, nonbusiness_groups_id: null, date_since: '2024-01-01' }, ['nonbusiness_groups_id']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2023-02-29' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-02-30' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-1-5' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '20240105' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-01-05T00:00:00Z' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '1969-12-31' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2101-01-01' }, ['date_since']],
    [{ users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-01-05\u0000' }, ['date_since']],
    [
      { users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-05-02', date_until: '2024-05-01' },
      ['date_until'],
    ],
    [
      { users_id: 1, nonbusiness_groups_id: 1, date_since: '2024-05-02', date_until: 20240503 },
      ['date_until'],
    ],
  ])('rejects the create %j naming %j', async (body, fields) => {
    const response = await refused('POST', PATH, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it.each([
    ['users_id', { users_id: 999999, date_since: '2024-01-01' }],
    ['nonbusiness_groups_id', { users_id: 1, nonbusiness_groups_id: 999999, date_since: '2024-01-01' }],
  ])('answers 400 naming %s for a reference to a missing record', async (field, body) => {
    const response = await refused('POST', PATH, { body: { nonbusiness_groups_id: groupA, ...body } }, 400);
    expect(response.body.error.fields).toEqual([field]);
  });

  describe('list', () => {
    let mine: Period;
    let theirs: Period;
    let third: Period;
    beforeAll(async () => {
      mine = await createPeriod({
        users_id: ids.worker3,
        date_since: '2030-01-01',
        date_until: '2030-12-31',
      });
      theirs = await createPeriod({
        users_id: ids.worker2,
        nonbusiness_groups_id: groupB,
        date_since: '2030-01-01',
        date_until: '2030-12-31',
      });
      third = await createPeriod({ users_id: ids.manager, date_since: '2030-01-01' });
    });
    const listIds = async (query: string, as: 'owner' | 'worker3' = 'owner') => {
      const response = await service.request('GET', `${PATH}${query}`, { as });
      expect(response.status).toBe(200);
      expect(userNonbusinessGroupListSchema.parse(response.body)).toEqual(response.body);
      return response.body.data.map((row: Period) => row.id) as number[];
    };

    it('lists every period for an owner in id order', async () => {
      const all = await listIds('');
      expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id, third.id]));
      expect(all).toEqual([...all].sort((a, b) => a - b));
    });

    it.each([
      ['a single user', (u: typeof ids) => `?filter[users_id]=${u.worker2}`, ['theirs']],
      [
        'users as an array',
        (u: typeof ids) => `?filter[users_id][]=${u.worker2}&filter[users_id][]=${u.worker3}`,
        ['mine', 'theirs'],
      ],
      [
        'users repeated',
        (u: typeof ids) => `?filter[users_id]=${u.worker2}&filter[users_id]=${u.manager}`,
        ['theirs', 'third'],
      ],
      [
        'users comma-joined',
        (u: typeof ids) => `?filter[users_id]=${u.worker3},${u.manager}`,
        ['mine', 'third'],
      ],
      [
        'users and a group',
        (u: typeof ids) =>
          `?filter[users_id]=${u.worker2},${u.worker3}&filter[nonbusiness_groups_id]=GROUP_B`,
        ['theirs'],
      ],
    ])('filters by %s', async (_, query, expected) => {
      const byName = { mine, theirs, third } as Record<string, Period>;
      const found = await listIds(query(ids).replace('GROUP_B', String(groupB)));
      expect(found).toEqual(expected.map((name) => byName[name]?.id));
    });

    it('filters by group alone', async () => {
      const found = await listIds(`?filter[nonbusiness_groups_id]=${groupB}`);
      expect(found).toContain(theirs.id);
      expect(found).not.toContain(mine.id);
    });

    it('gives a worker only their own periods by default and with a group filter', async () => {
      expect(await listIds('', 'worker3')).toEqual([mine.id]);
      expect(await listIds(`?filter[users_id]=${ids.worker3}`, 'worker3')).toEqual([mine.id]);
      expect(await listIds(`?filter[nonbusiness_groups_id]=${groupA}`, 'worker3')).toEqual([mine.id]);
      expect(await listIds(`?filter[nonbusiness_groups_id]=${groupB}`, 'worker3')).toEqual([]);
    });

    it.each([
      (u: typeof ids) => `?filter[users_id]=${u.worker2}`,
      (u: typeof ids) => `?filter[users_id]=${u.worker3},${u.worker2}`,
      (u: typeof ids) => `?filter[users_id][]=${u.worker3}&filter[users_id][]=${u.owner}`,
    ])('answers 403 to a worker filtering for another user (%#)', async (query) => {
      const response = await service.request('GET', `${PATH}${query(ids)}`, { as: 'worker3' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbiddenBody);
    });

    it.each([
      ['?filter[users_id]=abc', ['filter[users_id]']],
      ['?filter[users_id]=0', ['filter[users_id]']],
      ['?filter[users_id]=1,x', ['filter[users_id]']],
      ['?filter[users_id]=2147483648', ['filter[users_id]']],
      ['?filter[nonbusiness_groups_id]=-1', ['filter[nonbusiness_groups_id]']],
      ['?filter[date_since]=2024-01-01', ['filter[date_since]']],
    ])('rejects the query %s', async (query, fields) => {
      const response = await service.request('GET', `${PATH}${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    });

    it("lets a worker read their own period but not another's", async () => {
      const own = await service.request('GET', `${PATH}/${mine.id}`, { as: 'worker3' });
      expect(own.status).toBe(200);
      expect(own.body.data).toEqual(mine);
      const other = await service.request('GET', `${PATH}/${theirs.id}`, { as: 'worker3' });
      expect(other.status).toBe(403);
      expect(other.body).toEqual(forbiddenBody);
    });

    it('refuses every write by a worker, even on their own periods', async () => {
      const add = { users_id: ids.worker3, nonbusiness_groups_id: groupA, date_since: '2040-01-01' };
      expect((await refused('POST', PATH, { as: 'worker3', body: add }, 403)).body).toEqual(forbiddenBody);
      await refused('POST', PATH, { as: 'worker3', body: {} }, 403);
      await refused('PUT', `${PATH}/${mine.id}`, { as: 'worker3', body: { date_until: null } }, 403);
      await refused('DELETE', `${PATH}/${mine.id}`, { as: 'worker3' }, 403);
      await refused('PUT', `${PATH}/${theirs.id}`, { as: 'worker3', body: { date_until: null } }, 403);
      await refused('DELETE', `${PATH}/${theirs.id}`, { as: 'worker3' }, 403);
    });
  });

  it.each(['999999', '0', '-1', '1.5', '0x10', '1abc', '2147483648'])(
    'answers 404 for the id %s on every method',
    async (id) => {
      expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
      await refused('PUT', `${PATH}/${id}`, { body: { date_until: null } }, 404);
      await refused('DELETE', `${PATH}/${id}`, {}, 404);
    },
  );

  it('lets exactly one of two overlapping parallel creates through', async () => {
    const usersId = await freshUserId('race');
    const body = (since: string) => ({ users_id: usersId, nonbusiness_groups_id: groupA, date_since: since });
    const responses = await Promise.all([
      service.request('POST', PATH, { body: body('2026-01-01') }),
      service.request('POST', PATH, { as: 'manager', body: body('2026-02-01') }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await service.db
      .select()
      .from(usersNonbusinessGroups)
      .where(eq(usersNonbusinessGroups.usersId, usersId));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of ten overlapping parallel creates through', async () => {
    const usersId = await freshUserId('race-ten');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        service.request('POST', PATH, {
          body: {
            users_id: usersId,
            nonbusiness_groups_id: groupA,
            date_since: `2026-03-${String(index + 10)}`,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const rows = await service.db
      .select()
      .from(usersNonbusinessGroups)
      .where(eq(usersNonbusinessGroups.usersId, usersId));
    expect(rows).toHaveLength(1);
  });
});
