import {
  Anchor,
  Box,
  EmptyState,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_MS } from '../../../contract/dates.ts';
import type {
  EntrySummary,
  EntrySummaryGroup,
  PeriodBucket,
  RecordBucket,
} from '../../../contract/entry-summary.ts';
import { type EntrySummaryFilters, entryQueries } from '../../api/entries.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { HardBudgetNote } from './hard-budget-note.tsx';
import type { ChartBar } from './period-chart.tsx';

// The chart library is large; it loads after the totals, and only where a period is pictured.
export const periodChart = lazyPart(
  () => import('./period-chart.tsx'),
  (module) => module.default,
);

/** The entry list's query without paging: the period and every filter. */
export type PeriodFilters = Omit<EntrySummaryFilters, 'group'>;

/** What a click on a bar or row asks the list to narrow to. */
export type PeriodNarrow = { day: string } | { week: string } | { customer: number } | { project: number };

/** Longer periods start with weeks, so that a bar stays wide enough to see and to click. */
const WEEKS_FROM_DAYS = 62;

const groups: readonly EntrySummaryGroup[] = ['day', 'week', 'customer', 'project'];

type Row = {
  key: string;
  label: string;
  billable: number;
  notBillable: number;
  revenue?: number;
  /** null: nothing to narrow to (entries without a project). */
  narrow: PeriodNarrow | null;
};

function defaultGroup(filters: PeriodFilters): EntrySummaryGroup {
  const days = (Date.parse(String(filters.time_until)) - Date.parse(String(filters.time_since))) / DAY_MS;
  return days > WEEKS_FROM_DAYS ? 'week' : 'day';
}

/**
 * The totals of the whole filtered period (not only the list's page) and its picture: hours per
 * day or week, stacked billable over not billable, or by customer or project. A bar, or the same
 * bucket in the list below the chart (for keyboards and screen readers), narrows the list to it.
 * Revenue shows only where the service sends it (owners and managers).
 */
export function PeriodPicture({
  filters,
  onNarrow,
  onIncludeHardBudget,
}: {
  filters: PeriodFilters;
  onNarrow: (narrow: PeriodNarrow) => void;
  /** Counts the revenue of hard-budget projects, which the totals otherwise leave out. */
  onIncludeHardBudget: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatter();
  const titleId = useId();
  const [chosen, setChosen] = useState<EntrySummaryGroup | null>(null);
  const group = chosen ?? defaultGroup(filters);
  const summary = useQuery({
    ...entryQueries.summary({ ...filters, group }),
    placeholderData: keepPreviousData,
  });

  const locale = localeFor(i18n.language);
  const shortDate = useMemo(
    () => dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [locale],
  );
  const hours = (amount: number) => format.duration(amount * 3600);

  const rows = useMemo((): Row[] => {
    const data = summary.data;
    if (!data) return [];
    const sums = (bucket: PeriodBucket | RecordBucket) => ({
      billable: bucket.billable_hours,
      notBillable: bucket.not_billable_hours,
      revenue: bucket.revenue,
    });
    switch (data.group) {
      case 'day':
      case 'week': {
        const weeks = data.group === 'week';
        return data.buckets.map((bucket) => {
          const date = shortDate.format(new Date(`${bucket.key}T00:00:00Z`));
          return {
            key: bucket.key,
            label: weeks ? t('entrySummary.weekOf', { date }) : date,
            narrow: weeks ? { week: bucket.key } : { day: bucket.key },
            ...sums(bucket),
          };
        });
      }
      default: {
        // The picture offers customers and projects; the reports page reads the other groups.
        const narrowTo = (id: number): PeriodNarrow =>
          data.group === 'customer' ? { customer: id } : { project: id };
        return data.buckets.map((bucket) => ({
          key: String(bucket.id),
          label: bucket.name ?? t('entrySummary.noProject'),
          narrow: bucket.id === null ? null : narrowTo(bucket.id),
          ...sums(bucket),
        }));
      }
    }
  }, [summary.data, shortDate, t]);

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Title order={2} size="h4" id={titleId}>
        {t('entrySummary.title')}
      </Title>
      <SegmentedControl
        aria-label={t('entrySummary.view')}
        value={group}
        onChange={(value) => setChosen(value as EntrySummaryGroup)}
        data={groups.map((value) => ({ value, label: t(`entrySummary.views.${value}`) }))}
        size="xs"
        w={{ base: '100%', sm: 'auto' }}
      />
    </Group>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {header}
        {summary.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('common.loading')}>
            <Skeleton height={56} />
            <Skeleton height={200} />
          </Stack>
        ) : summary.isError ? (
          <ErrorPanel
            error={summary.error}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
          />
        ) : (
          <PeriodContent
            summary={summary.data}
            rows={rows}
            hours={hours}
            money={format.money}
            onNarrow={onNarrow}
            onIncludeHardBudget={onIncludeHardBudget}
          />
        )}
      </Stack>
    </Paper>
  );
}

