import { asc, eq } from 'drizzle-orm';
import { type Caller, rights } from '../../contract/rights.ts';
import {
  type Service,
  serviceAddSchema,
  serviceEditSchema,
  serviceListSchema,
  serviceSingleSchema,
} from '../../contract/services.ts';
import { entries, services } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { blockDeleteWhenReferenced, lockRow } from '../domain/records.ts';
import { checkIfMatch, forbidden, notFound, pathId, withEtag } from '../http.ts';

type ServiceRow = typeof services.$inferSelect;

export function toService(row: ServiceRow): Service {
  return { id: row.id, name: row.name, number: row.number, active: row.active, note: row.note };
}

/** (extension, docs/interface.md#entries): the services that time entries and lump sum values point to. */
export const servicesRoutes = declareRoutes(
  recordOperations({
    tag: 'Services',
    base: '/api/services',
    noun: 'service',
    list: serviceListSchema,
    single: serviceSingleSchema,
    add: serviceAddSchema,
    edit: serviceEditSchema,
    extension: true,
  }),
  ({ db }) => {
    /** Workers see only active services; an inactive one is a 404 to them, like a missing one. */
    async function visibleService(caller: Caller, id: number): Promise<ServiceRow> {
      const [row] = await db.select().from(services).where(eq(services.id, id));
      if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
      return row;
    }

    return {
      list: async (c) => {
        const caller = c.get('caller');
        const rows = await db
          .select()
          .from(services)
          .where(rights.seesInactiveRecords(caller) ? undefined : eq(services.active, true))
          .orderBy(asc(services.id));
        return c.json({ services: rows.map(toService) });
      },

      get: async (c) => {
        const row = await visibleService(c.get('caller'), pathId(c));
        return withEtag(c, row.version, { service: toService(row) });
      },

      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const [row] = await db
          .insert(services)
          .values({
            name: body.name,
            number: body.number ?? null,
            active: body.active ?? true,
            note: body.note ?? null,
          })
          .returning();
        const created = row as ServiceRow;
        return withEtag(c, created.version, { service: toService(created) });
      },

      edit: async (c, input) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleService(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        const body = await input.body();
        const row = await db.transaction(async (tx) => {
          const current = await lockRow(tx, services, id);
          checkIfMatch(c, current.version);
          const [updated] = await tx
            .update(services)
            .set({
              name: body.name,
              number: body.number,
              active: body.active,
              note: body.note,
              version: current.version + 1,
            })
            .where(eq(services.id, id))
            .returning();
          return updated as ServiceRow;
        });
        return withEtag(c, row.version, { service: toService(row) });
      },

      delete: async (c) => {
        const caller = c.get('caller');
        const id = pathId(c);
        await visibleService(caller, id);
        if (!rights.writesMasterData(caller)) throw forbidden();
        await db.transaction(async (tx) => {
          const current = await lockRow(tx, services, id);
          checkIfMatch(c, current.version);
          await blockDeleteWhenReferenced(tx, [
            { label: 'entries', table: entries, column: entries.servicesId, id },
          ]);
          await tx.delete(services).where(eq(services.id, id));
        });
        return c.json({ success: true });
      },
    };
  },
);
