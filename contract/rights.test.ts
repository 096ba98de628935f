import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  type Caller,
  callerOf,
  type Role,
  rights,
  type Subject,
  subjectOf,
  type UserEdit,
  type UserFacts,
} from './rights.ts';
import type { User } from './users.ts';

/** The callers of the tables: every role, and workers and managers with each right or lock that matters. */
const callers = {
  owner: { role: 'owner' },
  manager: { role: 'manager' },
  'manager who manages all absences': { role: 'manager', canGenerallyManageAbsences: true },
  worker: { role: 'worker' },
  'worker who sees all absences': { role: 'worker', canGenerallySeeAbsences: true },
  'worker who adds customers': { role: 'worker', canAddCustomers: true },
  'manager with both locks': { role: 'manager', editLock: '2026-11-10', editLockDyn: 1 },
  'owner locked until 2026-11-10': { role: 'owner', editLock: '2026-11-10' },
  'worker locked until 2026-11-10': { role: 'worker', editLock: '2026-11-10' },
  'worker with a dynamic lock of 3 days': { role: 'worker', editLockDyn: 3 },
  'worker with a dynamic lock of 1 day': { role: 'worker', editLockDyn: 1 },
  'worker locked until 2026-11-10 and for 3 days': { role: 'worker', editLock: '2026-11-10', editLockDyn: 3 },
} satisfies Record<string, Partial<Caller> & { role: Role }>;
type CallerName = keyof typeof callers;

const CALLER_ID = 7;
const OTHER_ID = 20;
const SOMEONE_ELSE = 99;

function caller(name: CallerName): Caller {
  return {
    id: CALLER_ID,
    canAddCustomers: false,
    canGenerallySeeAbsences: false,
    canGenerallyManageAbsences: false,
    editLock: null,
    editLockDyn: null,
    timezone: 'Europe/Berlin',
    ...callers[name],
  };
}

/** How the caller stands to the user a decision is about. */
type Relation =
  | 'no subject'
  | 'self'
  | 'self, leading own team'
  | 'other'
  | 'boss of subject'
  | 'team leader of subject'
  | 'absence manager of subject'
  | 'other worker'
  | 'other manager'
  | 'other owner';

/** The subject of a relation; an unrelated one still has a boss, a team leader and absence managers. */
function subjectFor(relation: Relation): Subject {
  const unrelated = {
    id: OTHER_ID,
    boss: SOMEONE_ELSE,
    teamLeader: SOMEONE_ELSE,
    absenceManagerIds: [SOMEONE_ELSE],
  };
  switch (relation) {
    case 'self':
      return { ...unrelated, id: CALLER_ID };
    case 'self, leading own team':
      return { ...unrelated, id: CALLER_ID, teamLeader: CALLER_ID };
    case 'boss of subject':
      return { ...unrelated, boss: CALLER_ID };
    case 'team leader of subject':
      return { ...unrelated, teamLeader: CALLER_ID };
    case 'absence manager of subject':
      return { ...unrelated, absenceManagerIds: [SOMEONE_ELSE, CALLER_ID] };
    default:
      return unrelated;
  }
}

/** The user record a user edit or delete is about. */
function targetFor(relation: Relation, self: Caller): UserFacts {
  if (relation === 'self') return { id: CALLER_ID, role: self.role, active: true };
  if (relation === 'other owner') return { id: OTHER_ID, role: 'owner', active: true };
  if (relation === 'other manager') return { id: OTHER_ID, role: 'manager', active: true };
  return { id: OTHER_ID, role: 'worker', active: true };
}

type YesNoAction = Exclude<keyof typeof rights, 'forbiddenUserEditFields' | 'isLockedOn' | 'lastLockedDay'>;

type Case = {
  action: YesNoAction;
  caller: CallerName;
  relation: Relation;
  allowed: boolean;
  /** The absence status moved from and to (movesAbsenceStatus) or held (editsAbsenceOf). */
  status?: { from: number; to: number } | number;
};

