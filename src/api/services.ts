import {
  type Service,
  serviceAddSchema,
  serviceEditSchema,
  serviceListSchema,
  serviceSingleSchema,
} from '../../contract/services.ts';
import { recordEndpoints, resourceKeys, wholeListQuery } from './resource.ts';

const keys = resourceKeys('services');
const path = '/api/services';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: serviceSingleSchema,
  recordOf: (data): Service => data.service,
  addSchema: serviceAddSchema,
  editSchema: serviceEditSchema,
});

export const serviceQueries = {
  ...keys,
  /** Every service at once: the interface does not page them. */
  list: wholeListQuery({
    keys,
    path,
    schema: serviceListSchema,
    itemsOf: (data) => data.services,
    staleTime: 5 * 60_000,
  }),
  detail: endpoints.detail,
};

export const useCreateService = endpoints.useCreate;
export const useUpdateService = endpoints.useUpdate;
export const useDeleteService = endpoints.useDelete;
