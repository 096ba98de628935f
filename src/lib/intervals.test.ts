import { describe, expect, it } from 'vitest';
import type { Interval } from '../../contract/work-time-intervals.ts';
import { dayOutcome, toIntervalChange, totalLength } from './intervals.ts';

/** Minutes as instants keep the cases readable: `at(8)` is 08:00 of the test day. */
const at = (hours: number, minutes = 0) => (hours * 60 + minutes) * 60_000;
const span = (since: number, until: number): Interval => ({ since, until });
const add = (since: number, until: number) => ({ type: 1 as const, since, until });
const remove = (since: number, until: number) => ({ type: 2 as const, since, until });

describe('dayOutcome', () => {
  it('splits the result into kept, added and removed time', () => {
    const outcome = dayOutcome(
      [span(at(8), at(12)), span(at(13), at(17))],
      [add(at(7), at(8)), remove(at(12), at(14)), add(at(17), at(17, 45))],
    );
    expect(outcome.result).toEqual([span(at(7), at(12)), span(at(14), at(17, 45))]);
    expect(outcome.added).toEqual([span(at(7), at(8)), span(at(17), at(17, 45))]);
    expect(outcome.removed).toEqual([span(at(13), at(14))]);
    expect(outcome.kept).toEqual([span(at(8), at(12)), span(at(14), at(17))]);
  });

  it('counts an add that repeats existing time as no change', () => {
    const outcome = dayOutcome([span(at(8), at(12))], [add(at(9), at(10))]);
    expect(outcome.added).toEqual([]);
    expect(outcome.removed).toEqual([]);
    expect(outcome.result).toEqual([span(at(8), at(12))]);
  });

  it('shows time added and then removed again as neither', () => {
    const outcome = dayOutcome([], [add(at(9), at(10)), remove(at(9), at(10))]);
    expect(outcome).toEqual({ result: [], added: [], removed: [], kept: [] });
  });
});

describe('helpers', () => {
  it('sums lengths of the merged intervals', () => {
    expect(totalLength([span(at(8), at(10)), span(at(9), at(11))])).toBe(at(3));
  });

  it('reads a wire interval as instants', () => {
    expect(
      toIntervalChange({ type: 2, time_since: '2024-05-06T07:30:00Z', time_until: '2024-05-06T08:00:00Z' }),
    ).toEqual({
      type: 2,
      since: Date.UTC(2024, 4, 6, 7, 30),
      until: Date.UTC(2024, 4, 6, 8),
    });
  });
});
