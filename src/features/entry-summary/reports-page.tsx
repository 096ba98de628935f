import {
  Box,
  Button,
  EmptyState,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMoodEmpty, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntryRecordGroup, entryRecordGroups } from '../../../contract/entry-summary.ts';
import { type EntryFilters, entryQueries } from '../../api/entries.ts';
import { ExportMenu } from '../../components/export-menu.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useFormatter } from '../../lib/format.ts';
import { HardBudgetNote } from './hard-budget-note.tsx';
import { periodChart, Total } from './period-picture.tsx';
import { useReportExport } from './report-export.ts';
import { type BucketLabel, reportRows } from './report-rows.ts';
import { ReportTable } from './report-table.tsx';
import classes from './reports-page.module.css';

export type ReportGrouping = { group: EntryRecordGroup; subgroup?: EntryRecordGroup };

/**
 * `/reports`: the entries of a period and filters summed by one or two of customer, project, service
 * and co-worker, with subtotals, the total, a chart of the first level, a file with the same rows and
 * a print layout. A worker sees their own hours (the service sums only theirs) and no revenue.
 */
export function ReportsPage({
  filters,
  grouping,
  everyone,
  scope,
  filtersBar,
  views,
  after,
  onGroupingChange,
  onIncludeHardBudget,
}: {
  filters: EntryFilters;
  grouping: ReportGrouping;
  /** Whether the caller sees everyone's entries, and so may group by co-worker. */
  everyone: boolean;
  /** The period, for the file's name. */
  scope: readonly string[];
  /** The period and the entries' filters. */
  filtersBar: ReactNode;
  /** The saved views of the report (`SavedViews`). */
  views: ReactNode;
  /** Drawn below the report, e.g. a project's budget over time. */
  after?: ReactNode;
  onGroupingChange: (grouping: ReportGrouping) => void;
  onIncludeHardBudget: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const { group, subgroup } = grouping;
  const query = { ...filters, group, ...(subgroup ? { subgroup } : {}) };
  const summary = useQuery({ ...entryQueries.summary(query), placeholderData: keepPreviousData });
  const labelOf: BucketLabel = (of, bucket) =>
    bucket.name ??
    (of === 'project' ? t('entrySummary.noProject') : of === 'service' ? t('entrySummary.noService') : '');
  const withRevenue = summary.data?.totals.revenue !== undefined;
  const rows = summary.data ? reportRows(summary.data, labelOf) : [];
  const exporting = useReportExport({ filters: query, labelOf, withRevenue, scope });
  const hours = (amount: number) => format.duration(amount * 3600);
  const choices = entryRecordGroups
    .filter((value) => everyone || value !== 'user')
    .map((value) => ({ value, label: t(`entrySummary.views.${value}`) }));

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('reports.title')}</Title>
          <Text c="dimmed" size="sm">
            {everyone ? t('reports.description') : t('reports.descriptionOwn')}
          </Text>
          {/* On paper the period picker is gone; the period stays named. */}
          <Text className={classes.printOnly} size="sm">
            {[...new Set(scope)].join(' – ')}
          </Text>
        </div>
        <Group gap="xs" className={classes.screenOnly}>
          <ExportMenu table={exporting} />
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('reports.print')}
          </Button>
        </Group>
      </Group>
      <Box className={classes.screenOnly}>{filtersBar}</Box>
      <Group gap="sm" align="flex-end" justify="space-between" className={classes.screenOnly}>
        <Group gap="sm">
          <Select
            label={t('reports.groupBy')}
            data={choices}
            value={group}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              onGroupingChange({
                group: value as EntryRecordGroup,
                subgroup: value === subgroup ? undefined : subgroup,
              })
            }
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label={t('reports.thenBy')}
            data={[
              { value: '', label: t('reports.noSecond') },
              ...choices.filter((choice) => choice.value !== group),
            ]}
            value={subgroup ?? ''}
            allowDeselect={false}
            onChange={(value) =>
              onGroupingChange({ group, subgroup: (value || undefined) as EntryRecordGroup | undefined })
            }
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {views}
      </Group>
      {summary.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('common.loading')}>
          <Skeleton height={56} />
          <Skeleton height={240} />
        </Stack>
      ) : summary.isError ? (
        <ErrorPanel
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.data.buckets.length === 0 ? (
        <EmptyState
          title={t('entrySummary.empty')}
          description={t('entrySummary.emptyHint')}
          icon={<IconMoodEmpty aria-hidden />}
        />
      ) : (
        <>
          <Grid gap="sm">
            <Grid.Col span={{ base: 6, xs: 4 }}>
              <Total label={t('entrySummary.hours')} value={hours(summary.data.totals.hours)} />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 4 }}>
              <Total
                label={t('entrySummary.billableHours')}
                value={hours(summary.data.totals.billable_hours)}
              />
            </Grid.Col>
            {withRevenue && (
              <Grid.Col span={{ base: 12, xs: 4 }}>
                <Total
                  label={t('entrySummary.revenue')}
                  value={format.money(summary.data.totals.revenue ?? 0)}
                />
              </Grid.Col>
            )}
          </Grid>
          {summary.data.totals.hard_budget_left_out && (
            <HardBudgetNote
              leftOut={summary.data.totals.hard_budget_left_out}
              onInclude={onIncludeHardBudget}
            />
          )}
          <Paper withBorder p="md">
            <ReportTable rows={rows} group={group} subgroup={subgroup} hours={hours} money={format.money} />
          </Paper>
          <Box component="figure" m={0} aria-label={t('entrySummary.chart')}>
            <LazySection
              part={periodChart}
              loading={<Skeleton height={240} />}
              props={{
                // The first level, biggest first; the table has every row.
                bars: rows
                  .filter((row) => row.kind === (subgroup ? 'subtotal' : 'item'))
                  .slice(0, 12)
                  .map((row) => ({ label: row.first, billable: row.billable, notBillable: row.notBillable })),
                layout: 'rows' as const,
                formatHours: hours,
                onPick: () => undefined,
              }}
            />
          </Box>
        </>
      )}
      {after}
    </Stack>
  );
}
