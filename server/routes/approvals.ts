import { and, count, eq, gte, lte } from 'drizzle-orm';
import { approvalCountSchema, approvalYears } from '../../contract/approvals.ts';
import { dayIn } from '../../contract/dates.ts';
import { rights, type Subject } from '../../contract/rights.ts';
import { absences, changeRequests, users } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { subjectsWhere } from '../domain/absences.ts';
import { PENDING } from '../domain/change-requests.ts';
import { forbidden } from '../http.ts';

/** An absence's status while it waits for a decision (enquired). */
const ENQUIRED = 0;

type PerUser = { usersId: number; n: number }[];

/** How many of the counted rows belong to users the caller decides for. */
function decidedBy(perUser: PerUser, decides: ReadonlySet<number>): number {
  return perUser.reduce((sum, row) => (decides.has(row.usersId) ? sum + row.n : sum), 0);
}

/**
 * (extension, docs/interface.md#approvals) The approvals inbox's figures without its rows: what the
 * navigation's badge shows on every page, for the price of two grouped counts.
 */
export const approvalsRoutes = declareRoutes(
  {
    count: {
      method: 'GET',
      path: '/api/v2/aggregates/approvals/count',
      tag: 'Approvals',
      summary: 'Count what waits for my decision',
      description:
        'Pending absences of this and next year and pending change requests the caller may decide; a 403 for a caller who decides nobody’s.',
      extension: true,
      response: approvalCountSchema,
      refusals: [403],
    },
  },
  ({ db, clock }) => ({
    count: async (c) => {
      const caller = c.get('caller');
      // Judged by rights.ts on the co-workers the caller sees, as the inbox judges them on the users list.
      const subjects = await subjectsWhere(
        db,
        rights.seesInactiveRecords(caller) ? undefined : eq(users.active, true),
      );
      const whose = (decides: (subject: Subject) => boolean) =>
        new Set([...subjects.values()].filter(decides).map((subject) => subject.id));
      const absencesOf = whose((subject) => rights.administersAbsencesOf(caller, subject));
      const requestsOf = whose((subject) => rights.decidesChangeRequestOf(caller, subject));
      if (absencesOf.size === 0 && requestsOf.size === 0) throw forbidden();
      const [first, last] = approvalYears(dayIn(clock.now().getTime(), caller.timezone));
      // Counted per user and summed here: a company's worth of ids never travels as parameters.
      const pendingAbsences = await db
        .select({ usersId: absences.usersId, n: count() })
        .from(absences)
        .where(
          and(
            eq(absences.status, ENQUIRED),
            gte(absences.dateSince, `${first}-01-01`),
            lte(absences.dateSince, `${last}-12-31`),
          ),
        )
        .groupBy(absences.usersId);
      const pendingRequests = await db
        .select({ usersId: changeRequests.usersId, n: count() })
        .from(changeRequests)
        .where(eq(changeRequests.status, PENDING))
        .groupBy(changeRequests.usersId);
      return c.json({
        count: {
          absences: decidedBy(pendingAbsences, absencesOf),
          change_requests: decidedBy(pendingRequests, requestsOf),
        },
      });
    },
  }),
);
