import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserReport } from '../../../contract/user-reports.ts';
import classes from './account.module.css';
import { holidaysLeft } from './account-days.ts';
import type { AccountText } from './account-text.ts';
import { SignedHours } from './signed-hours.tsx';

/** One labelled figure of a summary (inside a `dl`), with a line under it that says how it comes about. */
export function Figure({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} size="lg" component="dd" m={0} className={classes.figure}>
        {children}
        {hint && (
          <Text size="xs" c="dimmed" fw={400} display="block" span>
            {hint}
          </Text>
        )}
      </Text>
    </div>
  );
}

/** The year at a glance: the balance with its carryover, what was owed and done so far, holidays and sick days. */
export function BalanceSummary({ report, text }: { report: UserReport; text: AccountText }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hasReduction = report.sum_reduction_used !== 0 || report.sum_reduction_planned !== 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('account.summary.title', { year: report.year })}
        </Title>
        <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
          <Figure label={t('account.summary.balance')} hint={t('account.summary.balanceHint')}>
            <SignedHours amount={report.balance} text={text} size="xl" />
          </Figure>
          <Figure label={t('account.summary.carryover', { year: report.year - 1 })}>
            <SignedHours amount={report.overtime_carryover} text={text} />
          </Figure>
          <Figure label={t('account.summary.diff')}>
            <SignedHours amount={report.diff} text={text} />
          </Figure>
          <Figure label={t('account.summary.target')}>{text.hours(report.sum_target)}</Figure>
          <Figure label={t('account.summary.hours')}>{text.hours(report.sum_hours)}</Figure>
          <Figure label={t('account.summary.worked')}>{text.hours(report.sum_worked)}</Figure>
          <Figure label={t('account.summary.credit')}>{text.hours(report.sum_credit)}</Figure>
          <Figure label={t('account.summary.surcharge')}>{text.hours(report.sum_surcharge)}</Figure>
          <Figure label={t('account.summary.plannedTarget')}>{text.hours(report.planned_target)}</Figure>
          {hasReduction && (
            <Figure label={t('account.summary.reductionUsed')}>
              {text.hours(report.sum_reduction_used)}
            </Figure>
          )}
          {hasReduction && (
            <Figure label={t('account.summary.reductionPlanned')}>
              {text.hours(report.sum_reduction_planned)}
            </Figure>
          )}
          <Figure
            label={t('account.summary.holidaysLeft')}
            hint={t('account.summary.holidaysLeftHint', {
              quota: text.number(report.holidays_quota),
              carry: text.number(report.holidays_carry),
              used: text.number(report.holidays_used),
            })}
          >
            {text.number(holidaysLeft(report))}
          </Figure>
          <Figure label={t('account.summary.sickdays')}>{text.number(report.sickdays)}</Figure>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
