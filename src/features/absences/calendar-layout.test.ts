import { describe, expect, it } from 'vitest';
import { daysOfMonth } from '../../../contract/dates.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import { daysOffOf, isMonth, isWeekend, layoutBars, plannerColumns } from './calendar-layout.ts';

const span = (id: number, date_since: string, date_until: string, count_days: number | null = null) => ({
  id,
  date_since,
  date_until,
  count_days,
});

describe('months and weekends', () => {
  it('accepts only real months in the years the interface allows', () => {
    expect(isMonth('2027-13')).toBe(false);
    expect(isMonth('2027-1')).toBe(false);
    expect(isMonth('1969-12')).toBe(false);
    expect(isMonth('2027-09')).toBe(true);
  });

  it('knows Saturday–Sunday and Friday–Saturday weekends', () => {
    // 2027-03-05 is a Friday, 03-06 a Saturday, 03-07 a Sunday.
    expect([5, 6, 7].map((day) => isWeekend(`2027-03-0${day}`, false))).toEqual([false, true, true]);
    expect([5, 6, 7].map((day) => isWeekend(`2027-03-0${day}`, true))).toEqual([true, true, false]);
  });
});

describe('bars of a month', () => {
  const march = daysOfMonth('2027-03');

  it('covers the days of an absence inside the month', () => {
    const { bars, lanes } = layoutBars([span(1, '2027-03-03', '2027-03-07')], march);
    expect(lanes).toBe(1);
    expect(bars).toEqual([
      expect.objectContaining({
        start: 2,
        span: 5,
        continuesBefore: false,
        continuesAfter: false,
        half: false,
      }),
    ]);
  });

  it('clips an absence from the previous month at the first day, and one into the next at the last', () => {
    const { bars } = layoutBars(
      [span(1, '2027-02-25', '2027-03-03'), span(2, '2027-03-29', '2027-04-02')],
      march,
    );
    expect(bars[0]).toMatchObject({ start: 0, span: 3, continuesBefore: true, continuesAfter: false });
    expect(bars[1]).toMatchObject({ start: 28, span: 3, continuesBefore: false, continuesAfter: true });
  });

  it('draws a half day as half, but never a half count over several days', () => {
    const { bars } = layoutBars(
      [
        span(1, '2027-03-10', '2027-03-10', 0.5),
        span(2, '2027-03-15', '2027-03-16', 0.5),
        span(3, '2027-03-20', '2027-03-20', 1),
      ],
      march,
    );
    expect(bars.map((bar) => [bar.item.id, bar.span, bar.half])).toEqual([
      [1, 1, true],
      [2, 2, false],
      [3, 1, false],
    ]);
  });

  it('leaves out absences outside the month', () => {
    const { bars } = layoutBars(
      [span(1, '2027-02-01', '2027-02-28'), span(2, '2027-04-01', '2027-04-01')],
      march,
    );
    expect(bars).toEqual([]);
  });

  it('puts absences that share days into separate lanes', () => {
    const { bars, lanes } = layoutBars(
      [
        span(1, '2027-03-01', '2027-03-05'),
        span(2, '2027-03-04', '2027-03-08'),
        span(3, '2027-03-06', '2027-03-09'),
      ],
      march,
    );
    expect(lanes).toBe(2);
    expect(Object.fromEntries(bars.map((bar) => [bar.item.id, bar.lane]))).toEqual({ 1: 0, 2: 1, 3: 0 });
  });

  it('lines up months in a year planner, February of a leap year ending on day 29', () => {
    const february = plannerColumns('2028-02');
    expect(february).toHaveLength(31);
    expect(february[28]).toBe('2028-02-29');
    expect(february.slice(29)).toEqual([null, null]);
    const { bars } = layoutBars([span(1, '2028-02-28', '2028-03-02')], february);
    expect(bars[0]).toMatchObject({ start: 27, span: 2, continuesAfter: true });
  });
});

describe('days off from target hours', () => {
  const base = { id: 1, users_id: 7, compensation_monthly: 0, date_until: null };
  it('marks weekdays without target hours of the row in force', () => {
    const rows: TargetHoursRow[] = [
      {
        ...base,
        type: 'weekly',
        date_since: '2027-01-01',
        monday: 8,
        tuesday: 8,
        wednesday: 8,
        thursday: 8,
        friday: 0,
        saturday: 0,
        sunday: 0,
        absence_fixed_credit: false,
        compensation_daily: 0,
      },
    ];
    const off = daysOffOf(rows, ['2026-12-31', '2027-03-04', '2027-03-05', '2027-03-06']);
    // Before the row starts nothing is known, so nothing is shaded.
    expect([...off]).toEqual(['2027-03-05', '2027-03-06']);
  });
});
