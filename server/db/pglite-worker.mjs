// PGlite (Postgres compiled to WebAssembly) on a thread of its own, so that while Postgres works on one
// request the main thread goes on with the HTTP, authentication and drizzle work of the others. The
// main thread's side and the messages are in server/db/pglite-thread.ts. Plain JavaScript: a worker
// thread starts without the TypeScript loader that runs the rest of the service.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, startParams, pgliteWasmModule, initdbWasmModule } = workerData;
const pglite = new PGlite(dataDir, { startParams, pgliteWasmModule, initdbWasmModule });

/** Marks the rollback the main thread asked for, so that ending a transaction that way is no failure. */
const ROLLED_BACK = Symbol('rolled back');

/**
 * The transactions the main thread holds open, by number: PGlite's handle for queries inside one, and
 * the settling of the callback PGlite waits on before it commits (resolved) or rolls back (rejected).
 */
const transactions = new Map();
let lastTransaction = 0;

const keepText = (value) => value;

/**
 * Functions cannot cross to this thread, so the main thread names the type ids whose parser keeps
 * Postgres's text (drizzle's parsers for dates, times and intervals are all of that kind).
 */
function queryOptions(rowMode, textTypes) {
  return { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])) };
}

function begin() {
  return new Promise((opened, failed) => {
    const number = ++lastTransaction;
    const open = {};
    open.outcome = pglite.transaction(
      (handle) =>
        new Promise((commit, rollback) => {
          Object.assign(open, { handle, commit, rollback });
          transactions.set(number, open);
          opened(number);
        }),
    );
    // Before the transaction opened this is the answer to `begin`; afterwards `end` reports it.
    open.outcome.catch(failed);
  });
}

async function end(number, commit) {
  const open = transactions.get(number);
  transactions.delete(number);
  if (commit) open.commit();
  else open.rollback(ROLLED_BACK);
  try {
    await open.outcome;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

function perform(message) {
  switch (message.op) {
    case 'query': {
      const target =
        message.transaction === undefined ? pglite : transactions.get(message.transaction).handle;
      return target.query(message.sql, message.params, queryOptions(message.rowMode, message.textTypes));
    }
    case 'begin':
      return begin();
    case 'commit':
      return end(message.transaction, true);
    case 'rollback':
      return end(message.transaction, false);
    case 'close':
      return pglite.close();
    default:
      throw new Error(`Unknown database operation ${message.op}`);
  }
}

const isPrimitive = (value) => value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * A Postgres error's fields (code, constraint, detail, …) as data: an Error's own fields do not survive
 * posting. Emscripten's file errors are plain objects ({ name, errno }): their fields make the message.
 */
function errorFields(error) {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) if (isPrimitive(value)) fields[key] = value;
  if (error instanceof Error)
    return { ...fields, name: error.name, message: error.message, stack: error.stack };
  return { ...fields, message: JSON.stringify(fields) };
}

// The Emscripten heap is where Postgres allocates; the main thread reports it without asking.
const heapBytes = () => pglite.mod?.HEAPU8.length;

parentPort.on('message', async (message) => {
  try {
    const value = await perform(message);
    parentPort.postMessage({ id: message.id, value, heapBytes: heapBytes() });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: errorFields(error), heapBytes: heapBytes() });
  }
});
