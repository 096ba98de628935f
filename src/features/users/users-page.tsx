import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import { type User, type UserRole, userRoles } from '../../../contract/users.ts';
import { nonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { teamQueries } from '../../api/teams.ts';
import { useDeleteUser, userQueries, useUpdateUser } from '../../api/users.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { showNotice } from '../../lib/notice.ts';
import { useApiKeyFlow } from './api-key-dialog.tsx';
import { filterUsers, isFiltered, roleRank, type UserRow, type UsersSearch, userRows } from './filters.ts';
import { useUsersExport } from './users-export.ts';

// The edit locks view and its form (date and select fields, the form library) load when first chosen.
const editLockOverview = lazyPart(() =>
  import('./edit-lock-overview.tsx').then((module) => module.EditLockOverview),
);
const UserFormModal = lazyFormDialog(() => import('./user-form.tsx').then((module) => module.UserFormModal));

export function UsersPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: UsersSearch;
  onSearchChange: (change: Partial<UsersSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const canWrite = rights.writesMasterData(caller);
  const viewLabelId = useId();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const keys = useApiKeyFlow();
  const users = useQuery({ ...userQueries.list(), retryOnMount: false });
  const teams = useQuery({ ...teamQueries.list(), retryOnMount: false });
  const groups = useQuery({ ...nonbusinessGroupQueries.list(), enabled: canWrite });
  const rows = useMemo(() => userRows(users.data ?? [], teams.data ?? []), [users.data, teams.data]);
  // Workers see only active co-workers without their roles: those filters would mean nothing.
  const effectiveSearch: UsersSearch = useMemo(
    () => (canWrite ? search : { ...search, role: 'all', active: 'all', view: 'directory' }),
    [canWrite, search],
  );
  const shown = useMemo(() => filterUsers(rows, effectiveSearch), [rows, effectiveSearch]);
  const view = effectiveSearch.view;

  const sort = { value: search.sort, onChange: (sort: string) => onSearchChange({ sort }) };
  const empty = { title: t('users.noneYet') };
  const filters = {
    active: isFiltered(effectiveSearch),
    emptyTitle: t('users.empty'),
    emptyHint: t('users.emptyHint'),
    onClear: onClearFilters,
  };

  function created(user: User) {
    if (rights.issuesApiKeyFor(caller, user.id)) keys.offer(user);
    else showNotice({ color: 'blue', message: t('users.apiKey.ownerIssues', { name: user.name }) });
  }

  const mayIssueKey = (user: User) => user.id !== caller.id && rights.issuesApiKeyFor(caller, user.id);
  const mayDelete = (user: User) =>
    rights.deletesUser(caller, { id: user.id, role: user.role ?? 'worker', active: user.active });

  const actions = (user: UserRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {mayIssueKey(user) && (
        <Tooltip label={t('users.apiKey.rotate')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="orange"
            aria-label={t('users.apiKey.issueLabel', { name: user.name })}
            onClick={() => keys.rotate(user)}
          >
            <IconKey size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <RowActions
        editLabel={t('users.editLabel', { name: user.name })}
        deleteLabel={t('users.deleteLabel', { name: user.name })}
        onEdit={() => setFormTarget({ kind: 'edit', id: user.id })}
        preloadEdit={UserFormModal.preload}
        onDelete={mayDelete(user) ? () => setDeleting(user) : undefined}
      />
    </Group>
  );

  // The person's own page does not exist yet: until it does, the name opens the edit dialog.
  // The name opens the person's dated settings, where the viewer may read them; edit is a row button.
  const nameCell = (user: UserRow) =>
    rights.readsUserRecordsOf(caller, user.id) ? (
      <Anchor
        size="sm"
        fw={500}
        truncate="end"
        display="block"
        title={user.name}
        renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: String(user.id) }} />}
      >
        {user.name}
      </Anchor>
    ) : (
      <Text size="sm" fw={500} truncate="end" title={user.name}>
        {user.name}
      </Text>
    );

  const columns: DataTableColumn<UserRow>[] = [
    // Long names give way (full name on hover) rather than push the row buttons over the last columns.
    {
      accessor: 'name',
      title: t('users.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 150,
      render: nameCell,
    },
    { accessor: 'initials', title: t('users.columns.initials'), sortable: true, width: 76 },
    {
      accessor: 'number',
      title: t('users.columns.number'),
      sortable: true,
      noWrap: true,
      render: (user) => user.number ?? '—',
    },
    {
      accessor: 'email',
      title: t('users.columns.email'),
      sortable: true,
      // The address gives way (full text on hover) so the grid fits 1280 px with the row buttons.
      ellipsis: true,
      width: 150,
      render: (user) => (
        <Text size="sm" truncate="end" title={user.email}>
          {user.email}
        </Text>
      ),
    },
    {
      accessor: 'role',
      title: t('users.columns.role'),
      sortable: true,
      hidden: !canWrite,
      noWrap: true,
      render: (user) => (user.role ? t(`roles.${user.role}`) : '—'),
    },
    {
      accessor: 'teamName',
      title: t('users.columns.team'),
      sortable: true,
      render: (user) => user.teamName ?? '—',
    },
    {
      accessor: 'bossName',
      title: t('users.columns.boss'),
      sortable: true,
      render: (user) => user.bossName ?? '—',
    },
    {
      accessor: 'active',
      title: t('users.columns.status'),
      sortable: true,
      hidden: !canWrite,
      render: (user) => <ActiveBadge active={user.active} />,
    },
    // Only owners get the key button on others' rows, so only they need room for three buttons.
    actionsColumn(actions, !canWrite, rights.issuesApiKeysForOthers(caller) ? 136 : 96),
  ];
  const sortValues = { role: roleRank, active: (user: UserRow) => (user.active ? 0 : 1) };
  const exporting = useUsersExport(
    useWholeListInOrder({ records: shown, sort: search.sort, columns, sortValues }),
    canWrite,
  );

  const teamOptions = [
    { value: 'all', label: t('users.filters.allTeams') },
    { value: 'none', label: t('users.filters.noTeam') },
    ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('users.title')}
        description={t('users.description')}
        addLabel={t('users.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={UserFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

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

      {teams.isError && (
        <ErrorPanel error={teams.error} onRetry={() => teams.refetch()} retrying={teams.isFetching} />
      )}
      {view === 'locks' ? (
        <LazySection
          part={editLockOverview}
          loading={<TableSkeleton />}
          props={{ caller, query: users, rows: shown, sort, empty, filters }}
        />
      ) : (
        <ResourceList
          label={t('users.title')}
          query={users}
          records={() => shown}
          columns={columns}
          sort={sort}
          sortValues={sortValues}
          empty={empty}
          filters={filters}
          card={(user) => (
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4}>
                <Group gap="xs">
                  {nameCell(user)}
                  {canWrite && !user.active && <ActiveBadge active={false} />}
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
                <Text size="sm">
                  {[
                    user.role && t(`roles.${user.role}`),
                    user.teamName && t('users.card.team', { name: user.teamName }),
                    user.bossName && t('users.card.boss', { name: user.bossName }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {canWrite && actions(user)}
            </Group>
          )}
        />
      )}

      <UserFormModal
        target={formTarget}
        coworkers={users.data ?? []}
        teams={teams.data ?? []}
        groups={groups.data ?? []}
        onCreated={created}
        onClose={() => setFormTarget(null)}
      />
      <DeleteFlow
        target={deleting}
        detail={userQueries.detail}
        remove={useDeleteUser()}
        // Someone with entries, absences or reports (409) is deactivated instead.
        deactivate={{ write: useUpdateUser(), message: (name) => t('users.deactivated', { name }) }}
        deletedMessage={(name) => t('users.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
      {keys.dialog}
    </Stack>
  );
}
