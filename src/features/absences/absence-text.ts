import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Absence, absenceStatuses, absenceTypes } from '../../../contract/absences.ts';
import { dateValue } from '../../../contract/dates.ts';
import { localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';

/** Words for absences in the UI language: type, status, date ranges and a bar's accessible name. */
export function useAbsenceText() {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  return useMemo(() => {
    const dayMonth = dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const dayMonthYear = dateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const monthYear = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const weekdayShort = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const monthShort = dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const days = numberFormat(locale, { maximumFractionDigits: 1 });

    function range(since: string, until: string, withYear = false): string {
      const format = withYear ? dayMonthYear : dayMonth;
      return since === until
        ? format.format(dateValue(since))
        : format.formatRange(dateValue(since), dateValue(until));
    }

    /** The type, or a neutral word when the caller may not see it (docs/interface.md#absences). */
    function type(absence: Pick<Absence, 'type'>): string {
      return absence.type === undefined
        ? t('absences.absent')
        : t(`absences.types.${absenceTypes[absence.type]}`);
    }

    function status(absence: Pick<Absence, 'status'>): string {
      return t(`absences.statuses.${absenceStatuses[absence.status]}`);
    }

    return {
      range,
      type,
      status,
      /** Capitalised, for badges. */
      statusTitle: (absence: Pick<Absence, 'status'>) =>
        t(`absences.statusTitles.${absenceStatuses[absence.status]}`),
      days: (count: number) => days.format(count),
      month: (month: string) => monthYear.format(dateValue(`${month}-01`)),
      weekday: (date: string) => weekdayShort.format(dateValue(date)),
      monthShort: (month: string) => monthShort.format(dateValue(`${month}-01`)),
      /** e.g. "Camille Dubois: Holiday, 3–7 March, approved". */
      barName(absence: Absence, person: string): string {
        const half = absence.count_days === 0.5 && absence.date_since === absence.date_until;
        return t(half ? 'absences.barNameHalf' : 'absences.barName', {
          person,
          type: type(absence),
          range: range(absence.date_since, absence.date_until),
          status: status(absence),
        });
      },
    };
  }, [t, locale]);
}

/**
 * How long an absence is: a half day, days or, for overtime reduction, hours; null when the caller
 * may not see the counts.
 */
export function useAbsenceLength(): (absence: Absence) => string | null {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  return useMemo(
    () => (absence: Absence) => {
      if (absence.count_days === 0.5) return t('absences.details.halfDay');
      if (absence.count_days != null) {
        return t('absences.details.days', { count: absence.count_days, days: text.days(absence.count_days) });
      }
      if (absence.count_hours != null) {
        return format.duration(absence.count_hours * 3600);
      }
      return null;
    },
    [t, text, format],
  );
}
