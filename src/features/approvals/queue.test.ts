import { describe, expect, it } from 'vitest';
import type { Absence } from '../../../contract/absences.ts';
import type { ApprovalPerson } from '../../../contract/approvals.ts';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Caller } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { testUser } from '../../testing/render.tsx';
import { filterQueue } from './filters.ts';
import { approvalQueue, type Directory, peopleJudgedHere } from './queue.ts';

const LEAD = 7;

const lead: Caller = {
  id: LEAD,
  role: 'worker',
  canAddCustomers: false,
  canGenerallySeeAbsences: false,
  canGenerallyManageAbsences: false,
  editLock: null,
  editLockDyn: null,
  timezone: 'Europe/Berlin',
};

/** User 1 reports to the lead for everything; user 2 only for absences; user 3 not at all. */
const users: User[] = [
  testUser({ id: 1, name: 'One', role: 'worker', boss: LEAD, absence_managers_id: [LEAD], teams_id: 5 }),
  testUser({ id: 2, name: 'Two', role: 'worker', boss: null, absence_managers_id: [LEAD], teams_id: null }),
  testUser({ id: 3, name: 'Three', role: 'worker', boss: null, absence_managers_id: [], teams_id: 5 }),
];

function absence(
  id: number,
  usersId: number,
  since: string,
  enquired: string,
  status: Absence['status'] = 0,
) {
  return {
    id,
    users_id: usersId,
    date_since: since,
    date_until: since,
    status,
    type: 1,
    date_enquired: enquired,
  } satisfies Absence;
}

function change(id: number, usersId: number, date: string): ChangeRequest {
  return { id, users_id: usersId, date, status: 1, declined_at: null, declined_by: null, changes: [] };
}

describe('approvalQueue', () => {
  // Judged as the service judges GET /api/v2/aggregates/approvals/people, from the users list.
  const people = peopleJudgedHere(lead, users, []);
  const directory: Directory = { people: new Map(people.map((person) => [person.id, person])), teams: [] };
  const items = approvalQueue(
    directory.people,
    [
      absence(1, 1, '2027-02-01', '2026-11-01'),
      absence(2, 2, '2027-03-01', '2026-11-20'),
      absence(3, 3, '2027-04-01', '2026-11-21'),
      absence(4, 1, '2027-05-01', '2026-11-22', 1),
    ],
    [change(10, 1, '2026-11-10'), change(11, 2, '2026-11-23')],
  );

  it('judges whose absences and change requests the caller decides by rights.ts', () => {
    expect(people).toEqual<ApprovalPerson[]>([
      { id: 1, name: 'One', teams_id: 5, timezone: 'Europe/Berlin', absences: true, change_requests: true },
      {
        id: 2,
        name: 'Two',
        teams_id: null,
        timezone: 'Europe/Berlin',
        absences: true,
        change_requests: false,
      },
    ]);
  });

  it('holds the pending requests the caller decides, newest first', () => {
    expect(items.map((item) => item.key)).toEqual(['absence-2', 'change-10', 'absence-1']);
  });

  it('filters by kind, co-worker, team and the days concerned', () => {
    const keys = (search: Parameters<typeof filterQueue>[1]) =>
      filterQueue(items, search, directory).map((item) => item.key);
    expect(keys({ kind: 'change' })).toEqual(['change-10']);
    expect(keys({ user: 2 })).toEqual(['absence-2']);
    expect(keys({ team: 5 })).toEqual(['change-10', 'absence-1']);
    expect(keys({ from: '2027-01-01', until: '2027-02-28' })).toEqual(['absence-1']);
  });
});
