import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconHourglass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequestAddResponse } from '../../../contract/change-requests.ts';
import { addDays } from '../../../contract/dates.ts';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { SaveErrorAlert } from '../../components/save-error-alert.tsx';
import { useFormatter } from '../../lib/format.ts';
import { totalLength } from '../../lib/intervals.ts';
import { DayStrip } from './day-strip.tsx';
import { drawnRows } from './edit-rows.ts';
import { IntervalFields } from './interval-fields.tsx';
import { SaveOutcome } from './save-outcome.tsx';
import { useWorkDay } from './use-work-day.ts';

export type WorkDayProps = {
  date: string;
  usersId: number;
  /** The co-worker's name when the day is not the viewer's own, else null. */
  coworker: string | null;
  /** The `user` search parameter to keep when moving between days. */
  userParam: number | undefined;
  timeZone: string;
  hour12: boolean;
  /** "Mon, 6 May 2024". */
  dayText: string;
  /** An instant of the day as clock time in the person's zone. */
  time: (instant: number) => string;
  /** What became of a save, with a way back to the day. */
  renderSaved: (result: ChangeRequestAddResponse, onDone: () => void) => ReactNode;
  /** A pending request of someone's, as "+08:00–09:30". */
  summary: (request: NonNullable<ReturnType<typeof useWorkDay>['pending']>) => string;
};

/** One day's work time: the intervals on a 24-hour strip to drag, the same as typed times, and saving. */
export function WorkDayPage(props: WorkDayProps) {
  const { date, usersId, coworker, userParam, timeZone, hour12, dayText, time } = props;
  const { t } = useTranslation();
  const format = useFormatter();
  const work = useWorkDay(usersId, date);
  const offline = useOfflineWrites();
  const drawn = drawnRows(work.rows);
  const worked = totalLength(drawn);
  const span = drawn.length > 0 ? (drawn.at(-1)?.until ?? 0) - (drawn[0]?.since ?? 0) : 0;

  const dayLink = (offset: number, label: string, icon: ReactNode) => (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      renderRoot={(rootProps) => (
        <Link
          {...rootProps}
          to="/work-day/$date"
          params={{ date: addDays(date, offset) }}
          search={{ user: userParam }}
        />
      )}
    >
      {icon}
    </ActionIcon>
  );

  const body = () => {
    if (work.result) return props.renderSaved(work.result, work.closeResult);
    if (work.loading) return <Skeleton height={160} />;
    if (work.loadError) return <SaveErrorAlert error={work.loadError} fieldsMarked={false} />;
    if (!work.readable) {
      return <Alert color="gray">{t('workDay.notAllowed')}</Alert>;
    }
    const nothing = work.changes !== null && work.changes.length === 0;
    return (
      <Stack gap="md">
        <SaveOutcome date={date} dayText={dayText} />
        {work.pending && (
          <Alert
            color="yellow"
            icon={<IconHourglass aria-hidden />}
            title={t('changeRequests.form.pendingTitle')}
          >
            <Text size="sm">
              {t('changeRequests.form.pendingText', { summary: props.summary(work.pending) })}
            </Text>
          </Alert>
        )}
        {work.clockRuns && (
          <Text size="sm" c="dimmed">
            {t('workDay.clockRuns')}
          </Text>
        )}
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <DayStrip
              date={date}
              timeZone={timeZone}
              hour12={hour12}
              rows={work.rows}
              time={time}
              label={t('workDay.strip', { day: dayText })}
              onRows={work.setRows}
            />
            <Text size="sm" aria-live="polite">
              {t('workDay.totals', {
                worked: format.duration(worked / 1000),
                breaks: format.duration((span - worked) / 1000),
              })}
            </Text>
          </Stack>
        </Paper>
        <IntervalFields
          date={date}
          timeZone={timeZone}
          rows={work.rows}
          problems={work.problems}
          onRows={work.setRows}
        />
        <SaveErrorAlert error={work.saveError} fieldsMarked={false} />
        {offline.note}
        <Group justify="flex-end" gap="sm">
          {nothing && (
            <Text size="sm" c="dimmed">
              {t('workDay.nothingChanged')}
            </Text>
          )}
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" disabled={!work.dirty || work.saving} onClick={work.reset}>
              {t('workDay.reset')}
            </Button>
            <Button
              loading={work.saving}
              disabled={work.changes === null || nothing || offline.offline}
              aria-describedby={offline.describedBy}
              onClick={work.save}
            >
              {t('workDay.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <PageTitle>{coworker ? t('workDay.titleOf', { name: coworker }) : t('workDay.title')}</PageTitle>
        <Group gap="xs" wrap="nowrap">
          {dayLink(-1, t('workDay.previousDay'), <IconChevronLeft size={18} aria-hidden />)}
          <Title order={2} size="h4" style={{ flex: 1, textAlign: 'center' }}>
            {dayText}
          </Title>
          {dayLink(1, t('workDay.nextDay'), <IconChevronRight size={18} aria-hidden />)}
        </Group>
      </Stack>
      {body()}
    </Stack>
  );
}
