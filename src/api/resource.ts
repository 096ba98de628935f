import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import { api } from '../lib/http.ts';

/**
 * Query keys of one resource: `[name]` holds everything cached about it, lists under
 * `[name, 'list', …]` and single records under `[name, 'detail', id]`.
 */
export function resourceKeys<Name extends string>(name: Name) {
  return {
    all: () => [name] as const,
    lists: () => [name, 'list'] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

/**
 * A write with the app's one invalidation rule: once it settles, successful or not, every query of
 * the resources it `touches` is marked stale and the ones on screen refetch, so a refusal because
 * someone else changed the data (409, 412, 422) shows the current state too. A record the write
 * removed is dropped from the cache instead of being asked for again. The returned promise settles
 * after the refetch, so `mutate(vars, { onSuccess })` at the call site sees fresh lists.
 */
export function useWrite<Variables, Result>({
  write,
  touches,
  removes,
}: {
  write: (variables: Variables) => Promise<Result>;
  touches: (variables: Variables) => readonly QueryKey[];
  removes?: (variables: Variables) => QueryKey;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: (_result, error, variables) => {
      if (!error && removes) queryClient.removeQueries({ queryKey: removes(variables), exact: true });
      return Promise.all(touches(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** A single record as an edit needs it: the record and the version (ETag) to send back with If-Match. */
export type Versioned<Record> = { record: Record; etag: string | null };

/**
 * The single-record reads and writes of a resource with the interface's usual shape: GET, PUT and
 * DELETE on `path/id`, POST on `path`, answers wrapped as `{ <envelope>: record }`. `touches` names
 * other resources whose cached data a write of this one changes.
 */
export function recordEndpoints<
  Record extends { id: number },
  Envelope extends z.ZodType,
  AddSchema extends z.ZodType,
  EditSchema extends z.ZodType,
>({
  keys,
  path,
  schema,
  recordOf,
  touches = [],
}: {
  keys: ResourceKeys;
  path: string;
  schema: Envelope;
  recordOf: (envelope: z.output<Envelope>) => Record;
  addSchema: AddSchema;
  editSchema: EditSchema;
  touches?: readonly QueryKey[];
}) {
  const touched = () => [keys.all(), ...touches];
  return {
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }): Promise<Versioned<Record>> => {
          const { data, etag } = await api.get(`${path}/${id}`, schema, { signal });
          return { record: recordOf(data), etag };
        },
      }),
    useCreate: () =>
      useWrite({
        write: async ({ body, idempotencyKey }: { body: z.output<AddSchema>; idempotencyKey: string }) => {
          const { data, etag } = await api.send('POST', path, { body, schema, idempotencyKey });
          return { record: recordOf(data), etag } satisfies Versioned<Record>;
        },
        touches: touched,
      }),
    useUpdate: () =>
      useWrite({
        write: async ({
          id,
          body,
          etag,
        }: {
          id: number;
          body: z.output<EditSchema>;
          etag: string | null;
        }) => {
          const result = await api.send('PUT', `${path}/${id}`, { body, schema, etag });
          return { record: recordOf(result.data), etag: result.etag } satisfies Versioned<Record>;
        },
        touches: touched,
      }),
    useDelete: () =>
      useWrite({
        write: async ({ id, etag }: { id: number; etag: string | null }) => {
          await api.send('DELETE', `${path}/${id}`, { schema: successSchema, etag });
          return id;
        },
        touches: touched,
        removes: ({ id }) => keys.detail(id),
      }),
  };
}

/**
 * A collection the interface answers whole (no paging), e.g. teams or services. `staleTime` suits
 * directories that many pages read and that rarely change.
 */
export function wholeListQuery<Schema extends z.ZodType, Item>({
  keys,
  path,
  schema,
  itemsOf,
  staleTime,
}: {
  keys: ResourceKeys;
  path: string;
  schema: Schema;
  itemsOf: (data: z.output<Schema>) => Item[];
  staleTime?: number;
}) {
  return () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async ({ signal }) => itemsOf((await api.get(path, schema, { signal })).data),
      staleTime,
    });
}

/** Paging parameters as the interface names them. */
export type PageFilters = { page: number; items_per_page: number };

/** How many matches a searching picker offers at once: typing more narrows them. */
export const PICKER_MATCHES = 50;

/** What became of one record in a bulk action: done, or the service's refusal. */
export type BulkResult = { id: number; error: unknown };

/**
 * Runs `action` for each id, one after the other, and reports each outcome: a refusal for one
 * record (a right, a rule, someone else's change) leaves the others done.
 */
export async function eachInTurn(
  ids: readonly number[],
  action: (id: number) => Promise<unknown>,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await action(id);
      results.push({ id, error: null });
    } catch (error) {
      results.push({ id, error });
    }
  }
  return results;
}
