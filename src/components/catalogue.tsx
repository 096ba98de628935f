import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActiveBadge } from './active-badge.tsx';
import type { CatalogueRecord } from './catalogue-search.ts';
import type { RecordColumn } from './record-columns.ts';

/**
 * The columns every catalogue list shows, in the grid and in the file: name, number, status (only for
 * those who see inactive records) and note; a page puts its own columns between them.
 */
export function catalogueColumns<T extends CatalogueRecord>({
  titles,
  showActive,
}: {
  titles: { name: string; number: string; status: string; note: string };
  showActive: boolean;
}): {
  name: RecordColumn<T>;
  number: RecordColumn<T>;
  status: RecordColumn<T>;
  note: RecordColumn<T>;
} {
  return {
    name: {
      field: 'name',
      title: titles.name,
      grid: {
        accessor: 'name',
        sortable: true,
        ellipsis: true,
        width: 270,
        render: (record) => (
          <Text size="sm" fw={500} truncate="end" title={record.name}>
            {record.name}
          </Text>
        ),
      },
      file: { value: (record) => record.name, width: 32 },
    },
    number: {
      field: 'number',
      title: titles.number,
      grid: { accessor: 'number', sortable: true, noWrap: true, render: (record) => record.number ?? '—' },
      file: { value: (record) => record.number, width: 14 },
    },
    status: {
      field: 'active',
      title: titles.status,
      hidden: !showActive,
      grid: { accessor: 'active', noWrap: true, render: (record) => <ActiveBadge active={record.active} /> },
      file: { value: (record) => record.active, width: 10 },
    },
    note: {
      field: 'note',
      title: titles.note,
      grid: {
        accessor: 'note',
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
      file: { value: (record) => record.note, width: 40 },
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
