import { describe, expect, it } from 'vitest';
import { applyChanges, type Interval } from '../../../contract/work-time-intervals.ts';
import { dayChanges } from './day-changes.ts';

/** Hours of one day as instants, so the cases read as clock times. */
const h = (hour: number) => hour * 3_600_000;
const span = (since: number, until: number): Interval => ({ since: h(since), until: h(until) });

describe('dayChanges', () => {
  it('changes nothing when the day is as it was, however the intervals were typed', () => {
    expect(dayChanges([span(8, 12), span(13, 17)], [span(13, 17), span(8, 12)])).toEqual([]);
    expect(dayChanges([span(8, 12)], [span(8, 10), span(10, 12)])).toEqual([]);
  });

  it('adds a new interval and removes a deleted one', () => {
    expect(dayChanges([], [span(8, 12)])).toEqual([{ type: 1, ...span(8, 12) }]);
    expect(dayChanges([span(8, 12)], [])).toEqual([{ type: 2, ...span(8, 12) }]);
  });

  it('moves an edge with one change: a later start removes, a later end adds', () => {
    expect(dayChanges([span(8, 12)], [span(9, 12)])).toEqual([{ type: 2, ...span(8, 9) }]);
    expect(dayChanges([span(8, 12)], [span(8, 13)])).toEqual([{ type: 1, ...span(12, 13) }]);
  });

  it('cuts a break out of an interval with one remove, and closes one with one add', () => {
    expect(dayChanges([span(8, 17)], [span(8, 12), span(13, 17)])).toEqual([{ type: 2, ...span(12, 13) }]);
    expect(dayChanges([span(8, 12), span(13, 17)], [span(8, 17)])).toEqual([{ type: 1, ...span(12, 13) }]);
  });

  it('joins the missing pieces of one edited interval into one add across time already there', () => {
    expect(dayChanges([span(9, 10), span(11, 12)], [span(8, 13)])).toEqual([{ type: 1, ...span(8, 13) }]);
  });

  it('joins surplus pieces in one break into one remove, but never across kept time', () => {
    expect(dayChanges([span(8, 9), span(10, 11), span(14, 15)], [span(12, 13)])).toEqual([
      { type: 2, ...span(8, 11) },
      { type: 2, ...span(14, 15) },
      { type: 1, ...span(12, 13) },
    ]);
  });

  it('replaces a moved interval by removing the old time and adding the new', () => {
    expect(dayChanges([span(8, 12)], [span(10, 14)])).toEqual([
      { type: 2, ...span(8, 10) },
      { type: 1, ...span(12, 14) },
    ]);
  });

  it('always yields changes that, applied as the service does, give exactly the edited day', () => {
    const days: Interval[][] = [
      [],
      [span(8, 12)],
      [span(8, 12), span(13, 17)],
      [span(0, 1), span(6, 7), span(9, 15), span(22, 24)],
      [span(7, 8), span(8.5, 9), span(10, 18)],
    ];
    for (const current of days) {
      for (const edited of days) {
        const changes = dayChanges(current, edited);
        expect(applyChanges(current, changes)).toEqual(applyChanges(edited, []));
        expect(applyChanges(current, [...changes].reverse())).toEqual(applyChanges(edited, []));
      }
    }
  });
});
