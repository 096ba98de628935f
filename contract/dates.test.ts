import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockOf,
  dayBounds,
  dayIn,
  daysBetween,
  daysInMonth,
  daysOfMonth,
  eachDay,
  knownTimeZone,
  offsetAt,
  secondsOfTime,
  shiftMonth,
  toUtcTimestamp,
  weekdayOf,
  weekStartOf,
  zonedInstant,
} from './dates.ts';

const HOUR = 3_600_000;
const at = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

describe('calendar days', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-03-30', 2)).toBe('2024-04-01');
  });

  it('counts the days between two dates, whatever DST does to the hours in between', () => {
    expect(daysBetween('2024-03-30', '2024-04-01')).toBe(2);
    expect(daysBetween('2024-10-28', '2024-10-26')).toBe(-2);
  });

  it('names weekdays from Sunday 0 to Saturday 6', () => {
    expect(weekdayOf('2024-05-05')).toBe(0);
    expect(weekdayOf('2024-05-11')).toBe(6);
  });

  it('finds the first day of a week starting on Monday or on Sunday, across a year end', () => {
    expect(weekStartOf('2024-05-05', true)).toBe('2024-04-29');
    expect(weekStartOf('2024-05-05', false)).toBe('2024-05-05');
    expect(weekStartOf('2024-05-06', true)).toBe('2024-05-06');
    expect(weekStartOf('2025-01-01', true)).toBe('2024-12-30');
    expect(weekStartOf('2025-01-04', false)).toBe('2024-12-29');
  });

  it('lists the days of a range across a month end', () => {
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('knows month lengths, leap Februaries and month steps across years', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysOfMonth('2027-04')).toHaveLength(30);
    expect(daysOfMonth('2027-03')[0]).toBe('2027-03-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2028-02', 12)).toBe('2029-02');
  });
});

describe('instants in a zone', () => {
  it('turns a local wall time into the UTC instant', () => {
    expect(toUtcTimestamp(zonedInstant('2024-05-06', at(8, 30), 'Europe/Berlin'))).toBe(
      '2024-05-06T06:30:00Z',
    );
    expect(toUtcTimestamp(zonedInstant('2024-01-15', at(8), 'Europe/Berlin'))).toBe('2024-01-15T07:00:00Z');
    expect(toUtcTimestamp(zonedInstant('2024-05-06', 0, 'America/New_York'))).toBe('2024-05-06T04:00:00Z');
    expect(toUtcTimestamp(zonedInstant('2024-05-06', at(9), 'UTC'))).toBe('2024-05-06T09:00:00Z');
    expect(toUtcTimestamp(zonedInstant('2024-05-06', secondsOfTime('08:00:30'), 'UTC'))).toBe(
      '2024-05-06T08:00:30Z',
    );
  });

  it('moves a wall time that the spring change skips past the gap', () => {
    // Berlin, 31 March 2024: 02:00 CET becomes 03:00 CEST, so 02:30 does not exist.
    expect(toUtcTimestamp(zonedInstant('2024-03-31', at(2, 30), 'Europe/Berlin'))).toBe(
      '2024-03-31T01:30:00Z',
    );
    // New York, 10 March 2024: 02:00 EST becomes 03:00 EDT.
    expect(toUtcTimestamp(zonedInstant('2024-03-10', at(2, 30), 'America/New_York'))).toBe(
      '2024-03-10T07:30:00Z',
    );
  });

  it('takes the first of the two 02:30 of the autumn change', () => {
    // Berlin, 27 October 2024: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(toUtcTimestamp(zonedInstant('2024-10-27', at(2, 30), 'Europe/Berlin'))).toBe(
      '2024-10-27T00:30:00Z',
    );
  });

  it('spans 24 hours on an ordinary day, 23 and 25 on the DST days, north and south', () => {
    const hours = (date: string, zone: string) => {
      const { start, end } = dayBounds(date, zone);
      return (end - start) / HOUR;
    };
    expect(hours('2024-05-06', 'Europe/Berlin')).toBe(24);
    expect(hours('2024-03-31', 'Europe/Berlin')).toBe(23);
    expect(hours('2024-10-27', 'Europe/Berlin')).toBe(25);
    // Sydney's summer time ends in April and starts in October.
    expect(hours('2024-04-07', 'Australia/Sydney')).toBe(25);
    expect(hours('2024-10-06', 'Australia/Sydney')).toBe(23);
  });

  it('starts a day at local midnight', () => {
    expect(toUtcTimestamp(dayBounds('2024-05-06', 'Asia/Tokyo').start)).toBe('2024-05-05T15:00:00Z');
    expect(toUtcTimestamp(dayBounds('2024-03-31', 'Europe/Berlin').start)).toBe('2024-03-30T23:00:00Z');
  });

  it('reads offsets, local days and clocks in the zone, on both sides of a DST change', () => {
    const evening = Date.UTC(2024, 4, 6, 22, 15);
    expect(offsetAt(evening, 'Europe/Berlin')).toBe(2 * HOUR);
    expect(offsetAt(Date.UTC(2024, 0, 6, 22, 15), 'Europe/Berlin')).toBe(1 * HOUR);
    expect(offsetAt(Date.UTC(2024, 2, 31, 0, 59), 'Europe/Berlin')).toBe(1 * HOUR);
    expect(offsetAt(Date.UTC(2024, 2, 31, 1, 0), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(dayIn(evening, 'Europe/Berlin')).toBe('2024-05-07');
    expect(dayIn(evening, 'America/New_York')).toBe('2024-05-06');
    expect(clockOf(evening, 'Europe/Berlin')).toBe('00:15');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
