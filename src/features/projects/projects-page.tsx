import {
  ActionIcon,
  Box,
  Button,
  Group,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import type { Project } from '../../../contract/projects.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { rights } from '../../lib/rights.ts';
import { type ProjectSort, projectQueries } from './api.ts';
import { type ProjectsSearch, projectFilters } from './filters.ts';
import { ProjectBilled, ProjectBudget, ProjectDeadline, ProjectStatus } from './project-cells.tsx';
import { ProjectDeleteDialog } from './project-delete-dialog.tsx';
import type { ProjectFormTarget } from './project-form.tsx';

// The form brings the date picker and number formatting; it loads when first opened.
const ProjectFormModal = lazy(() =>
  import('./project-form.tsx').then((module) => ({ default: module.ProjectFormModal })),
);

export function ProjectsPage({
  search,
  customers,
  onSearchChange,
  onClearFilters,
}: {
  search: ProjectsSearch;
  /** For the customer filter, the form and the customer column. */
  customers: Customer[];
  onSearchChange: (change: Partial<ProjectsSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const format = useFormatter();
  const seesRights = rights.seesRightsFields(user);
  const canWrite = rights.writesProjects(user);
  const [formTarget, setFormTarget] = useState<ProjectFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const filters = projectFilters(search, seesRights);
  const list = useQuery({
    ...projectQueries.list(filters),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  const filtered =
    search.search !== '' || search.customers_id !== undefined || (seesRights && search.active !== 'all');

  const customerNames = useMemo(
    () => new Map(customers.map((customer) => [customer.id, customer.name])),
    [customers],
  );
  const customerOptions = useMemo(
    () => customers.map((customer) => ({ value: customer.id, label: customer.name })),
    [customers],
  );

  const columns: DataTableColumn<Project>[] = [
    {
      accessor: 'name',
      title: t('projects.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 220,
      render: (project) => (
        <Text size="sm" fw={500} truncate="end" title={project.name}>
          {project.name}
        </Text>
      ),
    },
    {
      accessor: 'customer',
      title: t('projects.columns.customer'),
      sortable: true,
      ellipsis: true,
      width: 200,
      render: (project) => {
        const name = customerNames.get(project.customers_id) ?? `#${project.customers_id}`;
        return (
          <Text size="sm" truncate="end" title={name}>
            {name}
          </Text>
        );
      },
    },
    {
      accessor: 'number',
      title: t('projects.columns.number'),
      sortable: true,
      noWrap: true,
      render: (project) => project.number ?? '—',
    },
    {
      accessor: 'status',
      title: t('projects.columns.status'),
      noWrap: true,
      render: (project) => <ProjectStatus project={project} />,
    },
    {
      accessor: 'budget_money',
      title: t('projects.columns.budget'),
      sortable: true,
      hidden: !seesRights,
      noWrap: true,
      render: (project) => <ProjectBudget project={project} format={format} />,
    },
    {
      accessor: 'billed_money',
      title: t('projects.columns.billed'),
      hidden: !seesRights,
      noWrap: true,
      render: (project) => <ProjectBilled project={project} format={format} />,
    },
    {
      accessor: 'deadline',
      title: t('projects.columns.deadline'),
      sortable: true,
      noWrap: true,
      render: (project) => <ProjectDeadline project={project} format={format} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
      hidden: !canWrite,
      textAlign: 'right',
      width: 96,
      render: (project) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.edit')} openDelay={300}>
            <ActionIcon
              variant="subtle"
              aria-label={t('projects.editLabel', { name: project.name })}
              onClick={() => setFormTarget({ kind: 'edit', id: project.id })}
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')} openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('projects.deleteLabel', { name: project.name })}
              onClick={() => setDeleting(project)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('projects.title')}
        </Title>
        {canWrite && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setFormTarget({ kind: 'create' })}
          >
            {t('projects.new')}
          </Button>
        )}
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 300 }}>
          <SearchInput
            label={t('projects.filters.search')}
            placeholder={t('list.searchHint')}
            value={search.search}
            onChange={(value) => onSearchChange({ search: value, page: 1 })}
          />
        </Box>
        <Select<number>
          label={t('projects.filters.customer')}
          placeholder={t('projects.filters.allCustomers')}
          data={customerOptions}
          value={search.customers_id ?? null}
          onChange={(value) => onSearchChange({ customers_id: value ?? undefined, page: 1 })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          w={{ base: '100%', xs: 260 }}
        />
        {seesRights && (
          <StatusFilter value={search.active} onChange={(active) => onSearchChange({ active, page: 1 })} />
        )}
      </Group>

      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.projects.length === 0 && list.data.paging.current_page <= 1 ? (
        <NoMatches
          title={filtered ? t('projects.empty') : t('projects.noProjectsYet')}
          description={filtered ? t('projects.emptyHint') : undefined}
          onClearFilters={filtered ? onClearFilters : undefined}
        />
      ) : (
        <PagedTable<Project>
          label={t('projects.title')}
          records={list.data.projects}
          columns={columns}
          paging={list.data.paging}
          sort={filters.sort ?? 'name'}
          fetching={list.isFetching && list.isPlaceholderData}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(items_per_page) => onSearchChange({ items_per_page, page: 1 })}
          onSortChange={(sort) => onSearchChange({ sort: sort as ProjectSort, page: 1 })}
        />
      )}

      {formTarget && (
        <Suspense fallback={null}>
          <ProjectFormModal
            target={formTarget}
            customers={customers}
            defaultCustomerId={search.customers_id}
            withRights={seesRights}
            onClose={() => setFormTarget(null)}
          />
        </Suspense>
      )}
      <ProjectDeleteDialog project={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
