import type { Language } from '../../../contract/common.ts';
import type { Caller } from '../../../contract/rights.ts';
import {
  type RightsFlag,
  rightsFlagRoles,
  type User,
  type UserRole,
  userEditSchema,
} from '../../../contract/users.ts';
import { numberOrNull, textOrNull } from '../../lib/form.ts';

/** The co-worker form's values, one per input. */
export type UserValues = {
  name: string;
  email: string;
  role: UserRole;
  mail_to_user: boolean;
  number: string;
  active: boolean;
  wage_type: number | null;
  worktime_regulation_id: number | string;
  teams_id: number | null;
  boss: number | null;
  absence_managers_id: number[];
  nonbusinessgroups_id: number | null;
  can_generally_see_absences: boolean;
  can_generally_manage_absences: boolean;
  can_add_customers: boolean;
  edit_lock: string | null;
  edit_lock_dyn: number | null;
  edit_lock_sync: boolean;
  language: Language;
  timezone: string;
  timeformat_12h: boolean;
  weekstart_monday: boolean;
  weekend_friday: boolean;
};

// Every input is named after the body field it fills, so a 400 naming a field marks that input.
export const userFormFields = ['email', ...Object.keys(userEditSchema.shape)];

export const rightsFlags = Object.keys(rightsFlagRoles) as RightsFlag[];

/** A new co-worker: a worker in the caller's time zone, speaking the language the app is shown in. */
export function newUser(caller: Caller, language: Language): UserValues {
  return {
    name: '',
    email: '',
    role: 'worker',
    mail_to_user: false,
    number: '',
    active: true,
    wage_type: null,
    worktime_regulation_id: '',
    teams_id: null,
    boss: null,
    absence_managers_id: [],
    nonbusinessgroups_id: null,
    can_generally_see_absences: false,
    can_generally_manage_absences: false,
    can_add_customers: false,
    edit_lock: null,
    edit_lock_dyn: null,
    edit_lock_sync: false,
    language,
    timezone: caller.timezone,
    timeformat_12h: false,
    weekstart_monday: true,
    weekend_friday: false,
  };
}

export function userToValues(user: User): UserValues {
  return {
    name: user.name,
    email: user.email,
    role: user.role ?? 'worker',
    mail_to_user: false,
    number: user.number ?? '',
    active: user.active,
    wage_type: user.wage_type ?? null,
    worktime_regulation_id: user.worktime_regulation_id ?? '',
    teams_id: user.teams_id,
    boss: user.boss,
    absence_managers_id: user.absence_managers_id,
    nonbusinessgroups_id: user.nonbusinessgroups_id ?? null,
    can_generally_see_absences: user.can_generally_see_absences ?? false,
    can_generally_manage_absences: user.can_generally_manage_absences ?? false,
    can_add_customers: user.can_add_customers ?? false,
    edit_lock: user.edit_lock ?? null,
    edit_lock_dyn: user.edit_lock_dyn ?? null,
    edit_lock_sync: user.edit_lock_sync ?? false,
    language: user.language,
    timezone: user.timezone,
    timeformat_12h: user.timeformat_12h,
    weekstart_monday: user.weekstart_monday,
    weekend_friday: user.weekend_friday,
  };
}

export type UserBodyOptions = { edit: boolean; timezoneEditable: boolean };

/**
 * The request body: a rights flag only with the role it fits (the service refuses the others), the
 * e-mail and the welcome mail only on add, the active flag and the edit lock only on edit, the time
 * zone only where it may change.
 */
export function userBody(values: UserValues, { edit, timezoneEditable }: UserBodyOptions) {
  const body: Record<string, unknown> = {
    name: values.name,
    role: values.role,
    number: textOrNull(values.number),
    wage_type: values.wage_type,
    worktime_regulation_id: numberOrNull(values.worktime_regulation_id),
    teams_id: values.teams_id,
    boss: values.boss,
    absence_managers_id: values.absence_managers_id,
    nonbusinessgroups_id: values.nonbusinessgroups_id,
    edit_lock_sync: values.edit_lock_sync,
    language: values.language,
    timeformat_12h: values.timeformat_12h,
    weekstart_monday: values.weekstart_monday,
    weekend_friday: values.weekend_friday,
  };
  for (const flag of rightsFlags) if (rightsFlagRoles[flag] === values.role) body[flag] = values[flag];
  if (edit) {
    body.active = values.active;
    body.edit_lock = values.edit_lock;
    body.edit_lock_dyn = values.edit_lock_dyn;
    if (timezoneEditable) body.timezone = values.timezone;
  } else {
    body.email = values.email;
    body.mail_to_user = values.mail_to_user;
    body.timezone = values.timezone;
  }
  return body;
}
