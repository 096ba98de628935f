import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  type NonbusinessDay,
  nonbusinessDayAddSchema,
  nonbusinessDayListQuery,
  nonbusinessDayListSchema,
  nonbusinessDaySingleSchema,
  nonbusinessGroupAddSchema,
  nonbusinessGroupListSchema,
  nonbusinessGroupSingleSchema,
  type UserNonbusinessGroup,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
  userNonbusinessGroupListQuery,
  userNonbusinessGroupListSchema,
  userNonbusinessGroupSingleSchema,
} from '../../contract/nonbusiness-groups.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { nonbusinessDays, nonbusinessGroups, users, usersNonbusinessGroups } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { lockRow, type PeriodTable, rejectPeriodOverlap, requireExisting } from '../domain/records.ts';
import { ApiError, checkIfMatch, forbidden, movedBoundInvalid, notFound, pathId, withEtag } from '../http.ts';

type PeriodRow = typeof usersNonbusinessGroups.$inferSelect;
type DayRow = typeof nonbusinessDays.$inferSelect;

const toNonbusinessDay = (row: DayRow): NonbusinessDay => ({
  date: row.date,
  name: row.name,
  special: row.special,
});

const usersNonbusinessGroupsPeriods: PeriodTable = {
  table: usersNonbusinessGroups,
  id: usersNonbusinessGroups.id,
  usersId: usersNonbusinessGroups.usersId,
  since: usersNonbusinessGroups.dateSince,
  until: usersNonbusinessGroups.dateUntil,
};

export function toUserNonbusinessGroup(row: PeriodRow): UserNonbusinessGroup {
  return {
    id: row.id,
    users_id: row.usersId,
    nonbusiness_groups_id: row.nonbusinessGroupsId,
    date_since: row.dateSince,
    date_until: row.dateUntil,
  };
}

/**
 * (extension) `/api/nonbusinessgroups` and its days (docs/interface.md#nonbusiness-groups) and the users' validity periods
 * `/api/v2/usersNonbusinessGroups`, whose answers use the key `data`.
 */
