import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconHandClick } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { daysOfMonth, yearOf } from '../../../contract/dates.ts';
import { rights, subjectOf } from '../../../contract/rights.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { AbsenceCalendar, type CalendarHeaderCell, type CalendarRow } from './absence-calendar.tsx';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceDetails } from './absence-details.tsx';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { daysOffOf } from './calendar-layout.ts';
import { type DaySelection, useCalendarPicking } from './calendar-picking.ts';
import { strongPrimary } from './colors.ts';
import { type AbsencesSearch, matchesFilters } from './filters.ts';
import { Legend } from './legend.tsx';
import type { People } from './people.ts';
import { usePickDayLabel, usePublicHolidays } from './public-holidays.ts';

/** One month, a row per co-worker: bars for absences, days to pick for a new one, and the legend. */
export function MonthCalendar({
  month,
  today,
  search,
  people,
  rows,
  filtered,
  commands,
  onClearFilters,
  onFile,
}: {
  month: string;
  today: string;
  search: AbsencesSearch;
  people: People;
  /** The co-workers to show, in order, already filtered by team and co-worker. */
  rows: readonly User[];
  filtered: boolean;
  commands: AbsenceCommands;
  onClearFilters: () => void;
  onFile: (target: AbsenceFormTarget) => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const { user: viewer } = useCurrentUser();
  const caller = useCaller();
  const year = yearOf(month);
  // The month's absences only: a company's year is megabytes, and each month keeps its own cache entry.
  const absences = useQuery({
    ...absenceQueries.month(month),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  // Days off only shade; without the rows (a worker sees only their own) the grid still works.
  const targetHours = useQuery({ ...targetHoursQueries.list(), retry: false });
  const onRange = useCallback(
    (rowKey: string, since: string, until: string) =>
      onFile({ kind: 'create', usersId: Number(rowKey), since, until }),
    [onFile],
  );
  const picking = useCalendarPicking({ acrossRows: false, onRange, commands });
  const { selection } = picking;

  const dates = useMemo(() => daysOfMonth(month), [month]);
  const holidays = usePublicHolidays(rows, dates);
  const columns = useDayHeaders(dates);

  // Each person's absences in this month, filtered; arrays stay the same while nothing changes,
  // so unchanged rows do not re-render.
  const byUser = useMemo(() => {
    const map = new Map<number, Absence[]>();
    for (const absence of absences.data ?? []) {
      if (!matchesFilters(absence, search)) continue;
      const list = map.get(absence.users_id);
      if (list) list.push(absence);
      else map.set(absence.users_id, [absence]);
    }
    return map;
  }, [absences.data, search]);

  const daysOff = useMemo(() => {
    const rowsByUser = new Map<number, TargetHoursRow[]>();
    for (const row of targetHours.data ?? []) {
      rowsByUser.set(row.users_id, [...(rowsByUser.get(row.users_id) ?? []), row]);
    }
    return new Map([...rowsByUser].map(([usersId, rows]) => [usersId, daysOffOf(rows, dates)]));
  }, [targetHours.data, dates]);

  const empty = useMemo<Absence[]>(() => [], []);
  const person = useCallback((absence: Absence) => people.byId.get(absence.users_id)?.name ?? '', [people]);
  const calendarRows: CalendarRow[] = useMemo(
    () =>
      rows.map((user) => ({
        key: String(user.id),
        header: (
          <Link
            to="/absences/person/$userId"
            params={{ userId: String(user.id) }}
            search={{ year }}
            title={user.name}
            aria-label={t('absences.calendar.yearOf', { name: user.name })}
          >
            {user.name}
            {user.id === caller.id ? ` ${t('absences.calendar.you')}` : ''}
          </Link>
        ),
        dates,
        absences: byUser.get(user.id) ?? empty,
        weekendFriday: user.weekend_friday,
        daysOff: daysOff.get(user.id),
        holidays: holidays.get(user.id),
        selectable: rights.filesAbsenceFor(caller, subjectOf(user, people.teams)),
        own: user.id === caller.id,
        person,
      })),
    [rows, dates, byUser, empty, daysOff, holidays, caller, people.teams, year, person, t],
  );

  const renderDetails = useCallback(
    (absence: Absence) => (
      <AbsenceDetails absence={absence} people={people} commands={picking.detailCommands} />
    ),
    [people, picking.detailCommands],
  );
  const barText = useCallback((absence: Absence) => text.type(absence), [text]);
  const dayLabel = usePickDayLabel();

  if (rows.length === 0) {
    return (
      <NoMatches
        title={filtered ? t('absences.calendar.noRows') : t('absences.calendar.nobody')}
        description={filtered ? t('absences.calendar.noRowsHint') : undefined}
        onClearFilters={filtered ? onClearFilters : undefined}
      />
    );
  }
  if (absences.isPending) return <TableSkeleton rows={Math.min(rows.length, 10)} />;
  if (absences.isError && !absences.data) {
    return (
      <ErrorPanel error={absences.error} onRetry={() => absences.refetch()} retrying={absences.isFetching} />
    );
  }

  const shown = shownAbsences(byUser, rows);
  const selectedUser = selection ? people.byId.get(Number(selection.rowKey)) : undefined;
  const hasDaysOff = [...daysOff.values()].some((set) => set.size > 0);

  return (
    <Stack gap="sm">
      <PickPrompt
        selection={selection}
        name={selectedUser?.name ?? ''}
        onSingleDay={(picked) => {
          onRange(picked.rowKey, picked.date, picked.date);
          picking.clearSelection();
        }}
        onCancel={picking.clearSelection}
      />
      {shown.count === 0 && (
        <Text size="sm" role="status">
          {t('absences.calendar.noAbsences', { month: text.month(month) })}
        </Text>
      )}
      <Box pos="relative" aria-busy={absences.isFetching && absences.isPlaceholderData}>
        <AbsenceCalendar
          testId="absence-calendar"
          label={t('absences.calendar.label', { month: text.month(month) })}
          cornerLabel={t('absences.calendar.coworker')}
          columns={columns}
          rows={calendarRows}
          today={today}
          weekstartMonday={viewer.weekstart_monday}
          weekendFriday={viewer.weekend_friday}
          openBarId={picking.openBarId}
          onBarClick={picking.onBarClick}
          onBarDismiss={picking.onBarDismiss}
          renderDetails={renderDetails}
          barName={text.barName}
          barText={barText}
          selection={selection}
          onDayClick={picking.onDayClick}
          dayLabel={dayLabel}
        />
      </Box>
      <Legend
        types={shown.types}
        pending={shown.pending}
        half={shown.half}
        daysOff={hasDaysOff}
        holidays={rows.some((user) => holidays.has(user.id))}
      />
      {absences.isError && <ErrorPanel error={absences.error} onRetry={() => absences.refetch()} />}
    </Stack>
  );
}

/** A column header per day of the month: weekday and day number, the full date to screen readers. */
function useDayHeaders(dates: readonly string[]): CalendarHeaderCell[] {
  const text = useAbsenceText();
  return useMemo(
    () =>
      dates.map((date) => ({
        key: date,
        date,
        label: text.range(date, date, true),
        content: (
          <>
            <span>{text.weekday(date)}</span>
            <strong>{Number(date.slice(8, 10))}</strong>
          </>
        ),
      })),
    [dates, text],
  );
}

/** What the legend explains: the types, pending requests and half days among the absences shown. */
function shownAbsences(byUser: ReadonlyMap<number, readonly Absence[]>, rows: readonly User[]) {
  const types = new Set<number>();
  let count = 0;
  let pending = false;
  let half = false;
  for (const list of byUser.values()) {
    for (const absence of list) {
      if (!rows.some((user) => user.id === absence.users_id)) continue;
      count++;
      types.add(absence.type ?? 0);
      pending ||= absence.status === 0;
      half ||= absence.count_days === 0.5;
    }
  }
  return { count, types: [...types].sort((left, right) => left - right), pending, half };
}

/** How to pick days, or, once a first day is picked, which one and the way to file it alone or stop. */
function PickPrompt({
  selection,
  name,
  onSingleDay,
  onCancel,
}: {
  selection: DaySelection | null;
  name: string;
  onSingleDay: (selection: DaySelection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  if (!selection) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.selection.hint')}
      </Text>
    );
  }
  return (
    <Alert color="indigo" icon={<IconHandClick size={18} aria-hidden />} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {t('absences.selection.started', { date: text.range(selection.date, selection.date, true), name })}
        </Text>
        <Group gap="xs">
          <Button size="xs" color={strongPrimary} onClick={() => onSingleDay(selection)}>
            {t('absences.selection.singleDay')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('absences.selection.cancel')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