function ask({ action, caller: name, relation, status }: Case): boolean {
  const self = caller(name);
  const subject = subjectFor(relation);
  switch (action) {
    case 'seesRightsFields':
    case 'seesInactiveRecords':
    case 'writesMasterData':
    case 'addsCustomers':
    case 'editsCustomers':
    case 'managesOwners':
    case 'readsEveryonesUserRecords':
    case 'entriesOfEveryone':
    case 'issuesApiKeysForOthers':
    case 'invitesUsers':
    case 'hearsOfBudgets':
    case 'subscribesToOthersAbsences':
    case 'changesCompanySettings':
      return rights[action](self);
    // Whether the company requires it is the rule's own input: here it does.
    case 'needsTwoFactor':
      return rights.needsTwoFactor(self, true);
    case 'readsUserRecordsOf':
    case 'issuesApiKeyFor':
    case 'seesAllUserFieldsOf':
    case 'editsUser':
    case 'filesChangeRequestFor':
    case 'withdrawsChangeRequestOf':
    case 'entriesOf':
      return rights[action](self, subject.id);
    case 'administersAbsencesOf':
    case 'seesAbsencesOf':
    case 'seesAbsenceDetailsOf':
    case 'filesAbsenceFor':
    case 'decidesChangeRequestOf':
    case 'seesChangeRequestOf':
    case 'decidesRequestsOf':
      return rights[action](self, subject);
    case 'movesAbsenceStatus': {
      const move = status as { from: number; to: number };
      return rights.movesAbsenceStatus(self, subject, move.from, move.to);
    }
    case 'editsAbsenceOf':
      return rights.editsAbsenceOf(self, subject, status as number);
    case 'deletesUser':
      return rights.deletesUser(self, targetFor(relation, self));
  }
}

const withdraw = { from: 0, to: 4 };
const approve = { from: 0, to: 1 };
const cancel = { from: 1, to: 3 };

