import { queryOptions } from '@tanstack/react-query';
import {
  type Rate,
  type RerateBody,
  rateAddSchema,
  rateEditSchema,
  rateListSchema,
  rateSingleSchema,
  rerateAnswerSchema,
} from '../../contract/rates.ts';
import { fetchAllPages } from '../lib/export-pages.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys, useWrite } from './resource.ts';

const keys = resourceKeys('rates');
const path = '/api/v2/rates';
// Rates change no stored entry (each keeps the rate it was booked with), so they touch nothing else;
// only a re-rate (`useRerate`) does.
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
  /** What re-rating the period's open entries would change; a POST that writes nothing. */
  rerate: (period: Omit<RerateBody, 'preview'>) =>
    queryOptions({
      queryKey: [...keys.all(), 'rerate', period] as const,
      queryFn: async ({ signal }) => {
        const body = { ...period, preview: true };
        const { data } = await api.send('POST', `${path}/rerate`, {
          body,
          schema: rerateAnswerSchema,
          signal,
        });
        return data.rerate;
      },
      staleTime: 0,
    }),
};

/** Re-rates the period's open entries: their rates and revenue change, and so do their projects' budget use. */
export const useRerate = () =>
  useWrite({
    write: async ({ body, idempotencyKey }: { body: RerateBody; idempotencyKey: string }) => {
      const sent = { ...body, preview: false };
      const { data } = await api.send('POST', `${path}/rerate`, {
        body: sent,
        schema: rerateAnswerSchema,
        idempotencyKey,
      });
      return data.rerate;
    },
    touches: () => [keys.all(), resourceKeys('entries').all(), resourceKeys('projects').all()],
  });

export const useCreateRate = endpoints.useCreate;
export const useUpdateRate = endpoints.useUpdate;
export const useDeleteRate = endpoints.useDelete;
