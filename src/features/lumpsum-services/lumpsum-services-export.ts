import { useTranslation } from 'react-i18next';
import type { LumpSumService } from '../../../contract/lumpsum-services.ts';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The lump sum services as a file: the list's columns (`lumpsum-service-columns.tsx`), in the order shown. */
export function useLumpSumServicesExport(
  fetchAll: TableExport<LumpSumService>['fetchAll'],
  columns: ExportColumn<LumpSumService>[],
): TableExport<LumpSumService> {
  const { t } = useTranslation();
  return { name: 'lumpsum-services', title: t('lumpsumServices.title'), columns, fetchAll };
}
