import {
  type LumpSumService,
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
  lumpSumServiceListSchema,
  lumpSumServiceSingleSchema,
} from '../../contract/lumpsum-services.ts';
import { recordEndpoints, resourceKeys, wholeListQuery } from './resource.ts';

const keys = resourceKeys('lumpsum-services');
const path = '/api/v2/lumpsumservices';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: lumpSumServiceSingleSchema,
  recordOf: (data): LumpSumService => data.lumpSumService,
  addSchema: lumpSumServiceAddSchema,
  editSchema: lumpSumServiceEditSchema,
});

export const lumpSumServiceQueries = {
  ...keys,
  /** Every lump sum service at once: the interface does not page them. */
  list: wholeListQuery({
    keys,
    path,
    schema: lumpSumServiceListSchema,
    itemsOf: (data) => data.lumpSumServices,
    staleTime: 5 * 60_000,
  }),
  detail: endpoints.detail,
};

export const useCreateLumpSumService = endpoints.useCreate;
export const useUpdateLumpSumService = endpoints.useUpdate;
export const useDeleteLumpSumService = endpoints.useDelete;
