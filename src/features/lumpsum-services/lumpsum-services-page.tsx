import { Box, Group, Stack, Text } from '@mantine/core';
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
import { ActiveBadge } from '../../components/active-badge.tsx';
import { CatalogueCard } from '../../components/catalogue-card.tsx';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu, useWholeListInOrder } from '../../components/export-menu.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import type { SortOrder } from '../../components/list-table.tsx';
import { matchesTyped } from '../../components/palette-store.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter, type StatusFilterValue, statusToActive } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { LumpSumServiceFormModal } from './lumpsum-service-form.tsx';
import { useLumpSumServicesExport } from './lumpsum-services-export.ts';

/** The list's state as the URL holds it. */
export type LumpSumServicesSearch = { search: string; active: StatusFilterValue };

/** The interface answers every lump sum service at once, so search and status filter here. */
function matches(service: LumpSumService, search: LumpSumServicesSearch): boolean {
  const active = statusToActive(search.active);
  if (active !== undefined && service.active !== active) return false;
  return search.search.trim() === '' || matchesTyped(search.search, service.name, service.number);
}

export function LumpSumServicesPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: LumpSumServicesSearch;
  onSearchChange: (change: Partial<LumpSumServicesSearch>) => void;
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
      onDelete={() => setDeleting(service)}
    />
  );

  const columns: DataTableColumn<LumpSumService>[] = [
    {
      accessor: 'name',
      title: t('lumpsumServices.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 260,
      render: (service) => (
        <Text size="sm" fw={500} truncate="end" title={service.name}>
          {service.name}
        </Text>
      ),
    },
    {
      accessor: 'number',
      title: t('lumpsumServices.columns.number'),
      sortable: true,
      noWrap: true,
      render: (service) => service.number ?? '—',
    },
    {
      accessor: 'price',
      title: t('lumpsumServices.columns.price'),
      sortable: true,
      noWrap: true,
      textAlign: 'right',
      render: (service) => format.money(service.price),
    },
    {
      accessor: 'unit',
      title: t('lumpsumServices.columns.unit'),
      sortable: true,
      noWrap: true,
      render: (service) => service.unit ?? '—',
    },
    {
      accessor: 'active',
      title: t('lumpsumServices.columns.status'),
      hidden: !seesInactive,
      noWrap: true,
      render: (service) => <ActiveBadge active={service.active} />,
    },
    {
      accessor: 'note',
      title: t('lumpsumServices.columns.note'),
      ellipsis: true,
      render: (service) => (
        <Text
          size="sm"
          truncate="end"
          title={service.note ?? undefined}
          c={service.note ? undefined : 'dimmed'}
        >
          {service.note ?? '—'}
        </Text>
      ),
    },
    actionsColumn((service) => actions(service), !canWrite),
  ];

  const priceText = (service: LumpSumService) =>
    service.unit
      ? t('lumpsumServices.perUnit', { price: format.money(service.price), unit: service.unit })
      : format.money(service.price);

  const shown = (list.data ?? []).filter((service) => matches(service, search));
  const exporting = useLumpSumServicesExport(
    useWholeListInOrder({ records: shown, sort, columns }),
    seesInactive,
  );

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('lumpsumServices.title')}
        description={t('lumpsumServices.description')}
        addLabel={t('lumpsumServices.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
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
