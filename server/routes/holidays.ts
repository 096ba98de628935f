import { and, asc, eq } from 'drizzle-orm';
import { successSchema } from '../../contract/common.ts';
import {
  type HolidaysCarryRow,
  type HolidaysQuotaRow,
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
  holidaysCarryListQuery,
  holidaysCarryListSchema,
  holidaysCarrySingleSchema,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
  holidaysQuotaListQuery,
  holidaysQuotaListSchema,
  holidaysQuotaSingleSchema,
} from '../../contract/holidays.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import type { Tx } from '../db/client.ts';
import { holidaysCarry, holidaysQuota, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow, requireExisting } from '../domain/records.ts';
import { addUserPeriod, editUserPeriod, readableUserPeriod, userPeriods } from '../domain/user-periods.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import { ApiError, checkIfMatch, forbidden, notFound, pathId, withEtag } from '../http.ts';

type QuotaRow = typeof holidaysQuota.$inferSelect;
type CarryRow = typeof holidaysCarry.$inferSelect;

const quotaColumns = {
  id: 'id',
  users_id: 'usersId',
  year_since: 'yearSince',
  year_until: 'yearUntil',
  count: 'count',
} as const satisfies WireColumns<HolidaysQuotaRow, QuotaRow>;

const quotaPeriods = userPeriods(holidaysQuota, quotaColumns, ['year_since', 'year_until']);

function toHolidaysQuotaRow(row: QuotaRow): HolidaysQuotaRow {
  return recordOf(quotaColumns, row);
}

const carryColumns = {
  users_id: 'usersId',
  year: 'year',
  count: 'count',
  note: 'note',
} as const satisfies WireColumns<HolidaysCarryRow, CarryRow>;

function toHolidaysCarryRow(row: CarryRow): HolidaysCarryRow {
  return recordOf(carryColumns, row);
}

/**
 * Holiday quotas `/api/holidaysquota` and carryovers `/api/holidayscarry/[USERS_ID]/[YEAR]`
 * (docs/interface.md#holiday-quotas-and-carryovers): half-day steps, quotas never overlap, one
 * carryover per user and year. Workers read their own rows only; owners and managers write.
 */
