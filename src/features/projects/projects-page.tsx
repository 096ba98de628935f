import { Box, Checkbox, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import { customerSearch } from '../../api/customers.ts';
import {
  type ListedProject,
  projectQueries,
  useDeleteProject,
  useUpdateProject,
} from '../../api/projects.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { SearchSelect } from '../../components/search-select.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormRequestedByAddress } from '../../lib/form-request.ts';
import { useFormatter } from '../../lib/format.ts';
import { type ProjectsSearch, projectFilters } from './filters.ts';
import { projectColumns } from './project-columns.tsx';
import { useProjectsExport } from './projects-export.ts';

const ProjectFormModal = lazyFormDialog(
  () => import('./project-form.tsx'),
  (module) => module.ProjectFormModal,
);

export function ProjectsPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: ProjectsSearch;
  onSearchChange: (change: Partial<ProjectsSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const format = useFormatter();
  const seesRights = rights.seesRightsFields(caller);
  const canWrite = rights.writesMasterData(caller);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  useFormRequestedByAddress(() => {
    if (canWrite) setFormTarget({ kind: 'create' });
  });
  const [deleting, setDeleting] = useState<ListedProject | null>(null);

  const filters = projectFilters(search, seesRights);
  const list = useQuery({
    ...projectQueries.list(filters),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  const filtered =
    search.search !== '' ||
    search.customers_id !== undefined ||
    (seesRights && (search.active !== 'all' || search.over_budget));

  const columnList = projectColumns.columns({ t, format, caller });
  const exporting = useProjectsExport(filters, fileColumns(columnList));
  const columns: DataTableColumn<ListedProject>[] = [
    ...gridColumns(columnList),
    actionsColumn(
      (project: ListedProject) => (
        <RowActions
          editLabel={t('projects.editLabel', { name: project.name })}
          deleteLabel={t('projects.deleteLabel', { name: project.name })}
          onEdit={() => setFormTarget({ kind: 'edit', id: project.id })}
          preloadEdit={ProjectFormModal.preload}
          onDelete={() => setDeleting(project)}
        />
      ),
      !canWrite,
    ),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('projects.title')}
        addLabel={t('projects.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={ProjectFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 300 }}>
          <SearchInput
            label={t('projects.filters.search')}
            placeholder={t('list.searchHint')}
            value={search.search}
            onChange={(value) => onSearchChange({ search: value, page: 1 })}
          />
        </Box>
        <SearchSelect
          label={t('projects.filters.customer')}
          placeholder={t('projects.filters.allCustomers')}
          searching={customerSearch()}
          value={search.customers_id ?? null}
          onChange={(value) => onSearchChange({ customers_id: value ?? undefined, page: 1 })}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          w={{ base: '100%', xs: 260 }}
        />
        {seesRights && (
          <StatusFilter value={search.active} onChange={(active) => onSearchChange({ active, page: 1 })} />
        )}
        {seesRights && (
          <Checkbox
            label={t('projects.filters.overBudget')}
            checked={search.over_budget}
            onChange={(event) => onSearchChange({ over_budget: event.currentTarget.checked, page: 1 })}
            mb={8}
          />
        )}
      </Group>

      <ResourceList
        label={t('projects.title')}
        query={list}
        records={(data) => data.projects}
        columns={columns}
        paged={{ paging: (data) => data.paging, sort: filters.sort ?? 'name', onChange: onSearchChange }}
        empty={{ title: t('projects.noProjectsYet') }}
        filters={{
          active: filtered,
          emptyTitle: t('projects.empty'),
          emptyHint: t('projects.emptyHint'),
          onClear: onClearFilters,
        }}
      />

      <ProjectFormModal
        target={formTarget}
        defaultCustomerId={search.customers_id}
        withRights={seesRights}
        onClose={() => setFormTarget(null)}
      />
      <DeleteFlow
        target={deleting}
        detail={projectQueries.detail}
        remove={useDeleteProject()}
        // A project with time entries (409) can be deactivated instead.
        deactivate={{ write: useUpdateProject(), message: (name) => t('projects.deactivated', { name }) }}
        deletedMessage={(name) => t('projects.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