// The rules: docs/interface.md#roles-and-rights and docs/interface.md#change-requests-and-work-times.
const cases: Case[] = [
  // Master data and what workers see of it.
  ...(['seesRightsFields', 'seesInactiveRecords', 'writesMasterData', 'editsCustomers'] as const).flatMap(
    (action) => [
      { action, caller: 'owner', relation: 'no subject', allowed: true } as const,
      { action, caller: 'manager', relation: 'no subject', allowed: true } as const,
      { action, caller: 'worker', relation: 'no subject', allowed: false } as const,
      { action, caller: 'worker who adds customers', relation: 'no subject', allowed: false } as const,
    ],
  ),
  { action: 'addsCustomers', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'addsCustomers', caller: 'manager', relation: 'no subject', allowed: true },
  { action: 'addsCustomers', caller: 'worker', relation: 'no subject', allowed: false },
  { action: 'addsCustomers', caller: 'worker who adds customers', relation: 'no subject', allowed: true },
  { action: 'managesOwners', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'managesOwners', caller: 'manager', relation: 'no subject', allowed: false },
  { action: 'managesOwners', caller: 'worker', relation: 'no subject', allowed: false },

  // A user's own records (target hours, quotas, work times …) and user records.
  ...(['readsUserRecordsOf', 'seesAllUserFieldsOf', 'editsUser', 'entriesOf'] as const).flatMap((action) => [
    { action, caller: 'owner', relation: 'other', allowed: true } as const,
    { action, caller: 'manager', relation: 'other', allowed: true } as const,
    { action, caller: 'worker', relation: 'self', allowed: true } as const,
    { action, caller: 'worker', relation: 'other', allowed: false } as const,
    { action, caller: 'worker', relation: 'boss of subject', allowed: false } as const,
    { action, caller: 'worker', relation: 'team leader of subject', allowed: false } as const,
  ]),
  ...(['readsEveryonesUserRecords', 'entriesOfEveryone'] as const).flatMap((action) => [
    { action, caller: 'owner', relation: 'no subject', allowed: true } as const,
    { action, caller: 'manager', relation: 'no subject', allowed: true } as const,
    { action, caller: 'worker', relation: 'no subject', allowed: false } as const,
  ]),
  { action: 'invitesUsers', caller: 'owner', relation: 'other', allowed: true },
  { action: 'invitesUsers', caller: 'manager', relation: 'other', allowed: true },
  { action: 'invitesUsers', caller: 'worker', relation: 'other', allowed: false },
  { action: 'changesCompanySettings', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'changesCompanySettings', caller: 'manager', relation: 'no subject', allowed: false },
  { action: 'changesCompanySettings', caller: 'worker', relation: 'no subject', allowed: false },
  { action: 'needsTwoFactor', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'needsTwoFactor', caller: 'manager', relation: 'no subject', allowed: true },
  { action: 'needsTwoFactor', caller: 'worker', relation: 'no subject', allowed: false },
  { action: 'hearsOfBudgets', caller: 'owner', relation: 'other', allowed: true },
  { action: 'hearsOfBudgets', caller: 'manager', relation: 'other', allowed: true },
  { action: 'hearsOfBudgets', caller: 'worker', relation: 'other', allowed: false },
  { action: 'issuesApiKeyFor', caller: 'owner', relation: 'other', allowed: true },
  { action: 'issuesApiKeyFor', caller: 'owner', relation: 'self', allowed: true },
  { action: 'issuesApiKeyFor', caller: 'manager', relation: 'self', allowed: true },
  { action: 'issuesApiKeyFor', caller: 'manager', relation: 'other', allowed: false },
  { action: 'issuesApiKeyFor', caller: 'worker', relation: 'self', allowed: true },
  { action: 'issuesApiKeyFor', caller: 'worker', relation: 'boss of subject', allowed: false },
  { action: 'issuesApiKeysForOthers', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'issuesApiKeysForOthers', caller: 'manager', relation: 'no subject', allowed: false },
  { action: 'issuesApiKeysForOthers', caller: 'worker', relation: 'no subject', allowed: false },

  // Deleting users: owners are kept by owners, and managers do not delete themselves.
  { action: 'deletesUser', caller: 'owner', relation: 'other owner', allowed: true },
  { action: 'deletesUser', caller: 'owner', relation: 'other worker', allowed: true },
  { action: 'deletesUser', caller: 'owner', relation: 'self', allowed: true },
  { action: 'deletesUser', caller: 'manager', relation: 'other worker', allowed: true },
  { action: 'deletesUser', caller: 'manager', relation: 'other manager', allowed: true },
  { action: 'deletesUser', caller: 'manager', relation: 'other owner', allowed: false },
  { action: 'deletesUser', caller: 'manager', relation: 'self', allowed: false },
  { action: 'deletesUser', caller: 'worker', relation: 'other worker', allowed: false },
  { action: 'deletesUser', caller: 'worker', relation: 'self', allowed: false },

  // Administering absences: owners, managers with the general right, and the subject's absence managers.
  { action: 'administersAbsencesOf', caller: 'owner', relation: 'other', allowed: true },
  {
    action: 'administersAbsencesOf',
    caller: 'manager who manages all absences',
    relation: 'other',
    allowed: true,
  },
  { action: 'administersAbsencesOf', caller: 'manager', relation: 'other', allowed: false },
  { action: 'administersAbsencesOf', caller: 'manager', relation: 'boss of subject', allowed: false },
  {
    action: 'administersAbsencesOf',
    caller: 'manager',
    relation: 'absence manager of subject',
    allowed: true,
  },
  {
    action: 'administersAbsencesOf',
    caller: 'worker',
    relation: 'absence manager of subject',
    allowed: true,
  },
  { action: 'administersAbsencesOf', caller: 'worker', relation: 'self', allowed: false },
  { action: 'administersAbsencesOf', caller: 'worker', relation: 'boss of subject', allowed: false },
  { action: 'administersAbsencesOf', caller: 'worker', relation: 'team leader of subject', allowed: false },
  {
    action: 'administersAbsencesOf',
    caller: 'worker who sees all absences',
    relation: 'other',
    allowed: false,
  },

  // Seeing absences, and their details only when administering them.
  { action: 'seesAbsencesOf', caller: 'owner', relation: 'other', allowed: true },
  { action: 'seesAbsencesOf', caller: 'manager', relation: 'other', allowed: true },
  { action: 'seesAbsencesOf', caller: 'worker', relation: 'self', allowed: true },
  { action: 'seesAbsencesOf', caller: 'worker', relation: 'other', allowed: false },
  { action: 'seesAbsencesOf', caller: 'worker', relation: 'boss of subject', allowed: false },
  { action: 'seesAbsencesOf', caller: 'worker', relation: 'absence manager of subject', allowed: true },
  { action: 'seesAbsencesOf', caller: 'worker who sees all absences', relation: 'other', allowed: true },
  { action: 'seesAbsenceDetailsOf', caller: 'owner', relation: 'other', allowed: true },
  {
    action: 'seesAbsenceDetailsOf',
    caller: 'manager who manages all absences',
    relation: 'other',
    allowed: true,
  },
  { action: 'seesAbsenceDetailsOf', caller: 'manager', relation: 'other', allowed: false },
  {
    action: 'seesAbsenceDetailsOf',
    caller: 'manager',
    relation: 'absence manager of subject',
    allowed: true,
  },
  { action: 'seesAbsenceDetailsOf', caller: 'worker', relation: 'self', allowed: true },
  { action: 'seesAbsenceDetailsOf', caller: 'worker', relation: 'absence manager of subject', allowed: true },
  {
    action: 'seesAbsenceDetailsOf',
    caller: 'worker who sees all absences',
    relation: 'other',
    allowed: false,
  },

  // Filing, moving and editing absences.
  { action: 'filesAbsenceFor', caller: 'worker', relation: 'self', allowed: true },
  { action: 'filesAbsenceFor', caller: 'worker', relation: 'other', allowed: false },
  { action: 'filesAbsenceFor', caller: 'worker', relation: 'absence manager of subject', allowed: true },
  { action: 'filesAbsenceFor', caller: 'manager', relation: 'other', allowed: false },
  { action: 'filesAbsenceFor', caller: 'manager who manages all absences', relation: 'other', allowed: true },
  { action: 'filesAbsenceFor', caller: 'owner', relation: 'other', allowed: true },
  { action: 'movesAbsenceStatus', caller: 'worker', relation: 'self', status: withdraw, allowed: true },
  { action: 'movesAbsenceStatus', caller: 'worker', relation: 'self', status: approve, allowed: false },
  {
    action: 'movesAbsenceStatus',
    caller: 'worker',
    relation: 'self',
    status: { from: 1, to: 4 },
    allowed: false,
  },
  { action: 'movesAbsenceStatus', caller: 'worker', relation: 'other', status: withdraw, allowed: false },
  {
    action: 'movesAbsenceStatus',
    caller: 'worker',
    relation: 'absence manager of subject',
    status: approve,
    allowed: true,
  },
  { action: 'movesAbsenceStatus', caller: 'manager', relation: 'other', status: approve, allowed: false },
  { action: 'movesAbsenceStatus', caller: 'manager', relation: 'other', status: withdraw, allowed: false },
  {
    action: 'movesAbsenceStatus',
    caller: 'manager who manages all absences',
    relation: 'other',
    status: cancel,
    allowed: true,
  },
  { action: 'movesAbsenceStatus', caller: 'owner', relation: 'other', status: approve, allowed: true },
  { action: 'editsAbsenceOf', caller: 'worker', relation: 'self', status: 0, allowed: true },
  { action: 'editsAbsenceOf', caller: 'worker', relation: 'self', status: 1, allowed: false },
  { action: 'editsAbsenceOf', caller: 'worker', relation: 'other', status: 0, allowed: false },
  {
    action: 'editsAbsenceOf',
    caller: 'worker',
    relation: 'absence manager of subject',
    status: 1,
    allowed: true,
  },
  { action: 'editsAbsenceOf', caller: 'manager', relation: 'other', status: 0, allowed: false },
  {
    action: 'editsAbsenceOf',
    caller: 'manager who manages all absences',
    relation: 'other',
    status: 2,
    allowed: true,
  },
  { action: 'editsAbsenceOf', caller: 'owner', relation: 'other', status: 1, allowed: true },

  // Calendar feeds of others' absences: for whoever sees others' absences in general.
  { action: 'subscribesToOthersAbsences', caller: 'owner', relation: 'no subject', allowed: true },
  { action: 'subscribesToOthersAbsences', caller: 'manager', relation: 'no subject', allowed: true },
  { action: 'subscribesToOthersAbsences', caller: 'worker', relation: 'no subject', allowed: false },
  {
    action: 'subscribesToOthersAbsences',
    caller: 'worker who sees all absences',
    relation: 'no subject',
    allowed: true,
  },

  // Change requests: filed for oneself (admins for anyone), decided by someone else.
  { action: 'filesChangeRequestFor', caller: 'owner', relation: 'other', allowed: true },
  { action: 'filesChangeRequestFor', caller: 'manager', relation: 'other', allowed: true },
  { action: 'filesChangeRequestFor', caller: 'worker', relation: 'self', allowed: true },
  { action: 'filesChangeRequestFor', caller: 'worker', relation: 'other', allowed: false },
  { action: 'filesChangeRequestFor', caller: 'worker', relation: 'boss of subject', allowed: false },
  { action: 'decidesChangeRequestOf', caller: 'owner', relation: 'other', allowed: true },
  { action: 'decidesChangeRequestOf', caller: 'owner', relation: 'self', allowed: false },
  { action: 'decidesChangeRequestOf', caller: 'manager', relation: 'other', allowed: true },
  { action: 'decidesChangeRequestOf', caller: 'manager', relation: 'self', allowed: false },
  { action: 'decidesChangeRequestOf', caller: 'worker', relation: 'boss of subject', allowed: true },
  { action: 'decidesChangeRequestOf', caller: 'worker', relation: 'team leader of subject', allowed: true },
  {
    action: 'decidesChangeRequestOf',
    caller: 'worker',
    relation: 'absence manager of subject',
    allowed: false,
  },
  { action: 'decidesChangeRequestOf', caller: 'worker', relation: 'other', allowed: false },
  { action: 'decidesChangeRequestOf', caller: 'worker', relation: 'self', allowed: false },
  { action: 'decidesChangeRequestOf', caller: 'worker', relation: 'self, leading own team', allowed: false },
  // The approvals inbox: whoever decides an absence or a change request of the user.
  { action: 'decidesRequestsOf', caller: 'owner', relation: 'other', allowed: true },
  { action: 'decidesRequestsOf', caller: 'owner', relation: 'self', allowed: true },
  { action: 'decidesRequestsOf', caller: 'manager', relation: 'other', allowed: true },
  { action: 'decidesRequestsOf', caller: 'manager', relation: 'self', allowed: false },
  { action: 'decidesRequestsOf', caller: 'worker', relation: 'boss of subject', allowed: true },
  { action: 'decidesRequestsOf', caller: 'worker', relation: 'team leader of subject', allowed: true },
  { action: 'decidesRequestsOf', caller: 'worker', relation: 'absence manager of subject', allowed: true },
  { action: 'decidesRequestsOf', caller: 'worker', relation: 'other', allowed: false },
  { action: 'decidesRequestsOf', caller: 'worker', relation: 'self', allowed: false },
  { action: 'seesChangeRequestOf', caller: 'owner', relation: 'self', allowed: true },
  { action: 'seesChangeRequestOf', caller: 'manager', relation: 'other', allowed: true },
  { action: 'seesChangeRequestOf', caller: 'worker', relation: 'self', allowed: true },
  { action: 'seesChangeRequestOf', caller: 'worker', relation: 'boss of subject', allowed: true },
  { action: 'seesChangeRequestOf', caller: 'worker', relation: 'team leader of subject', allowed: true },
  { action: 'seesChangeRequestOf', caller: 'worker', relation: 'absence manager of subject', allowed: false },
  { action: 'seesChangeRequestOf', caller: 'worker', relation: 'other', allowed: false },
  { action: 'withdrawsChangeRequestOf', caller: 'owner', relation: 'other', allowed: true },
  { action: 'withdrawsChangeRequestOf', caller: 'manager', relation: 'other', allowed: true },
  { action: 'withdrawsChangeRequestOf', caller: 'worker', relation: 'self', allowed: true },
  { action: 'withdrawsChangeRequestOf', caller: 'worker', relation: 'boss of subject', allowed: false },
  {
    action: 'withdrawsChangeRequestOf',
    caller: 'worker',
    relation: 'team leader of subject',
    allowed: false,
  },
];

