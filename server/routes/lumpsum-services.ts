import { asc, eq } from 'drizzle-orm';
import {
  type LumpSumService,
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
  lumpSumServiceListSchema,
  lumpSumServiceSingleSchema,
} from '../../contract/lumpsum-services.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { entries, lumpsumServices } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { blockDeleteWhenReferenced, lockRow } from '../domain/records.ts';
import { checkIfMatch, forbidden, notFound, pathId, withEtag } from '../http.ts';

type LumpSumServiceRow = typeof lumpsumServices.$inferSelect;

export function toLumpSumService(row: LumpSumServiceRow): LumpSumService {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    unit: row.unit,
    number: row.number,
    active: row.active,
    note: row.note,
  };
}

export const lumpsumServicesRoutes = declareRoutes(
  recordOperations({
    tag: 'Lump sum services',
    base: '/api/v2/lumpsumservices',
    noun: 'lump sum service',
    list: lumpSumServiceListSchema,
    single: lumpSumServiceSingleSchema,
    add: lumpSumServiceAddSchema,
    edit: lumpSumServiceEditSchema,
  }),
  ({ db }) => {
    /** Workers see only active lump sum services; an inactive one is a 404 to them, like a missing one. */
    async function visibleLumpSumService(caller: Caller, id: number): Promise<LumpSumServiceRow> {
      const [row] = await db.select().from(lumpsumServices).where(eq(lumpsumServices.id, id));
      if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
      return row;
    }

    return {
      list: async (c) => {
        const caller = c.get('caller');
        const rows = await db
          .select()
          .from(lumpsumServices)
          .where(rights.seesInactiveRecords(caller) ? undefined : eq(lumpsumServices.active, true))
          .orderBy(asc(lumpsumServices.id));
        return c.json({ lumpSumServices: rows.map(toLumpSumService) });
      },

      get: async (c) => {
        const row = await visibleLumpSumService(c.get('caller'), pathId(c));
        return withEtag(c, row.version, { lumpSumService: toLumpSumService(row) });
      },

      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const [row] = await db
          .insert(lumpsumServices)
          .values({
            name: body.name,
            price: body.price,
            unit: body.unit ?? null,
            number: body.number ?? null,
            active: body.active ?? true,
            note: body.note ?? null,
          })
          .returning();
        const created = row as LumpSumServiceRow;
        return withEtag(c, created.version, { lumpSumService: toLumpSumService(created) });
      },

      edit: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleLumpSumService(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          const current = await lockRow(tx, lumpsumServices, id);
          checkIfMatch(c, current.version);
          const [updated] = await tx
            .update(lumpsumServices)
            .set({
              name: body.name,
              price: body.price,
              unit: body.unit,
              number: body.number,
              active: body.active,
              note: body.note,
              version: current.version + 1,
            })
            .where(eq(lumpsumServices.id, id))
            .returning();
          return updated as LumpSumServiceRow;
        });
        return withEtag(c, row.version, { lumpSumService: toLumpSumService(row) });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleLumpSumService(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, lumpsumServices, id);
          checkIfMatch(c, current.version);
          await blockDeleteWhenReferenced(tx, [
            { label: 'entries', table: entries, column: entries.lumpsumServicesId, id },
          ]);
          await tx.delete(lumpsumServices).where(eq(lumpsumServices.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
