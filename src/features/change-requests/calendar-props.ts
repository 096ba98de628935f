import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';

// DateInput parses typed dates with the formats below, which needs this plugin.
dayjs.extend(customParseFormat);

/** Typed dates: ISO for English (unambiguous between US and UK readers), the local habit otherwise. */
const dateFormats: Record<string, string> = { en: 'YYYY-MM-DD', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY' };

/**
 * What every date input of the inbox shares. Weekends and neighbouring months' days are not set
 * apart: Mantine draws them in colours below the WCAG contrast minimum, and a change can concern
 * any day.
 */
export function useCalendarProps() {
  const { t, i18n } = useTranslation();
  const format = dateFormats[i18n.language] ?? 'YYYY-MM-DD';
  return {
    valueFormat: format,
    placeholder: format,
    previousLabel: t('changeRequests.calendar.previous'),
    nextLabel: t('changeRequests.calendar.next'),
    weekendDays: [] as (0 | 1 | 2 | 3 | 4 | 5 | 6)[],
    hideOutsideDates: true,
  };
}
