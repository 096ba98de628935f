import { Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayBounds } from '../../../contract/dates.ts';
import { type Interval, type IntervalChange, normalize } from '../../../contract/work-time-intervals.ts';
import { DayAxis } from '../../components/day-axis.tsx';
import { useFormatter } from '../../lib/format.ts';
import { dayOutcome, totalLength } from '../../lib/intervals.ts';
import type { ClockFormat } from './change-format.ts';
import classes from './day-timeline.module.css';

type SegmentKind = 'work' | 'added' | 'removed';

type Segment = Interval & { kind: SegmentKind };

/**
 * One co-worker's day from local midnight to midnight: the work times now and as they would be if
 * the request were approved, with added time striped green and removed time cross-hatched red.
 * Without the current work times (the viewer may not read them) it shows the requested changes alone.
 */
export function DayTimeline({
  date,
  current,
  changes,
  clock,
  hour12,
  appliedAtOnce = false,
}: {
  /** The co-worker's calendar day, `YYYY-MM-DD`. */
  date: string;
  /** The day's work times now; null when the viewer may not read them. */
  current: Interval[] | null;
  changes: IntervalChange[];
  /** Formats times in the co-worker's zone. */
  clock: ClockFormat;
  hour12: boolean;
  /** The day is not locked, so saving changes the work times at once rather than asking an approver. */
  appliedAtOnce?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const { start, end } = dayBounds(date, clock.timeZone);
  const position = (instant: number) => Math.min(100, Math.max(0, ((instant - start) / (end - start)) * 100));

  const kindLabel: Record<SegmentKind, string> = {
    work: t('changeRequests.timeline.work'),
    added: t('changeRequests.timeline.added'),
    removed: t('changeRequests.timeline.removed'),
  };

  function lane(label: string, segments: Segment[], total: number | null, emptyText: string) {
    const visible = segments.filter((segment) => segment.until > start && segment.since < end);
    return (
      <div className={classes.lane}>
        <span className={classes.laneLabel}>{label}</span>
        <ul className={classes.track} aria-label={label}>
          {visible.length === 0 && <li className={classes.empty}>{emptyText}</li>}
          {visible.map((segment) => {
            const text = `${clock.range(segment.since, segment.until)}, ${kindLabel[segment.kind]}`;
            const left = position(segment.since);
            return (
              <li
                key={`${segment.kind}-${segment.since}`}
                title={text}
                data-kind={segment.kind}
                className={`${classes.segment} ${classes[segment.kind]}`}
                style={{ left: `${left}%`, width: `${position(segment.until) - left}%` }}
              >
                <VisuallyHidden>{text}</VisuallyHidden>
              </li>
            );
          })}
        </ul>
        <span className={classes.total}>{total === null ? '' : format.duration(total / 1000)}</span>
      </div>
    );
  }

  const withKind = (intervals: Interval[], kind: SegmentKind): Segment[] =>
    intervals.map((interval) => ({ ...interval, kind }));
  const bySince = (a: Segment, b: Segment) => a.since - b.since;

  let lanes: ReactNode;
  if (current === null) {
    const adds = normalize(changes.filter((change) => change.type === 1));
    const removes = normalize(changes.filter((change) => change.type === 2));
    lanes = lane(
      t('changeRequests.timeline.requested'),
      [...withKind(adds, 'added'), ...withKind(removes, 'removed')].sort(bySince),
      null,
      t('changeRequests.timeline.noChanges'),
    );
  } else {
    const outcome = dayOutcome(current, changes);
    lanes = (
      <>
        {lane(
          t('changeRequests.timeline.now'),
          [...withKind(outcome.kept, 'work'), ...withKind(outcome.removed, 'removed')].sort(bySince),
          totalLength(current),
          t('changeRequests.timeline.noWorkTime'),
        )}
        {lane(
          appliedAtOnce ? t('changeRequests.timeline.afterSaving') : t('changeRequests.timeline.ifApproved'),
          [...withKind(outcome.kept, 'work'), ...withKind(outcome.added, 'added')].sort(bySince),
          totalLength(outcome.result),
          t('changeRequests.timeline.noWorkTime'),
        )}
      </>
    );
  }

  const legend: SegmentKind[] = current === null ? ['added', 'removed'] : ['work', 'added', 'removed'];

  return (
    <figure className={classes.timeline} style={{ margin: 0 }} data-testid="day-timeline">
      {lanes}
      <div className={classes.lane} aria-hidden>
        <DayAxis
          date={date}
          timeZone={clock.timeZone}
          hour12={hour12}
          position={position}
          className={classes.axis}
        />
      </div>
      <figcaption>
        <ul
          className={classes.legend}
          aria-label={t('changeRequests.timeline.legend')}
          style={{ margin: 0, padding: 0 }}
        >
          {legend.map((kind) => (
            <li key={kind} className={classes.legendItem} style={{ listStyle: 'none' }}>
              <span className={`${classes.swatch} ${classes[kind]}`} aria-hidden />
              {kindLabel[kind]}
            </li>
          ))}
        </ul>
        <Text size="xs" c="dimmed" mt={4}>
          {t('changeRequests.timeline.zone', { zone: clock.timeZone })}
        </Text>
      </figcaption>
    </figure>
  );
}
