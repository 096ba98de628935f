import { describe, expect, it } from 'vitest';
import { addInterval, removeInterval, sameIntervals } from './work-times.ts';

const at = (hours: number) => hours * 3_600_000;
const span = (since: number, until: number) => ({ since: at(since), until: at(until) });

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

describe('sameIntervals', () => {
  it('compares element by element', () => {
    expect(sameIntervals([span(8, 9)], [span(8, 9)])).toBe(true);
    expect(sameIntervals([span(8, 9)], [span(8, 10)])).toBe(false);
    expect(sameIntervals([span(8, 9)], [])).toBe(false);
  });
});
