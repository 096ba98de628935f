import { z } from 'zod';
import { id } from './common.ts';

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
