import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IntervalChange } from '../../../contract/work-time-intervals.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { DayTimeline } from './day-timeline.tsx';
import { type DraftChange, toBody } from './draft.ts';
import { toInterval } from './intervals.ts';
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
}: {
  usersId: number;
  date: string;
  changes: DraftChange[];
  present: Presentation;
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
          current={workDay.data ? workDay.data.day.intervals.map(toInterval) : null}
          changes={previewChanges}
          clock={present.clockFor({ users_id: usersId, date })}
          hour12={present.hour12}
        />
      )}
    </Stack>
  );
}
