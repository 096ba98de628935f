import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type SurchargeKind, surchargeKinds } from '../../../contract/surcharges.ts';
import { HourAxis, SurchargeTrack } from '../../components/surcharge-day/surcharge-day-track.tsx';
import {
  type DayPreview,
  type IllustrativeDay,
  type PreviewModel,
  type PreviewSegment,
  surchargeWeekPreview,
  type Weekday,
} from '../../components/surcharge-day/surcharge-preview.ts';
import {
  kindColors,
  type SurchargeText,
  useSurchargeText,
} from '../../components/surcharge-day/surcharge-text.ts';
import classes from './surcharge-week-preview.module.css';

/** Below this width the chart uses short day names and fewer hour marks, so it fits a phone. */
const NARROW_PX = 520;

type Percents = Partial<Record<SurchargeKind, number>>;

function percentsOf(model: PreviewModel): Percents {
  const percents: Percents = {};
  for (const kind of surchargeKinds) {
    const surcharge = model[kind];
    if (surcharge) percents[kind] = surcharge.percent;
  }
  return percents;
}

function segmentText(segment: PreviewSegment, text: SurchargeText, percents: Percents): string {
  return text.segment(segment, percents);
}

/** The spill of a nonbusiness day's own window into the evening before and the morning after, in words. */
function spillNotes(day: IllustrativeDay, text: SurchargeText, percents: Percents, t: TFunction) {
  return [
    ...day.before.map((segment) =>
      t('surcharges.preview.before', { segment: segmentText(segment, text, percents) }),
    ),
    ...day.after.map((segment) =>
      t('surcharges.preview.after', { segment: segmentText(segment, text, percents) }),
    ),
  ];
}

/**
 * Where each surcharge of a model applies in a week of 24-hour days, with the percent that applies
 * where windows overlap. The chart is for the eye; the table under it says the same in words.
 */
