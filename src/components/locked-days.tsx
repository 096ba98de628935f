import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isRealDate } from '../../contract/common.ts';
import type { EditLock } from '../lib/edit-lock.ts';
import { useFormatter } from '../lib/format.ts';

/** The way out of a lock for work time: the change-request form, opened on `day` when given. */
function RequestChange({ day }: { day?: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  return (
    <Anchor
      size="sm"
      fw={500}
      renderRoot={(props) => (
        <Link {...props} to="/change-requests" search={day ? { new: 1, day } : { new: 1 }} />
      )}
    >
      {day ? t('locks.request', { date: format.date(day) }) : t('locks.requestAny')}
    </Anchor>
  );
}

/** Which lock closes the user's days, in one sentence; empty when nothing is locked. */
export function useLockReason(lock: EditLock): string {
  const { t } = useTranslation();
  const format = useFormatter();
  if (lock.last === null) return '';
  if (lock.fixedUntil !== null) return t('locks.fixed', { date: format.date(lock.last) });
  if (lock.openDays === null || lock.openDays <= 1) return t('locks.rollingToday');
  return t('locks.rolling', { count: lock.openDays - 1 });
}

/**
 * Shown above a list whose period reaches locked days, before anyone tries to change one: up to
 * which day, which lock, and what can still be done about a locked day.
 */
export function LockedPeriodNotice({ lock, first, id }: { lock: EditLock; first: string; id?: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const reason = useLockReason(lock);
  if (lock.last === null || lock.last < first) return null;
  const date = format.date(lock.last);
  return (
    <Alert
      id={id}
      color="orange"
      role="note"
      icon={<IconLock aria-hidden />}
      title={t('locks.periodTitle', { date })}
    >
      <Stack gap={6}>
        <Text size="sm">{reason}</Text>
        <Text size="sm">{t('locks.why')}</Text>
        <RequestChange />
      </Stack>
    </Alert>
  );
}

/** In a form whose day is locked: why nothing can be saved, and the way to still get the day changed. */
export function LockedDayAlert({ day }: { day: string | null }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const real = day !== null && isRealDate(day);
  const date = real ? format.date(day) : (day ?? '');
  return (
    <Alert color="orange" role="alert" icon={<IconLock aria-hidden />} title={t('locks.dayTitle')}>
      <Stack gap={6}>
        <Text size="sm">{t('locks.dayText', { date })}</Text>
        <Text size="sm">{t('locks.why')}</Text>
        <RequestChange day={real ? day : undefined} />
      </Stack>
    </Alert>
  );
}
