/**
 * Work-time interval arithmetic (decisions §6): a day's intervals are kept sorted and disjoint;
 * adding merges overlapping and touching intervals, removing cuts the range out. Instants are
 * milliseconds since the epoch; every interval is half-open, `[since, until)`.
 */

import { type Interval, normalize } from '../../contract/work-time-intervals.ts';

export {
  applyChanges,
  type Interval,
  type IntervalChange,
  normalize,
} from '../../contract/work-time-intervals.ts';

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

export function sameIntervals(a: readonly Interval[], b: readonly Interval[]): boolean {
  return (
    a.length === b.length &&
    a.every((interval, index) => interval.since === b[index]?.since && interval.until === b[index]?.until)
  );
}
