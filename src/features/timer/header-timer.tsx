import { ActionIcon, Button, Group, Popover, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../lib/format.ts';
import { useNow } from '../../lib/now.ts';
import { TimerPanel } from './timer-panel.tsx';
import { elapsedSince, useTimer } from './use-timer.ts';

const TITLE_PREFIX = /^▶ [^·]+ · /;

/** The tab's title starts with the running time, so it shows from another tab too. */
function useTitleTime(elapsed: string | null) {
  useEffect(() => {
    const base = document.title.replace(TITLE_PREFIX, '');
    document.title = elapsed ? `▶ ${elapsed} · ${base}` : base;
  }, [elapsed]);
  useEffect(
    () => () => {
      document.title = document.title.replace(TITLE_PREFIX, '');
    },
    [],
  );
}

/**
 * The header's timer for everyone who books time: the running entry's time and a Stop beside it,
 * and a panel with the work clock, the running entry and what to start next.
 */
export function HeaderTimer() {
  const { t } = useTranslation();
  const timer = useTimer();
  const [opened, setOpened] = useState(false);
  const { running } = timer;
  const now = useNow(running !== null || timer.clock !== null);
  const format = useFormatter();
  const elapsed = running ? elapsedSince(running.time_since, now, format) : null;
  useTitleTime(elapsed);
  if (!timer.ready) return null;

  return (
    <Group gap={4} wrap="nowrap">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            size="compact-md"
            variant={running ? 'light' : 'subtle'}
            color={running ? 'green' : 'gray'}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            aria-label={
              running ? t('timer.runningLabel', { elapsed, what: running.line }) : t('timer.openLabel')
            }
            aria-expanded={opened}
            onClick={() => setOpened((open) => !open)}
            ff={running ? 'monospace' : undefined}
          >
            {elapsed ?? t('timer.open')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <TimerPanel
            timer={timer}
            now={now}
            onStarted={() => setOpened(false)}
            onLeave={() => setOpened(false)}
          />
        </Popover.Dropdown>
      </Popover>
      {running && (
        <Tooltip label={t('timer.stop')} openDelay={300}>
          <ActionIcon
            color="red"
            variant="light"
            size="lg"
            aria-label={t('timer.stopLabel')}
            loading={timer.pending}
            onClick={() => timer.tap({ kind: 'stop' })}
          >
            <IconPlayerStopFilled size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
