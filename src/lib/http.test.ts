// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { errorResponse, jsonResponse, stubFetch } from '../testing/fetch.ts';
import { clearCredentials, storeCredentials } from './credentials.ts';
import { ApiError, api, REQUEST_TIMEOUT_MS } from './http.ts';

// A unit test of the client: `fetch` is stubbed at the boundary, not the service.

const itemSchema = z.object({ item: z.object({ id: z.number(), name: z.string() }) });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  storeCredentials({ email: 'mara@example.com', key: 'key-0123456789' }, false);
});

afterEach(() => {
  clearCredentials();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the fetch layer', () => {
  it('sends the interface headers, no cookies, and leaves empty query values out', async () => {
    const sent = stubFetch(() => jsonResponse({ item: { id: 1, name: 'A' } }, { headers: { ETag: '"v7"' } }));
    const result = await api.get('/api/v2/items', itemSchema, {
      params: { page: 2, 'filter[search]': '', 'filter[active]': undefined, sort: '-name' },
    });

    expect(result).toEqual({ data: { item: { id: 1, name: 'A' } }, etag: '"v7"' });
    const [request] = sent;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api/v2/items');
    expect([...(request?.url.searchParams ?? [])]).toEqual([
      ['page', '2'],
      ['sort', '-name'],
    ]);
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    expect(request?.headers.get('X-ServiceApiUser')).toBe('mara@example.com');
    expect(request?.headers.get('X-ServiceApiKey')).toBe('key-0123456789');
    expect(request?.headers.get('X-Service-External-Application')).toBe('Stint;mara@example.com');
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(request?.init.credentials).toBe('omit');
    expect(request?.init.cache).toBe('no-store');
  });

  it('uses credentials given for the request (sign-in) instead of the stored ones', async () => {
    const sent = stubFetch(() => jsonResponse({ item: { id: 1, name: 'A' } }));
    await api.get('/api/v2/items/1', itemSchema, { credentials: { email: 'new@example.com', key: 'other' } });
    expect(sent[0]?.headers.get('X-ServiceApiUser')).toBe('new@example.com');
    expect(sent[0]?.headers.get('X-ServiceApiKey')).toBe('other');
  });

  it('signed in with a password, sends no secret but the cookie, and the CSRF header on writes only', async () => {
    clearCredentials();
    const sent = stubFetch(() => jsonResponse({ item: { id: 1, name: 'A' } }));
    await api.get('/api/v2/items/1', itemSchema);
    await api.send('DELETE', '/api/v2/items/1', { schema: itemSchema });
    const [read, write] = sent;
    expect(read?.headers.get('X-ServiceApiUser')).toBeNull();
    expect(read?.headers.get('X-ServiceApiKey')).toBeNull();
    expect(read?.headers.get('X-Service-External-Application')).toBe(`Stint;${window.location.host}`);
    expect(read?.headers.get('X-Requested-With')).toBeNull();
    expect(read?.init.credentials).toBe('same-origin');
    expect(write?.headers.get('X-Requested-With')).toBe('stint');
    expect(write?.init.credentials).toBe('same-origin');
  });

  it('sends a write as JSON with If-Match and Idempotency-Key, and reads the new ETag', async () => {
    const sent = stubFetch(() => jsonResponse({ item: { id: 3, name: 'B' } }, { headers: { ETag: '"v2"' } }));
    const result = await api.send('PUT', '/api/v2/items/3', {
      body: { name: 'B' },
      schema: itemSchema,
      etag: '"v1"',
      idempotencyKey: 'key-1',
    });

    expect(result.etag).toBe('"v2"');
    const [request] = sent;
    expect(request?.method).toBe('PUT');
    expect(request?.body).toEqual({ name: 'B' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('If-Match')).toBe('"v1"');
    expect(request?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('leaves If-Match and Idempotency-Key out when there is none', async () => {
    const sent = stubFetch(() => jsonResponse({ item: { id: 3, name: 'B' } }));
    await api.send('POST', '/api/v2/items', { body: { name: 'B' }, schema: itemSchema, etag: null });
    expect(sent[0]?.headers.has('If-Match')).toBe(false);
    expect(sent[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('turns a 400 error body into an ApiError naming the fields', async () => {
    stubFetch(() => errorResponse(400, 'Name must not be empty', { fields: ['name', 'number'] }));
    const error = await failure(
      api.send('POST', '/api/v2/items', { body: { name: '' }, schema: itemSchema }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Name must not be empty' });
    expect(error.fields).toEqual(['name', 'number']);
  });

  it('reads how long a 429 asks to wait, in seconds or as a date', async () => {
    stubFetch(() => errorResponse(429, 'Slow down', { headers: { 'Retry-After': '12' } }));
    expect((await failure(api.get('/api/v2/items', itemSchema))).retryAfterSeconds).toBe(12);

    vi.useFakeTimers({ now: Date.parse('2030-01-01T10:00:00Z'), toFake: ['Date'] });
    stubFetch(() =>
      errorResponse(429, 'Slow down', { headers: { 'Retry-After': 'Tue, 01 Jan 2030 10:00:30 GMT' } }),
    );
    const error = await failure(api.get('/api/v2/items', itemSchema));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('shows its own text for a 5xx instead of the bare request id', async () => {
    stubFetch(() => errorResponse(500, 'Internal error (request 4f2a)'));
    const error = await failure(api.get('/api/v2/items', itemSchema));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toBe('The service failed (error 500). Try again in a moment.');
  });

  it('refuses an answer the contract does not describe', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ item: { id: 'one' } }));
    expect(await failure(api.get('/api/v2/items/1', itemSchema))).toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });

    stubFetch(() => new Response('<html>proxy error</html>', { status: 200 }));
    expect((await failure(api.get('/api/v2/items/1', itemSchema))).kind).toBe('invalid-response');
  });

  it('reports no answer at all as a network error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(api.get('/api/v2/items', itemSchema))).toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after the timeout and says so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_input: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = failure(api.get('/api/v2/items', itemSchema));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(error.message).toBe(`The service did not answer within ${REQUEST_TIMEOUT_MS / 1000} seconds.`);
  });

  it('lets a cancellation by the caller through as a plain abort, not as an error to show', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = api.get('/api/v2/items', itemSchema, { signal: controller.signal });
    const reason = new DOMException('navigated away', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
