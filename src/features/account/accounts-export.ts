import { useTranslation } from 'react-i18next';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The work-time accounts as a file: the list's columns (`account-columns.tsx`), in the order shown. */
export function useAccountsExport<Row>(
  fetchAll: TableExport<Row>['fetchAll'],
  columns: ExportColumn<Row>[],
  year: number,
): TableExport<Row> {
  const { t } = useTranslation();
  return { name: `work-time-accounts-${year}`, title: t('account.list.title'), columns, fetchAll };
}
