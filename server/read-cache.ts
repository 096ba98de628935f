/**
 * Answers to reads that hold until the next write: the service forgets them all whenever a write request
 * ends (docs/architecture.md "Read cache"). Only sound when this process is the only writer of its
 * database, which PGlite guarantees (one process per data folder) and a PostgreSQL server shared by
 * several processes does not: there the cache is off and every read goes to the database.
 */
export type ReadCache = {
  /**
   * The value stored under `key`, else `load()`'s, kept when `keep` allows it and no write ended while it
   * loaded.
   */
  read<Value>(key: string, load: () => Promise<Value>, keep?: (value: Value) => boolean): Promise<Value>;
  /** Called when a write request ends, whatever its outcome. */
  forget(): void;
};

/** Enough for every user's sign-in and the list shapes in use; past it the cache starts over. */
const MAX_ENTRIES = 1000;

export function createReadCache(enabled: boolean): ReadCache {
  if (!enabled) return { read: (_key, load) => load(), forget: () => {} };
  const stored = new Map<string, unknown>();
  // Bumped by every forget, so that a value read before a write committed is not kept after it.
  let generation = 0;
  return {
    async read<Value>(key: string, load: () => Promise<Value>, keep = (_value: Value) => true) {
      if (stored.has(key)) return stored.get(key) as Value;
      const loadedIn = generation;
      const value = await load();
      if (generation === loadedIn && keep(value)) {
        if (stored.size >= MAX_ENTRIES) stored.clear();
        stored.set(key, value);
      }
      return value;
    },
    forget() {
      generation += 1;
      stored.clear();
    },
  };
}
