import { describe, expect, it } from 'vitest';
import { earningWindows, workedStretches } from './day-surcharge-windows.ts';

const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
const sunday = { percent: 50, time_since: '00:00:00', time_until: '00:00:00' };
const saturday = { weekday: 6, nonbusiness: null };
const sundayDay = { weekday: 7, nonbusiness: null };
const monday = { weekday: 1, nonbusiness: null };

describe('workedStretches', () => {
  it('takes the breaks out of the day from first start to last end, up to 24:00', () => {
    expect(
      workedStretches({
        work_start: '20:00',
        work_end: '24:00',
        breaks: [{ since: '21:00', until: '21:30', length: 0.5 }],
      }),
    ).toEqual([
      { start: 1200, end: 1260 },
      { start: 1290, end: 1440 },
    ]);
  });

  it('has nothing while the work clock runs', () => {
    expect(workedStretches({ work_start: '08:00', work_end: null, breaks: [] })).toEqual([]);
  });
});

describe('earningWindows', () => {
  it('gives each window of a Sunday evening its worked and earned minutes (worked example 4)', () => {
    const windows = earningWindows(
      { accumulation: true, night, sunday },
      [saturday, sundayDay, monday],
      [{ start: 1200, end: 1440 }],
    );
    // Sunday 20:00–24:00: 4 h at 50 % and 2 h at 25 %: 2.5 h of surcharge, as the account counts.
    expect(
      windows.map(({ kind, percent, start, end, workedMinutes, earnedMinutes }) => ({
        kind,
        percent,
        start,
        end,
        workedMinutes,
        earnedMinutes,
      })),
    ).toEqual([
      { kind: 'sunday', percent: 50, start: 0, end: 1440, workedMinutes: 240, earnedMinutes: 120 },
      { kind: 'night', percent: 25, start: 1320, end: 1800, workedMinutes: 120, earnedMinutes: 30 },
    ]);
  });

  it('leaves out a window that earns nothing when the higher one wins without accumulation', () => {
    const windows = earningWindows(
      { accumulation: false, night, sunday },
      [saturday, sundayDay, monday],
      [{ start: 1200, end: 1440 }],
    );
    expect(windows.map((window) => [window.kind, window.earnedMinutes])).toEqual([['sunday', 120]]);
  });

  it('counts the morning of a night window that began the evening before', () => {
    const windows = earningWindows(
      { accumulation: true, night },
      [monday, monday, monday],
      [{ start: 300, end: 540 }],
    );
    expect(windows.map((window) => [window.start, window.end, window.earnedMinutes])).toEqual([
      [-120, 360, 15],
    ]);
  });
});
