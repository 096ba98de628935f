import { Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './periods.ts';
import { usePersonText } from './person-text.ts';
import classes from './timeline.module.css';
import { dayOnSpan, placeOnSpan, type TimelineSpan } from './timeline-layout.ts';

/** One row of a person on the timeline; `onOpen` is absent when the viewer may not edit it. */
type TimelineBar = {
  key: string;
  range: DateRange;
  /** What the bar shows, e.g. "40 h/week". */
  label: string;
  /** When it applies, where whole years say it better than days (quotas, carryovers). */
  when?: string;
  onOpen?: () => void;
};

export type TimelineLane = { key: string; title: string; bars: TimelineBar[] };

/**
 * Every dated setting of a person on one time axis, one lane per kind, with today marked; on a
 * phone the lanes become lists. Named "Timeline" so that a page (or a benchmark) can find it.
 */
export function Timeline({
  lanes,
  span,
  today,
}: {
  lanes: TimelineLane[];
  /** From `timelineSpan` over the lanes' bars and today. */
  span: TimelineSpan;
  today: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('person.timeline.title')}
        </Title>
        {phone ? <LaneLists lanes={lanes} /> : <LaneTracks lanes={lanes} span={span} today={today} />}
      </Stack>
    </Paper>
  );
}

function LaneTracks({ lanes, span, today }: { lanes: TimelineLane[]; span: TimelineSpan; today: string }) {
  const { t } = useTranslation();
  const text = usePersonText();
  const tickEvery = Math.ceil(span.years.length / 12);
  return (
    <div className={classes.lanes}>
      <div className={classes.axis} aria-hidden>
        {span.years
          .filter((_, index) => index % tickEvery === 0)
          .map((year) => (
            <span
              key={year}
              className={classes.tick}
              style={{ left: `${dayOnSpan(`${year}-01-01`, span)}%` }}
            >
              {year}
            </span>
          ))}
      </div>
      {lanes.map((lane, index) => (
        <Lane key={lane.key} lane={lane} span={span} index={index} />
      ))}
      <div className={classes.todayLayer} style={{ gridRow: `1 / span ${lanes.length + 1}` }}>
        <div className={classes.today} style={{ left: `${dayOnSpan(today, span)}%` }}>
          <span className={clsx(classes.todayLabel, dayOnSpan(today, span) > 60 && classes.todayLabelBefore)}>
            {t('person.timeline.today', { date: text.date(today) })}
          </span>
        </div>
      </div>
    </div>
  );
}

function Lane({ lane, span, index: laneIndex }: { lane: TimelineLane; span: TimelineSpan; index: number }) {
  const { t } = useTranslation();
  const text = usePersonText();
  const titleId = useId();
  // Every cell has its grid row, as the today line spans them all; the axis is row 1.
  const row = laneIndex + 2;
  return (
    <>
      <Text className={classes.laneTitle} id={titleId} style={{ gridRow: row }}>
        {lane.title}
      </Text>
      <ul className={classes.track} aria-labelledby={titleId} style={{ gridRow: row }}>
        {lane.bars.length === 0 && <li className={classes.empty}>{t('person.timeline.none')}</li>}
        {lane.bars.map((bar, index) => {
          const { left, width } = placeOnSpan(bar.range, span);
          const description = `${bar.label}, ${bar.when ?? text.range(bar.range.date_since, bar.range.date_until)}`;
          return (
            <li
              key={bar.key}
              className={clsx(classes.bar, {
                [classes.alternate as string]: (index + laneIndex) % 2 === 1,
                [classes.open as string]: bar.range.date_until === null,
              })}
              style={{ left: `${left}%`, width: `${width}%` }}
            >
              {bar.onOpen ? (
                <UnstyledButton className={classes.barBody} onClick={bar.onOpen} title={description}>
                  <span aria-hidden>{bar.label}</span>
                  <VisuallyHidden>{t('person.timeline.open', { row: description })}</VisuallyHidden>
                </UnstyledButton>
              ) : (
                <span className={classes.barBody} title={description}>
                  <span aria-hidden>{bar.label}</span>
                  <VisuallyHidden>{description}</VisuallyHidden>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function LaneLists({ lanes }: { lanes: TimelineLane[] }) {
  const { t } = useTranslation();
  const text = usePersonText();
  return (
    <Stack gap="md">
      {lanes.map((lane) => (
        <Stack key={lane.key} gap={4}>
          <Text className={classes.laneTitle} component="h3" m={0}>
            {lane.title}
          </Text>
          {lane.bars.length === 0 ? (
            <Text size="sm" className={classes.muted}>
              {t('person.timeline.none')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} className={classes.list}>
              {lane.bars.map((bar) => {
                const range = bar.when ?? text.range(bar.range.date_since, bar.range.date_until);
                return (
                  <li key={bar.key}>
                    {bar.onOpen ? (
                      <UnstyledButton className={classes.listButton} onClick={bar.onOpen}>
                        <Text size="sm" fw={500} span>
                          {bar.label}
                        </Text>{' '}
                        <Text size="sm" span className={classes.muted}>
                          {range}
                        </Text>
                      </UnstyledButton>
                    ) : (
                      <Text size="sm">
                        <Text fw={500} span>
                          {bar.label}
                        </Text>{' '}
                        <Text span className={classes.muted}>
                          {range}
                        </Text>
                      </Text>
                    )}
                  </li>
                );
              })}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
