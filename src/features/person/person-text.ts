import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type TargetHoursRow, type Weekday, weekdays } from '../../../contract/target-hours.ts';
import { localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

/** 2024-01-01 was a Monday: the week from there names the weekdays in any language. */
const firstMonday = Date.UTC(2024, 0, 1);

/** A weekly row's hours in the week. */
function weeklyTotal(row: Extract<TargetHoursRow, { type: 'weekly' }>): number {
  return weekdays.reduce((sum, day) => sum + row[day], 0);
}

/** How the person page words its rows: ranges, days, hours and schedules, in the user's language. */
export function usePersonText() {
  const { t, i18n } = useTranslation();
  const format = useFormatter();
  const locale = localeFor(i18n.language);
  const weekdayNames = useMemo(() => {
    const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return Object.fromEntries(
      weekdays.map((day, index) => [day, short.format(new Date(firstMonday + index * 86_400_000))]),
    ) as Record<Weekday, string>;
  }, [locale]);

  const text = {
    weekdayNames,
    date: format.date,
    /** "3 Mar 2025 – 31 Dec 2025", or "from 3 Mar 2025" for an open end. */
    range: (since: string, until: string | null) =>
      until === null
        ? t('person.rangeOpen', { since: format.date(since) })
        : t('person.range', { since: format.date(since), until: format.date(until) }),
    years: (since: number, until: number | null) =>
      until === null
        ? t('person.yearsOpen', { since })
        : since === until
          ? String(since)
          : t('person.yearsRange', { since, until }),
    days: (count: number) => t('person.days', { count, days: format.number(count) }),
    signedDays: (count: number) =>
      t('person.days', { count, days: `${count > 0 ? '+' : ''}${format.number(count)}` }),
    signedHours: (hours: number) =>
      t('person.overtimeCarry.hours', { hours: `${hours > 0 ? '+' : ''}${format.number(hours)}` }),
    /** The short line a timeline bar shows: hours per week or month. */
    targetSummary: (row: TargetHoursRow) =>
      row.type === 'weekly'
        ? t('person.targetHours.perWeek', { hours: format.hours(weeklyTotal(row)) })
        : t('person.targetHours.perMonth', { hours: format.hours(row.monthly_target) }),
    /** Every day's hours of a weekly row, or a monthly row's work days. */
    schedule: (row: TargetHoursRow) =>
      row.type === 'weekly'
        ? weekdays.map((day) => `${weekdayNames[day]} ${format.hours(row[day])}`).join(' · ')
        : weekdays
            .filter((day) => row[`workday_${day}`])
            .map((day) => weekdayNames[day])
            .join(' · ') || t('person.targetHours.noWorkdays'),
  };
  return text;
}

export type PersonText = ReturnType<typeof usePersonText>;
