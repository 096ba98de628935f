import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type ChangeRequest,
  changeRequestAddSchema,
  changeRequestListQuery,
  type WorkTimeDay,
  workTimeListQuery,
} from '../../contract/change-requests.ts';
import { id as idSchema } from '../../contract/common.ts';
import { dayBounds, dayIn, offsetAt, toUtcTimestamp, zonedInstant } from '../../contract/dates.ts';
import { type Caller, rights, type Subject } from '../../contract/rights.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { type ChangeInterval, changeRequests, teams, users, workTimes } from '../db/schema.ts';
import { lockRow } from '../domain/records.ts';
import { applyChanges, type Interval, sameIntervals } from '../domain/work-times.ts';
import type { ApiEnv, Deps } from '../env.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  invalidFields,
  notFound,
  pageWindow,
  paging,
  parseWith,
  pathId,
  readQuery,
  readRawBody,
  withEtag,
} from '../http.ts';

type ChangeRequestRow = typeof changeRequests.$inferSelect;

const PENDING = 1;
const DECLINED = 2;

/** A write that lost a race on the one-pending index (or a deadlock) is run again from the start. */
const RETRIED_SQLSTATES = new Set(['23505', '40001', '40P01']);
const WRITE_ATTEMPTS = 5;

export function toChangeRequest(row: ChangeRequestRow): ChangeRequest {
  return {
    id: row.id,
    date: row.date,
    users_id: row.usersId,
    status: row.status as ChangeRequest['status'],
    declined_at: row.declinedAt ? toUtcTimestamp(row.declinedAt.getTime()) : null,
    declined_by: row.declinedBy,
    changes: row.changes.map((change) => ({
      type: change.type,
      time_since: change.time_since,
      time_until: change.time_until,
    })),
  };
}

/**
 * A request changes at most once (1 requested → 2 declined) and an overwrite makes a new id, so its
 * status serves as the ETag version; the table has no `version` column.
 */
const versionOf = (row: ChangeRequestRow) => row.status;

type UserFacts = Subject & { timezone: string };

/** The facts rights.ts needs about the user a request belongs to; absence managers play no part here. */
async function userFacts(db: DbOrTx, usersId: number): Promise<UserFacts | undefined> {
  const [row] = await db
    .select({ id: users.id, boss: users.boss, teamLeader: teams.leader, timezone: users.timezone })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamsId))
    .where(eq(users.id, usersId));
  return row ? { ...row, absenceManagerIds: [] } : undefined;
}

/**
 * Serializes every write to one user's change requests and work times, in one lock order (user,
 * then request) so that create, approve, decline and delete cannot deadlock. NO KEY UPDATE is
 * enough for that and, unlike FOR UPDATE, does not hold up inserts elsewhere that reference the user.
 */
async function lockUser(tx: Tx, usersId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, usersId)).for('no key update');
}

function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !RETRIED_SQLSTATES.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}

const toInterval = (change: { time_since: string; time_until: string }) => ({
  since: Date.parse(change.time_since),
  until: Date.parse(change.time_until),
});

/** Adds and cuts `changes` on the user's intervals of `date`; the caller holds the user's lock. */
async function applyToDay(tx: Tx, usersId: number, date: string, changes: readonly ChangeInterval[]) {
  const where = and(eq(workTimes.usersId, usersId), eq(workTimes.date, date));
  const rows = await tx.select().from(workTimes).where(where).orderBy(asc(workTimes.timeSince));
  const current: Interval[] = rows.map((row) => ({
    since: row.timeSince.getTime(),
    until: row.timeUntil.getTime(),
  }));
  const next = applyChanges(
    current,
    changes.map((change) => ({ type: change.type, ...toInterval(change) })),
  );
  if (sameIntervals(current, next)) return;
  await tx.delete(workTimes).where(where);
  if (next.length === 0) return;
  await tx.insert(workTimes).values(
    next.map((interval) => ({
      usersId,
      date,
      timeSince: new Date(interval.since),
      timeUntil: new Date(interval.until),
    })),
  );
}

/** Form bodies carry `changes` as JSON text: `changes=[{…}]` or one `changes[]={…}` per interval. */
function changesFromForm(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    try {
      const parsed: unknown = JSON.parse(item);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [item];
    }
  });
}

