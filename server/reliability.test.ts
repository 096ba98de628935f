import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lumpsumServices } from './db/schema.ts';
import { idempotencyKeys } from './db/upkeep-schema.ts';
import { startTestService, type TestService } from './testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const countNamed = async (name: string) =>
  (await service.db.select().from(lumpsumServices).where(eq(lumpsumServices.name, name))).length;

describe('Idempotency-Key after a crash', () => {
  it('takes over a claim a crashed process left pending and creates the record once', async () => {
    const ownerId = service.fixture.users.owner.id;
    const path = '/api/v2/lumpsumservices';
    const body = { name: 'After crash', price: 2 };
    // What a process killed mid-request left behind when claims were committed on their own.
    const requestHash = createHash('sha256')
      .update(`${path}\n${JSON.stringify(body)}`)
      .digest('hex');
    await service.db
      .insert(idempotencyKeys)
      .values({ usersId: ownerId, key: 'crashed-1', requestHash, status: 0, body: '' });
    const send = () => service.request('POST', path, { body, headers: { 'Idempotency-Key': 'crashed-1' } });
    const startedAt = Date.now();
    const retried = await send();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(retried.status).toBe(200);
    const again = await send();
    expect(again.body).toEqual(retried.body);
    expect(await countNamed('After crash')).toBe(1);
    const [stored] = await service.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.usersId, ownerId), eq(idempotencyKeys.key, 'crashed-1')));
    expect(stored?.status).toBe(200);
  });
});

describe('If-Match', () => {
  it('compares strongly: a weak tag of the current version is a 412 and changes nothing', async () => {
    const created = await service.request('POST', '/api/v2/customers', { body: { name: 'Strong' } });
    const id = created.body.customer.id;
    const weak = await service.request('PUT', `/api/v2/customers/${id}`, {
      body: { name: 'Weakly matched' },
      headers: { 'If-Match': 'W/"1"' },
    });
    expect(weak.status).toBe(412);
    const read = await service.request('GET', `/api/v2/customers/${id}`);
    expect(read.body.customer.name).toBe('Strong');
    expect(read.headers.get('etag')).toBe('"1"');
    const strong = await service.request('PUT', `/api/v2/customers/${id}`, {
      body: { name: 'Strongly matched' },
      headers: { 'If-Match': 'W/"1", "1"' },
    });
    expect(strong.status).toBe(200);
  });
});
