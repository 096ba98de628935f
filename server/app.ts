import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routeGroups } from './api-routes.ts';
import { addressFrom, authenticate, clientAddress, peerAddress, securityFields } from './auth.ts';
import { requestScopedDb } from './db/request-transaction.ts';
import { type AnswerCheck, bindRoutes, registerRoutes } from './declare-routes.ts';
import type { SessionTimeouts } from './domain/sessions.ts';
import type { ApiEnv, Deps } from './env.ts';
import { ApiError } from './http.ts';
import { idempotency } from './idempotency.ts';
import { type Logger, loggedTarget, requestIdFrom, logger as serviceLogger } from './log.ts';
import { createMailQueue, type MailQueue } from './mail-queue.ts';
import { pickLanguage, translate } from './messages.ts';
import { createReadCache } from './read-cache.ts';
import { createProcessThrottle, createThrottle } from './throttle.ts';

export type AppOptions = Omit<
  Deps,
  'readCache' | 'appUrl' | 'throttle' | 'failedLoginsPerMinute' | 'sessionTimeouts'
> & {
  /** The app's public address, which mails link to; the default port on this machine when not given. */
  appUrl?: string;
  /**
   * This process is its database's only user (PGlite): it keeps sign-ins and entry counts until the next
   * write (server/read-cache.ts) and counts the throttle's hits in memory (server/throttle.ts).
   */
  soleUser?: boolean;
  /** Sends the mails writes queue; one of its own on `mailer` when not given. */
  mailQueue?: MailQueue;
  failedLoginsPerMinute?: number;
  requestsPerMinute?: number;
  /** 30 minutes unused and 12 hours in all when not given (docs/architecture.md#sessions). */
  sessionTimeouts?: SessionTimeouts;
  /** Proxies (load balancers) whose X-Forwarded-For names the client; none when not given. */
  trustedProxies?: readonly string[];
  /** Where the access, security and error lines go; the service's stdout logger when not given. */
  logger?: Logger;
  /** Checks every successful JSON answer against its declared shape: the service's tests set it. */
  checkAnswer?: AnswerCheck;
};

const MAX_BODY_BYTES = 1024 * 1024;

const defaultSessionTimeouts: SessionTimeouts = { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 };

/** Refusals of a write worth a line of their own: rights, conflicts, versions and rules, not bad input. */
const loggedRefusals = new Set([403, 409, 412, 422]);

/** The record a path names (its first numeric segment), for the log; never anything from the body. */
const recordOf = (path: string) => path.match(/\/(\d+)(?=\/|$)/)?.[1];

function errorResponse(c: Context<ApiEnv>, error: ApiError) {
  const write = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (error.status === 403 || (write && loggedRefusals.has(error.status))) {
    c.get('log').warn({
      event: error.status === 403 ? 'forbidden' : 'write_refused',
      ...securityFields(c),
      outcome: error.status,
      ...(write
        ? { method: c.req.method, record: recordOf(c.req.path) ?? null, fields: error.fields ?? [] }
        : {}),
    });
  }
  const language = c.get('language') ?? 'en';
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  const body = {
    error: {
      code: error.status,
      message: translate(error.messageKey, language, error.params),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
  return c.json(body, error.status);
}

/** The client closed the connection before its request body arrived in full. */
function clientLeft(c: Context<ApiEnv>, error: Error): boolean {
  return c.req.raw.signal.aborted || (error as Error & { code?: string }).code === 'ECONNRESET';
}

/** The reference service's `/api`, without static files: `server/main.ts` adds those. */
export function createApp(options: AppOptions): Hono<ApiEnv> {
  const now = () => options.clock.now().getTime();
  // Handlers join the transaction an Idempotency-Key opens, so their writes and its answer commit together.
  const db = requestScopedDb(options.db);
  const deps: Deps = {
    db,
    clock: options.clock,
    mailer: options.mailer,
    appUrl: options.appUrl ?? 'http://localhost:8080',
    readCache: createReadCache(options.soleUser ?? false),
    throttle: options.soleUser ? createProcessThrottle(now) : createThrottle(db, now),
    failedLoginsPerMinute: options.failedLoginsPerMinute ?? 20,
    sessionTimeouts: options.sessionTimeouts ?? defaultSessionTimeouts,
  };
  const api = new Hono<ApiEnv>().basePath('/api');

  const logger = options.logger ?? serviceLogger;
  const trustedProxies = new Set(options.trustedProxies ?? []);

  // Outermost, so that the access line sees the final status, errors included.
  api.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'), randomUUID);
    c.set('requestId', requestId);
    c.set('clientAddress', addressFrom(peerAddress(c), c.req.header('x-forwarded-for'), trustedProxies));
    c.set('log', logger.child({ requestId }));
    c.set('language', pickLanguage(c.req.header('accept-language')));
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Request-Id', requestId);
    const signedIn = c.get('signedIn');
    c.get('log').info({
      event: 'request',
      method: c.req.method,
      ...loggedTarget(new URL(c.req.url)),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: signedIn?.id ?? null,
      email: signedIn?.email ?? null,
      app: c.req.header('x-service-external-application')?.slice(0, 200) ?? null,
      ip: clientAddress(c),
    });
  });
  // Whatever a write changed, or tried to, no read kept from before it is answered after it.
  api.use('*', async (c, next) => {
    try {
      await next();
    } finally {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') deps.readCache.forget();
    }
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c as Context<ApiEnv>, new ApiError(413, 'body_too_large')),
    }),
  );
  const mailQueue =
    options.mailQueue ??
    createMailQueue({ db: options.db, clock: options.clock, mailer: options.mailer, logger });
  // Before the public routes (a reset link's mail) and idempotency, whose transaction has committed by the time this resumes: what a write
  // queued is visible to the queue then (docs/interface.md#notifications).
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) mailQueue.kick();
  });
  const routes = bindRoutes(routeGroups, deps, options.checkAnswer);
  // The API description, a calendar feed (whose address is its own credential: calendar programs
  // send no API key) and signing in are answered before authentication ever runs.
  registerRoutes(
    api,
    routes.filter((route) => route.operation.public),
  );
  api.use('*', authenticate({ ...deps, requestsPerMinute: options.requestsPerMinute ?? 900 }));
  api.use('*', idempotency(options.db));
  registerRoutes(
    api,
    routes.filter((route) => !route.operation.public),
  );

  const methodsByPattern = api.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`),
    }));

  // A catch-all rather than notFound: the server mounts this app beside the static files.
  api.all('*', (c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = [
      ...new Set(methodsByPattern.filter((route) => route.pattern.test(path)).map((route) => route.method)),
    ];
    if (allowed.length > 0) {
      return errorResponse(
        c,
        new ApiError(405, 'method_not_allowed', undefined, {}, { Allow: allowed.join(', ') }),
      );
    }
    return errorResponse(c, new ApiError(404, 'not_found'));
  });

  api.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    const requestId = c.get('requestId') ?? randomUUID();
    const log = c.get('log') ?? logger.child({ requestId });
    if (clientLeft(c, error)) {
      // Nobody is left to answer, and nothing failed on our side: one line, no stack.
      log.info({ event: 'client_left', method: c.req.method, path: loggedTarget(new URL(c.req.url)).path });
      return c.body(null, 400);
    }
    log.error({
      event: 'unhandled',
      method: c.req.method,
      path: loggedTarget(new URL(c.req.url)).path,
      err: error,
    });
    const language = c.get('language') ?? 'en';
    return c.json(
      {
        error: { code: 500, message: translate('internal', language, { requestId }), request_id: requestId },
      },
      500,
    );
  });

  return api;
}
