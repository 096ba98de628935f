import { queryOptions } from '@tanstack/react-query';
import {
  type Rate,
  rateAddSchema,
  rateEditSchema,
  rateListSchema,
  rateSingleSchema,
} from '../../contract/rates.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('rates');
const path = '/api/v2/rates';
// Rates change no stored entry (each keeps the rate it was booked with), so they touch nothing else.
const endpoints = recordEndpoints({
  keys,
  path,
  schema: rateSingleSchema,
  recordOf: (data): Rate => data.rate,
  addSchema: rateAddSchema,
  editSchema: rateEditSchema,
});

export const rateQueries = {
  ...keys,
  /** Every rate: the page groups them by what they apply to, so it needs them all, read page by page. */
  list: () =>
    queryOptions({
      queryKey: [...keys.lists()] as const,
      queryFn: ({ signal }) =>
        fetchAllPages(async (page, itemsPerPage, pageSignal) => {
          const { data } = await api.get(path, rateListSchema, {
            signal: pageSignal,
            params: { page, items_per_page: itemsPerPage },
          });
          return { records: data.rates, paging: data.paging };
        }, signal),
    }),
  detail: endpoints.detail,
};

export const useCreateRate = endpoints.useCreate;
export const useUpdateRate = endpoints.useUpdate;
export const useDeleteRate = endpoints.useDelete;