function statusText(status: Case['status']): string {
  if (status === undefined) return '';
  return typeof status === 'number'
    ? `, absence in status ${status}`
    : `, status ${status.from} → ${status.to}`;
}

describe('rights', () => {
  it.each(
    cases.map((row) => [
      `${row.caller} · ${row.relation}${statusText(row.status)}: ${row.action} → ${row.allowed}`,
      row,
    ]),
  )('%s', (_, row) => {
    expect(ask(row)).toBe(row.allowed);
  });

  it('asks two-factor of nobody while the company does not require it', () => {
    expect(
      ['owner', 'manager', 'worker'].map((name) => rights.needsTwoFactor(caller(name as CallerName), false)),
    ).toEqual([false, false, false]);
  });
});

// Today is 2026-11-21 for every lock case (docs/interface.md#edit-locks).
const TODAY = '2026-11-21';
const lockCases: { caller: CallerName; day: string; locked: boolean }[] = [
  { caller: 'worker', day: '2020-01-01', locked: false },
  // A fixed lock covers its own date and everything before it.
  { caller: 'worker locked until 2026-11-10', day: '2026-11-09', locked: true },
  { caller: 'worker locked until 2026-11-10', day: '2026-11-10', locked: true },
  { caller: 'worker locked until 2026-11-10', day: '2026-11-11', locked: false },
  { caller: 'worker locked until 2026-11-10', day: TODAY, locked: false },
  // A dynamic lock of n days leaves today and the n − 1 days before it open.
  { caller: 'worker with a dynamic lock of 3 days', day: '2026-11-18', locked: true },
  { caller: 'worker with a dynamic lock of 3 days', day: '2026-11-19', locked: false },
  { caller: 'worker with a dynamic lock of 3 days', day: TODAY, locked: false },
  { caller: 'worker with a dynamic lock of 3 days', day: '2026-11-22', locked: false },
  { caller: 'worker with a dynamic lock of 1 day', day: '2026-11-20', locked: true },
  { caller: 'worker with a dynamic lock of 1 day', day: TODAY, locked: false },
  // Both: whichever reaches further.
  { caller: 'worker locked until 2026-11-10 and for 3 days', day: '2026-11-10', locked: true },
  { caller: 'worker locked until 2026-11-10 and for 3 days', day: '2026-11-15', locked: true },
  { caller: 'worker locked until 2026-11-10 and for 3 days', day: '2026-11-19', locked: false },
  // Owners and managers are never locked, whatever their record says.
  { caller: 'owner locked until 2026-11-10', day: '2026-11-01', locked: false },
  { caller: 'manager with both locks', day: '2026-11-01', locked: false },
  { caller: 'manager with both locks', day: '2026-11-20', locked: false },
];

