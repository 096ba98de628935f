import { describe, expect, it } from 'vitest';
import {
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
  holidaysCarryListQuery,
  holidaysCarrySingleSchema,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
  holidaysQuotaListSchema,
  holidaysQuotaSingleSchema,
} from './holidays.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const quota = { users_id: 3, year_since: 2024, count: 30 };

describe('holiday quotas', () => {
  it('requires users_id, year_since and count', () => {
    expect(holidaysQuotaAddSchema.safeParse(quota).success).toBe(true);
    expect(holidaysQuotaAddSchema.safeParse({ ...quota, year_until: null }).success).toBe(true);
    expect(paths(holidaysQuotaAddSchema.safeParse({}))).toEqual([['users_id'], ['year_since'], ['count']]);
  });

  it.each([0, 0.5, 12.5, 366])('accepts the count %s', (count) => {
    expect(holidaysQuotaAddSchema.safeParse({ ...quota, count }).success).toBe(true);
  });

  it.each([-0.5, 0.25, 1.49999, '1.5', Number.POSITIVE_INFINITY, 366.5])('rejects the count %s', (count) => {
    const issues = paths(holidaysQuotaAddSchema.safeParse({ ...quota, count }));
    expect(issues?.length).toBeGreaterThan(0);
    for (const path of issues ?? []) expect(path).toEqual(['count']);
  });

  it('rejects a last year before the first', () => {
    expect(holidaysQuotaAddSchema.safeParse({ ...quota, year_until: 2024 }).success).toBe(true);
    expect(paths(holidaysQuotaAddSchema.safeParse({ ...quota, year_until: 2023 }))).toEqual([['year_until']]);
    expect(paths(holidaysQuotaEditSchema.safeParse({ year_since: 2025, year_until: 2024 }))).toEqual([
      ['year_until'],
    ]);
  });

  it('rejects years outside 1970–2100', () => {
    expect(paths(holidaysQuotaAddSchema.safeParse({ ...quota, year_since: 1969 }))).toEqual([['year_since']]);
  });

  it('answers under `holidaysquota` and `holidaysquotaRow`', () => {
    const row = { id: 1, ...quota, year_until: null };
    expect(holidaysQuotaListSchema.safeParse({ holidaysquota: [row] }).success).toBe(true);
    expect(holidaysQuotaSingleSchema.safeParse({ holidaysquotaRow: row }).success).toBe(true);
  });
});

describe('holiday carryovers', () => {
  it('requires users_id, year and count, and takes a negative count', () => {
    expect(
      holidaysCarryAddSchema.safeParse({ users_id: 3, year: 2024, count: -2.5, note: 'deficit' }).success,
    ).toBe(true);
    expect(paths(holidaysCarryAddSchema.safeParse({}))).toEqual([['users_id'], ['year'], ['count']]);
  });

  it('rejects a count that is not a half step', () => {
    expect(paths(holidaysCarryEditSchema.safeParse({ count: -0.3 }))).toEqual([['count']]);
  });

  it('edits only count and note', () => {
    expect(holidaysCarryEditSchema.parse({ count: 1, note: null, year: 2020 })).toEqual({
      count: 1,
      note: null,
    });
  });

  it('reads users_id and year in the query', () => {
    expect(holidaysCarryListQuery.parse({ users_id: '3', year: '2024' })).toEqual({
      users_id: 3,
      year: 2024,
    });
    expect(paths(holidaysCarryListQuery.safeParse({ year: '2101' }))).toEqual([['year']]);
  });

  it('answers a row under `holidayscarryRow`', () => {
    const row = { users_id: 3, year: 2024, count: 2, note: null };
    expect(holidaysCarrySingleSchema.safeParse({ holidayscarryRow: row }).success).toBe(true);
  });
});
