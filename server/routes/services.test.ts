import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceListSchema, serviceSingleSchema } from '../../contract/services.ts';
import { customers, entries, services } from '../db/schema.ts';
import { expectRefused, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PATH = '/api/services';
const TABLES = ['services', 'entries'];

async function create(body: Record<string, unknown> = {}) {
  const response = await service.request('POST', PATH, { body: { name: 'Consulting', ...body } });
  expect(response.status).toBe(200);
  return response.body.service as { id: number; name: string; active: boolean };
}

const refused = (
  method: string,
  path: string,
  options: Parameters<TestService['request']>[2],
  status: number,
  fields?: string[],
) => expectRefused(service, TABLES, method, path, options, status, fields);

describe('services (ext)', () => {
  it('adds, reads, edits and lists a service for a manager', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: { name: 'Development', number: 'S-1', note: 'hourly' },
    });
    expect(created.status).toBe(200);
    expect(serviceSingleSchema.parse(created.body)).toEqual(created.body);
    expect(created.body.service).toEqual({
      id: expect.any(Number),
      name: 'Development',
      number: 'S-1',
      active: true,
      note: 'hourly',
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const id = created.body.service.id;

    const read = await service.request('GET', `${PATH}/${id}`, { as: 'manager' });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');

    const edited = await service.request('PUT', `${PATH}/${id}`, {
      as: 'manager',
      body: { name: 'Software development', note: null },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.service).toEqual({
      ...created.body.service,
      name: 'Software development',
      note: null,
    });
    expect(edited.headers.get('etag')).toBe('"2"');

    const list = await service.request('GET', PATH, { as: 'manager' });
    expect(serviceListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.services).toContainEqual(edited.body.service);
  });

  it('fills optional fields with their defaults and accepts a form body', async () => {
    const json = await service.request('POST', PATH, { body: { name: 'Support' } });
    expect(json.body.service).toEqual({
      id: expect.any(Number),
      name: 'Support',
      number: null,
      active: true,
      note: null,
    });
    const form = await service.request('POST', PATH, { form: { name: 'Support', active: 'false' } });
    expect(form.status).toBe(200);
    expect(form.body.service).toMatchObject({ name: 'Support', active: false });
  });

  it('shows a worker only active services and hides inactive ones like missing ones', async () => {
    const active = await create({ name: 'Open' });
    const inactive = await create({ name: 'Closed', active: false });
    const ownerIds = (await service.request('GET', PATH)).body.services.map((row: { id: number }) => row.id);
    expect(ownerIds).toEqual(expect.arrayContaining([active.id, inactive.id]));
    const workerList = await service.request('GET', PATH, { as: 'worker1' });
    expect(workerList.status).toBe(200);
    const workerIds = workerList.body.services.map((row: { id: number }) => row.id);
    expect(workerIds).toContain(active.id);
    expect(workerIds).not.toContain(inactive.id);
    expect((await service.request('GET', `${PATH}/${active.id}`, { as: 'worker1' })).status).toBe(200);
    const hidden = await service.request('GET', `${PATH}/${inactive.id}`, { as: 'worker1' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual((await service.request('GET', `${PATH}/999999`, { as: 'worker1' })).body);
    await refused('PUT', `${PATH}/${inactive.id}`, { as: 'worker1', body: { name: 'x' } }, 404);
    await refused('DELETE', `${PATH}/${inactive.id}`, { as: 'worker1' }, 404);
  });

  it('refuses every write by a worker and changes nothing', async () => {
    const target = await create({ name: 'Guarded' });
    const forbiddenBody = { error: { code: 403, message: 'You do not have the right to do this.' } };
    expect((await refused('POST', PATH, { as: 'worker1', body: { name: 'N' } }, 403)).body).toEqual(
      forbiddenBody,
    );
    expect((await refused('POST', PATH, { as: 'worker3', body: {} }, 403)).body).toEqual(forbiddenBody);
    expect(
      (await refused('PUT', `${PATH}/${target.id}`, { as: 'worker1', body: { name: 'N' } }, 403)).body,
    ).toEqual(forbiddenBody);
    expect((await refused('DELETE', `${PATH}/${target.id}`, { as: 'worker2' }, 403)).body).toEqual(
      forbiddenBody,
    );
  });

  it('lets the owner and both managers write', async () => {
    for (const as of ['owner', 'manager', 'manager2', 'absenceManager'] as const) {
      const created = await service.request('POST', PATH, { as, body: { name: `By ${as}` } });
      expect(created.status).toBe(200);
      const id = created.body.service.id;
      expect((await service.request('PUT', `${PATH}/${id}`, { as, body: { number: 'N' } })).status).toBe(200);
      expect((await service.request('DELETE', `${PATH}/${id}`, { as })).body).toEqual({ success: true });
    }
  });

  it.each([
    [{}, ['name']],
    [{ name: 'x'.repeat(256) }, ['name']],
    [{ name: 'nul\u0000byte' }, ['name']],
    [{ name: '\udc00' }, ['name']],
    [{ name: '  ' }, ['name']],
    [{ name: 7 }, ['name']],
    [{ name: null }, ['name']],
    [{ name: 'Number', number: 5 }, ['number']],
    [{ name: 'Number', number: 'n'.repeat(256) }, ['number']],
    [{ name: 'Note', note: 'n'.repeat(10_001) }, ['note']],
    [{ name: 'Active', active: 'yes' }, ['active']],
    [{ name: 42, active: 0 }, ['name', 'active']],
  ])('rejects the add %j naming %j', async (body, fields) => {
    const response = await refused('POST', PATH, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('rejects a form value that is not canonical', async () => {
    const response = await refused('POST', PATH, { form: { name: 'Form', active: 'yes' } }, 400);
    expect(response.body.error.fields).toEqual(['active']);
  });

  it.each([
    [{ name: '' }, ['name']],
    [{ active: 'false' }, ['active']],
    [{ note: { text: 'x' } }, ['note']],
  ])('rejects the edit %j naming %j', async (body, fields) => {
    const target = await create({ name: 'Edit target' });
    const response = await refused('PUT', `${PATH}/${target.id}`, { body }, 400);
    expect(response.body.error.fields).toEqual(fields);
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
    expect((await service.request('GET', `${PATH}/${target.id}`)).body.service.name).toBe('First');
  });

  it('refuses to delete a service that entries use and suggests deactivating', async () => {
    const target = await create({ name: 'In use' });
    const [customer] = await service.db.insert(customers).values({ name: 'Service customer' }).returning();
    await service.db.insert(entries).values({
      type: 1,
      customersId: customer?.id as number,
      usersId: service.fixture.users.worker1.id,
      servicesId: target.id,
      billable: 1,
      timeSince: new Date('2026-11-20T08:00:00Z'),
      timeUntil: new Date('2026-11-20T09:00:00Z'),
      duration: 3600,
    });
    const response = await refused('DELETE', `${PATH}/${target.id}`, {}, 409);
    expect(response.body.error.message).toContain('Deactivate');
    expect((await service.request('GET', `${PATH}/${target.id}`)).status).toBe(200);
  });

  it('deletes an unused service', async () => {
    const target = await create({ name: 'Short-lived' });
    expect((await service.request('DELETE', `${PATH}/${target.id}`, { as: 'manager' })).body).toEqual({
      success: true,
    });
    expect((await service.request('GET', `${PATH}/${target.id}`)).status).toBe(404);
    expect(await service.db.select().from(services).where(eq(services.id, target.id))).toEqual([]);
  });

  it.each(['999999', '0', '-1', '1.5', '1e3', '0x10', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s on every method',
    async (id) => {
      expect((await service.request('GET', `${PATH}/${id}`)).status).toBe(404);
      await refused('PUT', `${PATH}/${id}`, { body: { name: 'x' } }, 404);
      await refused('DELETE', `${PATH}/${id}`, {}, 404);
    },
  );
});
