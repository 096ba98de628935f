import { describe, expect, it } from 'vitest';
import {
  groupInForce,
  nonbusinessDayAddSchema,
  nonbusinessDayListQuery,
  nonbusinessGroupAddSchema,
  nonbusinessGroupListSchema,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
  userNonbusinessGroupListQuery,
  userNonbusinessGroupListSchema,
  userNonbusinessGroupSingleSchema,
} from './nonbusiness-groups.ts';

const period = { users_id: 3, nonbusiness_groups_id: 2, date_since: '2024-01-01' };

describe('nonbusiness groups', () => {
  it('requires a name', () => {
    expect(nonbusinessGroupAddSchema.safeParse({ name: 'Bavaria' }).success).toBe(true);
    expect(nonbusinessGroupAddSchema.safeParse({ name: '' }).error?.issues[0]?.path).toEqual(['name']);
  });

  it('lists under `nonbusinessgroups`', () => {
    expect(
      nonbusinessGroupListSchema.safeParse({ nonbusinessgroups: [{ id: 1, name: 'Bavaria' }] }).success,
    ).toBe(true);
  });
});

describe('user nonbusiness group periods', () => {
  it('requires users_id, nonbusiness_groups_id and date_since', () => {
    expect(userNonbusinessGroupAddSchema.safeParse(period).success).toBe(true);
    expect(userNonbusinessGroupAddSchema.safeParse({ ...period, date_until: null }).success).toBe(true);
    expect(userNonbusinessGroupAddSchema.safeParse({}).error?.issues.map((issue) => issue.path)).toEqual([
      ['users_id'],
      ['nonbusiness_groups_id'],
      ['date_since'],
    ]);
  });

  it('accepts a one-day period and rejects one that ends before it starts', () => {
    expect(userNonbusinessGroupAddSchema.safeParse({ ...period, date_until: '2024-01-01' }).success).toBe(
      true,
    );
    const result = userNonbusinessGroupAddSchema.safeParse({ ...period, date_until: '2023-12-31' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['date_until']]);
  });

  it('checks the order on edit when both dates are sent', () => {
    expect(userNonbusinessGroupEditSchema.safeParse({ date_until: '2020-01-01' }).success).toBe(true);
    const result = userNonbusinessGroupEditSchema.safeParse({
      date_since: '2024-05-02',
      date_until: '2024-05-01',
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['date_until']]);
  });

  it('rejects a date that does not exist', () => {
    const result = userNonbusinessGroupAddSchema.safeParse({ ...period, date_since: '2023-02-29' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['date_since']]);
  });

  it('reads id lists in the query', () => {
    expect(
      userNonbusinessGroupListQuery.parse({
        'filter[users_id]': '1,2',
        'filter[nonbusiness_groups_id]': '5',
      }),
    ).toEqual({
      'filter[users_id]': [1, 2],
      'filter[nonbusiness_groups_id]': [5],
    });
    expect(
      userNonbusinessGroupListQuery.safeParse({ 'filter[users_id]': 'a' }).error?.issues[0]?.path,
    ).toEqual(['filter[users_id]']);
  });

  it('answers under `data`', () => {
    const row = { id: 1, ...period, date_until: null };
    expect(userNonbusinessGroupListSchema.safeParse({ data: [row] }).success).toBe(true);
    expect(userNonbusinessGroupSingleSchema.safeParse({ data: row }).success).toBe(true);
  });
});

describe('nonbusiness days', () => {
  const fieldsOf = (query: Record<string, string>) =>
    nonbusinessDayListQuery.safeParse(query).error?.issues.map((issue) => issue.path);

  it('reads a period of up to a leap year, both days included', () => {
    expect(fieldsOf({ date_since: '2028-01-01', date_until: '2028-12-31' })).toBeUndefined();
    expect(fieldsOf({ date_since: '2026-12-21', date_until: '2026-12-21' })).toBeUndefined();
    expect(fieldsOf({ date_since: '2028-01-01', date_until: '2029-01-01' })).toEqual([['date_until']]);
  });

  it('names the date that is missing, impossible or before date_since', () => {
    expect(fieldsOf({ date_until: '2026-12-31' })).toEqual([['date_since']]);
    expect(fieldsOf({ date_since: '2026-02-29', date_until: '2026-12-31' })).toEqual([['date_since']]);
    expect(fieldsOf({ date_since: '2026-12-21', date_until: '2026-12-20' })).toEqual([['date_until']]);
  });

  it('adds a day with a date and a name, not special unless said', () => {
    expect(nonbusinessDayAddSchema.parse({ date: '2026-12-25', name: 'Christmas Day' })).toEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
    });
    expect(
      nonbusinessDayAddSchema
        .safeParse({ date: '2026-12-32', name: ' ' })
        .error?.issues.map((issue) => issue.path),
    ).toEqual([['date'], ['name']]);
  });
});

describe('groupInForce', () => {
  const periods = [
    { nonbusiness_groups_id: 2, date_since: '2026-03-09', date_until: '2026-03-15' },
    { nonbusiness_groups_id: 3, date_since: '2026-04-01', date_until: null },
  ];

  it('takes the group of the period covering the day, its first and last day included', () => {
    expect(groupInForce(periods, 1, '2026-03-09')).toBe(2);
    expect(groupInForce(periods, 1, '2026-03-15')).toBe(2);
    expect(groupInForce(periods, 1, '2030-01-01')).toBe(3);
  });

  it("falls back to the user's deprecated group on days no period covers", () => {
    expect(groupInForce(periods, 1, '2026-03-08')).toBe(1);
    expect(groupInForce(periods, 1, '2026-03-16')).toBe(1);
  });

  it('gives no group when neither a period nor the user names one', () => {
    expect(groupInForce(periods, null, '2026-03-20')).toBeNull();
    expect(groupInForce([], undefined, '2026-03-20')).toBeNull();
  });
});
