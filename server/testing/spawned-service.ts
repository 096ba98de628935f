import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';

export const SPAWNED_KEY = 'socket-tests-key-0123456789abcdef';

export const ownerHeaders = {
  'X-ServiceApiUser': 'owner@example.com',
  'X-ServiceApiKey': SPAWNED_KEY,
  'X-Service-External-Application': 'tests;tests@example.com',
};

export type SpawnedService = {
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal`; resolves with the exit code once the process has ended (null if a signal ended it). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
};

/**
 * `server/main.ts` as its own process on a PGlite folder (or on the PostgreSQL database that `env`'s
 * `DATABASE_URL` names), seeded with the demo company on first start.
 */
export async function spawnService(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<SpawnedService> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dataDir,
      SEED: 'demo',
      DEMO_API_KEY: SPAWNED_KEY,
      RATE_LIMIT: '100000',
      // The service's own logs, which the tests read through `output()`.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    output: () => output,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

type RawAnswer = { status: number; headers: Record<string, string>; body: string };
export type RawExchange = { answers: RawAnswer[]; ending: 'end' | 'error' | 'open'; error?: string };

function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = bytes.toString('latin1');
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return answers;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + length);
  }
}

/**
 * Writes `parts` to one raw TCP connection (waiting `pauseMs` between them), then reads until the server
 * closes or `waitMs` passes; `destroyAfter` drops the connection right after the last part instead.
 */
export function rawExchange(
  port: number,
  parts: (string | Buffer)[],
  options: { pauseMs?: number; waitMs?: number; destroyAfter?: boolean } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let ending: RawExchange['ending'] = 'open';
    let error: string | undefined;
    const socket = connect(port, '127.0.0.1');
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers: parseAnswers(Buffer.concat(chunks)), ending, error });
    };
    const timer = setTimeout(finish, options.waitMs ?? 3_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      ending = 'end';
      finish();
    });
    socket.on('error', (cause) => {
      ending = 'error';
      error = cause.message;
      finish();
    });
    socket.on('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await new Promise((wait) => setTimeout(wait, options.pauseMs ?? 50));
      }
      if (options.destroyAfter) finish();
    });
  });
}