export const holidaysRoutes = declareRoutes(
  {
    ...recordOperations({
      tag: 'Holidays',
      base: '/api/holidaysquota',
      noun: 'holiday quota',
      list: holidaysQuotaListSchema,
      listQuery: holidaysQuotaListQuery,
      single: holidaysQuotaSingleSchema,
      add: holidaysQuotaAddSchema,
      edit: holidaysQuotaEditSchema,
    }),
    carryList: {
      method: 'GET',
      path: '/api/holidayscarry',
      tag: 'Holidays',
      summary: 'List holiday carryovers',
      query: holidaysCarryListQuery,
      response: holidaysCarryListSchema,
      refusals: [403],
    },
    carryGet: {
      method: 'GET',
      path: '/api/holidayscarry/:users_id/:year',
      tag: 'Holidays',
      summary: "Get a user's carryover into a year",
      response: holidaysCarrySingleSchema,
      etag: true,
      refusals: [403],
    },
    carryAdd: {
      method: 'POST',
      path: '/api/holidayscarry',
      tag: 'Holidays',
      summary: 'Add a holiday carryover',
      body: holidaysCarryAddSchema,
      response: holidaysCarrySingleSchema,
      etag: true,
      refusals: [403, 409],
    },
    carryEdit: {
      method: 'PUT',
      path: '/api/holidayscarry/:users_id/:year',
      tag: 'Holidays',
      summary: 'Edit a holiday carryover',
      body: holidaysCarryEditSchema,
      response: holidaysCarrySingleSchema,
      etag: true,
      ifMatch: true,
      refusals: [403],
    },
    carryDelete: {
      method: 'DELETE',
      path: '/api/holidayscarry/:users_id/:year',
      tag: 'Holidays',
      summary: 'Delete a holiday carryover',
      response: successSchema,
      ifMatch: true,
      refusals: [403],
    },
  },
  ({ db }) => {
    /** The users whose rows a list shows: the one asked for (403 if not readable), else the default. */
    function listedUser(caller: Caller, usersId: number | undefined): number | undefined {
      if (usersId !== undefined && !rights.readsUserRecordsOf(caller, usersId)) throw forbidden();
      return usersId ?? (rights.readsEveryonesUserRecords(caller) ? undefined : caller.id);
    }

    const carryKey = (usersId: number, year: number) =>
      and(eq(holidaysCarry.usersId, usersId), eq(holidaysCarry.year, year));

    /** The carryover named by the path; 403 for another user's to a caller who reads only their own. */
    async function readableCarry(caller: Caller, usersId: number, year: number): Promise<CarryRow> {
      if (!rights.readsUserRecordsOf(caller, usersId)) throw forbidden();
      const [row] = await db.select().from(holidaysCarry).where(carryKey(usersId, year));
      if (!row) throw notFound();
      return row;
    }

    async function lockCarry(tx: Tx, usersId: number, year: number): Promise<CarryRow> {
      const [row] = await tx.select().from(holidaysCarry).where(carryKey(usersId, year)).for('update');
      if (!row) throw notFound();
      return row;
    }

    return {
      list: async (c, input) => {
        const query = input.query();
        const usersId = listedUser(c.get('caller'), query.users_id);
        const rows = await db
          .select()
          .from(holidaysQuota)
          .where(usersId === undefined ? undefined : eq(holidaysQuota.usersId, usersId))
          .orderBy(asc(holidaysQuota.usersId), asc(holidaysQuota.yearSince), asc(holidaysQuota.id));
        return c.json({ holidaysquota: rows.map(toHolidaysQuotaRow) });
      },
      get: async (c) => {
        const row = await readableUserPeriod(db, holidaysQuota, c.get('caller'), pathId(c));
        return withEtag(c, row.version, { holidaysquotaRow: toHolidaysQuotaRow(row) });
      },
      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const row = await addUserPeriod(db, quotaPeriods, body);
        return withEtag(c, row.version, { holidaysquotaRow: toHolidaysQuotaRow(row) });
      },
      edit: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        const seen = await readableUserPeriod(db, holidaysQuota, caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = await input.body();
        const row = await editUserPeriod(db, c, quotaPeriods, { id, usersId: seen.usersId }, body);
        return withEtag(c, row.version, { holidaysquotaRow: toHolidaysQuotaRow(row) });
      },
      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await readableUserPeriod(db, holidaysQuota, caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await deleteRow(db, c, holidaysQuota, id);
        return c.json({ success: true });
      },
      carryList: async (c, input) => {
        const query = input.query();
        const usersId = listedUser(c.get('caller'), query.users_id);
        const rows = await db
          .select()
          .from(holidaysCarry)
          .where(
            and(
              usersId === undefined ? undefined : eq(holidaysCarry.usersId, usersId),
              query.year === undefined ? undefined : eq(holidaysCarry.year, query.year),
            ),
          )
          .orderBy(asc(holidaysCarry.usersId), asc(holidaysCarry.year));
        return c.json({ holidayscarry: rows.map(toHolidaysCarryRow) });
      },
      carryGet: async (c) => {
        const row = await readableCarry(c.get('caller'), pathId(c, 'users_id'), pathId(c, 'year'));
        return withEtag(c, row.version, { holidayscarryRow: toHolidaysCarryRow(row) });
      },
      carryAdd: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          await requireExisting(tx, users, 'users_id', body.users_id);
          // The primary key (users_id, year) decides a race: the loser inserts nothing and gets 409.
          const [inserted] = await tx
            .insert(holidaysCarry)
            .values(insertValues(carryColumns, body, { note: null }))
            .onConflictDoNothing()
            .returning();
          if (!inserted) throw new ApiError(409, 'duplicate_carryover');
          return inserted;
        });
        return withEtag(c, row.version, { holidayscarryRow: toHolidaysCarryRow(row) });
      },
      carryEdit: async (c, input) => {
        const caller = c.get('caller');
        const usersId = pathId(c, 'users_id');
        const year = pathId(c, 'year');
        await readableCarry(caller, usersId, year);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          const current = await lockCarry(tx, usersId, year);
          checkIfMatch(c, current.version);
          const [updated] = await tx
            .update(holidaysCarry)
            .set({ ...updateValues(carryColumns, body), version: current.version + 1 })
            .where(carryKey(usersId, year))
            .returning();
          return updated as CarryRow;
        });
        return withEtag(c, row.version, { holidayscarryRow: toHolidaysCarryRow(row) });
      },
      carryDelete: async (c) => {
        const caller = c.get('caller');
        const usersId = pathId(c, 'users_id');
        const year = pathId(c, 'year');
        await readableCarry(caller, usersId, year);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockCarry(tx, usersId, year);
          checkIfMatch(c, current.version);
          await tx.delete(holidaysCarry).where(carryKey(usersId, year));
        });
        return c.json({ success: true });
      },
    };
  },
);
