import { describe, expect, it } from 'vitest';
import { dayOnSpan, placeOnSpan, timelineSpan, yearsAsRange } from './timeline-layout.ts';

describe('timelineSpan', () => {
  it('runs from the first row’s year to the last one’s, in whole years', () => {
    const span = timelineSpan(
      [
        { date_since: '2023-03-01', date_until: '2024-02-29' },
        { date_since: '2024-03-01', date_until: null },
        { date_since: '2027-01-01', date_until: '2027-12-31' },
      ],
      '2026-11-24',
    );
    expect(span).toEqual({ start: '2023-01-01', end: '2027-12-31', years: [2023, 2024, 2025, 2026, 2027] });
  });

  it('is this year alone without rows, and always holds today', () => {
    expect(timelineSpan([], '2026-11-24').years).toEqual([2026]);
    expect(
      timelineSpan([{ date_since: '2020-01-01', date_until: '2020-12-31' }], '2026-11-24').years,
    ).toHaveLength(7);
  });
});

describe('placeOnSpan', () => {
  const span = timelineSpan([{ date_since: '2024-01-01', date_until: '2025-12-31' }], '2025-06-01');

  it('places a range by its days', () => {
    const first = placeOnSpan({ date_since: '2024-01-01', date_until: '2024-12-31' }, span);
    expect(first.left).toBe(0);
    expect(first.width).toBeCloseTo((366 / 731) * 100);
    const second = placeOnSpan({ date_since: '2025-01-01', date_until: '2025-12-31' }, span);
    expect(second.left + second.width).toBeCloseTo(100);
  });

  it('runs an open end to the span’s end', () => {
    const open = placeOnSpan({ date_since: '2025-01-01', date_until: null }, span);
    expect(open.left + open.width).toBeCloseTo(100);
  });

  it('puts a day at its share of the span', () => {
    expect(dayOnSpan('2024-01-01', span)).toBe(0);
    expect(dayOnSpan('2025-01-01', span)).toBeCloseTo((366 / 731) * 100);
  });
});

describe('yearsAsRange', () => {
  it('covers whole years, open or closed', () => {
    expect(yearsAsRange(2025, 2026)).toEqual({ date_since: '2025-01-01', date_until: '2026-12-31' });
    expect(yearsAsRange(2025, null)).toEqual({ date_since: '2025-01-01', date_until: null });
  });
});
