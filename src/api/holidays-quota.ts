import { queryOptions } from '@tanstack/react-query';
import {
  type HolidaysQuotaRow,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
  holidaysQuotaListSchema,
  holidaysQuotaSingleSchema,
} from '../../contract/holidays.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('holidays-quota');
const path = '/api/holidaysquota';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: holidaysQuotaSingleSchema,
  recordOf: (data): HolidaysQuotaRow => data.holidaysquotaRow,
  addSchema: holidaysQuotaAddSchema,
  editSchema: holidaysQuotaEditSchema,
});

export const holidaysQuotaQueries = {
  ...keys,
  /** Quota rows: everyone's for owners and managers, the caller's own for workers. */
  list: (usersId?: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { usersId }] as const,
      queryFn: async ({ signal }) =>
        (await api.get(path, holidaysQuotaListSchema, { signal, params: { users_id: usersId } })).data
          .holidaysquota,
    }),
  detail: endpoints.detail,
};

export const useCreateHolidaysQuota = endpoints.useCreate;
export const useUpdateHolidaysQuota = endpoints.useUpdate;
export const useDeleteHolidaysQuota = endpoints.useDelete;
