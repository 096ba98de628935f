// PGlite (Postgres compiled to WebAssembly) on a thread of its own, so that while Postgres works on one
// request the main thread goes on with the HTTP, authentication and drizzle work of the others. The
// main thread's side and the messages are in server/db/pglite-thread.ts. Plain JavaScript: a worker
// thread starts without the TypeScript loader that runs the rest of the service.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

const { dataDir, image, startParams, pgliteWasmModule, initdbWasmModule } = workerData;
const pglite = new PGlite(dataDir, {
  startParams,
  pgliteWasmModule,
  initdbWasmModule,
  loadDataDir: image ? new Blob([image]) : undefined,
});

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

/**
 * Statements with parameters are prepared once per text and then only bound and run, all in one call
 * into Postgres: PGlite's own `query` parses and plans every statement anew and enters the WebAssembly six
 * times for it (parse, describe, bind, describe, execute, sync). The texts repeat (drizzle builds the
 * same text for the same query): a short statement takes a third less time this way, and the service
 * answers the entries list about a sixth faster (docs/architecture.md "The service"). Texts that grow
 * with a list's length could pile up, so past STATEMENT_LIMIT statements go PGlite's way.
 */
const STATEMENT_LIMIT = 500;
/** By text: the statement's name, its parameters' type ids and the description of its rows (if any). */
const statements = new Map();
let lastStatement = 0;

/**
 * A migration that changes a prepared statement's rows (columns added to a `select *`, a type changed)
 * makes Postgres refuse to run it again: the statement is then prepared anew.
 */
const isStalePlan = (error) =>
  error?.code === '0A000' && /cached plan must not change result type/.test(error.message);

function joined(messages) {
  const bytes = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

/** Sends the protocol messages, then Sync, in one call; a database error comes with the statement's text. */
async function exchange(messages, sql, params) {
  try {
    const { messages: answers } = await pglite.execProtocol(
      joined([...messages, protocol.serialize.sync()]),
      { syncToFs: false },
    );
    return answers;
  } catch (error) {
    throw Object.assign(error, { query: sql, params });
  }
}

async function prepare(sql, params) {
  const name = `stint_${++lastStatement}`;
  const answers = await exchange(
    [protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: 'S', name })],
    sql,
    params,
  );
  const statement = {
    name,
    paramTypes: answers.find((answer) => answer.name === 'parameterDescription')?.dataTypeIDs ?? [],
    rowDescription: answers.find((answer) => answer.name === 'rowDescription'),
  };
  statements.set(sql, statement);
  return statement;
}

/**
 * A parameter as Postgres's text, the way PGlite's `query` writes it for the parameter's type. Some
 * serializers hand back what they cannot write (a boolean for an array type): made text, Postgres refuses
 * it with an error for that statement alone, where writing it would break the protocol for all that follow.
 */
function parameterText(value, type) {
  if (value === null || value === undefined) return null;
  const serialize = pglite.serializers[type];
  return String(serialize ? serialize(value) : value);
}

async function runPrepared(sql, params, options) {
  const statement = statements.get(sql) ?? (await prepare(sql, params));
  const values = params.map((value, index) => parameterText(value, statement.paramTypes[index]));
  let answers;
  try {
    answers = await exchange(
      [protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({})],
      sql,
      params,
    );
  } catch (error) {
    if (isStalePlan(error)) {
      statements.delete(sql);
      // One that cannot be closed (in a failed transaction) only holds its memory until the database closes.
      await exchange([protocol.serialize.close({ type: 'S', name: statement.name })], sql, params).catch(
        () => {},
      );
    }
    throw error;
  }
  const messages = statement.rowDescription ? [statement.rowDescription, ...answers] : answers;
  return parse.parseResults(messages, pglite.parsers, options)[0];
}

/**
 * Runs a query in a transaction of the main thread's, or on its own: then, as PGlite's `query` does, it
 * waits for any open transaction and saves to the folder afterwards.
 */
async function runQuery(message) {
  const options = queryOptions(message.rowMode, message.textTypes);
  const params = message.params ?? [];
  const prepared = params.length > 0 && (statements.has(message.sql) || statements.size < STATEMENT_LIMIT);
  if (message.transaction !== undefined) {
    const { handle } = transactions.get(message.transaction);
    if (!prepared) return handle.query(message.sql, params, options);
    return pglite._runExclusiveQuery(() => runPrepared(message.sql, params, options));
  }
  if (!prepared) return pglite.query(message.sql, params, options);
  await pglite.waitReady;
  const run = () =>
    pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => runPrepared(message.sql, params, options)),
    );
  // Outside a transaction a stale statement did nothing, so running it again, prepared anew, is safe.
  const result = await run().catch((error) => (isStalePlan(error) ? run() : Promise.reject(error)));
  await pglite.syncToFs();
  return result;
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

/**
 * The Emscripten heap, where Postgres allocates, and this thread's own JavaScript heap, which holds
 * each answer until it is posted.
 */
function memory() {
  return { wasmHeapBytes: pglite.mod?.HEAPU8.length, threadHeapBytes: getHeapStatistics().total_heap_size };
}

function perform(message) {
  switch (message.op) {
    case 'query':
      return runQuery(message);
    case 'begin':
      return begin();
    case 'commit':
      return end(message.transaction, true);
    case 'rollback':
      return end(message.transaction, false);
    case 'memory':
      return memory();
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

parentPort.on('message', async (message) => {
  try {
    const value = await perform(message);
    parentPort.postMessage({ id: message.id, value });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: errorFields(error) });
  }
});
