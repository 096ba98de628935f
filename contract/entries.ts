import { z } from 'zod';
import {
  amount,
  id,
  isUtcTimestamp,
  MAX_INT32,
  noteText,
  pagedList,
  pagingQuery,
  positiveAmount,
  queryBool,
  queryId,
  queryInt,
  single,
  text,
  utcTimestamp,
} from './common.ts';

/** 1 = time entry, 2 = lump sum value, 3 = entry with lump sum service. */
export const entryTypeSchema = z.literal([1, 2, 3]);
export type EntryType = z.infer<typeof entryTypeSchema>;

/** 0 = not billable, 1 = billable, 2 = already billed. */
const billableSchema = z.literal([0, 1, 2]);
export type Billable = z.infer<typeof billableSchema>;

export const entryBudgetTypes = [
  'strict',
  'strict-completed',
  'strict-incomplete',
  'soft',
  'soft-completed',
  'soft-incomplete',
  'without',
  'without-strict',
] as const;

/** The longest period one entry list may span. */
export const ENTRY_LIST_MAX_DAYS = 366;

export const entrySchema = z.object({
  id,
  customers_id: id,
  projects_id: id.nullable(),
  users_id: id,
  billable: billableSchema,
  texts_id: id.nullable(),
  time_since: z.string(),
  /** null while the entry is running. */
  time_until: z.string().nullable(),
  time_insert: z.string(),
  time_last_change: z.string(),
  type: entryTypeSchema,
  // Types 1 and 2.
  services_id: id.optional(),
  // Type 1.
  /** Seconds. */
  duration: z.number().int().optional(),
  /** Seconds by which the duration differs from the period between start and end. */
  offset: z.number().int().optional(),
  clocked: z.boolean().optional(),
  clocked_offline: z.boolean().optional(),
  time_clocked_since: z.string().nullable().optional(),
  time_last_change_worktime: z.string().optional(),
  /** Rights field (owners and managers). */
  hourly_rate: z.number().optional(),
  // Type 2.
  lumpsum: z.number().optional(),
  // Type 3.
  lumpsum_services_id: id.optional(),
  lumpsum_services_amount: z.number().optional(),
  // Only in a list with enhanced_list.
  customers_name: z.string().optional(),
  projects_name: z.string().nullable().optional(),
  users_name: z.string().optional(),
  text: z.string().nullable().optional(),
  services_name: z.string().optional(),
  /** Price per unit (type 3). */
  lumpsum_services_price: z.number().optional(),
  /** Also a rights field. */
  revenue: z.number().optional(),
});
export type Entry = z.infer<typeof entrySchema>;

/** Seconds. */
const duration = z.number().int().min(0).max(MAX_INT32);

const untilAfterSince = { message: 'Must be after time_since', path: ['time_until'] };

function isOrdered(value: {
  time_since?: string | undefined;
  time_until?: string | null | undefined;
}): boolean {
  const { time_since: since, time_until: until } = value;
  // A malformed time is an issue of its own; comparing it would only add noise.
  if (since === undefined || until == null || !isUtcTimestamp(since) || !isUtcTimestamp(until)) return true;
  return until > since;
}

const addCommon = {
  customers_id: id,
  billable: billableSchema,
  time_since: utcTimestamp,
  /** Default: the calling user. */
  users_id: id.optional(),
  projects_id: id.nullable().optional(),
  text: noteText.nullable().optional(),
};

export const entryTimeAddSchema = z
  .object({
    type: z.literal(1),
    ...addCommon,
    services_id: id,
    /** Must be sent; null starts a running entry (at most one per user, 409). */
    time_until: utcTimestamp.nullable(),
    /** Default: the period between time_since and time_until. */
    duration: duration.optional(),
    hourly_rate: amount().optional(),
  })
  .refine(isOrdered, untilAfterSince);

export const entryLumpSumAddSchema = z.object({
  type: z.literal(2),
  ...addCommon,
  services_id: id,
  lumpsum: positiveAmount(),
});

