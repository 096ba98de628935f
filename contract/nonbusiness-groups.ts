import { z } from 'zod';
import { collection, dateOrder, datesInOrder, id, isoDate, nameText, queryIdList, single } from './common.ts';
import { daysBetween } from './dates.ts';

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

export const nonbusinessGroupListSchema = collection('nonbusinessgroups', nonbusinessGroupSchema);
export const nonbusinessGroupSingleSchema = single('nonbusinessgroup', nonbusinessGroupSchema);

/** (extension, docs/interface.md#nonbusiness-groups): one nonbusiness day of a group, e.g. a public holiday. */
export const nonbusinessDaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** A day with the higher surcharge (a surcharge model's `nonbusiness_special`), e.g. Christmas Day. */
  special: z.boolean(),
});
export type NonbusinessDay = z.infer<typeof nonbusinessDaySchema>;

/** The longest period one `GET /api/nonbusinessgroups/:id/days` may span: a leap year. */
const NONBUSINESS_DAYS_MAX_SPAN = 366;

/** `GET /api/nonbusinessgroups/:id/days`: both dates included, at most a leap year apart. */
export const nonbusinessDayListQuery = z
  .object({ date_since: isoDate, date_until: isoDate })
  .refine(
    (query) =>
      query.date_until >= query.date_since &&
      daysBetween(query.date_since, query.date_until) < NONBUSINESS_DAYS_MAX_SPAN,
    {
      message: `Must be on or after date_since and span at most ${NONBUSINESS_DAYS_MAX_SPAN} days`,
      path: ['date_until'],
    },
  );

export const nonbusinessDayListSchema = collection('nonbusinessdays', nonbusinessDaySchema);

/** (extension) `POST /api/nonbusinessgroups/:id/days`, owners and managers; one day per date and group (409). */
export const nonbusinessDayAddSchema = z.object({
  date: isoDate,
  name: nameText,
  special: z.boolean().optional(),
});

export const nonbusinessDaySingleSchema = single('nonbusinessday', nonbusinessDaySchema);

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

export const userNonbusinessGroupAddSchema = z
  .object({
    users_id: id,
    nonbusiness_groups_id: id,
    date_since: isoDate,
    date_until: isoDate.nullable().optional(),
  })
  .refine(datesInOrder, dateOrder);

/** Checked here only when both dates are sent; the service checks the merged record. */
export const userNonbusinessGroupEditSchema = z
  .object({
    nonbusiness_groups_id: id.optional(),
    date_since: isoDate.optional(),
    date_until: isoDate.nullable().optional(),
  })
  .refine(datesInOrder, dateOrder);

export const userNonbusinessGroupListQuery = z.object({
  'filter[users_id]': queryIdList.optional(),
  'filter[nonbusiness_groups_id]': queryIdList.optional(),
});

/** What decides which group a validity period applies. */
export type GroupPeriod = Pick<UserNonbusinessGroup, 'nonbusiness_groups_id' | 'date_since' | 'date_until'>;

/**
 * The nonbusiness group in force for a user on `day`: the group of the validity period covering it,
 * else the user's deprecated `nonbusinessgroups_id` (docs/interface.md#nonbusiness-groups); null when
 * neither gives one.
 */
export function groupInForce(
  periods: readonly GroupPeriod[],
  defaultGroupId: number | null | undefined,
  day: string,
): number | null {
  const period = periods.find(
    (candidate) =>
      candidate.date_since <= day && (candidate.date_until === null || candidate.date_until >= day),
  );
  return period?.nonbusiness_groups_id ?? defaultGroupId ?? null;
}

export const userNonbusinessGroupListSchema = collection('data', userNonbusinessGroupSchema);
export const userNonbusinessGroupSingleSchema = single('data', userNonbusinessGroupSchema);
