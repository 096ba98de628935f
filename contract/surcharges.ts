import { z } from 'zod';
import { collection, id, nameText, single, timeOfDay } from './common.ts';

export const surchargeKinds = [
  'night',
  'night_increased',
  'nonbusiness',
  'nonbusiness_special',
  'sunday',
  'saturday',
] as const;
export type SurchargeKind = (typeof surchargeKinds)[number];

/** Night surcharges apply every day, so they take no day flags. */
export const nightKinds = ['night', 'night_increased'] as const;

const SURCHARGE_PERCENT_MAX = 1000;

/** Percent of the work time added to the work-time account. */
const percent = z.number().int().min(1).max(SURCHARGE_PERCENT_MAX);
/** On edit, percent 0 removes the surcharge from the model. */
const editPercent = z.number().int().min(0).max(SURCHARGE_PERCENT_MAX);

/**
 * A configured surcharge as returned; night kinds come without the day flags
 * (docs/interface.md#surcharges).
 */
const surchargeSchema = z.object({
  percent,
  time_since: timeOfDay,
  time_until: timeOfDay,
  time_since_is_previous_day: z.boolean().optional(),
  time_until_is_next_day: z.boolean().optional(),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

export const surchargeModelSchema = z.object({
  id,
  name: z.string(),
  /** true: night surcharges add to another surcharge; false: only the higher percent applies. */
  accumulation: z.boolean(),
  // Only the configured kinds are present.
  night: surchargeSchema.optional(),
  night_increased: surchargeSchema.optional(),
  nonbusiness: surchargeSchema.optional(),
  nonbusiness_special: surchargeSchema.optional(),
  sunday: surchargeSchema.optional(),
  saturday: surchargeSchema.optional(),
});
export type SurchargeModel = z.infer<typeof surchargeModelSchema>;

// A day flag on a night kind, even `false`, is a 400 on add naming e.g. `night.time_since_is_previous_day`
// (docs/interface.md#surcharges); any other unknown key is ignored as everywhere else.
const noDayFlag = z.never({ message: 'Night surcharges take no day flags' }).optional();

const nightSurchargeAddSchema = z.object({
  percent,
  time_since: timeOfDay,
  time_until: timeOfDay,
  time_since_is_previous_day: noDayFlag,
  time_until_is_next_day: noDayFlag,
});

const daySurchargeAddSchema = z.object({
  percent,
  time_since: timeOfDay,
  time_until: timeOfDay,
  time_since_is_previous_day: z.boolean().optional(),
  time_until_is_next_day: z.boolean().optional(),
});

export const surchargeModelAddSchema = z.object({
  name: nameText,
  accumulation: z.boolean(),
  night: nightSurchargeAddSchema.optional(),
  night_increased: nightSurchargeAddSchema.optional(),
  nonbusiness: daySurchargeAddSchema.optional(),
  nonbusiness_special: daySurchargeAddSchema.optional(),
  sunday: daySurchargeAddSchema.optional(),
  saturday: daySurchargeAddSchema.optional(),
});

// On edit a kind object replaces that kind: percent 1–1000 with both times, or percent 0 (times
// optional) to remove it. Day flags sent for a night kind on edit are ignored (stripped), as the
// interface restricts add only; omitted day flags of the other kinds become false.
function requireTimesUnlessRemoved(
  value: { percent: number; time_since?: string; time_until?: string },
  ctx: z.RefinementCtx,
) {
  if (value.percent === 0) return;
  for (const key of ['time_since', 'time_until'] as const) {
    if (value[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Required unless percent is 0' });
    }
  }
}

const nightSurchargeEditSchema = z
  .object({
    percent: editPercent,
    time_since: timeOfDay.optional(),
    time_until: timeOfDay.optional(),
  })
  .superRefine(requireTimesUnlessRemoved);

const daySurchargeEditSchema = z
  .object({
    percent: editPercent,
    time_since: timeOfDay.optional(),
    time_until: timeOfDay.optional(),
    time_since_is_previous_day: z.boolean().optional(),
    time_until_is_next_day: z.boolean().optional(),
  })
  .superRefine(requireTimesUnlessRemoved);

/** null for a kind, or percent 0, removes that surcharge from the model. */
export const surchargeModelEditSchema = z.object({
  name: nameText.optional(),
  accumulation: z.boolean().optional(),
  night: nightSurchargeEditSchema.nullable().optional(),
  night_increased: nightSurchargeEditSchema.nullable().optional(),
  nonbusiness: daySurchargeEditSchema.nullable().optional(),
  nonbusiness_special: daySurchargeEditSchema.nullable().optional(),
  sunday: daySurchargeEditSchema.nullable().optional(),
  saturday: daySurchargeEditSchema.nullable().optional(),
});

export const surchargeModelListSchema = collection('surcharges', surchargeModelSchema);
export const surchargeModelSingleSchema = single('surcharge', surchargeModelSchema);
