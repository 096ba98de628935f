import { describe, expect, it } from 'vitest';
import {
  type DayPreview,
  type PreviewModel,
  surchargeWeekPreview,
  type Weekday,
} from './surcharge-preview.ts';

const MONDAY_FIRST = { weekStartsMonday: true };
const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
/** Sunday from 22:00 on Saturday up to midnight at the end of Sunday. */
const sunday = {
  percent: 50,
  time_since: '22:00:00',
  time_until: '00:00:00',
  time_since_is_previous_day: true,
  time_until_is_next_day: true,
};

function day(days: DayPreview[], weekday: Weekday): DayPreview {
  const found = days.find((entry) => entry.weekday === weekday);
  if (!found) throw new Error(`no weekday ${weekday}`);
  return found;
}

function windows(preview: DayPreview) {
  return preview.segments.map(({ start, end, percent, applied }) => ({ start, end, percent, applied }));
}

describe('surchargeWeekPreview', () => {
  it('runs a night window of 22:00–06:00 across midnight into the next morning, every day', () => {
    const { days } = surchargeWeekPreview({ accumulation: true, night }, MONDAY_FIRST);
    expect(days.map((entry) => entry.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const entry of days) {
      expect(windows(entry)).toEqual([
        { start: 0, end: 360, percent: 25, applied: ['night'] },
        { start: 1320, end: 1440, percent: 25, applied: ['night'] },
      ]);
    }
  });

  it('starts a Sunday surcharge on Saturday evening with the previous-day flag, and ends it at midnight', () => {
    const { days } = surchargeWeekPreview({ accumulation: false, sunday }, MONDAY_FIRST);
    expect(windows(day(days, 5))).toEqual([{ start: 1320, end: 1440, percent: 50, applied: ['sunday'] }]);
    expect(windows(day(days, 6))).toEqual([{ start: 0, end: 1440, percent: 50, applied: ['sunday'] }]);
    expect(day(days, 0).segments).toEqual([]);
    expect(day(days, 4).segments).toEqual([]);
  });

  it('adds the night percent to an overlapping Sunday when accumulation is on', () => {
    const { days } = surchargeWeekPreview({ accumulation: true, night, sunday }, MONDAY_FIRST);
    expect(windows(day(days, 6))).toEqual([
      { start: 0, end: 360, percent: 75, applied: ['night', 'sunday'] },
      { start: 360, end: 1320, percent: 50, applied: ['sunday'] },
      { start: 1320, end: 1440, percent: 75, applied: ['night', 'sunday'] },
    ]);
    // Saturday 22:00–24:00 is Sunday's time (previous-day start) and night time at once.
    expect(windows(day(days, 5))).toEqual([
      { start: 0, end: 360, percent: 25, applied: ['night'] },
      { start: 1320, end: 1440, percent: 75, applied: ['night', 'sunday'] },
    ]);
    // Sunday night runs into Monday morning as night time only.
    expect(windows(day(days, 0))[0]).toEqual({ start: 0, end: 360, percent: 25, applied: ['night'] });
  });

  it('lets only the higher percent apply where Sunday and night overlap when accumulation is off', () => {
    const { days } = surchargeWeekPreview({ accumulation: false, night, sunday }, MONDAY_FIRST);
    const sundayPreview = day(days, 6);
    expect(sundayPreview.segments).toEqual([
      { start: 0, end: 360, kinds: ['night', 'sunday'], applied: ['sunday'], percent: 50 },
      { start: 360, end: 1320, kinds: ['sunday'], applied: ['sunday'], percent: 50 },
      { start: 1320, end: 1440, kinds: ['night', 'sunday'], applied: ['sunday'], percent: 50 },
    ]);
    const higherNight = surchargeWeekPreview(
      { accumulation: false, night: { ...night, percent: 60 }, sunday },
      MONDAY_FIRST,
    );
    expect(windows(day(higherNight.days, 6))[0]).toEqual({
      start: 0,
      end: 360,
      percent: 60,
      applied: ['night'],
    });
  });

  it('never adds the two night kinds to each other', () => {
    const model: PreviewModel = {
      accumulation: true,
      night,
      night_increased: { percent: 40, time_since: '00:00:00', time_until: '04:00:00' },
    };
    expect(windows(day(surchargeWeekPreview(model, MONDAY_FIRST).days, 2))).toEqual([
      { start: 0, end: 240, percent: 40, applied: ['night_increased'] },
      { start: 240, end: 360, percent: 25, applied: ['night'] },
      { start: 1320, end: 1440, percent: 25, applied: ['night'] },
    ]);
  });

  it('puts Sunday first when the week starts on Sunday, and wraps Sunday night into Monday', () => {
    const { days } = surchargeWeekPreview(
      {
        accumulation: true,
        sunday: { percent: 50, time_since: '00:00:00', time_until: '06:00:00', time_until_is_next_day: true },
      },
      { weekStartsMonday: false },
    );
    expect(days.map((entry) => entry.weekday)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(windows(day(days, 0))).toEqual([{ start: 0, end: 360, percent: 50, applied: ['sunday'] }]);
  });

  it('shows a nonbusiness day as an illustrative Wednesday, with where its window reaches into the days around', () => {
    const { illustrative, days } = surchargeWeekPreview(
      {
        accumulation: true,
        night,
        nonbusiness: {
          percent: 125,
          time_since: '20:00:00',
          time_until: '02:00:00',
          time_since_is_previous_day: true,
          time_until_is_next_day: true,
        },
      },
      MONDAY_FIRST,
    );
    expect(illustrative).toHaveLength(1);
    const holiday = illustrative[0];
    expect(holiday?.kind).toBe('nonbusiness');
    expect(holiday?.weekday).toBe(2);
    // The evening before and the morning after, with the night window adding to it.
    expect(holiday?.before.map(({ start, end, percent }) => ({ start, end, percent }))).toEqual([
      { start: 1200, end: 1320, percent: 125 },
      { start: 1320, end: 1440, percent: 150 },
    ]);
    expect(holiday?.after.map(({ start, end, percent }) => ({ start, end, percent }))).toEqual([
      { start: 0, end: 120, percent: 150 },
    ]);
    expect(holiday && windows(holiday)).toEqual([
      { start: 0, end: 360, percent: 150, applied: ['night', 'nonbusiness'] },
      { start: 360, end: 1320, percent: 125, applied: ['nonbusiness'] },
      { start: 1320, end: 1440, percent: 150, applied: ['night', 'nonbusiness'] },
    ]);
    // The regular week knows no dates, so no weekday carries the nonbusiness surcharge.
    expect(
      days.every((entry) => entry.segments.every((segment) => !segment.kinds.includes('nonbusiness'))),
    ).toBe(true);
  });

  it('reports a day kind whose end is not after its start as empty', () => {
    const preview = surchargeWeekPreview(
      { accumulation: true, saturday: { percent: 20, time_since: '13:00:00', time_until: '08:00:00' } },
      MONDAY_FIRST,
    );
    expect(preview.emptyKinds).toEqual(['saturday']);
    expect(day(preview.days, 5).segments).toEqual([]);
  });

  it('reads an end of 00:00 without the next-day flag as the end of the day itself', () => {
    const preview = surchargeWeekPreview(
      { accumulation: true, saturday: { percent: 20, time_since: '13:00:00', time_until: '00:00:00' } },
      MONDAY_FIRST,
    );
    expect(preview.emptyKinds).toEqual([]);
    expect(windows(day(preview.days, 5))).toEqual([
      { start: 780, end: 1440, percent: 20, applied: ['saturday'] },
    ]);
    expect(day(preview.days, 6).segments).toEqual([]);
  });
});
