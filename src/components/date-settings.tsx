import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Apart from date-field.tsx, so that the shell gets the settings without the pickers, dayjs and its locales.

/** Month names, weekday names and the first weekday of every date picker follow the signed-in user. */
export function DateSettings({
  weekstartMonday,
  children,
}: {
  weekstartMonday: boolean;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: weekstartMonday ? 1 : 0 }}>
      {children}
    </DatesProvider>
  );
}
