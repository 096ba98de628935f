import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, parseConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  const parsed = parseConfig(env);
  if (parsed.ok) throw new Error(`expected a refusal of ${JSON.stringify(env)}`);
  return parsed.problems;
}

describe('the configuration', () => {
  it('starts with the documented defaults when nothing is set', () => {
    expect(parseConfig({})).toEqual({
      ok: true,
      config: {
        PORT: 8080,
        DATA_DIR: resolve('.data'),
        DIST_DIR: resolve('dist'),
        SEED: 'demo',
        APP_URL: 'http://localhost:8080',
        AUTH_FAIL_LIMIT: 20,
        SESSION_IDLE_MINUTES: 30,
        SESSION_MAX_HOURS: 12,
        RATE_LIMIT: 900,
        TRUSTED_PROXIES: [],
        MEMORY_LOG_SECONDS: 0,
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_SECONDS: 10,
      },
    });
  });

  it('reads every variable as the service uses it', () => {
    const parsed = parseConfig({
      PORT: '9090',
      DATA_DIR: '/srv/stint',
      DIST_DIR: 'build',
      API_UPSTREAM: 'https://time.example.com/',
      DATABASE_URL: 'postgres://stint:secret@db:5432/stint',
      SEED: 'none',
      DEMO_API_KEY: 'demo-key',
      DEMO_PASSWORD: 'a demo password',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      AUTH_FAIL_LIMIT: '5',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      RATE_LIMIT: '100000',
      TRUSTED_PROXIES: ' 10.0.0.5, ::1 ,',
      OPERATOR_TOKEN: 'x'.repeat(32),
      MEMORY_LOG_SECONDS: '2.5',
      LOG_LEVEL: ' DEBUG ',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
      UNRELATED: 'ignored',
    });
    expect(parsed).toEqual({
      ok: true,
      config: {
        PORT: 9090,
        DATA_DIR: '/srv/stint',
        DIST_DIR: resolve('build'),
        API_UPSTREAM: 'https://time.example.com',
        DATABASE_URL: 'postgres://stint:secret@db:5432/stint',
        SEED: 'none',
        DEMO_API_KEY: 'demo-key',
        DEMO_PASSWORD: 'a demo password',
        SMTP_URL: 'smtps://user:secret@mail.example.com:465',
        APP_URL: 'http://localhost:9090',
        AUTH_FAIL_LIMIT: 5,
        SESSION_IDLE_MINUTES: 15,
        SESSION_MAX_HOURS: 8,
        RATE_LIMIT: 100000,
        TRUSTED_PROXIES: ['10.0.0.5', '::1'],
        OPERATOR_TOKEN: 'x'.repeat(32),
        MEMORY_LOG_SECONDS: 2.5,
        LOG_LEVEL: 'debug',
        SHUTDOWN_TIMEOUT_SECONDS: 30,
      },
    });
  });

  it('takes an empty value for unset, so a copy of .env.example starts with the defaults', () => {
    const blanks = Object.fromEntries(Object.keys(configSchema.shape).map((name) => [name, '']));
    expect(parseConfig(blanks)).toEqual(parseConfig({}));
    const example = Object.fromEntries(
      [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
        ([, name, value]) => [name, value],
      ),
    );
    expect(parseConfig(example)).toEqual(parseConfig({}));
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535.'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535.'],
    ['PORT', '0', 'PORT must be a whole number from 1 to 65535.'],
    ['RATE_LIMIT', '-3', 'RATE_LIMIT must be a whole number from 1 to 1000000000.'],
    ['AUTH_FAIL_LIMIT', '2.5', 'AUTH_FAIL_LIMIT must be a whole number from 1 to 1000000.'],
    ['SESSION_IDLE_MINUTES', '0', 'SESSION_IDLE_MINUTES must be a whole number from 1 to 10080.'],
    ['DEMO_PASSWORD', 'short', 'DEMO_PASSWORD must be 12 to 256 characters long.'],
    ['APP_URL', 'time.example.com', 'APP_URL must be a URL starting with http:// or https://'],
    ['API_UPSTREAM', 'ftp://files.example.com', 'API_UPSTREAM must be a URL starting with http://'],
    ['DATABASE_URL', 'mysql://db/stint', 'DATABASE_URL must be a URL starting with postgres://'],
    ['SMTP_URL', 'mail.example.com', 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    ['SEED', 'yes', 'SEED must be "demo" or "none".'],
    ['TRUSTED_PROXIES', '10.0.0.5,lb.local', 'TRUSTED_PROXIES must be a comma-separated list of IP'],
    ['OPERATOR_TOKEN', 'short', 'OPERATOR_TOKEN must be at least 32 characters long'],
    ['MEMORY_LOG_SECONDS', 'often', 'MEMORY_LOG_SECONDS must be a number of seconds, at least 0.'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent.'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0', 'SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds, at least 1.'],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('names every wrong variable at once and never repeats a value, since some are secrets', () => {
    const problems = problemsOf({ PORT: 'abc', OPERATOR_TOKEN: 'hunter2', DATABASE_URL: 'db-secret-host' });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'DATABASE_URL',
      'OPERATOR_TOKEN',
      'PORT',
    ]);
    expect(problems.join('\n')).not.toMatch(/hunter2|db-secret-host|abc/);
  });

  it('.env.example lists exactly the variables the schema reads, each with a comment above it', () => {
    const lines = readFileSync('.env.example', 'utf8').split('\n');
    const listed = lines.flatMap((line, index) => {
      const name = line.match(/^([A-Z][A-Z0-9_]*)=/)?.[1];
      if (!name) return [];
      expect(lines[index - 1], `${name} has no comment`).toMatch(/^# .+Default: /);
      return [name];
    });
    expect(listed.sort()).toEqual(Object.keys(configSchema.shape).sort());
  });
});

describe('starting with a wrong value', () => {
  it('stops with the variable named on stderr, exit code 1 and no stack trace', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'abc', RATE_LIMIT: '-3', DATA_DIR: '/nonexistent/never-opened' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('PORT must be a whole number from 1 to 65535.');
    expect(started.stderr).toContain('RATE_LIMIT must be a whole number from 1 to 1000000000.');
    expect(started.stderr).not.toMatch(/^\s+at /m);
    expect(started.stdout).not.toContain('listening');
  }, 40_000);
});
