/**
 * The inputs of the work-time account (docs/interface.md#work-time-account), loaded for one user or a
 * whole company in one round of statements, one per input, each for every asked user at once; the
 * arithmetic is contract/work-time-account.ts.
 */

import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '../../contract/dates.ts';
import type { ReportType, UserReport } from '../../contract/user-reports.ts';
import { type AccountInput, workTimeAccount } from '../../contract/work-time-account.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  absences,
  holidaysCarry,
  holidaysQuota,
  nonbusinessDays,
  overtimeCarry,
  surchargeModels,
  targetHours,
  users,
  usersNonbusinessGroups,
  usersSurchargeModels,
  workClocks,
  workTimes,
} from '../db/schema.ts';
import { toSurchargeModel } from '../routes/surcharges.ts';
import { toTargetHoursRow } from '../routes/target-hours.ts';

export type ReportUser = {
  id: number;
  name: string;
  timezone: string;
  weekstartMonday: boolean;
  nonbusinessgroupsId: number | null;
};

/** The users a report is about, by name; `ids` undefined asks for everyone. */
export function reportUsers(db: DbOrTx, ids: readonly number[] | undefined): Promise<ReportUser[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      timezone: users.timezone,
      weekstartMonday: users.weekstartMonday,
      nonbusinessgroupsId: users.nonbusinessgroupsId,
    })
    .from(users)
    .where(ids === undefined ? undefined : inArray(users.id, [...ids]))
    .orderBy(asc(users.name), asc(users.id));
}

function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A dated period that touches [since, until]. */
const overlaps = (
  column: { dateSince: PgColumn; dateUntil: PgColumn },
  since: string,
  until: string,
): SQL | undefined =>
  and(lte(column.dateSince, until), or(isNull(column.dateUntil), gte(column.dateUntil, since)));

/**
 * Every user's report for `year` in eleven statements whatever the number of users or days. Windows
 * of surcharges reach a day into the neighbouring years, so periods and nonbusiness days are read
 * two days beyond the year.
 */
