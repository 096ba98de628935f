import { useMemo } from 'react';
import { rights, type Subject, subjectOf } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { useCaller } from '../../lib/auth.ts';

/**
 * What the signed-in user may do with change requests, asked of `contract/rights.ts` so the inbox
 * offers only what the service allows (docs/interface.md#roles-and-rights).
 */
export function useRequestRights(users: readonly User[], teams: readonly Team[]) {
  const caller = useCaller();
  return useMemo(() => {
    const subjects = new Map(users.map((user) => [user.id, subjectOf(user, teams)]));
    // A co-worker the caller cannot list (e.g. deactivated) brings no boss or team leader with them.
    const subject = (usersId: number): Subject =>
      subjects.get(usersId) ?? { id: usersId, boss: null, teamLeader: null, absenceManagerIds: [] };
    return {
      caller,
      decides: (usersId: number) => rights.decidesChangeRequestOf(caller, subject(usersId)),
      withdraws: (usersId: number) => rights.withdrawsChangeRequestOf(caller, usersId),
      files: (usersId: number) => rights.filesChangeRequestFor(caller, usersId),
      /** The co-workers whose requests the caller sees, for the inbox's co-worker filter. */
      coworkers: users.filter((user) => rights.seesChangeRequestOf(caller, subject(user.id))),
    };
  }, [caller, users, teams]);
}

export type RequestRights = ReturnType<typeof useRequestRights>;
