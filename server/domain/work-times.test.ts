import { describe, expect, it } from 'vitest';
import { addInterval, applyChanges, normalize, removeInterval, sameIntervals } from './work-times.ts';

const at = (hours: number) => hours * 3_600_000;
const span = (since: number, until: number) => ({ since: at(since), until: at(until) });

describe('normalize', () => {
  it('sorts, merges overlapping and touching intervals and drops empty ones', () => {
    expect(normalize([span(13, 17), span(8, 10), span(9, 12), span(17, 18), span(20, 20)])).toEqual([
      span(8, 12),
      span(13, 18),
    ]);
  });

  it('keeps an interval inside another as one', () => {
    expect(normalize([span(8, 18), span(9, 10)])).toEqual([span(8, 18)]);
  });

  it('does not change its input', () => {
    const input = [span(9, 12), span(8, 10)];
    normalize(input);
    expect(input).toEqual([span(9, 12), span(8, 10)]);
  });
});

describe('addInterval', () => {
  it('adds a separate interval in order', () => {
    expect(addInterval([span(8, 10), span(14, 16)], span(11, 12))).toEqual([
      span(8, 10),
      span(11, 12),
      span(14, 16),
    ]);
  });

  it('bridges a gap into one interval', () => {
    expect(addInterval([span(8, 10), span(14, 16)], span(10, 14))).toEqual([span(8, 16)]);
  });

  it('swallows the intervals it covers', () => {
    expect(addInterval([span(9, 10), span(11, 12), span(13, 14)], span(8, 15))).toEqual([span(8, 15)]);
  });
});

describe('removeInterval', () => {
  it('splits an interval around a cut in its middle', () => {
    expect(removeInterval([span(8, 16)], span(12, 13))).toEqual([span(8, 12), span(13, 16)]);
  });

  it('trims the ends it overlaps and deletes what it covers', () => {
    expect(removeInterval([span(8, 10), span(11, 12), span(13, 16)], span(9, 14))).toEqual([
      span(8, 9),
      span(14, 16),
    ]);
  });

  it('removes an interval exactly', () => {
    expect(removeInterval([span(8, 10), span(11, 12)], span(8, 10))).toEqual([span(11, 12)]);
  });

  it('leaves the day alone when the cut misses or only touches', () => {
    expect(removeInterval([span(8, 10)], span(10, 12))).toEqual([span(8, 10)]);
    expect(removeInterval([span(8, 10)], span(6, 8))).toEqual([span(8, 10)]);
    expect(removeInterval([], span(6, 8))).toEqual([]);
  });

  it('ignores an empty cut', () => {
    expect(removeInterval([span(8, 10)], span(9, 9))).toEqual([span(8, 10)]);
  });
});

describe('applyChanges', () => {
  it('applies adds and removes in order', () => {
    const day = [span(8, 12), span(13, 17)];
    const result = applyChanges(day, [
      { type: 1, ...span(12, 13) },
      { type: 2, ...span(10, 10.5) },
      { type: 1, ...span(18, 19) },
      { type: 2, ...span(16, 18.5) },
    ]);
    expect(result).toEqual([span(8, 10), span(10.5, 16), span(18.5, 19)]);
  });

  it('lets a later add restore what an earlier remove cut', () => {
    expect(
      applyChanges(
        [span(8, 12)],
        [
          { type: 2, ...span(9, 10) },
          { type: 1, ...span(9, 10) },
        ],
      ),
    ).toEqual([span(8, 12)]);
  });

  it('gives the same day when applied twice', () => {
    const changes = [
      { type: 1 as const, ...span(7, 9) },
      { type: 2 as const, ...span(11, 14) },
    ];
    const once = applyChanges([span(8, 12), span(13, 17)], changes);
    expect(applyChanges(once, changes)).toEqual(once);
  });
});

describe('sameIntervals', () => {
  it('compares element by element', () => {
    expect(sameIntervals([span(8, 9)], [span(8, 9)])).toBe(true);
    expect(sameIntervals([span(8, 9)], [span(8, 10)])).toBe(false);
    expect(sameIntervals([span(8, 9)], [])).toBe(false);
  });
});
