import { Alert, Text } from '@mantine/core';
import { IconBolt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLockReason } from '../../components/locked-days.tsx';
import { useEditLock } from '../../lib/edit-lock.ts';

/**
 * Before anything is saved: whether saving changes the day at once or files a request for an
 * approver. It is judged for the one who saves, as the service judges it
 * (docs/interface.md#change-requests-and-work-times), so an owner editing a co-worker's locked day
 * saves at once.
 */
export function SaveOutcome({ date, dayText }: { date: string; dayText: string }) {
  const { t } = useTranslation();
  const lock = useEditLock();
  const reason = useLockReason(lock);
  if (!lock.isLocked(date)) {
    return (
      <Alert
        color="green"
        variant="light"
        role="note"
        icon={<IconBolt aria-hidden />}
        title={t('workDay.atOnceTitle')}
      >
        <Text size="sm">{t('workDay.atOnceText', { day: dayText })}</Text>
      </Alert>
    );
  }
  return (
    <Alert color="orange" role="note" icon={<IconLock aria-hidden />} title={t('workDay.approverTitle')}>
      <Text size="sm">{t('workDay.approverText', { day: dayText, reason })}</Text>
    </Alert>
  );
}
