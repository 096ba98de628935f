import {
  type HolidaysCarryRow,
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
  holidaysCarryListSchema,
  holidaysCarrySingleSchema,
} from '../../contract/holidays.ts';
import { carryoverEndpoints } from './carryovers.ts';
import { resourceKeys } from './resource.ts';

const endpoints = carryoverEndpoints({
  keys: resourceKeys('holidays-carry'),
  path: '/api/holidayscarry',
  listSchema: holidaysCarryListSchema,
  singleSchema: holidaysCarrySingleSchema,
  rowsOf: (data): HolidaysCarryRow[] => data.holidayscarry,
  rowOf: (data): HolidaysCarryRow => data.holidayscarryRow,
  addSchema: holidaysCarryAddSchema,
  editSchema: holidaysCarryEditSchema,
});

export const holidaysCarryQueries = endpoints.queries;

export const useCreateHolidaysCarry = endpoints.useCreate;
export const useCreateHolidaysCarries = endpoints.useCreateMany;
export const useUpdateHolidaysCarryOfUser = endpoints.useUpdateOfUser;
export const useDeleteHolidaysCarryOfUser = endpoints.useDeleteOfUser;
