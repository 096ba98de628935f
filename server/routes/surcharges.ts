import { asc, eq } from 'drizzle-orm';
import { rights } from '../../contract/rights.ts';
import {
  nightKinds,
  type Surcharge,
  type SurchargeKind,
  type SurchargeModel,
  surchargeKinds,
  surchargeModelAddSchema,
  surchargeModelEditSchema,
  surchargeModelListSchema,
  surchargeModelSingleSchema,
} from '../../contract/surcharges.ts';
import { surchargeModels, usersSurchargeModels } from '../db/account-schema.ts';
import type { SurchargeColumn } from '../db/columns.ts';
import { users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow, editRow } from '../domain/records.ts';
import { insertValues, recordOf, updateValues, type WireColumns } from '../domain/wire-columns.ts';
import { ApiError, forbidden, notFound, pathId, withEtag } from '../http.ts';

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

/** The model's fields besides its surcharges, which `columnOf` places. */
const modelColumns = {
  id: 'id',
  name: 'name',
  accumulation: 'accumulation',
} as const satisfies WireColumns<Omit<SurchargeModel, SurchargeKind>, SurchargeModelRow>;

export function toSurchargeModel(row: SurchargeModelRow): SurchargeModel {
  const model: SurchargeModel = recordOf(modelColumns, row);
  for (const kind of surchargeKinds) {
    const stored = row[columnOf[kind]];
    // Only configured kinds appear as keys (interface: surchargeModel rule).
    if (stored) model[kind] = surchargeOf(kind, stored) satisfies Surcharge;
  }
  return model;
}

export const surchargesRoutes = declareRoutes(
  recordOperations({
    tag: 'Surcharges',
    base: '/api/v2/surcharges',
    noun: 'surcharge model',
    list: surchargeModelListSchema,
    single: surchargeModelSingleSchema,
    add: surchargeModelAddSchema,
    edit: surchargeModelEditSchema,
  }),
  ({ db }) => {
    async function existingModel(id: number): Promise<SurchargeModelRow> {
      const [row] = await db.select().from(surchargeModels).where(eq(surchargeModels.id, id));
      if (!row) throw notFound();
      return row;
    }

    // Every role reads every surcharge model (docs/interface.md#roles-and-rights).
    return {
      list: async (c) => {
        const rows = await db.select().from(surchargeModels).orderBy(asc(surchargeModels.id));
        return c.json({ surcharges: rows.map(toSurchargeModel) });
      },

      get: async (c) => {
        const row = await existingModel(pathId(c));
        return withEtag(c, row.version, { surcharge: toSurchargeModel(row) });
      },

      add: async (c, input) => {
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const values: typeof surchargeModels.$inferInsert = insertValues(modelColumns, body);
        for (const kind of surchargeKinds) {
          const sent = body[kind];
          values[columnOf[kind]] = sent ? surchargeOf(kind, sent) : null;
        }
        const [row] = await db.insert(surchargeModels).values(values).returning();
        const created = row as SurchargeModelRow;
        return withEtag(c, created.version, { surcharge: toSurchargeModel(created) });
      },

      edit: async (c, input) => {
        const id = pathId(c);
        await existingModel(id);
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        const body = await input.body();
        const changes: Partial<typeof surchargeModels.$inferInsert> = updateValues(modelColumns, body);
        for (const kind of surchargeKinds) {
          const sent = body[kind];
          if (sent === undefined) continue;
          // null or percent 0 removes the kind; an object replaces it whole.
          changes[columnOf[kind]] = sent === null || sent.percent === 0 ? null : surchargeOf(kind, sent);
        }
        const row = await editRow(db, c, surchargeModels, id, changes);
        return withEtag(c, row.version, { surcharge: toSurchargeModel(row) });
      },

      // A model still assigned stays: the periods would lose what their past surcharges were counted by.
      delete: async (c) => {
        const id = pathId(c);
        await existingModel(id);
        if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
        await deleteRow(db, c, surchargeModels, id, [], async (tx) => {
          const assigned = await tx
            .selectDistinct({ name: users.name })
            .from(usersSurchargeModels)
            .innerJoin(users, eq(users.id, usersSurchargeModels.usersId))
            .where(eq(usersSurchargeModels.surchargeModelsId, id))
            .orderBy(asc(users.name));
          if (assigned.length > 0) {
            const names = assigned.map((row) => row.name).join(', ');
            throw new ApiError(409, 'surcharge_model_assigned', undefined, { names });
          }
        });
        return c.json({ success: true });
      },
    };
  },
);
