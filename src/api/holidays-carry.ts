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

export type CarryAdd = { body: z.output<typeof holidaysCarryAddSchema>; idempotencyKey: string };

async function createCarry({ body, idempotencyKey }: CarryAdd): Promise<Versioned<HolidaysCarryRow>> {
  const { data, etag } = await api.send('POST', path, {
    body,
    schema: holidaysCarrySingleSchema,
    idempotencyKey,
  });
  return { record: data.holidayscarryRow, etag };
}

export function useCreateHolidaysCarry() {
  return useWrite({ write: createCarry, touches: () => [keys.all()] });
}

/** How one add of a batch ended: the stored row, or the error the service (or the network) gave. */
export type CarryAddOutcome =
  | { add: CarryAdd; row: HolidaysCarryRow; error?: undefined }
  | { add: CarryAdd; row?: undefined; error: unknown };

/**
 * Several carryovers, one POST each, one after the other. A refused add does not stop the others;
 * each outcome is reported as it arrives (`onOutcome`, for progress) and all are returned. The
 * lists are refetched once at the end rather than after every add, so rows do not change under
 * the user while the batch runs.
 */
export function useCreateHolidaysCarries() {
  return useWrite({
    write: async ({
      adds,
      onOutcome,
    }: {
      adds: readonly CarryAdd[];
      onOutcome: (outcome: CarryAddOutcome) => void;
    }) => {
      const outcomes: CarryAddOutcome[] = [];
      for (const add of adds) {
        const outcome: CarryAddOutcome = await createCarry(add).then(
          ({ record }) => ({ add, row: record }),
          (error: unknown) => ({ add, error }),
        );
        outcomes.push(outcome);
        onOutcome(outcome);
      }
      return outcomes;
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
