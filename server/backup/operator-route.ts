import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { clientAddress } from '../auth.ts';
import type { Database } from '../db/client.ts';
import { type Logger, logger as serviceLogger } from '../log.ts';
import { takeBackup } from './dump.ts';
import { backupFileName, backupStream, rowCount } from './format.ts';

export const OPERATOR_BACKUP_PATH = '/api/operator/backup';
export const OPERATOR_CHALLENGE = 'Bearer realm="stint-operator"';

/** Shorter tokens are refused at start-up: the token is the only thing between a caller and all data. */
export const OPERATOR_TOKEN_MIN_LENGTH = 32;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * `GET /api/operator/backup` for `npm run backup` (docs/operations.md#backup-and-restore): the whole
 * database as a backup file, to whoever sends `Authorization: Bearer <OPERATOR_TOKEN>`. No user's API
 * key opens it, and a service started without `OPERATOR_TOKEN` does not have it at all.
 */
export function operatorRoutes(options: {
  database: Pick<Database, 'db' | 'kind'>;
  token: string;
  logger?: Logger;
}): Hono {
  if (options.token.length < OPERATOR_TOKEN_MIN_LENGTH) {
    throw new Error(`OPERATOR_TOKEN must be at least ${OPERATOR_TOKEN_MIN_LENGTH} characters long.`);
  }
  const expected = digest(`Bearer ${options.token}`);
  const log = options.logger ?? serviceLogger;
  const router = new Hono();
  router.get(OPERATOR_BACKUP_PATH, async (c) => {
    // Hono answers HEAD with this handler, which would read the whole database for nothing.
    if (c.req.method === 'HEAD') {
      c.header('Allow', 'GET');
      return c.body(null, 405);
    }
    // Digests of equal length, so the comparison takes as long whatever was sent.
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      log.warn({ event: 'operator_refused', path: OPERATOR_BACKUP_PATH, ip: clientAddress(c), outcome: 401 });
      c.header('WWW-Authenticate', OPERATOR_CHALLENGE);
      c.header('Cache-Control', 'no-store');
      return c.json(
        { error: { code: 401, message: 'This needs the operator token (OPERATOR_TOKEN).' } },
        401,
      );
    }
    const started = performance.now();
    const backup = await takeBackup(options.database);
    log.info({
      event: 'backup_taken',
      migration: backup.header.migration,
      tables: backup.tables.length,
      rows: rowCount(backup),
      readMs: Math.round(performance.now() - started),
      ip: clientAddress(c),
    });
    return new Response(Readable.toWeb(backupStream(backup)) as ReadableStream, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${backupFileName(backup.header.taken_at)}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
  return router;
}
