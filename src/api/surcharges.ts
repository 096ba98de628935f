import { queryOptions } from '@tanstack/react-query';
import {
  type SurchargeModel,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
  surchargeModelListSchema,
  surchargeModelSingleSchema,
} from '../../contract/surcharges.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('surcharges');
const path = '/api/v2/surcharges';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: surchargeModelSingleSchema,
  recordOf: (data): SurchargeModel => data.surcharge,
  addSchema: surchargeModelAddSchema,
  editSchema: surchargeModelEditSchema,
});

export const surchargeQueries = {
  ...keys,
  // A company has a handful of models and the interface does not page them.
  list: () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async ({ signal }) =>
        (await api.get(path, surchargeModelListSchema, { signal })).data.surcharges,
    }),
  detail: endpoints.detail,
};

export const useCreateSurchargeModel = endpoints.useCreate;
export const useUpdateSurchargeModel = endpoints.useUpdate;
export const useDeleteSurchargeModel = endpoints.useDelete;