function PeriodContent({
  summary,
  rows,
  hours,
  money,
  onNarrow,
  onIncludeHardBudget,
}: {
  summary: EntrySummary;
  rows: Row[];
  hours: (amount: number) => string;
  money: (amount: number) => string;
  onNarrow: (narrow: PeriodNarrow) => void;
  onIncludeHardBudget: () => void;
}) {
  const { t } = useTranslation();
  const { totals, group } = summary;
  const withRevenue = totals.revenue !== undefined;
  const filled = rows.filter((row) => row.billable > 0 || row.notBillable > 0 || (row.revenue ?? 0) !== 0);
  const byRecord = group === 'customer' || group === 'project';
  // Customers and projects come most hours first; the chart keeps to the biggest, the list has all.
  const charted = byRecord ? filled.slice(0, 12) : rows;
  const bars: ChartBar[] = charted.map(({ label, billable, notBillable }) => ({
    label,
    billable,
    notBillable,
  }));

  return (
    <>
      {/* On a phone the revenue gets a row of its own: beside the hours, six digits did not fit its card. */}
      <Grid gap="sm">
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Total label={t('entrySummary.hours')} value={hours(totals.hours)} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <Total label={t('entrySummary.billableHours')} value={hours(totals.billable_hours)} />
        </Grid.Col>
        {withRevenue && (
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <Total label={t('entrySummary.revenue')} value={money(totals.revenue ?? 0)} />
          </Grid.Col>
        )}
      </Grid>
      {totals.hard_budget_left_out && (
        <HardBudgetNote leftOut={totals.hard_budget_left_out} onInclude={onIncludeHardBudget} />
      )}
      {filled.length === 0 ? (
        <EmptyState
          title={t('entrySummary.empty')}
          description={t('entrySummary.emptyHint')}
          icon={<IconMoodEmpty aria-hidden />}
        />
      ) : (
        <>
          <Box component="figure" m={0} aria-label={t('entrySummary.chart')}>
            <LazySection
              part={periodChart}
              loading={<Skeleton height={240} />}
              props={{
                bars,
                layout: byRecord ? ('rows' as const) : ('columns' as const),
                formatHours: hours,
                onPick: (index: number) => {
                  const narrow = charted[index]?.narrow;
                  if (narrow) onNarrow(narrow);
                },
              }}
              after={
                <Text size="xs" c="dimmed" mt="sm">
                  {t('entrySummary.chartHint')}
                </Text>
              }
            />
          </Box>
          <ScrollArea.Autosize mah={280} type="auto">
            <Table striped highlightOnHover verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`entrySummary.columns.${group}`)}</Table.Th>
                  <Table.Th ta="right">{t('entrySummary.series.billable')}</Table.Th>
                  <Table.Th ta="right">{t('entrySummary.series.notBillable')}</Table.Th>
                  {withRevenue && <Table.Th ta="right">{t('entrySummary.revenue')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {filled.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      {row.narrow ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          ta="left"
                          style={{ whiteSpace: 'nowrap' }}
                          aria-label={t('entrySummary.narrowTo', { label: row.label })}
                          onClick={() => row.narrow && onNarrow(row.narrow)}
                        >
                          {row.label}
                        </Anchor>
                      ) : (
                        row.label
                      )}
                    </Table.Td>
                    <SplitCells row={row} withRevenue={withRevenue} hours={hours} money={money} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
    </>
  );
}

/** Figures line up by their digits and keep their unit on their line ("150.25 h" wrapped on a phone). */
export const figureStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A row's billable and not billable hours and, where revenue is shown, its revenue, as table cells. */
export function SplitCells({
  row,
  withRevenue,
  hours,
  money,
}: {
  row: { billable: number; notBillable: number; revenue?: number | undefined };
  withRevenue: boolean;
  hours: (amount: number) => string;
  money: (amount: number) => string;
}) {
  return (
    <>
      <Table.Td ta="right" style={figureStyle}>
        {hours(row.billable)}
      </Table.Td>
      <Table.Td ta="right" style={figureStyle}>
        {hours(row.notBillable)}
      </Table.Td>
      {withRevenue && (
        <Table.Td ta="right" style={figureStyle}>
          {money(row.revenue ?? 0)}
        </Table.Td>
      )}
    </>
  );
}

export function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="sm" h="100%">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={figureStyle}>
        {value}
      </Text>
    </Paper>
  );
}
