import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { connectDatabase } from '../db/client.ts';
import { takeBackup } from './dump.ts';
import {
  type Backup,
  BackupError,
  backupFileName,
  backupStream,
  readBackupFile,
  rowCount,
} from './format.ts';
import { OPERATOR_BACKUP_PATH, OPERATOR_CHALLENGE } from './operator-route.ts';
import { restoreBackup } from './restore.ts';

const backupHelp = `Usage: npm run backup [-- FILE]

Writes a consistent backup of Stint's data to FILE (default: stint-backup-<UTC time>.jsonl.gz here),
gzip'd JSON lines that restore into PGlite or PostgreSQL alike (npm run restore).

Where the data comes from:
  DATABASE_URL set     read that PostgreSQL database directly (the service may run meanwhile)
  otherwise            ask the running service, which alone may open its PGlite folder:
    STINT_URL          the service's address (default http://localhost:$PORT, PORT defaulting to 8080)
    OPERATOR_TOKEN     the token the service was started with

The read is one read-only snapshot; writes go on meanwhile. An existing FILE is never overwritten.
Details: docs/operations.md, "Backup and restore".`;

const restoreHelp = `Usage: npm run restore -- FILE

Restores a backup made by npm run backup into an EMPTY database, all or nothing:
  DATABASE_URL set     that PostgreSQL database, which must hold no tables yet (createdb a new one)
  otherwise            the PGlite folder DATA_DIR (default ./.data), which must not exist yet or be empty

It builds the schema up to the backup's migration, inserts every row and moves every id sequence past
the ids in use; then start the service on it as usual (it applies any newer migrations itself).
A damaged or truncated file, a backup from a newer Stint, or a non-empty target is refused and
nothing is changed. Details: docs/operations.md, "Backup and restore".`;

type Io = { fetch: typeof fetch; now: () => Date };
const defaultIo: Io = { fetch: (...args) => fetch(...args), now: () => new Date() };

const wantsHelp = (args: string[]) => args.some((arg) => arg === '--help' || arg === '-h');

/** The one FILE argument, if given; anything else is refused with the usage. */
function fileArgument(args: string[], help: string): string | undefined {
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown || args.length > 1) throw new BackupError(`Unexpected ${unknown ?? args[1]}.\n\n${help}`);
  return args[0];
}

async function downloadFromService(env: NodeJS.ProcessEnv, io: Io, partial: string) {
  const base = (env.STINT_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/$/, '');
  if (!env.OPERATOR_TOKEN) {
    throw new BackupError(
      'Set OPERATOR_TOKEN to the token the service was started with (or DATABASE_URL to read PostgreSQL directly).',
    );
  }
  let answer: Response;
  try {
    answer = await io.fetch(`${base}${OPERATOR_BACKUP_PATH}`, {
      headers: { Authorization: `Bearer ${env.OPERATOR_TOKEN}` },
    });
  } catch (error) {
    throw new BackupError(
      `Cannot reach the service at ${base} (${(error as Error).message}): is it running?`,
    );
  }
  // Only the operator route names its realm; the API's own refusal means the route is not there.
  if (answer.status === 401 && answer.headers.get('WWW-Authenticate') === OPERATOR_CHALLENGE) {
    throw new BackupError(
      `The service at ${base} refused OPERATOR_TOKEN: give the token it was started with.`,
    );
  }
  if (answer.status === 401 || answer.status === 404) {
    throw new BackupError(`The service at ${base} offers no backup: start it with OPERATOR_TOKEN set.`);
  }
  if (!answer.ok || !answer.body) throw new BackupError(`The service at ${base} answered ${answer.status}.`);
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream), createWriteStream(partial));
  return `the service at ${base}`;
}

async function readPostgres(databaseUrl: string, partial: string) {
  const database = connectDatabase({ databaseUrl });
  try {
    await pipeline(backupStream(await takeBackup(database)), createWriteStream(partial));
  } finally {
    await database.close();
  }
  return 'PostgreSQL (DATABASE_URL)';
}

const summaryOf = (backup: Backup) =>
  `${backup.tables.length} tables, ${rowCount(backup)} rows, at migration ${backup.header.migration}, taken ${backup.header.taken_at}`;

/** `npm run backup`: returns what to print; throws a `BackupError` with the reason it cannot. */
export async function runBackup(args: string[], env: NodeJS.ProcessEnv, io: Io = defaultIo): Promise<string> {
  if (wantsHelp(args)) return backupHelp;
  const argument = fileArgument(args, backupHelp);
  const file = resolve(argument ?? backupFileName(io.now().toISOString()));
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  ) {
    throw new BackupError(`${file} exists already: name another file.`);
  }
  // Written under another name first, so a failed or cut-off backup never passes for a complete one.
  const partial = `${file}.partial`;
  try {
    const source = env.DATABASE_URL
      ? await readPostgres(env.DATABASE_URL, partial)
      : await downloadFromService(env, io, partial);
    const backup = await readBackupFile(partial);
    await rename(partial, file);
    return `Wrote ${file} from ${source}: ${summaryOf(backup)}.`;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `npm run restore`: returns what to print; throws a `BackupError` with the reason it cannot. */
export async function runRestore(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  if (wantsHelp(args)) return restoreHelp;
  const argument = fileArgument(args, restoreHelp);
  if (!argument) throw new BackupError(`Name the backup file to restore.\n\n${restoreHelp}`);
  const backup = await readBackupFile(argument);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  await restoreBackup(backup, { databaseUrl: env.DATABASE_URL, dataDir });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  return `Restored ${argument} into ${where}: ${summaryOf(backup)}. Start the service on it as usual.`;
}

/**
 * Runs a command for a script: its text on stdout; a refusal's reason, or the database's or system's
 * error (a connection refused, a row the database rejects), on stderr with exit code 1.
 */
export async function runScript(command: (args: string[], env: NodeJS.ProcessEnv) => Promise<string>) {
  try {
    console.log(await command(process.argv.slice(2), process.env));
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (!(error instanceof BackupError) && !code) throw error;
    console.error([(error as Error).message, detail].filter(Boolean).join('\n'));
    process.exitCode = 1;
  }
}
