import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHANGE_REQUESTS_VALID_FROM } from '../../../contract/change-requests.ts';
import { isRealDate } from '../../../contract/common.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { DateField } from '../../components/date-field.tsx';
import { useCalendarProps } from './calendar-props.ts';
import { type InboxSearch, orderedRange } from './filters.ts';

type FilterChange = Partial<Pick<InboxSearch, 'user' | 'team' | 'date_since' | 'date_until'>>;

/**
 * Co-worker, team and date range; every change goes to the URL. Without co-workers to choose (a worker
 * who sees only their own requests) only the dates are offered.
 */
export function InboxFilters({
  search,
  coworkers,
  teams,
  onChange,
}: {
  search: InboxSearch;
  /** The co-workers whose requests the viewer sees, themselves included. */
  coworkers: readonly User[];
  teams: readonly Team[];
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
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
    w: { base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 170 },
  };

  // A half-typed date stays in the field (which says what is wrong) and out of the address.
  const changeDate = (key: 'date_since' | 'date_until', value: string | null) => {
    if (value === null || isRealDate(value)) onChange({ [key]: value ?? undefined });
  };

  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {coworkers.length > 1 && (
        <>
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
        </>
      )}
      <DateField
        {...calendarProps}
        {...dateProps}
        label={t('changeRequests.filters.from')}
        value={search.date_since ?? null}
        onChange={(value) => changeDate('date_since', value)}
      />
      <DateField
        {...calendarProps}
        {...dateProps}
        label={t('changeRequests.filters.until')}
        value={search.date_until ?? null}
        onChange={(value) => changeDate('date_until', value)}
        error={rangeValid ? undefined : t('changeRequests.filters.untilBeforeFrom')}
      />
    </Group>
  );
}
