import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * A backup file is gzip'd JSON lines (docs/operations.md#backup-and-restore), written by any database
 * the service runs on and readable into any other:
 *
 *   {"format":"stint-backup","version":1,"migration":"0001_…","taken_at":"…","database":"pglite"}
 *   {"table":"customers","columns":["id","name",…]}
 *   {"row":{"id":1,"name":"Acme",…}}                 one line per row, as PostgreSQL's row_to_json writes it
 *   …                                                 the next table, its rows, …
 *   {"sequences":[{"table":"customers","column":"id","next":"42"}]}
 *   {"end":{"rows":{"customers":1,…}}}                 so that a file cut short is known to be
 */

export const BACKUP_FORMAT = 'stint-backup';
export const BACKUP_VERSION = 1;

/** A backup or restore that cannot go on, with a message for the operator (no stack needed). */
export class BackupError extends Error {
  override name = 'BackupError';
}

type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The tag of the newest migration the data was at, e.g. `0001_calendar_feeds_notifications`. */
  migration: string;
  taken_at: string;
  database: 'pglite' | 'postgres';
};

export type BackupTable = {
  name: string;
  columns: string[];
  /** Each row as the JSON text of one object, exactly as the database wrote it. */
  rows: string[];
};

/** Where a serial or identity column's sequence continues: the id the next insert gets. */
export type BackupSequence = { table: string; column: string; next: string };

export type Backup = { header: BackupHeader; tables: BackupTable[]; sequences: BackupSequence[] };

const ROW_START = '{"row":';

function* backupLines(backup: Backup): Generator<string> {
  yield `${JSON.stringify(backup.header)}\n`;
  for (const table of backup.tables) {
    yield `${JSON.stringify({ table: table.name, columns: table.columns })}\n`;
    for (const row of table.rows) yield `${ROW_START}${row}}\n`;
  }
  yield `${JSON.stringify({ sequences: backup.sequences })}\n`;
  const rows = Object.fromEntries(backup.tables.map((table) => [table.name, table.rows.length]));
  yield `${JSON.stringify({ end: { rows } })}\n`;
}

/** The backup as a gzip stream, written line by line. */
export function backupStream(backup: Backup): Readable {
  return Readable.from(backupLines(backup)).pipe(createGzip());
}

export const rowCount = (backup: Backup) => backup.tables.reduce((sum, table) => sum + table.rows.length, 0);

/** `stint-backup-20261124T101502Z.jsonl.gz` for a backup taken at that instant. */
export function backupFileName(takenAt: string): string {
  return `stint-backup-${takenAt.replace(/[-:]/g, '').replace(/\.\d+/, '')}.jsonl.gz`;
}

async function* linesOf(compressed: Buffer): AsyncGenerator<string> {
  const gunzip = createGunzip();
  gunzip.end(compressed);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of gunzip) {
    const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function parseLine(text: string, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${where} is not JSON: the file is damaged.`);
  }
  if (!isObject(value)) throw new BackupError(`${where} is not a JSON object: the file is damaged.`);
  return value;
}

function headerOf(line: Record<string, unknown>, file: string): BackupHeader {
  if (line.format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a Stint backup (no backup header).`);
  if (line.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup in format version ${String(line.version)}; this version of Stint reads version ${BACKUP_VERSION} only.`,
    );
  }
  if (
    typeof line.migration !== 'string' ||
    typeof line.taken_at !== 'string' ||
    (line.database !== 'pglite' && line.database !== 'postgres')
  ) {
    throw new BackupError(`${file} has an incomplete backup header: the file is damaged.`);
  }
  return line as BackupHeader;
}

function sequencesOf(line: Record<string, unknown>, where: string): BackupSequence[] {
  const list = line.sequences;
  const valid =
    Array.isArray(list) &&
    list.every(
      (item) =>
        isObject(item) &&
        typeof item.table === 'string' &&
        typeof item.column === 'string' &&
        typeof item.next === 'string' &&
        /^\d+$/.test(item.next),
    );
  if (!valid) throw new BackupError(`${where} does not list sequences as expected: the file is damaged.`);
  return list as BackupSequence[];
}

function checkEnd(line: Record<string, unknown>, tables: BackupTable[], file: string) {
  const counted = isObject(line.end) && isObject(line.end.rows) ? line.end.rows : undefined;
  const expected = Object.fromEntries(tables.map((table) => [table.name, table.rows.length]));
  if (JSON.stringify(counted) !== JSON.stringify(expected)) {
    throw new BackupError(
      `${file} holds other rows than its last line counts (${JSON.stringify(expected)} against ${JSON.stringify(counted)}): the file is damaged.`,
    );
  }
}

/** Reads a whole file from the compressed bytes, checking every line, or says why it is no usable backup. */
async function parseBackup(compressed: Buffer, file: string): Promise<Backup> {
  let header: BackupHeader | undefined;
  const tables: BackupTable[] = [];
  let sequences: BackupSequence[] | undefined;
  let ended = false;
  let number = 0;
  try {
    for await (const text of linesOf(compressed)) {
      number++;
      const where = `${file}, line ${number},`;
      if (ended) throw new BackupError(`${where} follows the end line: the file is damaged.`);
      if (!header) {
        header = headerOf(parseLine(text, where), file);
        continue;
      }
      const table = tables.at(-1);
      if (text.startsWith(ROW_START) && text.endsWith('}') && table && !sequences) {
        parseLine(text.slice(ROW_START.length, -1), where);
        table.rows.push(text.slice(ROW_START.length, -1));
        continue;
      }
      const line = parseLine(text, where);
      if (typeof line.table === 'string' && isStringList(line.columns) && !sequences) {
        if (tables.some((known) => known.name === line.table)) {
          throw new BackupError(`${where} starts table ${line.table} a second time: the file is damaged.`);
        }
        tables.push({ name: line.table, columns: line.columns, rows: [] });
      } else if ('sequences' in line && !sequences) {
        sequences = sequencesOf(line, where);
      } else if ('end' in line && sequences) {
        checkEnd(line, tables, file);
        ended = true;
      } else {
        throw new BackupError(`${where} is not what a backup holds there: the file is damaged.`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR') throw new BackupError(`${file} is not a gzip file, so not a Stint backup.`);
    if (code === 'Z_BUF_ERROR') {
      throw new BackupError(`${file} ends early: it is truncated (or was still being written).`);
    }
    throw error;
  }
  if (!header) throw new BackupError(`${file} is empty, not a Stint backup.`);
  if (!ended || !sequences) {
    throw new BackupError(`${file} ends before its end line: it is truncated (or was still being written).`);
  }
  return { header, tables, sequences };
}

export async function readBackupFile(file: string): Promise<Backup> {
  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseBackup(compressed, file);
}
