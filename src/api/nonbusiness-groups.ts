import { queryOptions } from '@tanstack/react-query';
import {
  nonbusinessDayListSchema,
  nonbusinessGroupListSchema,
  type UserNonbusinessGroup,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
  userNonbusinessGroupListSchema,
  userNonbusinessGroupSingleSchema,
} from '../../contract/nonbusiness-groups.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const groupKeys = resourceKeys('nonbusiness-groups');
const groupsPath = '/api/nonbusinessgroups';

export const nonbusinessGroupQueries = {
  ...groupKeys,
  list: () =>
    queryOptions({
      queryKey: groupKeys.lists(),
      queryFn: async ({ signal }) =>
        (await api.get(groupsPath, nonbusinessGroupListSchema, { signal })).data.nonbusinessgroups,
      staleTime: 5 * 60_000,
    }),
  /** One group's nonbusiness days from `since` to `until` (both included, at most 366 days). */
  days: (groupId: number, since: string, until: string) =>
    queryOptions({
      queryKey: [...groupKeys.detail(groupId), 'days', { since, until }] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get(`${groupsPath}/${groupId}/days`, nonbusinessDayListSchema, {
            signal,
            params: { date_since: since, date_until: until },
          })
        ).data.nonbusinessdays,
      staleTime: 5 * 60_000,
    }),
};

const periodKeys = resourceKeys('user-nonbusiness-groups');
const periodsPath = '/api/v2/usersNonbusinessGroups';
const periods = recordEndpoints({
  keys: periodKeys,
  path: periodsPath,
  schema: userNonbusinessGroupSingleSchema,
  recordOf: (data): UserNonbusinessGroup => data.data,
  addSchema: userNonbusinessGroupAddSchema,
  editSchema: userNonbusinessGroupEditSchema,
});

/** Which nonbusiness group applies to a user from when to when. */
export const userNonbusinessGroupQueries = {
  ...periodKeys,
  /** One user's periods, or every user's the caller may read when `usersId` is left out. */
  list: (usersId?: number) =>
    queryOptions({
      queryKey: [...periodKeys.lists(), { usersId }] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get(periodsPath, userNonbusinessGroupListSchema, {
            signal,
            params: { 'filter[users_id]': usersId },
          })
        ).data.data,
    }),
  detail: periods.detail,
};

export const useCreateUserNonbusinessGroup = periods.useCreate;
export const useUpdateUserNonbusinessGroup = periods.useUpdate;
export const useDeleteUserNonbusinessGroup = periods.useDelete;
