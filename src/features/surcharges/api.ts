import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../../contract/common.ts';
import {
  type SurchargeModel,
  type surchargeModelAddSchema,
  type surchargeModelEditSchema,
  surchargeModelListSchema,
  surchargeModelSingleSchema,
} from '../../../contract/surcharges.ts';
import { api } from '../../lib/http.ts';

export type SurchargeModelDetail = { surcharge: SurchargeModel; etag: string | null };

export const surchargeQueries = {
  all: () => ['surcharges'] as const,
  // A company has a handful of models and the interface does not page them.
  list: () =>
    queryOptions({
      queryKey: [...surchargeQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get('/api/v2/surcharges', surchargeModelListSchema, { signal });
        return data.surcharges;
      },
    }),
  details: () => [...surchargeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...surchargeQueries.details(), id] as const,
      queryFn: async ({ signal }): Promise<SurchargeModelDetail> => {
        const { data, etag } = await api.get(`/api/v2/surcharges/${id}`, surchargeModelSingleSchema, {
          signal,
        });
        return { surcharge: data.surcharge, etag };
      },
    }),
};

export type SurchargeModelAddBody = z.output<typeof surchargeModelAddSchema>;
export type SurchargeModelEditBody = z.output<typeof surchargeModelEditSchema>;

export function useCreateSurchargeModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: SurchargeModelAddBody; idempotencyKey: string }) => {
      const { data, etag } = await api.send('POST', '/api/v2/surcharges', {
        body,
        schema: surchargeModelSingleSchema,
        idempotencyKey,
      });
      return { surcharge: data.surcharge, etag } satisfies SurchargeModelDetail;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(surchargeQueries.detail(detail.surcharge.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: surchargeQueries.list().queryKey });
    },
  });
}

export function useUpdateSurchargeModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      etag,
    }: {
      id: number;
      body: SurchargeModelEditBody;
      etag: string | null;
    }) => {
      const result = await api.send('PUT', `/api/v2/surcharges/${id}`, {
        body,
        schema: surchargeModelSingleSchema,
        etag,
      });
      return { surcharge: result.data.surcharge, etag: result.etag } satisfies SurchargeModelDetail;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(surchargeQueries.detail(detail.surcharge.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: surchargeQueries.list().queryKey });
    },
  });
}

export function useDeleteSurchargeModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, etag }: { id: number; etag: string | null }) => {
      await api.send('DELETE', `/api/v2/surcharges/${id}`, { schema: successSchema, etag });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: surchargeQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: surchargeQueries.list().queryKey });
    },
  });
}