export function SurchargeWeekPreview({
  model,
  weekStartsMonday,
  hour12,
}: {
  model: PreviewModel;
  weekStartsMonday: boolean;
  hour12: boolean;
}) {
  const { t } = useTranslation();
  const text = useSurchargeText({ hour12 });
  const titleId = useId();
  const { ref, width } = useElementSize();
  const narrow = width > 0 && width < NARROW_PX;
  const preview = useMemo(() => surchargeWeekPreview(model, { weekStartsMonday }), [model, weekStartsMonday]);
  const percents = percentsOf(model);
  const configured = surchargeKinds.filter((kind) => model[kind]);
  // The track is the chart minus the label column and the gap.
  const trackWidth = Math.max(0, width - (narrow ? 36 : 96) - 10);

  const dayLabel = (day: DayPreview) => text.weekday(day.weekday, narrow ? 'short' : 'long');
  const tooltipOf = (segment: PreviewSegment) => segmentText(segment, text, percents);
  const illustrativeTitle = (day: IllustrativeDay) =>
    t(`surcharges.preview.illustrative.${day.kind}`, { weekday: text.weekday(day.weekday) });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <div>
        <Title order={2} size="h4" id={titleId}>
          {t('surcharges.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {model.accumulation ? t('surcharges.preview.ruleAdded') : t('surcharges.preview.ruleHigher')}
        </Text>
      </div>

      {configured.length === 0 ? (
        <Text size="sm">{t('surcharges.preview.nothing')}</Text>
      ) : (
        <Group gap="md" role="list" aria-label={t('surcharges.preview.legend')}>
          {configured.map((kind) => (
            <Group key={kind} gap={6} wrap="nowrap" role="listitem">
              <span
                className={classes.swatch}
                style={{ backgroundColor: `var(--mantine-color-${kindColors[kind]}-filled)` }}
                aria-hidden
              />
              <Text size="sm">{text.kindWithPercent(kind, percents[kind] ?? 0)}</Text>
            </Group>
          ))}
        </Group>
      )}

      {preview.emptyKinds.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} p="xs">
          <Text size="sm">
            {t('surcharges.preview.neverApplies', {
              kinds: preview.emptyKinds.map((kind) => text.kind(kind)).join(', '),
            })}
          </Text>
        </Alert>
      )}

      <div
        ref={ref}
        className={classes.chart}
        data-narrow={narrow || undefined}
        role="img"
        aria-label={t('surcharges.preview.chartLabel')}
      >
        <span />
        <HourAxis narrow={narrow} text={text} />
        {preview.days.map((day) => (
          <Fragment key={day.weekday}>
            <span className={classes.dayLabel} data-weekend={day.weekday >= 5 || undefined}>
              {capitalize(dayLabel(day))}
            </span>
            <SurchargeTrack segments={day.segments} width={trackWidth} tooltipOf={tooltipOf} text={text} />
          </Fragment>
        ))}
        {preview.illustrative.map((day) => (
          <Fragment key={day.kind}>
            <div className={classes.separator} />
            <span />
            <span className={classes.illustrativeTitle}>{illustrativeTitle(day)}</span>
            {neighbours(day).map(({ weekday, segments, own }) => (
              <Fragment key={weekday}>
                <span className={classes.dayLabel} data-neighbour={own ? undefined : true}>
                  {capitalize(text.weekday(weekday, 'short'))}
                </span>
                <SurchargeTrack segments={segments} width={trackWidth} tooltipOf={tooltipOf} text={text} />
              </Fragment>
            ))}
          </Fragment>
        ))}
      </div>

      <div className={classes.tableWrap}>
        <Table withTableBorder verticalSpacing={6} fz="sm" captionSide="top">
          <Table.Caption>{t('surcharges.preview.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="30%">
                {t('surcharges.preview.day')}
              </Table.Th>
              <Table.Th scope="col">{t('surcharges.preview.times')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groupAlikeDays(preview.days).map(({ first, last, segments }) => (
              <Table.Tr key={first}>
                <Table.Th scope="row" fw={500}>
                  {capitalize(
                    first === last ? text.weekday(first) : `${text.weekday(first)} – ${text.weekday(last)}`,
                  )}
                </Table.Th>
                <Table.Td>
                  <WindowList lines={segments.map((segment) => segmentText(segment, text, percents))} />
                </Table.Td>
              </Table.Tr>
            ))}
            {preview.illustrative.map((day) => (
              <Table.Tr key={day.kind}>
                <Table.Th scope="row" fw={500}>
                  {illustrativeTitle(day)}
                </Table.Th>
                <Table.Td>
                  <WindowList
                    lines={[
                      ...day.segments.map((segment) => segmentText(segment, text, percents)),
                      ...spillNotes(day, text, percents, t),
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

/** The illustrative day between the days its own window reaches into, each drawn only when it does. */
function neighbours(day: IllustrativeDay) {
  const shift = (by: number) => ((((day.weekday + by) % 7) + 7) % 7) as Weekday;
  return [
    ...(day.before.length > 0 ? [{ weekday: shift(-1), segments: day.before, own: false }] : []),
    { weekday: day.weekday, segments: day.segments, own: true },
    ...(day.after.length > 0 ? [{ weekday: shift(1), segments: day.after, own: false }] : []),
  ];
}

/** Neighbouring days with the same windows share a table row ("Monday – Friday"), so the table stays short. */
function groupAlikeDays(days: DayPreview[]) {
  const groups: { first: Weekday; last: Weekday; segments: PreviewSegment[]; key: string }[] = [];
  for (const day of days) {
    const key = JSON.stringify(day.segments);
    const previous = groups.at(-1);
    if (previous && previous.key === key) previous.last = day.weekday;
    else groups.push({ first: day.weekday, last: day.weekday, segments: day.segments, key });
  }
  return groups;
}

/** French and a few others write weekdays in lower case; as a row heading it starts with a capital. */
function capitalize(label: string): string {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}

function WindowList({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('surcharges.preview.none')}
      </Text>
    );
  }
  return (
    <ul className={classes.windowList}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
