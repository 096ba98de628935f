import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../contract/entries.ts';
import { entryQueries } from '../../api/entries.ts';
import { runTimerTap, type TimerTap, timerTouches, workClockQueries } from '../../api/work-clock.ts';
import { useFormatter } from '../../lib/format.ts';
import { ApiError, describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';
import { useOnline } from '../../lib/online.ts';
import { KEPT_TAPS_CHANGED, keptTapsRaw, readKeptTaps, writeKeptTaps } from './kept-taps.ts';

/** How long a tap that met no connection waits before it is tried again. */
const RETRY_MS = 15_000;

const channelName = 'stint-timer';

/** Tells the browser's other tabs that the timer changed, so they read it again. */
export function announceTimerChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/** Reads the timer again whenever another tab of this browser changed it. */
export function useTimerChangesFromOtherTabs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = () => refreshTimer(queryClient);
    return () => channel.close();
  }, [queryClient]);
}

const refreshTimer = (queryClient: QueryClient) =>
  Promise.all(timerTouches().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  window.addEventListener(KEPT_TAPS_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(KEPT_TAPS_CHANGED, listener);
  };
};

/** A kept tap in words: what it was and when (`filed`: its time went into a change request). */
type TapWords = (kind: TimerTap['kind'] | 'filed' | 'refused', at: number, what?: TimerTap['kind']) => string;

/**
 * Sends the kept taps of `userId` in order, each on the clock and running entry it meets, once the
 * connection is back; one tab at a time sends (a Web Lock), the others see the storage shrink.
 */
async function sendKeptTaps(
  userId: number,
  queryClient: QueryClient,
  recentEntries: Parameters<typeof entryQueries.list>[0],
  words: TapWords,
): Promise<void> {
  for (;;) {
    const [next] = readKeptTaps(keptTapsRaw(userId));
    if (!next) break;
    try {
      const clock = await queryClient.fetchQuery({ ...workClockQueries.current(), staleTime: 0 });
      const list = await queryClient.fetchQuery({ ...entryQueries.list(recentEntries), staleTime: 0 });
      const running = list.entries.find((entry: Entry) => entry.type === 1 && entry.time_until === null);
      const stored = await runTimerTap(
        next.tap,
        { clockedIn: clock !== null, runningEntryId: running?.id ?? null },
        next.at,
      );
      if (stored.some((interval) => interval.change_request_id !== null)) {
        showNotice({ color: 'yellow', autoClose: false, message: words('filed', next.at) });
      }
    } catch (error) {
      // No answer, or a failure of the service: the tap waits for the next try. A refusal is told
      // for good, and the tap is not tried again.
      if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) throw error;
      showNotice({
        color: 'red',
        autoClose: false,
        title: words('refused', next.at, next.tap.kind),
        message: describeError(error),
      });
    }
    writeKeptTaps(userId, readKeptTaps(keptTapsRaw(userId)).slice(1));
    await refreshTimer(queryClient);
  }
  announceTimerChange();
}

/**
 * The taps of `userId` kept while offline, a way to keep one, and their sending once online.
 * `recentEntries` is the timer's own list, where the running entry is found.
 */
export function useKeptTaps(userId: number, recentEntries: Parameters<typeof entryQueries.list>[0]) {
  const { t } = useTranslation();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const online = useOnline();
  const raw = useSyncExternalStore(subscribe, () => keptTapsRaw(userId));
  const taps = useMemo(() => readKeptTaps(raw), [raw]);
  const waiting = taps.length > 0;

  const words: TapWords = (kind, at, what) => {
    const time = format.time(new Date(at).toISOString());
    return t(`timer.kept.${kind}`, { time, what: what && t(`timer.kept.${what}`, { time }) });
  };

  // The words follow the language; a change of language must not send the taps again.
  const wordsNow = useRef(words);
  wordsNow.current = words;

  useEffect(() => {
    if (!online || !waiting) return;
    let retry: number | undefined;
    let left = false;
    const send = () =>
      sendKeptTaps(userId, queryClient, recentEntries, (...args) => wordsNow.current(...args)).catch(() => {
        if (!left) retry = window.setTimeout(attempt, RETRY_MS);
      });
    // One tab sends; a tab that finds the lock taken leaves the taps to it.
    const attempt = () => {
      if (!navigator.locks) return void send();
      void navigator.locks.request(`${channelName}-${userId}`, { ifAvailable: true }, async (lock) => {
        if (lock) await send();
      });
    };
    attempt();
    return () => {
      left = true;
      window.clearTimeout(retry);
    };
  }, [online, waiting, userId, queryClient, recentEntries]);

  return {
    taps,
    keep: (tap: TimerTap) =>
      writeKeptTaps(userId, [...readKeptTaps(keptTapsRaw(userId)), { tap, at: Date.now() }]),
    words,
  };
}
