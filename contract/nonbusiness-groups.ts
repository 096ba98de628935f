import { z } from 'zod';
import { collection, id, isoDate, nameText, queryIdList, single } from './common.ts';

/**
 * (extension, docs/interface.md#nonbusiness-groups): a named set of nonbusiness days (for example a
 * region's public holidays).
 */
export const nonbusinessGroupSchema = z.object({
  id,
  name: z.string(),
});
export type NonbusinessGroup = z.infer<typeof nonbusinessGroupSchema>;

/** (extension, docs/interface.md#nonbusiness-groups): `POST /api/nonbusinessgroups`, owners and managers. */
export const nonbusinessGroupAddSchema = z.object({ name: nameText });
export type NonbusinessGroupAdd = z.input<typeof nonbusinessGroupAddSchema>;

export const nonbusinessGroupListSchema = collection('nonbusinessgroups', nonbusinessGroupSchema);
export const nonbusinessGroupSingleSchema = single('nonbusinessgroup', nonbusinessGroupSchema);

/** A period in which a nonbusiness group applies to a user; one user's periods do not overlap (409). */
export const userNonbusinessGroupSchema = z.object({
  id,
  users_id: id,
  nonbusiness_groups_id: id,
  date_since: z.string(),
  /** null = open end. */
  date_until: z.string().nullable(),
});
export type UserNonbusinessGroup = z.infer<typeof userNonbusinessGroupSchema>;

const periodOrder = {
  message: 'Must not be before date_since',
  path: ['date_until'],
};

function isOrdered(value: {
  date_since?: string | undefined;
  date_until?: string | null | undefined;
}): boolean {
  return value.date_since === undefined || value.date_until == null || value.date_until >= value.date_since;
}

export const userNonbusinessGroupAddSchema = z
  .object({
    users_id: id,
    nonbusiness_groups_id: id,
    date_since: isoDate,
    date_until: isoDate.nullable().optional(),
  })
  .refine(isOrdered, periodOrder);
export type UserNonbusinessGroupAdd = z.input<typeof userNonbusinessGroupAddSchema>;

/** Checked here only when both dates are sent; the service checks the merged record. */
export const userNonbusinessGroupEditSchema = z
  .object({
    nonbusiness_groups_id: id.optional(),
    date_since: isoDate.optional(),
    date_until: isoDate.nullable().optional(),
  })
  .refine(isOrdered, periodOrder);
export type UserNonbusinessGroupEdit = z.input<typeof userNonbusinessGroupEditSchema>;

export const userNonbusinessGroupListQuery = z.object({
  'filter[users_id]': queryIdList.optional(),
  'filter[nonbusiness_groups_id]': queryIdList.optional(),
});

export const userNonbusinessGroupListSchema = collection('data', userNonbusinessGroupSchema);
export const userNonbusinessGroupSingleSchema = single('data', userNonbusinessGroupSchema);
