import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActiveBadge } from './active-badge.tsx';

/**
 * A catalogue record (a service, a lump sum service) as a card on a phone: its name, an optional
 * detail line, number and status, the note, and the row's actions.
 */
export function CatalogueCard({
  record,
  detail,
  showActive,
  actions,
}: {
  record: { name: string; number: string | null; active: boolean; note: string | null };
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
