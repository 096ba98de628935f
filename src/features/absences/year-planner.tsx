import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { eachDay, shiftMonth } from '../../../contract/dates.ts';
import { rights, subjectOf } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { AbsenceCalendar, type CalendarHeaderCell, type CalendarRow } from './absence-calendar.tsx';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceDetails } from './absence-details.tsx';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { daysOffOf, plannerColumns } from './calendar-layout.ts';
import { useCalendarPicking } from './calendar-picking.ts';
import { Legend } from './legend.tsx';
import type { People } from './people.ts';
import { usePickDayLabel, usePublicHolidays } from './public-holidays.ts';
import { YearAbsenceList } from './year-absence-list.tsx';

const DAY_COLUMNS: CalendarHeaderCell[] = Array.from({ length: 31 }, (_, index) => ({
  key: String(index + 1),
  date: null,
  label: String(index + 1),
  content: <strong>{index + 1}</strong>,
}));

/** One person's year as twelve month rows under the same day numbers, then the list of absences. */
export function YearPlanner({
  subject,
  year,
  people,
  commands,
  onFile,
}: {
  subject: User;
  year: number;
  people: People;
  commands: AbsenceCommands;
  onFile: (target: AbsenceFormTarget) => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const format = useFormatter();
  const { user: viewer } = useCurrentUser();
  const caller = useCaller();
  const today = format.today();
  const absences = useQuery({ ...absenceQueries.year(year), placeholderData: keepPreviousData });
  const targetHours = useQuery({ ...targetHoursQueries.list(), retry: false });
  const onRange = useCallback(
    (_month: string, since: string, until: string) =>
      onFile({ kind: 'create', usersId: subject.id, since, until }),
    [onFile, subject.id],
  );
  const picking = useCalendarPicking({ acrossRows: true, onRange, commands });
  const { selection } = picking;

  const own = useMemo(
    () =>
      (absences.data ?? []).filter(
        (absence) => absence.users_id === subject.id && absence.date_since.startsWith(`${year}-`),
      ),
    [absences.data, subject.id, year],
  );
  const live = useMemo(() => own.filter((absence) => absence.status <= 1), [own]);
  const files = rights.filesAbsenceFor(caller, subjectOf(subject, people.teams));
  const person = useCallback(() => subject.name, [subject.name]);
  const subjects = useMemo(() => [subject], [subject]);
  const yearDates = useMemo(() => eachDay(`${year}-01-01`, `${year}-12-31`), [year]);
  const holidays = usePublicHolidays(subjects, yearDates).get(subject.id);
  const dayLabel = usePickDayLabel();

  const rows: CalendarRow[] = useMemo(() => {
    const targetRows = (targetHours.data ?? []).filter((row) => row.users_id === subject.id);
    return Array.from({ length: 12 }, (_, index) => {
      const month = shiftMonth(`${year}-01`, index);
      const dates = plannerColumns(month);
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
        holidays,
        selectable: files,
        person,
      };
    });
  }, [year, live, subject, files, person, targetHours.data, holidays, text]);

  const renderDetails = useCallback(
    (absence: Absence) => (
      <AbsenceDetails
        absence={absence}
        people={people}
        commands={picking.detailCommands}
        withYearLink={false}
      />
    ),
    [people, picking.detailCommands],
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
        openBarId={picking.openBarId}
        onBarClick={picking.onBarClick}
        onBarDismiss={picking.onBarDismiss}
        renderDetails={renderDetails}
        barName={text.barName}
        barText={text.type}
        selection={selection}
        onDayClick={picking.onDayClick}
        dayLabel={dayLabel}
      />
      <Legend
        types={types}
        pending={live.some((absence) => absence.status === 0)}
        half={live.some((absence) => absence.count_days === 0.5)}
        daysOff={rows.some((row) => (row.daysOff?.size ?? 0) > 0)}
        holidays={holidays !== undefined}
      />
      <YearAbsenceList absences={own} people={people} commands={commands} year={year} />
    </Stack>
  );
}
