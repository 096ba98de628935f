import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import { toUtcTimestamp } from '../../contract/dates.ts';
import {
  type Entry,
  entryAddSchema,
  entryEditSchema,
  type entryListQuery,
  entryListSchema,
  entrySingleSchema,
} from '../../contract/entries.ts';
import {
  type EntryRecordGroup,
  type EntrySummaryGroup,
  entrySummaryAnswerSchema,
} from '../../contract/entry-summary.ts';
import { api, newIdempotencyKey } from '../lib/http.ts';
import { projectQueries } from './projects.ts';
import { eachInTurn, type PageFilters, recordEndpoints, resourceKeys, useWrite } from './resource.ts';

/**
 * What an entry list (or anything summing the same entries) asks for, in the interface's names:
 * the period (`time_since` up to `time_until`, at most 366 days) and the filters, without paging.
 */
export type EntryFilters = Omit<z.output<typeof entryListQuery>, 'page' | 'items_per_page' | 'enhanced_list'>;
/** The list's period and filters without paging, plus `group` and, below a record group, `subgroup`. */
export type EntrySummaryFilters = EntryFilters & { group?: EntrySummaryGroup; subgroup?: EntryRecordGroup };

/** How many of the hard-budget projects a summary leaves out are named: enough to recognise them. */
export const NAMED_HARD_BUDGET_PROJECTS = 5;

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

/** One page of the enhanced list, for the list query and for exports that walk every page. */
export async function fetchEntries(filters: EntryFilters & PageFilters, signal?: AbortSignal) {
  return (await api.get(path, entryListSchema, { signal, params: { ...filters, enhanced_list: 1 } })).data;
}

export const entryQueries = {
  ...keys,
  /** One page of the enhanced list: names of co-worker, customer, project and service, and revenue. */
  list: (filters: EntryFilters & PageFilters) =>
    queryOptions({
      queryKey: [...keys.lists(), filters] as const,
      queryFn: ({ signal }) => fetchEntries(filters, signal),
    }),
  detail: endpoints.detail,
  /**
   * (ext) The sums of the whole filtered period, not only a page; under `entries`, so every entry write
   * refreshes it. Of the hard-budget projects it leaves out, only as many are named as a note shows.
   */
  summary: (filters: EntrySummaryFilters) =>
    queryOptions({
      queryKey: [...keys.all(), 'summary', filters] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get('/api/entries/summary', entrySummaryAnswerSchema, {
            signal,
            params: { ...filters, hard_budget_projects: NAMED_HARD_BUDGET_PROJECTS },
          })
        ).data.summary,
    }),
};

export const useCreateEntry = endpoints.useCreate;
export const useUpdateEntry = endpoints.useUpdate;
export const useDeleteEntry = endpoints.useDelete;

/**
 * The same edit (e.g. `billable`) for several entries, or their deletion: one request each with the
 * version just read (If-Match), one after the other, so a refusal for one (an edit lock, someone
 * else's change) leaves the others done.
 */
export function useEachEntry() {
  const queryClient = useQueryClient();
  return useWrite({
    write: ({ ids, edit }: { ids: readonly number[]; edit: z.output<typeof entryEditSchema> | 'delete' }) =>
      eachInTurn(ids, async (id) => {
        const { etag } = await queryClient.fetchQuery({ ...endpoints.detail(id), staleTime: 0 });
        if (edit === 'delete') {
          await api.send('DELETE', `${path}/${id}`, { schema: successSchema, etag });
          queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
        } else {
          await api.send('PUT', `${path}/${id}`, { body: edit, schema: entrySingleSchema, etag });
        }
      }),
    touches: () => [keys.all(), projectQueries.all()],
  });
}

/**
 * Starts a running time entry now: the interface has no start or stop of its own, so a timer is an
 * entry without an end (`time_until: null`), stopped by setting the end.
 */
export async function startRunningEntry(body: z.output<typeof entryAddSchema>) {
  return (
    await api.send('POST', path, { body, schema: entrySingleSchema, idempotencyKey: newIdempotencyKey() })
  ).data.entry;
}

/**
 * Stops a running entry now or at `at` (a tap kept while offline), with the version just read; at
 * least a second long, as the service wants an end after the start. Answers the end.
 */
export async function stopRunningEntry(id: number, at?: number) {
  const { data, etag } = await api.get(`${path}/${id}`, entrySingleSchema);
  const end = Math.max(at ?? Date.now(), Date.parse(data.entry.time_since) + 1000);
  const body = { time_until: toUtcTimestamp(end) };
  await api.send('PUT', `${path}/${id}`, { body, schema: entrySingleSchema, etag });
  return end;
}

/** The Stop of a running entry on the entries page. */
export function useStopEntry() {
  return useWrite({
    write: (id: number) => stopRunningEntry(id),
    touches: () => [keys.all(), projectQueries.all()],
  });
}
