import { describe, expect, it } from 'vitest';
import {
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
