import { Box, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { Service } from '../../../contract/services.ts';
import { serviceQueries, useDeleteService, useUpdateService } from '../../api/services.ts';
import { CatalogueCard } from '../../components/catalogue.tsx';
import { type CatalogueSearch, matchesCatalogue } from '../../components/catalogue-search.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { serviceColumns } from './service-columns.tsx';

const ServiceFormModal = lazyFormDialog(
  () => import('./service-form.tsx'),
  (module) => module.ServiceFormModal,
);

export function ServicesPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: CatalogueSearch;
  onSearchChange: (change: Partial<CatalogueSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const caller = useCaller();
  const canWrite = rights.writesMasterData(caller);
  const seesInactive = rights.seesInactiveRecords(caller);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const list = useQuery({ ...serviceQueries.list(), retryOnMount: false });

  const actions = (service: Service) => (
    <RowActions
      editLabel={t('services.editLabel', { name: service.name })}
      deleteLabel={t('services.deleteLabel', { name: service.name })}
      onEdit={() => setFormTarget({ kind: 'edit', id: service.id })}
      preloadEdit={ServiceFormModal.preload}
      onDelete={() => setDeleting(service)}
    />
  );

  const columns: DataTableColumn<Service>[] = [
    ...gridColumns(serviceColumns.columns({ t, format, caller })),
    actionsColumn((service) => actions(service), !canWrite),
  ];

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('services.title')}
        description={t('services.description')}
        addLabel={t('services.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={ServiceFormModal.preload}
      />

      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 300 }}>
          <SearchInput
            label={t('services.filters.search')}
            placeholder={t('list.searchHint')}
            value={search.search}
            onChange={(value) => onSearchChange({ search: value })}
          />
        </Box>
        {seesInactive && (
          <StatusFilter value={search.active} onChange={(active) => onSearchChange({ active })} />
        )}
      </Group>

      <ResourceList
        label={t('services.title')}
        query={list}
        records={(services) => services.filter((service) => matchesCatalogue(service, search))}
        columns={columns}
        pagesHere
        defaultSort="name"
        empty={{ title: t('services.noneYet') }}
        card={(service) => (
          <CatalogueCard record={service} showActive={seesInactive} actions={canWrite && actions(service)} />
        )}
        filters={{
          active: search.search !== '' || search.active !== 'all',
          emptyTitle: t('services.empty'),
          emptyHint: t('services.emptyHint'),
          onClear: onClearFilters,
        }}
      />

      <ServiceFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteFlow
        target={deleting}
        detail={serviceQueries.detail}
        remove={useDeleteService()}
        // A service that entries point to (409) can be deactivated instead.
        deactivate={{ write: useUpdateService(), message: (name) => t('services.deactivated', { name }) }}
        deletedMessage={(name) => t('services.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
