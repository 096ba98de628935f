import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconChevronLeft, IconChevronRight, IconHandClick } from '@tabler/icons-react';
import { keepPreviousData, useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Absence,
  type AbsenceType,
  absenceTypes,
  absenceTypeValues,
} from '../../../contract/absences.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
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
import { AbsenceDetails, type People } from './absence-details.tsx';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { absenceRights } from './absence-rights.ts';
import { useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { daysOffOf, daysOfMonth, isMonth, monthOf, shiftMonth, yearOf } from './calendar-layout.ts';
import { strongPrimary } from './colors.ts';
import { useAbsenceDecisions } from './decisions.tsx';
import {
  type AbsenceStatusFilter,
  type AbsencesSearch,
  type AbsenceTab,
  absenceStatusFilters,
  matchesFilters,
} from './filters.ts';
import { Legend } from './legend.tsx';
import { PendingRequests, pendingFor } from './pending-requests.tsx';

// The form brings the date inputs (Mantine dates, dayjs locales); it loads when first opened.
const AbsenceFormModal = lazy(() =>
  import('./absence-form.tsx').then((module) => ({ default: module.AbsenceFormModal })),
);

const byName = (left: User, right: User) => left.name.localeCompare(right.name);

function usePeople(): People & { coworkers: User[] } {
  const { data: coworkers } = useSuspenseQuery(userQueries.list());
  const { data: teams } = useSuspenseQuery(teamQueries.list());
  return useMemo(
    () => ({ coworkers, teams, byId: new Map(coworkers.map((user) => [user.id, user])) }),
    [coworkers, teams],
  );
}

export function AbsencesPage({
  search,
  onSearchChange,
  onClearFilters,
}: {
  search: AbsencesSearch;
  onSearchChange: (change: Partial<AbsencesSearch>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useCurrentUser();
  const format = useFormatter();
  const text = useAbsenceText();
  const people = usePeople();
  const decisions = useAbsenceDecisions();
  const today = format.today();
  const month = search.month && isMonth(search.month) ? search.month : monthOf(today);
  const [formTarget, setFormTarget] = useState<AbsenceFormTarget | null>(null);

  // Rows: everyone whose absences the viewer may see, the viewer first, then by name.
  const visible = useMemo(
    () =>
      people.coworkers
        .filter((user) => user.active && absenceRights.sees(viewer, user))
        .sort((left, right) =>
          left.id === viewer.id ? -1 : right.id === viewer.id ? 1 : byName(left, right),
        ),
    [people.coworkers, viewer],
  );
  const keep = useCallback(
    (user: User) =>
      (search.team === undefined || user.teams_id === search.team) &&
      (search.user === undefined || user.id === search.user),
    [search.team, search.user],
  );
  const fileable = useMemo(
    () => visible.filter((user) => absenceRights.filesFor(viewer, user)),
    [visible, viewer],
  );
  const decidesForOthers = visible.some(
    (user) => user.id !== viewer.id && absenceRights.administers(viewer, user),
  );
  const filtered = search.team !== undefined || search.user !== undefined;

  // The pending tab covers this year and next, where requests wait; its count shows on the tab.
  const todayYear = yearOf(today);
  const pendingYears = useMemo(() => [todayYear, todayYear + 1], [todayYear]);
  const pendingQueries = useQueries({
    queries: pendingYears.map((pendingYear) => ({
      ...absenceQueries.year(pendingYear),
      enabled: decidesForOthers,
    })),
  });
  const pendingCount = decidesForOthers
    ? pendingFor(
        viewer,
        people,
        pendingQueries.flatMap((query) => query.data ?? []),
        keep,
      ).length
    : 0;

  const tab: AbsenceTab = decidesForOthers ? search.tab : 'calendar';
  const newAbsenceLabel = fileable.length > 1 ? t('absences.enter') : t('absences.request');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('absences.title')}
        </Title>
        <Button
          color={strongPrimary}
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => setFormTarget({ usersId: viewer.id })}
        >
          {newAbsenceLabel}
        </Button>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => value && onSearchChange({ tab: value as AbsenceTab })}
        keepMounted={false}
      >
        {decidesForOthers && (
          <Tabs.List mb="md">
            <Tabs.Tab value="calendar">{t('absences.tabs.calendar')}</Tabs.Tab>
            <Tabs.Tab
              value="pending"
              rightSection={
                pendingCount > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    color={strongPrimary}
                    aria-label={t('absences.pending.count', { count: pendingCount })}
                  >
                    {pendingCount}
                  </Badge>
                ) : undefined
              }
            >
              {t('absences.tabs.pending')}
            </Tabs.Tab>
          </Tabs.List>
        )}

        <Filters
          search={search}
          month={month}
          today={today}
          people={people}
          rows={visible}
          showMonth={tab === 'calendar'}
          onSearchChange={onSearchChange}
        />

        <Tabs.Panel value="calendar" pt="md">
          <MonthView
            month={month}
            today={today}
            search={search}
            people={people}
            rows={visible.filter(keep)}
            filtered={filtered}
            decisions={decisions}
            onClearFilters={onClearFilters}
            onFile={setFormTarget}
            text={text}
          />
        </Tabs.Panel>
        {decidesForOthers && (
          <Tabs.Panel value="pending" pt="md">
            <PendingRequests
              viewer={viewer}
              people={people}
              years={pendingYears}
              decisions={decisions}
              keep={keep}
              filtered={filtered}
              onClearFilters={onClearFilters}
            />
          </Tabs.Panel>
        )}
      </Tabs>

      {formTarget && (
        <Suspense fallback={null}>
          <AbsenceFormModal
            target={formTarget}
            viewer={viewer}
            coworkers={fileable}
            onClose={() => setFormTarget(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

function Filters({
  search,
  month,
  today,
  people,
  rows,
  showMonth,
  onSearchChange,
}: {
  search: AbsencesSearch;
  month: string;
  today: string;
  people: People;
  rows: readonly User[];
  showMonth: boolean;
  onSearchChange: (change: Partial<AbsencesSearch>) => void;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const teamOptions = people.teams
    .filter((team) => rows.some((user) => user.teams_id === team.id))
    .map((team) => ({ value: String(team.id), label: team.name }))
    .sort((left, right) => left.label.localeCompare(right.label));
  const userOptions = rows
    .filter((user) => search.team === undefined || user.teams_id === search.team)
    .map((user) => ({ value: String(user.id), label: user.name }));
  const typeOptions = absenceTypeValues.map((value) => ({
    value: String(value),
    label: t(`absences.types.${absenceTypes[value]}`),
  }));
  const statusLabels: Record<AbsenceStatusFilter, string> = {
    live: t('absences.filters.statusLive'),
    pending: t('absences.filters.statusPending'),
    approved: t('absences.filters.statusApproved'),
    all: t('absences.filters.statusAll'),
  };
  const select = { clearable: true, searchable: true, clearButtonProps: { 'aria-label': t('common.clear') } };
  return (
    <Stack gap="sm">
      {showMonth && (
        <Group gap="xs" align="center" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('absences.previousMonth')} openDelay={300}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('absences.previousMonth')}
                onClick={() => onSearchChange({ month: shiftMonth(month, -1) })}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <TextInput
              type="month"
              aria-label={t('absences.month')}
              value={month}
              min="1970-01"
              max="2100-12"
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isMonth(value)) onSearchChange({ month: value });
              }}
              w={{ base: 168, xs: 180 }}
            />
            <Tooltip label={t('absences.nextMonth')} openDelay={300}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('absences.nextMonth')}
                onClick={() => onSearchChange({ month: shiftMonth(month, 1) })}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Button
            variant="default"
            onClick={() => onSearchChange({ month: undefined })}
            disabled={month === monthOf(today)}
          >
            {t('absences.thisMonth')}
          </Button>
          <Title order={2} size="h3" ml={{ sm: 'sm' }} aria-live="polite">
            {text.month(month)}
          </Title>
        </Group>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" maw={1000}>
        {teamOptions.length > 0 && rows.length > 1 && (
          <Select
            {...select}
            label={t('absences.filters.team')}
            placeholder={t('absences.filters.allTeams')}
            data={teamOptions}
            value={search.team === undefined ? null : String(search.team)}
            onChange={(value) => onSearchChange({ team: value ? Number(value) : undefined, user: undefined })}
          />
        )}
        {rows.length > 1 && (
          <Select
            {...select}
            label={t('absences.filters.coworker')}
            placeholder={t('absences.filters.allCoworkers')}
            data={userOptions}
            value={search.user === undefined ? null : String(search.user)}
            onChange={(value) => onSearchChange({ user: value ? Number(value) : undefined })}
            nothingFoundMessage={t('list.noRecords')}
          />
        )}
        {showMonth && (
          <>
            <Select
              {...select}
              label={t('absences.filters.type')}
              placeholder={t('absences.filters.allTypes')}
              data={typeOptions}
              value={search.type === undefined ? null : String(search.type)}
              onChange={(value) =>
                onSearchChange({ type: value ? (Number(value) as AbsenceType) : undefined })
              }
            />
            <Select
              label={t('absences.filters.status')}
              data={absenceStatusFilters.map((value) => ({ value, label: statusLabels[value] }))}
              value={search.status}
              onChange={(value) => value && onSearchChange({ status: value as AbsenceStatusFilter })}
              allowDeselect={false}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function MonthView({
  month,
  today,
  search,
  people,
  rows,
  filtered,
  decisions,
  onClearFilters,
  onFile,
  text,
}: {
  month: string;
  today: string;
  search: AbsencesSearch;
  people: People;
  rows: readonly User[];
  filtered: boolean;
  decisions: ReturnType<typeof useAbsenceDecisions>;
  onClearFilters: () => void;
  onFile: (target: AbsenceFormTarget) => void;
  text: ReturnType<typeof useAbsenceText>;
}) {
  const { t } = useTranslation();
  const { user: viewer } = useCurrentUser();
  const year = yearOf(month);
  const absences = useQuery({
    ...absenceQueries.year(year),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  // Days off only shade; without the rows (a worker sees only their own) the grid still works.
  const targetHours = useQuery({ ...targetHoursQueries.list(), retry: false });
  const [openBarId, setOpenBarId] = useState<number | null>(null);
  const [selection, setSelection] = useState<{ rowKey: string; date: string } | null>(null);

  const dates = useMemo(() => daysOfMonth(month), [month]);
  const columns: CalendarHeaderCell[] = useMemo(
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

  // Each person's absences in this month, filtered; arrays stay the same while nothing changes,
  // so unchanged rows do not re-render.
  const byUser = useMemo(() => {
    const map = new Map<number, Absence[]>();
    const first = dates[0] ?? '';
    const last = dates[dates.length - 1] ?? '';
    for (const absence of absences.data ?? []) {
      if (absence.date_until < first || absence.date_since > last) continue;
      if (!matchesFilters(absence, search)) continue;
      const list = map.get(absence.users_id);
      if (list) list.push(absence);
      else map.set(absence.users_id, [absence]);
    }
    return map;
  }, [absences.data, dates, search]);

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
            {user.id === viewer.id ? ` ${t('absences.calendar.you')}` : ''}
          </Link>
        ),
        dates,
        absences: byUser.get(user.id) ?? empty,
        weekendFriday: user.weekend_friday,
        daysOff: daysOff.get(user.id),
        selectable: absenceRights.filesFor(viewer, user),
        own: user.id === viewer.id,
        person,
      })),
    [rows, dates, byUser, empty, daysOff, viewer, year, person, t],
  );

  const onBarClick = useCallback((absence: Absence) => {
    setSelection(null);
    setOpenBarId((current) => (current === absence.id ? null : absence.id));
  }, []);
  const onBarDismiss = useCallback(() => setOpenBarId(null), []);
  const renderDetails = useCallback(
    (absence: Absence) => (
      <AbsenceDetails absence={absence} viewer={viewer} people={people} decisions={decisions} />
    ),
    [viewer, people, decisions],
  );
  const barText = useCallback((absence: Absence) => text.type(absence), [text]);
  // Every selectable row names the same 31 days: translate and format each date once.
  const dayLabels = useMemo(
    () =>
      new Map(
        dates.map((date) => [date, t('absences.calendar.pickDay', { date: text.range(date, date, true) })]),
      ),
    [dates, t, text],
  );
  const dayLabel = useCallback((date: string) => dayLabels.get(date) ?? date, [dayLabels]);
  const onDayClick = useCallback(
    (rowKey: string, date: string) => {
      setOpenBarId(null);
      setSelection((current) => {
        if (!current || current.rowKey !== rowKey) return { rowKey, date };
        const [since, until] = current.date <= date ? [current.date, date] : [date, current.date];
        onFile({ usersId: Number(rowKey), since, until });
        return null;
      });
    },
    [onFile],
  );

  // Escape drops a half-made selection.
  useEffect(() => {
    if (!selection) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelection(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selection]);

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

  const shownTypes = new Set<number>();
  let shownCount = 0;
  let pendingShown = false;
  let halfShown = false;
  for (const list of byUser.values()) {
    for (const absence of list) {
      if (!rows.some((user) => user.id === absence.users_id)) continue;
      shownCount++;
      shownTypes.add(absence.type ?? 0);
      pendingShown ||= absence.status === 0;
      halfShown ||= absence.count_days === 0.5;
    }
  }
  const selectedUser = selection ? people.byId.get(Number(selection.rowKey)) : undefined;
  const hasDaysOff = [...daysOff.values()].some((set) => set.size > 0);

  return (
    <Stack gap="sm">
      {selection ? (
        <Alert color="indigo" icon={<IconHandClick size={18} aria-hidden />} role="status">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">
              {t('absences.selection.started', {
                date: text.range(selection.date, selection.date, true),
                name: selectedUser?.name ?? '',
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color={strongPrimary}
                onClick={() => {
                  onFile({ usersId: Number(selection.rowKey), since: selection.date, until: selection.date });
                  setSelection(null);
                }}
              >
                {t('absences.selection.singleDay')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setSelection(null)}>
                {t('absences.selection.cancel')}
              </Button>
            </Group>
          </Group>
        </Alert>
      ) : (
        <Text size="sm" className={styles.muted}>
          {t('absences.selection.hint')}
        </Text>
      )}
      {shownCount === 0 && (
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
          openBarId={openBarId}
          onBarClick={onBarClick}
          onBarDismiss={onBarDismiss}
          renderDetails={renderDetails}
          barName={text.barName}
          barText={barText}
          selection={selection}
          onDayClick={onDayClick}
          dayLabel={dayLabel}
        />
      </Box>
      <Legend
        types={[...shownTypes].sort((left, right) => left - right)}
        pending={pendingShown}
        half={halfShown}
        daysOff={hasDaysOff}
      />
      {absences.isError && <ErrorPanel error={absences.error} onRetry={() => absences.refetch()} />}
    </Stack>
  );
}
