import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserReport } from '../../../contract/user-reports.ts';
import classes from './account.module.css';
import type { AccountText } from './account-text.ts';
import { SignedHours } from './signed-hours.tsx';

/**
 * The year's twelve months, each with its difference (counted months) or its planned target (months
 * after the counted ones); the selected month is marked, and a click selects another.
 */
export function MonthStrip({
  counted,
  plan,
  selected,
  onSelect,
  text,
}: {
  /** The report counted up to `until`: its months carry the differences. */
  counted: UserReport;
  /** The report counted to the year's end: its months carry the planned targets. */
  plan: UserReport;
  selected: number;
  onSelect: (month: number) => void;
  text: AccountText;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const countedMonths = new Map((counted.month_details ?? []).map((month) => [month.nr, month]));
  const planMonths = new Map((plan.month_details ?? []).map((month) => [month.nr, month]));
  const lastCounted = Number(counted.until.slice(5, 7));
  const countsAny = counted.until.startsWith(String(counted.year));
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {t('account.months.title')}
      </Title>
      <ul className={classes.strip} aria-label={t('account.months.label')}>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((nr) => {
          const month = countedMonths.get(nr);
          const planned = !countsAny || nr > lastCounted || !month;
          const target = planMonths.get(nr)?.sum_target ?? 0;
          const name = text.monthName(counted.year, nr);
          return (
            <li key={nr} className={classes.monthItem}>
              <button
                type="button"
                className={classes.month}
                aria-current={nr === selected ? 'true' : undefined}
                data-planned={planned || undefined}
                onClick={() => onSelect(nr)}
              >
                <span className={classes.monthName} aria-hidden>
                  {text.monthShort(counted.year, nr)}
                </span>
                <span className={classes.monthDiff} aria-hidden>
                  {month && !planned ? <SignedHours amount={month.diff} text={text} /> : text.hours(target)}
                </span>
                <VisuallyHidden>
                  {month && !planned
                    ? t('account.months.select', { month: name, diff: text.signed(month.diff) })
                    : t('account.months.selectPlanned', { month: name, target: text.hours(target) })}
                </VisuallyHidden>
              </button>
            </li>
          );
        })}
      </ul>
      <Text size="xs" c="dimmed">
        {t('account.countedUntil', { date: text.date(counted.until) })}
      </Text>
    </Stack>
  );
}
