import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { throttleHits } from './db/upkeep-schema.ts';
import { freshDatabase } from './testing/harness.ts';
import { createProcessThrottle, createThrottle, waitFrom } from './throttle.ts';

const T0 = Date.parse('2026-11-21T10:00:00Z');
const second = (time: number) => Math.floor(time / 1000);

describe('waitFrom', () => {
  it('is 0 under the limit and counts down to when enough of the oldest hits have left the minute', () => {
    const buckets = [
      { second: second(T0), hits: 3 },
      { second: second(T0 + 30_000), hits: 2 },
    ];
    expect(waitFrom(buckets, 6, T0 + 31_000)).toBe(0);
    expect(waitFrom(buckets, 5, T0 + 31_000)).toBe(29);
    expect(waitFrom(buckets, 5, T0 + 1_500)).toBe(59);
    // With five hits and a limit of two, the first bucket's three leaving is not enough.
    expect(waitFrom(buckets, 3, T0 + 31_000)).toBe(29);
    expect(waitFrom(buckets, 2, T0 + 31_000)).toBe(59);
    expect(waitFrom([], 1, T0)).toBe(0);
  });

  it('never answers less than a second', () => {
    expect(waitFrom([{ second: second(T0), hits: 1 }], 1, T0 + 59_999)).toBe(1);
  });
});

const inTheDatabase = (database: () => Database, now: () => number) => createThrottle(database().db, now);
const inTheProcess = (_database: () => Database, now: () => number) => createProcessThrottle(now);

describe.each([
  { counted: 'in the database', make: inTheDatabase },
  { counted: 'in the process', make: inTheProcess },
])('the throttle counting $counted', ({ make }) => {
  let database: Database;
  let time = T0;
  const now = () => time;
  const throttleNow = () => make(() => database, now);
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('takes up to the limit per key and minute, then tells how long to wait', async () => {
    time = T0;
    const throttle = throttleNow();
    expect([await throttle.take('a', 3), await throttle.take('a', 3), await throttle.take('a', 3)]).toEqual([
      0, 0, 0,
    ]);
    time = T0 + 400;
    expect(await throttle.take('a', 3)).toBe(60);
    expect(await throttle.take('b', 3)).toBe(0);
    time = T0 + 60_001;
    expect(await throttle.take('a', 3)).toBe(0);
  });

  it('takes from a budget as large as a JavaScript number gets', async () => {
    time = T0 + 5 * 60_000;
    expect(await throttleNow().take('unlimited', Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  it('records hits for several keys at once and reports the fullest', async () => {
    time = T0 + 20 * 60_000;
    const throttle = throttleNow();
    expect(await throttle.record(['ip:1', 'user:x@1'])).toBe(1);
    expect(await throttle.record(['ip:1', 'user:y@1'])).toBe(2);
    time += 30_000;
    expect(await throttle.record(['ip:1', 'user:y@1'])).toBe(3);
    expect(await throttle.waits(['ip:1', 'user:x@1', 'user:y@1', 'user:z@1'], 2)).toEqual(
      new Map([
        ['ip:1', 30],
        ['user:x@1', 0],
        ['user:y@1', 30],
        ['user:z@1', 0],
      ]),
    );
    time += 30_001;
    expect(await throttle.waits(['ip:1', 'user:y@1'], 2)).toEqual(
      new Map([
        ['ip:1', 0],
        ['user:y@1', 0],
      ]),
    );
  });

  it('keeps counting the hits still inside the minute when it forgets the older ones', async () => {
    time = T0 + 40 * 60_000;
    const throttle = throttleNow();
    await throttle.record(['gone']);
    time += 30_000;
    await throttle.record(['recent']);
    await throttle.record(['recent']);
    time += 31_000;
    // A minute after the first hit, counting a new key forgets what left the window.
    await throttle.record(['new']);
    expect(await throttle.waits(['gone', 'recent'], 2)).toEqual(
      new Map([
        ['gone', 0],
        ['recent', 29],
      ]),
    );
    expect(await throttle.take('recent', 3)).toBe(0);
    expect(await throttle.take('recent', 3)).toBe(29);
  });
});

describe('the throttle in the database', () => {
  let database: Database;
  let time = T0;
  const now = () => time;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('lets no more than the limit through when several processes take from one key at once', async () => {
    time = T0 + 10 * 60_000;
    // One throttle per service process, all on the same database.
    const processes = [createThrottle(database.db, now), createThrottle(database.db, now)];
    const waits = await Promise.all(
      Array.from({ length: 24 }, (_, index) => processes[index % 2]?.take('shared', 5)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(19);
  });

  it('deletes the hits that left the window about once a minute', async () => {
    time = T0 + 30 * 60_000;
    const throttle = createThrottle(database.db, now);
    await throttle.take('kept', 10);
    const rows = async () => (await database.db.select({ value: count() }).from(throttleHits))[0]?.value;
    expect(await rows()).toBe(1);
    time += 61_000;
    await throttle.record(['later']);
    expect(await rows()).toBe(1);
  });
});
