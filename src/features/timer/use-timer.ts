import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addDays, dayBounds, dayIn, toUtcTimestamp } from '../../../contract/dates.ts';
import type { Entry } from '../../../contract/entries.ts';
import { entryQueries } from '../../api/entries.ts';
import { type TimerTap, useTimerTap, workClockQueries } from '../../api/work-clock.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import type { Formatter } from '../../lib/format.ts';
import { useOnline } from '../../lib/online.ts';
import { usePageSettled } from '../../lib/page-settled.ts';
import { type ShownTimer, shownAfter } from './kept-taps.ts';
import { announceTimerChange, useKeptTaps, useTimerChangesFromOtherTabs } from './use-kept-taps.ts';

/** How far back the timer looks for the running entry and the recent combinations. */
const RECENT_DAYS = 14;
const RECENT_COMBINATIONS = 5;

/** What a new timer books: a customer, project and service, and the text. */
export type Combination = {
  customers_id: number;
  projects_id: number | null;
  services_id: number;
  text: string;
  /** Billed entries' combinations start billable, not billed. */
  billable: 0 | 1;
  label: string;
};

/** The caller's own time entries of the last two weeks, newest first, at most a few of each kind. */
function recentCombinations(entries: readonly Entry[]): Combination[] {
  const seen = new Map<string, Combination>();
  for (const entry of [...entries].reverse()) {
    if (entry.type !== 1 || entry.services_id === undefined) continue;
    const text = entry.text ?? '';
    const key = [entry.customers_id, entry.projects_id, entry.services_id, text].join('|');
    if (seen.has(key)) continue;
    seen.set(key, {
      customers_id: entry.customers_id,
      projects_id: entry.projects_id,
      services_id: entry.services_id,
      text,
      billable: entry.billable === 0 ? 0 : 1,
      label: entryLine(entry),
    });
    if (seen.size === RECENT_COMBINATIONS) break;
  }
  return [...seen.values()];
}

/** What a booking is, as one line: customer · project · service — text. */
export function bookingLine(
  names: readonly (string | null | undefined)[],
  text: string | null | undefined,
): string {
  return [names.filter(Boolean).join(' · '), text].filter(Boolean).join(' — ');
}

const entryLine = (entry: Entry) =>
  bookingLine([entry.customers_name, entry.projects_name, entry.services_name], entry.text);

export const elapsedSince = (since: string, now: number, format: Formatter) =>
  format.duration(Math.max(now - Date.parse(since), 0) / 1000, { running: true });

/** The caller's time entries of the last two weeks, read once the page has its own data. */
function useRecentEntries() {
  const { user } = useCurrentUser();
  const settled = usePageSettled();
  const today = dayIn(Date.now(), user.timezone);
  const filters = useMemo(
    () => ({
      time_since: toUtcTimestamp(dayBounds(addDays(today, -RECENT_DAYS), user.timezone).start),
      time_until: toUtcTimestamp(dayBounds(today, user.timezone).end),
      'filter[users_id]': user.id,
      page: 1,
      items_per_page: 500,
    }),
    [today, user.id, user.timezone],
  );
  const recent = useQuery({ ...entryQueries.list(filters), enabled: settled, staleTime: 0 });
  return { recent, filters, userId: user.id };
}

/** What the caller booked lately, newest first: the timer's and the timesheet's suggestions. */
export function useRecentCombinations(): Combination[] {
  const { recent } = useRecentEntries();
  return useMemo(() => recentCombinations(recent.data?.entries ?? []), [recent.data]);
}

/**
 * The header timer's state: the work clock, the running entry and the recent combinations, read
 * once the page has its own data, and the actions.
 */
export function useTimer() {
  const settled = usePageSettled();
  const clock = useQuery({ ...workClockQueries.current(), enabled: settled });
  const { recent, filters, userId } = useRecentEntries();
  const entries = recent.data?.entries ?? [];
  const running = entries.find((entry) => entry.type === 1 && entry.time_until === null) ?? null;
  const combinations = useMemo(() => recentCombinations(recent.data?.entries ?? []), [recent.data]);
  const kept = useKeptTaps(userId, filters);
  const online = useOnline();
  const tapNow = useTimerTap();
  useTimerChangesFromOtherTabs();
  const stored: ShownTimer = {
    clock: clock.data ?? null,
    running: running && { id: running.id, line: entryLine(running), time_since: running.time_since },
  };
  // The tap being carried out shows at once, as a kept one does: the header need not wait for the
  // service's answer and the reads after it (issue 23's Stop took over a second on a slow phone).
  const carriedOut = tapNow.isPending ? [{ tap: tapNow.variables.tap, at: tapNow.submittedAt }] : [];
  const shown = shownAfter(stored, [...carriedOut, ...kept.taps]);

  /**
   * A tap is carried out at once when online; offline, or while earlier taps still wait, it is kept
   * with its moment and sent after them.
   */
  function tap(what: TimerTap, onDone?: () => void) {
    if (!online || kept.taps.length > 0) {
      kept.keep(what);
      onDone?.();
      return;
    }
    const state = { clockedIn: clock.data != null, runningEntryId: running?.id ?? null };
    tapNow.mutate(
      { tap: what, state },
      {
        onSuccess: () => {
          announceTimerChange();
          onDone?.();
        },
      },
    );
  }

  return {
    ready: clock.isSuccess && recent.isSuccess,
    clock: shown.clock,
    running: shown.running,
    combinations,
    tap,
    pending: tapNow.isPending,
    error: tapNow.error,
    kept: kept.taps,
    keptWords: kept.words,
  };
}

export type Timer = ReturnType<typeof useTimer>;
