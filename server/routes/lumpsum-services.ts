import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type LumpSumService,
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
} from '../../contract/lumpsum-services.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { entries, lumpsumServices } from '../db/schema.ts';
import { blockDeleteWhenReferenced, lockRow } from '../domain/records.ts';
import type { ApiEnv, Deps } from '../env.ts';
import { checkIfMatch, forbidden, notFound, pathId, readBody, withEtag } from '../http.ts';

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

export function lumpsumServicesRoutes({ db }: Deps) {
  const router = new Hono<ApiEnv>();

  /** Workers see only active lump sum services; an inactive one is a 404 to them, like a missing one. */
  async function visibleLumpSumService(caller: Caller, id: number): Promise<LumpSumServiceRow> {
    const [row] = await db.select().from(lumpsumServices).where(eq(lumpsumServices.id, id));
    if (!row || (!row.active && !rights.seesInactiveRecords(caller))) throw notFound();
    return row;
  }

  router.get('/v2/lumpsumservices', async (c) => {
    const caller = c.get('caller');
    const rows = await db
      .select()
      .from(lumpsumServices)
      .where(rights.seesInactiveRecords(caller) ? undefined : eq(lumpsumServices.active, true))
      .orderBy(asc(lumpsumServices.id));
    return c.json({ lumpSumServices: rows.map(toLumpSumService) });
  });

  router.get('/v2/lumpsumservices/:id', async (c) => {
    const row = await visibleLumpSumService(c.get('caller'), pathId(c));
    return withEtag(c, row.version, { lumpSumService: toLumpSumService(row) });
  });

  router.post('/v2/lumpsumservices', async (c) => {
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    const body = await readBody(c, lumpSumServiceAddSchema);
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
  });

  router.put('/v2/lumpsumservices/:id', async (c) => {
    const caller = c.get('caller');
    const id = pathId(c);
    await visibleLumpSumService(caller, id);
    if (!rights.writesMasterData(caller)) throw forbidden();
    const body = await readBody(c, lumpSumServiceEditSchema);
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
  });

  router.delete('/v2/lumpsumservices/:id', async (c) => {
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
  });

  return router;
}
