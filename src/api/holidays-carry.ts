import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import {
  type HolidaysCarryRow,
  type holidaysCarryAddSchema,
  type holidaysCarryEditSchema,
  holidaysCarryListSchema,
  holidaysCarrySingleSchema,
} from '../../contract/holidays.ts';
import { api } from '../lib/http.ts';
import { resourceKeys, useWrite, type Versioned } from './resource.ts';

const keys = resourceKeys('holidays-carry');
const path = '/api/holidayscarry';

/** A carryover is addressed by its user and year, not by an id. */
export type CarryKey = { users_id: number; year: number };
const rowPath = ({ users_id, year }: CarryKey) => `${path}/${users_id}/${year}`;

export const holidaysCarryQueries = {
  ...keys,
  /** The rows of `year` the caller may read: everyone's for owners and managers, their own for workers. */
  list: (year: number, usersId?: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { year, usersId }] as const,
      queryFn: async ({ signal }) =>
        (await api.get(path, holidaysCarryListSchema, { signal, params: { year, users_id: usersId } })).data
          .holidayscarry,
    }),
  detail: (key: CarryKey) =>
    queryOptions({
      queryKey: [...keys.details(), key] as const,
      queryFn: async ({ signal }): Promise<Versioned<HolidaysCarryRow>> => {
        const { data, etag } = await api.get(rowPath(key), holidaysCarrySingleSchema, { signal });
        return { record: data.holidayscarryRow, etag };
      },
    }),
};

export function useCreateHolidaysCarry() {
  return useWrite({
    write: async ({
      body,
      idempotencyKey,
    }: {
      body: z.output<typeof holidaysCarryAddSchema>;
      idempotencyKey: string;
    }) => {
      const { data, etag } = await api.send('POST', path, {
        body,
        schema: holidaysCarrySingleSchema,
        idempotencyKey,
      });
      return { record: data.holidayscarryRow, etag } satisfies Versioned<HolidaysCarryRow>;
    },
    touches: () => [keys.all()],
  });
}

export function useUpdateHolidaysCarry() {
  return useWrite({
    write: async ({
      key,
      body,
      etag,
    }: {
      key: CarryKey;
      body: z.output<typeof holidaysCarryEditSchema>;
      etag: string | null;
    }) => {
      const result = await api.send('PUT', rowPath(key), { body, schema: holidaysCarrySingleSchema, etag });
      return {
        record: result.data.holidayscarryRow,
        etag: result.etag,
      } satisfies Versioned<HolidaysCarryRow>;
    },
    touches: () => [keys.all()],
  });
}

export function useDeleteHolidaysCarry() {
  return useWrite({
    write: async ({ key, etag }: { key: CarryKey; etag: string | null }) => {
      await api.send('DELETE', rowPath(key), { schema: successSchema, etag });
      return key;
    },
    touches: () => [keys.all()],
    removes: ({ key }) => holidaysCarryQueries.detail(key).queryKey,
  });
}
