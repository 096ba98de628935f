import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import type { User } from '../../../contract/users.ts';
import { absenceQueries } from '../../api/absences.ts';
import { fileColumns } from '../../components/record-columns.ts';
import { useCaller } from '../../lib/auth.ts';
import type { TableExport } from '../../lib/export-table.ts';
import { useFormatter } from '../../lib/format.ts';
import { absenceColumns } from './absence-columns.tsx';
import { useAbsenceLength, useAbsenceText } from './absence-text.ts';
import { type AbsencesSearch, type AbsenceTab, matchesFilters } from './filters.ts';
import { pendingFor } from './pending-requests.tsx';
import { type People, personName } from './people.ts';

/**
 * What the absences page shows, as a file. The calendar tab: every absence of the month shown that
 * touches it, of the co-workers shown (team and co-worker filters) and passing the status and type
 * filters, person by person in the calendar's row order, then by start. The pending tab: the
 * requests waiting for the caller's decision, soonest first. Its columns: `absence-columns.tsx`.
 */
export function useAbsencesExport({
  tab,
  month,
  search,
  rows,
  people,
  keep,
  pendingYears,
}: {
  tab: AbsenceTab;
  month: string;
  search: AbsencesSearch;
  /** The calendar's rows, in order. */
  rows: readonly User[];
  people: People;
  keep: (user: User) => boolean;
  pendingYears: readonly number[];
}): TableExport<Absence> {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const lengthOf = useAbsenceLength();
  const format = useFormatter();
  const caller = useCaller();
  const queryClient = useQueryClient();

  async function monthAbsences(): Promise<Absence[]> {
    const rowOrder = new Map(rows.map((user, index) => [user.id, index]));
    // The calendar's own list, usually cached already.
    return (await queryClient.ensureQueryData(absenceQueries.month(month)))
      .filter((absence) => rowOrder.has(absence.users_id) && matchesFilters(absence, search))
      .sort(
        (left, right) =>
          (rowOrder.get(left.users_id) ?? 0) - (rowOrder.get(right.users_id) ?? 0) ||
          left.date_since.localeCompare(right.date_since) ||
          left.id - right.id,
      );
  }

  async function pendingAbsences(): Promise<Absence[]> {
    const years = await Promise.all(
      pendingYears.map((year) => queryClient.ensureQueryData(absenceQueries.pending(year))),
    );
    return pendingFor(caller, people, years.flat(), keep);
  }

  return {
    name: 'absences',
    // The month shown (the pending tab spans years) and the co-worker filtered to.
    scope: [
      tab === 'pending' ? 'pending' : month,
      search.user === undefined ? undefined : personName(people, search.user),
    ],
    title: tab === 'pending' ? t('absences.tabs.pending') : text.month(month),
    columns: fileColumns(absenceColumns.columns({ t, format, caller, text, lengthOf, people })),
    fetchAll: tab === 'pending' ? pendingAbsences : monthAbsences,
  };
}
