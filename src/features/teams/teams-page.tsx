import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { Team } from '../../../contract/teams.ts';
import { teamQueries, useDeleteTeam } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import type { SortOrder } from '../../components/list-table.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { MemberNames, type TeamRow, teamColumns, teamRows } from './team-columns.tsx';
import { TeamMembersDialog } from './team-members.tsx';
import { useTeamsExport } from './teams-export.ts';

const TeamFormModal = lazyFormDialog(
  () => import('./team-form.tsx'),
  (module) => module.TeamFormModal,
);

export function TeamsPage() {
  const { t } = useTranslation();
  const caller = useCaller();
  const canWrite = rights.writesMasterData(caller);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  // Held here rather than by the list, so the export keeps the order shown.
  const [sort, setSort] = useState<SortOrder>('name');
  const teams = useQuery({ ...teamQueries.list(), retryOnMount: false });
  const users = useQuery({ ...userQueries.list(), retryOnMount: false });
  const coworkers = useMemo(() => users.data ?? [], [users.data]);
  const rows = useMemo(() => teamRows(teams.data ?? [], coworkers), [teams.data, coworkers]);

  const actions = (team: TeamRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('teams.columns.members')} openDelay={300}>
        <ActionIcon
          variant="subtle"
          aria-label={t('teams.members.open', { name: team.name })}
          onClick={() => setMembersOf(team.id)}
        >
          <IconUsersGroup size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <RowActions
        editLabel={t('teams.editLabel', { name: team.name })}
        deleteLabel={t('teams.deleteLabel', { name: team.name })}
        onEdit={() => setFormTarget({ kind: 'edit', id: team.id })}
        preloadEdit={TeamFormModal.preload}
        onDelete={() => setDeleting(team)}
      />
    </Group>
  );
  // The row, not a copy: after each change the dialog shows the members as the list now has them.
  const membersTeam = rows.find((team) => team.id === membersOf);

  const format = useFormatter();
  const columnList = teamColumns.columns({ t, format, caller });
  const columns: DataTableColumn<TeamRow>[] = [
    ...gridColumns(columnList),
    actionsColumn(actions, !canWrite, 128),
  ];
  const sortValues = { memberCount: (team: TeamRow) => team.members.length };
  const exporting = useTeamsExport(
    useWholeListInOrder({ records: rows, sort, columns, sortValues }),
    fileColumns(columnList),
  );

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('teams.title')}
        description={t('teams.description')}
        addLabel={t('teams.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={TeamFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

      {users.isError && (
        <ErrorPanel error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} />
      )}
      <ResourceList
        label={t('teams.title')}
        query={teams}
        records={() => rows}
        columns={columns}
        pagesHere
        sort={{ value: sort, onChange: setSort }}
        sortValues={sortValues}
        empty={{ title: t('teams.noneYet') }}
        card={(team) => (
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4}>
              <Text fw={500}>{team.name}</Text>
              <Text size="sm" c="dimmed">
                {t('teams.leaderLine', { name: team.leaderName ?? '—' })}
              </Text>
              <MemberNames team={team} t={t} caller={caller} />
            </Stack>
            {canWrite && actions(team)}
          </Group>
        )}
      />

      <TeamFormModal target={formTarget} coworkers={coworkers} onClose={() => setFormTarget(null)} />
      {membersTeam && (
        <TeamMembersDialog team={membersTeam} coworkers={coworkers} onClose={() => setMembersOf(null)} />
      )}
      <DeleteFlow
        target={deleting}
        detail={teamQueries.detail}
        remove={useDeleteTeam()}
        deletedMessage={(name) => t('teams.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
