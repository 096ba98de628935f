import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf, sequencesOf, tablesOf } from './catalogue.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type Backup,
  type BackupSequence,
  type BackupTable,
} from './format.ts';
import { migrationOf } from './migrations.ts';

export type TakeBackupOptions = {
  /**
   * Runs inside the read, once its snapshot is taken: tests write here to show that writes go on and
   * that the backup does not see them.
   */
  onSnapshot?: () => Promise<void>;
};

/**
 * Reads every table of `public` in one read-only REPEATABLE READ transaction, so the
 * backup is one consistent state however many writes run meanwhile. The rows are held in memory and the
 * transaction ends before anything is sent: on PGlite, whose one connection the read holds, requests
 * wait only for the read, never for a slow download.
 */
export function takeBackup(
  database: Pick<Database, 'db' | 'kind'>,
  options: TakeBackupOptions = {},
): Promise<Backup> {
  return database.db.transaction(
    async (tx) => {
      // The first statement fixes the snapshot that every later one reads.
      const migration = await migrationOf(tx);
      await options.onSnapshot?.();
      const tables: BackupTable[] = [];
      for (const table of await tablesOf(tx)) {
        const rows = await rowsOf<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row from ${sql.identifier(table.name)} t`,
        );
        tables.push({ name: table.name, columns: table.columns, rows: rows.map(({ row }) => row) });
      }
      // A sequence is not part of the snapshot: it may be ahead of it, never behind, which is what matters.
      const sequences: BackupSequence[] = [];
      for (const { table, column, sequence } of await sequencesOf(tx)) {
        const [state] = await rowsOf<{ next: string }>(
          tx,
          sql`select (case when is_called then last_value + 1 else last_value end)::text as next from ${sql.raw(sequence)}`,
        );
        if (state) sequences.push({ table, column, next: state.next });
      }
      const header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        migration,
        taken_at: new Date().toISOString(),
        database: database.kind,
      } as const;
      return { header, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
