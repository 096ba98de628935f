import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Absence, type AbsenceStatus, absenceDetailFields } from '../../contract/absences.ts';
import { eachDay } from '../../contract/dates.ts';
import { type GroupPeriod, groupInForce } from '../../contract/nonbusiness-groups.ts';
import type { Subject } from '../../contract/rights.ts';
import { calendarDay, isWorkdayOf, targetRawOf } from '../../contract/work-time-day.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  absenceManagers,
  type absences,
  nonbusinessDays,
  targetHours,
  teams,
  users,
  usersNonbusinessGroups,
} from '../db/schema.ts';
import { toTargetHoursRow } from '../routes/target-hours.ts';
import { recordOf, type WireColumns, withoutFields } from './wire-columns.ts';

type TargetHoursRow = typeof targetHours.$inferSelect;

/** What counting a user's absence days needs: their schedule and public holidays around the range. */
export type CountingFacts = {
  targetRows: readonly TargetHoursRow[];
  /** `users.nonbusinessgroups_id`, used on days no validity period covers. */
  defaultGroupId: number | null;
  groupPeriods: readonly GroupPeriod[];
  nonbusinessDays: readonly { nonbusinessGroupsId: number; date: string }[];
};

const covers = (period: { dateSince: string; dateUntil: string | null }, day: string) =>
  period.dateSince <= day && (period.dateUntil === null || period.dateUntil >= day);

/**
 * Work days and target hours of a user from `since` to `until` (both included), as an absence
 * counts them (docs/interface.md#absences): a day counts when the target-hours row in force makes it a work
 * day (weekly: target > 0; monthly: its workday flag; Monday–Friday when no row is in force) and
 * it is not a nonbusiness day of the user's group in force. A monthly row spreads its target
 * evenly over the work days its flags give that month. Without a row a day has no target hours.
 */
export function countAbsence(
  since: string,
  until: string,
  facts: CountingFacts,
): { days: number; hours: number } {
  const holidays = new Set(facts.nonbusinessDays.map((day) => `${day.nonbusinessGroupsId}:${day.date}`));
  // The account's rules of a work day and its target (contract/work-time-day.ts), on the rows' wire form.
  const rows = facts.targetRows.map((row) => ({ row, wire: toTargetHoursRow(row) }));
  let days = 0;
  let hours = 0;
  for (const date of eachDay(since, until)) {
    const row = rows.find((candidate) => covers(candidate.row, date))?.wire;
    const day = calendarDay(date);
    const works = row ? isWorkdayOf(row, day) : day.weekday >= 1 && day.weekday <= 5;
    if (!works) continue;
    const group = groupInForce(facts.groupPeriods, facts.defaultGroupId, date);
    if (group !== null && holidays.has(`${group}:${date}`)) continue;
    days += 1;
    if (row) hours += targetRawOf(row, day);
  }
  return { days, hours: Math.round(hours * 100) / 100 };
}

/** The facts `countAbsence` needs for one user and range, in four small indexed queries. */
export async function loadCountingFacts(
  db: DbOrTx,
  usersId: number,
  since: string,
  until: string,
): Promise<CountingFacts> {
  const [targetRows, [user], groupPeriods] = await Promise.all([
    db
      .select()
      .from(targetHours)
      .where(
        and(
          eq(targetHours.usersId, usersId),
          lte(targetHours.dateSince, until),
          or(isNull(targetHours.dateUntil), gte(targetHours.dateUntil, since)),
        ),
      ),
    db.select({ groupId: users.nonbusinessgroupsId }).from(users).where(eq(users.id, usersId)),
    db
      .select({
        nonbusiness_groups_id: usersNonbusinessGroups.nonbusinessGroupsId,
        date_since: usersNonbusinessGroups.dateSince,
        date_until: usersNonbusinessGroups.dateUntil,
      })
      .from(usersNonbusinessGroups)
      .where(
        and(
          eq(usersNonbusinessGroups.usersId, usersId),
          lte(usersNonbusinessGroups.dateSince, until),
          or(isNull(usersNonbusinessGroups.dateUntil), gte(usersNonbusinessGroups.dateUntil, since)),
        ),
      ),
  ]);
  const defaultGroupId = user?.groupId ?? null;
  const groupIds = [
    ...new Set([
      ...groupPeriods.map((period) => period.nonbusiness_groups_id),
      ...(defaultGroupId === null ? [] : [defaultGroupId]),
    ]),
  ];
  const holidays =
    groupIds.length === 0
      ? []
      : await db
          .select({ nonbusinessGroupsId: nonbusinessDays.nonbusinessGroupsId, date: nonbusinessDays.date })
          .from(nonbusinessDays)
          .where(
            and(
              inArray(nonbusinessDays.nonbusinessGroupsId, groupIds),
              gte(nonbusinessDays.date, since),
              lte(nonbusinessDays.date, until),
            ),
          );
  return { targetRows, defaultGroupId, groupPeriods, nonbusinessDays: holidays };
}

/** The rights facts (boss, team leader, absence managers) of several users in one query. */
export async function subjectsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Subject>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  return subjectsWhere(db, inArray(users.id, wanted));
}

/** The rights facts of every user the condition selects (all users without one), in one query. */
export async function subjectsWhere(db: DbOrTx, condition: SQL | undefined): Promise<Map<number, Subject>> {
  const rows = await db
    .select({
      id: users.id,
      boss: users.boss,
      teamLeader: teams.leader,
      absenceManagerIds: sql<number[]>`coalesce(
        (select array_agg(${absenceManagers.managerId}) from ${absenceManagers}
         where ${absenceManagers.usersId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamsId))
    .where(condition);
  return new Map(
    rows.map((row) => [row.id, { ...row, absenceManagerIds: (row.absenceManagerIds ?? []).map(Number) }]),
  );
}

/** A user nobody manages, for ids without a record: only owners and general managers pass. */
export const unknownSubject = (id: number): Subject => ({
  id,
  boss: null,
  teamLeader: null,
  absenceManagerIds: [],
});

/** One user's rights facts, or those of a user nobody manages when there is no such user. */
export async function subjectOf(db: DbOrTx, id: number): Promise<Subject> {
  return (await subjectsOf(db, [id])).get(id) ?? unknownSubject(id);
}

export type AbsenceRow = typeof absences.$inferSelect;

const absenceColumns = {
  id: 'id',
  users_id: 'usersId',
  date_since: 'dateSince',
  date_until: 'dateUntil',
  status: 'status',
  type: 'type',
  note: 'note',
  count_days: 'countDays',
  count_hours: 'countHours',
  sick_note: 'sickNote',
  date_enquired: 'dateEnquired',
  date_approved: 'dateApproved',
  approved_by: 'approvedBy',
} as const satisfies WireColumns<Absence, AbsenceRow>;

export function toAbsence(row: AbsenceRow, details: boolean): Absence {
  const absence = {
    ...recordOf(absenceColumns, row),
    // Integer columns, which only ever hold the contract's values.
    status: row.status as AbsenceStatus,
    type: row.type as NonNullable<Absence['type']>,
  };
  return details ? absence : withoutFields(absence, absenceDetailFields);
}
