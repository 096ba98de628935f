import { describe, expect, it } from 'vitest';
import {
  CHANGE_REQUESTS_VALID_FROM,
  changeRequestAddResponseSchema,
  changeRequestAddSchema,
  changeRequestListQuery,
  changeRequestListSchema,
  changeRequestResolvedSchema,
  workTimeListQuery,
  workTimeListSchema,
} from './change-requests.ts';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path);

const add = { type: 1, time_since: '2024-05-06T07:00:00Z', time_until: '2024-05-06T11:00:00Z' };
const body = { date: '2024-05-06', users_id: 4, changes: [add] };

describe('change request create', () => {
  it('requires date, users_id and changes', () => {
    expect(changeRequestAddSchema.safeParse(body).success).toBe(true);
    expect(paths(changeRequestAddSchema.safeParse({}))).toEqual([['date'], ['users_id'], ['changes']]);
  });

  it('is valid from 2023-08-21 on', () => {
    expect(CHANGE_REQUESTS_VALID_FROM).toBe('2023-08-21');
    expect(changeRequestAddSchema.safeParse({ ...body, date: '2023-08-21' }).success).toBe(true);
    expect(paths(changeRequestAddSchema.safeParse({ ...body, date: '2023-08-20' }))).toEqual([['date']]);
  });

  it('needs one to fifty changes', () => {
    expect(paths(changeRequestAddSchema.safeParse({ ...body, changes: [] }))).toEqual([['changes']]);
    expect(changeRequestAddSchema.safeParse({ ...body, changes: Array(50).fill(add) }).success).toBe(true);
    expect(paths(changeRequestAddSchema.safeParse({ ...body, changes: Array(51).fill(add) }))).toEqual([
      ['changes'],
    ]);
  });

  it('names the interval whose end is not after its start', () => {
    const empty = { type: 2, time_since: '2024-05-06T09:00:00Z', time_until: '2024-05-06T09:00:00Z' };
    const backwards = { type: 2, time_since: '2024-05-06T10:00:00Z', time_until: '2024-05-06T09:00:00Z' };
    expect(paths(changeRequestAddSchema.safeParse({ ...body, changes: [add, empty, backwards] }))).toEqual([
      ['changes', 1, 'time_until'],
      ['changes', 2, 'time_until'],
    ]);
  });

  it('names only the malformed timestamp, not the order of the interval', () => {
    const result = changeRequestAddSchema.safeParse({
      ...body,
      changes: [{ ...add, time_since: '2024-05-06T09:00:00+02:00' }],
    });
    expect(paths(result)).toEqual([['changes', 0, 'time_since']]);
  });

  it('rejects an interval type other than 1 or 2 and a timestamp without Z', () => {
    const result = changeRequestAddSchema.safeParse({
      ...body,
      changes: [
        { ...add, type: 3 },
        { ...add, time_since: '2024-05-06T07:00:00' },
      ],
    });
    expect(paths(result)).toEqual([
      ['changes', 0, 'type'],
      ['changes', 1, 'time_since'],
    ]);
  });
});

describe('change request list', () => {
  it('reads the filters', () => {
    expect(
      changeRequestListQuery.parse({ users_id: '4', status: '2', date_since: '2024-01-01', page: '2' }),
    ).toEqual({
      users_id: 4,
      status: 2,
      date_since: '2024-01-01',
      page: 2,
    });
  });

  it('rejects status 3 and a range that ends before it starts', () => {
    expect(paths(changeRequestListQuery.safeParse({ status: '3' }))).toEqual([['status']]);
    expect(
      paths(changeRequestListQuery.safeParse({ date_since: '2024-02-01', date_until: '2024-01-31' })),
    ).toEqual([['date_until']]);
  });

  it('answers with paging and `change_requests`', () => {
    const request = {
      id: 1,
      date: '2024-05-06',
      users_id: 4,
      status: 1,
      declined_at: null,
      declined_by: null,
      changes: [add],
    };
    const paging = { items_per_page: 50, current_page: 1, count_pages: 1, count_items: 1 };
    expect(changeRequestListSchema.safeParse({ paging, change_requests: [request] }).success).toBe(true);
    expect(
      changeRequestAddResponseSchema.safeParse({
        change_request: null,
        replaced_change_request: null,
        approved_immediately: true,
      }).success,
    ).toBe(true);
    expect(changeRequestResolvedSchema.safeParse({ change_request: null }).success).toBe(true);
    expect(changeRequestResolvedSchema.safeParse({ change_request: request }).success).toBe(false);
  });
});

describe('work times', () => {
  it('reads the query and the paged days', () => {
    expect(
      workTimeListQuery.parse({ users_id: '4', date_since: '2024-05-01', date_until: '2024-05-31' }),
    ).toEqual({
      users_id: 4,
      date_since: '2024-05-01',
      date_until: '2024-05-31',
    });
    const day = {
      date: '2024-05-06',
      users_id: 4,
      offset: 0,
      intervals: [{ time_since: '2024-05-06T07:00:00Z', time_until: '2024-05-06T11:00:00Z' }],
    };
    const paging = { items_per_page: 50, current_page: 1, count_pages: 1, count_items: 1 };
    expect(workTimeListSchema.safeParse({ paging, work_time_days: [day] }).success).toBe(true);
  });
});
