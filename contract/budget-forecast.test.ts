import { describe, expect, it } from 'vitest';
import { budgetForecast } from './budget-forecast.ts';

const weeks = [
  { week: '2026-10-05', used: 50 },
  { week: '2026-10-12', used: 10 },
  { week: '2026-10-19', used: 20 },
  { week: '2026-10-26', used: 30 },
  { week: '2026-11-02', used: 20 },
  { week: '2026-11-09', used: 5 },
];

describe('budgetForecast', () => {
  it('counts back from what is used now, so earlier weeks are in the first point', () => {
    const { cumulative } = budgetForecast(weeks, 235, 1000, '2026-11-11');
    expect(cumulative).toEqual([
      { week: '2026-10-05', used: 150 },
      { week: '2026-10-12', used: 160 },
      { week: '2026-10-19', used: 180 },
      { week: '2026-10-26', used: 210 },
      { week: '2026-11-02', used: 230 },
      { week: '2026-11-09', used: 235 },
    ]);
  });

  it('runs out at the pace of the last four complete weeks, the current one left out', () => {
    const forecast = budgetForecast(weeks, 235, 335, '2026-11-11');
    // (10 + 20 + 30 + 20) / 4 = 20 a week: 100 left lasts 35 days.
    expect(forecast.pacePerWeek).toBe(20);
    expect(forecast.outlook).toEqual({ kind: 'on', runsOutOn: '2026-12-16' });
  });

  it('rounds a part of a day up to the day it runs out on', () => {
    expect(budgetForecast(weeks, 235, 236, '2026-11-11').outlook).toEqual({
      kind: 'on',
      runsOutOn: '2026-11-12',
    });
  });

  it('says used up when nothing is left, and idle when nothing was used lately', () => {
    expect(budgetForecast(weeks, 235, 200, '2026-11-11').outlook).toEqual({ kind: 'used-up' });
    expect(budgetForecast(weeks, 235, 235, '2026-11-11').outlook).toEqual({ kind: 'used-up' });
    const quiet = weeks.map((week) => ({ ...week, used: 0 }));
    expect(budgetForecast(quiet, 10, 100, '2026-11-11')).toMatchObject({
      pacePerWeek: 0,
      outlook: { kind: 'idle' },
    });
    expect(budgetForecast([{ week: '2026-11-09', used: 5 }], 5, 100, '2026-11-11').outlook).toEqual({
      kind: 'idle',
    });
  });
});
