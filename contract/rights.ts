import { addDays } from './dates.ts';
import type { Team } from './teams.ts';
import { type User, userPreferenceFields } from './users.ts';

/**
 * The one place that decides who may do what (docs/interface.md#roles-and-rights), for the service
 * and the app alike: the service refuses what these functions deny, and the app offers only what
 * they allow. Every function is pure: callers fetch the facts (the target's absence managers, boss,
 * team leader) and ask here.
 */

export type Role = 'owner' | 'manager' | 'worker';

export type Caller = {
  id: number;
  role: Role;
  canAddCustomers: boolean;
  canGenerallySeeAbsences: boolean;
  canGenerallyManageAbsences: boolean;
  editLock: string | null;
  editLockDyn: number | null;
  timezone: string;
};

/** Facts about the user a record belongs to, as far as rights depend on them. */
export type Subject = {
  id: number;
  boss: number | null;
  teamLeader: number | null;
  absenceManagerIds: readonly number[];
};

const isAdmin = (caller: Pick<Caller, 'role'>) => caller.role === 'owner' || caller.role === 'manager';

/** The user a user edit is about, and what the edit sends. */
export type UserFacts = { id: number; role: Role; active: boolean };
export type UserEdit = { fields: readonly string[]; role?: Role; active?: boolean };

// Everyone edits their own preferences, nobody their own role, rights or lock.
const userPreferences = new Set<string>(userPreferenceFields);
const ownUserRightsFields = new Set([
  'role',
  'active',
  'can_generally_see_absences',
  'can_generally_manage_absences',
  'can_add_customers',
  'edit_lock',
  'edit_lock_dyn',
  'edit_lock_sync',
]);

