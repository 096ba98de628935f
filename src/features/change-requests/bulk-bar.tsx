import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../api/change-requests.ts';
import classes from './inbox.module.css';

/** The ticked requests and what to do with them; it stays in view while the list scrolls. */
export function BulkBar({
  count,
  onDecide,
  onClear,
}: {
  count: number;
  onDecide: (decision: Decision) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" px="sm" shadow="xs" className={classes.bulkBar}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} role="status">
          {t('changeRequests.bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => onDecide('approve')}
          >
            {t('changeRequests.bulk.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onDecide('decline')}
          >
            {t('changeRequests.bulk.decline')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {t('changeRequests.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
