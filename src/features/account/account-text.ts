import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { absenceTypes } from '../../../contract/absences.ts';
import { dateValue } from '../../../contract/dates.ts';
import type { SurchargeKind } from '../../../contract/surcharges.ts';
import { type Formatter, localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

/** Hours and signed differences ("+1.5 h", "−8 h", "0 h"), for pages and for a list's columns alike. */
export function hoursText(t: TFunction, format: Formatter) {
  const hours = (amount: number) => t('account.hours', { hours: format.hours(amount) });
  return {
    hours,
    signed: (amount: number) => {
      const rounded = Math.round(amount * 100) / 100;
      if (rounded === 0) return hours(0);
      return `${rounded > 0 ? '+' : '\u2212'}${hours(Math.abs(rounded))}`;
    },
  };
}

/** Hours, differences, months and days as the account pages word them, in the user's language. */
export function useAccountText() {
  const { t, i18n } = useTranslation();
  const format = useFormatter();
  const locale = localeFor(i18n.language);
  return useMemo(() => {
    const monthLong = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const monthShort = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthYear = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekdayShort = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const dayLong = dateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const monthDate = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));
    return {
      ...hoursText(t, format),
      number: format.number,
      date: format.date,
      monthName: (year: number, month: number) => monthLong.format(monthDate(year, month)),
      monthShort: (year: number, month: number) => monthShort.format(monthDate(year, month)),
      monthYear: (year: number, month: number) => monthYear.format(monthDate(year, month)),
      weekdayShort: (date: string) => weekdayShort.format(dateValue(date)),
      dayLong: (date: string) => dayLong.format(dateValue(date)),
      absenceType: (type: number) =>
        type in absenceTypes
          ? t(`absences.types.${absenceTypes[type as keyof typeof absenceTypes]}`)
          : String(type),
      surchargeKind: (kind: SurchargeKind) => t(`surcharges.kinds.${kind}`),
    };
  }, [t, format, locale]);
}

export type AccountText = ReturnType<typeof useAccountText>;
