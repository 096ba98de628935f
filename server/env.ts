import type { Language } from '../contract/common.ts';
import type { Caller } from '../contract/rights.ts';
import type { Db } from './db/client.ts';
import type { SessionTimeouts } from './domain/sessions.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mailer.ts';
import type { ReadCache } from './read-cache.ts';
import type { Throttle } from './throttle.ts';

export type Clock = { now(): Date };

/** `readCache` holds reads until the next write (server/read-cache.ts); off unless the app was asked for it. */
/** `appUrl` is the app's public address, which mails link to (APP_URL). */
/** `throttle` counts failed sign-ins and password resets, the authentication's and the sign-in routes' alike. */
export type Deps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  readCache: ReadCache;
  appUrl: string;
  throttle: Throttle;
  failedLoginsPerMinute: number;
  sessionTimeouts: SessionTimeouts;
};

/** Hono's environment for every `/api` handler. */
export type ApiEnv = {
  Variables: {
    caller: Caller;
    /** Who signed in, for the access log. */
    signedIn: { id: number; email: string };
    /** The session the cookie named, when the request was authenticated by one. */
    sessionId: number | undefined;
    language: Language;
    requestId: string;
    /** The client's address: the socket's peer, or what a trusted proxy forwarded. */
    clientAddress: string;
    /** The service's logger, bound to this request's id. */
    log: Logger;
  };
};
