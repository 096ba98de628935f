import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOptions } from '../testing/harness.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

type Who = NonNullable<RequestOptions['as']>;

let service: TestService;
const filed: Record<string, number> = {};

/** Files an approved absence as the owner, who administers everyone's. */
async function approved(who: Who, body: Record<string, unknown>): Promise<number> {
  const response = await service.request('POST', '/api/absences', {
    as: 'owner',
    body: { type: 1, status: 1, users_id: service.fixture.users[who].id, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.absence.id;
}

beforeAll(async () => {
  service = await startTestService();
  filed.spanning = await approved('worker1', { date_since: '2026-03-25', date_until: '2026-04-03' });
  filed.march = await approved('worker1', { date_since: '2026-03-02', date_until: '2026-03-06' });
  filed.half = await approved('worker1', {
    date_since: '2026-04-30',
    date_until: '2026-04-30',
    count_days: 0.5,
  });
  filed.may = await approved('worker1', { date_since: '2026-05-01', date_until: '2026-05-04' });
  filed.colleague = await approved('worker2', { date_since: '2026-04-13', date_until: '2026-04-14' });
});
afterAll(() => service.close());

/** The ids the list answers for the query, in the order it answers them. */
async function listed(query: string, as: Who = 'owner'): Promise<number[]> {
  const response = await service.request('GET', `/api/absences?year=2026&${query}`, { as });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.absences.map((absence: { id: number }) => absence.id);
}

describe('absences: a range of days and a status (extensions)', () => {
  it('lists the absences overlapping the days, one spanning into them from the month before included', async () => {
    expect(await listed('date_since=2026-04-01&date_until=2026-04-30')).toEqual([
      filed.spanning,
      filed.colleague,
      filed.half,
    ]);
  });

  it('includes an absence that ends on the first day or starts on the last, and none just outside', async () => {
    expect(await listed('date_since=2026-04-03&date_until=2026-04-03')).toEqual([filed.spanning]);
    expect(await listed('date_since=2026-03-20&date_until=2026-03-25')).toEqual([filed.spanning]);
    expect(await listed('date_since=2026-04-04&date_until=2026-04-12')).toEqual([]);
    expect(await listed('date_since=2026-03-07&date_until=2026-03-24')).toEqual([]);
  });

  it('answers a half day on its day with its half count', async () => {
    const response = await service.request(
      'GET',
      '/api/absences?year=2026&date_since=2026-04-30&date_until=2026-04-30',
      { as: 'owner' },
    );
    expect(response.body.absences).toEqual([
      expect.objectContaining({ id: filed.half, date_since: '2026-04-30', count_days: 0.5 }),
    ]);
  });

  it('takes either bound alone', async () => {
    expect(await listed('date_since=2026-04-14')).toEqual([filed.colleague, filed.half, filed.may]);
    expect(await listed('date_until=2026-03-06')).toEqual([filed.march]);
  });

  it('stays within the year asked for', async () => {
    const response = await service.request('GET', '/api/absences?year=2025&date_since=2026-04-01', {
      as: 'owner',
    });
    expect(response.body.absences).toEqual([]);
  });

  it("still shows a worker only their own, and narrows a users_id filter's list alike", async () => {
    const april = 'date_since=2026-04-01&date_until=2026-04-30';
    expect(await listed(april, 'worker1')).toEqual([filed.spanning, filed.half]);
    expect(await listed(april, 'worker2')).toEqual([filed.colleague]);
    expect(await listed(`${april}&users_id=${service.fixture.users.worker2.id}`, 'worker1')).toEqual([]);
    expect(await listed(`${april}&users_id=${service.fixture.users.worker1.id}`, 'manager')).toEqual([
      filed.spanning,
      filed.half,
    ]);
  });

  it.each([
    ['date_since=2026-02-30', ['date_since']],
    ['date_since=2026-4-1', ['date_since']],
    ['date_until=tomorrow', ['date_until']],
    ['date_until=2101-01-01', ['date_until']],
    ['date_since=2026-04-30&date_until=2026-04-01', ['date_until']],
  ])('answers 400 naming the bad bound for %s', async (query, fields) => {
    const response = await service.request('GET', `/api/absences?year=2026&${query}`, { as: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('narrows to one status, alone or with a range, and still shows a worker only their own', async () => {
    const pending = await service.request('POST', '/api/absences', {
      as: 'worker1',
      body: { type: 1, date_since: '2026-04-20', date_until: '2026-04-21' },
    });
    const own = pending.body.absence.id;
    expect(await listed('status=0')).toEqual([own]);
    expect(await listed('status=0&date_since=2026-04-22')).toEqual([]);
    expect(await listed('status=1&date_since=2026-04-01&date_until=2026-04-30')).toEqual([
      filed.spanning,
      filed.colleague,
      filed.half,
    ]);
    expect(await listed('status=0', 'worker2')).toEqual([]);
    expect(await listed('status=0', 'worker1')).toEqual([own]);
  });

  it.each(['5', '-1', 'pending', '1.0'])('answers 400 naming status for %s', async (value) => {
    const response = await service.request('GET', `/api/absences?year=2026&status=${value}`, { as: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['status']);
  });

  it('still requires the year', async () => {
    const response = await service.request('GET', '/api/absences?date_since=2026-04-01', { as: 'owner' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['year']);
  });
});
