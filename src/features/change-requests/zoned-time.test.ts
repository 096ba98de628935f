import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockOf,
  dayBounds,
  knownTimeZone,
  localDate,
  offsetAt,
  parseClock,
  toUtcTimestamp,
  zonedInstant,
} from './zoned-time.ts';

const HOUR = 3_600_000;

describe('zonedInstant', () => {
  it('turns a local wall time into the UTC instant', () => {
    expect(toUtcTimestamp(zonedInstant('2024-05-06', 8 * 60 + 30, 'Europe/Berlin'))).toBe(
      '2024-05-06T06:30:00Z',
    );
    expect(toUtcTimestamp(zonedInstant('2024-01-15', 8 * 60, 'Europe/Berlin'))).toBe('2024-01-15T07:00:00Z');
    expect(toUtcTimestamp(zonedInstant('2024-05-06', 0, 'America/New_York'))).toBe('2024-05-06T04:00:00Z');
    expect(toUtcTimestamp(zonedInstant('2024-05-06', 9 * 60, 'UTC'))).toBe('2024-05-06T09:00:00Z');
  });

  it('moves a wall time that the spring change skips past the gap', () => {
    // Berlin, 31 March 2024: 02:00 CET becomes 03:00 CEST, so 02:30 does not exist.
    expect(toUtcTimestamp(zonedInstant('2024-03-31', 2 * 60 + 30, 'Europe/Berlin'))).toBe(
      '2024-03-31T01:30:00Z',
    );
  });

  it('takes the first of the two 02:30 of the autumn change', () => {
    // Berlin, 27 October 2024: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(toUtcTimestamp(zonedInstant('2024-10-27', 2 * 60 + 30, 'Europe/Berlin'))).toBe(
      '2024-10-27T00:30:00Z',
    );
  });
});

describe('dayBounds', () => {
  it('spans 24 hours on an ordinary day, 23 and 25 on the DST days', () => {
    const day = (date: string) => {
      const { start, end } = dayBounds(date, 'Europe/Berlin');
      return (end - start) / HOUR;
    };
    expect(day('2024-05-06')).toBe(24);
    expect(day('2024-03-31')).toBe(23);
    expect(day('2024-10-27')).toBe(25);
  });

  it('starts at local midnight', () => {
    expect(toUtcTimestamp(dayBounds('2024-05-06', 'Asia/Tokyo').start)).toBe('2024-05-05T15:00:00Z');
  });
});

describe('helpers', () => {
  it('reads offsets, local dates and clocks in the zone', () => {
    const instant = Date.UTC(2024, 4, 6, 22, 15);
    expect(offsetAt(instant, 'Europe/Berlin')).toBe(2 * HOUR);
    expect(localDate(instant, 'Europe/Berlin')).toBe('2024-05-07');
    expect(localDate(instant, 'America/New_York')).toBe('2024-05-06');
    expect(clockOf(instant, 'Europe/Berlin')).toBe('00:15');
  });

  it('parses hh:mm and refuses anything else', () => {
    expect(parseClock('08:30')).toBe(510);
    expect(parseClock('23:59:00')).toBe(1439);
    expect(parseClock('24:00')).toBeNull();
    expect(parseClock('8:30')).toBeNull();
    expect(parseClock('')).toBeNull();
  });

  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