export async function userReports(
  db: DbOrTx,
  people: readonly ReportUser[],
  options: { year: number; until: string | undefined; now: number; type: ReportType },
): Promise<UserReport[]> {
  if (people.length === 0) return [];
  const { year } = options;
  const ids = people.map((person) => person.id);
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const [wideFirst, wideLast] = [addDays(first, -2), addDays(last, 2)];
  const [
    times,
    clocks,
    rows,
    modelPeriods,
    models,
    groupPeriods,
    absenceRows,
    carries,
    quotas,
    holidayCarries,
  ] = await Promise.all([
    db
      .select({
        usersId: workTimes.usersId,
        date: workTimes.date,
        since: workTimes.timeSince,
        until: workTimes.timeUntil,
      })
      .from(workTimes)
      .where(and(inArray(workTimes.usersId, ids), gte(workTimes.date, first), lte(workTimes.date, last))),
    db
      .select()
      .from(workClocks)
      .where(and(inArray(workClocks.usersId, ids), gte(workClocks.date, first), lte(workClocks.date, last))),
    db
      .select()
      .from(targetHours)
      .where(and(inArray(targetHours.usersId, ids), overlaps(targetHours, first, last))),
    db
      .select()
      .from(usersSurchargeModels)
      .where(
        and(inArray(usersSurchargeModels.usersId, ids), overlaps(usersSurchargeModels, wideFirst, wideLast)),
      ),
    db.select().from(surchargeModels),
    db
      .select()
      .from(usersNonbusinessGroups)
      .where(
        and(
          inArray(usersNonbusinessGroups.usersId, ids),
          overlaps(usersNonbusinessGroups, wideFirst, wideLast),
        ),
      ),
    db
      .select()
      .from(absences)
      .where(
        and(
          inArray(absences.usersId, ids),
          inArray(absences.status, [0, 1]),
          gte(absences.dateSince, first),
          lte(absences.dateSince, last),
        ),
      ),
    db
      .select()
      .from(overtimeCarry)
      .where(and(inArray(overtimeCarry.usersId, ids), eq(overtimeCarry.year, year))),
    db
      .select()
      .from(holidaysQuota)
      .where(
        and(
          inArray(holidaysQuota.usersId, ids),
          lte(holidaysQuota.yearSince, year),
          or(isNull(holidaysQuota.yearUntil), gte(holidaysQuota.yearUntil, year)),
        ),
      ),
    db
      .select()
      .from(holidaysCarry)
      .where(and(inArray(holidaysCarry.usersId, ids), eq(holidaysCarry.year, year))),
  ]);
  const groupIds = [
    ...new Set([
      ...groupPeriods.map((period) => period.nonbusinessGroupsId),
      ...people.flatMap((person) =>
        person.nonbusinessgroupsId === null ? [] : [person.nonbusinessgroupsId],
      ),
    ]),
  ];
  const days =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(nonbusinessDays)
          .where(
            and(
              inArray(nonbusinessDays.nonbusinessGroupsId, groupIds),
              gte(nonbusinessDays.date, wideFirst),
              lte(nonbusinessDays.date, wideLast),
            ),
          );
  const holidays = days.map((day) => ({
    nonbusiness_groups_id: day.nonbusinessGroupsId,
    date: day.date,
    special: day.special,
  }));
  const surchargeModelRecords = models.map(toSurchargeModel);
  const byUser = {
    times: groupBy(times, (row) => row.usersId),
    clocks: groupBy(clocks, (row) => row.usersId),
    rows: groupBy(rows, (row) => row.usersId),
    modelPeriods: groupBy(modelPeriods, (row) => row.usersId),
    groupPeriods: groupBy(groupPeriods, (row) => row.usersId),
    absences: groupBy(absenceRows, (row) => row.usersId),
  };
  return people.map((person) => {
    const input: AccountInput = {
      user: {
        id: person.id,
        name: person.name,
        timezone: person.timezone,
        weekStartsMonday: person.weekstartMonday,
        defaultGroupId: person.nonbusinessgroupsId,
      },
      year,
      until: options.until,
      now: options.now,
      type: options.type,
      intervals: [
        ...(byUser.times.get(person.id) ?? []).map((row) => ({
          date: row.date,
          since: row.since.getTime(),
          until: row.until.getTime(),
        })),
        ...(byUser.clocks.get(person.id) ?? []).map((row) => ({
          date: row.date,
          since: row.timeSince.getTime(),
          until: null,
        })),
      ],
      targetRows: (byUser.rows.get(person.id) ?? []).map(toTargetHoursRow),
      surchargePeriods: (byUser.modelPeriods.get(person.id) ?? []).map((row) => ({
        surcharge_models_id: row.surchargeModelsId,
        date_since: row.dateSince,
        date_until: row.dateUntil,
      })),
      surchargeModels: surchargeModelRecords,
      groupPeriods: (byUser.groupPeriods.get(person.id) ?? []).map((row) => ({
        nonbusiness_groups_id: row.nonbusinessGroupsId,
        date_since: row.dateSince,
        date_until: row.dateUntil,
      })),
      nonbusinessDays: holidays,
      absences: (byUser.absences.get(person.id) ?? []).map((row) => ({
        date_since: row.dateSince,
        date_until: row.dateUntil,
        status: row.status,
        type: row.type,
        count_days: row.countDays,
        count_hours: row.countHours,
      })),
      overtimeCarry: carries.find((row) => row.usersId === person.id)?.hours ?? 0,
      holidaysQuota: quotas.find((row) => row.usersId === person.id)?.count ?? 0,
      holidaysCarry: holidayCarries.find((row) => row.usersId === person.id)?.count ?? 0,
    };
    return workTimeAccount(input);
  });
}
