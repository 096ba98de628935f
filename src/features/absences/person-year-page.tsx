import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { AbsenceCalendar, type CalendarHeaderCell, type CalendarRow } from './absence-calendar.tsx';
import { AbsenceActions, AbsenceDetails, type People, StatusBadge } from './absence-details.tsx';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { absenceRights } from './absence-rights.ts';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { daysOffOf, plannerColumns } from './calendar-layout.ts';
import { strongPrimary } from './colors.ts';
import { useAbsenceDecisions } from './decisions.tsx';
import { HolidayAccountCard } from './holiday-account-view.tsx';
import { Legend } from './legend.tsx';

const AbsenceFormModal = lazy(() =>
  import('./absence-form.tsx').then((module) => ({ default: module.AbsenceFormModal })),
);

const MONTHS = Array.from({ length: 12 }, (_, index) => index);
const DAY_COLUMNS: CalendarHeaderCell[] = Array.from({ length: 31 }, (_, index) => ({
  key: String(index + 1),
  date: null,
  label: String(index + 1),
  content: <strong>{index + 1}</strong>,
}));

/** One co-worker's year: a twelve-month planner, the holiday account and the list of absences. */
export function PersonYearPage({
  userId,
  year,
  onYearChange,
}: {
  userId: number;
  year: number;
  onYearChange: (year: number) => void;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useCurrentUser();
  const { data: coworkers } = useSuspenseQuery(userQueries.list());
  const { data: teams } = useSuspenseQuery(teamQueries.list());
  const people: People = useMemo(
    () => ({ teams, byId: new Map(coworkers.map((user) => [user.id, user])) }),
    [coworkers, teams],
  );
  const subject = people.byId.get(userId);
  const [formTarget, setFormTarget] = useState<AbsenceFormTarget | null>(null);

  if (!subject) {
    return (
      <Stack gap="md">
        <BackLink year={year} />
        <NoMatches title={t('absences.person.notFound')} />
      </Stack>
    );
  }
  const sees = absenceRights.sees(viewer, subject);
  const files = absenceRights.filesFor(viewer, subject);
  const team = teams.find((candidate) => candidate.id === subject.teams_id);

  return (
    <Stack gap="md">
      <BackLink year={year} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('absences.person.title', { name: subject.name, year })}
          </Title>
          {team && (
            <Text size="sm" className={styles.muted}>
              {team.name}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Tooltip label={t('absences.person.previousYear')} openDelay={300}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('absences.person.previousYear')}
              onClick={() => onYearChange(year - 1)}
              disabled={year <= 1970}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
            {year}
          </Text>
          <Tooltip label={t('absences.person.nextYear')} openDelay={300}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('absences.person.nextYear')}
              onClick={() => onYearChange(year + 1)}
              disabled={year >= 2100}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {files && (
            <Button
              color={strongPrimary}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => setFormTarget({ usersId: subject.id })}
            >
              {subject.id === viewer.id ? t('absences.request') : t('absences.enter')}
            </Button>
          )}
        </Group>
      </Group>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 2, lg: 1 }}>
          {sees ? (
            <YearPlanner
              viewer={viewer}
              subject={subject}
              year={year}
              people={people}
              onFile={setFormTarget}
            />
          ) : (
            <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
              {t('absences.person.notVisible')}
            </Alert>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 1, lg: 2 }}>
          <HolidayAccountCard viewer={viewer} subject={subject} year={year} />
        </Grid.Col>
      </Grid>

      {formTarget && (
        <Suspense fallback={null}>
          <AbsenceFormModal
            target={formTarget}
            viewer={viewer}
            coworkers={coworkers.filter(
              (user) =>
                user.active &&
                (user.id === subject.id || user.id === viewer.id) &&
                absenceRights.filesFor(viewer, user),
            )}
            onClose={() => setFormTarget(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function BackLink({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link {...props} to="/absences" search={{ month: `${year}-01` }} />}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('absences.person.back')}
      </Group>
    </Anchor>
  );
}

function YearPlanner({
  viewer,
  subject,
  year,
  people,
  onFile,
}: {
  viewer: User;
  subject: User;
  year: number;
  people: People;
  onFile: (target: AbsenceFormTarget) => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  const decisions = useAbsenceDecisions();
  const today = format.today();
  const absences = useQuery({ ...absenceQueries.year(year), placeholderData: keepPreviousData });
  const targetHours = useQuery({ ...targetHoursQueries.list(), retry: false });
  const [openBarId, setOpenBarId] = useState<number | null>(null);
  const [selection, setSelection] = useState<{ rowKey: string; date: string } | null>(null);

  const own = useMemo(
    () =>
      (absences.data ?? []).filter(
        (absence) => absence.users_id === subject.id && absence.date_since.startsWith(`${year}-`),
      ),
    [absences.data, subject.id, year],
  );
  const live = useMemo(() => own.filter((absence) => absence.status <= 1), [own]);
  const files = absenceRights.filesFor(viewer, subject);
  const person = useCallback(() => subject.name, [subject.name]);

  const rows: CalendarRow[] = useMemo(() => {
    const targetRows = (targetHours.data ?? []).filter((row) => row.users_id === subject.id);
    return MONTHS.map((monthIndex) => {
      const dates = plannerColumns(year, monthIndex);
      const month = `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
      return {
        key: month,
        header: (
          <Link to="/absences" search={{ month, user: subject.id }} title={text.month(month)}>
            {text.monthShort(month)}
          </Link>
        ),
        dates,
        absences: live,
        weekendFriday: subject.weekend_friday,
        daysOff: daysOffOf(
          targetRows,
          dates.filter((date): date is string => date !== null),
        ),
        selectable: files,
        person,
      };
    });
  }, [year, live, subject, files, person, targetHours.data, text]);

  const renderDetails = useCallback(
    (absence: Absence) => (
      <AbsenceDetails
        absence={absence}
        viewer={viewer}
        people={people}
        decisions={decisions}
        withYearLink={false}
      />
    ),
    [viewer, people, decisions],
  );
  const onDayClick = useCallback(
    (rowKey: string, date: string) => {
      setOpenBarId(null);
      setSelection((current) => {
        // Within one person's year any two days make a range, even across months.
        if (!current) return { rowKey, date };
        const [since, until] = current.date <= date ? [current.date, date] : [date, current.date];
        onFile({ usersId: subject.id, since, until });
        return null;
      });
    },
    [onFile, subject.id],
  );

  if (absences.isPending) return <TableSkeleton rows={12} />;
  if (absences.isError && !absences.data) {
    return (
      <ErrorPanel error={absences.error} onRetry={() => absences.refetch()} retrying={absences.isFetching} />
    );
  }
  const types = [...new Set(live.map((absence) => absence.type ?? 0))].sort((left, right) => left - right);

  return (
    <Stack gap="sm">
      {files && (
        <Text size="sm" className={styles.muted} role="status">
          {selection
            ? t('absences.selection.startedYear', { date: text.range(selection.date, selection.date, true) })
            : t('absences.selection.hintYear')}
        </Text>
      )}
      <AbsenceCalendar
        testId="absence-year"
        variant="planner"
        label={t('absences.person.plannerLabel', { name: subject.name, year })}
        cornerLabel={t('absences.person.month')}
        columns={DAY_COLUMNS}
        rows={rows}
        today={today}
        weekstartMonday={viewer.weekstart_monday}
        weekendFriday={viewer.weekend_friday}
        openBarId={openBarId}
        onBarClick={(absence) => {
          setSelection(null);
          setOpenBarId((current) => (current === absence.id ? null : absence.id));
        }}
        onBarDismiss={() => setOpenBarId(null)}
        renderDetails={renderDetails}
        barName={text.barName}
        barText={text.type}
        selection={selection}
        onDayClick={onDayClick}
        dayLabel={(date) => t('absences.calendar.pickDay', { date: text.range(date, date, true) })}
      />
      <Legend
        types={types}
        pending={live.some((absence) => absence.status === 0)}
        half={live.some((absence) => absence.count_days === 0.5)}
        daysOff={rows.some((row) => (row.daysOff?.size ?? 0) > 0)}
      />
      <AbsenceList absences={own} viewer={viewer} people={people} decisions={decisions} year={year} />
    </Stack>
  );
}

function AbsenceList({
  absences,
  viewer,
  people,
  decisions,
  year,
}: {
  absences: readonly Absence[];
  viewer: User;
  people: People;
  decisions: ReturnType<typeof useAbsenceDecisions>;
  year: number;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  if (absences.length === 0) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.person.none', { year })}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('absences.person.list', { year })}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('absences.person.columns.dates')}</Table.Th>
              <Table.Th>{t('absences.person.columns.type')}</Table.Th>
              <Table.Th>{t('absences.person.columns.length')}</Table.Th>
              <Table.Th>{t('absences.person.columns.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {absences.map((absence) => (
              <Table.Tr key={absence.id}>
                <Table.Td>{text.range(absence.date_since, absence.date_until)}</Table.Td>
                <Table.Td>
                  {text.type(absence)}
                  {absence.note ? (
                    <Text size="xs" className={styles.muted} lineClamp={2}>
                      {absence.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {absence.count_days === 0.5
                    ? t('absences.details.halfDay')
                    : absence.count_days != null
                      ? t('absences.details.days', {
                          count: absence.count_days,
                          days: text.days(absence.count_days),
                        })
                      : absence.count_hours != null
                        ? t('absences.details.hours', { hours: format.hours(absence.count_hours) })
                        : '—'}
                </Table.Td>
                <Table.Td>
                  <StatusBadge absence={absence} />
                </Table.Td>
                <Table.Td>
                  <AbsenceActions absence={absence} viewer={viewer} people={people} decisions={decisions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
