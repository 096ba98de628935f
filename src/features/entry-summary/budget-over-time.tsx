import { Alert, Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetForecast } from '../../../contract/budget-forecast.ts';
import { addDays, toUtcTimestamp, weekStartOf, zonedInstant } from '../../../contract/dates.ts';
import { entryQueries } from '../../api/entries.ts';
import { projectQueries } from '../../api/projects.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useFormatter } from '../../lib/format.ts';

const budgetChart = lazyPart(
  () => import('./budget-chart.tsx'),
  (module) => module.default,
);

/** Weeks drawn: the recent pace's four and enough before them to see a trend. */
const WEEKS = 26;

/**
 * A project's budget over time (owners and managers): what its entries used by week, added up, against
 * the budget, and the day it runs out at the recent pace (`budgetForecast`). Hours for an hours budget,
 * else revenue, hard budgets included, as the project's budget usage counts.
 */
export function BudgetOverTime({
  projectId,
  today,
  zone,
  mondayFirst,
}: {
  projectId: number;
  today: string;
  zone: string;
  mondayFirst: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const titleId = useId();
  const first = weekStartOf(addDays(today, -7 * (WEEKS - 1)), mondayFirst);
  const project = useQuery(projectQueries.detail(projectId));
  const usage = useQuery(projectQueries.budgetUsage(projectId));
  const weeks = useQuery(
    entryQueries.summary({
      time_since: toUtcTimestamp(zonedInstant(first, 0, zone)),
      time_until: toUtcTimestamp(zonedInstant(addDays(today, 1), 0, zone)),
      'filter[projects_id]': projectId,
      calc_also_revenues_for_projects_with_hard_budget: true,
      group: 'week',
    }),
  );
  const failed = [project, usage, weeks].find((query) => query.isError);
  const record = project.data?.record;
  const budget = record?.budget_money ?? null;
  const inHours = record?.budget_is_hours === true;
  const amount = (value: number) => (inHours ? format.duration(value * 3600) : format.money(value));

  let body: ReactNode;
  if (failed) {
    body = (
      <ErrorPanel error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
    );
  } else if (!record || !usage.data || !weeks.data) {
    body = <Skeleton height={220} role="status" aria-label={t('common.loading')} />;
  } else if (budget === null || budget <= 0) {
    body = <Text size="sm">{t('reports.budget.none')}</Text>;
  } else {
    const summary = weeks.data;
    const used = summary.group === 'week' || summary.group === 'day' ? summary.buckets : [];
    const forecast = budgetForecast(
      used.map((bucket) => ({
        week: bucket.key,
        used: inHours ? bucket.billable_hours + bucket.not_billable_hours : (bucket.revenue ?? 0),
      })),
      usage.data.budget_used,
      budget,
      today,
    );
    const { outlook } = forecast;
    body = (
      <Stack gap="sm">
        <Alert variant="light" color={outlook.kind === 'on' ? 'blue' : 'gray'} role="note">
          {outlook.kind === 'used-up'
            ? t('reports.budget.usedUp', { used: amount(usage.data.budget_used), budget: amount(budget) })
            : outlook.kind === 'idle'
              ? t('reports.budget.idle', { left: amount(budget - usage.data.budget_used) })
              : t('reports.budget.runsOut', {
                  date: format.date(outlook.runsOutOn),
                  pace: amount(forecast.pacePerWeek),
                  left: amount(budget - usage.data.budget_used),
                })}
        </Alert>
        <Box component="figure" m={0} aria-label={t('reports.budget.chart', { name: record.name })}>
          <LazySection
            part={budgetChart}
            loading={<Skeleton height={220} />}
            props={{
              points: forecast.cumulative.map((point) => ({
                label: format.date(point.week),
                used: point.used,
                budget,
              })),
              format: amount,
            }}
          />
        </Box>
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('reports.budget.title', { name: record?.name ?? '' })}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
