import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceDetailFields, absenceListSchema, absenceSingleSchema } from '../../contract/absences.ts';
import { addDays } from '../../contract/dates.ts';
import { absenceManagers, absences, nonbusinessDays, nonbusinessGroups, users } from '../db/schema.ts';
import type { RequestOptions } from '../testing/harness.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const TABLES = ['absences', 'users', 'absence_managers'];
type Who = NonNullable<RequestOptions['as']>;
const userId = (who: Who) => service.fixture.users[who].id;

/** The request's answer, asserting that the database is byte-identical afterwards. */
async function unchanged(method: string, path: string, init: RequestOptions = {}) {
  const before = await snapshot(service.db, TABLES);
  const response = await service.request(method, path, init);
  expect(await snapshot(service.db, TABLES)).toEqual(before);
  return response;
}

// Each test takes days no other test uses, so that live absences never collide by accident.
// 2027 is left for the target-hours tests, whose rows change how days count.
let cursor = '2015-01-01';
function freshDays(length = 1): { date_since: string; date_until: string } {
  if (addDays(cursor, length - 1).slice(0, 4) !== cursor.slice(0, 4)) {
    cursor = `${Number(cursor.slice(0, 4)) + 1}-01-01`;
  }
  const range = { date_since: cursor, date_until: addDays(cursor, length - 1) };
  cursor = addDays(cursor, length);
  return range;
}

async function file(as: Who, body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/absences', { as, body: { type: 1, ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.absence as { id: number } & Record<string, unknown>;
}

async function put(as: Who, id: number, body: Record<string, unknown>) {
  return service.request('PUT', `/api/absences/${id}`, { as, body });
}

/** An absence of worker2 (whose absence manager is `manager`) brought into `status`. */
async function absenceIn(status: number): Promise<number> {
  const { id } = await file('worker2', freshDays());
  const moves: [Who, number][] =
    status === 1
      ? [['manager', 1]]
      : status === 2
        ? [['manager', 2]]
        : status === 3
          ? [
              ['manager', 1],
              ['manager', 3],
            ]
          : status === 4
            ? [['worker2', 4]]
            : [];
  for (const [as, next] of moves) expect((await put(as, id, { status: next })).status).toBe(200);
  return id;
}

async function statusOf(id: number) {
  const [row] = await service.db.select().from(absences).where(eq(absences.id, id));
  return row;
}

