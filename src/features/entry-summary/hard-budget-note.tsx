import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HardBudgetLeftOut } from '../../../contract/entry-summary.ts';
import { NAMED_HARD_BUDGET_PROJECTS } from '../../api/entries.ts';
import { useFormatter } from '../../lib/format.ts';

/**
 * Beside a revenue total that leaves out hard-budget projects: which ones, with their hours, and one
 * click to count them, so that the total never understates without saying so.
 */
export function HardBudgetNote({
  leftOut,
  onInclude,
}: {
  leftOut: HardBudgetLeftOut;
  onInclude: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const hours = (amount: number) => format.duration(amount * 3600);
  const { projects } = leftOut;
  // The service names a few and counts them all; a service without that extension names every one.
  const count = leftOut.count_projects ?? projects.length;
  const rest = count - NAMED_HARD_BUDGET_PROJECTS;
  return (
    // A standing remark beside the total, not an event: a note, which a screen reader does not interrupt with.
    <Alert
      role="note"
      variant="light"
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={t('entrySummary.leftOut.title', { count, shown: format.number(count) })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('entrySummary.leftOut.body', { hours: hours(leftOut.hours) })}</Text>
        <List size="sm" spacing={2}>
          {projects.slice(0, NAMED_HARD_BUDGET_PROJECTS).map((project) => (
            <List.Item key={project.id}>
              {t('entrySummary.leftOut.project', { name: project.name, hours: hours(project.hours) })}
            </List.Item>
          ))}
          {rest > 0 && (
            <List.Item>
              {t('entrySummary.leftOut.more', { count: rest, shown: format.number(rest) })}
            </List.Item>
          )}
        </List>
        <Button size="xs" variant="light" onClick={onInclude}>
          {t('entrySummary.leftOut.include')}
        </Button>
      </Stack>
    </Alert>
  );
}
