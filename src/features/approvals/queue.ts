import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Absence } from '../../../contract/absences.ts';
import { approvalYears } from '../../../contract/approvals.ts';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { dayIn } from '../../../contract/dates.ts';
import { type Caller, rights, type Subject, subjectOf } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { changeRequestQueries } from '../../api/change-requests.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { useCaller } from '../../lib/auth.ts';

/** One request waiting for the caller's decision, of either kind. */
export type ApprovalItem =
  | { key: string; kind: 'absence'; usersId: number; since: string; until: string; absence: Absence }
  | { key: string; kind: 'change'; usersId: number; since: string; until: string; request: ChangeRequest };

export type ApprovalKind = ApprovalItem['kind'];

/**
 * When an item was filed, as far as the interface says: an absence's enquiry date. A change request
 * carries no filing time, so its day stands in (it is filed on or after that day when it needs a
 * decision, since only locked days wait).
 */
function filedOrder(item: ApprovalItem): string {
  return item.kind === 'absence' ? (item.absence.date_enquired ?? item.since) : item.since;
}

/** The requests the caller decides, newest first. */
export function approvalQueue(
  caller: Caller,
  subjectOf: (usersId: number) => Subject,
  absences: readonly Absence[],
  requests: readonly ChangeRequest[],
): ApprovalItem[] {
  const items: ApprovalItem[] = [
    ...absences
      .filter(
        (absence) =>
          absence.status === 0 && rights.administersAbsencesOf(caller, subjectOf(absence.users_id)),
      )
      .map(
        (absence): ApprovalItem => ({
          key: `absence-${absence.id}`,
          kind: 'absence',
          usersId: absence.users_id,
          since: absence.date_since,
          until: absence.date_until,
          absence,
        }),
      ),
    ...requests
      .filter(
        (request) =>
          request.status === 1 && rights.decidesChangeRequestOf(caller, subjectOf(request.users_id)),
      )
      .map(
        (request): ApprovalItem => ({
          key: `change-${request.id}`,
          kind: 'change',
          usersId: request.users_id,
          since: request.date,
          until: request.date,
          request,
        }),
      ),
  ];
  return items.sort(
    (left, right) => filedOrder(right).localeCompare(filedOrder(left)) || right.key.localeCompare(left.key),
  );
}

/** The co-workers and teams the queue judges rights by and names people from. */
export type Directory = { users: readonly User[]; teams: readonly Team[]; byId: ReadonlyMap<number, User> };

function subjectsIn(directory: Directory) {
  return (usersId: number): Subject => {
    const user = directory.byId.get(usersId);
    return user
      ? subjectOf(user, directory.teams)
      : { id: usersId, boss: null, teamLeader: null, absenceManagerIds: [] };
  };
}

export type ApprovalQueue = { items: ApprovalItem[]; directory: Directory };

/**
 * The approvals queue, read from the pending absences of the approval years (the absences page's pending
 * tab caches the same lists) and from every pending change request, all pages of them: a queue cut at
 * one page would silently drop requests. Nothing more is fetched for a caller who decides nothing, and nothing at all while
 * `fetching` is false (what is cached is still used).
 */
export function useApprovalQueue(fetching = true): {
  query: UseQueryResult<ApprovalQueue>;
  decides: boolean;
} {
  const caller = useCaller();
  const users = useQuery({ ...userQueries.list(), enabled: fetching });
  const teams = useQuery({ ...teamQueries.list(), enabled: fetching });
  const directory = useMemo<Directory | undefined>(
    () =>
      users.data && teams.data
        ? { users: users.data, teams: teams.data, byId: new Map(users.data.map((user) => [user.id, user])) }
        : undefined,
    [users.data, teams.data],
  );
  const decides =
    directory?.users.some((user) => rights.decidesRequestsOf(caller, subjectOf(user, directory.teams))) ??
    false;
  const years = approvalYears(dayIn(Date.now(), caller.timezone));
  const sources = useQueries({
    queries: [
      ...years.map((year) => ({ ...absenceQueries.pending(year), enabled: decides && fetching })),
      { ...changeRequestQueries.allPending(), enabled: decides && fetching },
    ],
  });
  const lists = [users, teams, ...(decides ? sources : [])];
  const failed = lists.find((list) => list.isError);
  const pending = lists.some((list) => list.isPending);
  const absences = sources
    .slice(0, years.length)
    .flatMap((source) => (source.data as Absence[] | undefined) ?? []);
  const changeRequests = sources.at(-1)?.data as ChangeRequest[] | undefined;
  const data: ApprovalQueue | undefined =
    directory === undefined || pending
      ? undefined
      : {
          directory,
          items: approvalQueue(caller, subjectsIn(directory), absences, changeRequests ?? []),
        };
  // ResourceList reads a query's state; this is that state over several queries at once.
  const query = {
    data,
    isPending: pending && failed === undefined,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    isFetching: lists.some((list) => list.isFetching),
    isPlaceholderData: false,
    refetch: () => Promise.all(lists.filter((list) => list.isError).map((list) => list.refetch())),
  } as unknown as UseQueryResult<ApprovalQueue>;
  return { query, decides };
}
