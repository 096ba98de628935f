import { Badge, Button, Drawer, Group, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { isRealDate } from '../../../contract/common.ts';
import type { Decision } from '../../api/change-requests.ts';
import { BulkRefusals, SelectionBar } from '../../components/bulk-report.tsx';
import { DateField } from '../../components/date-field.tsx';
import { ListPageHeader } from '../../components/list-page.tsx';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { useFormatter } from '../../lib/format.ts';
import { type ApprovalsSearch, approvalKinds, filterQueue, isFiltered } from './filters.ts';
import { type ApprovalItem, type ApprovalQueue, useApprovalQueue } from './queue.ts';
import { useDecisions } from './use-decisions.ts';

/** `filed` is null where the interface records no filing time (change requests). */
type ItemText = { person: string; what: string; filed: string | null };

/**
 * One queue of the absence and change requests the signed-in user decides, filtered by the address.
 * `absenceText` (type, days and length of an absence) and `impact` (what a decision changes: days left
 * and who else is away, or the day's work times before and after) come from the absences and
 * change-requests features via the route.
 */
export function ApprovalsPage({
  search,
  onSearchChange,
  onClearFilters,
  absenceText,
  impact,
}: {
  search: ApprovalsSearch;
  onSearchChange: (change: Partial<ApprovalsSearch>) => void;
  onClearFilters: () => void;
  absenceText: (absence: Absence) => string;
  impact: (item: ApprovalItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { query } = useApprovalQueue();
  const [selected, setSelected] = useState<ApprovalItem[]>([]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const directory = query.data?.directory;

  const textOf = (item: ApprovalItem): ItemText => {
    const person = directory?.byId.get(item.usersId)?.name ?? `#${item.usersId}`;
    if (item.kind === 'absence') {
      const enquired = item.absence.date_enquired;
      return {
        person,
        what: absenceText(item.absence),
        filed: enquired ? format.date(enquired) : null,
      };
    }
    return {
      person,
      what: t('approvals.changeWhat', {
        day: format.date(item.request.date),
        count: item.request.changes.length,
      }),
      filed: null,
    };
  };
  const nameOf = (item: ApprovalItem) => {
    const text = textOf(item);
    return `${text.person} · ${text.what}`;
  };
  const decisions = useDecisions(nameOf);
  const offline = useOfflineWrites();

  const decide = async (items: readonly ApprovalItem[], decision: Decision) => {
    const decided = await decisions.decide(items, decision);
    if (openKey !== null && decided.includes(openKey)) setOpenKey(null);
    setSelected((current) => current.filter((item) => !decided.includes(item.key)));
  };

  const actions = (item: ApprovalItem) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        color="green"
        variant="light"
        leftSection={<IconCheck size={14} aria-hidden />}
        aria-label={t('approvals.approveLabel', { name: nameOf(item) })}
        loading={decisions.busy.has(item.key)}
        disabled={offline.offline}
        aria-describedby={offline.describedBy}
        onClick={() => void decide([item], 'approve')}
      >
        {t('approvals.approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={t('approvals.declineLabel', { name: nameOf(item) })}
        disabled={offline.offline || decisions.busy.has(item.key)}
        aria-describedby={offline.describedBy}
        onClick={() => void decide([item], 'decline')}
      >
        {t('approvals.decline')}
      </Button>
    </Group>
  );

  const opener = (item: ApprovalItem) => (
    <UnstyledButton
      onClick={() => setOpenKey(item.key)}
      aria-label={t('approvals.openLabel', { name: nameOf(item) })}
      td="underline"
      fz="sm"
      fw={500}
    >
      {textOf(item).person}
    </UnstyledButton>
  );

  const kindBadge = (item: ApprovalItem) => (
    <Badge variant="light" color={item.kind === 'absence' ? 'teal' : 'indigo'}>
      {t(`approvals.kinds.${item.kind}`)}
    </Badge>
  );

  const columns: DataTableColumn<ApprovalItem>[] = [
    { accessor: 'kind', title: t('approvals.columns.kind'), render: kindBadge },
    { accessor: 'person', title: t('approvals.columns.person'), render: (item) => opener(item) },
    { accessor: 'what', title: t('approvals.columns.what'), render: (item) => textOf(item).what },
    {
      accessor: 'filed',
      title: t('approvals.columns.filed'),
      noWrap: true,
      render: (item) => textOf(item).filed ?? t('approvals.notRecorded'),
    },
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      render: actions,
    },
  ];

  const card = (item: ApprovalItem) => {
    const text = textOf(item);
    return (
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          {opener(item)}
          {kindBadge(item)}
        </Group>
        <Text size="sm">{text.what}</Text>
        {text.filed && (
          <Text size="xs" c="dimmed">
            {t('approvals.filedOn', { date: text.filed })}
          </Text>
        )}
        {actions(item)}
      </Stack>
    );
  };

  const openItem = openKey === null ? undefined : query.data?.items.find((item) => item.key === openKey);

  const records = (data: ApprovalQueue) => filterQueue(data.items, search, data.directory);
  const shownKeys = new Set(query.data ? records(query.data).map((item) => item.key) : []);
  const selectedShown = selected.filter((item) => shownKeys.has(item.key));
  const rangeValid = !search.from || !search.until || search.from <= search.until;
  const changeDate = (key: 'from' | 'until', value: string | null) => {
    if (value === null || isRealDate(value)) onSearchChange({ [key]: value ?? undefined });
  };
  const halfWidth = 'calc(50% - var(--mantine-spacing-md) / 2)';

  return (
    <Stack gap="md">
      <ListPageHeader title={t('approvals.title')} description={t('approvals.description')} addLabel="" />
      <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label={t('approvals.filters.label')}>
        <Select
          label={t('approvals.filters.kind')}
          data={[
            { value: 'all', label: t('approvals.kinds.all') },
            ...approvalKinds.map((kind) => ({ value: kind, label: t(`approvals.kinds.${kind}`) })),
          ]}
          value={search.kind ?? 'all'}
          onChange={(value) =>
            onSearchChange({ kind: approvalKinds.find((kind) => kind === value) ?? undefined })
          }
          allowDeselect={false}
          w={{ base: halfWidth, xs: 180 }}
        />
        <Select<number>
          label={t('approvals.filters.coworker')}
          placeholder={t('approvals.filters.allCoworkers')}
          data={(directory?.users ?? [])
            .filter((user) => search.team === undefined || user.teams_id === search.team)
            .map((user) => ({ value: user.id, label: user.name }))}
          value={search.user ?? null}
          onChange={(value) => onSearchChange({ user: value ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          w={{ base: halfWidth, xs: 240 }}
        />
        <Select<number>
          label={t('approvals.filters.team')}
          placeholder={t('approvals.filters.allTeams')}
          data={(directory?.teams ?? []).map((team) => ({ value: team.id, label: team.name }))}
          value={search.team ?? null}
          onChange={(value) => onSearchChange({ team: value ?? undefined, user: undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          w={{ base: halfWidth, xs: 220 }}
        />
        <DateField
          label={t('approvals.filters.from')}
          value={search.from ?? null}
          onChange={(value) => changeDate('from', value)}
          clearable
          w={{ base: halfWidth, xs: 170 }}
        />
        <DateField
          label={t('approvals.filters.until')}
          value={search.until ?? null}
          onChange={(value) => changeDate('until', value)}
          error={rangeValid ? undefined : t('approvals.filters.untilBeforeFrom')}
          clearable
          w={{ base: halfWidth, xs: 170 }}
        />
      </Group>
      {offline.note}
      {decisions.report && (
        <BulkRefusals
          results={decisions.report.results}
          title={(refused, count) => t('approvals.refused', { refused, count })}
          nameOf={(index) => decisions.report?.names[index] ?? ''}
        />
      )}
      {selectedShown.length > 0 && (
        <SelectionBar
          count={t('approvals.bulk.selected', { count: selectedShown.length })}
          clearLabel={t('approvals.bulk.clear')}
          onClear={() => setSelected([])}
        >
          <Button size="xs" color="green" onClick={() => void decide(selectedShown, 'approve')}>
            {t('approvals.bulk.approve')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => void decide(selectedShown, 'decline')}>
            {t('approvals.bulk.decline')}
          </Button>
        </SelectionBar>
      )}
      <ResourceList<ApprovalQueue, ApprovalItem>
        label={t('approvals.listLabel')}
        query={query}
        records={records}
        columns={columns}
        idAccessor="key"
        empty={{ title: t('approvals.empty'), description: t('approvals.emptyHint') }}
        filters={{
          active: isFiltered(search),
          emptyTitle: t('approvals.emptyFiltered'),
          emptyHint: t('approvals.emptyFilteredHint'),
          onClear: onClearFilters,
        }}
        card={card}
        onRowClick={({ record, event }) => {
          if ((event.target as HTMLElement).closest('button, a, input, label')) return;
          setOpenKey(record.key);
        }}
        selection={
          phone
            ? undefined
            : {
                selected: selectedShown,
                onChange: setSelected,
                allLabel: t('approvals.bulk.selectAll'),
                rowLabel: (item) => t('approvals.bulk.selectOne', { name: nameOf(item) }),
              }
        }
      />
      <Drawer
        opened={openItem !== undefined}
        onClose={() => setOpenKey(null)}
        position="right"
        size="md"
        title={openItem ? textOf(openItem).person : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {openItem && (
          <Stack gap="md">
            <Group gap="xs">
              {kindBadge(openItem)}
              {textOf(openItem).filed && (
                <Text size="sm" c="dimmed">
                  {t('approvals.filedOn', { date: textOf(openItem).filed })}
                </Text>
              )}
            </Group>
            <Text>{textOf(openItem).what}</Text>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('approvals.impact')}
              </Title>
              {impact(openItem)}
            </Stack>
            {actions(openItem)}
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
