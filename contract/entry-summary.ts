import { z } from 'zod';
import { id, isoDate, MAX_PAGE_SIZE, queryInt } from './common.ts';
import { checkListPeriod, entryListFilters } from './entries.ts';

/**
 * (ext) `GET /api/entries/summary` (docs/interface.md#entries): the sums of every entry the list
 * would show for the same period and filters, in buckets of one `group`, and with `subgroup` each
 * record bucket split once more.
 */
export const entryRecordGroups = ['customer', 'project', 'service', 'user'] as const;
export type EntryRecordGroup = (typeof entryRecordGroups)[number];
const entrySummaryGroups = ['day', 'week', ...entryRecordGroups] as const;
export type EntrySummaryGroup = (typeof entrySummaryGroups)[number];

const isRecordGroup = (group: EntrySummaryGroup): group is EntryRecordGroup =>
  (entryRecordGroups as readonly string[]).includes(group);

/** The entry list's query without paging, plus the grouping (default: by day) and a second level. */
export const entrySummaryQuery = entryListFilters
  .extend({
    group: z.enum(entrySummaryGroups).default('day'),
    subgroup: z.enum(entryRecordGroups).optional(),
    /**
     * Names at most this many of the hard-budget projects left out (most hours first) and adds their
     * number, `count_projects`: a company's month can leave out thousands, and a note shows a few.
     */
    hard_budget_projects: queryInt.pipe(z.number().min(0).max(MAX_PAGE_SIZE)).optional(),
  })
  .superRefine(checkListPeriod)
  .superRefine((query, ctx) => {
    const { group, subgroup } = query;
    if (subgroup === undefined) return;
    if (!isRecordGroup(group) || group === subgroup) {
      ctx.addIssue({
        code: 'custom',
        path: ['subgroup'],
        message: 'Only below a customer, project, service or user group, and not the same one',
      });
    }
  });

/** Hours and revenue of one bucket; `revenue` only for callers who see rights fields. */
const bucketSums = {
  billable_hours: z.number(),
  not_billable_hours: z.number(),
  revenue: z.number().optional(),
};

/** A day, or a week named by its first day, in the caller's time zone and week start. */
const periodBucketSchema = z.object({ key: isoDate, ...bucketSums });
/**
 * A customer, project, service or user; `id` and `name` are null for entries without one (a project,
 * or a service for lump sum service entries).
 */
const recordSums = z.object({ id: id.nullable(), name: z.string().nullable(), ...bucketSums });
/** With `subgroup`: the bucket's entries split by it, most hours first; their sums add up to the bucket's. */
const recordBucketSchema = recordSums.extend({ buckets: z.array(recordSums).optional() });
export type PeriodBucket = z.infer<typeof periodBucketSchema>;
export type RecordBucket = z.infer<typeof recordBucketSchema>;

/**
 * The hard-budget projects whose revenue `revenue` leaves out, with their hours, most first: present
 * only for callers who see revenue, when some are left out, so that no total understates silently.
 */
const hardBudgetLeftOutSchema = z.object({
  hours: z.number(),
  projects: z.array(z.object({ id, name: z.string(), hours: z.number() })),
  /** With `hard_budget_projects`: how many projects are left out, named or not. */
  count_projects: z.number().int().optional(),
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
  summaryOf(z.enum(entryRecordGroups), recordBucketSchema).extend({
    subgroup: z.enum(entryRecordGroups).optional(),
  }),
]);
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entrySummaryAnswerSchema = z.object({
  filter: z.record(z.string(), z.unknown()).nullable(),
  summary: entrySummarySchema,
});

/** A summary by customer, project, service or user, whose buckets are records. */
export type RecordSummary = Extract<EntrySummary, { group: EntryRecordGroup }>;
export const isRecordSummary = (summary: EntrySummary): summary is RecordSummary =>
  isRecordGroup(summary.group);
