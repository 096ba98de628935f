import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ChangeRequestAddResponse } from '../../../contract/change-requests.ts';
import { toUtcTimestamp } from '../../../contract/dates.ts';
import type { Interval } from '../../../contract/work-time-intervals.ts';
import { changeRequestQueries, useCreateChangeRequest } from '../../api/change-requests.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes.tsx';
import { newIdempotencyKey } from '../../lib/http.ts';
import { toInterval } from '../../lib/intervals.ts';
import { dayChanges } from './day-changes.ts';
import { type EditRow, intervalsOf, problemsOf, rowsOf } from './edit-rows.ts';

/**
 * One day's work time being edited: the stored intervals, the rows as the user changed them, the
 * changes that saving would send, and the save itself. Navigating away with unsaved rows asks first.
 */
export function useWorkDay(usersId: number, date: string) {
  const day = useQuery(workTimeQueries.day(usersId, date));
  const pending = useQuery(changeRequestQueries.pendingOn(usersId, date));
  const stored = day.data?.day.intervals;
  // The work clock's open interval is not the editor's: it ends when the clock is stopped.
  const current = useMemo<Interval[]>(
    () => (stored ?? []).filter((interval) => interval.time_until !== null).map(toInterval),
    [stored],
  );
  const clockRuns = (stored ?? []).some((interval) => interval.time_until === null);
  const storedRows = useMemo(() => rowsOf(current), [current]);
  const [edited, setEdited] = useState<EditRow[] | null>(null);
  const rows = edited ?? storedRows;
  const problems = problemsOf(rows);
  const intervals = intervalsOf(rows);
  const changes = intervals === null ? null : dayChanges(current, intervals);
  const dirty = edited !== null && (changes === null || changes.length > 0);
  const [result, setResult] = useState<ChangeRequestAddResponse | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateChangeRequest();
  useUnsavedChangesGuard(dirty && !create.isPending);

  function save() {
    if (!changes || changes.length === 0) return;
    const body = {
      date,
      users_id: usersId,
      changes: changes.map((change) => ({
        type: change.type,
        time_since: toUtcTimestamp(change.since),
        time_until: toUtcTimestamp(change.until),
      })),
    };
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (response) => {
          setEdited(null);
          setIdempotencyKey(newIdempotencyKey());
          setResult(response);
        },
      },
    );
  }

  return {
    /** Null while the work times load; `readable` false when the caller may not read them. */
    loading: day.isPending,
    readable: day.data !== null,
    loadError: day.error,
    pending: pending.data ?? null,
    clockRuns,
    rows,
    problems,
    changes,
    dirty,
    setRows: setEdited,
    reset: () => setEdited(null),
    save,
    saving: create.isPending,
    saveError: create.error,
    result,
    closeResult: () => {
      setResult(null);
      create.reset();
    },
  };
}
