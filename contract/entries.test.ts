import { describe, expect, it } from 'vitest';
import {
  entryAddSchema,
  entryEditSchema,
  entryListQuery,
  entryListSchema,
  entrySchema,
  inferEntryType,
} from './entries.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const time = {
  customers_id: 1,
  services_id: 2,
  billable: 1,
  time_since: '2024-05-06T07:00:00Z',
  time_until: '2024-05-06T09:30:00Z',
};
const lumpSum = {
  customers_id: 1,
  services_id: 2,
  billable: 0,
  time_since: '2024-05-06T07:00:00Z',
  lumpsum: 120,
};
const lumpSumService = {
  customers_id: 1,
  lumpsum_services_id: 4,
  lumpsum_services_amount: 3.5,
  billable: 2,
  time_since: '2024-05-06T07:00:00Z',
};

describe('entry type inference', () => {
  it('reads the type from the fields', () => {
    expect(inferEntryType(time)).toBe(1);
    expect(inferEntryType(lumpSum)).toBe(2);
    expect(inferEntryType(lumpSumService)).toBe(3);
    expect(inferEntryType({ ...lumpSum, lumpsum_services_id: 4 })).toBe(3);
    expect(inferEntryType({ ...time, lumpsum: null })).toBe(1);
  });

  it('fills in the type', () => {
    expect(entryAddSchema.parse(time)).toMatchObject({ type: 1 });
    expect(entryAddSchema.parse(lumpSum)).toMatchObject({ type: 2, lumpsum: 120 });
    expect(entryAddSchema.parse(lumpSumService)).toMatchObject({ type: 3, lumpsum_services_amount: 3.5 });
  });

  it('accepts an explicit type that agrees', () => {
    expect(entryAddSchema.safeParse({ ...time, type: 1 }).success).toBe(true);
    expect(entryAddSchema.safeParse({ ...lumpSumService, type: 3 }).success).toBe(true);
  });

  it.each([
    [{ ...time, type: 2 }],
    [{ ...lumpSum, type: 1 }],
    [{ ...lumpSumService, type: 2 }],
    [{ ...time, type: '1' }],
    [{ ...time, type: 4 }],
  ])('rejects an explicit type that disagrees: %j', (body) => {
    expect(paths(entryAddSchema.safeParse(body))).toEqual([['type']]);
  });

  it('drops fields of other types', () => {
    const parsed = entryAddSchema.parse({ ...lumpSumService, services_id: 2, duration: 60 });
    expect(parsed).not.toHaveProperty('services_id');
    expect(parsed).not.toHaveProperty('duration');
  });

  it('rejects what is not an object', () => {
    expect(entryAddSchema.safeParse(null).success).toBe(false);
    expect(entryAddSchema.safeParse([time]).success).toBe(false);
  });
});

describe('entry add by type', () => {
  it.each(['customers_id', 'services_id', 'billable', 'time_since', 'time_until'])(
    'requires %s for a time entry',
    (field) => {
      expect(paths(entryAddSchema.safeParse({ ...time, [field]: undefined }))).toEqual([[field]]);
    },
  );

  it.each(['customers_id', 'services_id', 'billable', 'time_since'])(
    'requires %s for a lump sum value',
    (field) => {
      expect(paths(entryAddSchema.safeParse({ ...lumpSum, [field]: undefined }))).toEqual([[field]]);
    },
  );

  it.each(['customers_id', 'lumpsum_services_amount', 'billable', 'time_since'])(
    'requires %s for an entry with a lump sum service',
    (field) => {
      expect(paths(entryAddSchema.safeParse({ ...lumpSumService, [field]: undefined }))).toEqual([[field]]);
    },
  );

  it('refuses a lump sum of 0 and 0 units of a lump sum service, naming the field', () => {
    expect(paths(entryAddSchema.safeParse({ ...lumpSum, lumpsum: 0 }))).toEqual([['lumpsum']]);
    expect(paths(entryAddSchema.safeParse({ ...lumpSumService, lumpsum_services_amount: 0 }))).toEqual([
      ['lumpsum_services_amount'],
    ]);
    expect(paths(entryEditSchema.safeParse({ lumpsum: 0 }))).toEqual([['lumpsum']]);
  });

  it('takes a running time entry with time_until null', () => {
    expect(entryAddSchema.safeParse({ ...time, time_until: null }).success).toBe(true);
  });

  it('rejects a time entry whose end is not after its start', () => {
    expect(paths(entryAddSchema.safeParse({ ...time, time_until: time.time_since }))).toEqual([
      ['time_until'],
    ]);
    expect(paths(entryAddSchema.safeParse({ ...time, time_until: '2024-05-06T06:59:59Z' }))).toEqual([
      ['time_until'],
    ]);
  });

  it('takes the optional fields of a time entry', () => {
    const body = {
      ...time,
      users_id: 5,
      duration: 9000,
      hourly_rate: 95.5,
      projects_id: null,
      text: 'Review',
    };
    expect(entryAddSchema.safeParse(body).success).toBe(true);
  });

  it.each([3, -1, 1.5, '1', true])('rejects billable %j', (billable) => {
    expect(paths(entryAddSchema.safeParse({ ...time, billable }))).toEqual([['billable']]);
  });

  it.each([-1, 1.5])('rejects duration %s', (duration) => {
    expect(paths(entryAddSchema.safeParse({ ...time, duration }))).toEqual([['duration']]);
  });

  it('takes text up to 10,000 characters', () => {
    expect(entryAddSchema.safeParse({ ...time, text: 'x'.repeat(10_000) }).success).toBe(true);
    expect(paths(entryAddSchema.safeParse({ ...time, text: 'x'.repeat(10_001) }))).toEqual([['text']]);
    expect(paths(entryAddSchema.safeParse({ ...time, text: 'a\u0000b' }))).toEqual([['text']]);
  });

  it('rejects a timestamp that is not UTC', () => {
    expect(paths(entryAddSchema.safeParse({ ...lumpSum, time_since: '2024-05-06T07:00:00+02:00' }))).toEqual([
      ['time_since'],
    ]);
  });
});

