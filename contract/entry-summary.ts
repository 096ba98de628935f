import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { checkListPeriod, entryListFilters } from './entries.ts';

/**
 * (ext) `GET /api/entries/summary` (docs/interface.md#entries): the sums of every entry the list
 * would show for the same period and filters, in buckets of one `group`.
 */
const entrySummaryGroups = ['day', 'week', 'customer', 'project'] as const;
export type EntrySummaryGroup = (typeof entrySummaryGroups)[number];

/** The entry list's query without paging, plus the grouping (default: by day). */
export const entrySummaryQuery = entryListFilters
  .extend({ group: z.enum(entrySummaryGroups).default('day') })
  .superRefine(checkListPeriod);

/** Hours and revenue of one bucket; `revenue` only for callers who see rights fields. */
const bucketSums = {
  billable_hours: z.number(),
  not_billable_hours: z.number(),
  revenue: z.number().optional(),
};

/** A day, or a week named by its first day, in the caller's time zone and week start. */
const periodBucketSchema = z.object({ key: isoDate, ...bucketSums });
/** A customer or project; `id` and `name` are null for entries without a project. */
const recordBucketSchema = z.object({ id: id.nullable(), name: z.string().nullable(), ...bucketSums });
export type PeriodBucket = z.infer<typeof periodBucketSchema>;
export type RecordBucket = z.infer<typeof recordBucketSchema>;

/**
 * The hard-budget projects whose revenue `revenue` leaves out, with their hours, most first: present
 * only for callers who see revenue, when some are left out, so that no total understates silently.
 */
const hardBudgetLeftOutSchema = z.object({
  hours: z.number(),
  projects: z.array(z.object({ id, name: z.string(), hours: z.number() })),
});
export type HardBudgetLeftOut = z.infer<typeof hardBudgetLeftOutSchema>;

const entrySummaryTotalsSchema = z.object({
  hours: z.number(),
  billable_hours: z.number(),
  revenue: z.number().optional(),
  hard_budget_left_out: hardBudgetLeftOutSchema.optional(),
});

const summaryOf = <Group extends z.ZodType, Bucket extends z.ZodType>(group: Group, bucket: Bucket) =>
  z.object({
    group,
    /** The zone and first weekday days and weeks were counted in: the caller's. */
    timezone: z.string(),
    weekstart_monday: z.boolean(),
    totals: entrySummaryTotalsSchema,
    buckets: z.array(bucket),
  });

const entrySummarySchema = z.discriminatedUnion('group', [
  summaryOf(z.enum(['day', 'week']), periodBucketSchema),
  summaryOf(z.enum(['customer', 'project']), recordBucketSchema),
]);
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entrySummaryAnswerSchema = z.object({
  filter: z.record(z.string(), z.unknown()).nullable(),
  summary: entrySummarySchema,
});
