import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import { api } from '../lib/http.ts';
import { type ResourceKeys, useWrite, type Versioned } from './resource.ts';

/** A carryover is addressed by its user and year, not by an id. */
export type CarryKey = { users_id: number; year: number };

const userCarryKey = (usersId: number, year: number): CarryKey => ({ users_id: usersId, year });

/** How one add of a batch ended: the stored row, or the error the service (or the network) gave. */
export type CarryAddOutcome<Add, Row> =
  | { add: Add; row: Row; error?: undefined }
  | { add: Add; row?: undefined; error: unknown };

/**
 * The reads and writes of what is carried into a year for a user (holidays, overtime), addressed as
 * `path/USERS_ID/YEAR`: the list by year or user, one row versioned, adds one by one or as a batch, and
 * one user's rows edited and deleted by year alone, as the form dialog and the delete flow address a
 * record by one number.
 */
export function carryoverEndpoints<
  Row extends CarryKey,
  ListSchema extends z.ZodType,
  SingleSchema extends z.ZodType,
  AddBody,
  EditBody,
>({
  keys,
  path,
  listSchema,
  singleSchema,
  rowsOf,
  rowOf,
}: {
  keys: ResourceKeys;
  path: string;
  listSchema: ListSchema;
  singleSchema: SingleSchema;
  rowsOf: (data: z.output<ListSchema>) => Row[];
  rowOf: (data: z.output<SingleSchema>) => Row;
  /** Only to infer the bodies' types from the contract's schemas. */
  addSchema: z.ZodType<AddBody>;
  editSchema: z.ZodType<EditBody>;
}) {
  const rowPath = ({ users_id, year }: CarryKey) => `${path}/${users_id}/${year}`;
  const touches = () => [keys.all()];
  type Add = { body: AddBody; idempotencyKey: string };

  const listQuery = (params: { year?: number; usersId?: number }) =>
    queryOptions({
      queryKey: [...keys.lists(), params] as const,
      queryFn: async ({ signal }) =>
        rowsOf(
          (
            await api.get(path, listSchema, {
              signal,
              params: { year: params.year, users_id: params.usersId },
            })
          ).data,
        ),
    });
  const detail = (key: CarryKey) =>
    queryOptions({
      queryKey: [...keys.details(), key] as const,
      queryFn: async ({ signal }): Promise<Versioned<Row>> => {
        const { data, etag } = await api.get(rowPath(key), singleSchema, { signal });
        return { record: rowOf(data), etag };
      },
    });
  const create = async ({ body, idempotencyKey }: Add): Promise<Versioned<Row>> => {
    const { data, etag } = await api.send('POST', path, { body, schema: singleSchema, idempotencyKey });
    return { record: rowOf(data), etag };
  };

  return {
    queries: {
      ...keys,
      /** The rows of `year` the caller may read: everyone's for owners and managers, their own for workers. */
      list: (year: number, usersId?: number) => listQuery({ year, usersId }),
      /** One user's rows of every year. */
      ofUser: (usersId: number) => listQuery({ usersId }),
      detail,
      /** One user's row by year, as the form dialog and the delete flow ask for it. */
      ofUserByYear: (usersId: number) => (year: number) => detail(userCarryKey(usersId, year)),
    },
    useCreate: () => useWrite({ write: create, touches }),
    /**
     * Several rows, one POST each, one after the other. A refused add does not stop the others; each
     * outcome is reported as it arrives (`onOutcome`, for progress) and all are returned. The lists are
     * refetched once at the end rather than after every add, so rows do not change under the user
     * while the batch runs.
     */
    useCreateMany: () =>
      useWrite({
        write: async ({
          adds,
          onOutcome,
        }: {
          adds: readonly Add[];
          onOutcome: (outcome: CarryAddOutcome<Add, Row>) => void;
        }) => {
          const outcomes: CarryAddOutcome<Add, Row>[] = [];
          for (const add of adds) {
            const outcome: CarryAddOutcome<Add, Row> = await create(add).then(
              ({ record }) => ({ add, row: record }),
              (error: unknown) => ({ add, error }),
            );
            outcomes.push(outcome);
            onOutcome(outcome);
          }
          return outcomes;
        },
        touches,
      }),
    useUpdateOfUser: (usersId: number) =>
      useWrite({
        write: async ({ id, body, etag }: { id: number; body: EditBody; etag: string | null }) => {
          const result = await api.send('PUT', rowPath(userCarryKey(usersId, id)), {
            body,
            schema: singleSchema,
            etag,
          });
          return { record: rowOf(result.data), etag: result.etag } satisfies Versioned<Row>;
        },
        touches,
      }),
    useDeleteOfUser: (usersId: number) =>
      useWrite({
        write: async ({ id, etag }: { id: number; etag: string | null }) => {
          await api.send('DELETE', rowPath(userCarryKey(usersId, id)), { schema: successSchema, etag });
          return id;
        },
        touches,
        removes: ({ id }) => detail(userCarryKey(usersId, id)).queryKey,
      }),
  };
}
