import { z } from 'zod';
import { collection, id, isoDate, isSafeText, safeTextCheck, single, text } from './common.ts';
import { entryBudgetTypes } from './entries.ts';
import { entryRecordGroups } from './entry-summary.ts';

// Saved report views (extension, docs/interface.md#saved-report-views): a user's named states of the
// reports page. The page's address and a saved view are read with the same fields below, so a view
// holds exactly what the address can say.

export const periodKinds = ['day', 'week', 'month', 'range'] as const;
export type PeriodKind = (typeof periodKinds)[number];

/**
 * The entries' period anchor and filters, named as in the entries page's address (the reports page
 * uses the same names, so a link carries over). Every field may be left out; strict here, the pages'
 * addresses wrap them to fall back to the default instead (`leniently` in the app).
 */
export const entryViewFields = {
  /** A day of the period; absent = today in the user's zone. */
  date: isoDate.optional(),
  /** The last day, for a range only. */
  until: isoDate.optional(),
  user: id.optional(),
  customer: id.optional(),
  project: id.optional(),
  service: id.optional(),
  lumpsum: id.optional(),
  billable: z.literal([0, 1, 2]).optional(),
  text: text(100).default(''),
  budget: z.enum(entryBudgetTypes).optional(),
  /** 1 = also calculate the revenue of projects with a hard budget. */
  hardRevenue: z.literal(1).optional(),
};

/** What the reports page shows: the period, the entries' filters and the one or two groupings. */
export const reportSearchSchema = z.object({
  period: z.enum(periodKinds).default('month'),
  ...entryViewFields,
  group: z.enum(entryRecordGroups).default('customer'),
  subgroup: z.enum(entryRecordGroups).optional(),
});
export type ReportSearch = z.output<typeof reportSearchSchema>;

const REPORT_VIEW_NAME_MAX = 100;

/** Trimmed before it is checked and stored, so "Q1 " and "Q1" are one name. */
const viewName = z
  .string()
  .trim()
  .min(1, { message: 'Must not be blank' })
  .max(REPORT_VIEW_NAME_MAX)
  .refine(isSafeText, safeTextCheck);

const reportViewSchema = z.object({
  id,
  name: z.string(),
  search: reportSearchSchema,
});
export type ReportView = z.infer<typeof reportViewSchema>;

export const reportViewAddSchema = z.object({ name: viewName, search: reportSearchSchema });
export const reportViewEditSchema = reportViewAddSchema.partial();

export const reportViewListSchema = collection('report_views', reportViewSchema);
export const reportViewSingleSchema = single('report_view', reportViewSchema);
