import { eq } from 'drizzle-orm';
import { dayIn, splitByDay, toUtcTimestamp } from '../../contract/dates.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import {
  type StoredInterval,
  WORK_CLOCK_LATE_TAP_DAYS,
  workClockAnswerSchema,
  workClockStopSchema,
  workClockTapQuery,
} from '../../contract/work-clock.ts';
import { workClocks } from '../db/account-schema.ts';
import type { ChangeInterval } from '../db/schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { filePendingRequest, withRetries } from '../domain/change-requests.ts';
import { applyToDay, lockUser } from '../domain/work-times.ts';
import { ApiError, forbidden, invalidFields } from '../http.ts';

/** Whole seconds, as the wire format has them, so that what is stored is what is shown. */
const wholeSeconds = (instant: number) => Math.floor(instant / 1000) * 1000;

/** Clock skew between a phone and the service that a tap "now" may show. */
const SKEW_MS = 60_000;

/**
 * The moment a tap counts from: `at` when sent (a tap kept while offline), else now. One from the
 * future or older than the late-tap window is a 400 naming `at`.
 */
function tapMoment(at: string | undefined, now: number): number {
  if (at === undefined) return now;
  const instant = Date.parse(at);
  if (instant > now + SKEW_MS || instant < now - WORK_CLOCK_LATE_TAP_DAYS * 86_400_000) {
    throw invalidFields(['at']);
  }
  return wholeSeconds(Math.min(instant, now));
}

const clockOf = (row: { date: string; timeSince: Date }) => ({
  date: row.date,
  time_since: toUtcTimestamp(row.timeSince.getTime()),
});

/**
 * The work clock (an extension: docs/interface.md#the-work-clock): the caller clocks in and out, and
 * the interval lands in their work times. One running interval per user is the table's primary key.
 */
export const workClockRoutes = declareRoutes(
  {
    get: {
      method: 'GET',
      path: '/api/v2/workTimes/clock',
      tag: 'Work times',
      summary: "Get the caller's running work-time interval",
      extension: true,
      response: workClockAnswerSchema,
    },
    start: {
      method: 'POST',
      path: '/api/v2/workTimes/clock',
      tag: 'Work times',
      summary: 'Clock in',
      description:
        'Starts a work-time interval for the caller, now or at `at` (a tap kept while offline, at most ' +
        `${WORK_CLOCK_LATE_TAP_DAYS} days back); 409 while one runs.`,
      extension: true,
      query: workClockTapQuery,
      response: workClockAnswerSchema,
      refusals: [403, 409],
    },
    stop: {
      method: 'DELETE',
      path: '/api/v2/workTimes/clock',
      tag: 'Work times',
      summary: 'Clock out',
      description:
        "Writes the running interval, up to now or to `at`, into the caller's work times, one interval " +
        'per local day; a day the caller may no longer change gets a pending change request instead. ' +
        '404 when none runs; an `at` not after its start is a 400.',
      extension: true,
      query: workClockTapQuery,
      response: workClockStopSchema,
      refusals: [403],
    },
  },
  ({ db, clock, appUrl }) => {
    // Whoever may file change requests for their own work times may clock them.
    const ownWorkTimes = (caller: Caller) => {
      if (!rights.filesChangeRequestFor(caller, caller.id)) throw forbidden();
    };
    return {
      get: async (c) => {
        const caller = c.get('caller');
        const [row] = await db.select().from(workClocks).where(eq(workClocks.usersId, caller.id));
        return c.json({ clock: row ? clockOf(row) : null });
      },

      start: async (c, input) => {
        const caller = c.get('caller');
        ownWorkTimes(caller);
        const now = tapMoment(input.query().at, wholeSeconds(clock.now().getTime()));
        // The primary key decides between concurrent starts, in whichever process they arrive.
        const [row] = await db
          .insert(workClocks)
          .values({ usersId: caller.id, date: dayIn(now, caller.timezone), timeSince: new Date(now) })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ApiError(409, 'work_clock_running');
        return c.json({ clock: clockOf(row) });
      },

      stop: async (c, input) => {
        const caller = c.get('caller');
        ownWorkTimes(caller);
        const now = wholeSeconds(clock.now().getTime());
        const end = tapMoment(input.query().at, now);
        // Locks are judged as they are when the tap arrives: a day locked meanwhile gets a request.
        const today = dayIn(now, caller.timezone);
        const intervals = await withRetries(() =>
          db.transaction(async (tx) => {
            await lockUser(tx, caller.id);
            const [row] = await tx.delete(workClocks).where(eq(workClocks.usersId, caller.id)).returning();
            if (!row) throw new ApiError(404, 'work_clock_not_running');
            if (end <= row.timeSince.getTime()) throw invalidFields(['at']);
            const stored: StoredInterval[] = [];
            for (const piece of splitByDay(row.timeSince.getTime(), end, caller.timezone)) {
              const change: ChangeInterval = {
                type: 1,
                time_since: toUtcTimestamp(piece.since),
                time_until: toUtcTimestamp(piece.until),
              };
              let changeRequestId: number | null = null;
              // A locked day changes only through a change request; the time is kept there, beside
              // whatever the caller already asked for that day.
              if (rights.isLockedOn(caller, piece.date, today)) {
                const { created } = await filePendingRequest(
                  tx,
                  caller.id,
                  piece.date,
                  (pending) => [...(pending?.changes ?? []), change],
                  caller.id,
                  { now: clock.now(), appUrl },
                );
                changeRequestId = created.id;
              } else {
                await applyToDay(tx, caller.id, piece.date, [change]);
              }
              stored.push({
                date: piece.date,
                time_since: change.time_since,
                time_until: change.time_until,
                change_request_id: changeRequestId,
              });
            }
            return stored;
          }),
        );
        return c.json({ clock: null, intervals });
      },
    };
  },
);
