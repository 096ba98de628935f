import { queryOptions } from '@tanstack/react-query';
import {
  type Service,
  serviceAddSchema,
  serviceEditSchema,
  serviceListSchema,
  serviceSingleSchema,
} from '../../contract/services.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

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
  /** The whole catalogue: the interface does not page services. */
  list: () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async ({ signal }) => (await api.get(path, serviceListSchema, { signal })).data.services,
      staleTime: 5 * 60_000,
    }),
  detail: endpoints.detail,
};

export const useCreateService = endpoints.useCreate;
export const useUpdateService = endpoints.useUpdate;
export const useDeleteService = endpoints.useDelete;
