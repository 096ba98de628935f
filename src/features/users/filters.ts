import type { Team } from '../../../contract/teams.ts';
import { type User, type UserRole, userRoles } from '../../../contract/users.ts';
import { type StatusFilterValue, statusToActive } from '../../components/status-filter.tsx';

export const userViews = ['directory', 'locks'] as const;
type UserView = (typeof userViews)[number];

/** The page's state as the URL holds it; `team` is a team's id, `none` or `all`. */
export type UsersSearch = {
  view: UserView;
  role: UserRole | 'all';
  team: number | 'none' | 'all';
  active: StatusFilterValue;
  search: string;
  sort: string;
};

/** Whether any filter narrows the list, so an empty result offers to clear them. */
export function isFiltered(search: UsersSearch): boolean {
  return search.search !== '' || search.role !== 'all' || search.team !== 'all' || search.active !== 'all';
}

/** The co-workers the filters and the search (name, number or e-mail, any case) let through. */
export function filterUsers<Row extends User>(users: readonly Row[], search: UsersSearch): Row[] {
  const needle = search.search.trim().toLocaleLowerCase();
  const active = statusToActive(search.active);
  return users.filter(
    (user) =>
      (search.role === 'all' || user.role === search.role) &&
      (search.team === 'all' || user.teams_id === (search.team === 'none' ? null : search.team)) &&
      (active === undefined || user.active === active) &&
      (needle === '' ||
        [user.name, user.number, user.email].some((text) => text?.toLocaleLowerCase().includes(needle))),
  );
}

/** A co-worker with the names the grid shows for their team and boss. */
export type UserRow = User & { teamName: string | null; bossName: string | null };

export function userRows(users: readonly User[], teams: readonly Team[]): UserRow[] {
  const userNames = new Map(users.map((user) => [user.id, user.name]));
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  return users.map((user) => ({
    ...user,
    teamName: user.teams_id === null ? null : (teamNames.get(user.teams_id) ?? `#${user.teams_id}`),
    bossName: user.boss === null ? null : (userNames.get(user.boss) ?? `#${user.boss}`),
  }));
}

/** Roles sort by weight, not by their translated names. */
export const roleRank = (user: User) => (user.role === undefined ? null : userRoles.indexOf(user.role));
