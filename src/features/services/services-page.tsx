import { Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import type { Service } from '../../../contract/services.ts';
import { serviceQueries, useDeleteService, useUpdateService } from '../../api/services.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { CatalogueCard } from '../../components/catalogue-card.tsx';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import type { FormTarget } from '../../components/form-modal.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusFilter, type StatusFilterValue, statusToActive } from '../../components/status-filter.tsx';
import { useCaller } from '../../lib/auth.ts';
import { ServiceFormModal } from './service-form.tsx';

/** The list's state as the URL holds it. */
export type ServicesSearch = { search: string; active: StatusFilterValue };

/** The interface answers every service at once, so search and status filter here. */
function matches(service: Service, search: ServicesSearch): boolean {
  const active = statusToActive(search.active);
  if (active !== undefined && service.active !== active) return false;
  const needle = search.search.trim().toLowerCase();
  if (needle === '') return true;
  return [service.name, service.number ?? ''].some((value) => value.toLowerCase().includes(needle));
}

export function ServicesPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: ServicesSearch;
  onSearchChange: (change: Partial<ServicesSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
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
      onDelete={() => setDeleting(service)}
    />
  );

  const columns: DataTableColumn<Service>[] = [
    {
      accessor: 'name',
      title: t('services.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 280,
      render: (service) => (
        <Text size="sm" fw={500} truncate="end" title={service.name}>
          {service.name}
        </Text>
      ),
    },
    {
      accessor: 'number',
      title: t('services.columns.number'),
      sortable: true,
      noWrap: true,
      render: (service) => service.number ?? '—',
    },
    {
      accessor: 'active',
      title: t('services.columns.status'),
      hidden: !seesInactive,
      noWrap: true,
      render: (service) => <ActiveBadge active={service.active} />,
    },
    {
      accessor: 'note',
      title: t('services.columns.note'),
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

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('services.title')}
        description={t('services.description')}
        addLabel={t('services.new')}
        onAdd={canWrite ? () => setFormTarget({ kind: 'create' }) : undefined}
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
        records={(services) => services.filter((service) => matches(service, search))}
        columns={columns}
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
