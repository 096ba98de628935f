import { queryOptions } from '@tanstack/react-query';
import { toUtcTimestamp } from '../../contract/dates.ts';
import {
  type StoredInterval,
  workClockAnswerSchema,
  workClockStopSchema,
} from '../../contract/work-clock.ts';
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

/** What a timer books; it starts at the tap, or where the entry it replaces ended. */
type Booking = {
  customers_id: number;
  projects_id: number | null;
  services_id: number;
  billable: 0 | 1;
  text: string | null;
  /** The booking in words, for a tap still waiting to be sent. */
  label: string;
};

/**
 * What a tap on the header's timer asks for. Starting an entry clocks in first when needed and stops
 * the running entry; clocking out stops it too. Which entry runs and whether the clock does is read
 * when the tap is carried out, so a tap kept while offline acts on the state it meets.
 */
export type TimerTap =
  | { kind: 'clockIn' }
  | { kind: 'clockOut' }
  | { kind: 'start'; booking: Booking }
  | { kind: 'stop' };

/** The caller's clock and running entry as the tap meets them. */
export type TimerState = { clockedIn: boolean; runningEntryId: number | null };

const wholeSecond = (instant: number) => Math.floor(instant / 1000) * 1000;

/**
 * Carries out a tap now, or at `at` (epoch ms) for one kept while offline. Answers what clocking out
 * stored (a locked day's time goes into a change request), else an empty list.
 */
export async function runTimerTap(tap: TimerTap, state: TimerState, at?: number): Promise<StoredInterval[]> {
  const params = at === undefined ? undefined : { at: toUtcTimestamp(wholeSecond(at)) };
  if (tap.kind === 'clockIn') {
    if (!state.clockedIn) await api.send('POST', path, { schema: workClockAnswerSchema, params });
    return [];
  }
  if (tap.kind === 'clockOut') {
    if (state.runningEntryId !== null) await stopRunningEntry(state.runningEntryId, at);
    if (!state.clockedIn) return [];
    return (await api.send('DELETE', path, { schema: workClockStopSchema, params })).data.intervals;
  }
  if (tap.kind === 'stop') {
    if (state.runningEntryId !== null) await stopRunningEntry(state.runningEntryId, at);
    return [];
  }
  if (!state.clockedIn) await api.send('POST', path, { schema: workClockAnswerSchema, params });
  // The next task starts where the last one ended, so that switching leaves neither gap nor overlap.
  const start =
    state.runningEntryId === null ? (at ?? Date.now()) : await stopRunningEntry(state.runningEntryId, at);
  const { label: _label, ...booking } = tap.booking;
  await startRunningEntry({
    type: 1,
    ...booking,
    time_since: toUtcTimestamp(wholeSecond(start)),
    time_until: null,
  });
  return [];
}

/** What the timer's reads and writes touch, for invalidation here and in the browser's other tabs. */
export const timerTouches = () => [
  keys.all(),
  entryQueries.all(),
  workTimeQueries.all(),
  projectQueries.all(),
];

export function useTimerTap() {
  return useWrite({
    write: ({ tap, state }: { tap: TimerTap; state: TimerState }) => runTimerTap(tap, state),
    touches: timerTouches,
  });
}
