import {
  type OvertimeCarryRow,
  overtimeCarryAddSchema,
  overtimeCarryEditSchema,
  overtimeCarryListSchema,
  overtimeCarrySingleSchema,
} from '../../contract/overtime-carry.ts';
import { carryoverEndpoints } from './carryovers.ts';
import { resourceKeys } from './resource.ts';

const endpoints = carryoverEndpoints({
  keys: resourceKeys('overtime-carry'),
  path: '/api/overtimecarry',
  listSchema: overtimeCarryListSchema,
  singleSchema: overtimeCarrySingleSchema,
  rowsOf: (data): OvertimeCarryRow[] => data.overtimecarry,
  rowOf: (data): OvertimeCarryRow => data.overtimecarryRow,
  addSchema: overtimeCarryAddSchema,
  editSchema: overtimeCarryEditSchema,
});

/** Overtime hours carried into a year of a co-worker's work-time account. */
export const overtimeCarryQueries = endpoints.queries;

export const useCreateOvertimeCarry = endpoints.useCreate;
export const useCreateOvertimeCarries = endpoints.useCreateMany;
export const useUpdateOvertimeCarryOfUser = endpoints.useUpdateOfUser;
export const useDeleteOvertimeCarryOfUser = endpoints.useDeleteOfUser;
