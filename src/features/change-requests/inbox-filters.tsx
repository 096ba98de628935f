import { Group, Select } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { CHANGE_REQUESTS_VALID_FROM } from '../../../contract/change-requests.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useCalendarProps } from './calendar-props.ts';
import { type InboxSearch, orderedRange } from './filters.ts';

type FilterChange = Partial<Pick<InboxSearch, 'user' | 'team' | 'date_since' | 'date_until'>>;

/** Co-worker, team and date range; every change goes to the URL. */
export function InboxFilters({
  search,
  coworkers,
  teams,
  onChange,
}: {
  search: InboxSearch;
  coworkers: readonly User[];
  teams: readonly Team[];
  onChange: (change: FilterChange) => void;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const calendarProps = useCalendarProps();
  const inTeam = (candidate: User) => search.team === undefined || candidate.teams_id === search.team;
  const coworkerOptions = coworkers
    .filter(inTeam)
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));
  const rangeValid = orderedRange(search).valid;
  const dateProps = {
    clearable: true,
    minDate: CHANGE_REQUESTS_VALID_FROM,
    clearButtonProps: { 'aria-label': t('common.clear') },
    w: { base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 },
  };

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: user.weekstart_monday ? 1 : 0 }}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Select<number>
          label={t('changeRequests.filters.coworker')}
          placeholder={t('changeRequests.filters.allCoworkers')}
          data={coworkerOptions}
          value={search.user ?? null}
          onChange={(value) => onChange({ user: value ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 240 }}
        />
        <Select<number>
          label={t('changeRequests.filters.team')}
          placeholder={t('changeRequests.filters.allTeams')}
          data={teamOptions}
          value={search.team ?? null}
          onChange={(value) => {
            const team = value ?? undefined;
            const chosen = coworkers.find((candidate) => candidate.id === search.user);
            // A co-worker outside the new team would leave the list empty for no visible reason.
            const keepUser = team === undefined || chosen?.teams_id === team;
            onChange({ team, user: keepUser ? search.user : undefined });
          }}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 220 }}
        />
        <DateInput
          {...calendarProps}
          {...dateProps}
          label={t('changeRequests.filters.from')}
          value={search.date_since ?? null}
          onChange={(value) => onChange({ date_since: value ?? undefined })}
        />
        <DateInput
          {...calendarProps}
          {...dateProps}
          label={t('changeRequests.filters.until')}
          value={search.date_until ?? null}
          onChange={(value) => onChange({ date_until: value ?? undefined })}
          error={rangeValid ? undefined : t('changeRequests.filters.untilBeforeFrom')}
        />
      </Group>
    </DatesProvider>
  );
}
