import { describe, expect, it } from 'vitest';
import { dayBounds, dayIn, eachDay, toUtcString, zonedInstant } from './time.ts';

describe('time zones', () => {
  it('finds the local day of an instant', () => {
    expect(dayIn(new Date('2024-05-01T22:30:00Z'), 'Europe/Berlin')).toBe('2024-05-02');
    expect(dayIn(new Date('2024-05-01T22:30:00Z'), 'America/New_York')).toBe('2024-05-01');
  });

  it('gives 23 hours to the spring-forward day and 25 to the fall-back day in Berlin', () => {
    const spring = dayBounds('2024-03-31', 'Europe/Berlin');
    expect(toUtcString(spring.start)).toBe('2024-03-30T23:00:00Z');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const fall = dayBounds('2024-10-27', 'Europe/Berlin');
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
  });

  it('places a wall-clock time in the zone', () => {
    expect(toUtcString(zonedInstant('2024-07-01', '08:00:00', 'Europe/Berlin'))).toBe('2024-07-01T06:00:00Z');
    expect(toUtcString(zonedInstant('2024-01-01', '08:00:00', 'Europe/Berlin'))).toBe('2024-01-01T07:00:00Z');
  });

  it('lists the days of a range across a month end', () => {
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});
