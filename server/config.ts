import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/sessions.ts';
import { OPERATOR_TOKEN_MIN_LENGTH } from './backup/operator-route.ts';
import { logLevels } from './log.ts';

/*
 * Every environment variable the service reads, checked once at start (server/main.ts): a wrong value
 * stops the start with a line naming the variable, rather than a port of NaN or a limit that never
 * trips. `.env.example` lists the same variables (server/config.test.ts holds the two together).
 * Each error message completes "<VARIABLE> must be …".
 */

function wholeNumber(min: number, max: number) {
  const must = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: must })
    .transform(Number)
    .pipe(z.number().min(min, { error: must }).max(max, { error: must }));
}

function seconds(min: number) {
  const must = `a number of seconds, at least ${min}`;
  return z
    .string()
    .regex(/^\d+(\.\d+)?$/, { error: must })
    .transform(Number)
    .pipe(z.number().min(min, { error: must }));
}

function url(protocols: string[], example: string) {
  const must = `a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')} (e.g. ${example})`;
  return z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: must });
}

const folder = z.string().transform((path) => resolve(path));

export const configSchema = z.object({
  PORT: wholeNumber(1, 65_535).default(8080),
  // prefault: the default goes through the resolve too.
  DATA_DIR: folder.prefault('.data'),
  // Another folder lets several builds be served side by side.
  DIST_DIR: folder.prefault('dist'),
  API_UPSTREAM: url(['http', 'https'], 'https://time.example.com')
    .transform((address) => address.replace(/\/$/, ''))
    .optional(),
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://stint:secret@db:5432/stint').optional(),
  SEED: z.enum(['demo', 'none'], { error: '"demo" or "none"' }).default('demo'),
  DEMO_API_KEY: z.string().optional(),
  // Every demo user's password, for demos and scripted checks; a random one each when unset.
  DEMO_PASSWORD: z
    .string()
    .refine((password) => newPasswordSchema.safeParse(password).success, {
      error: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
    })
    .optional(),
  SMTP_URL: url(['smtp', 'smtps'], 'smtp://user:secret@mail.example.com:587').optional(),
  // Undefined means this machine's address on PORT (parseConfig fills it in).
  APP_URL: url(['http', 'https'], 'https://time.example.com').optional(),
  AUTH_FAIL_LIMIT: wholeNumber(1, 1_000_000).default(20),
  // A session ends after this long unused, and after this long in any case (ASVS level 2: 30 minutes, 12 hours).
  SESSION_IDLE_MINUTES: wholeNumber(1, 7 * 24 * 60).default(30),
  SESSION_MAX_HOURS: wholeNumber(1, 366 * 24).default(12),
  RATE_LIMIT: wholeNumber(1, 1_000_000_000).default(900),
  TRUSTED_PROXIES: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== ''),
    )
    // Addresses are compared exactly (server/auth.ts): a host name would never match.
    .refine((addresses) => addresses.every((address) => isIP(address) !== 0), {
      error: 'a comma-separated list of IP addresses',
    })
    .default([]),
  OPERATOR_TOKEN: z
    .string()
    .min(OPERATOR_TOKEN_MIN_LENGTH, {
      error: `at least ${OPERATOR_TOKEN_MIN_LENGTH} characters long (e.g. openssl rand -hex 32)`,
    })
    .optional(),
  // 0 turns the memory lines off.
  MEMORY_LOG_SECONDS: seconds(0).default(0),
  // server/log.ts sets the level when it is loaded; here a misspelt one stops the start.
  LOG_LEVEL: z
    .string()
    .transform((level) => level.trim().toLowerCase())
    .pipe(z.enum(logLevels, { error: `one of ${logLevels.join(', ')}` }))
    .default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(1).default(10),
});

export type Config = Omit<z.output<typeof configSchema>, 'APP_URL'> & { APP_URL: string };

type Parsed = { ok: true; config: Config } | { ok: false; problems: string[] };

/**
 * The configuration in `env`, or one line per wrong variable. An empty value counts as unset, so a
 * copy of `.env.example` with blanks left in it starts with the defaults. Values are never repeated in
 * a problem: several are secrets.
 */
export function parseConfig(env: NodeJS.ProcessEnv): Parsed {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} must be ${issue.message}.`),
    };
  }
  const config = parsed.data;
  return { ok: true, config: { ...config, APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}` } };
}

/** For `server/main.ts`: the configuration, or the problems on stderr and exit code 1, with no stack. */
export function configOrExit(env: NodeJS.ProcessEnv): Config {
  const parsed = parseConfig(env);
  if (parsed.ok) return parsed.config;
  console.error(
    `Stint did not start: its configuration is wrong (see .env.example).\n${parsed.problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
