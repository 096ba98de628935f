import { Alert, Anchor, Button, Divider, Group, List, Stack, Text } from '@mantine/core';
import {
  IconClockEdit,
  IconCloudUpload,
  IconLogin2,
  IconLogout2,
  IconPlayerPlay,
  IconPlayerStopFilled,
  IconWifiOff,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../lib/format.ts';
import { describeError } from '../../lib/http.ts';
import { useOnline } from '../../lib/online.ts';
import { QuickStart } from './quick-start.tsx';
import { type Combination, elapsedSince, type Timer } from './use-timer.ts';

/** The timer's panel: the work clock, the running entry with Stop, and what to start next. */
export function TimerPanel({
  timer,
  now,
  onStarted,
  onLeave,
}: {
  timer: Timer;
  now: number;
  onStarted: () => void;
  /** The panel's link to today's work time was followed. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const online = useOnline();
  const { clock, running } = timer;
  const busy = timer.pending;

  const start = (combination: Combination) =>
    timer.tap(
      {
        kind: 'start',
        booking: {
          customers_id: combination.customers_id,
          projects_id: combination.projects_id,
          services_id: combination.services_id,
          billable: combination.billable,
          text: combination.text.trim() === '' ? null : combination.text,
          label: combination.label,
        },
      },
      onStarted,
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
            onClick={() => timer.tap({ kind: 'clockOut' })}
          >
            {t('timer.clockOut')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            color="green"
            leftSection={<IconLogin2 size={14} aria-hidden />}
            disabled={busy}
            onClick={() => timer.tap({ kind: 'clockIn' })}
          >
            {t('timer.clockIn')}
          </Button>
        )}
      </Group>
      <Anchor
        size="sm"
        onClick={onLeave}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        renderRoot={(props) => <Link {...props} to="/work-day/$date" params={{ date: format.today() }} />}
      >
        <IconClockEdit size={16} aria-hidden />
        {t('workDay.today')}
      </Anchor>
      {running && (
        <Stack gap={4} aria-label={t('timer.running')} role="group">
          <Text size="sm" fw={500} lineClamp={2}>
            {running.line}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="lg" ff="monospace">
              {elapsedSince(running.time_since, now, format)}
            </Text>
            <Button
              size="compact-sm"
              color="red"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              disabled={busy}
              onClick={() => timer.tap({ kind: 'stop' })}
            >
              {t('timer.stop')}
            </Button>
          </Group>
        </Stack>
      )}
      {timer.error !== null && (
        <Alert color="red" role="alert" p="xs">
          {describeError(timer.error)}
        </Alert>
      )}
      {!online && (
        <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconWifiOff size={16} aria-hidden style={{ flexShrink: 0 }} />
          {t('timer.kept.hint')}
        </Text>
      )}
      {timer.kept.length > 0 && (
        <Alert
          color="blue"
          p="xs"
          icon={<IconCloudUpload size={18} aria-hidden />}
          title={t('timer.kept.title')}
        >
          <List size="sm">
            {timer.kept.map(({ tap, at }) => (
              <List.Item key={`${at}-${tap.kind}`}>{timer.keptWords(tap.kind, at)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
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
