import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, dayIn } from '../../contract/dates.ts';
import { rights } from '../../contract/rights.ts';
import {
  type TargetHoursMonthlyRow,
  type TargetHoursRow,
  type TargetHoursWeeklyRow,
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListQuery,
  targetHoursListSchema,
  targetHoursSingleSchema,
  targetHoursTypeFields,
} from '../../contract/target-hours.ts';
import { targetHours, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import {
  deleteRow,
  lockRow,
  type PeriodTable,
  rejectPeriodOverlap,
  requireExisting,
} from '../domain/records.ts';
import { readableUserPeriod } from '../domain/user-periods.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  invalidFields,
  movedBoundInvalid,
  parseWith,
  pathId,
  readRawBody,
  withEtag,
} from '../http.ts';

type Row = typeof targetHours.$inferSelect;
type Values = Partial<typeof targetHours.$inferInsert>;

const targetHoursPeriods: PeriodTable = {
  table: targetHours,
  id: targetHours.id,
  usersId: targetHours.usersId,
  since: targetHours.dateSince,
  until: targetHours.dateUntil,
};

/** The fields of a row of either type, but its type. */
const commonColumns = {
  id: 'id',
  date_since: 'dateSince',
  date_until: 'dateUntil',
  compensation_monthly: 'compensationMonthly',
  users_id: 'usersId',
} as const satisfies WireColumns<Omit<TargetHoursRow, 'type'>, Row>;

type WeeklyFields = Omit<TargetHoursWeeklyRow, keyof TargetHoursRow>;
type MonthlyFields = Omit<TargetHoursMonthlyRow, keyof TargetHoursRow>;
type TypeFields<Fields> = { columns: WireColumns<Fields, Row>; empty: Fields };

/**
 * Each type's own fields: their columns, and their empty values, which an add or a change of type
 * gives a field it leaves out (only `absence_fixed_credit` may be left out). A row keeps only its own
 * type's columns; the other type's are null.
 */
const weekly = {
  columns: {
    monday: 'monday',
    tuesday: 'tuesday',
    wednesday: 'wednesday',
    thursday: 'thursday',
    friday: 'friday',
    saturday: 'saturday',
    sunday: 'sunday',
    absence_fixed_credit: 'absenceFixedCredit',
    compensation_daily: 'compensationDaily',
  } as const,
  empty: {
    monday: 0,
    tuesday: 0,
    wednesday: 0,
    thursday: 0,
    friday: 0,
    saturday: 0,
    sunday: 0,
    absence_fixed_credit: false,
    compensation_daily: 0,
  },
} satisfies TypeFields<WeeklyFields>;

const monthly = {
  columns: {
    monthly_target: 'monthlyTarget',
    workday_monday: 'workdayMonday',
    workday_tuesday: 'workdayTuesday',
    workday_wednesday: 'workdayWednesday',
    workday_thursday: 'workdayThursday',
    workday_friday: 'workdayFriday',
    workday_saturday: 'workdaySaturday',
    workday_sunday: 'workdaySunday',
  } as const,
  empty: {
    monthly_target: 0,
    workday_monday: false,
    workday_tuesday: false,
    workday_wednesday: false,
    workday_thursday: false,
    workday_friday: false,
    workday_saturday: false,
    workday_sunday: false,
  },
} satisfies TypeFields<MonthlyFields>;

/** A row's own type's fields; a null there, which this service never writes, reads as the empty value. */
function ownFields<Fields>(row: Row, type: TypeFields<Fields>): Fields {
  const fields: Record<string, unknown> = recordOf(type.columns, row);
  for (const [field, value] of Object.entries(fields)) {
    if (value === null) fields[field] = type.empty[field as keyof Fields];
  }
  return fields as Fields;
}

export function toTargetHoursRow(row: Row): TargetHoursRow {
  const common = recordOf(commonColumns, row);
  if (row.type === 'weekly') return { ...common, type: 'weekly', ...ownFields(row, weekly) };
  return { ...common, type: 'monthly', ...ownFields(row, monthly) };
}

/** The body fields of each type, as sent (absence_fixed_credit is weekly but optional). */
const typeFields = {
  weekly: [...targetHoursTypeFields.weekly, 'absence_fixed_credit'],
  monthly: [...targetHoursTypeFields.monthly],
} as const;

/**
 * The columns of `type`'s own fields from a body: the fields it sent, or every field, those it left out
 * empty (an add, or an edit that changes the type).
 */
function typeValues(
  type: 'weekly' | 'monthly',
  body: z.output<typeof targetHoursEditSchema>,
  fields: 'sent' | 'every',
): Values {
  if (type === 'weekly') {
    return fields === 'every'
      ? insertValues(weekly.columns, body, weekly.empty)
      : updateValues(weekly.columns, body);
  }
  return fields === 'every'
    ? insertValues(monthly.columns, body, monthly.empty)
    : updateValues(monthly.columns, body);
}

/** Every column of `type` set to null: a row keeps only the columns of its own type. */
function clearedColumns(type: 'weekly' | 'monthly'): Values {
  const { columns } = type === 'weekly' ? weekly : monthly;
  return Object.fromEntries(Object.values(columns).map((column) => [column, null]));
}

/**
 * `/api/targethours`: weekly and monthly rows whose periods never overlap (docs/interface.md#target-hours).
 * Get, add and edit answer `{targethours: row}`, the list `{targethours: [...]}`.
 */
