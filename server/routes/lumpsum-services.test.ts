import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lumpSumServiceListSchema, lumpSumServiceSingleSchema } from '../../contract/lumpsum-services.ts';
import { customers, entries, lumpsumServices } from '../db/schema.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PATH = '/api/v2/lumpsumservices';
const TABLES = ['lumpsum_services', 'entries'];

async function create(body: Record<string, unknown> = {}) {
  const response = await service.request('POST', PATH, { body: { name: 'Travel', price: 0.3, ...body } });
  expect(response.status).toBe(200);
  return response.body.lumpSumService as { id: number; name: string; active: boolean };
}

const refused = (
  method: string,
  path: string,
  options: Parameters<TestService['request']>[2],
  status: number,
  fields?: string[],
) => expectRefused(service, TABLES, method, path, options, status, fields);

describe('lump sum services', () => {
  it('adds, reads, edits and lists a lump sum service for a manager', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: { name: 'Mileage', price: 0.42, unit: 'km', number: 'L-1', note: 'per km driven' },
    });
    expect(created.status).toBe(200);
    expect(lumpSumServiceSingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.lumpSumService).toEqual({
      id: expect.any(Number),
      name: 'Mileage',
      price: 0.42,
      unit: 'km',
      number: 'L-1',
      active: true,
      note: 'per km driven',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.body.lumpSumService.id;

    const read = await service.request('GET', `${PATH}/${id}`, { as: 'manager' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    const edited = await service.request('PUT', `${PATH}/${id}`, {
      as: 'manager',
      body: { price: 0.5, unit: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.lumpSumService).toEqual({ ...created.body.lumpSumService, price: 0.5, unit: null });
    expect(edited.headers.get('etag')).toBe('"2"');

    const list = await service.request('GET', PATH, { as: 'manager' });
    expect(list.status).toBe(200);
    expect(lumpSumServiceListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.lumpSumServices).toContainEqual(edited.body.lumpSumService);
  });

  it('fills optional fields with their defaults', async () => {
    const created = await service.request('POST', PATH, { body: { name: 'Flat fee', price: 100 } });
    expect(created.body.lumpSumService).toEqual({
      id: expect.any(Number),
      name: 'Flat fee',
      price: 100,
      unit: null,
      number: null,
      active: true,
      note: null,
    });
  });

  it('accepts a form body like JSON', async () => {
    const response = await service.request('POST', PATH, {
      form: { name: 'Form fee', price: '12.5', unit: 'pcs', active: '0' },
    });
    expect(response.status).toBe(200);
    expect(response.body.lumpSumService).toMatchObject({
      name: 'Form fee',
      price: 12.5,
      unit: 'pcs',
      active: false,
    });
  });

  it('lists the whole collection in id order with only active ones for a worker', async () => {
    const active = await create({ name: 'Visible' });
    const inactive = await create({ name: 'Retired', active: false });
    const ownerList = (await service.request('GET', PATH)).body.lumpSumServices as { id: number }[];
    expect(ownerList.map((row) => row.id)).toEqual([...ownerList.map((row) => row.id)].sort((a, b) => a - b));
    expect(ownerList.map((row) => row.id)).toEqual(expect.arrayContaining([active.id, inactive.id]));
    const workerList = await service.request('GET', PATH, { as: 'worker1' });
    expect(workerList.status).toBe(200);
    const workerIds = workerList.body.lumpSumServices.map((row: { id: number }) => row.id);
    expect(workerIds).toContain(active.id);
    expect(workerIds).not.toContain(inactive.id);
    expect(workerList.body.lumpSumServices.every((row: { active: boolean }) => row.active)).toBe(true);
    expect((await service.request('GET', `${PATH}/${active.id}`, { as: 'worker1' })).status).toBe(200);
  });

  it('hides an inactive lump sum service from a worker exactly like a missing one', async () => {
    const inactive = await create({ name: 'Hidden', active: false });
    const hidden = await service.request('GET', `${PATH}/${inactive.id}`, { as: 'worker1' });
    const missing = await service.request('GET', `${PATH}/999999`, { as: 'worker1' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    await refused('PUT', `${PATH}/${inactive.id}`, { as: 'worker1', body: { name: 'x' } }, 404);
    await refused('DELETE', `${PATH}/${inactive.id}`, { as: 'worker1' }, 404);
    expect((await service.request('GET', `${PATH}/${inactive.id}`, { as: 'manager' })).status).toBe(200);
  });

  it('refuses every write by a worker and changes nothing', async () => {
    const target = await create({ name: 'Guarded' });
    const forbiddenBody = { error: { code: 403, message: 'You do not have the right to do this.' } };
    expect((await refused('POST', PATH, { as: 'worker1', body: { name: 'N', price: 1 } }, 403)).body).toEqual(
      forbiddenBody,
    );
    expect(
      (await refused('PUT', `${PATH}/${target.id}`, { as: 'worker1', body: { name: 'N' } }, 403)).body,
    ).toEqual(forbiddenBody);
    expect((await refused('DELETE', `${PATH}/${target.id}`, { as: 'worker2' }, 403)).body).toEqual(
      forbiddenBody,
    );
  });

  it('checks rights before validation', async () => {
    await refused('POST', PATH, { as: 'worker1', body: { name: 42 } }, 403);
  });

  it.each([
    [{}, ['name', 'price']],
    [{ price: 1 }, ['name']],
    [{ name: 'Price missing' }, ['price']],
    [{ name: 'x'.repeat(256), price: 1 }, ['name']],
    [{ name: 'nul\u0000byte', price: 1 }, ['name']],
    [{ name: 'lone \ud800 surrogate', price: 1 }, ['name']],
    [{ name: '   ', price: 1 }, ['name']],
    [{ name: 42, price: 1 }, ['name']],
    [{ name: 'Price', price: '5' }, ['price']],
    [{ name: 'Price', price: -1 }, ['price']],
    [{ name: 'Price', price: 1.005 }, ['price']],
    [{ name: 'Price', price: 1e20 }, ['price']],
    [{ name: 'Price', price: null }, ['price']],
    [{ name: 'Price', price: [5] }, ['price']],
    [{ name: 'Unit', price: 1, unit: 'minutes' }, ['unit']],
    [{ name: 'Unit', price: 1, unit: '👩‍👩‍👧‍👦' }, ['unit']],
    [{ name: 'Number', price: 1, number: 'n'.repeat(256) }, ['number']],
    [{ name: 'Note', price: 1, note: 'n'.repeat(10_001) }, ['note']],
    [{ name: 'Active', price: 1, active: 'true' }, ['active']],
    [{ name: 'Active', price: 1, active: 1 }, ['active']],
  ])('rejects the add %j naming %j', async (body, fields) => {
    const response = await refused('POST', PATH, { body }, 400);
    expect(response.body.error.code).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('accepts every string at its maximum length', async () => {
    const response = await service.request('POST', PATH, {
      body: {
        name: 'n'.repeat(255),
        price: 1_000_000_000,
        unit: 'Stück',
        number: 'x'.repeat(255),
        note: 'y'.repeat(10_000),
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.lumpSumService.unit).toBe('Stück');
  });

  it.each([
    [{ name: null }, ['name']],
    [{ name: '' }, ['name']],
    [{ price: -0.01 }, ['price']],
    [{ unit: 'abcdefg' }, ['unit']],
    [{ active: null }, ['active']],
  ])('rejects the edit %j naming %j', async (body, fields) => {
    const target = await create({ name: 'Edit target' });
    const response = await refused('PUT', `${PATH}/${target.id}`, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('edits only the fields sent', async () => {
    const target = await create({ name: 'Partial', unit: 'h', number: 'P-1', note: 'keep' });
    const response = await service.request('PUT', `${PATH}/${target.id}`, { body: { active: false } });
    expect(response.body.lumpSumService).toEqual({ ...target, active: false });
  });

  it('ignores unknown fields and never stores them', async () => {
    const response = await service.request('POST', PATH, {
      body: { name: 'Extra', price: 2, colour: 'red', id: 1 },
    });
    expect(response.status).toBe(200);
    expect(response.body.lumpSumService).not.toHaveProperty('colour');
    expect(response.body.lumpSumService.id).not.toBe(1);
  });

  it('answers 412 to a stale If-Match and keeps the record', async () => {
    const target = await create({ name: 'Versioned' });
    await service.request('PUT', `${PATH}/${target.id}`, {
      body: { name: 'First' },
      headers: { 'If-Match': '"1"' },
    });
    await refused(
      'PUT',
      `${PATH}/${target.id}`,
      { body: { name: 'Second' }, headers: { 'If-Match': '"1"' } },
      412,
    );
    await refused('DELETE', `${PATH}/${target.id}`, { headers: { 'If-Match': '"1"' } }, 412);
    expect((await service.request('GET', `${PATH}/${target.id}`)).body.lumpSumService.name).toBe('First');
  });

  it('refuses to delete a lump sum service that entries use and suggests deactivating', async () => {
    const target = await create({ name: 'In use' });
    const [customer] = await service.db.insert(customers).values({ name: 'Lump customer' }).returning();
    await service.db.insert(entries).values({
      type: 3,
      customersId: customer?.id as number,
      usersId: service.fixture.users.worker1.id,
      lumpsumServicesId: target.id,
      lumpsumServicesAmount: 3,
      billable: 1,
      timeSince: new Date('2026-11-20T08:00:00Z'),
    });
    const response = await refused('DELETE', `${PATH}/${target.id}`, {}, 409);
    expect(response.body.error.code).toBe(409);
    expect(response.body.error.message).toContain('Deactivate');
    expect(response.body.error.message).toContain('entries');
  });

  it('deletes an unused lump sum service', async () => {
    const target = await create({ name: 'Short-lived' });
    const response = await service.request('DELETE', `${PATH}/${target.id}`, { as: 'manager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect((await service.request('GET', `${PATH}/${target.id}`)).status).toBe(404);
    const [row] = await service.db.select().from(lumpsumServices).where(eq(lumpsumServices.id, target.id));
    expect(row).toBeUndefined();
  });

  it('answers 404 for a missing id on every method', async () => {
    expect((await service.request('GET', `${PATH}/999999`)).status).toBe(404);
    await refused('PUT', `${PATH}/999999`, { body: { name: 'x' } }, 404);
    await refused('DELETE', `${PATH}/999999`, {}, 404);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '%201', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
    },
  );
});
