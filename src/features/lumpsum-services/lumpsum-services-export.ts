import { useTranslation } from 'react-i18next';
import type { LumpSumService } from '../../../contract/lumpsum-services.ts';
import type { TableExport } from '../../lib/export-table.ts';

/** The lump sum services as a file: the list's columns, the price as money, active only for those who see inactive ones. */
export function useLumpSumServicesExport(
  fetchAll: TableExport<LumpSumService>['fetchAll'],
  seesInactive: boolean,
): TableExport<LumpSumService> {
  const { t } = useTranslation();
  return {
    name: 'lumpsum-services',
    title: t('lumpsumServices.title'),
    columns: [
      { header: t('lumpsumServices.columns.name'), value: (service) => service.name, width: 32 },
      { header: t('lumpsumServices.columns.number'), value: (service) => service.number, width: 14 },
      {
        header: t('lumpsumServices.columns.price'),
        value: (service) => service.price,
        format: 'money',
        width: 12,
      },
      { header: t('lumpsumServices.columns.unit'), value: (service) => service.unit, width: 10 },
      {
        header: t('lumpsumServices.columns.status'),
        value: (service) => service.active,
        hidden: !seesInactive,
        width: 10,
      },
      { header: t('lumpsumServices.columns.note'), value: (service) => service.note, width: 40 },
    ],
    fetchAll,
  };
}
