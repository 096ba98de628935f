import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type Absence,
  type AbsenceStatus,
  absenceAddSchema,
  absenceCountSchema,
  absenceEditSchema,
  absenceListSchema,
  absenceSingleSchema,
} from '../../contract/absences.ts';
import { daysInMonth, yearOf } from '../../contract/dates.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, api, isApiError } from '../lib/http.ts';
import { approvalQueries } from './approvals.ts';
import { recordEndpoints, resourceKeys, useWrite } from './resource.ts';

const keys = resourceKeys('absences');
const path = '/api/absences';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: absenceSingleSchema,
  recordOf: (data): Absence => data.absence,
  addSchema: absenceAddSchema,
  editSchema: absenceEditSchema,
  // Pending absences wait in the approvals inbox, whose count the navigation shows.
  touches: [approvalQueries.all()],
});

type Narrowing = { date_since: string; date_until: string } | { status: AbsenceStatus };

/**
 * A year's absences narrowed by the service's extensions (docs/interface.md#absences). A service
 * without them (API_UPSTREAM) ignores them and answers the year, or refuses one by name and is asked
 * for the year, so `keeps` cuts the answer here as well: the result is the same either way.
 */
async function fetchNarrowed(
  year: number,
  narrowing: Narrowing,
  keeps: (absence: Absence) => boolean,
  signal: AbortSignal,
): Promise<Absence[]> {
  let absences: Absence[];
  try {
    absences = (await api.get(path, absenceListSchema, { signal, params: { year, ...narrowing } })).data
      .absences;
  } catch (error) {
    if (!isApiError(error, 400) || !error.fields.some((field) => field in narrowing)) throw error;
    absences = (await api.get(path, absenceListSchema, { signal, params: { year } })).data.absences;
  }
  return absences.filter(keeps);
}

/** The absences overlapping `since`–`until`, days of one year; a cache entry per range. */
const daysQuery = (since: string, until: string) =>
  queryOptions({
    queryKey: [...keys.lists(), { year: yearOf(since), since, until }] as const,
    queryFn: ({ signal }) =>
      fetchNarrowed(
        yearOf(since),
        { date_since: since, date_until: until },
        (absence) => absence.date_until >= since && absence.date_since <= until,
        signal,
      ),
  });

export const absenceQueries = {
  ...keys,
  /**
   * Every absence the caller may see that starts in `year` (an absence never spans New Year), or only
   * one user's.
   */
  year: (year: number, usersId?: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { year, usersId }] as const,
      queryFn: async ({ signal }) =>
        (await api.get(path, absenceListSchema, { signal, params: { year, users_id: usersId } })).data
          .absences,
    }),
  /** The absences the caller may see that overlap these days (of one year). */
  days: daysQuery,
  /** A month's absences, those running into it from before or out of it after included. */
  month: (month: string) => daysQuery(`${month}-01`, `${month}-${String(daysInMonth(month))}`),
  /** The year's pending requests (status 0) the caller may see: what waits for a decision. */
  pending: (year: number) =>
    queryOptions({
      queryKey: [...keys.lists(), { year, status: 0 }] as const,
      queryFn: ({ signal }) => fetchNarrowed(year, { status: 0 }, (absence) => absence.status === 0, signal),
    }),
  detail: endpoints.detail,
  /** What an absence over these days would count for the user, before it is filed. */
  count: (usersId: number, dateSince: string, dateUntil: string) =>
    queryOptions({
      queryKey: [...keys.all(), 'count', { usersId, dateSince, dateUntil }] as const,
      queryFn: async ({ signal }) =>
        (
          await api.get(`${path}/count`, absenceCountSchema, {
            signal,
            params: { users_id: usersId, date_since: dateSince, date_until: dateUntil },
          })
        ).data.count,
    }),
};

export const useCreateAbsence = endpoints.useCreate;
export const useUpdateAbsence = endpoints.useUpdate;
export const useDeleteAbsence = endpoints.useDelete;

/** Puts a changed absence into every cached year list at once, so bars move before the refetch. */
function patchLists(queryClient: QueryClient, absence: Absence): void {
  queryClient.setQueriesData<Absence[]>({ queryKey: keys.lists() }, (list) =>
    list?.map((item) => (item.id === absence.id ? { ...item, ...absence } : item)),
  );
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

/** A decider's reason goes into the interface's `note`, after what the requester wrote there. */
function withReason(note: string | null | undefined, reason: string): string {
  return note ? `${note}\n\n${reason}` : reason;
}

/**
 * A status move (approve, decline, cancel, withdraw). The list carries no ETag, so the current
 * version is read first: if the absence changed since the user saw it, they get a 412 and the
 * fresh data instead of deciding on days that are no longer requested; otherwise the move is sent
 * with If-Match, so a change in between is refused too.
 */
export function useMoveAbsence() {
  const queryClient = useQueryClient();
  return useWrite({
    write: async ({
      absence,
      status,
      reason,
    }: {
      absence: Absence;
      status: AbsenceStatus;
      reason?: string;
    }) => {
      const current = await api.get(`${path}/${absence.id}`, absenceSingleSchema);
      if (!sameRequest(absence, current.data.absence)) {
        patchLists(queryClient, current.data.absence);
        throw new ApiError('http', 412, i18n.t('absences.errors.changedMeanwhile'));
      }
      const { data } = await api.send('PUT', `${path}/${absence.id}`, {
        body: absenceEditSchema.parse({
          status,
          ...(reason ? { note: withReason(current.data.absence.note, reason) } : {}),
        }),
        schema: absenceSingleSchema,
        etag: current.etag,
      });
      patchLists(queryClient, data.absence);
      return data.absence;
    },
    touches: () => [keys.all(), approvalQueries.all()],
  });
}
