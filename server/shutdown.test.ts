import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownerHeaders, type SpawnedService, spawnService } from './testing/spawned-service.ts';

/**
 * SIGTERM stops the service gracefully (server/main.ts, docs/operations.md#stopping): the real service
 * as a process, with a request whose body is still on its way when the signal arrives.
 */

const PORT = 8725;
const dataDir = join(tmpdir(), `stint-shutdown-tests-${process.pid}`);
let service: SpawnedService | undefined;

afterAll(async () => {
  await service?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose headers and first half of the body are sent now, the rest when `finish` is called. */
function requestInFlight(body: string): { socket: Socket; finish(): void; answer: Promise<string> } {
  const socket = connect(PORT, '127.0.0.1');
  const head = Object.entries({
    ...ownerHeaders,
    Host: 'localhost',
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const half = Math.floor(body.length / 2);
  socket.write(`POST /api/v2/customers HTTP/1.1\r\n${head}\r\n${body.slice(0, half)}`);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const answer = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, finish: () => socket.write(body.slice(half)), answer };
}

describe('on SIGTERM', () => {
  it('a request in flight still gets its answer, no new connection is taken, and the process exits 0', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    service = await spawnService(PORT, dataDir);
    const inFlight = requestInFlight(JSON.stringify({ name: 'Arrived during shutdown' }));
    // The service has the request (its headers parsed) before the signal comes.
    await pause(500);
    const exit = service.kill('SIGTERM');
    await pause(500);
    const refused = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (answer) => answer.status,
      (error: Error) => (error.cause as { code?: string } | undefined)?.code,
    );
    expect(refused).toBe('ECONNREFUSED');
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"name":"Arrived during shutdown"');
    // It closes its connection, so the shutdown need not wait for the client to hang up.
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(await exit).toBe(0);
    expect(service.output()).toContain('"event":"shutdown"');
    expect(service.output()).toContain('"event":"shutdown_done"');
  }, 90_000);

  it('what does not finish within SHUTDOWN_TIMEOUT_SECONDS is cut off: a line says so, exit code 1', async () => {
    // The same folder, seeded by the test above.
    service = await spawnService(PORT, dataDir, { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const inFlight = requestInFlight(JSON.stringify({ name: 'Never finished' }));
    await pause(500);
    const started = performance.now();
    const exit = await service.kill('SIGTERM');
    const tookMs = performance.now() - started;
    expect(exit).toBe(1);
    expect(tookMs).toBeGreaterThanOrEqual(900);
    expect(tookMs).toBeLessThan(8_000);
    expect(service.output()).toContain('"event":"shutdown_timeout","limitSeconds":1');
    expect(service.output()).not.toContain('"event":"shutdown_done"');
    // The cut connection ends without an answer.
    expect(await inFlight.answer).toBe('');
  }, 90_000);
});
