import { describe, expect, it } from 'vitest';
import {
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListQuery,
  targetHoursListSchema,
  targetHoursSingleSchema,
  targetHoursTypeFields,
} from './target-hours.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const weekly = {
  users_id: 3,
  type: 'weekly',
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 6.5,
  saturday: 0,
  sunday: 0,
  compensation_daily: 0,
  compensation_monthly: 0,
};

const monthly = {
  users_id: 3,
  type: 'monthly',
  workday_monday: true,
  workday_tuesday: true,
  workday_wednesday: true,
  workday_thursday: true,
  workday_friday: true,
  workday_saturday: false,
  workday_sunday: false,
  monthly_target: 160,
  compensation_monthly: 2,
};

describe('target hours add', () => {
  it('accepts a full weekly and a full monthly row', () => {
    expect(targetHoursAddSchema.safeParse(weekly).success).toBe(true);
    expect(targetHoursAddSchema.safeParse(monthly).success).toBe(true);
    expect(
      targetHoursAddSchema.safeParse({ ...weekly, date_since: '2024-01-01', date_until: null }).success,
    ).toBe(true);
  });

  it('requires a known type', () => {
    expect(paths(targetHoursAddSchema.safeParse({ ...weekly, type: undefined }))).toEqual([['type']]);
    expect(paths(targetHoursAddSchema.safeParse({ ...weekly, type: 'daily' }))).toEqual([['type']]);
  });

  it.each(['monday', 'sunday', 'compensation_daily', 'compensation_monthly', 'users_id'])(
    'requires %s for a weekly row',
    (field) => {
      expect(paths(targetHoursAddSchema.safeParse({ ...weekly, [field]: undefined }))).toEqual([[field]]);
    },
  );

  it.each(['workday_monday', 'workday_sunday', 'monthly_target', 'compensation_monthly'])(
    'requires %s for a monthly row',
    (field) => {
      expect(paths(targetHoursAddSchema.safeParse({ ...monthly, [field]: undefined }))).toEqual([[field]]);
    },
  );

  it('does not take weekly hours for a monthly row', () => {
    const { monthly_target: _, ...withoutTarget } = monthly;
    expect(paths(targetHoursAddSchema.safeParse({ ...withoutTarget, monday: 8 }))).toEqual([
      ['monthly_target'],
    ]);
  });

  it.each([24.01, -1, 8.333, '8'])('rejects %j hours on a weekday', (monday) => {
    expect(paths(targetHoursAddSchema.safeParse({ ...weekly, monday }))).toEqual([['monday']]);
  });

  it('accepts 24 hours on a weekday', () => {
    expect(targetHoursAddSchema.safeParse({ ...weekly, monday: 24 }).success).toBe(true);
  });

  it('rejects an end before the start', () => {
    const result = targetHoursAddSchema.safeParse({
      ...weekly,
      date_since: '2024-02-01',
      date_until: '2024-01-31',
    });
    expect(paths(result)).toEqual([['date_until']]);
  });
});

describe('target hours edit', () => {
  it('is partial without a type', () => {
    expect(targetHoursEditSchema.parse({ friday: 4 })).toEqual({ friday: 4 });
    expect(targetHoursEditSchema.parse({})).toEqual({});
  });

  it("requires that type's fields when the type is sent", () => {
    expect(paths(targetHoursEditSchema.safeParse({ type: 'monthly', monthly_target: 120 }))).toEqual(
      targetHoursTypeFields.monthly.filter((field) => field !== 'monthly_target').map((field) => [field]),
    );
    expect(paths(targetHoursEditSchema.safeParse({ type: 'weekly', monday: 8 }))).toEqual(
      targetHoursTypeFields.weekly.filter((field) => field !== 'monday').map((field) => [field]),
    );
  });

  it('accepts a full change of type', () => {
    const { users_id: _, ...fields } = monthly;
    expect(targetHoursEditSchema.safeParse(fields).success).toBe(true);
  });

  it('still checks values and date order', () => {
    expect(paths(targetHoursEditSchema.safeParse({ saturday: 25 }))).toEqual([['saturday']]);
    expect(
      paths(targetHoursEditSchema.safeParse({ date_since: '2024-02-01', date_until: '2024-01-31' })),
    ).toEqual([['date_until']]);
  });
});

describe('target hours list and envelopes', () => {
  it('reads users_id', () => {
    expect(targetHoursListQuery.parse({ users_id: '3' })).toEqual({ users_id: 3 });
  });

  it('answers rows of both types under `targethours`', () => {
    const row = { ...weekly, id: 1, date_since: '2024-01-01', date_until: null, absence_fixed_credit: false };
    const monthRow = { ...monthly, id: 2, date_since: '2023-01-01', date_until: '2023-12-31' };
    expect(targetHoursListSchema.safeParse({ targethours: [row, monthRow] }).success).toBe(true);
    expect(targetHoursSingleSchema.safeParse({ targethours: monthRow }).success).toBe(true);
    expect(targetHoursSingleSchema.safeParse({ targethours: { ...monthRow, type: 'weekly' } }).success).toBe(
      false,
    );
  });
});
