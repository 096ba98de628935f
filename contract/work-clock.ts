import { z } from 'zod';
import { id, utcTimestamp } from './common.ts';

/**
 * (ext) The work clock (docs/interface.md#the-work-clock): the caller's running work-time interval,
 * stored under the caller's local day at its start and written into the work times when it ends.
 */
const workClockSchema = z.object({
  /** The caller's local day at the start, in their time zone. */
  date: z.string(),
  time_since: z.string(),
});

/** GET answers the running interval or null; POST the one it started. */
export const workClockAnswerSchema = z.object({ clock: workClockSchema.nullable() });

/**
 * What ending the clock stored: one interval per local day it covered. An interval on a day the
 * caller may no longer change went into a pending change request (`change_request_id`) instead.
 */
const storedIntervalSchema = z.object({
  date: z.string(),
  time_since: z.string(),
  time_until: z.string(),
  change_request_id: id.nullable(),
});
export type StoredInterval = z.infer<typeof storedIntervalSchema>;

export const workClockStopSchema = z.object({
  clock: z.null(),
  intervals: z.array(storedIntervalSchema),
});

/**
 * How long after a tap it may still be sent: a phone that was offline sends its taps with the moment
 * they were made when the connection returns.
 */
export const WORK_CLOCK_LATE_TAP_DAYS = 7;

/** (ext) `at`: the moment of the tap, default now; a tap kept while offline sends when it was made. */
export const workClockTapQuery = z.object({ at: utcTimestamp.optional() });
