import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { type Icon, IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type ProjectBudgetUsage as BudgetUsage,
  budgetWarningShare,
  type Project,
} from '../../../contract/projects.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { Formatter } from '../../lib/format.ts';

export function ProjectStatus({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <ActiveBadge active={project.active} />
      {project.completed && (
        <Badge color="blue" variant="light" size="sm">
          {t('projects.status.completed')}
        </Badge>
      )}
    </Stack>
  );
}

/** A budget figure: hours read as every length of work does for this user, else money. */
const budgetFigure = (project: Project, value: number, format: Formatter) =>
  project.budget_is_hours ? format.duration(value * 3600) : format.money(value);

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
  const amount = budgetFigure(project, project.budget_money, format);
  const kind = `${project.budget_is_hours ? t('projects.budget.hours') : t('projects.budget.money')} · ${
    project.budget_is_not_strict ? t('projects.budget.soft') : t('projects.budget.hard')
  }`;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Text>
      <Text size="xs" c="dimmed">
        {kind}
      </Text>
    </Stack>
  );
}

/** A state in words with an icon beside it, so that colour never carries it alone; it may wrap. */
function CellMark({
  icon: Icon,
  color,
  text,
}: {
  icon: Icon;
  color: 'red' | 'orange' | 'teal';
  text: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Icon size={14} color={`var(--mantine-color-${color}-text)`} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c={color} fw={600} lh={1.2}>
        {text}
      </Text>
    </Group>
  );
}

/**
 * What the entries used of the budget: a bar (full at 100 %), the amounts, and from
 * `budgetWarningShare` a "Nearly used up" mark, past 100 % an "Over budget" one, each in words and with
 * an icon, not colour alone. Nothing for callers without the
 * rights, whose records carry no usage.
 */
export function ProjectBudgetUsage({
  project,
  usage,
  format,
  withAmounts = false,
}: {
  project: Project;
  usage: BudgetUsage | null | undefined;
  format: Formatter;
  /** "15,750.00 of 15,000.00" below the bar; the grid leaves it out, its budget column has the budget. */
  withAmounts?: boolean;
}) {
  const { t } = useTranslation();
  if (!usage) return null;
  const used = usage.budget_used;
  const amount = (value: number) => budgetFigure(project, value, format);
  const share = usage.budget_share;
  if (share === null || project.budget_money == null) {
    return (
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount(used)}
      </Text>
    );
  }
  const percent = Math.round(share * 100);
  const over = share > 1;
  const near = !over && share >= budgetWarningShare;
  const label = t('projects.usage.label', { percent: format.number(percent) });
  return (
    <Stack gap={4} miw={72}>
      <Progress.Root
        size="md"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={label}
      >
        <Progress.Section
          withAria={false}
          value={Math.min(percent, 100)}
          color={over ? 'red' : near ? 'orange' : 'teal'}
        />
      </Progress.Root>
      <Text
        size="xs"
        fw={over ? 700 : 400}
        c={over ? 'red' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        aria-hidden
      >
        {format.number(percent)} %
      </Text>
      {withAmounts && (
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('projects.usage.ofBudget', { used: amount(used), budget: amount(project.budget_money) })}
        </Text>
      )}
      {over && <CellMark icon={IconAlertTriangle} color="red" text={t('projects.usage.over')} />}
      {near && <CellMark icon={IconAlertCircle} color="orange" text={t('projects.usage.near')} />}
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
        // Text rather than a badge: it may wrap, so the grid still fits a laptop screen.
        <CellMark icon={IconCircleCheck} color="teal" text={t('projects.billed.completely')} />
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
