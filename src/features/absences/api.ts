import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Absence,
  type AbsenceStatus,
  type absenceAddSchema,
  absenceEditSchema,
  absenceListSchema,
  absenceSingleSchema,
} from '../../../contract/absences.ts';
import { holidaysCarryListSchema, holidaysQuotaListSchema } from '../../../contract/holidays.ts';
import { targetHoursListSchema } from '../../../contract/target-hours.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../lib/http.ts';

// Target hours and holiday rows are read here for the calendar only; co-workers and teams come
// from the shared directory (lib/directory.ts).

export const absenceQueries = {
  all: () => ['absences'] as const,
  lists: () => [...absenceQueries.all(), 'list'] as const,
  /** Every absence the caller may see that starts in `year` (an absence never spans New Year). */
  year: (year: number) =>
    queryOptions({
      queryKey: [...absenceQueries.lists(), { year }] as const,
      queryFn: async ({ signal }) => {
        const { data } = await api.get('/api/absences', absenceListSchema, { signal, params: { year } });
        return data.absences;
      },
    }),
  /** Everyone's rows for owners and managers, the caller's own for workers (decisions §7). */
  targetHours: () =>
    queryOptions({
      queryKey: [...absenceQueries.all(), 'targethours'] as const,
      queryFn: async ({ signal }) =>
        (await api.get('/api/targethours', targetHoursListSchema, { signal })).data.targethours,
      staleTime: 5 * 60_000,
    }),
  /** Quota rows: everyone's for owners and managers, the caller's own for workers. */
  quotas: () =>
    queryOptions({
      queryKey: [...absenceQueries.all(), 'holidaysquota'] as const,
      queryFn: async ({ signal }) =>
        (await api.get('/api/holidaysquota', holidaysQuotaListSchema, { signal })).data.holidaysquota,
    }),
  carryovers: (year: number) =>
    queryOptions({
      queryKey: [...absenceQueries.all(), 'holidayscarry', { year }] as const,
      queryFn: async ({ signal }) =>
        (await api.get('/api/holidayscarry', holidaysCarryListSchema, { signal, params: { year } })).data
          .holidayscarry,
    }),
};

export type AbsenceAddBody = z.output<typeof absenceAddSchema>;

/** Puts a changed absence into every cached year list at once, so bars move before the refetch. */
function patchLists(queryClient: QueryClient, absence: Absence): void {
  queryClient.setQueriesData<Absence[]>({ queryKey: absenceQueries.lists() }, (list) =>
    list?.map((item) => (item.id === absence.id ? { ...item, ...absence } : item)),
  );
}

export function useCreateAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: AbsenceAddBody; idempotencyKey: string }) => {
      const { data } = await api.send('POST', '/api/absences', {
        body,
        schema: absenceSingleSchema,
        idempotencyKey,
      });
      return data.absence;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenceQueries.lists() }),
  });
}

/** The fields a decision depends on: if any changed since the user looked, they decide anew. */
function sameRequest(seen: Absence, current: Absence): boolean {
  return (
    seen.status === current.status &&
    seen.date_since === current.date_since &&
    seen.date_until === current.date_until &&
    (seen.type === undefined || seen.type === current.type) &&
    (seen.count_days === undefined || seen.count_days === current.count_days)
  );
}

/**
 * A status move (approve, decline, cancel, withdraw). The list carries no ETag, so the current
 * version is read first: if the absence changed since the user saw it, they get a 412 and the
 * fresh data instead of deciding on days that are no longer requested; otherwise the move is sent
 * with If-Match, so a change in between is refused too.
 */
export function useMoveAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ absence, status }: { absence: Absence; status: AbsenceStatus }) => {
      const current = await api.get(`/api/absences/${absence.id}`, absenceSingleSchema);
      if (!sameRequest(absence, current.data.absence)) {
        patchLists(queryClient, current.data.absence);
        throw new ApiError('http', 412, i18n.t('absences.errors.changedMeanwhile'));
      }
      const { data } = await api.send('PUT', `/api/absences/${absence.id}`, {
        body: absenceEditSchema.parse({ status }),
        schema: absenceSingleSchema,
        etag: current.etag,
      });
      return data.absence;
    },
    onSuccess: (absence) => {
      patchLists(queryClient, absence);
      return queryClient.invalidateQueries({ queryKey: absenceQueries.lists() });
    },
    onError: (error) => {
      // Someone else decided or changed it: show the current state.
      if (error instanceof ApiError && [404, 409, 412, 422].includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey: absenceQueries.lists() });
      }
    },
  });
}
