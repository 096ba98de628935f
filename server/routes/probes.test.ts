import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
// Tight limits, so that a probe that counted against them would be refused within the test.
beforeAll(async () => {
  service = await startTestService({ requestsPerMinute: 3, failedLoginsPerMinute: 1 });
});
afterAll(() => service.close());

const ok = { status: 'ok' };
const notReady = { error: { code: 503, message: 'The service is not ready.' } };

/** A probe sends no credentials and no application header, as a load balancer does. */
async function probe(path: string) {
  const response = await service.app.request(path);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('GET /api/health and GET /api/ready', () => {
  it.each(['/api/health', '/api/ready'])(
    '%s answers 200 {"status":"ok"} without credentials',
    async (path) => {
      const answer = await probe(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(ok);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('are not throttled by probes, nor by a client over its limits', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await service.request('GET', '/api/v2/customers', { headers: { 'X-ServiceApiKey': 'wrong' } });
    }
    expect((await service.request('GET', '/api/v2/customers', { as: null })).status).toBe(429);
    for (let round = 0; round < 20; round++) {
      expect((await probe('/api/health')).status).toBe(200);
      expect((await probe('/api/ready')).status).toBe(200);
    }
  });

  it('ready answers 503 while the database lacks a migration of this code, and 200 once it has it', async () => {
    const recorded = (await service.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const newest = recorded.rows[0];
    expect(newest).toBeDefined();
    try {
      expect(await probe('/api/ready')).toMatchObject({ status: 503, body: notReady });
      expect(await probe('/api/health')).toMatchObject({ status: 200, body: ok });
    } finally {
      await service.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest?.hash}, ${newest?.created_at})`,
      );
    }
    expect(await probe('/api/ready')).toMatchObject({ status: 200, body: ok });
  });

  it('ready answers 503 when the database does not answer; health still 200', async () => {
    const down = await startTestService();
    await down.close();
    const ready = await down.app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual(notReady);
    const health = await down.app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual(ok);
  });

  it('are in the OpenAPI document as extensions needing no credentials', async () => {
    const document = await probe('/api/openapi.json');
    const { health, ready } = {
      health: document.body.paths['/api/health'].get,
      ready: document.body.paths['/api/ready'].get,
    };
    expect(health.security).toEqual([]);
    expect(ready.security).toEqual([]);
    expect(Object.keys(health.responses)).toEqual(['200']);
    expect(Object.keys(ready.responses)).toEqual(['200', '503']);
    expect(ready.description).toContain('(extension)');
  });
});
