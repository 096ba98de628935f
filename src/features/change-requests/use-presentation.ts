import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { knownTimeZone } from '../../../contract/dates.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { localeFor, useFormatter } from '../../lib/format.ts';
import {
  type ClockFormat,
  changeParts,
  changeSummary,
  createClockFormat,
  createDayFormat,
} from './change-format.ts';

/**
 * How the inbox names people and shows days and times: days in the viewer's language, clock times
 * in the co-worker's zone with the viewer's 12/24-hour habit.
 */
export function usePresentation<Person extends Pick<User, 'id' | 'name' | 'timezone' | 'teams_id'>>(
  users: readonly Person[],
  teams: readonly Team[],
) {
  const { i18n } = useTranslation();
  const { user: viewer } = useCurrentUser();
  const format = useFormatter();
  const locale = localeFor(i18n.language);
  return useMemo(() => {
    const byId = new Map(users.map((user) => [user.id, user]));
    const teamsById = new Map(teams.map((team) => [team.id, team]));
    const day = createDayFormat(locale);
    const clocks = new Map<string, ClockFormat>();
    const hour12 = viewer.timeformat_12h;

    // A co-worker the viewer cannot list (e.g. deactivated) is shown in the viewer's own zone.
    const zoneOf = (usersId: number) => knownTimeZone(byId.get(usersId)?.timezone ?? viewer.timezone);

    function clockFor(request: Pick<ChangeRequest, 'users_id' | 'date'>): ClockFormat {
      const timeZone = zoneOf(request.users_id);
      const key = `${timeZone}|${request.date}`;
      let clock = clocks.get(key);
      if (!clock) {
        clock = createClockFormat({ locale, hour12, timeZone, date: request.date });
        clocks.set(key, clock);
      }
      return clock;
    }

    return {
      viewer,
      hour12,
      user: (id: number) => byId.get(id),
      name: (id: number) => byId.get(id)?.name ?? `#${id}`,
      teamName: (id: number | null | undefined) => (id == null ? undefined : teamsById.get(id)?.name),
      day,
      dateTime: format.dateTime,
      today: format.today,
      zoneOf,
      clockFor,
      summary: (request: Pick<ChangeRequest, 'users_id' | 'date' | 'changes'>) =>
        changeSummary(request.changes, clockFor(request)),
      summaryParts: (request: Pick<ChangeRequest, 'users_id' | 'date' | 'changes'>) =>
        changeParts(request.changes, clockFor(request)),
    };
  }, [users, teams, locale, viewer, format]);
}

export type Presentation = ReturnType<typeof usePresentation>;
