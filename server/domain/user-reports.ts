/**
 * The inputs of the work-time account (docs/interface.md#work-time-account), loaded for one user or a
 * whole company in one round of statements, one per input, each for every asked user at once; the
 * arithmetic is contract/work-time-account.ts.
 */

import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, DAY_MS, eachDay } from '../../contract/dates.ts';
import type { ReportType, UserReport } from '../../contract/user-reports.ts';
import {
  type AccountInput,
  type WorkTimeInterval,
  workTimeAccount,
} from '../../contract/work-time-account.ts';
import { rowsOf } from '../backup/catalogue.ts';
import { overtimeCarry, surchargeModels, usersSurchargeModels, workClocks } from '../db/account-schema.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  absences,
  holidaysCarry,
  holidaysQuota,
  nonbusinessDays,
  targetHours,
  users,
  usersNonbusinessGroups,
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

type DayTimes = { intervals: WorkTimeInterval[]; workedSums: { date: string; ms: number }[] };

/**
 * Calls `each` with the numbers of each day of a `workTimesOf` text (whole numbers, a minus sign where
 * one is negative), read character by character: splitting and converting a company's year of texts
 * cost more than the rest.
 */
function forEachDay(text: string, each: (numbers: number[]) => void) {
  let numbers: number[] = [];
  let value = 0;
  let sign = 1;
  for (let index = 0; index <= text.length; index++) {
    // 48–57 are the digits, 45 the minus sign, 44 the comma that ends a day (and the text).
    const code = index < text.length ? text.charCodeAt(index) : 44;
    if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      continue;
    }
    if (code === 45) {
      sign = -1;
      continue;
    }
    numbers.push(sign * value);
    value = 0;
    sign = 1;
    if (code === 44) {
      each(numbers);
      numbers = [];
    }
  }
}

/**
 * The year's work times of `ids`, one text per user, so that a company's hundreds of thousands of
 * intervals cross from the database as a few hundred values, not as a row each (the PGlite thread
 * copies every row). Each day is `day-of-year start length…`: its intervals where surcharges or the
 * times need them (a surcharge model or a running clock around the year, or `withTimes`), each as the
 * milliseconds from the date's midnight in UTC to its start (negative east of UTC) and its length, short
 * numbers that halve the database's work against whole instants; else `day-of-year worked-ms`, a sum
 * the database adds up, exact because the one writer keeps a day's intervals disjoint
 * (server/domain/work-times.ts).
 */
async function workTimesOf(
  db: DbOrTx,
  ids: readonly number[],
  range: { first: string; last: string; wideFirst: string; wideLast: string },
  withTimes: boolean,
): Promise<Map<number, DayTimes>> {
  const { first, last, wideFirst, wideLast } = range;
  const ms = (span: SQL) => sql`(date_part('epoch', ${span}) * 1000)::int4`;
  // One array parameter joined as a set: an IN list of parameters is compared item by item on every row.
  const asked = sql`(select unnest(${`{${ids.join(',')}}`}::int[]))`;
  const rows = await rowsOf<{ users_id: number; days: string }>(
    db,
    sql`with detailed as (
          select users_id from users_surcharge_models
          where users_id in ${asked} and date_since <= ${wideLast} and (date_until is null or date_until >= ${wideFirst})
          union select users_id from work_clocks where users_id in ${asked} and date between ${first} and ${last})
        select users_id, string_agg(item, ',') as days from (
          select users_id, (date - ${first}::date) || ' ' || case
              when ${withTimes} or users_id in (select users_id from detailed)
              then string_agg(${ms(sql`time_since - date::timestamp at time zone 'UTC'`)} || ' ' || ${ms(sql`time_until - time_since`)}, ' ')
              else ${ms(sql`sum(time_until - time_since)`)}::text end as item
          from work_times
          where users_id in ${asked} and date between ${first} and ${last} and time_until > time_since
          group by users_id, date) as day
        group by users_id`,
  );
  const dates = eachDay(first, last);
  const firstMidnight = Date.parse(`${first}T00:00:00Z`);
  const byUser = new Map<number, DayTimes>();
  for (const row of rows) {
    const times: DayTimes = { intervals: [], workedSums: [] };
    forEachDay(row.days, (numbers) => {
      const dayOfYear = numbers[0] as number;
      const date = dates[dayOfYear] as string;
      if (numbers.length === 2) times.workedSums.push({ date, ms: numbers[1] as number });
      const midnight = firstMidnight + dayOfYear * DAY_MS;
      for (let index = 1; index + 1 < numbers.length; index += 2) {
        const since = midnight + (numbers[index] as number);
        times.intervals.push({ date, since, until: since + (numbers[index + 1] as number) });
      }
    });
    byUser.set(Number(row.users_id), times);
  }
  return byUser;
}

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
    workTimesOf(db, ids, { first, last, wideFirst, wideLast }, options.type === 4),
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
    clocks: groupBy(clocks, (row) => row.usersId),
    rows: groupBy(rows, (row) => row.usersId),
    modelPeriods: groupBy(modelPeriods, (row) => row.usersId),
    groupPeriods: groupBy(groupPeriods, (row) => row.usersId),
    absences: groupBy(absenceRows, (row) => row.usersId),
    carries: new Map(carries.map((row) => [row.usersId, row.hours])),
    quotas: new Map(quotas.map((row) => [row.usersId, row.count])),
    holidayCarries: new Map(holidayCarries.map((row) => [row.usersId, row.count])),
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
        ...(times.get(person.id)?.intervals ?? []),
        ...(byUser.clocks.get(person.id) ?? []).map((row) => ({
          date: row.date,
          since: row.timeSince.getTime(),
          until: null,
        })),
      ],
      workedSums: times.get(person.id)?.workedSums,
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
      overtimeCarry: byUser.carries.get(person.id) ?? 0,
      holidaysQuota: byUser.quotas.get(person.id) ?? 0,
      holidaysCarry: byUser.holidayCarries.get(person.id) ?? 0,
    };
    return workTimeAccount(input);
  });
}
