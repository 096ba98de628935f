import {
  type OvertimeCarryRow,
  overtimeCarryAddSchema,
  overtimeCarryEditSchema,
  overtimeCarryListQuery,
  overtimeCarryListSchema,
  overtimeCarrySingleSchema,
} from '../../contract/overtime-carry.ts';
import { overtimeCarry } from '../db/account-schema.ts';
import type { WireColumns } from '../domain/wire-columns.ts';
import { carryoverRoutes } from './carryovers.ts';

const carryColumns = {
  users_id: 'usersId',
  year: 'year',
  hours: 'hours',
  note: 'note',
} as const satisfies WireColumns<OvertimeCarryRow, typeof overtimeCarry.$inferSelect>;

/**
 * (extension) Overtime carryovers `/api/overtimecarry/[USERS_ID]/[YEAR]`
 * (docs/interface.md#overtime-carryovers): quarter hours carried into a year's work-time account, one
 * row per user and year, served like the holiday carryovers.
 */
export const overtimeCarryRoutes = carryoverRoutes({
  tag: 'Work-time account',
  base: '/api/overtimecarry',
  noun: 'overtime carryover',
  extension: true,
  list: overtimeCarryListSchema,
  listQuery: overtimeCarryListQuery,
  single: overtimeCarrySingleSchema,
  add: overtimeCarryAddSchema,
  edit: overtimeCarryEditSchema,
  table: overtimeCarry,
  columns: carryColumns,
  listKey: 'overtimecarry',
  itemKey: 'overtimecarryRow',
});
