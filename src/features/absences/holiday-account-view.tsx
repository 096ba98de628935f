import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rights } from '../../../contract/rights.ts';
import { absenceQueries } from '../../api/absences.ts';
import { holidaysCarryQueries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCaller } from '../../lib/auth.ts';
import { type HolidayAccount, holidayAccount, holidayDays } from '../../lib/holiday-account.ts';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';

type AccountState =
  /** Quota and carryover are not readable; the days the caller sees are, once loaded. */
  | { kind: 'hidden'; taken: { approved: number; pending: number } | null }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'ready'; account: HolidayAccount };

/** A co-worker's holiday account for a year, or why it cannot be shown. */
export function useHolidayAccount(subjectId: number, year: number): AccountState {
  const readable = rights.readsUserRecordsOf(useCaller(), subjectId);
  const absences = useQuery(absenceQueries.year(year));
  const quotas = useQuery({ ...holidaysQuotaQueries.list(), enabled: readable });
  const carryovers = useQuery({ ...holidaysCarryQueries.list(year), enabled: readable });
  if (!readable) {
    const list = absences.data;
    return {
      kind: 'hidden',
      taken: list
        ? { approved: holidayDays(list, subjectId, year, 1), pending: holidayDays(list, subjectId, year, 0) }
        : null,
    };
  }
  // A manager who does not administer the person's absences gets them without type and days: the
  // account would read as nothing taken, so it is not shown.
  if (absences.data?.some((absence) => absence.users_id === subjectId && absence.type === undefined)) {
    return { kind: 'hidden', taken: null };
  }
  const failed = [absences, quotas, carryovers].find((query) => query.isError);
  if (failed) {
    return {
      kind: 'error',
      error: failed.error,
      retry: () => {
        for (const query of [absences, quotas, carryovers]) if (query.isError) void query.refetch();
      },
    };
  }
  if (!absences.data || !quotas.data || !carryovers.data) return { kind: 'loading' };
  return {
    kind: 'ready',
    account: holidayAccount({
      usersId: subjectId,
      year,
      quotaRows: quotas.data,
      carryRows: carryovers.data,
      absences: absences.data,
    }),
  };
}

/** The holiday account beside a person's year: quota, carryover, approved, pending, left. */
export function HolidayAccountCard({ subjectId, year }: { subjectId: number; year: number }) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const state = useHolidayAccount(subjectId, year);
  const titleId = `holiday-account-${subjectId}-${year}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('absences.account.title', { year })}
        </Title>
        {state.kind === 'hidden' && (
          <>
            {state.taken && (
              <dl style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
                <AccountLine label={t('absences.account.approved')} value={text.days(state.taken.approved)} />
                <AccountLine label={t('absences.account.pending')} value={text.days(state.taken.pending)} />
              </dl>
            )}
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
              <Text size="sm">{t('absences.account.hidden')}</Text>
            </Alert>
          </>
        )}
        {state.kind === 'loading' && (
          <Stack gap={8} role="status" aria-label={t('common.loading')}>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={18} />
            ))}
          </Stack>
        )}
        {state.kind === 'error' && <ErrorPanel error={state.error} onRetry={state.retry} />}
        {state.kind === 'ready' && (
          <>
            <dl
              style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 6 }}
              data-testid="holiday-account"
            >
              <AccountLine
                label={t('absences.account.quota')}
                value={
                  state.account.quota === null
                    ? t('absences.account.noQuota')
                    : text.days(state.account.quota)
                }
              />
              <AccountLine
                label={t('absences.account.carryover')}
                value={text.days(state.account.carryover)}
              />
              <AccountLine label={t('absences.account.approved')} value={text.days(state.account.approved)} />
              <AccountLine label={t('absences.account.pending')} value={text.days(state.account.pending)} />
              <AccountLine
                label={t('absences.account.left')}
                value={text.days(state.account.left)}
                strong
                overdrawn={state.account.left < 0}
              />
            </dl>
            {state.account.left < 0 && (
              <Text size="sm" c="red" fw={500}>
                {t('absences.account.overdrawn', { days: text.days(-state.account.left) })}
              </Text>
            )}
            <Text size="xs" className={styles.muted}>
              {t('absences.account.leftHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function AccountLine({
  label,
  value,
  strong = false,
  overdrawn = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** A negative balance is drawn in red; the line below it says so in words. */
  overdrawn?: boolean;
}) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text
        component="dt"
        size="sm"
        className={strong ? undefined : styles.muted}
        fw={strong ? 600 : undefined}
      >
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        c={overdrawn ? 'red' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** One line for a decision: days left after pending, or why it is not shown. */
export function DaysLeftLine({ subjectId, year }: { subjectId: number; year: number }) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const state = useHolidayAccount(subjectId, year);
  if (state.kind === 'hidden') {
    return (
      <Stack gap={2}>
        {state.taken && (
          <Text size="sm">
            {t('absences.context.takenOnly', {
              year,
              approved: text.days(state.taken.approved),
              pending: text.days(state.taken.pending),
            })}
          </Text>
        )}
        <Text size="sm" className={styles.muted}>
          {t('absences.context.daysLeftHidden')}
        </Text>
      </Stack>
    );
  }
  if (state.kind === 'loading') return <Skeleton height={18} width="70%" aria-label={t('common.loading')} />;
  if (state.kind === 'error') {
    return (
      <Text size="sm" c="red">
        {t('absences.context.daysLeftFailed')}
      </Text>
    );
  }
  const { account } = state;
  return (
    <dl style={{ margin: 0 }}>
      <AccountLine
        label={t('absences.context.daysLeft', { year })}
        value={
          account.quota === null
            ? t('absences.account.noQuota')
            : t('absences.context.daysLeftValue', {
                left: text.days(account.left),
                total: text.days(account.quota + account.carryover),
              })
        }
        strong
        overdrawn={account.quota !== null && account.left < 0}
      />
    </dl>
  );
}
