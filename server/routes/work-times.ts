import { and, asc, count, eq, gte, inArray, lte, notExists } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type WorkTimeDay, workTimeListQuery, workTimeListSchema } from '../../contract/change-requests.ts';
import { offsetAt, toUtcTimestamp, zonedInstant } from '../../contract/dates.ts';
import { rights } from '../../contract/rights.ts';
import { workClocks } from '../db/account-schema.ts';
import { users, workTimes } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { forbidden, pageWindow, paging } from '../http.ts';

/**
 * The stored work times, one item per user and day (an extension:
 * docs/interface.md#change-requests-and-work-times). They change through change requests and the
 * work clock (work-clock.ts), whose running interval the list shows without an end.
 */
export const workTimesRoutes = declareRoutes(
  {
    list: {
      method: 'GET',
      path: '/api/v2/workTimes',
      tag: 'Work times',
      summary: 'List work-time days',
      description: "One item per user and day, with the day's intervals and the user's UTC offset.",
      extension: true,
      query: workTimeListQuery,
      response: workTimeListSchema,
      refusals: [403],
    },
  },
  ({ db }) => {
    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        if (query.users_id !== undefined && !rights.readsUserRecordsOf(caller, query.users_id))
          throw forbidden();
        const window = pageWindow(query);
        const usersId = query.users_id ?? (rights.readsEveryonesUserRecords(caller) ? undefined : caller.id);
        // A running work clock shows as an open interval on its day, so its day is listed too.
        const where = (table: typeof workTimes | typeof workClocks) =>
          and(
            usersId === undefined ? undefined : eq(table.usersId, usersId),
            query.date_since ? gte(table.date, query.date_since) : undefined,
            query.date_until ? lte(table.date, query.date_until) : undefined,
          );
        // Drizzle's builders are mutable: each query gets its own. A running clock's day that has no
        // stored interval is added to the stored days rather than merged with them (a union would
        // hash every day of the period): so the page is read in order straight from the index on
        // (date, users_id) and stops at its last day, and the count needs no hashing either.
        const dayKeys = () =>
          unionAll(
            db
              .selectDistinct({ date: workTimes.date, usersId: workTimes.usersId })
              .from(workTimes)
              .where(where(workTimes)),
            db
              .select({ date: workClocks.date, usersId: workClocks.usersId })
              .from(workClocks)
              .where(
                and(
                  where(workClocks),
                  notExists(
                    db
                      .select({ usersId: workTimes.usersId })
                      .from(workTimes)
                      .where(
                        and(eq(workTimes.usersId, workClocks.usersId), eq(workTimes.date, workClocks.date)),
                      ),
                  ),
                ),
              ),
          );
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
          const inDays = (table: typeof workTimes | typeof workClocks) =>
            and(
              inArray(table.usersId, userIds),
              gte(table.date, dates[0] as string),
              lte(table.date, dates[dates.length - 1] as string),
            );
          const [stored, running, zones] = await Promise.all([
            db.select().from(workTimes).where(inDays(workTimes)).orderBy(asc(workTimes.timeSince)),
            db.select().from(workClocks).where(inDays(workClocks)),
            db
              .select({ id: users.id, timezone: users.timezone })
              .from(users)
              .where(inArray(users.id, userIds)),
          ]);
          const rows = [...stored, ...running.map((row) => ({ ...row, timeUntil: null }))];
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
                  time_until: row.timeUntil && toUtcTimestamp(row.timeUntil.getTime()),
                })),
            };
          });
        }
        return c.json({ paging: paging(window, total?.value ?? 0), work_time_days: workTimeDays });
      },
    };
  },
);
