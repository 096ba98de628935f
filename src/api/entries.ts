import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Entry,
  entryAddSchema,
  entryEditSchema,
  type entryListQuery,
  entryListSchema,
  entrySingleSchema,
} from '../../contract/entries.ts';
import { entrySummaryAnswerSchema, type entrySummaryQuery } from '../../contract/entry-summary.ts';
import { api } from '../lib/http.ts';
import { projectQueries } from './projects.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

/** The list's query as the interface names it: a period of at most a year, paging and filters. */
export type EntryFilters = z.input<typeof entryListQuery>;
/** The list's period and filters without paging, plus `group` (day, week, customer or project). */
export type EntrySummaryFilters = z.input<typeof entrySummaryQuery>;

const keys = resourceKeys('entries');
const path = '/api/v2/entries';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: entrySingleSchema,
  recordOf: (data): Entry => data.entry,
  addSchema: entryAddSchema,
  editSchema: entryEditSchema,
  // Budget usage on the projects grid is summed from entries.
  touches: [projectQueries.all()],
});

export const entryQueries = {
  ...keys,
  list: (filters: EntryFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: async ({ signal }) => (await api.get(path, entryListSchema, { signal, params: filters })).data,
    }),
  detail: endpoints.detail,
  /** (ext) The sums of the whole filtered period, not only a page; under `entries`, so every entry write refreshes it. */
  summary: (filters: EntrySummaryFilters) =>
    queryOptions({
      queryKey: [...keys.all(), 'summary', filters] as const,
      queryFn: async ({ signal }) =>
        (await api.get('/api/entries/summary', entrySummaryAnswerSchema, { signal, params: filters })).data
          .summary,
    }),
};

export const useCreateEntry = endpoints.useCreate;
export const useUpdateEntry = endpoints.useUpdate;
export const useDeleteEntry = endpoints.useDelete;
