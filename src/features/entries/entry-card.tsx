import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Entry } from '../../../contract/entries.ts';
import type { ColumnContext } from '../../components/record-columns.ts';
import { BillableBadge, EntryAmount, EntryRevenue, EntryTypeBadge } from './entry-cells.tsx';
import { type EntryColumnContext, EntryCustomerCell, entryEndText } from './entry-columns.tsx';

/** An entry as a card on a phone, with the same cells as the grid's columns; `actions` draws its buttons. */
export function entryCard({
  t,
  format,
  zone,
  everyone,
  now,
  serviceName,
  seesRights,
  actions,
}: Omit<ColumnContext, 'caller'> &
  EntryColumnContext & { seesRights: boolean; actions: (entry: Entry) => ReactNode }) {
  const endText = entryEndText({ t, format, zone });
  return (entry: Entry) => (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <EntryTypeBadge type={entry.type} />
          <BillableBadge billable={entry.billable} />
        </Group>
        {actions(entry)}
      </Group>
      <EntryCustomerCell entry={entry} />
      <Text size="sm">
        {[everyone ? entry.users_name : null, serviceName(entry)].filter(Boolean).join(' · ')}
      </Text>
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="dimmed">
          {entry.type === 1
            ? `${format.dateTime(entry.time_since)} – ${endText(entry)}`
            : format.dateTime(entry.time_since)}
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
}
