import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { addDays, dayIn } from '../../contract/dates.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import {
  type TargetHoursRow,
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListQuery,
  targetHoursListSchema,
  targetHoursSingleSchema,
  targetHoursTypeFields,
} from '../../contract/target-hours.ts';
import { targetHours, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { lockRow, type PeriodTable, rejectPeriodOverlap, requireExisting } from '../domain/records.ts';
import {
  ApiError,
  checkIfMatch,
  forbidden,
  invalidFields,
  movedBoundInvalid,
  notFound,
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

export function toTargetHoursRow(row: Row): TargetHoursRow {
  const common = {
    id: row.id,
    date_since: row.dateSince,
    date_until: row.dateUntil,
    compensation_monthly: row.compensationMonthly,
    users_id: row.usersId,
  };
  if (row.type === 'weekly') {
    return {
      ...common,
      type: 'weekly',
      monday: row.monday ?? 0,
      tuesday: row.tuesday ?? 0,
      wednesday: row.wednesday ?? 0,
      thursday: row.thursday ?? 0,
      friday: row.friday ?? 0,
      saturday: row.saturday ?? 0,
      sunday: row.sunday ?? 0,
      absence_fixed_credit: row.absenceFixedCredit ?? false,
      compensation_daily: row.compensationDaily ?? 0,
    };
  }
  return {
    ...common,
    type: 'monthly',
    monthly_target: row.monthlyTarget ?? 0,
    workday_monday: row.workdayMonday ?? false,
    workday_tuesday: row.workdayTuesday ?? false,
    workday_wednesday: row.workdayWednesday ?? false,
    workday_thursday: row.workdayThursday ?? false,
    workday_friday: row.workdayFriday ?? false,
    workday_saturday: row.workdaySaturday ?? false,
    workday_sunday: row.workdaySunday ?? false,
  };
}

/** The body fields of each type, as sent (absence_fixed_credit is weekly but optional). */
const typeFields = {
  weekly: [...targetHoursTypeFields.weekly, 'absence_fixed_credit'],
  monthly: [...targetHoursTypeFields.monthly],
} as const;

type TypeBody = {
  monday?: number | undefined;
  tuesday?: number | undefined;
  wednesday?: number | undefined;
  thursday?: number | undefined;
  friday?: number | undefined;
  saturday?: number | undefined;
  sunday?: number | undefined;
  compensation_daily?: number | undefined;
  absence_fixed_credit?: boolean | undefined;
  monthly_target?: number | undefined;
  workday_monday?: boolean | undefined;
  workday_tuesday?: boolean | undefined;
  workday_wednesday?: boolean | undefined;
  workday_thursday?: boolean | undefined;
  workday_friday?: boolean | undefined;
  workday_saturday?: boolean | undefined;
  workday_sunday?: boolean | undefined;
};

/** The columns of one type from a body; undefined leaves a column as it is. */
function typeColumns(type: 'weekly' | 'monthly', body: TypeBody): Values {
  if (type === 'weekly') {
    return {
      monday: body.monday,
      tuesday: body.tuesday,
      wednesday: body.wednesday,
      thursday: body.thursday,
      friday: body.friday,
      saturday: body.saturday,
      sunday: body.sunday,
      compensationDaily: body.compensation_daily,
      absenceFixedCredit: body.absence_fixed_credit,
    };
  }
  return {
    monthlyTarget: body.monthly_target,
    workdayMonday: body.workday_monday,
    workdayTuesday: body.workday_tuesday,
    workdayWednesday: body.workday_wednesday,
    workdayThursday: body.workday_thursday,
    workdayFriday: body.workday_friday,
    workdaySaturday: body.workday_saturday,
    workdaySunday: body.workday_sunday,
  };
}

/** Every column of `type` set to null: a row keeps only the columns of its own type. */
function clearedColumns(type: 'weekly' | 'monthly'): Values {
  const columns = typeColumns(type, {});
  return Object.fromEntries(Object.keys(columns).map((key) => [key, null]));
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
    /** The row, or 404; another user's row is 403 for a caller who reads only their own. */
    async function readableRow(caller: Caller, id: number): Promise<Row> {
      const [row] = await db.select().from(targetHours).where(eq(targetHours.id, id));
      if (!row) throw notFound();
      if (!rights.readsUserRecordsOf(caller, row.usersId)) throw forbidden();
      return row;
    }

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
        const row = await readableRow(c.get('caller'), pathId(c));
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
              usersId: body.users_id,
              type: body.type,
              dateSince: since,
              dateUntil: until,
              compensationMonthly: body.compensation_monthly,
              ...typeColumns(body.type, body),
              ...(body.type === 'weekly' ? { absenceFixedCredit: body.absence_fixed_credit ?? false } : {}),
            })
            .returning();
          return inserted as Row;
        });
        return withEtag(c, row.version, { targethours: toTargetHoursRow(row) });
      },

      edit: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const seen = await readableRow(caller, id);
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
              usersId,
              type,
              dateSince: since,
              dateUntil: until,
              compensationMonthly: body.compensation_monthly,
              ...(switched ? clearedColumns(other) : {}),
              ...typeColumns(type, body),
              ...(switched && type === 'weekly'
                ? { absenceFixedCredit: body.absence_fixed_credit ?? false }
                : {}),
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
        await readableRow(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, targetHours, id);
          checkIfMatch(c, current.version);
          await tx.delete(targetHours).where(eq(targetHours.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
