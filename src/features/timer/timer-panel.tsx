import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLogin2, IconLogout2, IconPlayerPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import { useFormatter } from '../../lib/format.ts';
import { describeError } from '../../lib/http.ts';
import { QuickStart } from './quick-start.tsx';
import { type Combination, elapsedSince, entryLine, type Timer } from './use-timer.ts';

/** The timer's panel: the work clock, the running entry with Stop, and what to start next. */
export function TimerPanel({ timer, now, onStarted }: { timer: Timer; now: number; onStarted: () => void }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const offline = useOfflineWrites();
  const { clock, running, action } = timer;
  const runningEntryId = running?.id ?? null;
  const busy = action.isPending || offline.offline;

  const start = (combination: Omit<Combination, 'label'>) =>
    action.mutate(
      {
        kind: 'start',
        clockedIn: clock !== null,
        runningEntryId,
        booking: {
          customers_id: combination.customers_id,
          projects_id: combination.projects_id,
          services_id: combination.services_id,
          billable: combination.billable,
          text: combination.text.trim() === '' ? null : combination.text,
        },
      },
      { onSuccess: onStarted },
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {clock ? t('timer.clockedIn', { time: format.time(clock.time_since) }) : t('timer.clockedOut')}
        </Text>
        {clock ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconLogout2 size={14} aria-hidden />}
            disabled={busy}
            title={running ? t('timer.clockOutHint') : undefined}
            onClick={() => action.mutate({ kind: 'clockOut', runningEntryId })}
          >
            {t('timer.clockOut')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            color="green"
            leftSection={<IconLogin2 size={14} aria-hidden />}
            disabled={busy}
            onClick={() => action.mutate({ kind: 'clockIn' })}
          >
            {t('timer.clockIn')}
          </Button>
        )}
      </Group>
      {running && (
        <Stack gap={4} aria-label={t('timer.running')} role="group">
          <Text size="sm" fw={500} lineClamp={2}>
            {entryLine(running)}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="lg" ff="monospace">
              {elapsedSince(running.time_since, now)}
            </Text>
            <Button
              size="compact-sm"
              color="red"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              disabled={busy}
              onClick={() => action.mutate({ kind: 'stop', runningEntryId: running.id })}
            >
              {t('timer.stop')}
            </Button>
          </Group>
        </Stack>
      )}
      {action.error !== null && (
        <Alert color="red" role="alert" p="xs">
          {describeError(action.error)}
        </Alert>
      )}
      {offline.note}
      <Divider label={t('timer.startTitle')} labelPosition="left" />
      <Text size="xs" c="dimmed">
        {t('timer.startHint')}
      </Text>
      <Stack gap={4} aria-label={t('timer.recent')} role="group">
        {timer.combinations.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('timer.noRecent')}
          </Text>
        )}
        {timer.combinations.map((combination) => (
          <Button
            key={combination.label}
            variant="subtle"
            size="compact-sm"
            justify="flex-start"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            disabled={busy}
            aria-label={t('timer.startLabel', { what: combination.label })}
            onClick={() => start(combination)}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {combination.label}
          </Button>
        ))}
      </Stack>
      <QuickStart disabled={busy} onStart={start} />
    </Stack>
  );
}
