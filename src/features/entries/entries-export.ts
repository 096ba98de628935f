import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../contract/entries.ts';
import { type EntryFilters, fetchEntries } from '../../api/entries.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The entries of the period and filters shown as a file: its columns (`entry-columns.tsx`), every page. */
export function useEntriesExport({
  filters,
  columns,
  scope,
}: {
  filters: EntryFilters;
  /** The file's columns, from `entry-columns.tsx`. */
  columns: ExportColumn<Entry>[];
  /** The period's days and the main filter's name, for the file name. */
  scope: readonly (string | null | undefined)[];
}): TableExport<Entry> {
  const { t } = useTranslation();
  return {
    name: 'entries',
    scope,
    title: t('entries.title'),
    columns,
    fetchAll: (signal, onProgress) =>
      fetchAllPages(
        async (page, items_per_page, pageSignal) => {
          const data = await fetchEntries({ ...filters, page, items_per_page }, pageSignal);
          return { records: data.entries, paging: data.paging };
        },
        signal,
        onProgress,
      ),
  };
}
