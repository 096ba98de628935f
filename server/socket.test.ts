import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownerHeaders,
  type RawExchange,
  rawExchange,
  type SpawnedService,
  spawnService,
} from './testing/spawned-service.ts';

const PORT = 8721;
const dataDir = join(tmpdir(), `stint-socket-tests-${process.pid}`);
let service: SpawnedService;
beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  service = await spawnService(PORT, dataDir);
}, 60_000);
afterAll(async () => {
  await service.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

const listRequest = `GET /api/v2/lumpsumservices HTTP/1.1\r\nHost: localhost\r\n${headerLines(ownerHeaders)}\r\n`;

/** Either both requests were answered, or the first answer announced the close that followed it. */
function expectSecondAnsweredOrCleanClose(exchange: RawExchange) {
  if (exchange.answers.length >= 2) {
    expect(exchange.answers[1]?.status).toBe(200);
  } else {
    expect(exchange.answers[0]?.headers.connection).toBe('close');
    expect(exchange.ending).toBe('end');
  }
}

describe('answers given before the body is read', () => {
  it('413 for a declared 2 MiB body says Connection: close and closes cleanly', async () => {
    const head =
      `POST /api/v2/customers HTTP/1.1\r\nHost: localhost\r\n${headerLines(ownerHeaders)}` +
      `Content-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`;
    const exchange = await rawExchange(PORT, [head, Buffer.alloc(300 * 1024, 'x'), listRequest], {
      pauseMs: 700,
    });
    expect(exchange.answers[0]?.status).toBe(413);
    expect(JSON.parse(exchange.answers[0]?.body ?? '')).toEqual({
      error: { code: 413, message: 'The request body is too large.' },
    });
    expect(exchange.answers[0]?.headers.connection).toBe('close');
    expect(exchange.ending).toBe('end');
  });

  it.each([
    ['401 (wrong key)', { ...ownerHeaders, 'X-ServiceApiKey': 'wrong' }, 401],
    ['405 (no POST here)', ownerHeaders, 405],
  ])('%s with a 300 KiB body, then a second request on the connection', async (_, headers, status) => {
    const body = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
    const path = status === 405 ? '/api/v2/customers/1' : '/api/v2/customers';
    const request =
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headerLines(headers)}` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const exchange = await rawExchange(PORT, [request, listRequest], { pauseMs: 700 });
    expect(exchange.answers[0]?.status).toBe(status);
    expectSecondAnsweredOrCleanClose(exchange);
  });

  it('keeps the connection for a small refused body and answers the next request', async () => {
    const body = JSON.stringify({ name: 'Small' });
    const request =
      `POST /api/v2/customers HTTP/1.1\r\nHost: localhost\r\n${headerLines({ ...ownerHeaders, 'X-ServiceApiKey': 'wrong' })}` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const exchange = await rawExchange(PORT, [request + listRequest], { waitMs: 1_500 });
    expect(exchange.answers.map((answer) => answer.status)).toEqual([401, 200]);
  });
});

describe("errors from Node's HTTP parser", () => {
  it.each([
    [
      'oversized headers',
      `GET /api/v2/customers HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'h'.repeat(64 * 1024)}\r\n\r\n`,
    ],
    [
      'an oversized URL',
      `GET /api/v2/customers?q=${'u'.repeat(64 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ],
  ])('431 for %s carries the error body', async (_, request) => {
    const exchange = await rawExchange(PORT, [request]);
    expect(exchange.answers[0]?.status).toBe(431);
    expect(exchange.answers[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(exchange.answers[0]?.body ?? '')).toEqual({
      error: { code: 431, message: 'The request headers or URL are too large.' },
    });
  });

  it.each([
    ['Content-Length beside chunked', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['a Content-Length that is no number', 'Content-Length: five\r\n\r\nhello'],
  ])('400 for %s carries the error body', async (_, framing) => {
    const exchange = await rawExchange(PORT, [
      `POST /api/v2/customers HTTP/1.1\r\nHost: localhost\r\n${framing}`,
    ]);
    expect(exchange.answers[0]?.status).toBe(400);
    expect(JSON.parse(exchange.answers[0]?.body ?? '')).toEqual({
      error: { code: 400, message: 'The request is not valid HTTP.' },
    });
    expect(exchange.answers[0]?.headers.connection).toBe('close');
  });
});

describe('a client that leaves mid-body', () => {
  it('is not logged with a stack trace, and the service answers the next request', async () => {
    const before = service.output().length;
    const head =
      `POST /api/v2/customers HTTP/1.1\r\nHost: localhost\r\n${headerLines(ownerHeaders)}` +
      `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    await rawExchange(PORT, [head, '{"name": "half'], { destroyAfter: true });
    await new Promise((wait) => setTimeout(wait, 500));
    const next = await rawExchange(PORT, [listRequest], { waitMs: 1_500 });
    expect(next.answers[0]?.status).toBe(200);
    const logged = service.output().slice(before);
    expect(logged).not.toMatch(/\n\s+at /);
    expect(logged).not.toContain('unhandled');
  });
});