describe('rights.isLockedOn', () => {
  it.each(lockCases.map((row) => [`${row.caller} · ${row.day} → locked: ${row.locked}`, row] as const))(
    '%s',
    (_, { caller: name, day, locked }) => {
      expect(rights.isLockedOn(caller(name), day, TODAY)).toBe(locked);
    },
  );
});

const lastLockedCases: { caller: CallerName; last: string | null }[] = [
  { caller: 'worker', last: null },
  { caller: 'worker locked until 2026-11-10', last: '2026-11-10' },
  { caller: 'worker with a dynamic lock of 1 day', last: '2026-11-20' },
  { caller: 'worker with a dynamic lock of 3 days', last: '2026-11-18' },
  { caller: 'worker locked until 2026-11-10 and for 3 days', last: '2026-11-18' },
  { caller: 'owner locked until 2026-11-10', last: null },
  { caller: 'manager with both locks', last: null },
];

describe('rights.lastLockedDay', () => {
  it.each(lastLockedCases.map((row) => [`${row.caller} → ${row.last}`, row] as const))(
    '%s',
    (_, { caller: name, last }) => {
      expect(rights.lastLockedDay(caller(name), TODAY)).toBe(last);
      if (last !== null) expect(rights.isLockedOn(caller(name), addDays(last, 1), TODAY)).toBe(false);
    },
  );

  it('takes a fixed lock that reaches later than the dynamic one', () => {
    const self = { ...caller('worker with a dynamic lock of 3 days'), editLock: '2026-11-19' };
    expect(rights.lastLockedDay(self, TODAY)).toBe('2026-11-19');
  });
});

