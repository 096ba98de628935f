import { Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '../../../contract/dates.ts';
import type { Entry } from '../../../contract/entries.ts';
import { actionsColumn } from '../../components/list-page.tsx';
import { useFormatter } from '../../lib/format.ts';
import { BillableBadge, EntryAmount, EntryRevenue, EntryTypeBadge } from './entry-cells.tsx';

/** The entries list's columns and, on a phone, its cards; `actions` draws a row's buttons. */
export function useEntryColumns({
  zone,
  everyone,
  seesRights,
  now,
  serviceName,
  actions,
}: {
  zone: string;
  everyone: boolean;
  seesRights: boolean;
  /** The current time, for the duration of running entries. */
  now: number;
  serviceName: (entry: Entry) => string;
  actions: (entry: Entry) => ReactNode;
}): { columns: DataTableColumn<Entry>[]; card: (entry: Entry) => ReactNode } {
  const { t } = useTranslation();
  const format = useFormatter();
  const when = (entry: Entry) => format.dateTime(entry.time_since);
  const endText = (entry: Entry) => {
    if (entry.type !== 1) return '—';
    if (entry.time_until === null) return t('entries.cell.running');
    const sameDay = dayIn(Date.parse(entry.time_until), zone) === dayIn(Date.parse(entry.time_since), zone);
    return sameDay ? format.time(entry.time_until) : format.dateTime(entry.time_until);
  };

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

  return { columns, card };
}
