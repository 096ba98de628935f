import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type HolidaysCarryRow,
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
} from '../../../contract/holidays.ts';
import {
  type OvertimeCarryRow,
  overtimeCarryAddSchema,
  overtimeCarryEditSchema,
} from '../../../contract/overtime-carry.ts';
import type { CarryKey } from '../../api/carryovers.ts';
import {
  holidaysCarryQueries,
  useCreateHolidaysCarry,
  useDeleteHolidaysCarryOfUser,
  useUpdateHolidaysCarryOfUser,
} from '../../api/holidays-carry.ts';
import {
  overtimeCarryQueries,
  useCreateOvertimeCarry,
  useDeleteOvertimeCarryOfUser,
  useUpdateOvertimeCarryOfUser,
} from '../../api/overtime-carry.ts';
import type { Versioned } from '../../api/resource.ts';
import type { WriteMutation } from '../../components/delete-flow.tsx';
import type { Mutation } from '../../lib/versioned-save.ts';

import type { PersonText } from './person-text.ts';

/** A carryover as the form and its table see it: its year, amount (days or hours) and note. */
export type CarryRow = CarryKey & { note: string | null };

/**
 * One kind of what is carried into a year (holidays in days, overtime in hours), as the carryover
 * table and form serve it: its messages (`person.<messages>.*`), the body's amount field, the reads
 * and writes of one person's rows (addressed by year).
 */
export type CarryKind<Row extends CarryRow> = {
  messages: 'carryovers' | 'overtimeCarry';
  amountField: 'count' | 'hours';
  amountOf: (row: Row) => number;
  /** The amount as the page words it, with its sign: "+2.5 days", "−12.25 h". */
  amountText: (text: PersonText, amount: number) => string;
  ofUserByYear: (
    usersId: number,
  ) => (year: number) => { queryKey: QueryKey; queryFn?: QueryFunction<Versioned<Row>, QueryKey> };
  addSchema: z.ZodType<object>;
  editSchema: z.ZodType<object>;
  useCreate: () => Mutation<{ body: object; idempotencyKey: string }, Versioned<Row>>;
  useUpdateOfUser: (
    usersId: number,
  ) => Mutation<{ id: number; body: object; etag: string | null }, Versioned<Row>>;
  useDeleteOfUser: (usersId: number) => WriteMutation<{ id: number; etag: string | null }>;
};

type CarryMessage =
  | 'title'
  | 'new'
  | 'newTitle'
  | 'editTitle'
  | 'none'
  | 'year'
  | 'yearFixed'
  | 'amount'
  | 'amountHint'
  | 'amountRule'
  | 'note'
  | 'exists'
  | 'created'
  | 'updated';

/** The key of one of a kind's messages. */
export const carryMessage = <Name extends CarryMessage>(
  kind: { messages: CarryKind<CarryRow>['messages'] },
  name: Name,
) => `person.${kind.messages}.${name}` as const;

export const holidayCarryovers: CarryKind<HolidaysCarryRow> = {
  messages: 'carryovers',
  amountField: 'count',
  amountOf: (row) => row.count,
  amountText: (text, amount) => text.signedDays(amount),
  ofUserByYear: holidaysCarryQueries.ofUserByYear as CarryKind<HolidaysCarryRow>['ofUserByYear'],
  addSchema: holidaysCarryAddSchema,
  editSchema: holidaysCarryEditSchema,
  useCreate: useCreateHolidaysCarry as CarryKind<HolidaysCarryRow>['useCreate'],
  useUpdateOfUser: useUpdateHolidaysCarryOfUser as CarryKind<HolidaysCarryRow>['useUpdateOfUser'],
  useDeleteOfUser: useDeleteHolidaysCarryOfUser,
};

export const overtimeCarryovers: CarryKind<OvertimeCarryRow> = {
  messages: 'overtimeCarry',
  amountField: 'hours',
  amountOf: (row) => row.hours,
  amountText: (text, amount) => text.signedHours(amount),
  ofUserByYear: overtimeCarryQueries.ofUserByYear as CarryKind<OvertimeCarryRow>['ofUserByYear'],
  addSchema: overtimeCarryAddSchema,
  editSchema: overtimeCarryEditSchema,
  useCreate: useCreateOvertimeCarry as CarryKind<OvertimeCarryRow>['useCreate'],
  useUpdateOfUser: useUpdateOvertimeCarryOfUser as CarryKind<OvertimeCarryRow>['useUpdateOfUser'],
  useDeleteOfUser: useDeleteOvertimeCarryOfUser,
};
