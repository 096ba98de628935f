import { queryOptions } from '@tanstack/react-query';
import {
  type UserSurchargeModel,
  userSurchargeModelAddSchema,
  userSurchargeModelEditSchema,
  userSurchargeModelListSchema,
  userSurchargeModelSingleSchema,
} from '../../contract/surcharge-model-periods.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('user-surcharge-models');
const path = '/api/v2/usersSurchargeModels';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: userSurchargeModelSingleSchema,
  recordOf: (data): UserSurchargeModel => data.data,
  addSchema: userSurchargeModelAddSchema,
  editSchema: userSurchargeModelEditSchema,
});

/** Which surcharge model applies to a user from when to when. */
export const userSurchargeModelQueries = {
  ...keys,
  /** One user's periods, or every user's the caller may read when `usersId` is left out. */
  list: (usersId?: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { usersId }] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get(path, userSurchargeModelListSchema, {
            signal,
            params: { 'filter[users_id]': usersId },
          })
        ).data.data,
    }),
  /** Every period of one model, whoever it is assigned to. */
  ofModel: (modelId: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { modelId }] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get(path, userSurchargeModelListSchema, {
            signal,
            params: { 'filter[surcharge_models_id]': modelId },
          })
        ).data.data,
    }),
  detail: endpoints.detail,
};

export const useCreateUserSurchargeModel = endpoints.useCreate;
export const useUpdateUserSurchargeModel = endpoints.useUpdate;
export const useDeleteUserSurchargeModel = endpoints.useDelete;
