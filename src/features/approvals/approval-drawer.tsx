import { Drawer, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ItemText, KindBadge } from './approvals-columns.tsx';
import type { ApprovalItem } from './queue.ts';

/** The open request beside the queue: what it asks, what a decision changes, and the decision. */
export function ApprovalDrawer({
  item,
  textOf,
  impact,
  actions,
  onClose,
}: {
  item: ApprovalItem | undefined;
  textOf: (item: ApprovalItem) => ItemText;
  impact: (item: ApprovalItem) => ReactNode;
  actions: (item: ApprovalItem) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={item !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={item ? textOf(item).person : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <KindBadge kind={item.kind} />
            {textOf(item).filed && (
              <Text size="sm" c="dimmed">
                {t('approvals.filedOn', { date: textOf(item).filed })}
              </Text>
            )}
          </Group>
          <Text>{textOf(item).what}</Text>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('approvals.impact')}
            </Title>
            {impact(item)}
          </Stack>
          {actions(item)}
        </Stack>
      )}
    </Drawer>
  );
}
