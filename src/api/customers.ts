import { queryOptions } from '@tanstack/react-query';
import {
  type Customer,
  customerAddSchema,
  customerEditSchema,
  customerListSchema,
  customerSingleSchema,
  type customerSortKeys,
} from '../../contract/customers.ts';
import { api } from '../lib/http.ts';
import { projectQueries } from './projects.ts';
import { type PageFilters, recordEndpoints, resourceKeys } from './resource.ts';

export type CustomerSort = (typeof customerSortKeys)[number] | `-${(typeof customerSortKeys)[number]}`;

export type CustomerFilters = PageFilters & {
  sort?: CustomerSort;
  /** undefined = active and inactive. */
  active?: boolean;
  search?: string;
};

const keys = resourceKeys('customers');
const path = '/api/v2/customers';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: customerSingleSchema,
  recordOf: (data): Customer => data.customer,
  addSchema: customerAddSchema,
  editSchema: customerEditSchema,
  // The projects grid shows each project's customer.
  touches: [projectQueries.all()],
});

/** One page of customers as the filters ask; the list and the export read through it. */
export async function fetchCustomers(filters: CustomerFilters, signal?: AbortSignal) {
  const { data } = await api.get(path, customerListSchema, {
    signal,
    params: {
      page: filters.page,
      items_per_page: filters.items_per_page,
      sort: filters.sort,
      'filter[active]': filters.active,
      'filter[search]': filters.search?.trim(),
    },
  });
  return data;
}

export const customerQueries = {
  ...keys,
  list: (filters: CustomerFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: ({ signal }) => fetchCustomers(filters, signal),
    }),
  detail: endpoints.detail,
};

/** Every customer at once (the service allows 1000 a page), for pickers and for showing names. */
export const allCustomersFilters: CustomerFilters = { page: 1, items_per_page: 1000, sort: 'name' };

export const useCreateCustomer = endpoints.useCreate;
export const useUpdateCustomer = endpoints.useUpdate;
export const useDeleteCustomer = endpoints.useDelete;
