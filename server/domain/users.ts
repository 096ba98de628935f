import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../contract/common.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import {
  type RightsFlag,
  rightsFlagRoles,
  type User,
  type UserRole,
  type userHiddenFields,
} from '../../contract/users.ts';
import type { DbOrTx } from '../db/client.ts';
import { absenceManagers, company, users } from '../db/schema.ts';
import { ApiError } from '../http.ts';
import type { MailMessage } from '../mailer.ts';
import { appLink } from './notifications.ts';
import { recordOf, type WireColumns } from './wire-columns.ts';

type UserHiddenField = (typeof userHiddenFields)[number];

export type UserRow = typeof users.$inferSelect;

/** The fields every caller sees of a user, but the absence managers (a table of their own). */
const userColumns = {
  id: 'id',
  name: 'name',
  number: 'number',
  email: 'email',
  active: 'active',
  timeformat_12h: 'timeformat12h',
  weekstart_monday: 'weekstartMonday',
  weekend_friday: 'weekendFriday',
  language: 'language',
  timezone: 'timezone',
  teams_id: 'teamsId',
  initials: 'initials',
  boss: 'boss',
} as const satisfies WireColumns<Omit<User, UserHiddenField | 'absence_managers_id'>, UserRow>;

/** The fields a worker does not see on another user's record. */
const hiddenColumns = {
  role: 'role',
  wage_type: 'wageType',
  can_generally_see_absences: 'canGenerallySeeAbsences',
  can_generally_manage_absences: 'canGenerallyManageAbsences',
  can_add_customers: 'canAddCustomers',
  edit_lock: 'editLock',
  edit_lock_dyn: 'editLockDyn',
  edit_lock_sync: 'editLockSync',
  worktime_regulation_id: 'worktimeRegulationId',
  nonbusinessgroups_id: 'nonbusinessgroupsId',
} as const satisfies WireColumns<Pick<User, UserHiddenField>, UserRow>;

/** Every column a user's add or edit body writes as it is sent. */
export const userWriteColumns = { ...userColumns, ...hiddenColumns } as const;

/** The user as the interface shapes it; a worker sees other users without the hidden fields. */
export function toUser(row: UserRow, absenceManagerIds: readonly number[], caller: Caller): User {
  return {
    ...recordOf(userColumns, row),
    absence_managers_id: [...absenceManagerIds],
    ...(rights.seesAllUserFieldsOf(caller, row.id)
      ? {
          ...recordOf(hiddenColumns, row),
          // Integer columns, which only ever hold the contract's values.
          wage_type: row.wageType as User['wage_type'],
          edit_lock_dyn: row.editLockDyn as User['edit_lock_dyn'],
        }
      : {}),
  };
}

/** The absence managers of each of `usersIds`, in one query, ordered by id. */
export async function absenceManagersOf(
  db: DbOrTx,
  usersIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(usersIds.map((id) => [id, []]));
  if (usersIds.length === 0) return out;
  const rows = await db
    .select()
    .from(absenceManagers)
    .where(inArray(absenceManagers.usersId, [...usersIds]))
    .orderBy(asc(absenceManagers.usersId), asc(absenceManagers.managerId));
  for (const row of rows) out.get(row.usersId)?.push(row.managerId);
  return out;
}

type RightsFlags = Partial<Record<RightsFlag, boolean>>;

/** 400 naming each right that is switched on for a role it does not fit. */
export function checkRoleCombination(role: UserRole, flags: RightsFlags): void {
  const misfits = (Object.keys(rightsFlagRoles) as (keyof RightsFlags)[]).filter(
    (flag) => flags[flag] === true && rightsFlagRoles[flag] !== role,
  );
  if (misfits.length > 0) {
    throw new ApiError(400, 'role_combination', misfits, { fields: misfits.join(', ') });
  }
}

/**
 * The rights as they are after a change of role: a right that does not fit the new role is
 * switched off unless the edit sets it, so a demoted manager keeps no manager-only right.
 */