export const entryLumpSumServiceAddSchema = z.object({
  type: z.literal(3),
  ...addCommon,
  lumpsum_services_id: id,
  lumpsum_services_amount: positiveAmount(),
});

/**
 * The type a body describes (docs/interface.md#entries): `lumpsum_services_id` → 3, `lumpsum` → 2,
 * otherwise 1.
 */
export function inferEntryType(body: Record<string, unknown>): EntryType {
  if (body.lumpsum_services_id != null) return 3;
  if (body.lumpsum != null) return 2;
  return 1;
}

/**
 * An entry to add, of the type its fields imply; `type` may be omitted, and an explicit `type`
 * that disagrees with the fields is an issue on `type`. The parsed value always carries `type`.
 */
export const entryAddSchema = z.preprocess(
  (body, ctx) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const record = body as Record<string, unknown>;
    const type = inferEntryType(record);
    if (record.type !== undefined && record.type !== type) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Must be ${type} for the fields sent`,
        input: record.type,
      });
      return body;
    }
    return { ...record, type };
  },
  z.discriminatedUnion('type', [entryTimeAddSchema, entryLumpSumAddSchema, entryLumpSumServiceAddSchema]),
);

/** Checked here only when both times are sent; the service checks the merged entry. */
export const entryEditSchema = z
  .object({
    customers_id: id.optional(),
    projects_id: id.nullable().optional(),
    services_id: id.optional(),
    lumpsum_services_id: id.optional(),
    users_id: id.optional(),
    billable: billableSchema.optional(),
    text: noteText.nullable().optional(),
    duration: duration.optional(),
    lumpsum: positiveAmount().optional(),
    lumpsum_services_amount: positiveAmount().optional(),
    hourly_rate: amount().optional(),
    time_since: utcTimestamp.optional(),
    time_until: utcTimestamp.nullable().optional(),
  })
  .refine(isOrdered, untilAfterSince);

const DAY_MS = 86_400_000;

/**
 * The entry list's period and filters without paging: what the list and its summary
 * (`contract/entry-summary.ts`) both read. Check the period with `checkListPeriod`.
 */
export const entryListFilters = z.object({
  time_since: utcTimestamp,
  time_until: utcTimestamp,
  'filter[users_id]': queryId.optional(),
  'filter[customers_id]': queryId.optional(),
  'filter[projects_id]': queryId.optional(),
  'filter[services_id]': queryId.optional(),
  'filter[lumpsum_services_id]': queryId.optional(),
  /** 2 returns only entries that are billable and already billed. */
  'filter[billable]': queryInt.pipe(billableSchema).optional(),
  'filter[text]': text().optional(),
  'filter[texts_id]': queryId.optional(),
  'filter[budget_type]': z.enum(entryBudgetTypes).optional(),
  enhanced_list: queryBool.optional(),
  /** Only with enhanced_list; the summed revenues of a hard-budget project may then exceed its budget. */
  calc_also_revenues_for_projects_with_hard_budget: queryBool.optional(),
});

/** `time_until` after `time_since` and at most ENTRY_LIST_MAX_DAYS later, as an issue on `time_until`. */
export function checkListPeriod(
  query: { time_since: string; time_until: string },
  ctx: z.RefinementCtx,
): void {
  // A malformed bound is already an issue of its own; the span would only add noise.
  if (!isUtcTimestamp(query.time_since) || !isUtcTimestamp(query.time_until)) return;
  const span = Date.parse(query.time_until) - Date.parse(query.time_since);
  if (span <= 0) {
    ctx.addIssue({ code: 'custom', path: ['time_until'], message: 'Must be after time_since' });
  } else if (span > ENTRY_LIST_MAX_DAYS * DAY_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['time_until'],
      message: `Must be at most ${ENTRY_LIST_MAX_DAYS} days after time_since`,
    });
  }
}

export const entryListQuery = pagingQuery.extend(entryListFilters.shape).superRefine(checkListPeriod);

export const entryListSchema = pagedList('entries', entrySchema).extend({
  filter: z.record(z.string(), z.unknown()).nullable(),
});
export const entrySingleSchema = single('entry', entrySchema);
