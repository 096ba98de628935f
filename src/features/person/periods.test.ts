import { describe, expect, it } from 'vitest';
import { openRowEndedBy, overlappingRow, rangesOverlap, targetHoursConflict } from './periods.ts';

const row = (id: number, date_since: string, date_until: string | null) => ({ id, date_since, date_until });

describe('rangesOverlap', () => {
  it.each([
    [row(1, '2025-01-01', '2025-03-31'), row(2, '2025-03-31', '2025-06-30'), true],
    [row(1, '2025-01-01', '2025-03-31'), row(2, '2025-04-01', '2025-06-30'), false],
    [row(1, '2025-01-01', null), row(2, '2030-01-01', '2030-01-01'), true],
    [row(1, '2025-05-01', null), row(2, '2025-01-01', '2025-04-30'), false],
    [row(1, '2025-05-01', null), row(2, '2024-01-01', null), true],
  ])('%o and %o share a day: %s', (a, b, expected) => {
    expect(rangesOverlap(a, b)).toBe(expected);
    expect(rangesOverlap(b, a)).toBe(expected);
  });
});

describe('overlappingRow', () => {
  const periods = [row(1, '2024-01-01', '2024-12-31'), row(2, '2025-01-01', null)];

  it('names the period a new one would share days with', () => {
    expect(overlappingRow(periods, { date_since: '2024-06-01', date_until: '2024-06-30' })?.id).toBe(1);
    expect(overlappingRow(periods, { date_since: '2031-01-01', date_until: null })?.id).toBe(2);
  });

  it('accepts a period in a gap, and an edited period against the others only', () => {
    expect(
      overlappingRow([row(1, '2024-01-01', '2024-01-31')], { date_since: '2024-02-01', date_until: null }),
    ).toBeUndefined();
    expect(
      overlappingRow(periods, { date_since: '2024-02-01', date_until: '2024-12-31' }, 1),
    ).toBeUndefined();
    expect(overlappingRow(periods, { date_since: '2024-02-01', date_until: '2025-01-01' }, 1)?.id).toBe(2);
  });
});

describe('openRowEndedBy', () => {
  it('ends the open row that started before, on the day before the new one starts', () => {
    const rows = [row(1, '2024-01-01', '2024-12-31'), row(2, '2025-01-01', null)];
    expect(openRowEndedBy(rows, '2026-03-01')).toEqual({ row: rows[1], endsOn: '2026-02-28' });
  });

  it('ends nothing when the open row starts on or after the new one, or there is none', () => {
    expect(openRowEndedBy([row(2, '2025-01-01', null)], '2025-01-01')).toBeNull();
    expect(openRowEndedBy([row(1, '2024-01-01', '2024-12-31')], '2026-01-01')).toBeNull();
  });
});

describe('targetHoursConflict', () => {
  const rows = [row(1, '2024-01-01', '2024-12-31'), row(2, '2025-01-01', null)];

  it('lets a new row follow the open row, which the service ends', () => {
    expect(targetHoursConflict(rows, { date_since: '2026-03-01', date_until: null })).toBeUndefined();
  });

  it('names the closed row a new row would share days with', () => {
    expect(targetHoursConflict(rows, { date_since: '2024-06-01', date_until: '2024-06-30' })?.id).toBe(1);
  });

  it('names the open row itself when a new row starts before it', () => {
    expect(targetHoursConflict(rows, { date_since: '2023-06-01', date_until: null })).toBe(rows[0]);
  });

  it('checks an edit against the other rows as they are', () => {
    expect(targetHoursConflict(rows, { date_since: '2025-06-01', date_until: null }, 2)).toBeUndefined();
    expect(targetHoursConflict(rows, { date_since: '2024-06-01', date_until: null }, 2)?.id).toBe(1);
  });
});
