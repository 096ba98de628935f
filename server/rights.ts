/**
 * The one place that decides who may do what (decisions §5). Every function is pure: routes
 * fetch the facts (the target's absence managers, boss, team leader) and ask here.
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

const isAdmin = (caller: Caller) => caller.role === 'owner' || caller.role === 'manager';

export const rights = {
  /** Project budget/billing/note, customer note, entry hourly_rate/revenue. */
  seesRightsFields: isAdmin,
  /** Workers read only active customers, projects, services, lump sum services and users. */
  seesInactiveRecords: isAdmin,
  /** Projects, users, teams, lump sum services, services, surcharges, target hours, quotas, carryovers, nonbusiness groups and periods. */
  writesMasterData: isAdmin,
  addsCustomers: (caller: Caller) => isAdmin(caller) || caller.canAddCustomers,
  editsCustomers: isAdmin,
  /** Grants or takes away the owner role. */
  managesOwners: (caller: Caller) => caller.role === 'owner',
  /** A user's own target hours, quotas, carryovers, nonbusiness periods and work times. */
  readsUserRecordsOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  issuesApiKeyFor: (caller: Caller, usersId: number) => caller.role === 'owner' || caller.id === usersId,

  administersAbsencesOf(caller: Caller, subject: Subject): boolean {
    if (caller.role === 'owner') return true;
    if (caller.role === 'manager' && caller.canGenerallyManageAbsences) return true;
    return subject.absenceManagerIds.includes(caller.id);
  },
  seesAbsencesOf(caller: Caller, subject: Subject): boolean {
    if (caller.id === subject.id || isAdmin(caller)) return true;
    return caller.canGenerallySeeAbsences || subject.absenceManagerIds.includes(caller.id);
  },
  /** Detail fields (type, note, counts, dates, sick note) of an absence. */
  seesAbsenceDetailsOf(caller: Caller, subject: Subject): boolean {
    return caller.id === subject.id || rights.administersAbsencesOf(caller, subject);
  },

  filesChangeRequestFor: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Nobody decides on a request for their own work times, whatever their role. */
  decidesChangeRequestOf(caller: Caller, subject: Subject): boolean {
    if (caller.id === subject.id) return false;
    return isAdmin(caller) || subject.boss === caller.id || subject.teamLeader === caller.id;
  },
  seesChangeRequestOf: (caller: Caller, subject: Subject) =>
    caller.id === subject.id || rights.decidesChangeRequestOf(caller, subject) || isAdmin(caller),
  withdrawsChangeRequestOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,

  entriesOf: (caller: Caller, usersId: number) => isAdmin(caller) || caller.id === usersId,
  /** Owners and managers are never locked; workers per their `edit_lock`/`edit_lock_dyn`. */
  isLockedOn(caller: Caller, day: string, today: string): boolean {
    if (isAdmin(caller)) return false;
    if (caller.editLock !== null && day <= caller.editLock) return true;
    if (caller.editLockDyn !== null) {
      const oldestEditable = addDays(today, -(caller.editLockDyn - 1));
      if (day < oldestEditable) return true;
    }
    return false;
  },
};

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
