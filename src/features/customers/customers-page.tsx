import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { rights } from '../../lib/rights.ts';
import { type CustomerSort, customerQueries } from './api.ts';
import { CustomerColorSwatch } from './customer-colors.tsx';
import { CustomerDeleteDialog } from './customer-delete-dialog.tsx';
import { CustomerFormModal, type CustomerFormTarget } from './customer-form.tsx';
import { type CustomersSearch, customerFilters } from './filters.ts';

export function CustomersPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: CustomersSearch;
  onSearchChange: (change: Partial<CustomersSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const canEdit = rights.editsCustomers(user);
  const canAdd = rights.addsCustomers(user);
  const seesNote = rights.seesRightsFields(user);
  const seesInactive = rights.seesInactiveRecords(user);
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const list = useQuery({
    ...customerQueries.list(customerFilters(search, seesInactive)),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  const filtered = search.search !== '' || (seesInactive && search.active !== 'all');

  const columns: DataTableColumn<Customer>[] = [
    {
      accessor: 'color',
      title: t('customers.columns.color'),
      width: 80,
      textAlign: 'center',
      render: (customer) => <CustomerColorSwatch color={customer.color} />,
    },
    {
      accessor: 'name',
      title: t('customers.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 280,
      render: (customer) => (
        <Text size="sm" fw={500} truncate="end" title={customer.name}>
          {customer.name}
        </Text>
      ),
    },
    {
      accessor: 'number',
      title: t('customers.columns.number'),
      sortable: true,
      noWrap: true,
      render: (customer) => customer.number ?? '—',
    },
    {
      accessor: 'active',
      title: t('customers.columns.status'),
      noWrap: true,
      render: (customer) =>
        customer.active ? (
          <Badge color="green" variant="light">
            {t('common.active')}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            {t('common.inactive')}
          </Badge>
        ),
    },
    {
      accessor: 'billable_default',
      title: t('customers.columns.billable'),
      noWrap: true,
      render: (customer) => (customer.billable_default ? t('common.yes') : t('common.no')),
    },
    {
      accessor: 'note',
      title: t('customers.columns.note'),
      hidden: !seesNote,
      ellipsis: true,
      width: 300,
      render: (customer) =>
        customer.note ? (
          <Text size="sm" truncate="end" title={customer.note}>
            {customer.note}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
      hidden: !canEdit,
      textAlign: 'right',
      width: 96,
      render: (customer) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('common.edit')} openDelay={300}>
            <ActionIcon
              variant="subtle"
              aria-label={t('customers.editLabel', { name: customer.name })}
              onClick={() => setFormTarget({ kind: 'edit', id: customer.id })}
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.delete')} openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('customers.deleteLabel', { name: customer.name })}
              onClick={() => setDeleting(customer)}
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
          {t('customers.title')}
        </Title>
        {canAdd && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setFormTarget({ kind: 'create' })}
          >
            {t('customers.new')}
          </Button>
        )}
      </Group>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 300 }}>
          <SearchInput
            label={t('customers.filters.search')}
            placeholder={t('list.searchHint')}
            value={search.search}
            onChange={(value) => onSearchChange({ search: value, page: 1 })}
          />
        </Box>
        {seesInactive && (
          <StatusFilter value={search.active} onChange={(active) => onSearchChange({ active, page: 1 })} />
        )}
      </Group>

      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ErrorPanel error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.customers.length === 0 && list.data.paging.current_page <= 1 ? (
        <NoMatches
          title={filtered ? t('customers.empty') : t('customers.noCustomersYet')}
          description={filtered ? t('customers.emptyHint') : undefined}
          onClearFilters={filtered ? onClearFilters : undefined}
        />
      ) : (
        <PagedTable<Customer>
          label={t('customers.title')}
          records={list.data.customers}
          columns={columns}
          paging={list.data.paging}
          sort={search.sort}
          fetching={list.isFetching && list.isPlaceholderData}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(items_per_page) => onSearchChange({ items_per_page, page: 1 })}
          onSortChange={(sort) => onSearchChange({ sort: sort as CustomerSort, page: 1 })}
        />
      )}

      <CustomerFormModal target={formTarget} withNote={seesNote} onClose={() => setFormTarget(null)} />
      <CustomerDeleteDialog customer={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
