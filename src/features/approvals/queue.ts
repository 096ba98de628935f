import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Absence } from '../../../contract/absences.ts';
import { type ApprovalPerson, approvalYears } from '../../../contract/approvals.ts';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { dayIn } from '../../../contract/dates.ts';
import { type Caller, rights, subjectOf } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { approvalQueries } from '../../api/approvals.ts';
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

/** The requests the caller decides, by whom they decide for (`people`), newest first. */
export function approvalQueue(
  people: ReadonlyMap<number, ApprovalPerson>,
  absences: readonly Absence[],
  requests: readonly ChangeRequest[],
): ApprovalItem[] {
  const items: ApprovalItem[] = [
    ...absences
      .filter((absence) => absence.status === 0 && people.get(absence.users_id)?.absences)
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
      .filter((request) => request.status === 1 && people.get(request.users_id)?.change_requests)
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

/**
 * Everyone the caller decides anything for, judged here by rights.ts on the users and teams lists, as
 * the service judges `GET /api/v2/aggregates/approvals/people`: for a service without that extension.
 */
export function peopleJudgedHere(
  caller: Caller,
  users: readonly User[],
  teams: readonly Team[],
): ApprovalPerson[] {
  return users.flatMap((user) => {
    const subject = subjectOf(user, teams);
    const absences = rights.administersAbsencesOf(caller, subject);
    const change_requests = rights.decidesChangeRequestOf(caller, subject);
    return absences || change_requests
      ? [
          {
            id: user.id,
            name: user.name,
            teams_id: user.teams_id,
            timezone: user.timezone,
            absences,
            change_requests,
          },
        ]
      : [];
  });
}

/** Whom the queue names and filters by (those it holds requests of, by id), and the teams to filter by. */
export type Directory = { people: ReadonlyMap<number, ApprovalPerson>; teams: readonly Team[] };

export type ApprovalQueue = { items: ApprovalItem[]; directory: Directory };

/**
 * The approvals queue, read from the pending absences of the approval years (the absences page's pending
 * tab caches the same lists) and from every pending change request, all pages of them: a queue cut at
 * one page would silently drop requests. Whose requests the caller decides the service says
 * (`approvalQueries.people`), so the whole users list is read only from a service without that
 * extension. Nothing more is fetched for a caller who decides nothing, and nothing at all while
 * `fetching` is false (what is cached is still used).
 */
export function useApprovalQueue(fetching = true): {
  query: UseQueryResult<ApprovalQueue>;
  decides: boolean;
} {
  const caller = useCaller();
  const answer = useQuery({ ...approvalQueries.people(), enabled: fetching });
  const judgedHere = answer.data?.kind === 'notServed';
  const users = useQuery({ ...userQueries.list(), enabled: fetching && judgedHere });
  const teams = useQuery({ ...teamQueries.list(), enabled: fetching });
  const people = useMemo(() => {
    if (answer.data?.kind === 'listed') return answer.data.people;
    if (judgedHere && users.data && teams.data) return peopleJudgedHere(caller, users.data, teams.data);
    return answer.data?.kind === 'decidesNothing' ? [] : undefined;
  }, [answer.data, judgedHere, users.data, teams.data, caller]);
  const directory = useMemo<Directory | undefined>(
    () =>
      people && teams.data
        ? { people: new Map(people.map((person) => [person.id, person])), teams: teams.data }
        : undefined,
    [people, teams.data],
  );
  const decides = answer.data?.kind === 'listed' || (judgedHere && people !== undefined && people.length > 0);
  const years = approvalYears(dayIn(Date.now(), caller.timezone));
  const sources = useQueries({
    queries: [
      ...years.map((year) => ({ ...absenceQueries.pending(year), enabled: decides && fetching })),
      { ...changeRequestQueries.allPending(), enabled: decides && fetching },
    ],
  });
  const lists = [answer, teams, ...(judgedHere ? [users] : []), ...(decides ? sources : [])];
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
          items: approvalQueue(directory.people, absences, changeRequests ?? []),
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
