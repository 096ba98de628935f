import { describe, expect, it } from 'vitest';
import { entryListQuery } from '../../../contract/entries.ts';
import {
  entriesSearchSchema,
  entryFiltersOf,
  isFiltered,
  periodBounds,
  periodOf,
  shiftedPeriod,
} from './search.ts';

const search = (fields: Record<string, unknown> = {}) => entriesSearchSchema.parse(fields);
// Wednesday 2024-05-15, 10:00 UTC.
const now = Date.parse('2024-05-15T10:00:00Z');

describe('the address', () => {
  it('falls back to defaults for values it cannot use', () => {
    expect(
      search({ period: 'year', date: '2024-02-30', billable: 3, user: -1, budget: 'huge', hardRevenue: 2 }),
    ).toMatchObject({
      period: 'week',
      date: undefined,
      billable: undefined,
      user: undefined,
      budget: undefined,
      hardRevenue: undefined,
      page: 1,
    });
  });

  it('counts only real filters as narrowing the list', () => {
    expect(isFiltered(search({ period: 'month', date: '2024-05-01', hardRevenue: 1 }))).toBe(false);
    expect(isFiltered(search({ billable: 0 }))).toBe(true);
    expect(isFiltered(search({ text: '  ' }))).toBe(false);
  });
});

describe('periods', () => {
  it('starts a week on the user’s first weekday', () => {
    const week = search({ date: '2024-05-15' });
    expect(periodOf(week, 1, '2024-01-01')).toEqual({
      first: '2024-05-13',
      last: '2024-05-19',
      clamped: false,
    });
    expect(periodOf(week, 0, '2024-01-01')).toEqual({
      first: '2024-05-12',
      last: '2024-05-18',
      clamped: false,
    });
    // A Sunday belongs to the week before when weeks start on Monday.
    expect(periodOf(search({ date: '2024-05-19' }), 1, '2024-01-01').first).toBe('2024-05-13');
    expect(periodOf(search({ date: '2024-05-19' }), 0, '2024-01-01').first).toBe('2024-05-19');
  });

  it('takes today in the user’s zone when the address names no day', () => {
    expect(periodOf(search({ period: 'day' }), 1, '2024-05-15').first).toBe('2024-05-15');
    // 23:30 UTC on the 15th is already the 16th in Berlin.
    const late = Date.parse('2024-05-15T23:30:00Z');
    expect(entryFiltersOf(search({ period: 'day' }), 'Europe/Berlin', 1, late).time_since).toBe(
      '2024-05-15T22:00:00Z',
    );
    expect(entryFiltersOf(search({ period: 'day' }), 'America/New_York', 1, late).time_since).toBe(
      '2024-05-15T04:00:00Z',
    );
  });

  it('covers a whole month, leap days included', () => {
    expect(periodOf(search({ period: 'month', date: '2024-02-10' }), 1, '2024-01-01')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
      clamped: false,
    });
  });

  it('keeps a range in order and at most 366 days long', () => {
    expect(
      periodOf(search({ period: 'range', date: '2024-05-10', until: '2024-05-01' }), 1, '2024-01-01'),
    ).toEqual({ first: '2024-05-10', last: '2024-05-10', clamped: false });
    expect(
      periodOf(search({ period: 'range', date: '2024-01-01', until: '2026-01-01' }), 1, '2024-01-01'),
    ).toEqual({ first: '2024-01-01', last: '2024-12-31', clamped: true });
  });

  it('moves by a day, a week, a month or the range’s own length', () => {
    expect(shiftedPeriod(search({ period: 'day', date: '2024-03-01' }), -1, 1, '2024-01-01')).toEqual({
      date: '2024-02-29',
    });
    expect(shiftedPeriod(search({ date: '2024-05-15' }), 1, 1, '2024-01-01')).toEqual({ date: '2024-05-20' });
    expect(shiftedPeriod(search({ period: 'month', date: '2024-01-31' }), 1, 1, '2024-01-01')).toEqual({
      date: '2024-02-01',
    });
    expect(
      shiftedPeriod(search({ period: 'range', date: '2024-05-01', until: '2024-05-10' }), 1, 1, '2024-01-01'),
    ).toEqual({ date: '2024-05-11', until: '2024-05-20' });
  });
});

describe('the list query', () => {
  it('bounds the period at local midnights, across a change to summer time', () => {
    // Berlin moved the clocks forward on 31 March 2024: that week is an hour short.
    const filters = entryFiltersOf(search({ date: '2024-03-27' }), 'Europe/Berlin', 1, now);
    expect(filters).toEqual({ time_since: '2024-03-24T23:00:00Z', time_until: '2024-03-31T22:00:00Z' });
    expect(entryListQuery.safeParse(filters).success).toBe(true);
  });

  it('bounds a day that lasts 25 hours', () => {
    const filters = entryFiltersOf(search({ period: 'day', date: '2024-10-27' }), 'Europe/Berlin', 1, now);
    expect(filters).toEqual({ time_since: '2024-10-26T22:00:00Z', time_until: '2024-10-27T23:00:00Z' });
  });

  it('ends 366 days that gain an hour a day early, so the service accepts the span', () => {
    // Moscow moved from UTC+4 to UTC+3 for good on 26 October 2014: 2014 plus New Year's Day is an hour long.
    const range = search({ period: 'range', date: '2014-01-01', until: '2015-01-01' });
    const period = periodOf(range, 1, '2024-01-01');
    expect(period).toEqual({ first: '2014-01-01', last: '2015-01-01', clamped: false });
    expect(periodBounds(period, 'Europe/Moscow').last).toBe('2014-12-31');
    expect(entryListQuery.safeParse(entryFiltersOf(range, 'Europe/Moscow', 1, now)).success).toBe(true);
    // Where both clock changes fall in the period, all 366 days fit.
    expect(periodBounds(period, 'Europe/Berlin').last).toBe('2015-01-01');
    expect(entryListQuery.safeParse(entryFiltersOf(range, 'Europe/Berlin', 1, now)).success).toBe(true);
  });

  it('names every filter as the interface does', () => {
    const filters = entryFiltersOf(
      search({
        period: 'day',
        date: '2024-05-15',
        user: 3,
        customer: 4,
        project: 5,
        service: 6,
        lumpsum: 7,
        billable: 0,
        text: ' repair ',
        budget: 'strict',
        hardRevenue: 1,
      }),
      'UTC',
      1,
      now,
    );
    expect(filters).toEqual({
      time_since: '2024-05-15T00:00:00Z',
      time_until: '2024-05-16T00:00:00Z',
      'filter[users_id]': 3,
      'filter[customers_id]': 4,
      'filter[projects_id]': 5,
      'filter[services_id]': 6,
      'filter[lumpsum_services_id]': 7,
      'filter[billable]': 0,
      'filter[text]': 'repair',
      'filter[budget_type]': 'strict',
      calc_also_revenues_for_projects_with_hard_budget: true,
    });
  });
});
