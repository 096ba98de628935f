/**
 * Work-time interval arithmetic (docs/interface.md#change-requests-and-work-times), shared by the
 * service, which applies a change request when it is approved, and the app, which previews that
 * outcome: a day's intervals stay sorted and disjoint; adding merges overlapping and touching
 * intervals, removing cuts the range out, in the order the changes are listed. Instants are
 * milliseconds since the epoch and every interval is half-open, `[since, until)`.
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

/** `intervals` without any part covered by `cuts`. */
export function subtract(intervals: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  let rest = normalize(intervals);
  for (const cut of normalize(cuts)) {
    const next: Interval[] = [];
    for (const interval of rest) {
      if (interval.until <= cut.since || interval.since >= cut.until) {
        next.push(interval);
        continue;
      }
      if (interval.since < cut.since) next.push({ since: interval.since, until: cut.since });
      if (interval.until > cut.until) next.push({ since: cut.until, until: interval.until });
    }
    rest = next;
  }
  return rest;
}

/** The changes applied in the order given, as approving the request would. */
export function applyChanges(intervals: readonly Interval[], changes: readonly IntervalChange[]): Interval[] {
  let result = normalize(intervals);
  for (const change of changes) {
    const range = { since: change.since, until: change.until };
    result = change.type === 1 ? normalize([...result, range]) : subtract(result, [range]);
  }
  return result;
}
