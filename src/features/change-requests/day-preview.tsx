import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IntervalChange } from '../../../contract/work-time-intervals.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { dayOutcome, toInterval } from '../../lib/intervals.ts';
import { DayTimeline } from './day-timeline.tsx';
import { type DraftChange, toBody } from './draft.ts';
import type { Presentation } from './use-presentation.ts';

/**
 * The co-worker's day as it is and as the typed request would make it. Every change that is
 * complete and in order shows; the others wait for typing.
 */
export function DayPreview({
  usersId,
  date,
  changes,
  present,
  appliedAtOnce,
}: {
  usersId: number;
  date: string;
  changes: DraftChange[];
  present: Presentation;
  appliedAtOnce: boolean;
}) {
  const { t } = useTranslation();
  const workDay = useQuery(workTimeQueries.day(usersId, date));
  const body = toBody({ users_id: usersId, date, changes }, present.zoneOf(usersId));
  const previewChanges: IntervalChange[] = [];
  for (const change of body.changes) {
    if (!change.time_since || !change.time_until) continue;
    const interval = toInterval(change);
    if (interval.since < interval.until) previewChanges.push({ type: change.type, ...interval });
  }

  const current = workDay.data ? workDay.data.day.intervals.map(toInterval) : null;
  const outcome = current && previewChanges.length > 0 ? dayOutcome(current, previewChanges) : null;
  const changesNothing = outcome !== null && outcome.added.length === 0 && outcome.removed.length === 0;

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('changeRequests.form.preview', { day: present.day(date) })}
      </Text>
      {workDay.isPending ? (
        <Skeleton height={96} />
      ) : (
        <DayTimeline
          date={date}
          current={current}
          changes={previewChanges}
          clock={present.clockFor({ users_id: usersId, date })}
          hour12={present.hour12}
          appliedAtOnce={appliedAtOnce}
        />
      )}
      {changesNothing && (
        <Alert color="yellow" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">{t('changeRequests.form.changesNothing')}</Text>
        </Alert>
      )}
    </Stack>
  );
}
