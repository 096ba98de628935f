import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, services } from './db/schema.ts';
import { createReadCache } from './read-cache.ts';
import { startTestService, type TestService } from './testing/harness.ts';

describe('createReadCache', () => {
  it('answers a kept value without loading it again, until a write is forgotten', async () => {
    const cache = createReadCache(true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('a', load)).toBe(1);
    cache.forget();
    expect(await cache.read('a', load)).toBe(2);
  });

  it('does not keep a value that was loading while a write ended', async () => {
    const cache = createReadCache(true);
    let release = () => {};
    const slow = cache.read('a', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
    cache.forget();
    release();
    expect(await slow).toBe('before');
    expect(await cache.read('a', async () => 'after')).toBe('after');
  });

  it('keeps only what `keep` allows, and nothing when it is off', async () => {
    const kept = createReadCache(true);
    expect(
      await kept.read(
        'a',
        async () => null,
        (value) => value !== null,
      ),
    ).toBeNull();
    expect(await kept.read('a', async () => 'found')).toBe('found');
    const off = createReadCache(false);
    expect(await off.read('a', async () => 1)).toBe(1);
    expect(await off.read('a', async () => 2)).toBe(2);
  });
});

describe('the service with its read cache on', () => {
  let service: TestService;
  let entryBody: Record<string, unknown>;

  beforeAll(async () => {
    service = await startTestService({ soleUser: true });
    const [customer] = await service.db.insert(customers).values({ name: 'Cached Ltd' }).returning();
    const [work] = await service.db.insert(services).values({ name: 'Cached work' }).returning();
    entryBody = {
      customers_id: customer?.id,
      services_id: work?.id,
      billable: 1,
      time_since: '2026-11-20T08:00:00Z',
      time_until: '2026-11-20T09:00:00Z',
    };
  });
  afterAll(() => service.close());

  const countOfNovember = async () => {
    const response = await service.request(
      'GET',
      '/api/v2/entries?time_since=2026-11-01T00:00:00Z&time_until=2026-12-01T00:00:00Z',
    );
    expect(response.status).toBe(200);
    return response.body.paging.count_items as number;
  };

  it('counts an entry in the list as soon as it is created, and no longer once deleted', async () => {
    const before = await countOfNovember();
    expect(await countOfNovember()).toBe(before);
    const created = await service.request('POST', '/api/v2/entries', { body: entryBody });
    expect(created.status).toBe(200);
    expect(await countOfNovember()).toBe(before + 1);
    const deleted = await service.request('DELETE', `/api/v2/entries/${created.body.entry.id}`);
    expect(deleted.status).toBe(200);
    expect(await countOfNovember()).toBe(before);
  });

  it('refuses a user deactivated a moment after their last request', async () => {
    const worker = service.fixture.users.worker1;
    expect((await service.request('GET', '/api/v2/entries/999999', { as: 'worker1' })).status).toBe(404);
    const deactivated = await service.request('PUT', `/api/v2/users/${worker.id}`, {
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    expect((await service.request('GET', '/api/v2/entries/999999', { as: 'worker1' })).status).toBe(401);
  });

  it('refuses the old key and accepts the new one once a key is issued', async () => {
    const worker = service.fixture.users.worker2;
    const asWorker = (key: string) => ({
      as: null,
      headers: { 'X-ServiceApiUser': worker.email, 'X-ServiceApiKey': key },
    });
    expect((await service.request('GET', '/api/v2/entries/999999', asWorker(worker.key))).status).toBe(404);
    const issued = await service.request('POST', `/api/v2/users/${worker.id}/apikey`);
    expect(issued.status).toBe(200);
    expect((await service.request('GET', '/api/v2/entries/999999', asWorker(worker.key))).status).toBe(401);
    expect(
      (await service.request('GET', '/api/v2/entries/999999', asWorker(issued.body.api_key))).status,
    ).toBe(404);
  });
});
