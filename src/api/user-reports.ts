import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type ReportType,
  type UserReport,
  userReportListSchema,
  userReportSingleSchema,
} from '../../contract/user-reports.ts';
import { workTimeAccount } from '../../contract/work-time-account.ts';
import { accountInputOf } from '../../contract/work-time-records.ts';
import { api, isApiError } from '../lib/http.ts';
import { accountRecordsQuery, type LeftOut } from './account-records.ts';
import { resourceKeys } from './resource.ts';
import { targetHoursQueries } from './target-hours.ts';

const keys = resourceKeys('user-reports');
const path = '/api/userreports';

/** The last day of a year: a report counted up to it includes every day, so later days read as planned. */
const yearEnd = (year: number) => `${year}-12-31`;

// A report adds up target hours, absences, work times, surcharge models, nonbusiness days and
// carryovers: rather than every write of those naming it, it is fetched afresh whenever it is shown.
const ALWAYS_STALE = 0;

/**
 * One person's report, and whether the browser computed it: `computed` lists what that left out,
 * null when the service answered the report itself.
 */
export type PersonReport = { report: UserReport; computed: { leftOut: LeftOut[] } | null };

export const userReportQueries = {
  ...keys,
  /** Year figures of everyone the caller may see (workers: themselves), ordered by name. */
  list: (params: { year: number; usersId?: number; until?: string }) =>
    queryOptions({
      queryKey: [...keys.lists(), params] as const,
      queryFn: async ({ signal }): Promise<UserReport[]> =>
        (
          await api.get(path, userReportListSchema, {
            signal,
            params: { year: params.year, users_id: params.usersId, until: params.until },
          })
        ).data.userreports,
      staleTime: ALWAYS_STALE,
    }),
  /**
   * One user's report in the detail `type` asks for (1 months, 2 weeks, 3 days, 4 days with their
   * intervals); without `until` it counts up to today in the user's zone.
   */
  detail: (params: { usersId: number; year: number; type: ReportType; until?: string }) =>
    queryOptions({
      queryKey: [...keys.details(), params] as const,
      queryFn: async ({ signal, client }): Promise<PersonReport> => {
        try {
          const { data } = await api.get(`${path}/${params.usersId}`, userReportSingleSchema, {
            signal,
            params: { year: params.year, type: params.type, until: params.until },
          });
          return { report: data.userreport, computed: null };
        } catch (error) {
          if (!isApiError(error, 404)) throw error;
        }
        // A 404 for a user the service does have means it has no work-time account (another
        // implementation behind API_UPSTREAM): the same arithmetic runs here on the user's records.
        // For an unknown user, reading the user answers the 404 itself.
        const { records, leftOut } = await client.fetchQuery(
          accountRecordsQuery(params.usersId, params.year),
        );
        const { year, until, type } = params;
        const input = accountInputOf(records, { year, until, type, now: Date.now() });
        return { report: workTimeAccount(input), computed: { leftOut } };
      },
      staleTime: ALWAYS_STALE,
    }),
};

/**
 * What a person's account page reads for a year: the report counted up to today (balance, months), the
 * report counted to the year's end with every day's details (later days show as planned) and the
 * target-hours rows the account is counted against.
 */
export function personAccountQueries(usersId: number, year: number) {
  return {
    counted: userReportQueries.detail({ usersId, year, type: 1 }),
    plan: userReportQueries.detail({ usersId, year, type: 4, until: yearEnd(year) }),
    rows: targetHoursQueries.list(usersId),
  };
}

export function prefetchPersonAccount(queryClient: QueryClient, usersId: number, year: number): void {
  const reads = personAccountQueries(usersId, year);
  void queryClient.prefetchQuery(reads.counted);
  void queryClient.prefetchQuery(reads.plan);
  void queryClient.prefetchQuery(reads.rows);
}