const editCases: {
  caller: CallerName;
  target: 'self' | 'other worker' | 'other manager' | 'other owner';
  edit: UserEdit;
  forbidden: string[];
}[] = [
  // Own record: a worker changes preferences only.
  {
    caller: 'worker',
    target: 'self',
    edit: { fields: ['language', 'timeformat_12h', 'weekstart_monday', 'weekend_friday'] },
    forbidden: [],
  },
  {
    caller: 'worker',
    target: 'self',
    edit: { fields: ['language', 'name', 'email'] },
    forbidden: ['name', 'email'],
  },
  {
    caller: 'worker',
    target: 'self',
    edit: { fields: ['edit_lock', 'can_add_customers'] },
    forbidden: ['edit_lock', 'can_add_customers'],
  },
  // … a manager anything but role, rights flags, edit lock and active flag.
  { caller: 'manager', target: 'self', edit: { fields: ['name', 'email', 'language'] }, forbidden: [] },
  {
    caller: 'manager',
    target: 'self',
    edit: {
      fields: [
        'name',
        'role',
        'active',
        'can_generally_see_absences',
        'can_generally_manage_absences',
        'can_add_customers',
        'edit_lock',
        'edit_lock_dyn',
        'edit_lock_sync',
      ],
      role: 'manager',
      active: true,
    },
    forbidden: [
      'role',
      'active',
      'can_generally_see_absences',
      'can_generally_manage_absences',
      'can_add_customers',
      'edit_lock',
      'edit_lock_dyn',
      'edit_lock_sync',
    ],
  },
  // … an owner everything, stepping down included.
  {
    caller: 'owner',
    target: 'self',
    edit: { fields: ['role', 'active', 'edit_lock'], role: 'manager', active: false },
    forbidden: [],
  },
  // Someone else's record: never a worker.
  { caller: 'worker', target: 'other worker', edit: { fields: ['language'] }, forbidden: ['language'] },
  {
    caller: 'worker who adds customers',
    target: 'other manager',
    edit: { fields: ['name', 'boss'] },
    forbidden: ['name', 'boss'],
  },
  // Managers may not touch the owner role or an owner's active flag.
  {
    caller: 'manager',
    target: 'other worker',
    edit: { fields: ['name', 'role', 'active'], role: 'manager', active: false },
    forbidden: [],
  },
  {
    caller: 'manager',
    target: 'other worker',
    edit: { fields: ['role'], role: 'owner' },
    forbidden: ['role'],
  },
  {
    caller: 'manager',
    target: 'other manager',
    edit: { fields: ['role', 'active'], role: 'owner', active: false },
    forbidden: ['role'],
  },
  {
    caller: 'manager',
    target: 'other owner',
    edit: { fields: ['role'], role: 'manager' },
    forbidden: ['role'],
  },
  {
    caller: 'manager',
    target: 'other owner',
    edit: { fields: ['active'], active: false },
    forbidden: ['active'],
  },
  {
    caller: 'manager',
    target: 'other owner',
    edit: { fields: ['role', 'active', 'name'], role: 'owner', active: true },
    forbidden: [],
  },
  { caller: 'manager', target: 'other owner', edit: { fields: ['name', 'edit_lock'] }, forbidden: [] },
  {
    caller: 'owner',
    target: 'other owner',
    edit: { fields: ['role', 'active'], role: 'worker', active: false },
    forbidden: [],
  },
  { caller: 'owner', target: 'other worker', edit: { fields: ['role'], role: 'owner' }, forbidden: [] },
];

