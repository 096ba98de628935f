import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Subject, subjectOf } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';

/** The co-workers and teams the absence pages name people from and judge rights by. */
export type People = {
  coworkers: readonly User[];
  byId: ReadonlyMap<number, User>;
  teams: readonly Team[];
};

/** The route loaders have fetched both lists, so this does not suspend on a visit. */
export function usePeople(): People {
  const { data: coworkers } = useSuspenseQuery(userQueries.list());
  const { data: teams } = useSuspenseQuery(teamQueries.list());
  return useMemo(
    () => ({ coworkers, teams, byId: new Map(coworkers.map((user) => [user.id, user])) }),
    [coworkers, teams],
  );
}

export function personName(people: People, usersId: number): string {
  return people.byId.get(usersId)?.name ?? `#${usersId}`;
}

/** A user's team, as far as the caller's list knows them. */
export function teamIn(people: People, usersId: number): number | null {
  return people.byId.get(usersId)?.teams_id ?? null;
}

/**
 * The facts the rights judge about a user. Someone missing from the caller's list (an inactive
 * user, for a worker) has no absence manager the app knows of, so only a general right applies.
 */
export function subjectIn(people: People, usersId: number): Subject {
  const user = people.byId.get(usersId);
  if (user) return subjectOf(user, people.teams);
  return { id: usersId, boss: null, teamLeader: null, absenceManagerIds: [] };
}
