import {
  type SurchargeModel,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
  surchargeModelListSchema,
  surchargeModelSingleSchema,
} from '../../contract/surcharges.ts';
import { recordEndpoints, resourceKeys, wholeListQuery } from './resource.ts';

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
  list: wholeListQuery({
    keys,
    path,
    schema: surchargeModelListSchema,
    itemsOf: (data) => data.surcharges,
  }),
  detail: endpoints.detail,
};

export const useCreateSurchargeModel = endpoints.useCreate;
export const useUpdateSurchargeModel = endpoints.useUpdate;
export const useDeleteSurchargeModel = endpoints.useDelete;
