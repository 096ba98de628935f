import { useTranslation } from 'react-i18next';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The team list as a file: the list's columns (`team-columns.tsx`), in the order shown. */
export function useTeamsExport<Row>(
  fetchAll: TableExport<Row>['fetchAll'],
  columns: ExportColumn<Row>[],
): TableExport<Row> {
  const { t } = useTranslation();
  return { name: 'teams', title: t('teams.title'), columns, fetchAll };
}