describe('entry edit', () => {
  it('has no required fields', () => {
    expect(entryEditSchema.parse({})).toEqual({});
  });

  it('checks the order when both times are sent', () => {
    expect(entryEditSchema.safeParse({ time_until: '2024-05-06T06:00:00Z' }).success).toBe(true);
    expect(entryEditSchema.safeParse({ time_since: '2024-05-06T07:00:00Z', time_until: null }).success).toBe(
      true,
    );
    const result = entryEditSchema.safeParse({
      time_since: '2024-05-06T07:00:00Z',
      time_until: '2024-05-06T06:00:00Z',
    });
    expect(paths(result)).toEqual([['time_until']]);
  });
});

describe('entry list query', () => {
  const period = { time_since: '2024-01-01T00:00:00Z', time_until: '2024-02-01T00:00:00Z' };

  it('requires the period', () => {
    expect(paths(entryListQuery.safeParse({}))).toEqual([['time_since'], ['time_until']]);
  });

  it('reads the filters', () => {
    const query = entryListQuery.parse({
      ...period,
      'filter[users_id]': '3',
      'filter[billable]': '2',
      'filter[budget_type]': 'soft-incomplete',
      'filter[text]': 'review',
      enhanced_list: '1',
      calc_also_revenues_for_projects_with_hard_budget: 'false',
      items_per_page: '100',
    });
    expect(query).toEqual({
      ...period,
      'filter[users_id]': 3,
      'filter[billable]': 2,
      'filter[budget_type]': 'soft-incomplete',
      'filter[text]': 'review',
      enhanced_list: true,
      calc_also_revenues_for_projects_with_hard_budget: false,
      items_per_page: 100,
    });
  });

  it.each([
    ['filter[billable]', '3'],
    ['filter[budget_type]', 'hard'],
    ['filter[projects_id]', '0'],
    ['enhanced_list', 'yes'],
  ])('rejects %s=%s', (key, value) => {
    expect(paths(entryListQuery.safeParse({ ...period, [key]: value }))).toEqual([[key]]);
  });

  it('requires the end after the start', () => {
    expect(paths(entryListQuery.safeParse({ ...period, time_until: period.time_since }))).toEqual([
      ['time_until'],
    ]);
  });

  it('spans at most 366 days', () => {
    const since = '2024-01-01T00:00:00Z';
    expect(entryListQuery.safeParse({ time_since: since, time_until: '2025-01-01T00:00:00Z' }).success).toBe(
      true,
    );
    expect(
      paths(entryListQuery.safeParse({ time_since: since, time_until: '2025-01-01T00:00:01Z' })),
    ).toEqual([['time_until']]);
  });
});

describe('entry response', () => {
  const entry = {
    id: 1,
    customers_id: 1,
    projects_id: null,
    users_id: 3,
    billable: 1,
    texts_id: null,
    time_since: '2024-05-06T07:00:00Z',
    time_until: null,
    time_insert: '2024-05-06T07:00:00Z',
    time_last_change: '2024-05-06T07:00:00Z',
    type: 1,
    services_id: 2,
    duration: 0,
    offset: 0,
    clocked: false,
    clocked_offline: false,
    time_clocked_since: null,
    time_last_change_worktime: '2024-05-06T07:00:00Z',
  };

  it('parses an entry without rights or enhanced fields', () => {
    expect(entrySchema.safeParse(entry).success).toBe(true);
  });

  it('lists with paging and the applied filters', () => {
    const paging = { items_per_page: 50, current_page: 1, count_pages: 1, count_items: 1 };
    expect(entryListSchema.safeParse({ paging, filter: { users_id: 3 }, entries: [entry] }).success).toBe(
      true,
    );
    expect(entryListSchema.safeParse({ paging, filter: null, entries: [] }).success).toBe(true);
  });
});
