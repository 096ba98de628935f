import { z } from 'zod';
import { collection, id, isoDate, queryId, queryInt, single } from './common.ts';
import { surchargeKinds } from './surcharges.ts';

// The work-time account as answered by the user reports (extension): a year of months of weeks of
// days, each with its target, hours and difference. The rules are in docs/interface.md#work-time-account;
// contract/work-time-account.ts computes them.

/** The years a report may be asked for. */
export const REPORT_YEAR_MIN = 2000;
export const REPORT_YEAR_MAX = 2100;

const reportYear = queryInt.pipe(
  z
    .number()
    .min(REPORT_YEAR_MIN, { message: `Must be from ${REPORT_YEAR_MIN} to ${REPORT_YEAR_MAX}` })
    .max(REPORT_YEAR_MAX, { message: `Must be from ${REPORT_YEAR_MIN} to ${REPORT_YEAR_MAX}` }),
);

/** How much detail a report carries: 0 the year, 1 months, 2 weeks, 3 days, 4 days with their intervals. */
const reportTypes = [0, 1, 2, 3, 4] as const;
export type ReportType = (typeof reportTypes)[number];

export const userReportListQuery = z.object({
  year: reportYear,
  users_id: queryId.optional(),
  until: isoDate.optional(),
});

export const userReportQuery = z.object({
  year: reportYear,
  type: z
    .enum(['0', '1', '2', '3', '4'], { message: 'Must be one of 0, 1, 2, 3, 4' })
    .transform((value) => Number(value) as ReportType)
    .optional(),
  until: isoDate.optional(),
});

const reportBreakSchema = z.object({
  /** Local `hh:mm`. */
  since: z.string(),
  /** Local `hh:mm`; `24:00` for the next midnight. */
  until: z.string(),
  length: z.number(),
});

const surchargeHoursSchema = z.partialRecord(z.enum(surchargeKinds), z.number());
export type SurchargeHours = z.infer<typeof surchargeHoursSchema>;

const reportDaySchema = z.object({
  date: z.string(),
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number().int(),
  nonbusiness: z.boolean(),
  absence_type: z.number().int().nullable(),
  half_day: z.boolean(),
  target_raw: z.number(),
  target: z.number(),
  worked: z.number(),
  credit: z.number(),
  surcharge: z.number(),
  surcharges: surchargeHoursSchema,
  hours_without_compensation: z.number(),
  hours: z.number(),
  diff: z.number(),
  /** Type 4 only: local `hh:mm` of the first start; null without work. */
  work_start: z.string().nullable().optional(),
  /** Type 4 only: local `hh:mm` of the last end (`24:00` for the next midnight); null without work or while it runs. */
  work_end: z.string().nullable().optional(),
  /** Type 4 only: the gaps between the day's intervals. */
  breaks: z.array(reportBreakSchema).optional(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

const reportWeekSchema = z.object({
  nr: z.number().int(),
  date_since: z.string(),
  date_until: z.string(),
  sum_target: z.number(),
  sum_hours: z.number(),
  diff: z.number(),
  day_details: z.array(reportDaySchema).optional(),
});
export type ReportWeek = z.infer<typeof reportWeekSchema>;

const reportMonthSchema = z.object({
  nr: z.number().int(),
  sum_target: z.number(),
  sum_hours: z.number(),
  sum_hours_without_compensation: z.number(),
  sum_compensation: z.number(),
  sum_reduction_used: z.number(),
  diff: z.number(),
  week_details: z.array(reportWeekSchema).optional(),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

export const userReportSchema = z.object({
  users_id: id,
  users_name: z.string(),
  year: z.number().int(),
  until: z.string(),
  sum_target: z.number(),
  sum_hours: z.number(),
  sum_worked: z.number(),
  sum_surcharge: z.number(),
  sum_credit: z.number(),
  sum_reduction_used: z.number(),
  sum_reduction_planned: z.number(),
  planned_target: z.number(),
  overtime_carryover: z.number(),
  diff: z.number(),
  balance: z.number(),
  holidays_quota: z.number(),
  holidays_carry: z.number(),
  holidays_used: z.number(),
  special_holidays: z.number(),
  sickdays: z.number(),
  month_details: z.array(reportMonthSchema).optional(),
});
export type UserReport = z.infer<typeof userReportSchema>;

export const userReportListSchema = collection('userreports', userReportSchema);
export const userReportSingleSchema = single('userreport', userReportSchema);
