import { rights } from '../../contract/rights.ts';
import {
  userReportListQuery,
  userReportListSchema,
  userReportQuery,
  userReportSingleSchema,
} from '../../contract/user-reports.ts';
import { declareRoutes } from '../declare-routes.ts';
import { reportUsers, userReports } from '../domain/user-reports.ts';
import { forbidden, forbiddenFields, notFound, pathId } from '../http.ts';

/**
 * The work-time account (an extension: docs/interface.md#work-time-account): what target hours, work
 * times, absences and surcharges add up to, per user and year. Read only; computed on every request.
 */
export const userReportsRoutes = declareRoutes(
  {
    list: {
      method: 'GET',
      path: '/api/userreports',
      tag: 'Work-time account',
      summary: 'List the year figures of the work-time accounts',
      description:
        'One report per user the caller may see (a worker their own), ordered by name, with the year figures only.',
      extension: true,
      query: userReportListQuery,
      response: userReportListSchema,
      refusals: [403],
    },
    get: {
      method: 'GET',
      path: '/api/userreports/:usersId',
      tag: 'Work-time account',
      summary: "Get a user's work-time account",
      description:
        'The year figures, with months (type 1), weeks (2), days (3) and the days’ work start, end and breaks (4).',
      extension: true,
      query: userReportQuery,
      response: userReportSingleSchema,
      refusals: [403],
    },
  },
  ({ db, clock }) => ({
    list: async (c, input) => {
      const caller = c.get('caller');
      const query = input.query();
      if (query.users_id !== undefined && !rights.readsUserRecordsOf(caller, query.users_id)) {
        throw forbiddenFields(['users_id']);
      }
      const ids =
        query.users_id !== undefined
          ? [query.users_id]
          : rights.readsEveryonesUserRecords(caller)
            ? undefined
            : [caller.id];
      const people = await reportUsers(db, ids);
      const reports = await userReports(db, people, {
        year: query.year,
        until: query.until,
        now: clock.now().getTime(),
        type: 0,
      });
      return c.json({ userreports: reports });
    },
    get: async (c, input) => {
      const caller = c.get('caller');
      const usersId = pathId(c, 'usersId');
      const [person] = await reportUsers(db, [usersId]);
      if (!person) throw notFound();
      // The user is the addressed record, not a field of the request: a plain 403, as for other records.
      if (!rights.readsUserRecordsOf(caller, usersId)) throw forbidden();
      const query = input.query();
      const [report] = await userReports(db, [person], {
        year: query.year,
        until: query.until,
        now: clock.now().getTime(),
        type: query.type ?? 0,
      });
      return c.json({ userreport: report });
    },
  }),
);
