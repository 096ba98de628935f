import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { operatorRoutes } from './backup/operator-route.ts';
import { configOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseMemory } from './db/pglite-thread.ts';
import { users } from './db/schema.ts';
import { seedDemo } from './db/seed.ts';
import { scheduleVacuum } from './db/vacuum.ts';
import { demoUsersText } from './demo-users-text.ts';
import { logger } from './log.ts';
import { createMailQueue } from './mail-queue.ts';
import { createMailer } from './mailer.ts';
import { serveService } from './node-server.ts';
import { createSite } from './site.ts';
import { upstreamProxy } from './upstream.ts';

// V8 lets a busy heap grow to about four times what it keeps alive before it collects: under load each
// list answer's text is garbage of 100 KB or more, and the heap of the main thread reached 170 MB,
// the service 490 MB resident. Growing by at most twice bounds it (about 100 MB; 406 and 431 MB
// resident in two runs) for 5 to 10 % more CPU per request (docs/architecture.md "The service"; bench/soak.ts measures it).
// Set here rather than on the command line: a Node whose V8 no longer knows the flag ignores it.
setFlagsFromString('--heap-growing-percent=100');

// First, before anything is opened: a wrong variable stops the start with a line naming it.
const config = configOrExit(process.env);
const { PORT: port, DATA_DIR: dataDir, DIST_DIR: distDir, API_UPSTREAM: upstream } = config;

type ApiApp = {
  app: Hono;
  operator?: Hono;
  close: () => Promise<void>;
  describe: string;
  databaseMemory: () => Promise<DatabaseMemory | undefined>;
};

async function apiApp(): Promise<ApiApp> {
  if (upstream) {
    const proxy = upstreamProxy(upstream);
    return {
      app: proxy,
      close: async () => {},
      describe: `forwarding /api to ${upstream}`,
      databaseMemory: async () => undefined,
    };
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  // Processes starting together on one database: the first seeds, the others find its users.
  await database.exclusively(async () => {
    const [existing] = await database.db.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) === 0 && config.SEED === 'demo') {
      const demoUsers = await seedDemo(database.db, {
        now: new Date(),
        demoApiKey: config.DEMO_API_KEY,
        demoPassword: config.DEMO_PASSWORD,
      });
      console.log(
        '\nSeeded the demo company. Sign in with one of these (the passwords and keys are shown only now):\n',
      );
      console.log(`${demoUsersText(demoUsers)}\n`);
    }
  });
  const clock = { now: () => new Date() };
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: join(dataDir, 'outbox') });
  const mailQueue = createMailQueue({ db: database.db, clock, mailer });
  // Mails queued before a stop or a crash go out now.
  mailQueue.kick();
  const app = createApp({
    db: database.db,
    clock,
    mailer,
    mailQueue,
    // Where people open the app: mails link there. Behind a proxy or a domain, set it to that address.
    appUrl: config.APP_URL,
    failedLoginsPerMinute: config.AUTH_FAIL_LIMIT,
    sessionTimeouts: {
      idleMs: config.SESSION_IDLE_MINUTES * 60_000,
      maxMs: config.SESSION_MAX_HOURS * 60 * 60_000,
    },
    requestsPerMinute: config.RATE_LIMIT,
    trustedProxies: config.TRUSTED_PROXIES,
    // PGlite's folder has one process, this one, writing it; a PostgreSQL server may have several.
    soleUser: database.kind === 'pglite',
  }) as unknown as Hono;
  // Only with a token: without one the backup route does not exist (docs/operations.md#backup-and-restore).
  const operator = config.OPERATOR_TOKEN
    ? operatorRoutes({ database, token: config.OPERATOR_TOKEN })
    : undefined;
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const vacuum = scheduleVacuum(database);
  const close = async () => {
    mailQueue.stop();
    await Promise.all([mailQueue.drain(), vacuum.stop()]);
    await database.close();
  };
  return {
    app,
    operator,
    close,
    describe: `reference service on ${where}`,
    databaseMemory: database.memory,
  };
}

const { app: api, operator, close, describe, databaseMemory } = await apiApp();
const app = createSite(api, distDir, operator);

let stopping = false;
// Slow clients are cut off rather than holding a connection open.
const server = serveService(
  {
    fetch: app.fetch,
    port,
    closing: () => stopping,
    serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 65_000 },
  },
  () => {
    console.log(`Stint listening on http://localhost:${port} (${describe})`);
  },
);

// Opt-in, for whoever sizes the service (bench/soak.ts): where its memory goes, every N seconds.
const memoryLogSeconds = config.MEMORY_LOG_SECONDS;
if (memoryLogSeconds > 0) {
  const mebibytes = (bytes: number | undefined) =>
    bytes === undefined ? null : Math.round((bytes / 1048576) * 10) / 10;
  setInterval(async () => {
    const usage = process.memoryUsage();
    // A database that is closing has no figures to give; the line says null for them.
    const database = await databaseMemory().catch(() => undefined);
    logger.info({
      event: 'memory',
      rssMiB: mebibytes(usage.rss),
      heapUsedMiB: mebibytes(usage.heapUsed),
      heapTotalMiB: mebibytes(usage.heapTotal),
      externalMiB: mebibytes(usage.external),
      arrayBuffersMiB: mebibytes(usage.arrayBuffers),
      wasmHeapMiB: mebibytes(database?.wasmHeapBytes),
      databaseThreadHeapMiB: mebibytes(database?.threadHeapBytes),
    });
  }, memoryLogSeconds * 1000).unref();
}

/**
 * Stops accepting connections, lets the requests in flight finish, sends the mails queued, closes the
 * database, then exits. Whatever hangs (a client that never finishes its body, an SMTP server that
 * never answers) is cut off after SHUTDOWN_TIMEOUT_SECONDS.
 */
async function shutDown(signal: NodeJS.Signals) {
  const limitSeconds = config.SHUTDOWN_TIMEOUT_SECONDS;
  stopping = true;
  logger.info({ event: 'shutdown', signal, limitSeconds });
  // Not unref'd: should everything else have let go of the event loop while a step still waits, the
  // process would otherwise end silently, without this line.
  setTimeout(() => {
    logger.error({ event: 'shutdown_timeout', limitSeconds });
    process.exit(1);
  }, limitSeconds * 1000);
  // Node ends the kept-alive connections that wait between requests at once, and calls back when the
  // busy ones have answered: each answer now closes its connection (`closing`).
  await new Promise<void>((settle) => server.close(() => settle()));
  await close();
  logger.info({ event: 'shutdown_done' });
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutDown(signal).catch((error: unknown) => {
      logger.error({ event: 'shutdown_failed', err: error });
      process.exit(1);
    });
  });
}
