import { toUtcTimestamp } from '../../../contract/dates.ts';
import type { TimerTap } from '../../api/work-clock.ts';

/**
 * Taps on the timer made while offline, kept in the browser's storage with the moment they were made
 * and sent in order when the connection returns (docs/architecture.md "The header timer"). Storage is
 * per user, so that another user signing in on the device neither sees nor sends them.
 */
export type KeptTap = { tap: TimerTap; at: number };

/** What the timer shows: the clock's start and the running entry, as stored or as kept taps make it. */
export type ShownTimer = {
  clock: { time_since: string } | null;
  running: { id: number | null; line: string; time_since: string } | null;
};

const storageKey = (userId: number) => `stint.timer.kept.${userId}`;

const isKeptTap = (value: unknown): value is KeptTap => {
  if (typeof value !== 'object' || value === null) return false;
  const { tap, at } = value as Partial<KeptTap>;
  return typeof at === 'number' && typeof tap === 'object' && tap !== null && typeof tap.kind === 'string';
};

/** The kept taps of `userId`, oldest first; anything unreadable counts as none. */
export function readKeptTaps(raw: string | null): KeptTap[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isKeptTap) : [];
  } catch {
    return [];
  }
}

export const keptTapsRaw = (userId: number) => localStorage.getItem(storageKey(userId));

export function writeKeptTaps(userId: number, taps: readonly KeptTap[]) {
  if (taps.length === 0) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify(taps));
  // The storage event reaches only the other tabs; this one hears it here.
  window.dispatchEvent(new Event(KEPT_TAPS_CHANGED));
}

export const KEPT_TAPS_CHANGED = 'stint-kept-taps';

/** The timer as the stored state and then each kept tap, in order, make it. */
export function shownAfter(stored: ShownTimer, taps: readonly KeptTap[]): ShownTimer {
  let { clock, running } = stored;
  for (const { tap, at } of taps) {
    const since = toUtcTimestamp(Math.floor(at / 1000) * 1000);
    if (tap.kind === 'clockIn') clock ??= { time_since: since };
    else if (tap.kind === 'clockOut') [clock, running] = [null, null];
    else if (tap.kind === 'stop') running = null;
    else {
      clock ??= { time_since: since };
      running = { id: null, line: tap.booking.label, time_since: since };
    }
  }
  return { clock, running };
}