function editName({ caller: name, target, edit, forbidden }: (typeof editCases)[number]): string {
  const role = edit.role ? `, role → ${edit.role}` : '';
  const active = edit.active === undefined ? '' : `, active → ${edit.active}`;
  const record = target === 'self' ? 'own record' : `${target}’s record`;
  return `${name} editing ${record} (${edit.fields.join(', ')}${role}${active}) → forbidden: [${forbidden.join(', ')}]`;
}

describe('rights.forbiddenUserEditFields', () => {
  it.each(editCases.map((row) => [editName(row), row] as const))(
    '%s',
    (_, { caller: name, target, edit, forbidden }) => {
      const self = caller(name);
      expect(rights.forbiddenUserEditFields(self, targetFor(target, self), edit)).toEqual(forbidden);
    },
  );
});

describe('the tables', () => {
  it('ask about every function of rights', () => {
    const asked = new Set<string>([
      ...cases.map((row) => row.action),
      'isLockedOn',
      'lastLockedDay',
      'forbiddenUserEditFields',
    ]);
    expect([...asked].sort()).toEqual(Object.keys(rights).sort());
  });

  it('ask every function for an owner, a manager and a worker', () => {
    const roles = new Map<string, Set<Role>>();
    for (const row of cases) {
      const seen = roles.get(row.action) ?? new Set<Role>();
      seen.add(callers[row.caller].role);
      roles.set(row.action, seen);
    }
    for (const [action, seen] of roles)
      expect([action, [...seen].sort()]).toEqual([action, ['manager', 'owner', 'worker']]);
  });
});

