import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** What drizzle's PGlite driver passes with a query: how rows come back and how to read column types. */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };

/** The part of a PGlite instance, or of one of its transactions, that drizzle's PGlite driver calls. */
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
}

/** PGlite running on a worker thread (server/db/pglite-worker.mjs), seen from the main thread. */
export interface PgliteThread extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database, then ends the thread. */
  close(): Promise<void>;
  /** The bytes of PGlite's WebAssembly heap and of the thread's JavaScript heap. */
  memory(): Promise<DatabaseMemory>;
}

export type DatabaseMemory = { wasmHeapBytes: number; threadHeapBytes: number };

type Request =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: string;
      textTypes: number[];
      transaction?: number;
    }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; transaction: number }
  | { op: 'memory' }
  | { op: 'close' };
type Answer = { id: number; value?: unknown; error?: Record<string, unknown> };

let compiledModules: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }>;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every thread: each would otherwise
 * compile its own, which the tests, opening a fresh database per file, would pay for again and again.
 */
function compiledOnce() {
  compiledModules ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (name: string) => WebAssembly.compile(await readFile(join(dist, name)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiledModules;
}

/** A Postgres error rebuilt on this thread with its fields (code, constraint, detail, …) for the callers. */
function rebuiltError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/**
 * Starts PGlite in `dataDir` (in memory when undefined) on a worker thread, from `image` when given (a
 * data directory as PGlite's `dumpDataDir` writes it, which skips initdb). A start that fails (a
 * folder PGlite cannot open) fails every query with its error, as PGlite itself does; a thread that
 * crashes fails the queries waiting on it and any after. `script` is the thread's code (tests give one
 * that crashes).
 */
export function startPgliteThread(
  place: { dataDir?: string; image?: Uint8Array },
  startParams: string[],
  script = new URL('./pglite-worker.mjs', import.meta.url),
): PgliteThread {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let worker: Worker | undefined;
  /** Why the thread answers no more: it crashed, stopped or was closed. */
  let gone: Error | undefined;

  function failPending(error: Error) {
    gone ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  const started = compiledOnce().then((modules) => {
    const thread = new Worker(script, {
      workerData: { dataDir: place.dataDir, image: place.image, startParams, ...modules },
    });
    thread.on('message', (answer: Answer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      // Like PGlite on the main thread, an idle database does not keep the process alive.
      if (pending.size === 0) thread.unref();
      if (answer.error) waiting?.reject(rebuiltError(answer.error));
      else waiting?.resolve(answer.value);
    });
    thread.on('error', failPending);
    thread.on('exit', (code) => failPending(new Error(`The database thread stopped (exit code ${code})`)));
    thread.unref();
    worker = thread;
    return thread;
  });
  started.catch(failPending);

  async function call(request: Request): Promise<unknown> {
    const thread = worker ?? (await started);
    if (gone) throw gone;
    const id = ++lastId;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    if (pending.size === 1) thread.ref();
    thread.postMessage({ ...request, id });
    return answer;
  }

  function query(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    transaction?: number,
  ) {
    // Parsers are functions, which cannot be posted: the thread keeps the text for the types they name.
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes,
      transaction,
    }) as Promise<Results>;
  }

  return {
    query: (sql, params, options) => query(sql, params, options),
    async transaction(work) {
      // The thread opens it with PGlite's own `transaction`, whose lock holds other queries back until it ends.
      const transaction = (await call({ op: 'begin' })) as number;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({ query: (sql, params, options) => query(sql, params, options, transaction) });
      } catch (error) {
        // The work's error is the one to report: PGlite has ended the transaction either way.
        await call({ op: 'rollback', transaction }).catch(() => {});
        throw error;
      }
      await call({ op: 'commit', transaction });
      return result;
    },
    async close() {
      const thread = await started;
      try {
        await call({ op: 'close' });
      } finally {
        gone ??= new Error('The database is closed');
        await thread.terminate();
      }
    },
    memory: () => call({ op: 'memory' }) as Promise<DatabaseMemory>,
  };
}
