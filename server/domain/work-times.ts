/**
 * Work-time interval arithmetic (decisions §6): a day's intervals are kept sorted and disjoint;
 * adding merges overlapping and touching intervals, removing cuts the range out. Instants are
 * milliseconds since the epoch; every interval is half-open, `[since, until)`.
 */

export type Interval = { since: number; until: number };

/** 1 = add time, 2 = remove time, as in a change request. */
export type IntervalChange = Interval & { type: 1 | 2 };

/** Sorted, disjoint, without empty intervals; overlapping and touching ones become one. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.since < interval.until)
    .map((interval) => ({ since: interval.since, until: interval.until }))
    .sort((a, b) => a.since - b.since || a.until - b.until);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.since <= last.until) last.until = Math.max(last.until, interval.until);
    else merged.push(interval);
  }
  return merged;
}

export function addInterval(intervals: readonly Interval[], added: Interval): Interval[] {
  return normalize([...intervals, added]);
}

export function removeInterval(intervals: readonly Interval[], cut: Interval): Interval[] {
  if (cut.since >= cut.until) return normalize(intervals);
  const rest: Interval[] = [];
  for (const interval of normalize(intervals)) {
    if (interval.until <= cut.since || interval.since >= cut.until) {
      rest.push(interval);
      continue;
    }
    if (interval.since < cut.since) rest.push({ since: interval.since, until: cut.since });
    if (interval.until > cut.until) rest.push({ since: cut.until, until: interval.until });
  }
  return rest;
}

/** The changes applied in the order given. */
export function applyChanges(intervals: readonly Interval[], changes: readonly IntervalChange[]): Interval[] {
  let result = normalize(intervals);
  for (const change of changes) {
    const range = { since: change.since, until: change.until };
    result = change.type === 1 ? addInterval(result, range) : removeInterval(result, range);
  }
  return result;
}

export function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return (
    a.length === b.length &&
    a.every((interval, index) => interval.since === b[index]?.since && interval.until === b[index]?.until)
  );
}
