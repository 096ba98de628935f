import { z } from 'zod';
import {
  collection,
  editLockDynValues,
  id,
  isoDate,
  languageSchema,
  MAX_INT32,
  NAME_MAX,
  nameText,
  pagingQuery,
  pagingSchema,
  queryBool,
  queryId,
  single,
  text,
} from './common.ts';

export const userRoles = ['owner', 'manager', 'worker'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Days back from today that stay editable (1 = only today); null = no dynamic lock. */
const editLockDynSchema = z.literal(editLockDynValues);

/** 1 = salary, 2 = hourly wage; only used by an accounting export. */
const wageTypeSchema = z.literal([1, 2]);

/** 0 = no worktime regulation; null (in the record) = the company default. */
const worktimeRegulationIdSchema = z.number().int().min(0).max(MAX_INT32);

// IANA names of the form Area/City (also Area/Region/City); the runtime's time-zone data decides
// whether the zone exists, so the server and the browser agree on what they can render.
const timezonePattern = /^[A-Z][A-Za-z]*(?:\/[A-Za-z0-9_+-]+)+$/;

export function isTimeZone(value: string): boolean {
  if (!timezonePattern.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timezoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: 'Must be a time zone name of the form Area/City' });

const ABSENCE_MANAGERS_MAX = 100;

/** (extension, docs/interface.md#users-and-teams): the users who may administer this user's absences. */
const absenceManagersSchema = z
  .array(id)
  .max(ABSENCE_MANAGERS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Must not repeat an id' });

export const userSchema = z.object({
  id,
  name: z.string(),
  number: z.string().nullable(),
  email: z.string(),
  active: z.boolean(),
  timeformat_12h: z.boolean(),
  weekstart_monday: z.boolean(),
  weekend_friday: z.boolean(),
  language: languageSchema,
  timezone: z.string(),
  teams_id: id.nullable(),
  initials: z.string().nullable(),
  boss: id.nullable(),
  absence_managers_id: z.array(id),
  // A worker sees the fields below only on their own record (docs/interface.md#roles-and-rights); on
  // other users' records they are absent.
  role: userRoleSchema.optional(),
  wage_type: wageTypeSchema.nullable().optional(),
  can_generally_see_absences: z.boolean().optional(),
  can_generally_manage_absences: z.boolean().optional(),
  can_add_customers: z.boolean().optional(),
  edit_lock: z.string().nullable().optional(),
  edit_lock_dyn: editLockDynSchema.nullable().optional(),
  edit_lock_sync: z.boolean().nullable().optional(),
  worktime_regulation_id: worktimeRegulationIdSchema.nullable().optional(),
  nonbusinessgroups_id: id.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Fields of another user's record that a worker does not see (absent from the JSON). */
export const userHiddenFields = [
  'role',
  'wage_type',
  'can_generally_see_absences',
  'can_generally_manage_absences',
  'can_add_customers',
  'edit_lock',
  'edit_lock_dyn',
  'edit_lock_sync',
  'worktime_regulation_id',
  'nonbusinessgroups_id',
] as const;

/** Fields every user may edit on their own record (docs/interface.md#roles-and-rights). */
export const userPreferenceFields = [
  'language',
  'timeformat_12h',
  'weekstart_monday',
  'weekend_friday',
] as const;

/**
 * Fields only owners and managers may write: a worker changes none of them, not even on their own
 * record, where only the preferences are theirs (docs/interface.md#roles-and-rights).
 */
export const userRightsFields = [
  'role',
  'active',
  'can_generally_see_absences',
  'can_generally_manage_absences',
  'can_add_customers',
  'edit_lock',
  'edit_lock_dyn',
  'edit_lock_sync',
  'boss',
  'absence_managers_id',
  'teams_id',
  'worktime_regulation_id',
  'wage_type',
  'number',
  'nonbusinessgroups_id',
  'timezone',
] as const;

/**
 * The rights flags and the one role each fits (docs/interface.md#users-and-teams): set on another role
 * they are a 400, and a change of role switches off the ones that no longer fit.
 */
export const rightsFlagRoles = {
  can_generally_see_absences: 'worker',
  can_generally_manage_absences: 'manager',
  can_add_customers: 'worker',
} as const satisfies Record<string, UserRole>;
export type RightsFlag = keyof typeof rightsFlagRoles;

export const userAddSchema = z.object({
  name: nameText,
  email: z.email().max(NAME_MAX),
  role: userRoleSchema,
  /** Send a welcome e-mail to the new user; default false. */
  mail_to_user: z.boolean().optional(),
  number: text().nullable().optional(),
  timeformat_12h: z.boolean().optional(),
  weekstart_monday: z.boolean().optional(),
  weekend_friday: z.boolean().optional(),
  language: languageSchema.optional(),
  timezone: timezoneSchema.optional(),
  wage_type: wageTypeSchema.nullable().optional(),
  can_generally_see_absences: z.boolean().optional(),
  can_generally_manage_absences: z.boolean().optional(),
  can_add_customers: z.boolean().optional(),
  edit_lock_sync: z.boolean().nullable().optional(),
  teams_id: id.nullable().optional(),
  nonbusinessgroups_id: id.nullable().optional(),
  worktime_regulation_id: worktimeRegulationIdSchema.nullable().optional(),
  boss: id.nullable().optional(),
  /** (extension, docs/interface.md#users-and-teams): owners and managers may set it on add. */
  absence_managers_id: absenceManagersSchema.optional(),
});

/** The e-mail address is not in the interface's edit list, so it cannot be changed. */
export const userEditSchema = z.object({
  name: nameText.optional(),
  number: text().nullable().optional(),
  active: z.boolean().optional(),
  role: userRoleSchema.optional(),
  timeformat_12h: z.boolean().optional(),
  weekstart_monday: z.boolean().optional(),
  weekend_friday: z.boolean().optional(),
  language: languageSchema.optional(),
  /** Only on the company creator's own record during the trial phase (422 otherwise). */
  timezone: timezoneSchema.optional(),
  wage_type: wageTypeSchema.nullable().optional(),
  can_generally_see_absences: z.boolean().optional(),
  can_generally_manage_absences: z.boolean().optional(),
  can_add_customers: z.boolean().optional(),
  /** Every day on or before this date is locked. */
  edit_lock: isoDate.nullable().optional(),
  edit_lock_dyn: editLockDynSchema.nullable().optional(),
  edit_lock_sync: z.boolean().nullable().optional(),
  teams_id: id.nullable().optional(),
  nonbusinessgroups_id: id.nullable().optional(),
  worktime_regulation_id: worktimeRegulationIdSchema.nullable().optional(),
  boss: id.nullable().optional(),
  /** (extension, docs/interface.md#users-and-teams): owners and managers may set it on edit. */
  absence_managers_id: absenceManagersSchema.optional(),
});
export type UserEdit = z.input<typeof userEditSchema>;

/**
 * (extension, docs/interface.md#authentication): the answer of `POST /api/v2/users/[ID]/apikey`, shown
 * once.
 */
export const userApiKeySchema = z.object({ api_key: z.string() });

/**
 * (extensions, docs/interface.md#users-and-teams) What narrows the users list, which the interface answers
 * whole: for a page that names a few co-workers or a picker that searches them, where the whole list is a
 * megabyte at 2,000 people. The interface's own clients send none of these.
 */
export const userListQuery = z.object({
  /** only the members of this team. */
  'filter[teams_id]': queryId.optional(),
  /** case-insensitive match on the name. */
  'filter[search]': text(100).optional(),
  'filter[active]': queryBool.optional(),
  /** `name` (reading order, then id) or `id`, the default. */
  sort: z.enum(['id', 'name']).optional(),
  /** With either, the answer is one page of the matches and carries `paging`. */
  ...pagingQuery.shape,
});

export const userListSchema = collection('users', userSchema).extend({
  /** (ext) Only when the request asked for a page. */
  paging: pagingSchema.optional(),
});
export const userSingleSchema = single('user', userSchema);
