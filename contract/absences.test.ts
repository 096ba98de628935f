import { describe, expect, it } from 'vitest';
import {
  absenceAddSchema,
  absenceEditSchema,
  absenceListQuery,
  absenceSchema,
  absenceStatuses,
  absenceTransitions,
  absenceTypes,
} from './absences.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const holiday = { date_since: '2024-05-06', date_until: '2024-05-10', type: 1 };

describe('absence types and statuses', () => {
  it('names 15 types and 5 statuses', () => {
    expect(Object.keys(absenceTypes)).toHaveLength(15);
    expect(absenceTypes[3]).toBe('overtime_reduction');
    expect(Object.values(absenceStatuses)).toEqual([
      'enquired',
      'approved',
      'declined',
      'cancelled',
      'withdrawn',
    ]);
  });

  it('lets only 0 and 1 move on', () => {
    expect(absenceTransitions).toEqual({ 0: [1, 2, 4], 1: [3], 2: [], 3: [], 4: [] });
  });
});

describe('absence add', () => {
  it('requires date_since, date_until and type', () => {
    expect(absenceAddSchema.safeParse(holiday).success).toBe(true);
    expect(paths(absenceAddSchema.safeParse({}))).toEqual([['date_since'], ['date_until'], ['type']]);
  });

  it.each([0, 16, 1.5, '1'])('rejects the type %j', (type) => {
    expect(paths(absenceAddSchema.safeParse({ ...holiday, type }))).toEqual([['type']]);
  });

  it('takes status 0 or 1 only', () => {
    expect(absenceAddSchema.safeParse({ ...holiday, status: 0 }).success).toBe(true);
    expect(absenceAddSchema.safeParse({ ...holiday, status: 1 }).success).toBe(true);
    for (const status of [2, 3, 4]) {
      expect(paths(absenceAddSchema.safeParse({ ...holiday, status }))).toEqual([['status']]);
    }
  });

  it('rejects an end before the start', () => {
    expect(paths(absenceAddSchema.safeParse({ ...holiday, date_until: '2024-05-05' }))).toEqual([
      ['date_until'],
    ]);
  });

  it('rejects a range across New Year', () => {
    const result = absenceAddSchema.safeParse({
      ...holiday,
      date_since: '2024-12-30',
      date_until: '2025-01-02',
    });
    expect(paths(result)).toEqual([['date_until']]);
  });

  it('takes a half day only for a single day', () => {
    const single = { ...holiday, date_until: holiday.date_since, count_days: 0.5 };
    expect(absenceAddSchema.safeParse(single).success).toBe(true);
    expect(paths(absenceAddSchema.safeParse({ ...holiday, count_days: 0.5 }))).toEqual([['count_days']]);
  });

  it('takes no half day for full-day-only types', () => {
    const single = { date_since: '2024-05-06', date_until: '2024-05-06', count_days: 0.5 };
    expect(paths(absenceAddSchema.safeParse({ ...single, type: 13 }))).toEqual([['count_days']]);
    expect(paths(absenceAddSchema.safeParse({ ...single, type: 14 }))).toEqual([['count_days']]);
  });

  it.each([0, 0.25, 1.3, -1, 367])('rejects count_days %s', (count_days) => {
    const issues = paths(absenceAddSchema.safeParse({ ...holiday, count_days }));
    expect(issues?.length).toBeGreaterThan(0);
    for (const path of issues ?? []) expect(path).toEqual(['count_days']);
  });

  it('takes a sick note only for sick days', () => {
    expect(absenceAddSchema.safeParse({ ...holiday, type: 4, sick_note: true }).success).toBe(true);
    expect(absenceAddSchema.safeParse({ ...holiday, type: 5, sick_note: false }).success).toBe(true);
    expect(absenceAddSchema.safeParse({ ...holiday, type: 1, sick_note: null }).success).toBe(true);
    expect(paths(absenceAddSchema.safeParse({ ...holiday, type: 1, sick_note: true }))).toEqual([
      ['sick_note'],
    ]);
    expect(paths(absenceAddSchema.safeParse({ ...holiday, type: 11, sick_note: false }))).toEqual([
      ['sick_note'],
    ]);
  });

  it('counts hours only for overtime reduction', () => {
    expect(absenceAddSchema.safeParse({ ...holiday, type: 3, count_hours: 7.5 }).success).toBe(true);
    expect(paths(absenceAddSchema.safeParse({ ...holiday, type: 1, count_hours: 7.5 }))).toEqual([
      ['count_hours'],
    ]);
    expect(paths(absenceAddSchema.safeParse({ ...holiday, type: 3, count_days: 2 }))).toEqual([
      ['count_days'],
    ]);
  });

  it('reports every broken rule at once', () => {
    const result = absenceAddSchema.safeParse({
      date_since: '2024-12-31',
      date_until: '2025-01-01',
      type: 2,
      count_days: 0.5,
      sick_note: true,
    });
    expect(paths(result)).toEqual([['date_until'], ['count_days'], ['sick_note']]);
  });
});

describe('absence edit', () => {
  it('has no required fields and takes any status', () => {
    expect(absenceEditSchema.parse({})).toEqual({});
    for (const status of [0, 1, 2, 3, 4]) expect(absenceEditSchema.safeParse({ status }).success).toBe(true);
    expect(paths(absenceEditSchema.safeParse({ status: 5 }))).toEqual([['status']]);
  });

  it('takes null to recompute the counts', () => {
    expect(absenceEditSchema.safeParse({ count_days: null, count_hours: null }).success).toBe(true);
  });

  it('checks the rules among the fields sent together', () => {
    expect(
      paths(absenceEditSchema.safeParse({ date_since: '2024-05-02', date_until: '2024-05-01' })),
    ).toEqual([['date_until']]);
    expect(paths(absenceEditSchema.safeParse({ type: 2, sick_note: true }))).toEqual([['sick_note']]);
    expect(absenceEditSchema.safeParse({ date_until: '2024-05-01' }).success).toBe(true);
  });
});

describe('absence list and response', () => {
  it('requires the year', () => {
    expect(absenceListQuery.parse({ year: '2024', users_id: '3' })).toEqual({ year: 2024, users_id: 3 });
    expect(paths(absenceListQuery.safeParse({}))).toEqual([['year']]);
    expect(paths(absenceListQuery.safeParse({ year: '1969' }))).toEqual([['year']]);
    expect(paths(absenceListQuery.safeParse({ year: '24' }))).toEqual([['year']]);
  });

  it('parses an absence without the detail fields', () => {
    const absence = { id: 1, users_id: 2, date_since: '2024-05-06', date_until: '2024-05-10', status: 0 };
    expect(absenceSchema.parse(absence)).toEqual(absence);
  });
});
