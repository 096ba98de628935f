import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type AccountRecords, accountDaysRange } from '../../contract/work-time-records.ts';
import { isApiError } from '../lib/http.ts';
import { absenceQueries } from './absences.ts';
import { holidaysCarryQueries } from './holidays-carry.ts';
import { holidaysQuotaQueries } from './holidays-quota.ts';
import { nonbusinessGroupQueries, userNonbusinessGroupQueries } from './nonbusiness-groups.ts';
import { overtimeCarryQueries } from './overtime-carry.ts';
import { resourceKeys } from './resource.ts';
import { userSurchargeModelQueries } from './surcharge-model-periods.ts';
import { surchargeQueries } from './surcharges.ts';
import { targetHoursQueries } from './target-hours.ts';
import { userQueries } from './users.ts';
import { fetchWorkTimeDays } from './work-times.ts';

/** Extensions of ours the account counts when the service has them; without, their part is left out. */
export type LeftOut = 'surcharges' | 'overtimeCarry';

export type LoadedAccountRecords = { records: AccountRecords; leftOut: LeftOut[] };

/** An extension's records, or null when the service answers that it has no such route (404). */
async function unlessMissing<Row>(read: Promise<Row[]>): Promise<Row[] | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * Each group's nonbusiness days around the year, in two halves: one request may span at most 366
 * days, and the account reads two days beyond each end of the year.
 */
function groupDays(client: QueryClient, groupIds: readonly number[], year: number) {
  const { since, until } = accountDaysRange(year);
  return Promise.all(
    groupIds.map(async (groupId) => {
      const halves = await Promise.all([
        client.fetchQuery(nonbusinessGroupQueries.days(groupId, since, `${year}-06-30`)),
        client.fetchQuery(nonbusinessGroupQueries.days(groupId, `${year}-07-01`, until)),
      ]);
      return { groupId, days: halves.flat() };
    }),
  );
}

async function loadRecords(
  client: QueryClient,
  usersId: number,
  year: number,
  signal: AbortSignal,
): Promise<LoadedAccountRecords> {
  // Read afresh, like the service's report: each list's own query, so its cache serves other pages too.
  const fresh = <Data, Key extends QueryKey>(options: FetchQueryOptions<Data, Error, Data, Key>) =>
    client.fetchQuery({ ...options, staleTime: 0 });
  const [user, groupPeriods] = await Promise.all([
    fresh(userQueries.detail(usersId)),
    fresh(userNonbusinessGroupQueries.list(usersId)),
  ]);
  const groupIds = new Set(groupPeriods.map((period) => period.nonbusiness_groups_id));
  if (user.record.nonbusinessgroups_id) groupIds.add(user.record.nonbusinessgroups_id);
  const [workTimeDays, targetRows, absences, days, models, quotas, carries, periods, overtime] =
    await Promise.all([
      fetchWorkTimeDays(usersId, { since: `${year}-01-01`, until: `${year}-12-31` }, signal),
      fresh(targetHoursQueries.list(usersId)),
      fresh(absenceQueries.year(year, usersId)),
      groupDays(client, [...groupIds], year),
      fresh(surchargeQueries.list()),
      fresh(holidaysQuotaQueries.list(usersId)),
      fresh(holidaysCarryQueries.list(year, usersId)),
      unlessMissing(fresh(userSurchargeModelQueries.list(usersId))),
      unlessMissing(fresh(overtimeCarryQueries.list(year, usersId))),
    ]);
  const leftOut: LeftOut[] = [];
  if (periods === null) leftOut.push('surcharges');
  if (overtime === null) leftOut.push('overtimeCarry');
  return {
    records: {
      user: user.record,
      workTimeDays,
      targetRows,
      absences,
      groupPeriods,
      nonbusinessDays: days,
      surchargePeriods: periods ?? [],
      surchargeModels: models,
      holidaysQuota: quotas,
      holidaysCarry: carries,
      overtimeCarry: overtime ?? [],
    },
    leftOut,
  };
}

/**
 * The records of one person's year that the work-time account adds up, read from the interface's own
 * resources, for a service without `/api/userreports` (docs/architecture.md#the-work-time-account).
 * Loaded anew for every view, as the report would be; the two reports of one view share the load under way.
 */
export const accountRecordsQuery = (usersId: number, year: number) =>
  queryOptions({
    queryKey: [...resourceKeys('user-reports').all(), 'records', { usersId, year }] as const,
    queryFn: ({ client, signal }) => loadRecords(client, usersId, year, signal),
    staleTime: 0,
  });
