import { z } from 'zod';
import { amount, collection, id, nameText, noteText, single, text } from './common.ts';

/** Units are short labels such as `km`, `Stück`, `pcs`. */
export const LUMPSUM_UNIT_MAX = 6;

export const lumpSumServiceSchema = z.object({
  id,
  name: z.string(),
  /** Price per unit. */
  price: z.number(),
  unit: z.string().nullable(),
  number: z.string().nullable(),
  active: z.boolean(),
  note: z.string().nullable(),
});
export type LumpSumService = z.infer<typeof lumpSumServiceSchema>;

export const lumpSumServiceAddSchema = z.object({
  name: nameText,
  price: amount(),
  unit: text(LUMPSUM_UNIT_MAX).nullable().optional(),
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  note: noteText.nullable().optional(),
});

export const lumpSumServiceEditSchema = lumpSumServiceAddSchema.partial();

export const lumpSumServiceListSchema = collection('lumpSumServices', lumpSumServiceSchema);
export const lumpSumServiceSingleSchema = single('lumpSumService', lumpSumServiceSchema);