export const rights = {
  /** Project budget/billing/note, customer note, entry hourly_rate/revenue, hourly rates (contract/rates.ts). */
  seesRightsFields: isAdmin,
  /** Workers read only active customers, projects, services, lump sum services and users. */
  seesInactiveRecords: isAdmin,
  /** Projects, users, teams, lump sum services, services, surcharges, target hours, quotas, carryovers, nonbusiness groups and periods, hourly rates. */
  writesMasterData: isAdmin,
  /** Told by mail when an entry brings a project past 80 % or 100 % of its budget (who sees budgets). */
  hearsOfBudgets: isAdmin,
  addsCustomers: (caller: Caller) => isAdmin(caller) || caller.canAddCustomers,
  editsCustomers: isAdmin,
  /** Grants or takes away the owner role. */
  managesOwners: (caller: Caller) => caller.role === 'owner',
  /** A user's own target hours, quotas, carryovers, nonbusiness periods and work times. */
  readsUserRecordsOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Those records of every user; without it a list defaults to the caller's own. */
  readsEveryonesUserRecords: isAdmin,
  issuesApiKeyFor: (caller: Caller, usersId: number) => caller.role === 'owner' || caller.id === usersId,
  /** Sends a co-worker the mail with a link to set their password (an invitation): owners and managers. */
  invitesUsers: isAdmin,
  /** The company's settings (two-factor required of owners and managers): owners. */
  changesCompanySettings: (caller: Pick<Caller, 'role'>) => caller.role === 'owner',
  /** Signs in with two-factor whenever the company requires it of owners and managers. */
  needsTwoFactor: (caller: Pick<Caller, 'role'>, requiredForManagers: boolean) =>
    requiredForManagers && isAdmin(caller),
  /** Issues keys for other users, not only their own: owners. */
  issuesApiKeysForOthers: (caller: Caller) => caller.role === 'owner',
  /** Every field of a user record; workers see other users without the hidden fields. */
  seesAllUserFieldsOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Opens a user record for editing at all: owners and managers any, everyone their own. */
  editsUser: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /**
   * The fields of a user edit the caller may not make ([] when all are allowed). On their own
   * record a worker changes only preferences and a manager not their role, rights flags, edit
   * lock or active flag; only owners grant or revoke the owner role or (de)activate an owner.
   */
  forbiddenUserEditFields(caller: Caller, target: UserFacts, edit: UserEdit): string[] {
    if (caller.id === target.id) {
      if (caller.role === 'worker') return edit.fields.filter((field) => !userPreferences.has(field));
      if (caller.role === 'manager') return edit.fields.filter((field) => ownUserRightsFields.has(field));
      return [];
    }
    if (!isAdmin(caller)) return [...edit.fields];
    if (caller.role === 'owner') return [];
    const forbidden: string[] = [];
    const roleChanges = edit.role !== undefined && edit.role !== target.role;
    if (roleChanges && (target.role === 'owner' || edit.role === 'owner')) forbidden.push('role');
    if (target.role === 'owner' && edit.active !== undefined && edit.active !== target.active) {
      forbidden.push('active');
    }
    return forbidden;
  },
  /** Deleting takes away more than deactivating: managers delete neither owners nor themselves. */
  deletesUser(caller: Caller, target: UserFacts): boolean {
    if (caller.role === 'owner') return true;
    return caller.role === 'manager' && target.role !== 'owner' && target.id !== caller.id;
  },

  administersAbsencesOf(caller: Caller, subject: Subject): boolean {
    if (caller.role === 'owner') return true;
    if (caller.role === 'manager' && caller.canGenerallyManageAbsences) return true;
    return subject.absenceManagerIds.includes(caller.id);
  },
  seesAbsencesOf(caller: Caller, subject: Subject): boolean {
    if (caller.id === subject.id || isAdmin(caller)) return true;
    return caller.canGenerallySeeAbsences || subject.absenceManagerIds.includes(caller.id);
  },
  /**
   * (ext) Subscribes to the calendar feeds of the team's and the whole company's absences: whoever may
   * see others' absences in general. Each absence in such a feed is still shown only as far as
   * `seesAbsencesOf` and `seesAbsenceDetailsOf` allow (docs/interface.md#calendar-feeds).
   */
  subscribesToOthersAbsences: (caller: Caller) => isAdmin(caller) || caller.canGenerallySeeAbsences,
  /** Detail fields (type, note, counts, dates, sick note) of an absence. */
  seesAbsenceDetailsOf(caller: Caller, subject: Subject): boolean {
    return caller.id === subject.id || rights.administersAbsencesOf(caller, subject);
  },
  /** Everyone files their own absences; for someone else only who administers theirs. */
  filesAbsenceFor: (caller: Caller, subject: Subject) =>
    caller.id === subject.id || rights.administersAbsencesOf(caller, subject),
  /** The requester may withdraw a pending absence (0→4); every other move needs administration. */
  movesAbsenceStatus(caller: Caller, subject: Subject, from: number, to: number): boolean {
    if (from === 0 && to === 4 && caller.id === subject.id) return true;
    return rights.administersAbsencesOf(caller, subject);
  },
  /** The other fields: administrators always, the requester while the absence is pending (0). */
  editsAbsenceOf: (caller: Caller, subject: Subject, status: number) =>
    rights.administersAbsencesOf(caller, subject) || (caller.id === subject.id && status === 0),

  filesChangeRequestFor: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Nobody decides on a request for their own work times, whatever their role. */
  decidesChangeRequestOf(caller: Caller, subject: Subject): boolean {
    if (caller.id === subject.id) return false;
    return isAdmin(caller) || subject.boss === caller.id || subject.teamLeader === caller.id;
  },
  /**
   * (ext) Decides anything of the user's: an absence or a change request. Whoever does so for at least
   * one co-worker gets the approvals inbox.
   */
  decidesRequestsOf: (caller: Caller, subject: Subject) =>
    rights.administersAbsencesOf(caller, subject) || rights.decidesChangeRequestOf(caller, subject),
  seesChangeRequestOf: (caller: Caller, subject: Subject) =>
    caller.id === subject.id || rights.decidesChangeRequestOf(caller, subject) || isAdmin(caller),
  withdrawsChangeRequestOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,

  entriesOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Every user's entries; without it an entry list shows only the caller's own. */
  entriesOfEveryone: isAdmin,
  /**
   * The last day the user may not change (null: none): the later of the fixed lock and the day
   * before the oldest day a dynamic lock of n days leaves open (today − (n − 1)). Owners and
   * managers are never locked, whatever their record says.
   */
  lastLockedDay(caller: Caller, today: string): string | null {
    if (isAdmin(caller)) return null;
    const dynamic = caller.editLockDyn === null ? null : addDays(today, -caller.editLockDyn);
    // Days as YYYY-MM-DD sort as text.
    const locks = [caller.editLock, dynamic].filter((day) => day !== null).sort();
    return locks.at(-1) ?? null;
  },
  isLockedOn(caller: Caller, day: string, today: string): boolean {
    const last = rights.lastLockedDay(caller, today);
    return last !== null && day <= last;
  },
};

/**
 * The signed-in user as the rights see them. A rights flag the record does not carry counts as not
 * granted, and a missing edit lock as none: the service, which has the whole record, still decides.
 */
export function callerOf(user: User): Caller {
  return {
    id: user.id,
    role: user.role ?? 'worker',
    canAddCustomers: user.can_add_customers === true,
    canGenerallySeeAbsences: user.can_generally_see_absences === true,
    canGenerallyManageAbsences: user.can_generally_manage_absences === true,
    editLock: user.edit_lock ?? null,
    editLockDyn: user.edit_lock_dyn ?? null,
    timezone: user.timezone,
  };
}

/** The facts about a co-worker that rights depend on, from their record and the teams list. */
export function subjectOf(
  user: Pick<User, 'id' | 'boss' | 'teams_id' | 'absence_managers_id'>,
  teams: readonly Team[],
): Subject {
  const team = user.teams_id === null ? undefined : teams.find((candidate) => candidate.id === user.teams_id);
  return {
    id: user.id,
    boss: user.boss,
    teamLeader: team?.leader ?? null,
    absenceManagerIds: user.absence_managers_id,
  };
}
