import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  changeRequestAddResponseSchema,
  changeRequestAddSchema,
  changeRequestDeclineSchema,
  changeRequestListQuery,
  changeRequestListSchema,
  changeRequestResolvedSchema,
  changeRequestSingleSchema,
} from '../../contract/change-requests.ts';
import { id as idSchema } from '../../contract/common.ts';
import { dayIn } from '../../contract/dates.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Tx } from '../db/client.ts';
import { type ChangeInterval, changeRequests, teams, users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import {
  type ChangeRequestRow,
  changesFromForm,
  checkWithinDay,
  DECLINED,
  declinedError,
  declineReasonsOf,
  filePendingRequest,
  toChangeRequest,
  userFacts,
  versionOf,
  withRetries,
} from '../domain/change-requests.ts';
import { queueChangeRequestDecided } from '../domain/notifications.ts';
import { lockRow } from '../domain/records.ts';
import { applyToDay, lockUser } from '../domain/work-times.ts';
import type { ApiEnv } from '../env.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  notFound,
  pageWindow,
  paging,
  parseWith,
  pathId,
  readRawBody,
  withEtag,
} from '../http.ts';

function isForm(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

/**
 * Change requests (docs/interface.md#change-requests-and-work-times). Every write to a user's
 * requests and work times runs under that user's lock and starts over when it loses a race.
 */
export const changeRequestsRoutes = declareRoutes(
  {
    list: {
      method: 'GET',
      path: '/api/v2/workTimes/changeRequests',
      tag: 'Work times',
      summary: 'List change requests',
      description:
        "(extension) `teams_id` lists only that team's members' requests and is echoed as `filter`.",
      query: changeRequestListQuery,
      response: changeRequestListSchema,
      refusals: [403],
    },
    get: {
      method: 'GET',
      path: '/api/v2/workTimes/changeRequests/:id',
      tag: 'Work times',
      summary: 'Get a change request',
      extension: true,
      response: changeRequestSingleSchema,
      etag: true,
    },
    add: {
      method: 'POST',
      path: '/api/v2/workTimes/changeRequests',
      tag: 'Work times',
      summary: 'File a change request',
      description:
        'Replaces a pending request of the same user and day; applied at once when nobody else decides.',
      body: changeRequestAddSchema,
      response: changeRequestAddResponseSchema,
      refusals: [403],
    },
    approve: {
      method: 'POST',
      path: '/api/v2/workTimes/changeRequests/:id/approve',
      tag: 'Work times',
      summary: 'Approve a change request',
      response: changeRequestResolvedSchema,
      ifMatch: true,
      refusals: [403, 422],
    },
    decline: {
      method: 'POST',
      path: '/api/v2/workTimes/changeRequests/:id/decline',
      tag: 'Work times',
      summary: 'Decline a change request',
      description:
        '(extension) An optional body `{reason}` says why; the requester reads it in the list with `decline_reasons=true`.',
      body: changeRequestDeclineSchema,
      bodyOptional: true,
      response: changeRequestSingleSchema,
      etag: true,
      ifMatch: true,
      refusals: [403, 422],
    },
    withdraw: {
      method: 'DELETE',
      path: '/api/v2/workTimes/changeRequests/:id',
      tag: 'Work times',
      summary: 'Withdraw a change request',
      response: changeRequestResolvedSchema,
      ifMatch: true,
      refusals: [403, 422],
    },
  },
  ({ db, clock, appUrl }) => {
    const mailContext = () => ({ now: clock.now(), appUrl });
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

    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        const subjects = await db
          .select({ id: users.id, boss: users.boss, teamLeader: teams.leader, teamsId: users.teamsId })
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
        // A team narrows what the caller sees to its current members, as the app's team filter means it.
        const listedIds =
          query.teams_id === undefined
            ? visibleIds
            : subjects
                .filter((subject) => subject.teamsId === query.teams_id)
                .map((subject) => subject.id)
                .filter((member) => visibleIds.includes(member));
        if (listedIds.length < subjects.length) conditions.push(inArray(changeRequests.usersId, listedIds));
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
        return c.json({
          paging: paging(window, total?.value ?? 0),
          change_requests: rows.map(toChangeRequest),
          ...(query.decline_reasons ? { decline_reasons: declineReasonsOf(rows) } : {}),
          ...(query.teams_id === undefined ? {} : { filter: { teams_id: query.teams_id } }),
        });
      },

      get: async (c) => {
        const { row } = await visibleRequest(c.get('caller'), pathId(c));
        return withEtag(c, versionOf(row), { change_request: toChangeRequest(row) });
      },

      add: async (c) => {
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

        // "May edit that day" is judged for the filer, in the filer's time zone
        // (docs/interface.md#change-requests-and-work-times).
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
            return filePendingRequest(tx, body.users_id, body.date, () => changes, caller.id, mailContext());
          }),
        );
        return c.json({
          change_request: toChangeRequest(created),
          replaced_change_request: replaced ? toChangeRequest(replaced) : null,
          approved_immediately: false,
        });
      },

      approve: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const { row, subject } = await visibleRequest(caller, id);
        if (!rights.decidesChangeRequestOf(caller, subject)) throw forbidden();
        await withRetries(() =>
          db.transaction(async (tx) => {
            const current = await lockPending(c, tx, row.usersId, id);
            await applyToDay(tx, current.usersId, current.date, current.changes);
            await tx.delete(changeRequests).where(eq(changeRequests.id, id));
            await queueChangeRequestDecided(tx, current, true, caller.id, mailContext());
          }),
        );
        return c.json({ change_request: null });
      },

      decline: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const { row, subject } = await visibleRequest(caller, id);
        if (!rights.decidesChangeRequestOf(caller, subject)) throw forbidden();
        // A reason of only spaces says nothing; it is stored as none.
        const reason = (await input.body()).reason?.trim() || null;
        const declinedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
        const declined = await withRetries(() =>
          db.transaction(async (tx) => {
            await lockPending(c, tx, row.usersId, id);
            const [updated] = await tx
              .update(changeRequests)
              .set({ status: DECLINED, declinedAt, declinedBy: caller.id, declineReason: reason })
              .where(eq(changeRequests.id, id))
              .returning();
            await queueChangeRequestDecided(tx, updated as ChangeRequestRow, false, caller.id, mailContext());
            return updated as ChangeRequestRow;
          }),
        );
        return withEtag(c, versionOf(declined), { change_request: toChangeRequest(declined) });
      },

      withdraw: async (c) => {
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
      },
    };
  },
);
