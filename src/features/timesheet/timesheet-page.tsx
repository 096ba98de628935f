import { ActionIcon, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../contract/dates.ts';
import { LockedPeriodNotice } from '../../components/locked-days.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useFormatter } from '../../lib/format.ts';
import { TimesheetDays } from './timesheet-days.tsx';
import { TimesheetGrid } from './timesheet-grid.tsx';
import { useTimesheet } from './use-timesheet.ts';
import type { AddedRow } from './week-sheet.ts';

function Totals({
  total,
  billable,
  target,
}: {
  total: number;
  billable: number;
  target: number | null | undefined;
}) {
  const { t } = useTranslation();
  const hours = useFormatter().duration;
  let targetText = t('timesheet.noTarget');
  if (target === undefined) targetText = '…';
  else if (target !== null)
    targetText = t('timesheet.ofTarget', { worked: hours(total), target: hours(target * 3600) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
      {[
        [t('timesheet.weekTotal'), hours(total)],
        [t('timesheet.target'), targetText],
        [t('timesheet.billableTotal'), hours(billable)],
      ].map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The worker's week: a row per customer/project/service, a column per day of their week, the time
 * typed straight into the cells. The route brings the week's target and the row picker.
 */
export function TimesheetPage({
  firstDay,
  onWeekChange,
  target,
  rowPicker,
}: {
  firstDay: string;
  onWeekChange: (day: string | undefined) => void;
  /** The week's target hours; null without target hours, undefined while loading. */
  target: number | null | undefined;
  rowPicker: (onPick: (row: AddedRow) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const timesheet = useTimesheet(firstDay);
  const { query, sheet, lock } = timesheet;
  const lockReason = t('timesheet.lockedCell');
  const Sheet = phone ? TimesheetDays : TimesheetGrid;

  const body = () => {
    if (query.error)
      return (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
    if (!query.data) return <Skeleton height={280} />;
    return (
      <>
        {sheet.rows.length === 0 ? (
          <Text c="dimmed">{t('timesheet.empty')}</Text>
        ) : (
          <Sheet timesheet={timesheet} lockReason={lockReason} />
        )}
        <Totals total={sheet.total} billable={sheet.billableTotal} target={target} />
      </>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('timesheet.title')}</PageTitle>
        {rowPicker(timesheet.addRow)}
      </Group>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('timesheet.previousWeek')}
          onClick={() => onWeekChange(addDays(firstDay, -7))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={180} ta="center" aria-live="polite">
          {t('timesheet.weekOf', { date: format.date(firstDay) })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('timesheet.nextWeek')}
          onClick={() => onWeekChange(addDays(firstDay, 7))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="subtle" size="compact-sm" onClick={() => onWeekChange(undefined)}>
          {t('timesheet.thisWeek')}
        </Button>
      </Group>
      <LockedPeriodNotice lock={lock} first={firstDay} id="timesheet-lock" />
      <Text size="xs" c="dimmed">
        {t('timesheet.hint')}
      </Text>
      {body()}
    </Stack>
  );
}
