import { List, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WindowDay } from '../../../contract/surcharge-windows.ts';
import { userSurchargeModelQueries } from '../../api/surcharge-model-periods.ts';
import { surchargeQueries } from '../../api/surcharges.ts';
import {
  HourAxis,
  IntervalTrack,
  SurchargeTrack,
} from '../../components/surcharge-day/surcharge-day-track.tsx';
import { segmentsOfDay } from '../../components/surcharge-day/surcharge-preview.ts';
import { useSurchargeText } from '../../components/surcharge-day/surcharge-text.ts';
import { useFormatter } from '../../lib/format.ts';
import classes from './account.module.css';
import type { AccountDay } from './account-days.ts';
import { type DayAround, earningWindows, workedStretches } from './day-surcharge-windows.ts';

/** Below this width the axis marks every six hours. */
const NARROW_PX = 360;
const MINUTES_PER_DAY = 1440;

/**
 * Where a day's surcharges came from: each window of the person's surcharge model that earned time,
 * drawn on the day's 24 hours as the surcharge editor draws it, above the worked stretches; the list
 * under it names each window's percent, the work inside it and the minutes it earned.
 */
export function DaySurchargeChart({
  day,
  usersId,
  nonbusinessAround,
  hour12,
}: {
  day: AccountDay;
  usersId: number;
  /** Whether the day before and the day after are nonbusiness days. */
  nonbusinessAround: readonly [boolean, boolean];
  hour12: boolean;
}) {
  const { t } = useTranslation();
  const text = useSurchargeText({ hour12 });
  const format = useFormatter();
  const { ref, width } = useElementSize();
  const periods = useQuery(userSurchargeModelQueries.list(usersId));
  const models = useQuery(surchargeQueries.list());
  const period = periods.data?.find(
    (candidate) =>
      candidate.date_since <= day.date && (candidate.date_until === null || candidate.date_until >= day.date),
  );
  const model = models.data?.find((candidate) => candidate.id === period?.surcharge_models_id);
  const worked = workedStretches(day);
  if (!model || worked.length === 0) return null;

  // The report says whether a day is a nonbusiness day, not whether it is a special one: the day's
  // own earnings tell, and its neighbours are taken to be of the same kind.
  const kind: WindowDay['nonbusiness'] = (day.surcharges.nonbusiness_special ?? 0) > 0 ? 'special' : 'plain';
  const around = [
    { weekday: ((day.weekday + 5) % 7) + 1, nonbusiness: nonbusinessAround[0] ? kind : null },
    { weekday: day.weekday, nonbusiness: day.nonbusiness ? kind : null },
    { weekday: (day.weekday % 7) + 1, nonbusiness: nonbusinessAround[1] ? kind : null },
  ] as const satisfies readonly DayAround[];
  const windows = earningWindows(model, around, worked);
  if (windows.length === 0) return null;
  const segments = segmentsOfDay(windows, 0, model.accumulation);
  const percents = Object.fromEntries(windows.map((window) => [window.kind, window.percent]));
  // A window's own clock times: one that began the evening before or ends the next morning wraps.
  const rangeOf = (start: number, end: number) =>
    text.range(
      start < 0 ? start + MINUTES_PER_DAY : start,
      end > MINUTES_PER_DAY ? end - MINUTES_PER_DAY : end,
    );

  return (
    <Stack gap={6}>
      <div ref={ref} className={classes.surchargeChart} aria-hidden>
        <span />
        <HourAxis narrow={width > 0 && width < NARROW_PX} text={text} />
        <span className={classes.surchargeChartLabel}>{t('account.day.chartSurcharges')}</span>
        <SurchargeTrack
          segments={segments}
          width={Math.max(0, width - 80)}
          tooltipOf={(segment) => text.segment(segment, percents)}
          text={text}
        />
        <span className={classes.surchargeChartLabel}>{t('account.day.chartWorked')}</span>
        <IntervalTrack intervals={worked} />
      </div>
      <List size="sm" spacing={2}>
        {windows.map((window) => (
          <List.Item key={`${window.kind}-${window.start}`}>
            {t('account.day.windowLine', {
              kind: text.kindWithPercent(window.kind, window.percent),
              range: rangeOf(window.start, window.end),
              worked: format.duration(window.workedMinutes * 60),
              earned: format.duration(window.earnedMinutes * 60),
            })}
          </List.Item>
        ))}
      </List>
      {windows.some((window) => window.start < 0 || window.end > MINUTES_PER_DAY) && (
        <Text size="xs" c="dimmed">
          {t('account.day.windowAcrossMidnight')}
        </Text>
      )}
    </Stack>
  );
}
