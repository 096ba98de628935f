import { Box, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { rights } from '../../../contract/rights.ts';
import { customerQueries, useDeleteCustomer, useUpdateCustomer } from '../../api/customers.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { CustomerColorSwatch } from './customer-colors.tsx';
import { useCustomersExport } from './customers-export.ts';
import { type CustomersSearch, customerFilters } from './filters.ts';

const CustomerFormModal = lazyFormDialog(() =>
  import('./customer-form.tsx').then((module) => module.CustomerFormModal),
);

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
  const caller = useCaller();
  const canEdit = rights.editsCustomers(caller);
  const canAdd = rights.addsCustomers(caller);
  const seesNote = rights.seesRightsFields(caller);
  const seesInactive = rights.seesInactiveRecords(caller);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const filters = customerFilters(search, seesInactive);
  const exporting = useCustomersExport(filters, seesNote);
  const list = useQuery({
    ...customerQueries.list(filters),
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
      render: (customer) => <ActiveBadge active={customer.active} />,
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
    actionsColumn(
      (customer: Customer) => (
        <RowActions
          editLabel={t('customers.editLabel', { name: customer.name })}
          deleteLabel={t('customers.deleteLabel', { name: customer.name })}
          onEdit={() => setFormTarget({ kind: 'edit', id: customer.id })}
          preloadEdit={CustomerFormModal.preload}
          onDelete={() => setDeleting(customer)}
        />
      ),
      !canEdit,
    ),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('customers.title')}
        addLabel={t('customers.new')}
        onAdd={canAdd ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={CustomerFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

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

      <ResourceList
        label={t('customers.title')}
        query={list}
        records={(data) => data.customers}
        columns={columns}
        paged={{ paging: (data) => data.paging, sort: search.sort, onChange: onSearchChange }}
        empty={{ title: t('customers.noCustomersYet') }}
        filters={{
          active: filtered,
          emptyTitle: t('customers.empty'),
          emptyHint: t('customers.emptyHint'),
          onClear: onClearFilters,
        }}
      />

      <CustomerFormModal target={formTarget} withNote={seesNote} onClose={() => setFormTarget(null)} />
      <DeleteFlow
        target={deleting}
        detail={customerQueries.detail}
        remove={useDeleteCustomer()}
        // A customer with projects or entries (409) can be deactivated instead.
        deactivate={{ write: useUpdateCustomer(), message: (name) => t('customers.deactivated', { name }) }}
        deletedMessage={(name) => t('customers.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
