import { Box, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../../contract/teams.ts';
import { type UserRole, userRoles } from '../../../contract/users.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import type { UsersSearch } from './filters.ts';

/**
 * The co-workers list's search and team filter; for those who write master data also role, status
 * and the choice between the directory and the edit locks.
 */
export function UserFiltersBar({
  search,
  view,
  canWrite,
  teams,
  onSearchChange,
}: {
  search: UsersSearch;
  view: UsersSearch['view'];
  canWrite: boolean;
  teams: readonly Team[];
  onSearchChange: (change: Partial<UsersSearch>) => void;
}) {
  const { t } = useTranslation();
  const viewLabelId = useId();
  const teamOptions = [
    { value: 'all', label: t('users.filters.allTeams') },
    { value: 'none', label: t('users.filters.noTeam') },
    ...teams.map((team) => ({ value: String(team.id), label: team.name })),
  ];
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Box w={{ base: '100%', xs: 280 }}>
        <SearchInput
          label={t('users.filters.search')}
          placeholder={t('users.filters.searchHint')}
          value={search.search}
          onChange={(value) => onSearchChange({ search: value })}
        />
      </Box>
      {canWrite && (
        <Select
          label={t('users.filters.role')}
          w={{ base: '100%', xs: 160 }}
          data={[
            { value: 'all', label: t('users.filters.allRoles') },
            ...userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          value={search.role}
          onChange={(value) => onSearchChange({ role: (value ?? 'all') as UserRole | 'all' })}
          allowDeselect={false}
        />
      )}
      <Select
        label={t('users.filters.team')}
        w={{ base: '100%', xs: 200 }}
        data={teamOptions}
        value={String(search.team)}
        onChange={(value) =>
          onSearchChange({
            team: value === 'all' || value === 'none' || value === null ? (value ?? 'all') : Number(value),
          })
        }
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('list.noRecords')}
      />
      {canWrite && <StatusFilter value={search.active} onChange={(active) => onSearchChange({ active })} />}
      {canWrite && (
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id={viewLabelId}>
            {t('users.view.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={viewLabelId}
            value={view}
            onChange={(next) => onSearchChange({ view: next as UsersSearch['view'] })}
            data={[
              { value: 'directory', label: t('users.view.directory') },
              { value: 'locks', label: t('users.view.locks') },
            ]}
          />
        </Stack>
      )}
    </Group>
  );
}
