import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  userSurchargeModelListSchema,
  userSurchargeModelSingleSchema,
} from '../../contract/surcharge-model-periods.ts';
import { users } from '../db/schema.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
let modelA: number;
let modelB: number;

const PATH = '/api/v2/usersSurchargeModels';
const TABLES = ['users_surcharge_models', 'surcharge_models', 'users'];
const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };

async function addModel(name: string): Promise<number> {
  const response = await service.request('POST', '/api/v2/surcharges', {
    body: { name, accumulation: true, night },
  });
  expect(response.status).toBe(200);
  return response.body.surcharge.id;
}

beforeAll(async () => {
  service = await startTestService();
  modelA = await addModel('Nights');
  modelB = await addModel('Nights and Sundays');
});
afterAll(() => service.close());

type Period = {
  id: number;
  users_id: number;
  surcharge_models_id: number;
  date_since: string;
  date_until: string | null;
};
type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

async function addPeriod(body: Record<string, unknown>): Promise<Period> {
  const response = await service.request('POST', PATH, { body: { surcharge_models_id: modelA, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const refused = (method: string, path: string, options: RequestOptions, status: number, fields?: string[]) =>
  expectRefused(service, TABLES, method, path, options, status, fields);

/** A co-worker of their own for each test that counts periods, so tests do not disturb each other. */
async function freshUserId(name: string): Promise<number> {
  const [row] = await service.db
    .insert(users)
    .values({ name, email: `${name}@test.example`, role: 'worker' })
    .returning({ id: users.id });
  return row?.id as number;
}

describe('surcharge model periods (ext)', () => {
  it('adds, reads, edits, lists and deletes a period under `data`, versioned by ETag', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: { users_id: userId('worker1'), surcharge_models_id: modelA, date_since: '2020-01-01' },
    });
    expect(created.status).toBe(200);
    expect(userSurchargeModelSingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      users_id: userId('worker1'),
      surcharge_models_id: modelA,
      date_since: '2020-01-01',
      date_until: null,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const path = `${PATH}/${created.body.data.id}`;
    const read = await service.request('GET', path, { as: 'worker1' });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    const edited = await service.request('PUT', path, {
      as: 'manager',
      body: { surcharge_models_id: modelB, date_until: '2020-12-31' },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({
      ...created.body.data,
      surcharge_models_id: modelB,
      date_until: '2020-12-31',
    });
    expect(edited.headers.get('etag')).toBe('"2"');
    await refused('PUT', path, { body: { date_until: null }, headers: { 'If-Match': '"1"' } }, 412);
    await refused('DELETE', path, { headers: { 'If-Match': '"1"' } }, 412);

    const list = await service.request('GET', `${PATH}?filter[surcharge_models_id]=${modelB}`);
    expect(userSurchargeModelListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.data).toEqual([edited.body.data]);

    const deleted = await service.request('DELETE', path, { as: 'manager', headers: { 'If-Match': '"2"' } });
    expect(deleted.body).toEqual({ success: true });
    expect((await service.request('GET', path)).status).toBe(404);
  });

  it("refuses a period overlapping another of the same co-worker with 409, not another co-worker's", async () => {
    const usersId = await freshUserId('overlap');
    const first = await addPeriod({ users_id: usersId, date_since: '2026-01-01', date_until: '2026-06-30' });
    const clash = await refused(
      'POST',
      PATH,
      { body: { users_id: usersId, surcharge_models_id: modelB, date_since: '2026-06-30' } },
      409,
    );
    expect(clash.body.error.message).toBe('The period overlaps another one of this co-worker.');
    const next = await addPeriod({ users_id: usersId, date_since: '2026-07-01' });
    await refused('PUT', `${PATH}/${first.id}`, { body: { date_until: '2026-07-01' } }, 409);
    await refused('PUT', `${PATH}/${next.id}`, { body: { date_since: '2026-05-01' } }, 409);
    const other = await freshUserId('overlap-other');
    expect((await addPeriod({ users_id: other, date_since: '2026-01-01' })).users_id).toBe(other);
  });

  it('answers 400 naming surcharge_models_id for a model that does not exist, and changes nothing', async () => {
    const usersId = await freshUserId('unknown-model');
    const add = { users_id: usersId, surcharge_models_id: 999_999, date_since: '2026-01-01' };
    const response = await refused('POST', PATH, { body: add }, 400, ['surcharge_models_id']);
    expect(response.body.error.message).toBe('Refers to a record that does not exist: surcharge_models_id.');
    const period = await addPeriod({ users_id: usersId, date_since: '2026-01-01' });
    await refused('PUT', `${PATH}/${period.id}`, { body: { surcharge_models_id: 999_999 } }, 400, [
      'surcharge_models_id',
    ]);
  });

  it.each([
    [{}, ['users_id', 'surcharge_models_id', 'date_since']],
    [{ users_id: 'x', surcharge_models_id: 1, date_since: '2024-01-01' }, ['users_id']],
    [{ users_id: 1, surcharge_models_id: 0, date_since: '2024-01-01' }, ['surcharge_models_id']],
    [{ users_id: 1, surcharge_models_id: 1, date_since: '2024-02-30' }, ['date_since']],
    [
      { users_id: 1, surcharge_models_id: 1, date_since: '2024-05-02', date_until: '2024-05-01' },
      ['date_until'],
    ],
    [{ users_id: 999_999, surcharge_models_id: 1, date_since: '2024-01-01' }, ['users_id']],
  ])('rejects the add %j naming %j and changes nothing', async (body, fields) => {
    await refused('POST', PATH, { body }, 400, fields);
  });

  it('names the bound an edit moved when the merged period ends before it starts', async () => {
    const usersId = await freshUserId('bounds');
    const period = await addPeriod({ users_id: usersId, date_since: '2025-01-01', date_until: '2025-12-31' });
    await refused('PUT', `${PATH}/${period.id}`, { body: { date_since: '2026-01-01' } }, 400, ['date_since']);
    await refused('PUT', `${PATH}/${period.id}`, { body: { date_until: '2024-12-31' } }, 400, ['date_until']);
  });

  describe('rights', () => {
    let own: Period;
    let theirs: Period;
    beforeAll(async () => {
      own = await addPeriod({ users_id: userId('worker3'), date_since: '2030-01-01' });
      theirs = await addPeriod({
        users_id: userId('worker2'),
        surcharge_models_id: modelB,
        date_since: '2030-01-01',
      });
    });

    it('gives a worker their own periods only, with or without filters', async () => {
      const mine = await service.request('GET', PATH, { as: 'worker3' });
      expect(mine.body.data).toEqual([own]);
      const byModel = await service.request('GET', `${PATH}?filter[surcharge_models_id]=${modelB}`, {
        as: 'worker3',
      });
      expect(byModel.body.data).toEqual([]);
      expect((await service.request('GET', `${PATH}/${own.id}`, { as: 'worker3' })).status).toBe(200);
      expect((await service.request('GET', `${PATH}/${theirs.id}`, { as: 'worker3' })).status).toBe(403);
      const others = await service.request('GET', `${PATH}?filter[users_id]=${userId('worker2')}`, {
        as: 'worker3',
      });
      expect(others.status).toBe(403);
    });

    it('lets owners and managers read everyone, filtered by several users', async () => {
      const both = await service.request(
        'GET',
        `${PATH}?filter[users_id]=${userId('worker2')},${userId('worker3')}`,
        { as: 'manager' },
      );
      expect(both.body.data).toEqual([own, theirs]);
    });

    it('refuses every write by a worker, even on their own periods', async () => {
      const add = { users_id: userId('worker3'), surcharge_models_id: modelA, date_since: '2040-01-01' };
      await refused('POST', PATH, { as: 'worker3', body: add }, 403);
      await refused('PUT', `${PATH}/${own.id}`, { as: 'worker3', body: { date_until: null } }, 403);
      await refused('DELETE', `${PATH}/${own.id}`, { as: 'worker3' }, 403);
      await refused('DELETE', `${PATH}/${theirs.id}`, { as: 'worker3' }, 403);
    });
  });

  it('keeps a model while a period names it, saying who has it, and deletes it once none does', async () => {
    const modelId = await addModel('Assigned');
    const usersId = await freshUserId('Zoe Assigned');
    const period = await addPeriod({
      users_id: usersId,
      surcharge_models_id: modelId,
      date_since: '2027-01-01',
    });
    const refusal = await refused('DELETE', `/api/v2/surcharges/${modelId}`, { as: 'manager' }, 409);
    expect(refusal.body.error.message).toBe(
      'This surcharge model is still assigned to Zoe Assigned. Give them another model or remove their periods first.',
    );
    expect((await service.request('DELETE', `${PATH}/${period.id}`)).status).toBe(200);
    expect((await service.request('DELETE', `/api/v2/surcharges/${modelId}`, { as: 'manager' })).status).toBe(
      200,
    );
  });

  it('keeps a co-worker who has a period, naming it', async () => {
    const usersId = await freshUserId('kept');
    await addPeriod({ users_id: usersId, date_since: '2027-01-01' });
    const refusal = await refused('DELETE', `/api/v2/users/${usersId}`, {}, 409);
    expect(refusal.body.error.message).toContain('surcharge model periods');
  });

  it.each(['999999', '0', '1.5', 'abc'])('answers 404 for the id %s on every method', async (id) => {
    expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
    await refused('PUT', `${PATH}/${id}`, { body: { date_until: null } }, 404);
    await refused('DELETE', `${PATH}/${id}`, {}, 404);
  });
});
