import { Box, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { rights } from '../../../contract/rights.ts';
import { customerQueries, useDeleteCustomer, useUpdateCustomer } from '../../api/customers.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { customerColumns } from './customer-columns.tsx';
import { useCustomersExport } from './customers-export.ts';
import { type CustomersSearch, customerFilters } from './filters.ts';

const CustomerFormModal = lazyFormDialog(
  () => import('./customer-form.tsx'),
  (module) => module.CustomerFormModal,
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
  const format = useFormatter();
  const caller = useCaller();
  const canEdit = rights.editsCustomers(caller);
  const canAdd = rights.addsCustomers(caller);
  const seesNote = rights.seesRightsFields(caller);
  const seesInactive = rights.seesInactiveRecords(caller);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const filters = customerFilters(search, seesInactive);
  const list = useQuery({
    ...customerQueries.list(filters),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  const filtered = search.search !== '' || (seesInactive && search.active !== 'all');

  const columnList = customerColumns.columns({ t, format, caller });
  const exporting = useCustomersExport(filters, fileColumns(columnList));
  const columns: DataTableColumn<Customer>[] = [
    ...gridColumns(columnList),
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
