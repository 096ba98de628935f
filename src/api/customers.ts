import { queryOptions } from '@tanstack/react-query';
import { MAX_QUERY_IDS } from '../../contract/common.ts';
import {
  type Customer,
  customerAddSchema,
  customerEditSchema,
  customerListSchema,
  customerSingleSchema,
  type customerSortKeys,
} from '../../contract/customers.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import { api, isApiError } from '../lib/http.ts';
import { type PageFilters, PICKER_MATCHES, recordEndpoints, resourceKeys } from './resource.ts';

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
  // The projects grid shows each project's customer (read by projects.ts, which imports this module).
  touches: [resourceKeys('projects').all()],
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

/**
 * The names of these customers, as far as the caller may see them: asked by id, a hundred at a time
 * (our `filter[ids]`, docs/interface.md#paging). A service without it (API_UPSTREAM) refuses it by
 * name or ignores it (no `ids` in its echo); then every customer is read, page by page, never cut.
 */
export async function fetchCustomerNames(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  const names = new Map<number, string>();
  for (let start = 0; start < wanted.length; start += MAX_QUERY_IDS) {
    const chunk = wanted.slice(start, start + MAX_QUERY_IDS);
    const answer = await api
      .get(path, customerListSchema, {
        signal,
        params: { 'filter[ids]': chunk.join(','), items_per_page: chunk.length },
      })
      .catch((error: unknown) => {
        if (isApiError(error, 400) && error.fields.includes('filter[ids]')) return null;
        throw error;
      });
    if (!answer || !Array.isArray(answer.data.filter?.ids)) return everyCustomerName(signal);
    for (const customer of answer.data.customers) names.set(customer.id, customer.name);
  }
  return names;
}

async function everyCustomerName(signal = new AbortController().signal): Promise<Map<number, string>> {
  const every = await fetchAllPages(async (page, items_per_page, pageSignal) => {
    const data = await fetchCustomers({ page, items_per_page, sort: 'id' }, pageSignal);
    return { records: data.customers, paging: data.paging };
  }, signal);
  return new Map(every.map((customer) => [customer.id, customer.name]));
}

/** Every customer, read page by page and never capped: for the hourly rates, which offer every one. */
export const everyCustomerQuery = () =>
  queryOptions({
    queryKey: [...keys.lists(), 'every'] as const,
    queryFn: ({ signal }) =>
      fetchAllPages(
        (page, itemsPerPage, pageSignal) =>
          fetchCustomers({ page, items_per_page: itemsPerPage, sort: 'name' }, pageSignal).then((data) => ({
            records: data.customers,
            paging: data.paging,
          })),
        signal,
      ),
  });

export const customerQueries = {
  ...keys,
  list: (filters: CustomerFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: ({ signal }) => fetchCustomers(filters, signal),
    }),
  /** The first customers by name whose name or number holds `text`, for a picker; all with `active` unset. */
  matches: (text: string, active?: boolean) =>
    queryOptions({
      queryKey: [...keys.lists(), 'matches', { text, active }] as const,
      queryFn: async ({ signal }) =>
        (
          await fetchCustomers(
            { page: 1, items_per_page: PICKER_MATCHES, sort: 'name', search: text, active },
            signal,
          )
        ).customers,
    }),
  detail: endpoints.detail,
};

export const useCreateCustomer = endpoints.useCreate;
export const useUpdateCustomer = endpoints.useUpdate;
export const useDeleteCustomer = endpoints.useDelete;

/** What a customer picker searches (`SearchSelect`): active customers for one that books, all for a filter. */
export const customerSearch = (active?: boolean) => ({
  matches: (text: string) => customerQueries.matches(text, active),
  chosen: customerQueries.detail,
});
