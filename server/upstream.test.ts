import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveService } from './node-server.ts';
import { startTestService, type TestService } from './testing/harness.ts';
import { upstreamProxy } from './upstream.ts';

let service: TestService;
let server: ReturnType<typeof serveService>;
let proxy: ReturnType<typeof upstreamProxy>;

beforeAll(async () => {
  service = await startTestService();
  server = serveService({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  proxy = upstreamProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await service.close();
});

const owner = () => ({
  'X-ServiceApiUser': service.fixture.users.owner.email,
  'X-ServiceApiKey': service.fixture.users.owner.key,
  'X-Service-External-Application': 'tests;tests@example.com',
});

describe('API_UPSTREAM proxy', () => {
  it('forwards a read with its query and credentials and passes the answer back', async () => {
    const response = await proxy.request('/api/v2/customers?filter[active]=true', { headers: owner() });
    expect(response.status).toBe(200);
    expect((await response.json()).filter).toEqual({ active: true });
  });

  it('forwards a write with its body, and the upstream stores it', async () => {
    const response = await proxy.request('/api/v2/customers', {
      method: 'POST',
      headers: { ...owner(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Through the proxy' }),
    });
    expect(response.status).toBe(200);
    const { customer } = await response.json();
    const stored = await service.request('GET', `/api/v2/customers/${customer.id}`);
    expect(stored.body.customer.name).toBe('Through the proxy');
  });

  it('passes the upstream refusal through unchanged', async () => {
    const response = await proxy.request('/api/v2/customers');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 401, message: 'Missing or invalid credentials.' },
    });
  });

  it('answers the probes itself: health always, ready while the other service answers', async () => {
    const health = await proxy.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await proxy.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });

    // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
    const cutOff = upstreamProxy('http://127.0.0.1:9');
    expect((await cutOff.request('/api/health')).status).toBe(200);
    const notReady = await cutOff.request('/api/ready');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ error: { code: 503, message: 'The service is not ready.' } });
  });
});
