import { Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { ActiveBadge } from './active-badge.tsx';
import type { CatalogueRecord } from './catalogue-search.ts';

/**
 * The columns every catalogue grid shows: name, number, status (only for those who see inactive
 * records) and note; a page puts its own columns between them.
 */
export function catalogueColumns<T extends CatalogueRecord>({
  titles,
  showActive,
}: {
  titles: { name: string; number: string; status: string; note: string };
  showActive: boolean;
}): {
  name: DataTableColumn<T>;
  number: DataTableColumn<T>;
  status: DataTableColumn<T>;
  note: DataTableColumn<T>;
} {
  return {
    name: {
      accessor: 'name',
      title: titles.name,
      sortable: true,
      ellipsis: true,
      width: 270,
      render: (record) => (
        <Text size="sm" fw={500} truncate="end" title={record.name}>
          {record.name}
        </Text>
      ),
    },
    number: {
      accessor: 'number',
      title: titles.number,
      sortable: true,
      noWrap: true,
      render: (record) => record.number ?? '—',
    },
    status: {
      accessor: 'active',
      title: titles.status,
      hidden: !showActive,
      noWrap: true,
      render: (record) => <ActiveBadge active={record.active} />,
    },
    note: {
      accessor: 'note',
      title: titles.note,
      ellipsis: true,
      render: (record) => (
        <Text
          size="sm"
          truncate="end"
          title={record.note ?? undefined}
          c={record.note ? undefined : 'dimmed'}
        >
          {record.note ?? '—'}
        </Text>
      ),
    },
  };
}

/**
 * A catalogue record as a card on a phone: its name, an optional detail line, number and status, the
 * note, and the row's actions.
 */
export function CatalogueCard({
  record,
  detail,
  showActive,
  actions,
}: {
  record: CatalogueRecord;
  detail?: ReactNode;
  /** Only for those who see inactive records at all. */
  showActive: boolean;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={4}>
        <Text fw={500}>{record.name}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        <Group gap="xs">
          {record.number && (
            <Text size="sm" c="dimmed">
              {record.number}
            </Text>
          )}
          {showActive && <ActiveBadge active={record.active} />}
        </Group>
        {record.note && <Text size="sm">{record.note}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
