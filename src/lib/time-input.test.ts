import { describe, expect, it } from 'vitest';
import { parseClock } from './time-input.ts';

describe('parseClock', () => {
  it('parses hh:mm and refuses anything else', () => {
    expect(parseClock('08:30')).toBe(510);
    expect(parseClock('23:59:00')).toBe(1439);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('8:30')).toBeNull();
    expect(parseClock('')).toBeNull();
  });
});
