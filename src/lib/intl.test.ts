import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.ts';

describe('cached Intl formats', () => {
  it('gives the same format for the same locale and options, and a new one when either differs', () => {
    const weekday = dateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('de', { weekday: 'short', timeZone: 'UTC' })).toBe(weekday);
    expect(dateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' })).not.toBe(weekday);
    expect(dateTimeFormat('fr', { weekday: 'short', timeZone: 'UTC' })).not.toBe(weekday);
    expect(weekday.format(new Date(Date.UTC(2026, 10, 23)))).toBe('Mo');
    expect(numberFormat('de', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1.234,6');
    expect(numberFormat('de')).toBe(numberFormat('de', {}));
  });

  it('does not keep a time zone the runtime refuses', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
