import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { approvalCountSchema, approvalPeopleSchema, approvalYears } from '../../contract/approvals.ts';
import { dayIn } from '../../contract/dates.ts';
import { type Caller, rights, type Subject } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
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
 * What waits in the caller's inbox, per user: whose absences and change requests the caller decides
 * (judged by rights.ts on the co-workers the caller sees, as every decision is), and how many of each
 * are pending, counted per user and matched here, so a company's worth of ids never travels as
 * parameters. A caller who decides nobody's has no inbox (403).
 */
async function waitingFor(db: DbOrTx, caller: Caller, now: Date) {
  const subjects = await subjectsWhere(
    db,
    rights.seesInactiveRecords(caller) ? undefined : eq(users.active, true),
  );
  const whose = (decides: (subject: Subject) => boolean) =>
    new Set([...subjects.values()].filter(decides).map((subject) => subject.id));
  const absencesOf = whose((subject) => rights.administersAbsencesOf(caller, subject));
  const requestsOf = whose((subject) => rights.decidesChangeRequestOf(caller, subject));
  if (absencesOf.size === 0 && requestsOf.size === 0) throw forbidden();
  const [first, last] = approvalYears(dayIn(now.getTime(), caller.timezone));
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
  return { absencesOf, requestsOf, pendingAbsences, pendingRequests };
}

/**
 * (extension, docs/interface.md#approvals) The approvals inbox's figures without its rows: what the
 * navigation's badge shows on every page, for the price of two grouped counts; and the people the inbox
 * names, so that it needs neither the users nor the teams list to judge and name its rows.
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
    people: {
      method: 'GET',
      path: '/api/v2/aggregates/approvals/people',
      tag: 'Approvals',
      summary: 'Who has requests waiting for my decision',
      description:
        'Everyone with a pending request the count counts, by id: name, team, and whether the caller decides their absences and change requests; a 403 for a caller who decides nobody’s.',
      extension: true,
      response: approvalPeopleSchema,
      refusals: [403],
    },
  },
  ({ db, clock }) => ({
    count: async (c) => {
      const waiting = await waitingFor(db, c.get('caller'), clock.now());
      return c.json({
        count: {
          absences: decidedBy(waiting.pendingAbsences, waiting.absencesOf),
          change_requests: decidedBy(waiting.pendingRequests, waiting.requestsOf),
        },
      });
    },
    people: async (c) => {
      const { absencesOf, requestsOf, pendingAbsences, pendingRequests } = await waitingFor(
        db,
        c.get('caller'),
        clock.now(),
      );
      const ids = new Set([
        ...pendingAbsences.filter((row) => absencesOf.has(row.usersId)).map((row) => row.usersId),
        ...pendingRequests.filter((row) => requestsOf.has(row.usersId)).map((row) => row.usersId),
      ]);
      const rows =
        ids.size === 0
          ? []
          : await db
              .select({ id: users.id, name: users.name, teams_id: users.teamsId, timezone: users.timezone })
              .from(users)
              .where(inArray(users.id, [...ids]))
              .orderBy(asc(users.id));
      return c.json({
        people: rows.map((row) => ({
          ...row,
          absences: absencesOf.has(row.id),
          change_requests: requestsOf.has(row.id),
        })),
      });
    },
  }),
);
