import { Box, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LumpSumService } from '../../../contract/lumpsum-services.ts';
import { rights } from '../../../contract/rights.ts';
import {
  lumpSumServiceQueries,
  useDeleteLumpSumService,
  useUpdateLumpSumService,
} from '../../api/lumpsum-services.ts';
import { CatalogueCard } from '../../components/catalogue.tsx';
import { type CatalogueSearch, matchesCatalogue } from '../../components/catalogue-search.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import type { SortOrder } from '../../components/list-table.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { lumpSumServiceColumns } from './lumpsum-service-columns.tsx';
import { useLumpSumServicesExport } from './lumpsum-services-export.ts';

const LumpSumServiceFormModal = lazyFormDialog(
  () => import('./lumpsum-service-form.tsx'),
  (module) => module.LumpSumServiceFormModal,
);

export function LumpSumServicesPage({
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
  const [deleting, setDeleting] = useState<LumpSumService | null>(null);
  const list = useQuery({ ...lumpSumServiceQueries.list(), retryOnMount: false });
  // Held here rather than in the list, so the export saves the rows in the order shown.
  const [sort, setSort] = useState<SortOrder>('name');

  const actions = (service: LumpSumService) => (
    <RowActions
      editLabel={t('lumpsumServices.editLabel', { name: service.name })}
      deleteLabel={t('lumpsumServices.deleteLabel', { name: service.name })}
      onEdit={() => setFormTarget({ kind: 'edit', id: service.id })}
      preloadEdit={LumpSumServiceFormModal.preload}
      onDelete={() => setDeleting(service)}
    />
  );

  const columnList = lumpSumServiceColumns.columns({ t, format, caller });
  const columns: DataTableColumn<LumpSumService>[] = [
    ...gridColumns(columnList),
    actionsColumn((service) => actions(service), !canWrite),
  ];

  const priceText = (service: LumpSumService) =>
    service.unit
      ? t('lumpsumServices.perUnit', { price: format.money(service.price), unit: service.unit })
      : format.money(service.price);

  const shown = (list.data ?? []).filter((service) => matchesCatalogue(service, search));
  const exporting = useLumpSumServicesExport(
    useWholeListInOrder({ records: shown, sort, columns }),
    fileColumns(columnList),
  );

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('lumpsumServices.title')}
        description={t('lumpsumServices.description')}
        addLabel={t('lumpsumServices.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
        preloadAdd={LumpSumServiceFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={{ base: '100%', xs: 300 }}>
          <SearchInput
            label={t('lumpsumServices.filters.search')}
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
        label={t('lumpsumServices.title')}
        query={list}
        records={() => shown}
        columns={columns}
        pagesHere
        sort={{ value: sort, onChange: setSort }}
        empty={{ title: t('lumpsumServices.noneYet') }}
        card={(service) => (
          <CatalogueCard
            record={service}
            detail={priceText(service)}
            showActive={seesInactive}
            actions={canWrite && actions(service)}
          />
        )}
        filters={{
          active: search.search !== '' || search.active !== 'all',
          emptyTitle: t('lumpsumServices.empty'),
          emptyHint: t('lumpsumServices.emptyHint'),
          onClear: onClearFilters,
        }}
      />

      <LumpSumServiceFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteFlow
        target={deleting}
        detail={lumpSumServiceQueries.detail}
        remove={useDeleteLumpSumService()}
        // A lump sum service that entries point to (409) can be deactivated instead.
        deactivate={{
          write: useUpdateLumpSumService(),
          message: (name) => t('lumpsumServices.deactivated', { name }),
        }}
        deletedMessage={(name) => t('lumpsumServices.deleted', { name })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
