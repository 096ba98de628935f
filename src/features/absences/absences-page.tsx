import { Badge, Button, Group, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconCalendarCheck, IconCalendarPlus, IconUserCircle } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { monthOf, yearOf } from '../../../contract/dates.ts';
import { rights, subjectOf } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { ExportMenu } from '../../components/export-menu.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useFormRequestedByAddress } from '../../lib/form-request.ts';
import { useFormatter } from '../../lib/format.ts';
import { usePageSettled } from '../../lib/page-settled.ts';
import { useAbsenceCommands } from './absence-commands.ts';
import type { AbsenceFormTarget } from './absence-form.tsx';
import { AbsenceFormDialog } from './absence-form-dialog.tsx';
import { useAbsencesExport } from './absences-export.ts';
import { isMonth } from './calendar-layout.ts';
import { strongPrimary } from './colors.ts';
import type { AbsencesSearch, AbsenceTab } from './filters.ts';
import { FiltersBar } from './filters-bar.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { PendingRequests, pendingFor } from './pending-requests.tsx';
import { usePeople } from './people.ts';

const byName = (left: User, right: User) => left.name.localeCompare(right.name);

/** The absences page: the month calendar and, for those who decide, the pending requests. */
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
  const caller = useCaller();
  const format = useFormatter();
  const people = usePeople();
  const today = format.today();
  const month = search.month && isMonth(search.month) ? search.month : monthOf(today);
  const [formTarget, setFormTarget] = useState<AbsenceFormTarget | null>(null);
  useFormRequestedByAddress(() => setFormTarget({ kind: 'create', usersId: caller.id }));
  const commands = useAbsenceCommands(
    useCallback((absence: Absence) => setFormTarget({ kind: 'edit', id: absence.id }), []),
  );

  // Rows: everyone whose absences the caller may see, the caller first, then by name.
  const visible = useMemo(
    () =>
      people.coworkers
        .filter((user) => user.active && rights.seesAbsencesOf(caller, subjectOf(user, people.teams)))
        .sort((left, right) =>
          left.id === caller.id ? -1 : right.id === caller.id ? 1 : byName(left, right),
        ),
    [people, caller],
  );
  const keep = useCallback(
    (user: User) =>
      (search.team === undefined || user.teams_id === search.team) &&
      (search.user === undefined || user.id === search.user),
    [search.team, search.user],
  );
  const shown = useMemo(() => visible.filter(keep), [visible, keep]);
  const fileable = useMemo(
    () => visible.filter((user) => rights.filesAbsenceFor(caller, subjectOf(user, people.teams))),
    [visible, caller, people.teams],
  );
  const decidesForOthers = visible.some(
    (user) => user.id !== caller.id && rights.administersAbsencesOf(caller, subjectOf(user, people.teams)),
  );
  const filtered = search.team !== undefined || search.user !== undefined;

  // The pending tab covers this year and next, where requests wait; its count shows on the tab.
  // Over the calendar, next year's list waits until the calendar has its rows.
  const todayYear = yearOf(today);
  const pendingYears = useMemo(() => [todayYear, todayYear + 1], [todayYear]);
  const settled = usePageSettled();
  const pendingQueries = useQueries({
    queries: pendingYears.map((pendingYear) => ({
      ...absenceQueries.pending(pendingYear),
      enabled: decidesForOthers && (pendingYear === todayYear || settled || search.tab === 'pending'),
    })),
  });
  const pendingCount = decidesForOthers
    ? pendingFor(
        caller,
        people,
        pendingQueries.flatMap((query) => query.data ?? []),
        keep,
      ).length
    : 0;

  const tab: AbsenceTab = decidesForOthers ? search.tab : 'calendar';
  const exporting = useAbsencesExport({ tab, month, search, rows: shown, people, keep, pendingYears });
  const newAbsenceLabel = fileable.length > 1 ? t('absences.enter') : t('absences.request');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle>{t('absences.title')}</PageTitle>
        <Group gap="sm">
          <ExportMenu table={exporting} />
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/absences/person/$userId"
                params={{ userId: String(caller.id) }}
                search={{ year: yearOf(month) }}
              />
            )}
            leftSection={<IconUserCircle size={18} aria-hidden />}
          >
            {t('absences.myYear')}
          </Button>
          {rights.writesMasterData(caller) && (
            <Button
              variant="default"
              component={Link}
              to="/users/year-end"
              leftSection={<IconCalendarCheck size={18} aria-hidden />}
            >
              {t('yearEnd.link')}
            </Button>
          )}
          <Button
            color={strongPrimary}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => setFormTarget({ kind: 'create', usersId: caller.id })}
            onPointerEnter={AbsenceFormDialog.preload}
            onFocus={AbsenceFormDialog.preload}
          >
            {newAbsenceLabel}
          </Button>
        </Group>
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
                  // A badge is a plain element, which may not carry a name of its own: the number is
                  // shown, the words are read.
                  <Badge size="sm" circle color={strongPrimary}>
                    <span aria-hidden>{pendingCount}</span>
                    <VisuallyHidden>{t('absences.pending.count', { count: pendingCount })}</VisuallyHidden>
                  </Badge>
                ) : undefined
              }
            >
              {t('absences.tabs.pending')}
            </Tabs.Tab>
          </Tabs.List>
        )}

        <FiltersBar
          search={search}
          month={month}
          today={today}
          people={people}
          rows={visible}
          showMonth={tab === 'calendar'}
          onSearchChange={onSearchChange}
        />

        <Tabs.Panel value="calendar" pt="md">
          <MonthCalendar
            month={month}
            today={today}
            search={search}
            people={people}
            rows={shown}
            filtered={filtered}
            commands={commands}
            onClearFilters={onClearFilters}
            onFile={setFormTarget}
          />
        </Tabs.Panel>
        {decidesForOthers && (
          <Tabs.Panel value="pending" pt="md">
            <PendingRequests
              people={people}
              years={pendingYears}
              commands={commands}
              keep={keep}
              filtered={filtered}
              onClearFilters={onClearFilters}
            />
          </Tabs.Panel>
        )}
      </Tabs>

      {formTarget && (
        <AbsenceFormDialog
          target={formTarget}
          viewer={viewer}
          people={people}
          coworkers={fileable}
          onClose={() => setFormTarget(null)}
        />
      )}
    </Stack>
  );
}
