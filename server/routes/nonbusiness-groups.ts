import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  type NonbusinessDay,
  type NonbusinessGroup,
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
import { rights } from '../../contract/rights.ts';
import { nonbusinessDays, nonbusinessGroups, usersNonbusinessGroups } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { userPeriods } from '../domain/user-periods.ts';
import { insertValues, recordOf, type WireColumns } from '../domain/wire-columns.ts';
import { ApiError, forbidden, notFound, pathId } from '../http.ts';
import { userPeriodHandlers } from './period-handlers.ts';

type GroupRow = typeof nonbusinessGroups.$inferSelect;
type PeriodRow = typeof usersNonbusinessGroups.$inferSelect;
type DayRow = typeof nonbusinessDays.$inferSelect;

const groupColumns = {
  id: 'id',
  name: 'name',
} as const satisfies WireColumns<NonbusinessGroup, GroupRow>;

const toNonbusinessGroup = (row: GroupRow): NonbusinessGroup => recordOf(groupColumns, row);

const dayColumns = {
  date: 'date',
  name: 'name',
  special: 'special',
} as const satisfies WireColumns<NonbusinessDay, DayRow>;

const toNonbusinessDay = (row: DayRow): NonbusinessDay => recordOf(dayColumns, row);

const periodColumns = {
  id: 'id',
  users_id: 'usersId',
  nonbusiness_groups_id: 'nonbusinessGroupsId',
  date_since: 'dateSince',
  date_until: 'dateUntil',
} as const satisfies WireColumns<UserNonbusinessGroup, PeriodRow>;

const groupPeriods = userPeriods(usersNonbusinessGroups, periodColumns, ['date_since', 'date_until']);

function toUserNonbusinessGroup(row: PeriodRow): UserNonbusinessGroup {
  return recordOf(periodColumns, row);
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

    return {
      groupList: async (c) => {
        const rows = await db.select().from(nonbusinessGroups).orderBy(asc(nonbusinessGroups.id));
        return c.json({ nonbusinessgroups: rows.map(toNonbusinessGroup) });
      },
      groupAdd: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const [row] = await db.insert(nonbusinessGroups).values(insertValues(groupColumns, body)).returning();
        return c.json({ nonbusinessgroup: toNonbusinessGroup(row as GroupRow) });
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
          .values({ nonbusinessGroupsId: groupId, ...insertValues(dayColumns, body, { special: false }) })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new ApiError(409, 'duplicate_nonbusiness_day', ['date']);
        return c.json({ nonbusinessday: toNonbusinessDay(inserted) });
      },
      ...userPeriodHandlers(
        db,
        groupPeriods,
        { field: 'nonbusiness_groups_id', table: nonbusinessGroups },
        'data',
        toUserNonbusinessGroup,
      ),
    };
  },
);
