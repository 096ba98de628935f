import { z } from 'zod';
import { collection, id, isoDate, queryIdList, single } from './common.ts';

// Surcharge-model periods (extension): which surcharge model applies to a user from which day. The
// interface's target-hours record keeps exactly its fields, so the assignment is a dated resource of its
// own, answered under `data` like the nonbusiness-group periods; one user's periods do not overlap (409).

export const userSurchargeModelSchema = z.object({
  id,
  users_id: id,
  surcharge_models_id: id,
  date_since: z.string(),
  /** null = open end. */
  date_until: z.string().nullable(),
});
export type UserSurchargeModel = z.infer<typeof userSurchargeModelSchema>;

const periodOrder = { message: 'Must not be before date_since', path: ['date_until'] };

function isOrdered(value: {
  date_since?: string | undefined;
  date_until?: string | null | undefined;
}): boolean {
  return value.date_since === undefined || value.date_until == null || value.date_until >= value.date_since;
}

export const userSurchargeModelAddSchema = z
  .object({
    users_id: id,
    surcharge_models_id: id,
    date_since: isoDate,
    date_until: isoDate.nullable().optional(),
  })
  .refine(isOrdered, periodOrder);

/** Checked here only when both dates are sent; the service checks the merged record. */
export const userSurchargeModelEditSchema = z
  .object({
    surcharge_models_id: id.optional(),
    date_since: isoDate.optional(),
    date_until: isoDate.nullable().optional(),
  })
  .refine(isOrdered, periodOrder);

export const userSurchargeModelListQuery = z.object({
  'filter[users_id]': queryIdList.optional(),
  'filter[surcharge_models_id]': queryIdList.optional(),
});

export const userSurchargeModelListSchema = collection('data', userSurchargeModelSchema);
export const userSurchargeModelSingleSchema = single('data', userSurchargeModelSchema);
