import { type LumpSumService, lumpSumServiceSchema } from '../../../contract/lumpsum-services.ts';
import { rights } from '../../../contract/rights.ts';
import { catalogueColumns } from '../../components/catalogue.tsx';
import type { RecordColumns } from '../../components/record-columns.ts';

export const lumpSumServiceColumns: RecordColumns<LumpSumService> = {
  record: lumpSumServiceSchema,
  notInGrid: { id: 'a row opens its lump sum service; the number means nothing to a reader' },
  notInFile: { id: 'the number means nothing to a reader of the file' },
  columns: ({ t, format, caller }) => {
    const catalogue = catalogueColumns<LumpSumService>({
      titles: {
        name: t('lumpsumServices.columns.name'),
        number: t('lumpsumServices.columns.number'),
        status: t('lumpsumServices.columns.status'),
        note: t('lumpsumServices.columns.note'),
      },
      showActive: rights.seesInactiveRecords(caller),
    });
    return [
      catalogue.name,
      catalogue.number,
      {
        field: 'price',
        title: t('lumpsumServices.columns.price'),
        grid: {
          accessor: 'price',
          sortable: true,
          noWrap: true,
          textAlign: 'right',
          render: (service) => format.money(service.price),
        },
        file: { value: (service) => service.price, format: 'money', width: 12 },
      },
      {
        field: 'unit',
        title: t('lumpsumServices.columns.unit'),
        grid: { accessor: 'unit', sortable: true, noWrap: true, render: (service) => service.unit ?? '—' },
        file: { value: (service) => service.unit, width: 10 },
      },
      catalogue.status,
      catalogue.note,
    ];
  },
};
