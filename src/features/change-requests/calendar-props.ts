import { useTranslation } from 'react-i18next';

/**
 * What every date input of the inbox shares. Weekends and neighbouring months' days are not set
 * apart: Mantine draws them in colours below the WCAG contrast minimum, and a change can concern
 * any day.
 */
export function useCalendarProps() {
  const { t } = useTranslation();
  return {
    previousLabel: t('changeRequests.calendar.previous'),
    nextLabel: t('changeRequests.calendar.next'),
    weekendDays: [] as (0 | 1 | 2 | 3 | 4 | 5 | 6)[],
    hideOutsideDates: true,
  };
}
