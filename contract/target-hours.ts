import { z } from 'zod';
import { amount, collection, id, isoDate, isRealDate, queryId, single } from './common.ts';

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export const targetHoursTypes = ['weekly', 'monthly'] as const;
const targetHoursTypeSchema = z.enum(targetHoursTypes);
export type TargetHoursType = z.infer<typeof targetHoursTypeSchema>;

const targetHoursCommon = {
  id,
  date_since: z.string(),
  date_until: z.string().nullable(),
  /** Automatic time compensation per month, in hours. */
  compensation_monthly: z.number(),
  users_id: id,
};

export const targetHoursWeeklyRowSchema = z.object({
  ...targetHoursCommon,
  type: z.literal('weekly'),
  monday: z.number(),
  tuesday: z.number(),
  wednesday: z.number(),
  thursday: z.number(),
  friday: z.number(),
  saturday: z.number(),
  sunday: z.number(),
  /** true: credited absence hours are the average target hours; false: that day's target hours. */
  absence_fixed_credit: z.boolean(),
  /** Automatic time compensation per day, in minutes. */
  compensation_daily: z.number(),
});

export const targetHoursMonthlyRowSchema = z.object({
  ...targetHoursCommon,
  type: z.literal('monthly'),
  monthly_target: z.number(),
  workday_monday: z.boolean(),
  workday_tuesday: z.boolean(),
  workday_wednesday: z.boolean(),
  workday_thursday: z.boolean(),
  workday_friday: z.boolean(),
  workday_saturday: z.boolean(),
  workday_sunday: z.boolean(),
});

export type TargetHoursWeeklyRow = z.infer<typeof targetHoursWeeklyRowSchema>;
export type TargetHoursMonthlyRow = z.infer<typeof targetHoursMonthlyRowSchema>;

const targetHoursRowSchema = z.discriminatedUnion('type', [
  targetHoursWeeklyRowSchema,
  targetHoursMonthlyRowSchema,
]);
export type TargetHoursRow = z.infer<typeof targetHoursRowSchema>;

/** Hours of one weekday. */
const dayHours = amount(24);
/** Minutes per day. */
const compensationDaily = amount(24 * 60);
/** Hours per month: at most 31 days of 24 hours. */
const monthHours = amount(31 * 24);

const addCommon = {
  users_id: id,
  compensation_monthly: monthHours,
  /** (ext) default today; a new row ends the open one the day before it starts. */
  date_since: isoDate.optional(),
  date_until: isoDate.nullable().optional(),
};

const weeklyFields = {
  monday: dayHours,
  tuesday: dayHours,
  wednesday: dayHours,
  thursday: dayHours,
  friday: dayHours,
  saturday: dayHours,
  sunday: dayHours,
  compensation_daily: compensationDaily,
};

const monthlyFields = {
  monthly_target: monthHours,
  workday_monday: z.boolean(),
  workday_tuesday: z.boolean(),
  workday_wednesday: z.boolean(),
  workday_thursday: z.boolean(),
  workday_friday: z.boolean(),
  workday_saturday: z.boolean(),
  workday_sunday: z.boolean(),
};

/** (ext) the interface lists no parameter for it, but without it the field could never be set. */
const absenceFixedCredit = z.boolean().optional();

/** The fields each type requires, besides users_id, type and compensation_monthly. */
export const targetHoursTypeFields = {
  weekly: Object.keys(weeklyFields) as (keyof typeof weeklyFields)[],
  monthly: Object.keys(monthlyFields) as (keyof typeof monthlyFields)[],
};

const dateOrder = { message: 'Must not be before date_since', path: ['date_until'] };

function isOrdered(value: {
  date_since?: string | undefined;
  date_until?: string | null | undefined;
}): boolean {
  const { date_since, date_until } = value;
  // An invalid date is named by its own schema, not again as an ordering problem.
  if (date_since === undefined || date_until == null || !isRealDate(date_since) || !isRealDate(date_until)) {
    return true;
  }
  return date_until >= date_since;
}

const targetHoursWeeklyAddSchema = z.object({
  ...addCommon,
  type: z.literal('weekly'),
  ...weeklyFields,
  absence_fixed_credit: absenceFixedCredit,
});
const targetHoursMonthlyAddSchema = z.object({
  ...addCommon,
  type: z.literal('monthly'),
  ...monthlyFields,
});

export const targetHoursAddSchema = z
  .discriminatedUnion('type', [targetHoursWeeklyAddSchema, targetHoursMonthlyAddSchema])
  .refine(isOrdered, dateOrder);

// Edits are partial (docs/interface.md#target-hours), but an edit that sends `type` must bring that
// type's fields.
export const targetHoursEditSchema = z
  .object({
    type: targetHoursTypeSchema.optional(),
    users_id: id.optional(),
    compensation_monthly: monthHours.optional(),
    date_since: isoDate.optional(),
    date_until: isoDate.nullable().optional(),
    ...z.object(weeklyFields).partial().shape,
    absence_fixed_credit: absenceFixedCredit,
    ...z.object(monthlyFields).partial().shape,
  })
  .superRefine((value, ctx) => {
    if (value.type !== undefined) {
      for (const field of targetHoursTypeFields[value.type]) {
        if (value[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: `Required for type ${value.type}` });
        }
      }
    }
    if (!isOrdered(value)) ctx.addIssue({ code: 'custom', ...dateOrder });
  });

export const targetHoursListQuery = z.object({
  users_id: queryId.optional(),
});

/** List, get, add and edit all answer under `targethours` (docs/interface.md#target-hours). */
export const targetHoursListSchema = collection('targethours', targetHoursRowSchema);
export const targetHoursSingleSchema = single('targethours', targetHoursRowSchema);
