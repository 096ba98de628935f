import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../contract/projects.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { Formatter } from '../../lib/format.ts';

export function ProjectStatus({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <ActiveBadge active={project.active} />
      {project.completed && (
        <Badge color="blue" variant="light">
          {t('projects.status.completed')}
        </Badge>
      )}
    </Stack>
  );
}

/** The amount and, below it, its kind in words (money or hours, hard or soft). */
export function ProjectBudget({ project, format }: { project: Project; format: Formatter }) {
  const { t } = useTranslation();
  if (project.budget_money === null || project.budget_money === undefined) {
    return (
      <Text size="sm" c="dimmed">
        {t('projects.budget.none')}
      </Text>
    );
  }
  const amount = project.budget_is_hours
    ? t('projects.budget.hoursAmount', { amount: format.hours(project.budget_money) })
    : format.money(project.budget_money);
  const kind = `${project.budget_is_hours ? t('projects.budget.hours') : t('projects.budget.money')} · ${
    project.budget_is_not_strict ? t('projects.budget.soft') : t('projects.budget.hard')
  }`;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {kind}
      </Text>
    </Stack>
  );
}

export function ProjectBilled({ project, format }: { project: Project; format: Formatter }) {
  const { t } = useTranslation();
  const amount = project.billed_money;
  return (
    <Stack gap={2} align="flex-start">
      {amount === null || amount === undefined ? (
        <Text size="sm" c="dimmed">
          {project.billed_completely ? '' : t('projects.billed.notBilled')}
        </Text>
      ) : (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {format.money(amount)}
        </Text>
      )}
      {project.billed_completely && (
        <Badge color="teal" variant="light" size="sm">
          {t('projects.billed.completely')}
        </Badge>
      )}
    </Stack>
  );
}

/** A past deadline of an unfinished project is overdue: shown in words and with an icon, not colour alone. */
export function ProjectDeadline({ project, format }: { project: Project; format: Formatter }) {
  const { t } = useTranslation();
  if (!project.deadline) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const overdue = !project.completed && project.deadline < format.today();
  if (!overdue) return <Text size="sm">{format.date(project.deadline)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="red" fw={600}>
        {format.date(project.deadline)}
      </Text>
      <Group gap={4} wrap="nowrap">
        <IconAlertTriangle size={14} color="var(--mantine-color-red-text)" aria-hidden />
        <Text size="xs" c="red">
          {t('projects.overdue')}
        </Text>
      </Group>
    </Stack>
  );
}
