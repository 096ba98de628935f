/**
 * What a change request does to a day, for the preview; the arithmetic itself is the contract's, so
 * the preview shows what the service will store.
 */

import {
  applyChanges,
  type Interval,
  type IntervalChange,
  normalize,
  subtract,
} from '../../contract/work-time-intervals.ts';

export type DayOutcome = {
  /** The day's work times if the request is approved. */
  result: Interval[];
  /** Time that approving adds (in `result`, not in the current intervals). */
  added: Interval[];
  /** Time that approving removes (in the current intervals, not in `result`). */
  removed: Interval[];
  /** Time that stays as it is. */
  kept: Interval[];
};

/** What approving `changes` does to a day: an add that only repeats existing time adds nothing. */
export function dayOutcome(current: readonly Interval[], changes: readonly IntervalChange[]): DayOutcome {
  const before = normalize(current);
  const result = applyChanges(before, changes);
  return {
    result,
    added: subtract(result, before),
    removed: subtract(before, result),
    kept: subtract(before, subtract(before, result)),
  };
}

/** Total length in milliseconds. */
export function totalLength(intervals: readonly Interval[]): number {
  return normalize(intervals).reduce((sum, interval) => sum + interval.until - interval.since, 0);
}

/**
 * An interval of the wire format (`time_since`, `time_until` as ISO 8601 UTC) as instants; the work
 * clock's running interval (no end) counts up to now.
 */
export function toInterval(value: { time_since: string; time_until: string | null }): Interval {
  return {
    since: Date.parse(value.time_since),
    until: value.time_until === null ? Date.now() : Date.parse(value.time_until),
  };
}

export function toIntervalChange(value: {
  type: 1 | 2;
  time_since: string;
  time_until: string;
}): IntervalChange {
  return { type: value.type, ...toInterval(value) };
}
