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

function listQuery(params: { year?: number; usersId?: number }) {
  return queryOptions({
    queryKey: [...keys.lists(), params] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get(path, holidaysCarryListSchema, {
          signal,
          params: { year: params.year, users_id: params.usersId },
        })
      ).data.holidayscarry,
  });
}

export const holidaysCarryQueries = {
  ...keys,
  /** The rows of `year` the caller may read: everyone's for owners and managers, their own for workers. */
  list: (year: number, usersId?: number) => listQuery({ year, usersId }),
  /** One user's rows of every year. */
  ofUser: (usersId: number) => listQuery({ usersId }),
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

type CarryEdit = { key: CarryKey; body: z.output<typeof holidaysCarryEditSchema>; etag: string | null };

async function updateCarry({ key, body, etag }: CarryEdit) {
  const result = await api.send('PUT', rowPath(key), { body, schema: holidaysCarrySingleSchema, etag });
  return { record: result.data.holidayscarryRow, etag: result.etag } satisfies Versioned<HolidaysCarryRow>;
}

async function deleteCarry({ key, etag }: { key: CarryKey; etag: string | null }) {
  await api.send('DELETE', rowPath(key), { schema: successSchema, etag });
  return key;
}

// One user's carryovers addressed by year alone, as the form dialog and the delete flow address a
// record by one number (`id`).

export const userCarryKey = (usersId: number, year: number): CarryKey => ({ users_id: usersId, year });

export function useUpdateHolidaysCarryOfUser(usersId: number) {
  return useWrite({
    write: ({ id, ...edit }: Omit<CarryEdit, 'key'> & { id: number }) =>
      updateCarry({ key: userCarryKey(usersId, id), ...edit }),
    touches: () => [keys.all()],
  });
}

export function useDeleteHolidaysCarryOfUser(usersId: number) {
  return useWrite({
    write: ({ id, etag }: { id: number; etag: string | null }) =>
      deleteCarry({ key: userCarryKey(usersId, id), etag }),
    touches: () => [keys.all()],
    removes: ({ id }) => holidaysCarryQueries.detail(userCarryKey(usersId, id)).queryKey,
  });
}
