import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { nonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { teamQueries } from '../../api/teams.ts';
import { useDeleteUser, userQueries, useUpdateUser } from '../../api/users.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller } from '../../lib/auth.ts';
import type { TableExport } from '../../lib/export-table.ts';
import { useFormatter } from '../../lib/format.ts';
import { showNotice } from '../../lib/notice.ts';
import { useApiKeyFlow } from './api-key-dialog.tsx';
import { filterUsers, isFiltered, type UserRow, type UsersSearch, userRows } from './filters.ts';
import { UserFiltersBar } from './filters-bar.tsx';
import { InviteButton } from './invite-button.tsx';
import { userCard, userColumns, userSortValues } from './users-columns.tsx';

// The edit locks view and its form (date and select fields, the form library) load when first chosen.
const editLockOverview = lazyPart(
  () => import('./edit-lock-overview.tsx'),
  (module) => module.EditLockOverview,
);
const UserFormModal = lazyFormDialog(
  () => import('./user-form.tsx'),
  (module) => module.UserFormModal,
);

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

  const mayInvite = (user: User) => user.id !== caller.id && user.active && rights.invitesUsers(caller);
  const mayIssueKey = (user: User) => user.id !== caller.id && rights.issuesApiKeyFor(caller, user.id);
  const mayDelete = (user: User) =>
    rights.deletesUser(caller, { id: user.id, role: user.role ?? 'worker', active: user.active });

  const actions = (user: UserRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {mayInvite(user) && <InviteButton user={user} />}
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

  const format = useFormatter();
  const columnList = userColumns.columns({ t, format, caller });
  const columns: DataTableColumn<UserRow>[] = [
    ...gridColumns(columnList),
    // Owners and managers invite, and only owners get the key button on others' rows too.
    actionsColumn(
      actions,
      !canWrite,
      rights.issuesApiKeysForOthers(caller) ? 176 : rights.invitesUsers(caller) ? 136 : 96,
    ),
  ];
  const card = userCard({ t, caller, canWrite, actions });
  // The co-worker directory as a file, as the directory table shows it (also from the edit-lock view).
  const exporting: TableExport<UserRow> = {
    name: 'co-workers',
    title: t('users.title'),
    columns: fileColumns(columnList),
    fetchAll: useWholeListInOrder({ records: shown, sort: search.sort, columns, sortValues: userSortValues }),
  };

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

      <UserFiltersBar
        search={search}
        view={view}
        canWrite={canWrite}
        teams={teams.data ?? []}
        onSearchChange={onSearchChange}
      />

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
          pagesHere
          sort={sort}
          sortValues={userSortValues}
          empty={empty}
          filters={filters}
          card={card}
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
