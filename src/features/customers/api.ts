import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../../contract/common.ts';
import {
  type Customer,
  type customerAddSchema,
  type customerEditSchema,
  customerListSchema,
  customerSingleSchema,
  type customerSortKeys,
} from '../../../contract/customers.ts';
import { api } from '../../lib/http.ts';

export type CustomerSort = (typeof customerSortKeys)[number] | `-${(typeof customerSortKeys)[number]}`;

export type CustomerFilters = {
  page: number;
  items_per_page: number;
  sort?: CustomerSort;
  /** undefined = active and inactive. */
  active?: boolean;
  search?: string;
};

export type CustomerDetail = { customer: Customer; etag: string | null };

export const customerQueries = {
  all: () => ['customers'] as const,
  lists: () => [...customerQueries.all(), 'list'] as const,
  list: (filters: CustomerFilters) =>
    queryOptions({
      queryKey: [...customerQueries.lists(), filters] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get('/api/v2/customers', customerListSchema, {
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
      },
    }),
  details: () => [...customerQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...customerQueries.details(), id] as const,
      queryFn: async ({ signal }): Promise<CustomerDetail> => {
        const { data, etag } = await api.get(`/api/v2/customers/${id}`, customerSingleSchema, { signal });
        return { customer: data.customer, etag };
      },
    }),
};

/** Every customer at once (the service allows 1000 a page), for pickers and for showing names. */
export const allCustomersFilters: CustomerFilters = { page: 1, items_per_page: 1000, sort: 'name' };

export type CustomerAddBody = z.output<typeof customerAddSchema>;
export type CustomerEditBody = z.output<typeof customerEditSchema>;

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: CustomerAddBody; idempotencyKey: string }) => {
      const { data } = await api.send('POST', '/api/v2/customers', {
        body,
        schema: customerSingleSchema,
        idempotencyKey,
      });
      return data.customer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueries.all() }),
  });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, etag }: { id: number; body: CustomerEditBody; etag: string | null }) => {
      const result = await api.send('PUT', `/api/v2/customers/${id}`, {
        body,
        schema: customerSingleSchema,
        etag,
      });
      return { customer: result.data.customer, etag: result.etag } satisfies CustomerDetail;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(customerQueries.detail(detail.customer.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: customerQueries.lists() });
    },
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag }: { id: number; etag: string | null }) => {
      await api.send('DELETE', `/api/v2/customers/${id}`, { schema: successSchema, etag });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: customerQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: customerQueries.lists() });
    },
  });
}
