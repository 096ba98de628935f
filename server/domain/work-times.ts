/**
 * A user's stored work times: the one place that writes them. The interval arithmetic (sorted,
 * disjoint, half-open `[since, until)` intervals in epoch milliseconds) is
 * contract/work-time-intervals.ts, which the app's preview shares.
 */

import { and, asc, eq } from 'drizzle-orm';
import { applyChanges, type Interval } from '../../contract/work-time-intervals.ts';
import type { Tx } from '../db/client.ts';
import { type ChangeInterval, users, workTimes } from '../db/schema.ts';

export function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return (
    a.length === b.length &&
    a.every((interval, index) => interval.since === b[index]?.since && interval.until === b[index]?.until)
  );
}

/** The instants of a change-request interval as sent on the wire. */
export const intervalOf = (change: { time_since: string; time_until: string }): Interval => ({
  since: Date.parse(change.time_since),
  until: Date.parse(change.time_until),
});

/**
 * Serializes every write to one user's change requests and work times, in one lock order (user,
 * then request) so that create, approve, decline and delete cannot deadlock. NO KEY UPDATE is
 * enough for that and, unlike FOR UPDATE, does not hold up inserts elsewhere that reference the user.
 */
export async function lockUser(tx: Tx, usersId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, usersId)).for('no key update');
}

/** Adds and cuts `changes` on the user's intervals of `date`; the caller holds the user's lock. */
export async function applyToDay(
  tx: Tx,
  usersId: number,
  date: string,
  changes: readonly ChangeInterval[],
): Promise<void> {
  const where = and(eq(workTimes.usersId, usersId), eq(workTimes.date, date));
  const rows = await tx.select().from(workTimes).where(where).orderBy(asc(workTimes.timeSince));
  const current: Interval[] = rows.map((row) => ({
    since: row.timeSince.getTime(),
    until: row.timeUntil.getTime(),
  }));
  const next = applyChanges(
    current,
    changes.map((change) => ({ type: change.type, ...intervalOf(change) })),
  );
  if (sameIntervals(current, next)) return;
  await tx.delete(workTimes).where(where);
  if (next.length === 0) return;
  await tx.insert(workTimes).values(
    next.map((interval) => ({
      usersId,
      date,
      timeSince: new Date(interval.since),
      timeUntil: new Date(interval.until),
    })),
  );
}
