import { z } from 'zod';
import { collection, id, nameText, noteText, single, text } from './common.ts';

/** (extension, docs/interface.md#entries): the services that time entries and lump sum values point to. */
export const serviceSchema = z.object({
  id,
  name: z.string(),
  number: z.string().nullable(),
  active: z.boolean(),
  note: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceAddSchema = z.object({
  name: nameText,
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  note: noteText.nullable().optional(),
});

export const serviceEditSchema = serviceAddSchema.partial();

export const serviceListSchema = collection('services', serviceSchema);
export const serviceSingleSchema = single('service', serviceSchema);
