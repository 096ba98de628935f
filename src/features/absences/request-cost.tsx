import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Absence, OVERTIME_REDUCTION } from '../../../contract/absences.ts';
import { yearOf } from '../../../contract/dates.ts';
import { absenceQueries } from '../../api/absences.ts';
import { useFormatter } from '../../lib/format.ts';
import { HOLIDAY } from '../../lib/holiday-account.ts';
import { useAbsenceText } from './absence-text.ts';
import { useHolidayAccount } from './holiday-account-view.tsx';

/** Holidays already counted in the account (pending or approved) give their days back when edited. */
function daysAlreadyCounted(editing: Absence | undefined): number {
  if (!editing || editing.type !== HOLIDAY || (editing.status !== 0 && editing.status !== 1)) return 0;
  return editing.count_days ?? 0;
}

/**
 * What a request will count and, for a holiday, the holidays left after it, before it is sent. It warns
 * (the interface does not forbid) when the request counts no day or goes beyond the holidays left.
 */
export function RequestCost({
  usersId,
  since,
  until,
  type,
  halfDay,
  editing,
}: {
  usersId: number;
  since: string;
  until: string;
  type: number | undefined;
  halfDay: boolean;
  editing?: Absence;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  const counted = useQuery(absenceQueries.count(usersId, since, until));
  const year = yearOf(since);
  const account = useHolidayAccount(usersId, year);

  if (counted.isPending)
    return <Skeleton height={20} width="60%" role="status" aria-label={t('common.loading')} />;
  if (counted.isError) return null;

  if (type === OVERTIME_REDUCTION) {
    return (
      <Text size="sm" role="status">
        {t('absences.cost.hours', { hours: format.duration(counted.data.count_hours * 3600) })}
      </Text>
    );
  }
  const days = halfDay ? 0.5 : counted.data.count_days;
  const left =
    type === HOLIDAY && account.kind === 'ready' && account.account.quota !== null
      ? account.account.left + daysAlreadyCounted(editing) - days
      : null;

  return (
    <Stack gap={6} role="status">
      <Text size="sm">
        {t('absences.cost.days', { count: days, days: text.days(days) })}
        {left !== null && ` · ${t('absences.cost.leftAfter', { year, days: text.days(left) })}`}
      </Text>
      {days === 0 && (
        <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">{t('absences.cost.noDays')}</Text>
        </Alert>
      )}
      {left !== null && left < 0 && (
        <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">{t('absences.cost.beyond', { days: text.days(-left), year })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
