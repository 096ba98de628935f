import {
  type Interval,
  type IntervalChange,
  normalize,
  subtract,
} from '../../../contract/work-time-intervals.ts';

/**
 * The fewest changes that turn a day's `current` work times into `edited` (docs/architecture.md#a-days-work-time):
 * every add lies inside one edited interval and every remove inside one break of it, so no change
 * undoes another and their order does not matter. An add spans from the first to the last missing
 * piece of its edited interval, since adding time that is already there changes nothing; a remove
 * likewise spans all the surplus pieces that fall into one break. Removes come first, as an
 * approver reads "take out, then put in".
 */
export function dayChanges(current: readonly Interval[], edited: readonly Interval[]): IntervalChange[] {
  const before = normalize(current);
  const after = normalize(edited);
  const adds = spanWithin(subtract(after, before), after);
  const removes = spanWithin(subtract(before, after), breaksOf(after));
  return [
    ...removes.map((interval) => ({ type: 2 as const, ...interval })),
    ...adds.map((interval) => ({ type: 1 as const, ...interval })),
  ];
}

/** For each container holding any of `pieces`, one interval from its first piece to its last. */
function spanWithin(pieces: readonly Interval[], containers: readonly Interval[]): Interval[] {
  const spans: Interval[] = [];
  for (const container of containers) {
    const inside = pieces.filter((piece) => piece.since >= container.since && piece.until <= container.until);
    const first = inside[0];
    const last = inside.at(-1);
    if (first && last) spans.push({ since: first.since, until: last.until });
  }
  return spans;
}

/** The time outside `intervals` (sorted and disjoint), as intervals reaching to ±infinity. */
function breaksOf(intervals: readonly Interval[]): Interval[] {
  const breaks: Interval[] = [];
  let since = Number.NEGATIVE_INFINITY;
  for (const interval of intervals) {
    breaks.push({ since, until: interval.since });
    since = interval.until;
  }
  breaks.push({ since, until: Number.POSITIVE_INFINITY });
  return breaks;
}