export const targetHoursRoutes = declareRoutes(
  recordOperations({
    tag: 'Target hours',
    base: '/api/targethours',
    noun: 'target hours row',
    list: targetHoursListSchema,
    listQuery: targetHoursListQuery,
    single: targetHoursSingleSchema,
    add: targetHoursAddSchema,
    edit: targetHoursEditSchema,
  }),
  ({ db, clock }) => {
    return {
      list: async (c, input) => {
        const caller = c.get('caller');
        const query = input.query();
        if (query.users_id !== undefined && !rights.readsUserRecordsOf(caller, query.users_id))
          throw forbidden();
        const usersId = query.users_id ?? (rights.readsEveryonesUserRecords(caller) ? undefined : caller.id);
        const rows = await db
          .select()
          .from(targetHours)
          .where(usersId === undefined ? undefined : eq(targetHours.usersId, usersId))
          .orderBy(asc(targetHours.usersId), asc(targetHours.dateSince), asc(targetHours.id));
        return c.json({ targethours: rows.map(toTargetHoursRow) });
      },

      get: async (c) => {
        const row = await readableUserPeriod(db, targetHours, c.get('caller'), pathId(c));
        return withEtag(c, row.version, { targethours: toTargetHoursRow(row) });
      },

      add: async (c) => {
        const caller = c.get('caller');
        if (!rights.writesMasterData(caller)) throw forbidden();
        // The flat edit schema tells a form body's types; the add schema then judges it.
        const raw = await readRawBody(c, targetHoursEditSchema);
        const body = parseWith(targetHoursAddSchema, raw);
        const misplaced = typeFields[body.type === 'weekly' ? 'monthly' : 'weekly'].filter(
          (field) => raw[field] !== undefined,
        );
        if (misplaced.length > 0) throw invalidFields(misplaced);
        const since = body.date_since ?? dayIn(clock.now().getTime(), caller.timezone);
        const until = body.date_until ?? null;
        if (until !== null && until < since) throw invalidFields(['date_until']);
        const row = await db.transaction(async (tx) => {
          await requireExisting(tx, users, 'users_id', body.users_id);
          await lockRow(tx, users, body.users_id);
          // A new row ends the open row that started before it, the day before it starts.
          const [open] = await tx
            .select()
            .from(targetHours)
            .where(
              and(
                eq(targetHours.usersId, body.users_id),
                isNull(targetHours.dateUntil),
                lt(targetHours.dateSince, since),
              ),
            )
            .for('update');
          if (open) {
            await tx
              .update(targetHours)
              .set({ dateUntil: addDays(since, -1), version: open.version + 1 })
              .where(eq(targetHours.id, open.id));
          }
          await rejectPeriodOverlap(tx, targetHoursPeriods, { usersId: body.users_id, since, until });
          const [inserted] = await tx
            .insert(targetHours)
            .values({
              ...insertValues(commonColumns, body),
              type: body.type,
              dateSince: since,
              dateUntil: until,
              ...typeValues(body.type, body, 'every'),
            })
            .returning();
          return inserted as Row;
        });
        return withEtag(c, row.version, { targethours: toTargetHoursRow(row) });
      },

      edit: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const seen = await readableUserPeriod(db, targetHours, caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = parseWith(targetHoursEditSchema, await readRawBody(c, targetHoursEditSchema));
        const row = await db.transaction(async (tx) => {
          if (body.users_id !== undefined) await requireExisting(tx, users, 'users_id', body.users_id);
          // Users in id order, then the row, so that two writers never wait on each other in a circle.
          const usersIds = [...new Set([seen.usersId, body.users_id ?? seen.usersId])].sort((a, b) => a - b);
          for (const usersId of usersIds) await lockRow(tx, users, usersId);
          const current = await lockRow(tx, targetHours, id);
          checkIfMatch(c, current.version);
          if (current.usersId !== seen.usersId) throw new ApiError(412, 'precondition_failed');
          const type = body.type ?? current.type;
          const other = type === 'weekly' ? 'monthly' : 'weekly';
          const misplaced = typeFields[other].filter((field) => body[field] !== undefined);
          if (misplaced.length > 0) throw invalidFields(misplaced);
          const usersId = body.users_id ?? current.usersId;
          const since = body.date_since ?? current.dateSince;
          const until = body.date_until === undefined ? current.dateUntil : body.date_until;
          if (until !== null && until < since) {
            throw movedBoundInvalid(body.date_until !== undefined, 'date_since', 'date_until');
          }
          await rejectPeriodOverlap(tx, targetHoursPeriods, { usersId, since, until, exceptId: id });
          const switched = type !== current.type;
          const [updated] = await tx
            .update(targetHours)
            .set({
              ...updateValues(commonColumns, body),
              usersId,
              type,
              dateSince: since,
              dateUntil: until,
              ...(switched ? clearedColumns(other) : {}),
              ...typeValues(type, body, switched ? 'every' : 'sent'),
              version: current.version + 1,
            })
            .where(eq(targetHours.id, id))
            .returning();
          return updated as Row;
        });
        return withEtag(c, row.version, { targethours: toTargetHoursRow(row) });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await readableUserPeriod(db, targetHours, caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await deleteRow(db, c, targetHours, id);
        return c.json({ success: true });
      },
    };
  },
);