const user: User = {
  id: 5,
  name: 'Wanda Worker',
  number: null,
  email: 'wanda@example.com',
  active: true,
  timeformat_12h: false,
  weekstart_monday: true,
  weekend_friday: false,
  language: 'en',
  timezone: 'Europe/Paris',
  teams_id: 3,
  initials: 'WW',
  boss: 2,
  absence_managers_id: [2, 4],
};

describe('callerOf', () => {
  it('gives a record without the rights fields the fewest rights', () => {
    expect(callerOf(user)).toEqual({
      id: 5,
      role: 'worker',
      canAddCustomers: false,
      canGenerallySeeAbsences: false,
      canGenerallyManageAbsences: false,
      editLock: null,
      editLockDyn: null,
      timezone: 'Europe/Paris',
    });
  });

  it('takes role, rights flags, locks and zone from a full record', () => {
    expect(
      callerOf({
        ...user,
        role: 'manager',
        can_add_customers: true,
        can_generally_see_absences: true,
        can_generally_manage_absences: true,
        edit_lock: '2026-10-31',
        edit_lock_dyn: 3,
      }),
    ).toEqual({
      id: 5,
      role: 'manager',
      canAddCustomers: true,
      canGenerallySeeAbsences: true,
      canGenerallyManageAbsences: true,
      editLock: '2026-10-31',
      editLockDyn: 3,
      timezone: 'Europe/Paris',
    });
  });
});

describe('subjectOf', () => {
  const teams = [
    { id: 3, name: 'Night shift', leader: 9 },
    { id: 4, name: 'Leaderless', leader: null },
  ];

  it('takes the boss, the absence managers and the leader of the user’s team', () => {
    expect(subjectOf(user, teams)).toEqual({ id: 5, boss: 2, teamLeader: 9, absenceManagerIds: [2, 4] });
  });

  it('has no team leader without a team, with a team unknown to the list or one without a leader', () => {
    expect(subjectOf({ ...user, teams_id: null }, teams).teamLeader).toBeNull();
    expect(subjectOf({ ...user, teams_id: 77 }, teams).teamLeader).toBeNull();
    expect(subjectOf({ ...user, teams_id: 4 }, teams).teamLeader).toBeNull();
  });

  it('lets a team leader decide the change requests of the team found through subjectOf', () => {
    const leader = callerOf({ ...user, id: 9, role: 'worker' });
    expect(rights.decidesChangeRequestOf(leader, subjectOf(user, teams))).toBe(true);
    expect(rights.decidesChangeRequestOf(leader, subjectOf({ ...user, teams_id: 4 }, teams))).toBe(false);
  });
});