describe('absences: create', () => {
  it("files the caller's own absence with the computed day count", async () => {
    // 2026-11-23 is a Monday: a week of holiday counts five days.
    const created = await service.request('POST', '/api/absences', {
      as: 'worker1',
      body: { date_since: '2026-11-23', date_until: '2026-11-29', type: 1, note: 'Lake' },
    });
    expect(created.status).toBe(200);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(absenceSingleSchema.safeParse(created.body).success).toBe(true);
    expect(created.body.absence).toEqual({
      id: expect.any(Number),
      users_id: userId('worker1'),
      date_since: '2026-11-23',
      date_until: '2026-11-29',
      status: 0,
      type: 1,
      note: 'Lake',
      count_days: 5,
      count_hours: null,
      sick_note: null,
      date_enquired: '2026-11-21',
      date_approved: null,
      approved_by: null,
    });
    const read = await service.request('GET', `/api/absences/${created.body.absence.id}`, { as: 'worker1' });
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('accepts a form body', async () => {
    const days = freshDays();
    const response = await service.request('POST', '/api/absences', {
      as: 'worker1',
      form: { ...days, type: '4', sick_note: '1', note: 'flu' },
    });
    expect(response.status).toBe(200);
    expect(response.body.absence).toMatchObject({
      ...days,
      type: 4,
      sick_note: true,
      note: 'flu',
      status: 0,
    });
  });

  it('refuses a worker filing for someone else, and for an unknown user, alike', async () => {
    for (const usersId of [userId('worker2'), 999_999]) {
      const response = await unchanged('POST', '/api/absences', {
        as: 'worker1',
        body: { ...freshDays(), type: 1, users_id: usersId },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: { code: 403, message: 'You do not have the right to do this.' },
      });
    }
  });

  it('lets only who administers the user file for them', async () => {
    const forWorker1 = { ...freshDays(), type: 1, users_id: userId('worker1') };
    // manager is worker1's boss, not their absence manager; manager2 manages nobody's absences.
    expect((await unchanged('POST', '/api/absences', { as: 'manager', body: forWorker1 })).status).toBe(403);
    expect((await unchanged('POST', '/api/absences', { as: 'manager2', body: forWorker1 })).status).toBe(403);
    const byAbsenceManager = await service.request('POST', '/api/absences', {
      as: 'absenceManager',
      body: forWorker1,
    });
    expect(byAbsenceManager.status).toBe(200);
    expect(byAbsenceManager.body.absence.users_id).toBe(userId('worker1'));
    const forWorker2 = await file('manager', { ...freshDays(), users_id: userId('worker2') });
    expect(forWorker2.users_id).toBe(userId('worker2'));
    const owner = await file('owner', { ...freshDays(), users_id: userId('worker3') });
    expect(owner.users_id).toBe(userId('worker3'));
  });

  it('answers 400 naming users_id to an administrator filing for a user who does not exist', async () => {
    const response = await unchanged('POST', '/api/absences', {
      body: { ...freshDays(), type: 1, users_id: 999_999 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['users_id']);
  });

  it('takes status 1 at creation only from an administrator of the user', async () => {
    const byWorker = await unchanged('POST', '/api/absences', {
      as: 'worker1',
      body: { ...freshDays(), type: 1, status: 1 },
    });
    expect(byWorker.status).toBe(403);
    expect(byWorker.body.error.fields).toEqual(['status']);
    const approved = await file('manager', { ...freshDays(), users_id: userId('worker2'), status: 1 });
    expect(approved).toMatchObject({
      status: 1,
      date_enquired: '2026-11-21',
      date_approved: '2026-11-21',
      approved_by: userId('manager'),
    });
  });

  it.each([2, 3, 4, -1, 5, '1', true])('answers 400 to the create status %j', async (status) => {
    const response = await unchanged('POST', '/api/absences', {
      as: 'owner',
      body: { ...freshDays(), type: 1, status },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['status']);
  });

  it('refuses the fields only the service sets', async () => {
    const response = await unchanged('POST', '/api/absences', {
      body: { ...freshDays(), type: 1, approved_by: userId('owner'), date_approved: '2026-11-21' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error.fields).toEqual(['date_approved', 'approved_by']);
  });

  it.each([
    ['2023-02-29'],
    ['2024-02-30'],
    ['2024-13-01'],
    ['2024-1-5'],
    ['20240105'],
    ['1'],
    ['May 1 2024'],
    ['2024-01-05T00:00:00Z'],
    ['+02024-01-05'],
    ['99999-01-01'],
    ['1969-12-31'],
    [20240105],
    [null],
  ])('answers 400 naming date_since for %j', async (date) => {
    const response = await unchanged('POST', '/api/absences', {
      as: 'worker1',
      body: { date_since: date, date_until: '2024-01-05', type: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['date_since']);
  });

  it('accepts 29 February of a leap year', async () => {
    const created = await file('worker3', { date_since: '2024-02-29', date_until: '2024-02-29' });
    expect(created.count_days).toBe(1);
  });

  it.each([
    [{ date_since: '2025-03-05', date_until: '2025-03-04' }, ['date_until']],
    [{ date_since: '2025-12-30', date_until: '2026-01-02' }, ['date_until']],
    [{ date_since: '2025-03-03', date_until: '2025-03-04', count_days: 0.5 }, ['count_days']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', count_days: 0.5, type: 13 }, ['count_days']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', sick_note: true }, ['sick_note']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', count_hours: 4 }, ['count_hours']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', type: 3, count_days: 1 }, ['count_days']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', type: 16 }, ['type']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', type: '1' }, ['type']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', note: 'nul\u0000byte' }, ['note']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', note: 'x'.repeat(10_001) }, ['note']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', users_id: '5' }, ['users_id']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', users_id: 2_147_483_648 }, ['users_id']],
    [{ date_since: '2025-03-03', date_until: '2025-03-03', sick_note: 'yes', type: 4 }, ['sick_note']],
    [{ type: undefined }, ['date_since', 'date_until', 'type']],
  ])('answers 400 to %j naming %j', async (body, fields) => {
    const response = await unchanged('POST', '/api/absences', { as: 'worker1', body: { type: 1, ...body } });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
  });

  it('takes a note of exactly 10,000 characters', async () => {
    const created = await file('worker1', { ...freshDays(), note: 'n'.repeat(10_000) });
    expect((created.note as string).length).toBe(10_000);
  });

  it.each([
    ['0.25', '{"count_days":0.25'],
    ['1.49999', '{"count_days":1.49999'],
    ['"0.5"', '{"count_days":"0.5"'],
    ['1e309', '{"count_days":1e309'],
    ['367', '{"count_days":367'],
    ['-0.5', '{"count_days":-0.5'],
    ['0', '{"count_days":0'],
  ])('answers 400 to count_days %s', async (_, start) => {
    const body = `${start},"date_since":"2025-04-01","date_until":"2025-04-01","type":1}`;
    const response = await unchanged('POST', '/api/absences', { as: 'worker1', body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['count_days']);
  });
});

describe('absences: counting days and hours', () => {
  it('counts a range with a weekend and a nonbusiness day of the user', async () => {
    const [group] = await service.db.insert(nonbusinessGroups).values({ name: 'Bavaria' }).returning();
    const groupId = group?.id as number;
    await service.db.insert(nonbusinessDays).values([
      { nonbusinessGroupsId: groupId, date: '2026-12-25', name: 'Christmas Day' },
      { nonbusinessGroupsId: groupId, date: '2026-12-26', name: 'Boxing Day' },
    ]);
    await service.db
      .update(users)
      .set({ nonbusinessgroupsId: groupId })
      .where(eq(users.id, userId('worker3')));
    // Mon 21 Dec – Thu 31 Dec 2026: 9 weekdays, a weekend (26/27) and Christmas Day on a Friday.
    const created = await file('worker3', { date_since: '2026-12-21', date_until: '2026-12-31' });
    expect(created.count_days).toBe(8);
  });

  it('keeps a half day for a single day', async () => {
    const day = freshDays();
    const created = await file('worker1', { ...day, count_days: 0.5 });
    expect(created.count_days).toBe(0.5);
  });

  it('counts the work days of a part-time weekly row (four days)', async () => {
    const row = await service.request('POST', '/api/targethours', {
      body: {
        users_id: userId('worker1'),
        type: 'weekly',
        date_since: '2027-01-01',
        date_until: '2027-06-30',
        monday: 8,
        tuesday: 8,
        wednesday: 8,
        thursday: 6,
        friday: 0,
        saturday: 0,
        sunday: 0,
        compensation_daily: 0,
        compensation_monthly: 0,
      },
    });
    expect(row.status).toBe(200);
    // 2027-03-01 is a Monday: two weeks hold eight work days of 30 hours a week.
    const holiday = await file('worker1', { date_since: '2027-03-01', date_until: '2027-03-14' });
    expect(holiday).toMatchObject({ count_days: 8, count_hours: null });
    const overtime = await file('worker1', { date_since: '2027-03-15', date_until: '2027-03-19', type: 3 });
    expect(overtime).toMatchObject({ count_days: null, count_hours: 30 });
  });

  it('computes type 3 hours from a monthly row unless they are sent, and again when null is sent', async () => {
    const row = await service.request('POST', '/api/targethours', {
      body: {
        users_id: userId('worker1'),
        type: 'monthly',
        date_since: '2027-07-01',
        date_until: '2027-12-31',
        monthly_target: 176,
        workday_monday: true,
        workday_tuesday: true,
        workday_wednesday: true,
        workday_thursday: true,
        workday_friday: true,
        workday_saturday: false,
        workday_sunday: false,
        compensation_monthly: 0,
      },
    });
    expect(row.status).toBe(200);
    // September 2027 has 22 weekdays: 8 hours each. 2027-09-06 is a Monday.
    const computed = await file('worker1', { date_since: '2027-09-06', date_until: '2027-09-07', type: 3 });
    expect(computed).toMatchObject({ count_days: null, count_hours: 16 });
    const sent = await file('worker1', {
      date_since: '2027-09-08',
      date_until: '2027-09-08',
      type: 3,
      count_hours: 2.5,
    });
    expect(sent.count_hours).toBe(2.5);
    const kept = await put('worker1', sent.id, { note: 'dentist' });
    expect(kept.body.absence.count_hours).toBe(2.5);
    const recomputed = await put('worker1', sent.id, { count_hours: null });
    expect(recomputed.status).toBe(200);
    expect(recomputed.body.absence).toMatchObject({ count_days: null, count_hours: 8 });
    const widened = await put('worker1', sent.id, { date_until: '2027-09-10', count_hours: null });
    expect(widened.body.absence.count_hours).toBe(24);
  });

  it('recounts the days when the range changes and drops the hours when the type leaves 3', async () => {
    const absence = await file('worker1', { date_since: '2027-09-13', date_until: '2027-09-13', type: 3 });
    expect(absence.count_hours).toBe(8);
    const changed = await put('worker1', absence.id, { type: 1, date_until: '2027-09-17' });
    expect(changed.status).toBe(200);
    expect(changed.body.absence).toMatchObject({ type: 1, count_days: 5, count_hours: null });
  });
});

describe('absences: counting before filing (extension)', () => {
  it('answers the days and hours an absence would count, exactly as filing it then counts them', async () => {
    // worker1 works Monday–Thursday from 2027 (the part-time test above): a four-day week.
    const range = { date_since: '2027-03-22', date_until: '2027-03-28' };
    const counted = await unchanged(
      'GET',
      `/api/absences/count?date_since=${range.date_since}&date_until=${range.date_until}`,
      { as: 'worker1' },
    );
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ count: { count_days: 4, count_hours: 30 } });
    const filed = await file('worker1', range);
    expect(filed.count_days).toBe(4);
  });

  it('counts for another user only for who may file for them, and checks the range', async () => {
    const path = (query: string) => `/api/absences/count?${query}`;
    const week = 'date_since=2015-06-01&date_until=2015-06-07';
    expect(
      (await service.request('GET', path(`${week}&users_id=${userId('worker2')}`), { as: 'manager' })).body,
    ).toEqual({
      count: { count_days: 5, count_hours: 0 },
    });
    expect(
      (await service.request('GET', path(`${week}&users_id=${userId('worker2')}`), { as: 'worker1' })).status,
    ).toBe(403);
    const reversed = await service.request('GET', path('date_since=2015-06-07&date_until=2015-06-01'), {
      as: 'worker1',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual(['date_until']);
    const impossible = await service.request('GET', path('date_since=2015-02-30&date_until=2015-03-01'), {
      as: 'worker1',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.fields).toEqual(['date_since']);
  });
});

describe('absences: overlap', () => {
  it('refuses an absence overlapping a live one of the same user, and allows it once that is declined', async () => {
    const days = freshDays(5);
    const first = await file('worker2', days);
    const overlapping = { ...days, date_since: days.date_until, type: 1 };
    const clash = await unchanged('POST', '/api/absences', { as: 'worker2', body: overlapping });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('The period overlaps another one of this co-worker.');
    // Another user's absence on the same days is no collision.
    await file('worker1', days);
    expect((await put('manager', first.id, { status: 1 })).status).toBe(200);
    expect((await unchanged('POST', '/api/absences', { as: 'worker2', body: overlapping })).status).toBe(409);
    expect((await put('manager', first.id, { status: 3 })).status).toBe(200);
    expect(
      (await service.request('POST', '/api/absences', { as: 'worker2', body: overlapping })).status,
    ).toBe(200);
  });

  it('refuses an edit that moves an absence onto another live one', async () => {
    const a = await file('worker1', freshDays(2));
    const b = await file('worker1', freshDays(2));
    const response = await unchanged('PUT', `/api/absences/${b.id}`, {
      as: 'worker1',
      body: { date_since: a.date_until },
    });
    expect(response.status).toBe(409);
  });

  it('leaves exactly one of two overlapping absences created at once', async () => {
    // Several rounds, because an unguarded check-then-insert loses only some of the races.
    for (let round = 0; round < 5; round++) {
      const range = freshDays(4);
      const days = { date_since: range.date_since, date_until: addDays(range.date_since, 2) };
      const later = { date_since: addDays(range.date_since, 1), date_until: range.date_until };
      const responses = await Promise.all([
        service.request('POST', '/api/absences', { as: 'worker1', body: { ...days, type: 1 } }),
        service.request('POST', '/api/absences', { as: 'worker1', body: { ...later, type: 1 } }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const rows = await service.db
        .select()
        .from(absences)
        .where(
          and(
            eq(absences.usersId, userId('worker1')),
            gte(absences.dateSince, range.date_since),
            lte(absences.dateSince, range.date_until),
          ),
        );
      expect(rows).toHaveLength(1);
    }
  });
});

describe('absences: who sees what', () => {
  it('requires the year for a list', async () => {
    for (const query of ['', '?year=abc', '?year=1969', '?users_id=1']) {
      const response = await service.request('GET', `/api/absences${query}`, { as: 'worker1' });
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual(['year']);
    }
  });

  it("lists absences overlapping the year, only the worker's own for a worker", async () => {
    const own = await file('worker1', { date_since: '2026-06-01', date_until: '2026-06-02' });
    const other = await file('worker2', { date_since: '2026-06-01', date_until: '2026-06-02' });
    const list = await service.request('GET', '/api/absences?year=2026', { as: 'worker1' });
    expect(list.status).toBe(200);
    expect(absenceListSchema.safeParse(list.body).success).toBe(true);
    const ids = list.body.absences.map((absence: { id: number }) => absence.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    for (const absence of list.body.absences) expect(absence.users_id).toBe(userId('worker1'));
    expect(
      (await service.request('GET', '/api/absences?year=2025', { as: 'worker1' })).body.absences,
    ).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: own.id })]));
    const hidden = await service.request('GET', `/api/absences/${other.id}`, { as: 'worker1' });
    expect(hidden.status).toBe(404);
    const missing = await service.request('GET', '/api/absences/999999', { as: 'worker1' });
    expect(hidden.body).toEqual(missing.body);
    const filtered = await service.request('GET', `/api/absences?year=2026&users_id=${userId('worker2')}`, {
      as: 'worker1',
    });
    expect(filtered.body.absences).toEqual([]);
  });

  it('filters by users_id for those who see everyone', async () => {
    const list = await service.request('GET', `/api/absences?year=2026&users_id=${userId('worker2')}`, {
      as: 'owner',
    });
    expect(list.body.absences.length).toBeGreaterThan(0);
    for (const absence of list.body.absences) expect(absence.users_id).toBe(userId('worker2'));
  });

  it('shows detail fields per record: own and administered ones in full, others without', async () => {
    const own = await file('worker1', { date_since: '2026-07-01', date_until: '2026-07-01', note: 'mine' });
    const other = await file('worker2', { date_since: '2026-07-01', date_until: '2026-07-01', note: 'hers' });
    const summary = ['id', 'users_id', 'date_since', 'date_until', 'status'].sort();
    await service.db
      .update(users)
      .set({ canGenerallySeeAbsences: true })
      .where(eq(users.id, userId('worker1')));
    try {
      const list = await service.request('GET', '/api/absences?year=2026', { as: 'worker1' });
      const byId = new Map(list.body.absences.map((absence: { id: number }) => [absence.id, absence]));
      expect(Object.keys(byId.get(other.id) as object).sort()).toEqual(summary);
      expect(byId.get(own.id)).toMatchObject({ note: 'mine', type: 1 });
      const read = await service.request('GET', `/api/absences/${other.id}`, { as: 'worker1' });
      expect(Object.keys(read.body.absence).sort()).toEqual(summary);
      for (const field of absenceDetailFields) expect(read.body.absence).not.toHaveProperty(field);
      // Seeing is not changing.
      expect(
        (await unchanged('PUT', `/api/absences/${other.id}`, { as: 'worker1', body: { note: 'x' } })).status,
      ).toBe(403);
    } finally {
      await service.db
        .update(users)
        .set({ canGenerallySeeAbsences: false })
        .where(eq(users.id, userId('worker1')));
    }
    // manager2 sees every absence but administers none of worker2's; manager and absenceManager do.
    const byManager2 = await service.request('GET', `/api/absences/${other.id}`, { as: 'manager2' });
    expect(Object.keys(byManager2.body.absence).sort()).toEqual(summary);
    for (const who of ['manager', 'absenceManager', 'owner'] as const) {
      const read = await service.request('GET', `/api/absences/${other.id}`, { as: who });
      expect(read.body.absence).toMatchObject({ note: 'hers', type: 1, count_days: 1 });
      for (const field of absenceDetailFields) expect(read.body.absence).toHaveProperty(field);
    }
  });

  it('lets a worker who is an absence manager see and decide on that user', async () => {
    await service.db
      .insert(absenceManagers)
      .values({ usersId: userId('worker3'), managerId: userId('worker1') });
    try {
      const absence = await file('worker3', freshDays());
      const read = await service.request('GET', `/api/absences/${absence.id}`, { as: 'worker1' });
      expect(read.body.absence).toHaveProperty('note');
      const approved = await put('worker1', absence.id, { status: 1 });
      expect(approved.status).toBe(200);
      expect(approved.body.absence).toMatchObject({ status: 1, approved_by: userId('worker1') });
    } finally {
      await service.db
        .delete(absenceManagers)
        .where(
          and(
            eq(absenceManagers.usersId, userId('worker3')),
            eq(absenceManagers.managerId, userId('worker1')),
          ),
        );
    }
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/absences/${id}`)).status).toBe(404);
      expect((await unchanged('PUT', `/api/absences/${id}`, { body: { note: 'x' } })).status).toBe(404);
      expect((await unchanged('DELETE', `/api/absences/${id}`)).status).toBe(404);
    },
  );

  it('answers 401 without credentials', async () => {
    expect((await unchanged('GET', '/api/absences?year=2026', { as: null })).status).toBe(401);
    expect(
      (await unchanged('POST', '/api/absences', { as: null, body: { ...freshDays(), type: 1 } })).status,
    ).toBe(401);
  });
});

describe('absences: edit', () => {
  it("hides another worker's absence from a worker's writes", async () => {
    const id = await absenceIn(2);
    expect(
      (await unchanged('PUT', `/api/absences/${id}`, { as: 'worker1', body: { note: 'x' } })).status,
    ).toBe(404);
    expect((await unchanged('DELETE', `/api/absences/${id}`, { as: 'worker1' })).status).toBe(404);
  });

  it('lets only an administrator of the user approve, and follows a removed right at once', async () => {
    const id = await absenceIn(0);
    const byManager2 = await unchanged('PUT', `/api/absences/${id}`, { as: 'manager2', body: { status: 1 } });
    expect(byManager2.status).toBe(403);
    await service.db
      .delete(absenceManagers)
      .where(
        and(eq(absenceManagers.usersId, userId('worker2')), eq(absenceManagers.managerId, userId('manager'))),
      );
    try {
      expect(
        (await unchanged('PUT', `/api/absences/${id}`, { as: 'manager', body: { status: 1 } })).status,
      ).toBe(403);
    } finally {
      await service.db
        .insert(absenceManagers)
        .values({ usersId: userId('worker2'), managerId: userId('manager') });
    }
    const approved = await put('manager', id, { status: 1 });
    expect(approved.status).toBe(200);
    expect(approved.body.absence).toMatchObject({
      status: 1,
      date_approved: '2026-11-21',
      approved_by: userId('manager'),
    });
  });

  it('lets the requester withdraw but not decide on their own request', async () => {
    const id = await absenceIn(0);
    for (const status of [1, 2]) {
      const response = await unchanged('PUT', `/api/absences/${id}`, { as: 'worker2', body: { status } });
      expect(response.status).toBe(403);
      expect(response.body.error.fields).toEqual(['status']);
    }
    const withdrawn = await put('worker2', id, { status: 4 });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.absence).toMatchObject({ status: 4, date_approved: null, approved_by: null });
  });

  it('lets the requester edit their pending absence, then no longer once it is decided', async () => {
    const created = await file('worker1', freshDays(3));
    const edited = await put('worker1', created.id, { note: 'moved', date_until: created.date_since });
    expect(edited.status).toBe(200);
    expect(edited.body.absence).toMatchObject({ note: 'moved', date_until: created.date_since });
    expect(edited.headers.get('etag')).toBe('"2"');
    expect((await put('owner', created.id, { status: 1 })).status).toBe(200);
    const late = await unchanged('PUT', `/api/absences/${created.id}`, {
      as: 'worker1',
      body: { note: 'again' },
    });
    expect(late.status).toBe(403);
    expect(late.body.error.fields).toEqual(['note']);
    const byAdmin = await put('absenceManager', created.id, { note: 'fixed by the office' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.absence).toMatchObject({ status: 1, note: 'fixed by the office' });
  });

  it('rechecks the rules on the merged record', async () => {
    const created = await file('worker1', { ...freshDays(2), type: 4, sick_note: true });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ date_until: addDays(created.date_since as string, -1) }, ['date_until']],
      [{ date_until: `${Number((created.date_since as string).slice(0, 4)) + 1}-01-01` }, ['date_until']],
      // The bound the edit moved is named, not the stored one it never sent (found by server/fuzz/).
      [{ date_since: addDays(created.date_until as string, 1) }, ['date_since']],
      [{ count_days: 0.5 }, ['count_days']],
      [{ type: 1, sick_note: true }, ['sick_note']],
      [{ type: 3, count_days: 2 }, ['count_days']],
      [{ count_hours: 3 }, ['count_hours']],
      [{ status: 7 }, ['status']],
      [{ date_since: '2024-02-30' }, ['date_since']],
    ];
    for (const [body, fields] of cases) {
      const response = await unchanged('PUT', `/api/absences/${created.id}`, { as: 'worker1', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }
    const halfDay = await put('worker1', created.id, { date_until: created.date_since, count_days: 0.5 });
    expect(halfDay.body.absence).toMatchObject({ count_days: 0.5, sick_note: true });
    const holiday = await put('worker1', created.id, { type: 1 });
    expect(holiday.status).toBe(200);
    expect(holiday.body.absence).toMatchObject({ type: 1, sick_note: null, count_days: 0.5 });
  });

  it('answers 412 to a stale If-Match and changes nothing', async () => {
    const created = await file('worker1', freshDays());
    expect((await put('worker1', created.id, { note: 'one' })).status).toBe(200);
    const stale = await unchanged('PUT', `/api/absences/${created.id}`, {
      as: 'worker1',
      body: { note: 'two' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    const fresh = await service.request('PUT', `/api/absences/${created.id}`, {
      as: 'worker1',
      body: { note: 'two' },
      headers: { 'If-Match': '"2"' },
    });
    expect(fresh.status).toBe(200);
  });

  it('lets one of two parallel decisions win with consistent fields', async () => {
    const id = await absenceIn(0);
    const [approve, decline] = await Promise.all([
      put('manager', id, { status: 1 }),
      put('absenceManager', id, { status: 2 }),
    ]);
    expect([approve.status, decline.status].sort()).toEqual([200, 422]);
    const winner =
      approve.status === 200
        ? { status: 1, by: 'manager' as const }
        : { status: 2, by: 'absenceManager' as const };
    const row = await statusOf(id);
    expect(row).toMatchObject({
      status: winner.status,
      approvedBy: userId(winner.by),
      dateApproved: '2026-11-21',
    });
  });
});

describe('absences: status transitions', () => {
  const allowedForAdministrator = new Set(['0>1', '0>2', '0>4', '1>3']);
  const pairs = [0, 1, 2, 3, 4].flatMap((from) => [0, 1, 2, 3, 4].map((to) => [from, to] as const));

  it.each(pairs)('administrator: %i → %i', async (from, to) => {
    const id = await absenceIn(from);
    const expected = allowedForAdministrator.has(`${from}>${to}`) ? 200 : 422;
    const response =
      expected === 200
        ? await put('manager', id, { status: to })
        : await unchanged('PUT', `/api/absences/${id}`, { as: 'manager', body: { status: to } });
    expect(response.status).toBe(expected);
    expect((await statusOf(id))?.status).toBe(expected === 200 ? to : from);
    if (expected === 422) {
      expect(response.body.error).toEqual({
        code: 422,
        message: `The absence cannot move from status ${from} to status ${to}.`,
        fields: ['status'],
      });
    } else {
      // Approve, decline and cancel record who and when; a withdrawal does not.
      expect(response.body.absence).toMatchObject(
        to === 4
          ? { approved_by: null, date_approved: null }
          : { approved_by: userId('manager'), date_approved: '2026-11-21' },
      );
    }
  });

  it.each(pairs)('requester: %i → %i', async (from, to) => {
    const id = await absenceIn(from);
    // The requester may only withdraw; the administrators' moves are 403, non-moves 422.
    const move = `${from}>${to}`;
    const expected = move === '0>4' ? 200 : allowedForAdministrator.has(move) ? 403 : 422;
    const response =
      expected === 200
        ? await put('worker2', id, { status: to })
        : await unchanged('PUT', `/api/absences/${id}`, { as: 'worker2', body: { status: to } });
    expect(response.status).toBe(expected);
    expect(response.body.error?.fields ?? []).toEqual(expected === 200 ? [] : ['status']);
    expect((await statusOf(id))?.status).toBe(expected === 200 ? to : from);
  });
});

describe('absences: delete', () => {
  it.each([0, 1])('refuses to delete an absence in status %i', async (status) => {
    const id = await absenceIn(status);
    const response = await unchanged('DELETE', `/api/absences/${id}`, { as: 'manager' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe('Only declined or cancelled absences can be deleted.');
  });

  it.each([2, 3, 4])('deletes an absence in status %i for an administrator', async (status) => {
    const id = await absenceIn(status);
    const response = await service.request('DELETE', `/api/absences/${id}`, { as: 'manager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(await statusOf(id)).toBeUndefined();
  });

  it('refuses the requester and a manager without the right', async () => {
    const id = await absenceIn(2);
    expect((await unchanged('DELETE', `/api/absences/${id}`, { as: 'worker2' })).status).toBe(403);
    expect((await unchanged('DELETE', `/api/absences/${id}`, { as: 'manager2' })).status).toBe(403);
  });

  it('answers 412 to a stale If-Match on delete', async () => {
    const id = await absenceIn(4);
    const response = await unchanged('DELETE', `/api/absences/${id}`, {
      as: 'owner',
      headers: { 'If-Match': '"1"' },
    });
    expect(response.status).toBe(412);
  });
});