export const nonbusinessGroupsRoutes = declareRoutes(
  {
    groupList: {
      method: 'GET',
      path: '/api/nonbusinessgroups',
      tag: 'Nonbusiness groups',
      summary: 'List nonbusiness groups',
      extension: true,
      response: nonbusinessGroupListSchema,
    },
    groupAdd: {
      method: 'POST',
      path: '/api/nonbusinessgroups',
      tag: 'Nonbusiness groups',
      summary: 'Add a nonbusiness group',
      extension: true,
      body: nonbusinessGroupAddSchema,
      response: nonbusinessGroupSingleSchema,
      refusals: [403],
    },
    dayList: {
      method: 'GET',
      path: '/api/nonbusinessgroups/:id/days',
      tag: 'Nonbusiness groups',
      summary: "List a group's nonbusiness days",
      extension: true,
      query: nonbusinessDayListQuery,
      response: nonbusinessDayListSchema,
    },
    dayAdd: {
      method: 'POST',
      path: '/api/nonbusinessgroups/:id/days',
      tag: 'Nonbusiness groups',
      summary: 'Add a nonbusiness day to a group',
      extension: true,
      body: nonbusinessDayAddSchema,
      response: nonbusinessDaySingleSchema,
      refusals: [403, 409],
    },
    ...recordOperations({
      tag: 'Nonbusiness groups',
      base: '/api/v2/usersNonbusinessGroups',
      noun: "user's nonbusiness group period",
      list: userNonbusinessGroupListSchema,
      listQuery: userNonbusinessGroupListQuery,
      single: userNonbusinessGroupSingleSchema,
      add: userNonbusinessGroupAddSchema,
      edit: userNonbusinessGroupEditSchema,
    }),
  },
  ({ db }) => {
    /** 404 unless the group in the path exists. */
    async function requireGroup(id: number): Promise<void> {
      const [row] = await db
        .select({ id: nonbusinessGroups.id })
        .from(nonbusinessGroups)
        .where(eq(nonbusinessGroups.id, id));
      if (!row) throw notFound();
    }

    /**
     * The period, or 404; a worker asking for another user's period gets 403
     * (docs/interface.md#roles-and-rights).
     */
    async function readablePeriod(caller: Caller, id: number): Promise<PeriodRow> {
      const [row] = await db.select().from(usersNonbusinessGroups).where(eq(usersNonbusinessGroups.id, id));
      if (!row) throw notFound();
      if (!rights.readsUserRecordsOf(caller, row.usersId)) throw forbidden();
      return row;
    }

    return {
      groupList: async (c) => {
        const rows = await db.select().from(nonbusinessGroups).orderBy(asc(nonbusinessGroups.id));
        return c.json({ nonbusinessgroups: rows.map((row) => ({ id: row.id, name: row.name })) });
      },
      groupAdd: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const [row] = await db.insert(nonbusinessGroups).values({ name: body.name }).returning();
        const created = row as typeof nonbusinessGroups.$inferSelect;
        return c.json({ nonbusinessgroup: { id: created.id, name: created.name } });
      },
      dayList: async (c, input) => {
        const groupId = pathId(c);
        await requireGroup(groupId);
        const query = input.query();
        const rows = await db
          .select()
          .from(nonbusinessDays)
          .where(
            and(
              eq(nonbusinessDays.nonbusinessGroupsId, groupId),
              gte(nonbusinessDays.date, query.date_since),
              lte(nonbusinessDays.date, query.date_until),
            ),
          )
          .orderBy(asc(nonbusinessDays.date));
        return c.json({ nonbusinessdays: rows.map(toNonbusinessDay) });
      },
      dayAdd: async (c, input) => {
        const groupId = pathId(c);
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        await requireGroup(groupId);
        const body = await input.body();
        // The unique index on (group, date) decides a race: the loser inserts nothing and gets 409.
        const [inserted] = await db
          .insert(nonbusinessDays)
          .values({
            nonbusinessGroupsId: groupId,
            date: body.date,
            name: body.name,
            special: body.special ?? false,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new ApiError(409, 'duplicate_nonbusiness_day', ['date']);
        return c.json({ nonbusinessday: toNonbusinessDay(inserted) });
      },
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        let usersIds = query['filter[users_id]'];
        if (usersIds?.some((usersId) => !rights.readsUserRecordsOf(caller, usersId))) throw forbidden();
        // Without a user filter, a caller who may not read others' periods gets their own.
        if (!usersIds && !rights.readsEveryonesUserRecords(caller)) usersIds = [caller.id];
        const groupIds = query['filter[nonbusiness_groups_id]'];
        const rows = await db
          .select()
          .from(usersNonbusinessGroups)
          .where(
            and(
              usersIds ? inArray(usersNonbusinessGroups.usersId, usersIds) : undefined,
              groupIds ? inArray(usersNonbusinessGroups.nonbusinessGroupsId, groupIds) : undefined,
            ),
          )
          .orderBy(asc(usersNonbusinessGroups.id));
        return c.json({ data: rows.map(toUserNonbusinessGroup) });
      },
      get: async (c) => {
        const row = await readablePeriod(c.get('caller'), pathId(c));
        return withEtag(c, row.version, { data: toUserNonbusinessGroup(row) });
      },
      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          await requireExisting(tx, users, 'users_id', body.users_id);
          await requireExisting(tx, nonbusinessGroups, 'nonbusiness_groups_id', body.nonbusiness_groups_id);
          // The user's row lock serialises every write to that user's periods (race-free overlap check).
          await lockRow(tx, users, body.users_id);
          const until = body.date_until ?? null;
          await rejectPeriodOverlap(tx, usersNonbusinessGroupsPeriods, {
            usersId: body.users_id,
            since: body.date_since,
            until,
          });
          const [inserted] = await tx
            .insert(usersNonbusinessGroups)
            .values({
              usersId: body.users_id,
              nonbusinessGroupsId: body.nonbusiness_groups_id,
              dateSince: body.date_since,
              dateUntil: until,
            })
            .returning();
          return inserted as PeriodRow;
        });
        return withEtag(c, row.version, { data: toUserNonbusinessGroup(row) });
      },
      edit: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const seen = await readablePeriod(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          // users_id never changes, so the user read before the lock is the one to lock; user first,
          // then the period, in the same order as every other writer.
          await lockRow(tx, users, seen.usersId);
          const current = await lockRow(tx, usersNonbusinessGroups, id);
          checkIfMatch(c, current.version);
          const since = body.date_since ?? current.dateSince;
          const until = body.date_until === undefined ? current.dateUntil : body.date_until;
          if (until !== null && until < since) {
            throw movedBoundInvalid(body.date_until !== undefined, 'date_since', 'date_until');
          }
          await requireExisting(tx, nonbusinessGroups, 'nonbusiness_groups_id', body.nonbusiness_groups_id);
          await rejectPeriodOverlap(tx, usersNonbusinessGroupsPeriods, {
            usersId: current.usersId,
            since,
            until,
            exceptId: id,
          });
          const [updated] = await tx
            .update(usersNonbusinessGroups)
            .set({
              nonbusinessGroupsId: body.nonbusiness_groups_id,
              dateSince: since,
              dateUntil: until,
              version: current.version + 1,
            })
            .where(eq(usersNonbusinessGroups.id, id))
            .returning();
          return updated as PeriodRow;
        });
        return withEtag(c, row.version, { data: toUserNonbusinessGroup(row) });
      },
      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await readablePeriod(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, usersNonbusinessGroups, id);
          checkIfMatch(c, current.version);
          await tx.delete(usersNonbusinessGroups).where(eq(usersNonbusinessGroups.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
