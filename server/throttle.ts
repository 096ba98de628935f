import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client.ts';
import { throttleHits } from './db/upkeep-schema.ts';

const WINDOW_MS = 60_000;

type Bucket = { second: number; hits: number };

/**
 * Seconds until a key with these hits (oldest first) is under `limit` again, or 0 when it is now.
 * Hits count from the start of their second, so a key may come back up to a second early.
 */
export function waitFrom(buckets: readonly Bucket[], limit: number, now: number): number {
  let surplus = buckets.reduce((sum, bucket) => sum + bucket.hits, 0) - limit + 1;
  if (surplus <= 0) return 0;
  for (const bucket of buckets) {
    surplus -= bucket.hits;
    if (surplus <= 0) return Math.max(1, Math.ceil((bucket.second * 1000 + WINDOW_MS - now) / 1000));
  }
  return Math.ceil(WINDOW_MS / 1000);
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The waits of some keys, read by a statement that also reads something else (`Throttle.waitsRead`). */
type WaitsRead = {
  /** The hits of the keys in the window, as one `json` value to select. */
  hits: SQL;
  /** For each key, the seconds until it is under `limit` again, from the value `hits` selected. */
  waits(selected: unknown, limit: number): Map<string, number>;
};

export type Throttle = {
  /** For each key, the seconds until it is under `limit` again (0 when it is now): one read. */
  waits(keys: readonly string[], limit: number): Promise<Map<string, number>>;
  /** `waits` to fold into another statement, so that a request needing both pays one round trip. */
  waitsRead(keys: readonly string[]): WaitsRead;
  /** Counts one hit for each key; the largest number of hits any of them has in the window now. */
  record(keys: readonly string[]): Promise<number>;
  /**
   * Counts one hit for `key` only while it has fewer than `limit`, in one statement, so that
   * processes taking from the same key at once never pass the limit together: 0 when counted,
   * else the seconds to wait.
   */
  take(key: string, limit: number): Promise<number>;
};

/** The current second and the oldest second still inside the window that ends now. */
function windowAt(time: number) {
  return { time, current: Math.floor(time / 1000), oldest: Math.floor((time - WINDOW_MS) / 1000) + 1 };
}

/**
 * Sliding one-minute windows of hits per key, kept in the database so that every service process on
 * it counts against the same limits (docs/operations.md#several-instances): one row per key and
 * second, bumped by an upsert; rows that left the window are deleted about once a minute.
 */
export function createThrottle(db: DbOrTx, now: () => number): Throttle {
  let prunedAt = Number.NEGATIVE_INFINITY;
  const table = sql`${throttleHits}`;
  const window = () => windowAt(now());

  async function pruneNowAndThen(time: number, oldest: number): Promise<void> {
    if (time - prunedAt < WINDOW_MS) return;
    prunedAt = time;
    await db.execute(sql`delete from ${table} where second < ${oldest}`);
  }

  function waitsRead(keys: readonly string[]): WaitsRead {
    const { time, oldest } = window();
    return {
      hits: sql`(select coalesce(json_agg(json_build_array(key, second, hits) order by second), '[]')
        from ${table} where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) and second >= ${oldest})`,
      waits(selected, limit) {
        const byKey = new Map(keys.map((key) => [key, [] as Bucket[]]));
        for (const [key, second, hits] of selected as [string, number, number][]) {
          byKey.get(key)?.push({ second, hits });
        }
        return new Map(keys.map((key) => [key, waitFrom(byKey.get(key) ?? [], limit, time)]));
      },
    };
  }

  async function waits(keys: readonly string[], limit: number): Promise<Map<string, number>> {
    const read = waitsRead(keys);
    const [row] = rowsOf<{ hits: unknown }>(await db.execute(sql`select ${read.hits} as hits`));
    return read.waits(row?.hits ?? [], limit);
  }

  return {
    waits,
    waitsRead,

    async record(keys) {
      const { time, current, oldest } = window();
      await pruneNowAndThen(time, oldest);
      // One order for every process, so that two of them bumping the same keys cannot deadlock.
      const sorted = [...new Set(keys)].sort();
      const counted = rowsOf<{ hits: number }>(
        await db.execute(sql`with earlier as (
            select key, sum(hits)::int as hits from ${table}
            where second >= ${oldest} and second < ${current} and key in (${sql.join(
              sorted.map((key) => sql`${key}`),
              sql`, `,
            )})
            group by key
          )
          insert into ${table} as counted (key, second, hits)
          values ${sql.join(
            sorted.map((key) => sql`(${key}, ${current}, 1)`),
            sql`, `,
          )}
          on conflict (key, second) do update set hits = counted.hits + 1
          returning counted.hits + coalesce((select hits from earlier where earlier.key = counted.key), 0) as hits`),
      );
      return Math.max(0, ...counted.map((row) => row.hits));
    },

    async take(key, limit) {
      const { time, current, oldest } = window();
      await pruneNowAndThen(time, oldest);
      const counted = rowsOf<{ hits: number }>(
        await db.execute(sql`with earlier as (
            select coalesce(sum(hits), 0)::int as hits from ${table}
            where key = ${key} and second >= ${oldest} and second < ${current}
          )
          insert into ${table} as counted (key, second, hits)
          select ${key}, ${current}, 1 from earlier where earlier.hits < ${limit}::bigint
          on conflict (key, second) do update set hits = counted.hits + 1
            where counted.hits + (select hits from earlier) < ${limit}::bigint
          returning counted.hits`),
      );
      if (counted.length > 0) return 0;
      return (await waits([key], limit)).get(key) ?? 0;
    },
  };
}

/**
 * The same windows kept in this process's memory, for a process that is its database's only user
 * (PGlite): nothing else can count against its limits, so the two statements a request would spend on
 * the database's throttle are saved (docs/operations.md#failed-sign-ins-and-the-rate-limit). A restart
 * starts every key afresh.
 */
export function createProcessThrottle(now: () => number): Throttle {
  const hitsByKey = new Map<string, Bucket[]>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  /** The key's hits inside the window, oldest first, with those that left it dropped. */
  function bucketsOf(key: string, oldest: number): Bucket[] {
    const buckets = hitsByKey.get(key) ?? [];
    const kept = buckets.findIndex((bucket) => bucket.second >= oldest);
    if (kept !== 0) buckets.splice(0, kept === -1 ? buckets.length : kept);
    return buckets;
  }

  /** Forgets the keys without hits in the window about once a minute, so that memory follows the active keys. */
  function pruneNowAndThen(time: number, oldest: number): void {
    if (time - prunedAt < WINDOW_MS) return;
    prunedAt = time;
    for (const key of hitsByKey.keys()) {
      if (bucketsOf(key, oldest).length === 0) hitsByKey.delete(key);
    }
  }

  function count(key: string, current: number, oldest: number): number {
    const buckets = bucketsOf(key, oldest);
    const last = buckets.at(-1);
    if (last?.second === current) last.hits += 1;
    else buckets.push({ second: current, hits: 1 });
    hitsByKey.set(key, buckets);
    return buckets.reduce((sum, bucket) => sum + bucket.hits, 0);
  }

  function waitsNow(keys: readonly string[], limit: number): Map<string, number> {
    const { time, oldest } = windowAt(now());
    return new Map(keys.map((key) => [key, waitFrom(bucketsOf(key, oldest), limit, time)]));
  }

  return {
    waits: async (keys, limit) => waitsNow(keys, limit),
    // Nothing to read from the database: the hits are here.
    waitsRead: (keys) => ({ hits: sql`null`, waits: (_selected, limit) => waitsNow(keys, limit) }),
    async record(keys) {
      const { time, current, oldest } = windowAt(now());
      pruneNowAndThen(time, oldest);
      return Math.max(0, ...[...new Set(keys)].map((key) => count(key, current, oldest)));
    },
    async take(key, limit) {
      const { time, current, oldest } = windowAt(now());
      pruneNowAndThen(time, oldest);
      const buckets = bucketsOf(key, oldest);
      const wait = waitFrom(buckets, limit, time);
      if (wait === 0) count(key, current, oldest);
      return wait;
    },
  };
}
