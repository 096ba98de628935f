import { z } from 'zod';
import {
  dateOrder,
  datesInOrder,
  id,
  isoDate,
  isUtcTimestamp,
  noteText,
  pagedList,
  pagingQuery,
  queryBool,
  queryId,
  queryInt,
  single,
  utcTimestamp,
} from './common.ts';

/** The change-request endpoint yields valid data only from this Monday on; an earlier date is a 400. */
export const CHANGE_REQUESTS_VALID_FROM = '2023-08-21';
export const CHANGE_REQUEST_CHANGES_MAX = 50;

/** 1 = add time, 2 = remove time. */
const changeRequestIntervalTypeSchema = z.literal([1, 2]);
/** 1 = requested, 2 = declined; an approved request is resolved and removed, so it has no status. */
const changeRequestStatusSchema = z.literal([1, 2]);

const changeRequestIntervalSchema = z.object({
  type: changeRequestIntervalTypeSchema,
  time_since: utcTimestamp,
  time_until: utcTimestamp,
});
export type ChangeRequestInterval = z.infer<typeof changeRequestIntervalSchema>;

/** An interval as sent: `time_since` before `time_until`; that it lies within the day is checked by the service. */
const changeRequestIntervalInputSchema = changeRequestIntervalSchema.refine(
  // Canonical UTC timestamps order as text; a malformed one is already reported on its own field.
  (interval) =>
    !isUtcTimestamp(interval.time_since) ||
    !isUtcTimestamp(interval.time_until) ||
    interval.time_since < interval.time_until,
  { message: 'Must be after time_since', path: ['time_until'] },
);

export const changeRequestSchema = z.object({
  id,
  date: z.string(),
  users_id: id,
  status: changeRequestStatusSchema,
  declined_at: z.string().nullable(),
  declined_by: id.nullable(),
  changes: z.array(changeRequestIntervalSchema),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestAddSchema = z.object({
  date: isoDate.refine((date) => date >= CHANGE_REQUESTS_VALID_FROM, {
    message: `Must not be before ${CHANGE_REQUESTS_VALID_FROM}`,
  }),
  users_id: id,
  changes: z.array(changeRequestIntervalInputSchema).min(1).max(CHANGE_REQUEST_CHANGES_MAX),
});

export const changeRequestListQuery = pagingQuery
  .extend({
    date_since: isoDate.optional(),
    date_until: isoDate.optional(),
    users_id: queryId.optional(),
    status: queryInt.pipe(changeRequestStatusSchema).optional(),
    /** (ext) Answer the decline reasons beside the records (docs/interface.md#change-requests-and-work-times). */
    decline_reasons: queryBool.optional(),
    /** (ext) Only requests of this team's members; the answer echoes it under `filter`. */
    teams_id: queryId.optional(),
  })
  .refine(datesInOrder, dateOrder);

/** (ext) Why a request was declined; beside the records, never in them, which carry the interface's fields. */
const declineReasonSchema = z.object({ change_requests_id: id, reason: z.string() });
export type DeclineReason = z.infer<typeof declineReasonSchema>;

export const changeRequestListSchema = pagedList('change_requests', changeRequestSchema).extend({
  /** (ext) With `decline_reasons=true`: one item per listed request declined with a reason. */
  decline_reasons: z.array(declineReasonSchema).optional(),
  /**
   * (ext) With `teams_id`: the team filter applied, so a client can tell this service from one that
   * ignored the parameter and answered every team's requests.
   */
  filter: z.object({ teams_id: id }).optional(),
});

/** (ext) The decline's optional body: the interface's clients send none. */
export const changeRequestDeclineSchema = z.object({ reason: noteText.nullable().optional() });

/** Create: `change_request` is null when the changes were applied at once (`approved_immediately`). */
export const changeRequestAddResponseSchema = z.object({
  change_request: changeRequestSchema.nullable(),
  /** The earlier pending request of that user and day that this one replaced. */
  replaced_change_request: changeRequestSchema.nullable(),
  approved_immediately: z.boolean(),
});
export type ChangeRequestAddResponse = z.infer<typeof changeRequestAddResponseSchema>;

/** Approve and delete: the request is resolved or gone. */
export const changeRequestResolvedSchema = z.object({ change_request: z.null() });
/** (ext) GET of one request, and the answer to decline. */
export const changeRequestSingleSchema = single('change_request', changeRequestSchema);

// Work times (extension, docs/interface.md#change-requests-and-work-times): the intervals a change
// request adds to or cuts from a day.

const workTimeIntervalSchema = z.object({
  time_since: z.string(),
  /** Null for the work clock's running interval (docs/interface.md#the-work-clock). */
  time_until: z.string().nullable(),
});

export const workTimeDaySchema = z.object({
  date: z.string(),
  users_id: id,
  /**
   * The user's UTC offset in seconds on that day (Europe/Berlin in summer: 7200), taken at local noon
   * so that a DST change in the night gives the offset of most of the day.
   */
  offset: z.number().int(),
  intervals: z.array(workTimeIntervalSchema),
});
export type WorkTimeDay = z.infer<typeof workTimeDaySchema>;

export const workTimeListQuery = pagingQuery
  .extend({
    users_id: queryId.optional(),
    date_since: isoDate.optional(),
    date_until: isoDate.optional(),
  })
  .refine(datesInOrder, dateOrder);

export const workTimeListSchema = pagedList('work_time_days', workTimeDaySchema);
