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
    signedHours: (hours: number) => format.duration(hours * 3600, { signed: true }),
    /** The short line a timeline bar shows: hours per week or month. */
    targetSummary: (row: TargetHoursRow) =>
      row.type === 'weekly'
        ? t('person.targetHours.perWeek', { hours: format.duration(weeklyTotal(row) * 3600) })
        : t('person.targetHours.perMonth', { hours: format.duration(row.monthly_target * 3600) }),
    /** Every day's hours of a weekly row, or a monthly row's work days. */
    schedule: (row: TargetHoursRow) =>
      row.type === 'weekly'
        ? weekdays.map((day) => `${weekdayNames[day]} ${format.duration(row[day] * 3600)}`).join(' · ')
        : weekdays
            .filter((day) => row[`workday_${day}`])
            .map((day) => weekdayNames[day])
            .join(' · ') || t('person.targetHours.noWorkdays'),
  };
  return text;
}

export type PersonText = ReturnType<typeof usePersonText>;