export function rightsForRole(role: UserRole, current: UserRow, sent: RightsFlags) {
  const value = (flag: keyof RightsFlags, stored: boolean) =>
    sent[flag] ?? (rightsFlagRoles[flag] === role ? stored : false);
  return {
    canGenerallySeeAbsences: value('can_generally_see_absences', current.canGenerallySeeAbsences),
    canGenerallyManageAbsences: value('can_generally_manage_absences', current.canGenerallyManageAbsences),
    canAddCustomers: value('can_add_customers', current.canAddCustomers),
  };
}

/**
 * Locks every active owner (in id order, so that concurrent edits queue rather than deadlock)
 * and returns their ids. Two owners demoting each other at once thus see each other's result.
 */
export async function lockActiveOwners(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** 422 when `usersId` is the last active owner among the locked `owners`. */
export function keepAnOwner(owners: readonly number[], usersId: number, fields?: string[]): void {
  if (owners.includes(usersId) && owners.every((id) => id === usersId)) {
    throw new ApiError(422, 'last_owner', fields);
  }
}

/**
 * A user's time zone changes only on the company creator's record while the company is in its
 * trial phase (docs/interface.md#users-and-teams); sending the unchanged zone is no change.
 */
export async function checkTimezoneChange(
  tx: DbOrTx,
  target: UserRow,
  timezone: string | undefined,
  today: string,
) {
  if (timezone === undefined || timezone === target.timezone) return;
  const [row] = await tx.select().from(company).limit(1);
  const inTrial = row?.trialUntil != null && row.trialUntil >= today;
  if (!row || row.creatorId !== target.id || !inTrial)
    throw new ApiError(422, 'timezone_locked', ['timezone']);
}

/** 400 on `absence_managers_id` when the user would manage their own absences. */
export function checkNotOwnAbsenceManager(usersId: number, managerIds: readonly number[] | undefined): void {
  if (managerIds?.includes(usersId)) {
    throw new ApiError(400, 'invalid_fields', ['absence_managers_id'], { fields: 'absence_managers_id' });
  }
}

/** Upper-case first letters of the first and last word of a name: "Ada King Lovelace" → "AL". */
export function initialsOf(name: string): string | null {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? ([...word][0] ?? '') : '')).join('');
  return letters ? letters.toLocaleUpperCase() : null;
}

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const welcome: Record<Language, (name: string, companyName: string, email: string) => MailMessage['text']> = {
  en: (name, companyName, email) =>
    `Hello ${name},\n\n${companyName} has added you to Stint, its time tracking.\n` +
    `Sign in with your e-mail address ${email} and the API key your administrator gives you.\n`,
  de: (name, companyName, email) =>
    `Hallo ${name},\n\n${companyName} hat Sie in Stint, der Zeiterfassung der Firma, angelegt.\n` +
    `Melden Sie sich mit Ihrer E-Mail-Adresse ${email} und dem API-Schlüssel an, den Sie von Ihrer Verwaltung erhalten.\n`,
  fr: (name, companyName, email) =>
    `Bonjour ${name},\n\n${companyName} vous a ajouté à Stint, son suivi du temps de travail.\n` +
    `Connectez-vous avec votre adresse e-mail ${email} et la clé API que votre administrateur vous remettra.\n`,
};
const welcomeSubject: Record<Language, string> = {
  en: 'Welcome to Stint',
  de: 'Willkommen bei Stint',
  fr: 'Bienvenue sur Stint',
};

/** The welcome mail to a new user, in the user's language; it carries no key. */
export function welcomeMail(user: UserRow, companyName: string, appUrl: string): MailMessage {
  return {
    to: user.email,
    subject: welcomeSubject[user.language],
    text: `${welcome[user.language](user.name, companyName, user.email)}\n${appLink(appUrl, '/sign-in')}\n`,
  };
}
