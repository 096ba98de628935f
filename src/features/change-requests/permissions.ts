import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { roleOf } from '../../lib/auth.ts';

// Mirrors decisions §5 for change requests, so the inbox offers only what the service allows.

function isOwnerOrManager(viewer: User): boolean {
  const role = roleOf(viewer);
  return role === 'owner' || role === 'manager';
}

/** Owners and managers decide for everyone, a worker for those whose boss or team leader they are; nobody for themselves. */
export function decidesFor(
  viewer: User,
  subject: User | undefined,
  subjectId: number,
  teams: readonly Team[],
): boolean {
  if (viewer.id === subjectId) return false;
  if (isOwnerOrManager(viewer)) return true;
  if (!subject) return false;
  if (subject.boss === viewer.id) return true;
  const team = teams.find((candidate) => candidate.id === subject.teams_id);
  return team?.leader === viewer.id;
}

/** A pending request may be withdrawn by its co-worker, and by owners and managers. */
export function withdrawsFor(viewer: User, subjectId: number): boolean {
  return viewer.id === subjectId || isOwnerOrManager(viewer);
}

/** Workers file only for themselves. */
export function filesForOthers(viewer: User): boolean {
  return isOwnerOrManager(viewer);
}

/** The co-workers whose requests the viewer sees: their own and those they decide on. */
export function visibleCoworkers(viewer: User, users: readonly User[], teams: readonly Team[]): User[] {
  if (isOwnerOrManager(viewer)) return [...users];
  return users.filter((user) => user.id === viewer.id || decidesFor(viewer, user, user.id, teams));
}
