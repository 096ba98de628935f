import { z } from 'zod';
import {
  flag,
  id,
  nameText,
  noteText,
  pagedList,
  pagingQuery,
  queryBool,
  queryIdList,
  single,
  text,
} from './common.ts';

/** The nine palette colours (docs/interface.md#projects-and-customers), in order 1–9. */
export const customerColors = [
  'blood-orange',
  'sunflower',
  'light-green',
  'caribbean',
  'sky',
  'brand-blue',
  'blue-purple',
  'magenta',
  'chewing-gum',
] as const;

export const customerColorSchema = z.number().int().min(1).max(9);

export const customerSchema = z.object({
  id,
  name: z.string(),
  number: z.string().nullable(),
  active: z.boolean(),
  billable_default: z.boolean(),
  /** Only for owners and managers. */
  note: z.string().nullable().optional(),
  color: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerAddSchema = z.object({
  name: nameText,
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  billable_default: flag.optional(),
  note: noteText.nullable().optional(),
  /** (extension, docs/interface.md#projects-and-customers): may be sent on add and edit, default 1. */
  color: customerColorSchema.optional(),
});

export const customerEditSchema = customerAddSchema.partial();

export const customerSortKeys = ['id', 'name', 'number'] as const;

export const customerListQuery = pagingQuery.extend({
  'filter[active]': queryBool.optional(),
  /** (ext) case-insensitive match on name or number. */
  'filter[search]': text(100).optional(),
  /** (ext) only these customers (at most 100 ids): the names a page of projects shows. */
  'filter[ids]': queryIdList.optional(),
  /** (ext) a sort key, `-` in front for descending. */
  sort: z.enum([...customerSortKeys, ...customerSortKeys.map((key) => `-${key}` as const)]).optional(),
});

export const customerListSchema = pagedList('customers', customerSchema).extend({
  filter: z.record(z.string(), z.unknown()).nullable(),
});
export const customerSingleSchema = single('customer', customerSchema);
