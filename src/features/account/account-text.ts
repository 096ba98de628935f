import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { absenceTypes } from '../../../contract/absences.ts';
import { dateValue } from '../../../contract/dates.ts';
import type { SurchargeKind } from '../../../contract/surcharges.ts';
import { type Formatter, localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

/**
 * Hours and signed differences ("+1:30 h", "−0:45 h", "0:00 h", or decimal as the user prefers), for
 * pages and for a list's columns alike; the account's figures come in hours.
 */
export function hoursText(format: Formatter) {
  return {
    hours: (amount: number) => format.duration(amount * 3600),
    signed: (amount: number) => format.duration(amount * 3600, { signed: true }),
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
      ...hoursText(format),
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
