import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../contract/entries.ts';
import { type EntryFilters, fetchEntries } from '../../api/entries.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import { exportMoment, type TableExport } from '../../lib/export-table.ts';
import { billableKeys, typeKeys } from './entry-cells.tsx';

/**
 * The entries of the period and filters shown, every page, as a file: one row per entry of any type,
 * with the amounts in their own typed columns (hours of a time entry, a lump sum value, quantity and
 * price of a lump sum service) so a spreadsheet can sum each; rate and revenue only for those who see them.
 */
export function useEntriesExport({
  filters,
  zone,
  everyone,
  seesRights,
  serviceName,
  scope,
}: {
  /** The period's days and the main filter's name, for the file name. */
  scope: readonly (string | null | undefined)[];
  filters: EntryFilters;
  zone: string;
  everyone: boolean;
  seesRights: boolean;
  serviceName: (entry: Entry) => string;
}): TableExport<Entry> {
  const { t } = useTranslation();
  const ofType =
    <T>(type: Entry['type'], value: (entry: Entry) => T | undefined) =>
    (entry: Entry) =>
      entry.type === type ? (value(entry) ?? null) : null;
  return {
    name: 'entries',
    scope,
    title: t('entries.title'),
    columns: [
      { header: t('entries.columns.type'), value: (entry) => t(`entries.types.${typeKeys[entry.type]}`) },
      { header: t('entries.columns.user'), value: (entry) => entry.users_name ?? null, hidden: !everyone },
      { header: t('entries.columns.customer'), value: (entry) => entry.customers_name ?? null, width: 24 },
      { header: t('entries.columns.project'), value: (entry) => entry.projects_name ?? null, width: 24 },
      { header: t('entries.columns.service'), value: serviceName, width: 20 },
      { header: t('entries.columns.text'), value: (entry) => entry.text ?? null, width: 40 },
      {
        header: t('entries.columns.start'),
        value: (entry) => exportMoment(entry.time_since, zone),
        format: 'dateTime',
        width: 18,
      },
      {
        header: t('entries.columns.end'),
        value: ofType(1, (entry) => exportMoment(entry.time_until, zone)),
        format: 'dateTime',
        width: 18,
      },
      {
        header: t('entries.columns.hours'),
        value: ofType(1, (entry) => (entry.time_until === null ? null : (entry.duration ?? 0) / 3600)),
        format: 'hours',
      },
      { header: t('entries.fields.lumpsum'), value: ofType(2, (entry) => entry.lumpsum), format: 'money' },
      { header: t('entries.fields.amount'), value: ofType(3, (entry) => entry.lumpsum_services_amount) },
      {
        header: t('entries.columns.price'),
        value: ofType(3, (entry) => entry.lumpsum_services_price),
        format: 'money',
      },
      {
        header: t('entries.columns.billable'),
        value: (entry) => t(`entries.billable.${billableKeys[entry.billable]}`),
      },
      {
        header: t('entries.columns.rate'),
        value: ofType(1, (entry) => entry.hourly_rate),
        format: 'money',
        hidden: !seesRights,
      },
      {
        header: t('entries.columns.revenue'),
        value: (entry) => entry.revenue ?? null,
        format: 'money',
        hidden: !seesRights,
      },
    ],
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
