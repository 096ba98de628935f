import { describe, expect, it } from 'vitest';
import { sameIntervals } from './work-times.ts';

const at = (hours: number) => hours * 3_600_000;
const span = (since: number, until: number) => ({ since: at(since), until: at(until) });

describe('sameIntervals', () => {
  it('compares element by element', () => {
    expect(sameIntervals([span(8, 9)], [span(8, 9)])).toBe(true);
    expect(sameIntervals([span(8, 9)], [span(8, 10)])).toBe(false);
    expect(sameIntervals([span(8, 9)], [])).toBe(false);
  });
});
