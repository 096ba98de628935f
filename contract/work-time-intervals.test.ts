import { describe, expect, it } from 'vitest';
import { applyChanges, type Interval, normalize, subtract } from './work-time-intervals.ts';

/** Minutes as instants keep the cases readable: `at(8)` is 08:00 of the test day. */
const at = (hours: number, minutes = 0) => (hours * 60 + minutes) * 60_000;
const span = (since: number, until: number): Interval => ({ since, until });
const add = (since: number, until: number) => ({ type: 1 as const, since, until });
const remove = (since: number, until: number) => ({ type: 2 as const, since, until });

describe('normalize', () => {
  it('sorts, merges overlapping and touching intervals and drops empty ones', () => {
    expect(
      normalize([span(at(13), at(17)), span(at(8), at(10)), span(at(10), at(12)), span(at(9), at(9))]),
    ).toEqual([span(at(8), at(12)), span(at(13), at(17))]);
    expect(
      normalize([
        span(at(13), at(17)),
        span(at(8), at(10)),
        span(at(9), at(12)),
        span(at(17), at(18)),
        span(at(20), at(20)),
      ]),
    ).toEqual([span(at(8), at(12)), span(at(13), at(18))]);
  });

  it('keeps an interval inside another as one', () => {
    expect(normalize([span(at(8), at(17)), span(at(9), at(10))])).toEqual([span(at(8), at(17))]);
    expect(normalize([span(at(8), at(18)), span(at(9), at(10))])).toEqual([span(at(8), at(18))]);
  });

  it('does not change its input', () => {
    const input = [span(at(10), at(11)), span(at(8), at(9))];
    normalize(input);
    expect(input).toEqual([span(at(10), at(11)), span(at(8), at(9))]);
    const overlapping = [span(at(9), at(12)), span(at(8), at(10))];
    normalize(overlapping);
    expect(overlapping).toEqual([span(at(9), at(12)), span(at(8), at(10))]);
  });
});

describe('subtract', () => {
  it('cuts a hole out of the middle', () => {
    expect(subtract([span(at(8), at(17))], [span(at(12), at(12, 30))])).toEqual([
      span(at(8), at(12)),
      span(at(12, 30), at(17)),
    ]);
  });

  it('trims both ends and removes what is fully covered', () => {
    expect(
      subtract([span(at(7), at(9)), span(at(10), at(11)), span(at(12), at(14))], [span(at(8), at(13))]),
    ).toEqual([span(at(7), at(8)), span(at(13), at(14))]);
  });

  it('leaves intervals that only touch the cut', () => {
    expect(subtract([span(at(8), at(10))], [span(at(10), at(11))])).toEqual([span(at(8), at(10))]);
  });
});

describe('applyChanges', () => {
  it('adds and merges with the intervals it overlaps or touches', () => {
    const day = [span(at(8), at(12)), span(at(13), at(17))];
    expect(applyChanges(day, [add(at(12), at(13))])).toEqual([span(at(8), at(17))]);
    expect(applyChanges(day, [add(at(17), at(18, 30))])).toEqual([
      span(at(8), at(12)),
      span(at(13), at(18, 30)),
    ]);
  });

  it('removes time, including a range wider than the day has', () => {
    expect(applyChanges([span(at(8), at(17))], [remove(at(6), at(9))])).toEqual([span(at(9), at(17))]);
    expect(applyChanges([span(at(8), at(17))], [remove(at(0), at(24))])).toEqual([]);
  });

  it('applies the changes in the order they are listed', () => {
    const day = [span(at(8), at(12))];
    expect(applyChanges(day, [add(at(12), at(14)), remove(at(11), at(13))])).toEqual([
      span(at(8), at(11)),
      span(at(13), at(14)),
    ]);
    expect(applyChanges(day, [remove(at(11), at(13)), add(at(12), at(14))])).toEqual([
      span(at(8), at(11)),
      span(at(12), at(14)),
    ]);
  });

  it('applies adds and removes in order across the day', () => {
    const day = [span(at(8), at(12)), span(at(13), at(17))];
    const result = applyChanges(day, [
      add(at(12), at(13)),
      remove(at(10), at(10, 30)),
      add(at(18), at(19)),
      remove(at(16), at(18, 30)),
    ]);
    expect(result).toEqual([span(at(8), at(10)), span(at(10, 30), at(16)), span(at(18, 30), at(19))]);
  });

  it('lets a later add restore what an earlier remove cut', () => {
    expect(applyChanges([span(at(8), at(12))], [remove(at(9), at(10)), add(at(9), at(10))])).toEqual([
      span(at(8), at(12)),
    ]);
  });

  it('gives the same day when applied twice', () => {
    const changes = [add(at(7), at(9)), remove(at(11), at(14))];
    const once = applyChanges([span(at(8), at(12)), span(at(13), at(17))], changes);
    expect(applyChanges(once, changes)).toEqual(once);
  });

  it('adds to an empty day and removes from an empty day without effect', () => {
    expect(applyChanges([], [add(at(9), at(10))])).toEqual([span(at(9), at(10))]);
    expect(applyChanges([], [remove(at(9), at(10))])).toEqual([]);
  });

  it('ignores an empty remove', () => {
    expect(applyChanges([span(at(8), at(10))], [remove(at(9), at(9))])).toEqual([span(at(8), at(10))]);
  });
});
