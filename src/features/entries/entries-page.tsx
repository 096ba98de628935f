import { Box, Button, Collapse, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '../../../contract/dates.ts';
import { type Entry, entryBudgetTypes } from '../../../contract/entries.ts';
import { rights } from '../../../contract/rights.ts';
import { allCustomersFilters, customerQueries } from '../../api/customers.ts';
import { type EntryFilters, entryQueries, useDeleteEntry } from '../../api/entries.ts';
import { lumpSumServiceQueries } from '../../api/lumpsum-services.ts';
import { projectQueries } from '../../api/projects.ts';
import { serviceQueries } from '../../api/services.ts';
import { userQueries } from '../../api/users.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormRequestedByAddress } from '../../lib/form-request.ts';
import { useFormatter } from '../../lib/format.ts';
import { EntryBulkActions } from './bulk-actions.tsx';
import { useEntriesExport } from './entries-export.ts';
import { entriesViewOf } from './entries-filters.ts';
import { BillableBadge, EntryAmount, EntryRevenue, EntryTypeBadge, useNow } from './entry-cells.tsx';
import type { EntryChoices, EntryFormTarget } from './entry-form.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { type EntriesSearch, isFiltered } from './search.ts';

const EntryFormModal = lazyFormDialog(() =>
  import('./entry-form.tsx').then((module) => module.EntryFormModal),
);

/** Every project at once, for the filter and the form: the service allows 1000 a page. */
const allProjectsFilters = { page: 1, items_per_page: 1000, sort: 'name' } as const;

export function EntriesPage({
  search,
  onSearchChange,
  onClearFilters,
  summary,
}: {
  search: EntriesSearch;
  onSearchChange: (change: Partial<EntriesSearch>, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
  /** Drawn between the filters and the list for the filters shown, e.g. the totals of the whole period. */
  summary?: (filters: EntryFilters) => ReactNode;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const { user } = useCurrentUser();
  const format = useFormatter();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [filtersShown, { toggle: toggleFilters }] = useDisclosure(false);
  const filtersId = useId();
  const seesRights = rights.seesRightsFields(caller);
  const view = entriesViewOf(search, user);
  const { everyone, zone, weekStart, today, shown, period, last, filters } = view;

  const list = useQuery({
    ...entryQueries.list(view.page),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const users = useQuery({ ...userQueries.list(), enabled: everyone });
  const customers = useQuery(customerQueries.list(allCustomersFilters));
  const projects = useQuery(projectQueries.list(allProjectsFilters));
  const services = useQuery(serviceQueries.list());
  const lumpSumServices = useQuery(lumpSumServiceQueries.list());
  const choices: EntryChoices = useMemo(
    () => ({
      users: users.data ?? [],
      customers: customers.data?.customers ?? [],
      projects: projects.data?.projects ?? [],
      services: services.data ?? [],
      lumpSumServices: lumpSumServices.data ?? [],
    }),
    [users.data, customers.data, projects.data, services.data, lumpSumServices.data],
  );
  const lumpSumNames = useMemo(
    () => new Map(choices.lumpSumServices.map((service) => [service.id, service.name])),
    [choices.lumpSumServices],
  );

  const [creating, setCreating] = useState<EntryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<(Entry & { name: string }) | null>(null);
  // Ticks belong to the rows on screen: another page, period or filter starts without any.
  const listKey = JSON.stringify([filters, search.page, search.items_per_page]);
  const [selection, setSelection] = useState<{ listKey: string; entries: Entry[] }>({ listKey, entries: [] });
  const selected = selection.listKey === listKey ? selection.entries : [];
  const setSelected = (entries: Entry[]) => setSelection({ listKey, entries });
  // A new entry starts on the day the address names, else today when it is in the period shown.
  const newEntry = (day?: string) =>
    setCreating({
      kind: 'create',
      day: day ?? (today >= period.first && today <= last ? today : period.first),
    });
  useFormRequestedByAddress(newEntry);
  // Closing an opened entry leaves the address only after the dialog has let go of its
  // unsaved-changes guard, which would otherwise stop that navigation.
  const [leavingSelected, setLeavingSelected] = useState(false);
  const formTarget: EntryFormTarget | null =
    search.selected !== undefined && !leavingSelected ? { kind: 'edit', id: search.selected } : creating;
  useEffect(() => {
    if (!leavingSelected) return;
    setLeavingSelected(false);
    onSearchChange({ selected: undefined });
  }, [leavingSelected, onSearchChange]);

  const records = list.data?.entries ?? [];
  const now = useNow(records.some((entry) => entry.type === 1 && entry.time_until === null));
  const when = (entry: Entry) => format.dateTime(entry.time_since);
  const serviceName = (entry: Entry) =>
    entry.type === 3
      ? (lumpSumNames.get(entry.lumpsum_services_id ?? 0) ?? `#${entry.lumpsum_services_id}`)
      : (entry.services_name ?? '');
  const exporting = useEntriesExport({ filters, zone, everyone, seesRights, serviceName });
  const nameOf = (entry: Entry) => `${when(entry)} · ${entry.customers_name ?? ''}`;
  const endText = (entry: Entry) => {
    if (entry.type !== 1) return '—';
    if (entry.time_until === null) return t('entries.cell.running');
    const sameDay = dayIn(Date.parse(entry.time_until), zone) === dayIn(Date.parse(entry.time_since), zone);
    return sameDay ? format.time(entry.time_until) : format.dateTime(entry.time_until);
  };

  const actions = (entry: Entry) => (
    <RowActions
      editLabel={t('entries.editLabel', { when: when(entry) })}
      deleteLabel={t('entries.deleteLabel', { when: when(entry) })}
      onEdit={() => onSearchChange({ selected: entry.id })}
      preloadEdit={EntryFormModal.preload}
      onDelete={() => setDeleting({ ...entry, name: t('entries.deleteName', { when: when(entry) }) })}
    />
  );

  const customerCell = (entry: Entry) => (
    <Stack gap={0}>
      <Text size="sm" fw={500} truncate="end" title={entry.customers_name}>
        {entry.customers_name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={entry.projects_name ?? undefined}>
        {entry.projects_name ?? t('entries.cell.noProject')}
      </Text>
    </Stack>
  );

  const columns: DataTableColumn<Entry>[] = [
    {
      accessor: 'type',
      title: t('entries.columns.type'),
      width: 64,
      render: (entry) => <EntryTypeBadge type={entry.type} compact />,
    },
    {
      accessor: 'users_name',
      title: t('entries.columns.user'),
      hidden: !everyone,
      ellipsis: true,
      width: 110,
    },
    {
      accessor: 'customers_name',
      title: `${t('entries.columns.customer')} / ${t('entries.columns.project')}`,
      width: 150,
      render: customerCell,
    },
    {
      accessor: 'service',
      title: t('entries.columns.service'),
      ellipsis: true,
      width: 100,
      render: serviceName,
    },
    {
      accessor: 'text',
      title: t('entries.columns.text'),
      ellipsis: true,
      width: 120,
      render: (entry) => (
        <Text size="sm" truncate="end" title={entry.text ?? undefined}>
          {entry.text ?? ''}
        </Text>
      ),
    },
    {
      accessor: 'time_since',
      title: `${t('entries.columns.start')} – ${t('entries.columns.end')}`,
      noWrap: true,
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{format.date(dayIn(Date.parse(entry.time_since), zone))}</Text>
          <Text size="xs" c="dimmed">
            {entry.type === 1
              ? `${format.time(entry.time_since)} – ${endText(entry)}`
              : format.time(entry.time_since)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'amount',
      title: t('entries.columns.amount'),
      noWrap: true,
      render: (entry) => (
        <Stack gap={4} align="flex-start">
          <EntryAmount entry={entry} format={format} now={now} />
          <BillableBadge billable={entry.billable} />
        </Stack>
      ),
    },
    {
      accessor: 'revenue',
      title: t('entries.columns.revenue'),
      hidden: !seesRights,
      noWrap: true,
      render: (entry) => (
        <Stack gap={0}>
          <EntryRevenue entry={entry} format={format} />
          {entry.type === 1 && (
            <Text size="xs" c="dimmed">
              {t('entries.cell.perHour', { rate: format.money(entry.hourly_rate ?? 0) })}
            </Text>
          )}
        </Stack>
      ),
    },
    actionsColumn(actions, false),
  ];

  const card = (entry: Entry) => (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <EntryTypeBadge type={entry.type} />
          <BillableBadge billable={entry.billable} />
        </Group>
        {actions(entry)}
      </Group>
      {customerCell(entry)}
      <Text size="sm">
        {[everyone ? entry.users_name : null, serviceName(entry)].filter(Boolean).join(' · ')}
      </Text>
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="dimmed">
          {entry.type === 1 ? `${when(entry)} – ${endText(entry)}` : when(entry)}
        </Text>
        <EntryAmount entry={entry} format={format} now={now} />
      </Group>
      {entry.text && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.text}
        </Text>
      )}
      {seesRights && (
        <Text size="sm" component="div">
          <Group gap={4}>
            {t('entries.columns.revenue')}: <EntryRevenue entry={entry} format={format} />
          </Group>
        </Text>
      )}
    </Stack>
  );

  const options = <Item extends { id: number; name: string }>(items: readonly Item[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  const filterSelect = (
    key: 'user' | 'customer' | 'project' | 'service' | 'lumpsum',
    label: string,
    placeholder: string,
    data: { value: number; label: string }[],
  ) => (
    <Select<number>
      label={label}
      placeholder={placeholder}
      data={data}
      value={shown[key] ?? null}
      onChange={(value) => {
        const change: Partial<EntriesSearch> = { [key]: value ?? undefined, page: 1 };
        // A project of another customer would hide everything.
        if (key === 'customer' && value !== null) {
          const project = choices.projects.find((item) => item.id === shown.project);
          if (project && project.customers_id !== value) change.project = undefined;
        }
        onSearchChange(change);
      }}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      nothingFoundMessage={t('list.noRecords')}
      w={{ base: '100%', xs: 200 }}
    />
  );

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('entries.title')}
        description={everyone ? t('entries.description') : t('entries.descriptionOwn')}
        addLabel={t('entries.new')}
        onAdd={() => newEntry()}
        preloadAdd={EntryFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

      <PeriodPicker
        search={shown}
        first={period.first}
        last={last}
        clamped={period.clamped || last !== period.last}
        weekStart={weekStart}
        today={today}
        onChange={(change) => onSearchChange(change)}
      />

      {phone && (
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            filtersShown ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
          aria-expanded={filtersShown}
          aria-controls={filtersId}
          onClick={toggleFilters}
        >
          {isFiltered(shown) ? t('entries.filters.toggleActive') : t('entries.filters.toggle')}
        </Button>
      )}
      {/* On a phone the filters fold away, so the period and its entries come first. */}
      <Collapse expanded={!phone || filtersShown} id={filtersId}>
        <Group align="flex-end" gap="md" wrap="wrap">
          {everyone &&
            filterSelect(
              'user',
              t('entries.filters.user'),
              t('entries.filters.allUsers'),
              options(choices.users),
            )}
          {filterSelect(
            'customer',
            t('entries.filters.customer'),
            t('entries.filters.allCustomers'),
            options(choices.customers),
          )}
          {filterSelect(
            'project',
            t('entries.filters.project'),
            t('entries.filters.allProjects'),
            options(
              choices.projects.filter(
                (project) => shown.customer === undefined || project.customers_id === shown.customer,
              ),
            ),
          )}
          {filterSelect(
            'service',
            t('entries.filters.service'),
            t('entries.filters.allServices'),
            options(choices.services),
          )}
          {filterSelect(
            'lumpsum',
            t('entries.filters.lumpsum'),
            t('entries.filters.allLumpsums'),
            options(choices.lumpSumServices),
          )}
          <Select
            label={t('entries.filters.billable')}
            placeholder={t('entries.filters.anyBillable')}
            data={(['no', 'yes', 'billed'] as const).map((key, value) => ({
              value: String(value),
              label: t(`entries.filters.billableOptions.${key}`),
            }))}
            value={shown.billable === undefined ? null : String(shown.billable)}
            onChange={(value) =>
              onSearchChange({ billable: value === null ? undefined : (Number(value) as 0 | 1 | 2), page: 1 })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('entries.filters.budget')}
            placeholder={t('entries.filters.anyBudget')}
            data={entryBudgetTypes.map((type) => ({
              value: type,
              label: t(`entries.filters.budgetTypes.${type}`),
            }))}
            value={shown.budget ?? null}
            onChange={(value) =>
              onSearchChange({ budget: (value ?? undefined) as EntriesSearch['budget'], page: 1 })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            w={{ base: '100%', xs: 260 }}
          />
          <Box w={{ base: '100%', xs: 220 }}>
            <SearchInput
              label={t('entries.filters.text')}
              placeholder={t('entries.filters.textHint')}
              value={shown.text}
              onChange={(text) => onSearchChange({ text, page: 1 }, { replace: true })}
            />
          </Box>
          {seesRights && (
            <Switch
              label={t('entries.filters.hardRevenue')}
              checked={shown.hardRevenue === 1}
              onChange={(event) =>
                onSearchChange({ hardRevenue: event.currentTarget.checked ? 1 : undefined })
              }
              mb={8}
            />
          )}
        </Group>
      </Collapse>

      {summary?.(filters)}

      {!phone && <EntryBulkActions selected={selected} onSelectedChange={setSelected} nameOf={nameOf} />}

      <ResourceList
        label={t('entries.title')}
        query={list}
        records={(data) => data.entries}
        columns={columns}
        paged={{ paging: (data) => data.paging, onChange: (change) => onSearchChange(change) }}
        empty={{ title: t('entries.noneYet'), description: t('entries.noneYetHint') }}
        filters={{
          active: isFiltered(shown),
          emptyTitle: t('entries.empty'),
          emptyHint: t('entries.emptyHint'),
          onClear: onClearFilters,
        }}
        selection={
          phone
            ? undefined
            : {
                selected,
                onChange: setSelected,
                allLabel: t('entries.bulk.selectAll'),
                rowLabel: (entry) => t('entries.bulk.selectRow', { when: when(entry) }),
              }
        }
        card={card}
      />

      <EntryFormModal
        target={formTarget}
        choices={choices}
        options={{ zone, forOthers: everyone, withRates: seesRights }}
        callerId={caller.id}
        onClose={() => {
          setCreating(null);
          if (search.selected !== undefined) setLeavingSelected(true);
        }}
      />
      <DeleteFlow
        target={deleting}
        detail={entryQueries.detail}
        remove={useDeleteEntry()}
        deletedMessage={() => t('entries.deleted')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
