import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { rights } from '../../contract/rights.ts';
import {
  nightKinds,
  type Surcharge,
  type SurchargeKind,
  type SurchargeModel,
  surchargeKinds,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
} from '../../contract/surcharges.ts';
import { type SurchargeColumn, surchargeModels } from '../db/schema.ts';
import { lockRow } from '../domain/records.ts';
import type { ApiEnv, Deps } from '../env.ts';
import { checkIfMatch, forbidden, notFound, pathId, readBody, withEtag } from '../http.ts';

type SurchargeModelRow = typeof surchargeModels.$inferSelect;

/** The model's column for each kind of the interface. */
const columnOf = {
  night: 'night',
  night_increased: 'nightIncreased',
  nonbusiness: 'nonbusiness',
  nonbusiness_special: 'nonbusinessSpecial',
  sunday: 'sunday',
  saturday: 'saturday',
} as const satisfies Record<SurchargeKind, keyof SurchargeModelRow>;

const isNightKind = (kind: SurchargeKind) => (nightKinds as readonly string[]).includes(kind);

type SentSurcharge = {
  percent: number;
  time_since?: string;
  time_until?: string;
  time_since_is_previous_day?: boolean;
  time_until_is_next_day?: boolean;
};

/**
 * A configured surcharge as stored and returned: night kinds apply every day and carry only
 * percent and times; the other kinds always carry both day flags, false unless sent.
 */
function surchargeOf(kind: SurchargeKind, sent: SentSurcharge): SurchargeColumn {
  const base = {
    percent: sent.percent,
    time_since: sent.time_since as string,
    time_until: sent.time_until as string,
  };
  if (isNightKind(kind)) return base;
  return {
    ...base,
    time_since_is_previous_day: sent.time_since_is_previous_day ?? false,
    time_until_is_next_day: sent.time_until_is_next_day ?? false,
  };
}

export function toSurchargeModel(row: SurchargeModelRow): SurchargeModel {
  const model: SurchargeModel = { id: row.id, name: row.name, accumulation: row.accumulation };
  for (const kind of surchargeKinds) {
    const stored = row[columnOf[kind]];
    // Only configured kinds appear as keys (interface: surchargeModel rule).
    if (stored) model[kind] = surchargeOf(kind, stored) satisfies Surcharge;
  }
  return model;
}

export function surchargesRoutes({ db }: Deps) {
  const router = new Hono<ApiEnv>();

  async function existingModel(id: number): Promise<SurchargeModelRow> {
    const [row] = await db.select().from(surchargeModels).where(eq(surchargeModels.id, id));
    if (!row) throw notFound();
    return row;
  }

  // Every role reads every surcharge model (docs/interface.md#roles-and-rights).
  router.get('/v2/surcharges', async (c) => {
    const rows = await db.select().from(surchargeModels).orderBy(asc(surchargeModels.id));
    return c.json({ surcharges: rows.map(toSurchargeModel) });
  });

  router.get('/v2/surcharges/:id', async (c) => {
    const row = await existingModel(pathId(c));
    return withEtag(c, row.version, { surcharge: toSurchargeModel(row) });
  });

  router.post('/v2/surcharges', async (c) => {
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    const body = await readBody(c, surchargeModelAddSchema);
    const values: typeof surchargeModels.$inferInsert = { name: body.name, accumulation: body.accumulation };
    for (const kind of surchargeKinds) {
      const sent = body[kind];
      values[columnOf[kind]] = sent ? surchargeOf(kind, sent) : null;
    }
    const [row] = await db.insert(surchargeModels).values(values).returning();
    const created = row as SurchargeModelRow;
    return withEtag(c, created.version, { surcharge: toSurchargeModel(created) });
  });

  router.put('/v2/surcharges/:id', async (c) => {
    const id = pathId(c);
    await existingModel(id);
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    const body = await readBody(c, surchargeModelEditSchema);
    const changes: Partial<typeof surchargeModels.$inferInsert> = {
      name: body.name,
      accumulation: body.accumulation,
    };
    for (const kind of surchargeKinds) {
      const sent = body[kind];
      if (sent === undefined) continue;
      // null or percent 0 removes the kind; an object replaces it whole.
      changes[columnOf[kind]] = sent === null || sent.percent === 0 ? null : surchargeOf(kind, sent);
    }
    const row = await db.transaction(async (tx) => {
      const current = await lockRow(tx, surchargeModels, id);
      checkIfMatch(c, current.version);
      const [updated] = await tx
        .update(surchargeModels)
        .set({ ...changes, version: current.version + 1 })
        .where(eq(surchargeModels.id, id))
        .returning();
      return updated as SurchargeModelRow;
    });
    return withEtag(c, row.version, { surcharge: toSurchargeModel(row) });
  });

  // Users do not reference surcharge models in this schema, so nothing blocks a delete.
  router.delete('/v2/surcharges/:id', async (c) => {
    const id = pathId(c);
    await existingModel(id);
    if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    await db.transaction(async (tx) => {
      const current = await lockRow(tx, surchargeModels, id);
      checkIfMatch(c, current.version);
      await tx.delete(surchargeModels).where(eq(surchargeModels.id, id));
    });
    return c.json({ success: true });
  });

  return router;
}
