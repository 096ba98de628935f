import { z } from 'zod';
import { collection, halfSteps, id, noteText, queryId, queryInt, single, year } from './common.ts';

// Holiday quotas: the yearly number of holidays a user gets, over a range of years.

export const holidaysQuotaRowSchema = z.object({
  id,
  users_id: id,
  year_since: z.number().int(),
  /** null = open end. */
  year_until: z.number().int().nullable(),
  count: z.number(),
});
export type HolidaysQuotaRow = z.infer<typeof holidaysQuotaRowSchema>;

/** Holidays per year: whole and half days, never negative. */
const quotaCount = halfSteps(0, 366);

const yearOrder = { message: 'Must not be before year_since', path: ['year_until'] };

function isOrdered(value: {
  year_since?: number | undefined;
  year_until?: number | null | undefined;
}): boolean {
  const { year_since, year_until } = value;
  // An invalid year is named by its own schema, not again as an ordering problem.
  if (!year.safeParse(year_since).success || !year.safeParse(year_until).success) return true;
  return (year_until as number) >= (year_since as number);
}

export const holidaysQuotaAddSchema = z
  .object({
    users_id: id,
    year_since: year,
    year_until: year.nullable().optional(),
    count: quotaCount,
  })
  .refine(isOrdered, yearOrder);

/** Checked here only when both years are sent; the service checks the merged row. */
export const holidaysQuotaEditSchema = z
  .object({
    year_since: year.optional(),
    year_until: year.nullable().optional(),
    count: quotaCount.optional(),
  })
  .refine(isOrdered, yearOrder);

export const holidaysQuotaListQuery = z.object({
  users_id: queryId.optional(),
});

export const holidaysQuotaListSchema = collection('holidaysquota', holidaysQuotaRowSchema);
export const holidaysQuotaSingleSchema = single('holidaysquotaRow', holidaysQuotaRowSchema);

// Holiday carryovers: days carried into a year, identified by users_id and year.

export const holidaysCarryRowSchema = z.object({
  users_id: id,
  year: z.number().int(),
  count: z.number(),
  note: z.string().nullable(),
});
export type HolidaysCarryRow = z.infer<typeof holidaysCarryRowSchema>;

/** Whole and half days; negative carries a deficit into the year. */
const carryCount = halfSteps(-366, 366);

export const holidaysCarryAddSchema = z.object({
  users_id: id,
  year,
  count: carryCount,
  note: noteText.nullable().optional(),
});

export const holidaysCarryEditSchema = z.object({
  count: carryCount.optional(),
  note: noteText.nullable().optional(),
});

export const holidaysCarryListQuery = z.object({
  users_id: queryId.optional(),
  year: queryInt.pipe(year).optional(),
});

export const holidaysCarryListSchema = collection('holidayscarry', holidaysCarryRowSchema);
export const holidaysCarrySingleSchema = single('holidayscarryRow', holidaysCarryRowSchema);