function isForm(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/** 400 naming each interval end that lies outside the local day `[start, end)` of the user. */
function checkWithinDay(changes: readonly ChangeInterval[], date: string, timezone: string): void {
  const { start, end } = dayBounds(date, timezone);
  const fields: string[] = [];
  changes.forEach((change, index) => {
    const { since, until } = toInterval(change);
    if (since < start || since >= end) fields.push(`changes.${index}.time_since`);
    if (until <= start || until > end) fields.push(`changes.${index}.time_until`);
  });
  if (fields.length > 0) throw invalidFields(fields);
}

const declinedError = () => new ApiError(422, 'change_request_declined');

export function workTimesRoutes({ db, clock }: Deps) {
  const router = new Hono<ApiEnv>();

  /** The request with its user's facts; 404 when missing or hidden from the caller. */
  async function visibleRequest(caller: Caller, id: number) {
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, id));
    if (!row) throw notFound();
    const subject = await userFacts(db, row.usersId);
    if (!subject || !rights.seesChangeRequestOf(caller, subject)) throw notFound();
    return { row, subject };
  }

  /**
   * Locks the user and then the request inside `tx`. A request that vanished meanwhile (approved,
   * deleted, overwritten) is a 404; one that was declined meanwhile is a 422.
   */
  async function lockPending(c: Context<ApiEnv>, tx: Tx, usersId: number, id: number) {
    await lockUser(tx, usersId);
    const current = await lockRow(tx, changeRequests, id);
    checkIfMatch(c, versionOf(current));
    if (current.status === DECLINED) throw declinedError();
    return current;
  }

  // Work times (ext), decisions §6.

  router.get('/v2/workTimes', async (c) => {
    const caller = c.get('caller');
    const query = readQuery(c, workTimeListQuery);
    if (query.users_id !== undefined && !rights.readsUserRecordsOf(caller, query.users_id)) throw forbidden();
    const window = pageWindow(query);
    const usersId = query.users_id ?? (rights.readsEveryonesUserRecords(caller) ? undefined : caller.id);
    const conditions: SQL[] = [];
    if (usersId !== undefined) conditions.push(eq(workTimes.usersId, usersId));
    if (query.date_since) conditions.push(gte(workTimes.date, query.date_since));
    if (query.date_until) conditions.push(lte(workTimes.date, query.date_until));
    const where = and(...conditions);
    // Drizzle's builders are mutable: each query gets its own.
    const dayKeys = () =>
      db.selectDistinct({ usersId: workTimes.usersId, date: workTimes.date }).from(workTimes).where(where);
    const [days, [total]] = await Promise.all([
      dayKeys()
        .orderBy(asc(workTimes.date), asc(workTimes.usersId))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(dayKeys().as('days')),
    ]);
    let workTimeDays: WorkTimeDay[] = [];
    if (days.length > 0) {
      const userIds = [...new Set(days.map((day) => day.usersId))];
      const dates = days.map((day) => day.date).sort();
      const [rows, zones] = await Promise.all([
        db
          .select()
          .from(workTimes)
          .where(
            and(
              inArray(workTimes.usersId, userIds),
              gte(workTimes.date, dates[0] as string),
              lte(workTimes.date, dates[dates.length - 1] as string),
            ),
          )
          .orderBy(asc(workTimes.timeSince)),
        db.select({ id: users.id, timezone: users.timezone }).from(users).where(inArray(users.id, userIds)),
      ]);
      const timezones = new Map(zones.map((zone) => [zone.id, zone.timezone]));
      workTimeDays = days.map((day) => {
        const timezone = timezones.get(day.usersId) ?? 'UTC';
        return {
          date: day.date,
          users_id: day.usersId,
          offset: offsetAt(zonedInstant(day.date, 12 * 3600, timezone), timezone) / 1000,
          intervals: rows
            .filter((row) => row.usersId === day.usersId && row.date === day.date)
            .map((row) => ({
              time_since: toUtcTimestamp(row.timeSince.getTime()),
              time_until: toUtcTimestamp(row.timeUntil.getTime()),
            })),
        };
      });
    }
    return c.json({ paging: paging(window, total?.value ?? 0), work_time_days: workTimeDays });
  });

  // Change requests.

  router.get('/v2/workTimes/changeRequests', async (c) => {
    const caller = c.get('caller');
    const query = readQuery(c, changeRequestListQuery);
    const subjects = await db
      .select({ id: users.id, boss: users.boss, teamLeader: teams.leader })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamsId));
    const visibleIds = subjects
      .filter((subject) => rights.seesChangeRequestOf(caller, { ...subject, absenceManagerIds: [] }))
      .map((subject) => subject.id);
    if (query.users_id !== undefined) {
      const subject = subjects.find((candidate) => candidate.id === query.users_id);
      if (subject && !visibleIds.includes(subject.id)) throw forbidden();
    }
    const window = pageWindow(query);
    const conditions: SQL[] = [];
    if (visibleIds.length < subjects.length) conditions.push(inArray(changeRequests.usersId, visibleIds));
    if (query.users_id !== undefined) conditions.push(eq(changeRequests.usersId, query.users_id));
    if (query.status !== undefined) conditions.push(eq(changeRequests.status, query.status));
    if (query.date_since) conditions.push(gte(changeRequests.date, query.date_since));
    if (query.date_until) conditions.push(lte(changeRequests.date, query.date_until));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(changeRequests)
        .where(where)
        .orderBy(desc(changeRequests.date), desc(changeRequests.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(changeRequests).where(where),
    ]);
    return c.json({ paging: paging(window, total?.value ?? 0), change_requests: rows.map(toChangeRequest) });
  });

  router.get('/v2/workTimes/changeRequests/:id', async (c) => {
    const { row } = await visibleRequest(c.get('caller'), pathId(c));
    return withEtag(c, versionOf(row), { change_request: toChangeRequest(row) });
  });

  router.post('/v2/workTimes/changeRequests', async (c) => {
    const caller = c.get('caller');
    const raw = await readRawBody(c, changeRequestAddSchema);
    // Rights before validation: a worker filing for someone else is a 403 whatever else is wrong.
    const target = idSchema.safeParse(raw.users_id);
    if (target.success && !rights.filesChangeRequestFor(caller, target.data)) throw forbidden();
    const body = parseWith(
      changeRequestAddSchema,
      isForm(c) ? { ...raw, changes: changesFromForm(raw.changes) } : raw,
    );
    if (!rights.filesChangeRequestFor(caller, body.users_id)) throw forbidden();
    const user = await userFacts(db, body.users_id);
    if (!user) throw new ApiError(400, 'unknown_reference', ['users_id'], { fields: 'users_id' });
    const changes: ChangeInterval[] = body.changes.map((change) => ({
      type: change.type,
      time_since: change.time_since,
      time_until: change.time_until,
    }));
    checkWithinDay(changes, body.date, user.timezone);

    // decisions §7: "may edit that day" is judged for the filer, in the filer's time zone.
    if (!rights.isLockedOn(caller, body.date, dayIn(clock.now().getTime(), caller.timezone))) {
      await withRetries(() =>
        db.transaction(async (tx) => {
          await lockUser(tx, body.users_id);
          await applyToDay(tx, body.users_id, body.date, changes);
        }),
      );
      return c.json({ change_request: null, replaced_change_request: null, approved_immediately: true });
    }

    const { created, replaced } = await withRetries(() =>
      db.transaction(async (tx) => {
        await lockUser(tx, body.users_id);
        const [pending] = await tx
          .select()
          .from(changeRequests)
          .where(
            and(
              eq(changeRequests.usersId, body.users_id),
              eq(changeRequests.date, body.date),
              eq(changeRequests.status, PENDING),
            ),
          )
          .for('update');
        if (pending) await tx.delete(changeRequests).where(eq(changeRequests.id, pending.id));
        const [row] = await tx
          .insert(changeRequests)
          .values({ usersId: body.users_id, date: body.date, status: PENDING, changes, createdBy: caller.id })
          .returning();
        return { created: row as ChangeRequestRow, replaced: pending ?? null };
      }),
    );
    return c.json({
      change_request: toChangeRequest(created),
      replaced_change_request: replaced ? toChangeRequest(replaced) : null,
      approved_immediately: false,
    });
  });

  router.post('/v2/workTimes/changeRequests/:id/approve', async (c) => {
    const caller = c.get('caller');
    const id = pathId(c);
    const { row, subject } = await visibleRequest(caller, id);
    if (!rights.decidesChangeRequestOf(caller, subject)) throw forbidden();
    await withRetries(() =>
      db.transaction(async (tx) => {
        const current = await lockPending(c, tx, row.usersId, id);
        await applyToDay(tx, current.usersId, current.date, current.changes);
        await tx.delete(changeRequests).where(eq(changeRequests.id, id));
      }),
    );
    return c.json({ change_request: null });
  });

  router.post('/v2/workTimes/changeRequests/:id/decline', async (c) => {
    const caller = c.get('caller');
    const id = pathId(c);
    const { row, subject } = await visibleRequest(caller, id);
    if (!rights.decidesChangeRequestOf(caller, subject)) throw forbidden();
    const declinedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    const declined = await withRetries(() =>
      db.transaction(async (tx) => {
        await lockPending(c, tx, row.usersId, id);
        const [updated] = await tx
          .update(changeRequests)
          .set({ status: DECLINED, declinedAt, declinedBy: caller.id })
          .where(eq(changeRequests.id, id))
          .returning();
        return updated as ChangeRequestRow;
      }),
    );
    return withEtag(c, versionOf(declined), { change_request: toChangeRequest(declined) });
  });

  router.delete('/v2/workTimes/changeRequests/:id', async (c) => {
    const caller = c.get('caller');
    const id = pathId(c);
    const { row } = await visibleRequest(caller, id);
    if (!rights.withdrawsChangeRequestOf(caller, row.usersId)) throw forbidden();
    await withRetries(() =>
      db.transaction(async (tx) => {
        await lockPending(c, tx, row.usersId, id);
        await tx.delete(changeRequests).where(eq(changeRequests.id, id));
      }),
    );
    return c.json({ change_request: null });
  });

  return router;
}
