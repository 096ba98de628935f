import { queryOptions } from '@tanstack/react-query';
import {
  type TargetHoursRow,
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListSchema,
  targetHoursSingleSchema,
} from '../../contract/target-hours.ts';
import { api } from '../lib/http.ts';
import { absenceQueries } from './absences.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('target-hours');
const path = '/api/targethours';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: targetHoursSingleSchema,
  recordOf: (data): TargetHoursRow => data.targethours,
  addSchema: targetHoursAddSchema,
  editSchema: targetHoursEditSchema,
  // Absences count their days from the target hours in force.
  touches: [absenceQueries.all()],
});

export const targetHoursQueries = {
  ...keys,
  /** Everyone's rows for owners and managers, the caller's own for workers. */
  list: (usersId?: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { usersId }] as const,
      queryFn: async ({ signal }) =>
        (await api.get(path, targetHoursListSchema, { signal, params: { users_id: usersId } })).data
          .targethours,
      staleTime: 5 * 60_000,
    }),
  detail: endpoints.detail,
};

export const useCreateTargetHours = endpoints.useCreate;
export const useUpdateTargetHours = endpoints.useUpdate;
export const useDeleteTargetHours = endpoints.useDelete;
