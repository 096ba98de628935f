import { queryOptions } from '@tanstack/react-query';
import { toUtcTimestamp } from '../../contract/dates.ts';
import { workClockAnswerSchema, workClockStopSchema } from '../../contract/work-clock.ts';
import { api } from '../lib/http.ts';
import { entryQueries, startRunningEntry, stopRunningEntry } from './entries.ts';
import { projectQueries } from './projects.ts';
import { resourceKeys, useWrite } from './resource.ts';
import { workTimeQueries } from './work-times.ts';

const keys = resourceKeys('work-clock');
const path = '/api/v2/workTimes/clock';

export const workClockQueries = {
  ...keys,
  /** (ext) The caller's running work-time interval, or null (docs/interface.md#the-work-clock). */
  current: () =>
    queryOptions({
      queryKey: keys.details(),
      queryFn: async ({ signal }) => (await api.get(path, workClockAnswerSchema, { signal })).data.clock,
      // Another tab or device may have clocked in or out: ask again whenever the tab is looked at.
      staleTime: 0,
    }),
};

/** What a timer books; it starts now, or where the entry it replaces ended. */
type Booking = {
  customers_id: number;
  projects_id: number | null;
  services_id: number;
  billable: 0 | 1;
  text: string | null;
};

/**
 * What the header's timer does, each a step or two of the caller's own day: starting an entry
 * clocks in first when needed and stops the running entry; clocking out stops it too.
 */
type TimerAction =
  | { kind: 'clockIn' }
  | { kind: 'clockOut'; runningEntryId: number | null }
  | {
      kind: 'start';
      clockedIn: boolean;
      runningEntryId: number | null;
      booking: Booking;
    }
  | { kind: 'stop'; runningEntryId: number };

async function runTimerAction(action: TimerAction): Promise<void> {
  if (action.kind === 'clockIn') {
    await api.send('POST', path, { schema: workClockAnswerSchema });
  } else if (action.kind === 'clockOut') {
    if (action.runningEntryId !== null) await stopRunningEntry(action.runningEntryId);
    await api.send('DELETE', path, { schema: workClockStopSchema });
  } else if (action.kind === 'start') {
    if (!action.clockedIn) await api.send('POST', path, { schema: workClockAnswerSchema });
    // The next task starts where the last one ended, so that switching leaves neither gap nor overlap.
    const start = action.runningEntryId === null ? Date.now() : await stopRunningEntry(action.runningEntryId);
    await startRunningEntry({
      type: 1,
      ...action.booking,
      time_since: toUtcTimestamp(Math.floor(start / 1000) * 1000),
      time_until: null,
    });
  } else {
    await stopRunningEntry(action.runningEntryId);
  }
}

export function useTimerAction() {
  return useWrite({
    write: runTimerAction,
    touches: () => [keys.all(), entryQueries.all(), workTimeQueries.all(), projectQueries.all()],
  });
}
