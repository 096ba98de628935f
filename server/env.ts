import type { Language } from '../contract/common.ts';
import type { Caller } from '../contract/rights.ts';
import type { Db } from './db/client.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mailer.ts';
import type { ReadCache } from './read-cache.ts';

export type Clock = { now(): Date };

/** `readCache` holds reads until the next write (server/read-cache.ts); off unless the app was asked for it. */
/** `appUrl` is the app's public address, which mails link to (APP_URL). */
export type Deps = { db: Db; clock: Clock; mailer: Mailer; readCache: ReadCache; appUrl: string };

/** Hono's environment for every `/api` handler. */
export type ApiEnv = {
  Variables: {
    caller: Caller;
    /** Who signed in, for the access log. */
    signedIn: { id: number; email: string };
    language: Language;
    requestId: string;
    /** The client's address: the socket's peer, or what a trusted proxy forwarded. */
    clientAddress: string;
    /** The service's logger, bound to this request's id. */
    log: Logger;
  };
};
