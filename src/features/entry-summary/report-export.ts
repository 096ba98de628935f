import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntryRecordGroup } from '../../../contract/entry-summary.ts';
import { type EntrySummaryFilters, entryQueries } from '../../api/entries.ts';
import type { TableExport } from '../../lib/export-table.ts';
import { type BucketLabel, type ReportRow, reportRows } from './report-rows.ts';

/**
 * The report as a file: the rows on screen, subtotals and the total included as rows of their own,
 * so a spreadsheet shows the same figures without formulas.
 */
export function useReportExport({
  filters,
  labelOf,
  withRevenue,
  scope,
}: {
  filters: EntrySummaryFilters & { group: EntryRecordGroup; subgroup?: EntryRecordGroup };
  labelOf: BucketLabel;
  withRevenue: boolean;
  scope: readonly string[];
}): TableExport<ReportRow> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { group, subgroup } = filters;
  return {
    name: 'report',
    scope,
    title: t('reports.sheet'),
    columns: [
      {
        header: t(`entrySummary.columns.${group}`),
        value: (row) => (row.kind === 'total' ? t('reports.total') : row.first),
        width: 28,
      },
      {
        header: subgroup ? t(`entrySummary.columns.${subgroup}`) : '',
        value: (row) => (row.kind === 'subtotal' ? t('reports.subtotal') : row.second),
        hidden: subgroup === undefined,
        width: 28,
      },
      { header: t('reports.hours'), value: (row) => row.hours, format: 'hours' },
      { header: t('entrySummary.series.billable'), value: (row) => row.billable, format: 'hours' },
      { header: t('entrySummary.series.notBillable'), value: (row) => row.notBillable, format: 'hours' },
      {
        header: t('entrySummary.revenue'),
        value: (row) => row.revenue ?? null,
        format: 'money',
        hidden: !withRevenue,
      },
    ],
    fetchAll: async () => reportRows(await queryClient.fetchQuery(entryQueries.summary(filters)), labelOf),
  };
}
