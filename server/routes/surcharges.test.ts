import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surchargeModelListSchema, surchargeModelSingleSchema } from '../../contract/surcharges.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PATH = '/api/v2/surcharges';
const TABLES = ['surcharge_models'];

const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
const sunday = { percent: 50, time_since: '00:00:00', time_until: '23:59:59' };

async function create(body: Record<string, unknown> = {}) {
  const response = await service.request('POST', PATH, {
    body: { name: 'Model', accumulation: true, ...body },
  });
  expect(response.status).toBe(200);
  return response.body.surcharge as { id: number } & Record<string, unknown>;
}

const refused = (
  method: string,
  path: string,
  options: Parameters<TestService['request']>[2],
  status: number,
  fields?: string[],
) => expectRefused(service, TABLES, method, path, options, status, fields);

describe('surcharge models', () => {
  it('adds a model with every kind: night kinds without day flags, the others with both', async () => {
    const response = await service.request('POST', PATH, {
      as: 'manager',
      body: {
        name: 'Full model',
        accumulation: false,
        night,
        night_increased: { percent: 40, time_since: '00:00:00', time_until: '04:00:00' },
        nonbusiness: { ...sunday, percent: 100 },
        nonbusiness_special: { ...sunday, percent: 150, time_since_is_previous_day: true },
        sunday: { ...sunday, time_until_is_next_day: true },
        saturday: { percent: 25, time_since: '13:00:00', time_until: '23:59:59' },
      },
    });
    expect(response.status).toBe(200);
    expect(surchargeModelSingleSchema.parse(response.body)).toEqual(response.body);
    expect(response.body.surcharge).toEqual({
      id: expect.any(Number),
      name: 'Full model',
      accumulation: false,
      night,
      night_increased: { percent: 40, time_since: '00:00:00', time_until: '04:00:00' },
      nonbusiness: {
        ...sunday,
        percent: 100,
        time_since_is_previous_day: false,
        time_until_is_next_day: false,
      },
      nonbusiness_special: {
        ...sunday,
        percent: 150,
        time_since_is_previous_day: true,
        time_until_is_next_day: false,
      },
      sunday: { ...sunday, time_since_is_previous_day: false, time_until_is_next_day: true },
      saturday: {
        percent: 25,
        time_since: '13:00:00',
        time_until: '23:59:59',
        time_since_is_previous_day: false,
        time_until_is_next_day: false,
      },
    });
    expect(response.headers.get('etag')).toBe('"1"');
    const read = await service.request('GET', `${PATH}/${response.body.surcharge.id}`, { as: 'worker1' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('returns only the keys of configured kinds', async () => {
    const model = await create({ name: 'Bare', accumulation: true, sunday });
    expect(Object.keys(model).sort()).toEqual(['accumulation', 'id', 'name', 'sunday']);
    const bare = await create({ name: 'Nothing configured' });
    expect(Object.keys(bare).sort()).toEqual(['accumulation', 'id', 'name']);
  });

  it('accepts a form body for the flat fields', async () => {
    const response = await service.request('POST', PATH, { form: { name: 'Form model', accumulation: '0' } });
    expect(response.status).toBe(200);
    expect(response.body.surcharge).toEqual({
      id: expect.any(Number),
      name: 'Form model',
      accumulation: false,
    });
  });

  it('lets every role read the whole collection in id order', async () => {
    const first = await create({ name: 'Listed A', night });
    const second = await create({ name: 'Listed B' });
    for (const as of ['owner', 'manager', 'worker1', 'worker3'] as const) {
      const list = await service.request('GET', PATH, { as });
      expect(list.status).toBe(200);
      expect(surchargeModelListSchema.parse(list.body)).toEqual(list.body);
      const ids = list.body.surcharges.map((model: { id: number }) => model.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(list.body.surcharges).toEqual(expect.arrayContaining([first, second]));
    }
  });

  it.each([
    [{ time_since_is_previous_day: false }, 'night', ['night.time_since_is_previous_day']],
    [{ time_until_is_next_day: true }, 'night', ['night.time_until_is_next_day']],
    [{ time_since_is_previous_day: true }, 'night_increased', ['night_increased.time_since_is_previous_day']],
    [
      { time_since_is_previous_day: false, time_until_is_next_day: false },
      'night_increased',
      ['night_increased.time_since_is_previous_day', 'night_increased.time_until_is_next_day'],
    ],
  ])('refuses the day flags %j on %s when adding', async (flags, kind, fields) => {
    const response = await refused(
      'POST',
      PATH,
      { body: { name: 'Night flags', accumulation: true, [kind]: { ...night, ...flags } } },
      400,
    );
    expect(response.body.error.fields).toEqual(fields);
  });

  it.each([
    [{}, ['name', 'accumulation']],
    [{ name: 'No accumulation' }, ['accumulation']],
    [{ accumulation: true }, ['name']],
    [{ name: 'x'.repeat(256), accumulation: true }, ['name']],
    [{ name: 'nul\u0000', accumulation: true }, ['name']],
    [{ name: ' ', accumulation: true }, ['name']],
    [{ name: 'Acc', accumulation: 'true' }, ['accumulation']],
    [{ name: 'Acc', accumulation: 1 }, ['accumulation']],
    [{ name: 'Acc', accumulation: null }, ['accumulation']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: 0 } }, ['sunday.percent']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: 1001 } }, ['sunday.percent']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: -1 } }, ['sunday.percent']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: 1.5 } }, ['sunday.percent']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: '10' } }, ['sunday.percent']],
    [{ name: 'P', accumulation: true, sunday: { ...sunday, percent: 2147483648 } }, ['sunday.percent']],
    [
      { name: 'P', accumulation: true, saturday: { time_since: '00:00:00', time_until: '01:00:00' } },
      ['saturday.percent'],
    ],
    [
      { name: 'P', accumulation: true, saturday: { percent: 5 } },
      ['saturday.time_since', 'saturday.time_until'],
    ],
    [
      { name: 'F', accumulation: true, sunday: { ...sunday, time_until_is_next_day: 1 } },
      ['sunday.time_until_is_next_day'],
    ],
    [{ name: 'K', accumulation: true, sunday: 5 }, ['sunday']],
    [{ name: 'K', accumulation: true, night: [night] }, ['night']],
    [{ name: 'K', accumulation: true, night: null }, ['night']],
  ])('rejects the add %j naming %j', async (body, fields) => {
    const response = await refused('POST', PATH, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it.each([
    '24:00:00',
    '23:60:00',
    '23:59:60',
    '7:05:03',
    '07:05',
    '07:05:03.5',
    '07:05:03Z',
    ' 07:05:03',
    '07:05:03\n',
    '',
  ])('rejects the time of day %j', async (time) => {
    const response = await refused(
      'POST',
      PATH,
      { body: { name: 'Times', accumulation: true, night: { ...night, time_since: time } } },
      400,
    );
    expect(response.body.error.fields).toEqual(['night.time_since']);
  });

  it('accepts the edges of the ranges', async () => {
    const model = await create({
      night: { percent: 1, time_since: '00:00:00', time_until: '23:59:59' },
      sunday: { ...sunday, percent: 1000 },
    });
    expect(model.night).toEqual({ percent: 1, time_since: '00:00:00', time_until: '23:59:59' });
    expect((model.sunday as { percent: number }).percent).toBe(1000);
  });

  it('removes a kind sent as null and one sent with percent 0, and leaves the rest alone', async () => {
    const model = await create({ name: 'Removals', night, night_increased: night, sunday, saturday: sunday });
    const response = await service.request('PUT', `${PATH}/${model.id}`, {
      body: { night: null, sunday: { percent: 0 } },
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(200);
    expect(response.body.surcharge).toEqual({
      id: model.id,
      name: 'Removals',
      accumulation: true,
      night_increased: night,
      saturday: model.saturday,
    });
    expect(response.headers.get('etag')).toBe('"2"');
    expect((await service.request('GET', `${PATH}/${model.id}`)).body).toEqual(response.body);
  });

  it('replaces a kind sent as an object whole, flags false unless sent', async () => {
    const model = await create({
      name: 'Replace',
      sunday: { ...sunday, time_since_is_previous_day: true, time_until_is_next_day: true },
    });
    const response = await service.request('PUT', `${PATH}/${model.id}`, {
      body: { sunday: { percent: 30, time_since: '06:00:00', time_until: '18:00:00' } },
    });
    expect(response.body.surcharge.sunday).toEqual({
      percent: 30,
      time_since: '06:00:00',
      time_until: '18:00:00',
      time_since_is_previous_day: false,
      time_until_is_next_day: false,
    });
  });

  it('adds a kind that was not configured and changes name and accumulation alone', async () => {
    const model = await create({ name: 'Grow', accumulation: true });
    const grown = await service.request('PUT', `${PATH}/${model.id}`, {
      as: 'manager',
      body: { nonbusiness: { percent: 100, time_since: '00:00:00', time_until: '23:59:59' } },
    });
    expect(grown.body.surcharge).toEqual({
      ...model,
      nonbusiness: {
        percent: 100,
        time_since: '00:00:00',
        time_until: '23:59:59',
        time_since_is_previous_day: false,
        time_until_is_next_day: false,
      },
    });
    const renamed = await service.request('PUT', `${PATH}/${model.id}`, {
      body: { name: 'Grown', accumulation: false },
    });
    expect(renamed.body.surcharge).toEqual({ ...grown.body.surcharge, name: 'Grown', accumulation: false });
  });

  it('ignores day flags sent for a night kind on edit', async () => {
    const model = await create({ name: 'Night edit' });
    const response = await service.request('PUT', `${PATH}/${model.id}`, {
      body: { night: { ...night, time_since_is_previous_day: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body.surcharge.night).toEqual(night);
  });

  it.each([
    [{ sunday: { percent: 5 } }, ['sunday.time_since', 'sunday.time_until']],
    [{ sunday: { percent: 5, time_since: '01:00:00' } }, ['sunday.time_until']],
    [{ sunday: { time_since: '01:00:00', time_until: '02:00:00' } }, ['sunday.percent']],
    [{ night: { ...night, percent: 1001 } }, ['night.percent']],
    [{ night: { ...night, percent: -1 } }, ['night.percent']],
    [{ night: { percent: 0, time_since: '24:00:00' } }, ['night.time_since']],
    [{ night: 'none' }, ['night']],
    [{ name: null }, ['name']],
    [{ accumulation: 0 }, ['accumulation']],
  ])('rejects the edit %j naming %j', async (body, fields) => {
    const model = await create({ name: 'Edit target', night, sunday });
    const response = await refused('PUT', `${PATH}/${model.id}`, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('refuses every write by a worker and changes nothing', async () => {
    const model = await create({ name: 'Guarded', night });
    const forbiddenBody = { error: { code: 403, message: 'You do not have the right to do this.' } };
    const add = await refused('POST', PATH, { as: 'worker1', body: { name: 'N', accumulation: true } }, 403);
    expect(add.body).toEqual(forbiddenBody);
    const edit = await refused('PUT', `${PATH}/${model.id}`, { as: 'worker1', body: { night: null } }, 403);
    expect(edit.body).toEqual(forbiddenBody);
    expect((await refused('DELETE', `${PATH}/${model.id}`, { as: 'worker2' }, 403)).body).toEqual(
      forbiddenBody,
    );
    // Rights come before validation.
    await refused('POST', PATH, { as: 'worker3', body: {} }, 403);
  });

  it('answers 412 to a stale If-Match and keeps the model', async () => {
    const model = await create({ name: 'Versioned' });
    await service.request('PUT', `${PATH}/${model.id}`, {
      body: { name: 'First' },
      headers: { 'If-Match': '"1"' },
    });
    await refused(
      'PUT',
      `${PATH}/${model.id}`,
      { body: { name: 'Second' }, headers: { 'If-Match': '"1"' } },
      412,
    );
    await refused('DELETE', `${PATH}/${model.id}`, { headers: { 'If-Match': '"1"' } }, 412);
    expect((await service.request('GET', `${PATH}/${model.id}`)).body.surcharge.name).toBe('First');
  });

  it('deletes a model', async () => {
    const model = await create({ name: 'Short-lived', night });
    const response = await service.request('DELETE', `${PATH}/${model.id}`, {
      as: 'manager',
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await service.request('GET', `${PATH}/${model.id}`)).status).toBe(404);
  });

  it.each(['999999', '0', '-1', '1.5', '1e3', '0x10', '1abc', '2147483648'])(
    'answers 404 for the id %s on every method',
    async (id) => {
      expect((await service.request('GET', `${PATH}/${id}`, { as: 'worker1' })).status).toBe(404);
      await refused('PUT', `${PATH}/${id}`, { body: { name: 'x' } }, 404);
      await refused('DELETE', `${PATH}/${id}`, {}, 404);
    },
  );
});
