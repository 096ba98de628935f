import { rights } from '../../../contract/rights.ts';
import { type Service, serviceSchema } from '../../../contract/services.ts';
import { catalogueColumns } from '../../components/catalogue.tsx';
import type { RecordColumns } from '../../components/record-columns.ts';

export const serviceColumns: RecordColumns<Service> = {
  record: serviceSchema,
  notInGrid: { id: 'a row opens its service; the number means nothing to a reader' },
  notInFile: 'the services list has no export: it is short and read on screen',
  columns: ({ t, caller }) => {
    const catalogue = catalogueColumns<Service>({
      titles: {
        name: t('services.columns.name'),
        number: t('services.columns.number'),
        status: t('services.columns.status'),
        note: t('services.columns.note'),
      },
      showActive: rights.seesInactiveRecords(caller),
    });
    return [catalogue.name, catalogue.number, catalogue.status, catalogue.note];
  },
};
