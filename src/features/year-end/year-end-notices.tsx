import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { YearEndCloseState } from './use-year-end-close.ts';

/** What the manager should know before saving: the year is not over, balances or decisions are missing. */
export function YearEndNotices({ year, close }: { year: number; close: YearEndCloseState }) {
  const { t } = useTranslation();
  return (
    <>
      {close.daysRemaining > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconCalendarExclamation aria-hidden />}
          title={t('yearEnd.notEnded', { year, count: close.daysRemaining })}
        >
          <Text size="sm">{t('yearEnd.notEndedHint', { year })}</Text>
        </Alert>
      )}
      {close.balanceFailed && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{t('yearEnd.balanceFailed', { year })}</Text>
        </Alert>
      )}
      {close.withPending.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{t('yearEnd.pendingWarning', { count: close.withPending.length, year })}</Text>
        </Alert>
      )}
    </>
  );
}
