import { Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { teamQueries } from '../../api/teams.ts';
import { userReportQueries } from '../../api/user-reports.ts';
import { userQueries } from '../../api/users.ts';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import { ListPageHeader } from '../../components/list-page.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { AccountLink, type AccountRow, accountColumns, accountRows } from './account-columns.tsx';
import { useAccountText } from './account-text.ts';
import { useAccountsExport } from './accounts-export.ts';
import { SignedHours } from './signed-hours.tsx';
import { YearPicker } from './year-picker.tsx';

/** What the address holds of the list: the year, the team (an id, `none` or `all`) and the order. */
export type AccountsSearch = { year: number; team: number | 'none' | 'all'; sort: string };

/** Every co-worker's year so far, for owners and managers: target, hours, difference, balance, holidays and sick days. */
export function AccountsPage({
  search,
  onSearchChange,
}: {
  search: AccountsSearch;
  onSearchChange: (change: Partial<AccountsSearch>) => void;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const format = useFormatter();
  const text = useAccountText();
  const navigate = useNavigate();
  const reports = useQuery(userReportQueries.list({ year: search.year }));
  const users = useQuery(userQueries.list());
  const teams = useQuery(teamQueries.list());
  const rows = useMemo(
    () => accountRows(reports.data ?? [], users.data ?? [], teams.data ?? []),
    [reports.data, users.data, teams.data],
  );
  const shown = useMemo(
    () =>
      search.team === 'all'
        ? rows
        : rows.filter((row) => row.teamsId === (search.team === 'none' ? null : search.team)),
    [rows, search.team],
  );
  const columnList = accountColumns.columns({ t, format, caller });
  const columns: DataTableColumn<AccountRow>[] = gridColumns(columnList);
  const exporting = useAccountsExport(
    useWholeListInOrder({ records: shown, sort: search.sort, columns }),
    fileColumns(columnList),
    search.year,
  );
  const open = (row: AccountRow) =>
    navigate({
      to: '/users/$userId/account',
      params: { userId: String(row.users_id) },
      search: { year: search.year },
    });

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('account.list.title')}
        description={t('account.list.description')}
        addLabel=""
        actions={<ExportMenu table={exporting} />}
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <YearPicker year={search.year} onChange={(year) => onSearchChange({ year })} />
        <Select
          label={t('account.list.team')}
          w={{ base: '100%', xs: 220 }}
          data={[
            { value: 'all', label: t('account.list.allTeams') },
            { value: 'none', label: t('account.list.noTeam') },
            ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
          ]}
          value={String(search.team)}
          onChange={(value) =>
            onSearchChange({
              team: value === null || value === 'all' || value === 'none' ? (value ?? 'all') : Number(value),
            })
          }
          allowDeselect={false}
        />
      </Group>
      {reports.data?.[0] && (
        <Text size="sm" c="dimmed">
          {t('account.countedUntil', { date: format.date(reports.data[0].until) })}
        </Text>
      )}
      <ResourceList
        label={t('account.list.label')}
        query={reports}
        records={() => shown}
        columns={columns}
        pagesHere
        sort={{ value: search.sort, onChange: (sort) => onSearchChange({ sort }) }}
        empty={{ title: t('account.list.noneYet') }}
        filters={{
          active: search.team !== 'all',
          emptyTitle: t('account.list.noMatches'),
          onClear: () => onSearchChange({ team: 'all' }),
        }}
        onRowClick={({ record }) => void open(record)}
        idAccessor="users_id"
        card={(row) => (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={2}>
              <AccountLink row={row} />
              <Text size="sm" c="dimmed">
                {row.teamName ?? t('account.list.noTeam')}
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end">
              <SignedHours amount={row.balance} text={text} fw={600} />
              <Text size="xs">
                {t('account.list.columns.diff')} <SignedHours amount={row.diff} text={text} />
              </Text>
            </Stack>
          </Group>
        )}
      />
    </Stack>
  );
}
