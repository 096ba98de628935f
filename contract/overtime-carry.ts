import { z } from 'zod';
import { collection, id, noteText, queryId, queryInt, single, year } from './common.ts';

// Overtime carryovers (extension): hours carried into a year's work-time account, identified by
// users_id and year like the holiday carryovers; negative carries a deficit.

export const overtimeCarryRowSchema = z.object({
  users_id: id,
  year: z.number().int(),
  hours: z.number(),
  note: z.string().nullable(),
});
export type OvertimeCarryRow = z.infer<typeof overtimeCarryRowSchema>;

const OVERTIME_CARRY_MAX = 10_000;

/** Any quarter hour from −10,000 to 10,000. */
const carryHours = z
  .number()
  .min(-OVERTIME_CARRY_MAX)
  .max(OVERTIME_CARRY_MAX)
  .refine((value) => Number.isInteger(value * 4), { message: 'Only quarter hours are allowed' });

export const overtimeCarryAddSchema = z.object({
  users_id: id,
  year,
  hours: carryHours,
  note: noteText.nullable().optional(),
});

export const overtimeCarryEditSchema = z.object({
  hours: carryHours.optional(),
  note: noteText.nullable().optional(),
});

export const overtimeCarryListQuery = z.object({
  users_id: queryId.optional(),
  year: queryInt.pipe(year).optional(),
});

export const overtimeCarryListSchema = collection('overtimecarry', overtimeCarryRowSchema);
export const overtimeCarrySingleSchema = single('overtimecarryRow', overtimeCarryRowSchema);
