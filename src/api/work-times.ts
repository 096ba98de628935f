import { queryOptions } from '@tanstack/react-query';
import { type WorkTimeDay, workTimeListSchema } from '../../contract/change-requests.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import { ApiError, api } from '../lib/http.ts';
import { resourceKeys } from './resource.ts';

const keys = resourceKeys('work-times');

/**
 * One user's work times on one day; `null` when the caller may not read them (a worker who
 * approves for others reads only their own work times: docs/interface.md#roles-and-rights).
 */
export type WorkDay = { day: WorkTimeDay } | null;

export const workTimeQueries = {
  ...keys,
  day: (usersId: number, date: string) =>
    queryOptions({
      queryKey: [...keys.lists(), usersId, date] as const,
      queryFn: async ({ signal }): Promise<WorkDay> => {
        try {
          const { data } = await api.get('/api/v2/workTimes', workTimeListSchema, {
            signal,
            params: { users_id: usersId, date_since: date, date_until: date },
          });
          const day = data.work_time_days.find((entry) => entry.date === date && entry.users_id === usersId);
          return { day: day ?? { date, users_id: usersId, offset: 0, intervals: [] } };
        } catch (error) {
          if (error instanceof ApiError && error.status === 403) return null;
          throw error;
        }
      },
    }),
};

/** Every work-time day of one user from `since` to `until`, all pages (docs/interface.md#paging). */
export function fetchWorkTimeDays(
  usersId: number,
  range: { since: string; until: string },
  signal: AbortSignal,
): Promise<WorkTimeDay[]> {
  return fetchAllPages(async (page, itemsPerPage, pageSignal) => {
    const { data } = await api.get('/api/v2/workTimes', workTimeListSchema, {
      signal: pageSignal,
      params: {
        users_id: usersId,
        date_since: range.since,
        date_until: range.until,
        page,
        items_per_page: itemsPerPage,
      },
    });
    return { records: data.work_time_days, paging: data.paging };
  }, signal);
}
