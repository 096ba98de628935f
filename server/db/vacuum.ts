import { sql } from 'drizzle-orm';
import { type Logger, logger as serviceLogger } from '../log.ts';
import type { Database } from './client.ts';

/** About half a second with a year of 100,000 entries on PGlite (requests wait meanwhile), once an hour. */
const VACUUM_EVERY_MS = 60 * 60 * 1000;

export type VacuumSchedule = {
  /** Cancels the next run and waits for one under way, so the database can be closed after it. */
  stop(): Promise<void>;
};

/**
 * A PostgreSQL server vacuums and analyses by itself; PGlite has no autovacuum. Without it, space that
 * deleted and updated rows held is never reused (the failed-login and rate-limit counters alone add rows
 * every second, so the folder grows without end) and the planner's statistics never follow the data.
 * On PGlite this runs `VACUUM (ANALYZE)` of the whole database a minute after start and then every
 * `everyMs`; on PostgreSQL it does nothing (docs/operations.md#database-upkeep).
 */
export function scheduleVacuum(
  database: Pick<Database, 'db' | 'kind'>,
  {
    everyMs = VACUUM_EVERY_MS,
    firstAfterMs = 60_000,
    logger = serviceLogger,
  }: {
    everyMs?: number;
    firstAfterMs?: number;
    logger?: Logger;
  } = {},
): VacuumSchedule {
  if (database.kind !== 'pglite') return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const vacuum = async () => {
    const started = performance.now();
    try {
      await database.db.execute(sql`vacuum (analyze)`);
      logger.info({ event: 'vacuum', ms: Math.round(performance.now() - started) });
    } catch (error) {
      // The next run may succeed; a failed vacuum loses nothing.
      logger.error({ event: 'vacuum_failed', err: error });
    }
  };
  const runThenWait = (delayMs: number) => {
    timer = setTimeout(() => {
      if (stopped) return;
      running = vacuum().then(() => {
        if (!stopped) runThenWait(everyMs);
      });
    }, delayMs);
    timer.unref();
  };
  runThenWait(firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
