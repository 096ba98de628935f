import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  groupInForce,
  type NonbusinessDay,
  type UserNonbusinessGroup,
} from '../../../contract/nonbusiness-groups.ts';
import { type Caller, rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { nonbusinessGroupQueries, userNonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { useCaller } from '../../lib/auth.ts';
import { usePageSettled } from '../../lib/page-settled.ts';
import { useAbsenceText } from './absence-text.ts';

/** One co-worker's public holidays: the holiday's name by date. */
export type HolidayNames = ReadonlyMap<string, string>;

/**
 * Which group is in force for each user the caller may judge, on each date. A worker reads neither
 * another's validity periods nor their `nonbusinessgroups_id`, so those users are left out rather
 * than shown without holidays they may well have.
 */
function groupsByUser(
  caller: Caller,
  users: readonly User[],
  periods: readonly UserNonbusinessGroup[],
  dates: readonly string[],
): Map<number, Map<string, number>> {
  const byUser = new Map<number, Map<string, number>>();
  for (const user of users) {
    if (!rights.readsUserRecordsOf(caller, user.id) || !rights.seesAllUserFieldsOf(caller, user.id)) continue;
    const own = periods.filter((period) => period.users_id === user.id);
    const groups = new Map<string, number>();
    for (const date of dates) {
      const group = groupInForce(own, user.nonbusinessgroups_id, date);
      if (group !== null) groups.set(date, group);
    }
    byUser.set(user.id, groups);
  }
  return byUser;
}

/** Each user's holiday names from the groups in force and those groups' days. */
function holidayNamesByUser(
  groups: ReadonlyMap<number, ReadonlyMap<string, number>>,
  daysByGroup: ReadonlyMap<number, readonly NonbusinessDay[]>,
): Map<number, HolidayNames> {
  const names = new Map<number, HolidayNames>();
  for (const [usersId, groupByDate] of groups) {
    const holidays = new Map<string, string>();
    for (const [date, group] of groupByDate) {
      const day = daysByGroup.get(group)?.find((candidate) => candidate.date === date);
      if (day) holidays.set(date, day.name);
    }
    if (holidays.size > 0) names.set(usersId, holidays);
  }
  return names;
}

const dataOf = <T>(results: readonly { data: T | undefined }[]) => results.map((result) => result.data);

/**
 * The public holidays of `users` on `dates` (consecutive, at most 366), by user. Days are fetched
 * once per group in use, not per user. Holidays only shade: while they load, or where they cannot
 * be read, the calendar works without them.
 */
export function usePublicHolidays(
  users: readonly User[],
  dates: readonly string[],
): ReadonlyMap<number, HolidayNames> {
  const caller = useCaller();
  const periods = useQuery({ ...userNonbusinessGroupQueries.list(), retry: false });
  const groups = useMemo(
    () =>
      periods.data
        ? groupsByUser(caller, users, periods.data, dates)
        : new Map<number, Map<string, number>>(),
    [caller, users, periods.data, dates],
  );
  const since = dates[0] ?? '';
  const until = dates[dates.length - 1] ?? '';
  const groupIds = useMemo(
    () =>
      [...new Set([...groups.values()].flatMap((byDate) => [...byDate.values()]))].sort(
        (left, right) => left - right,
      ),
    [groups],
  );
  // Asked for once the page has its rows: they draw without the shading.
  const settled = usePageSettled();
  const days = useQueries({
    queries: groupIds.map((groupId) => ({
      ...nonbusinessGroupQueries.days(groupId, since, until),
      retry: false,
      enabled: settled,
    })),
    combine: dataOf,
  });
  return useMemo(() => {
    const daysByGroup = new Map<number, readonly NonbusinessDay[]>();
    groupIds.forEach((groupId, index) => {
      const loaded = days[index];
      if (loaded) daysByGroup.set(groupId, loaded);
    });
    return holidayNamesByUser(groups, daysByGroup);
  }, [groups, groupIds, days]);
}

/**
 * Names a calendar day's pick button: the date, and the public holiday when it is one. Every
 * selectable row names the same days, so each label is translated and formatted once.
 */
export function usePickDayLabel(): (date: string, holiday: string | undefined) => string {
  const { t } = useTranslation();
  const text = useAbsenceText();
  return useMemo(() => {
    const labels = new Map<string, string>();
    return (date: string, holiday: string | undefined) => {
      const key = `${date} ${holiday ?? ''}`;
      let label = labels.get(key);
      if (label === undefined) {
        const day = text.range(date, date, true);
        label =
          holiday === undefined
            ? t('absences.calendar.pickDay', { date: day })
            : t('publicHolidays.pickDay', { date: day, holiday });
        labels.set(key, label);
      }
      return label;
    };
  }, [t, text]);
}
