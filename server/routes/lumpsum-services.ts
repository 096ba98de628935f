import {
  type LumpSumService,
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
  lumpSumServiceListSchema,
  lumpSumServiceSingleSchema,
} from '../../contract/lumpsum-services.ts';
import { entries, lumpsumServices } from '../db/schema.ts';
import { repriceLumpsumService } from '../domain/budget-usage.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import { catalogueRoutes } from './catalogue.ts';

type LumpSumServiceRow = typeof lumpsumServices.$inferSelect;

const lumpSumServiceColumns = {
  id: 'id',
  name: 'name',
  price: 'price',
  unit: 'unit',
  number: 'number',
  active: 'active',
  note: 'note',
} as const satisfies WireColumns<LumpSumService, LumpSumServiceRow>;

function toLumpSumService(row: LumpSumServiceRow): LumpSumService {
  return recordOf(lumpSumServiceColumns, row);
}

export const lumpsumServicesRoutes = catalogueRoutes({
  tag: 'Lump sum services',
  base: '/api/v2/lumpsumservices',
  noun: 'lump sum service',
  list: lumpSumServiceListSchema,
  single: lumpSumServiceSingleSchema,
  add: lumpSumServiceAddSchema,
  edit: lumpSumServiceEditSchema,
  table: lumpsumServices,
  itemKey: 'lumpSumService',
  listKey: 'lumpSumServices',
  toRecord: toLumpSumService,
  insertOf: (body) =>
    insertValues(lumpSumServiceColumns, body, { unit: null, number: null, active: true, note: null }),
  updateOf: (body) => updateValues(lumpSumServiceColumns, body),
  usedByEntries: entries.lumpsumServicesId,
  // The price is part of the revenue its entries count toward their projects' budgets.
  aroundEdit: repriceLumpsumService,
});
