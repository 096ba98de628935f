import {
  type Service,
  serviceAddSchema,
  serviceEditSchema,
  serviceListSchema,
  serviceSingleSchema,
} from '../../contract/services.ts';
import { rates } from '../db/rates-schema.ts';
import { entries, services } from '../db/schema.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import { catalogueRoutes } from './catalogue.ts';

type ServiceRow = typeof services.$inferSelect;

const serviceColumns = {
  id: 'id',
  name: 'name',
  number: 'number',
  active: 'active',
  note: 'note',
} as const satisfies WireColumns<Service, ServiceRow>;

function toService(row: ServiceRow): Service {
  return recordOf(serviceColumns, row);
}

/** (extension, docs/interface.md#entries): the services that time entries and lump sum values point to. */
export const servicesRoutes = catalogueRoutes({
  tag: 'Services',
  base: '/api/services',
  noun: 'service',
  extension: true,
  list: serviceListSchema,
  single: serviceSingleSchema,
  add: serviceAddSchema,
  edit: serviceEditSchema,
  table: services,
  itemKey: 'service',
  listKey: 'services',
  toRecord: toService,
  insertOf: (body) => insertValues(serviceColumns, body, { number: null, active: true, note: null }),
  updateOf: (body) => updateValues(serviceColumns, body),
  usedByEntries: entries.servicesId,
  alsoUsedBy: [{ label: 'rates', table: rates, column: rates.servicesId }],
});
