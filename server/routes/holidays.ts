import { asc, eq } from 'drizzle-orm';
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
import { rights } from '../../contract/rights.ts';
import { holidaysCarry, holidaysQuota } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow } from '../domain/records.ts';
import {
  addUserPeriod,
  editUserPeriod,
  listedUser,
  readableUserPeriod,
  userPeriods,
} from '../domain/user-periods.ts';
import { recordOf, type WireColumns } from '../domain/wire-columns.ts';
import { forbidden, pathId, withEtag } from '../http.ts';
import { carryoverRoutes } from './carryovers.ts';

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

/**
 * Holiday quotas `/api/holidaysquota` (docs/interface.md#holiday-quotas-and-carryovers): half-day steps,
 * quotas never overlap. Workers read their own rows only; owners and managers write.
 */
export const holidaysRoutes = declareRoutes(
  recordOperations({
    tag: 'Holidays',
    base: '/api/holidaysquota',
    noun: 'holiday quota',
    list: holidaysQuotaListSchema,
    listQuery: holidaysQuotaListQuery,
    single: holidaysQuotaSingleSchema,
    add: holidaysQuotaAddSchema,
    edit: holidaysQuotaEditSchema,
  }),
  ({ db }) => {
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
    };
  },
);

/**
 * Holiday carryovers `/api/holidayscarry/[USERS_ID]/[YEAR]`: whole and half days, one per user and year.
 */
export const holidaysCarryRoutes = carryoverRoutes({
  tag: 'Holidays',
  base: '/api/holidayscarry',
  noun: 'holiday carryover',
  list: holidaysCarryListSchema,
  listQuery: holidaysCarryListQuery,
  single: holidaysCarrySingleSchema,
  add: holidaysCarryAddSchema,
  edit: holidaysCarryEditSchema,
  table: holidaysCarry,
  columns: carryColumns,
  listKey: 'holidayscarry',
  itemKey: 'holidayscarryRow',
});
