import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

export const logLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
const LEVELS = new Set<string>(logLevels);

/** `LOG_LEVEL`, else `info`; tests stay quiet unless they capture a logger of their own. */
export function levelFromEnv(env: NodeJS.ProcessEnv): string {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && LEVELS.has(wanted)) return wanted;
  return env.VITEST ? 'silent' : 'info';
}

/**
 * One JSON object per line (docs/operations.md#logs): `level` as a word, `time` in ISO UTC. JSON
 * escaping keeps a newline in a logged value inside its line, so a client cannot forge a line.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? levelFromEnv(process.env),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Nothing logs credentials; should a header object or a key ever be passed, it is masked.
      redact: {
        paths: ['key', 'apiKey', 'headers.authorization', 'headers["x-serviceapikey"]'],
        censor: '[redacted]',
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The service's logger, on stdout. */
export const logger = createLogger();

/** Query parameters whose values are credentials: logged as `[redacted]`. */
const secretParameter = /key|token|secret|password|authorization|apiuser/i;

/** A safe `X-Request-Id` from a client is kept, so that its logs and ours can be joined. */
const safeRequestId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdFrom(header: string | undefined, generate: () => string): string {
  return header !== undefined && safeRequestId.test(header) ? header : generate();
}

/**
 * The path and query as logged: a calendar feed's file name is its credential, and so are query
 * values under a credential-like name.
 */
export function loggedTarget(url: URL): { path: string; query?: string } {
  const path = url.pathname.replace(/^(\/api\/calendar\/).+$/, '$1[redacted]');
  if (!url.search) return { path };
  const query = [...url.searchParams]
    .map(([name, value]) => `${name}=${secretParameter.test(name) ? '[redacted]' : value}`)
    .join('&');
  return { path, query };
}

/** The query names a credential: the service ignores it, and says so as a security event. */
export function hasCredentialInQuery(url: URL): boolean {
  return [...url.searchParams.keys()].some((name) => /^x-serviceapi(key|user)$|^api_?key$/i.test(name));
}
