import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { rights } from '../../contract/rights.ts';
import {
  type LegacyTeam,
  legacyTeamAddSchema,
  legacyTeamListSchema,
  legacyTeamSingleSchema,
  type Team,
  teamAddSchema,
  teamEditSchema,
  teamListSchema,
  teamSingleSchema,
} from '../../contract/teams.ts';
import { teams, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { blockDeleteWhenReferenced, lockRow, requireExisting } from '../domain/records.ts';
import type { ApiEnv } from '../env.ts';
import { checkIfMatch, forbidden, notFound, pathId, withEtag } from '../http.ts';

type TeamRow = typeof teams.$inferSelect;

export const toTeam = (row: TeamRow): Team => ({ id: row.id, name: row.name, leader: row.leader });
const toLegacyTeam = (row: TeamRow): LegacyTeam => ({ id: row.id, name: row.name });

const legacy = recordOperations({
  tag: 'Teams',
  base: '/api/teams',
  noun: 'team (older path)',
  plural: 'teams (older path)',
  list: legacyTeamListSchema,
  single: legacyTeamSingleSchema,
  add: legacyTeamAddSchema,
  edit: legacyTeamAddSchema,
});
const legacyOperations = {
  legacyList: legacy.list,
  legacyGet: legacy.get,
  legacyAdd: legacy.add,
  legacyEdit: legacy.edit,
  legacyDelete: legacy.delete,
};

/**
 * `/api/v2/teams` and the older `/api/teams`, which knows only id and name and lists under `team`.
 * Everyone reads teams; owners and managers write them.
 */
export const teamsRoutes = declareRoutes(
  {
    ...recordOperations({
      tag: 'Teams',
      base: '/api/v2/teams',
      noun: 'team',
      list: teamListSchema,
      single: teamSingleSchema,
      add: teamAddSchema,
      edit: teamEditSchema,
    }),
    ...legacyOperations,
  },
  ({ db }) => {
    const allTeams = () => db.select().from(teams).orderBy(asc(teams.id));

    async function findTeam(id: number): Promise<TeamRow> {
      const [row] = await db.select().from(teams).where(eq(teams.id, id));
      if (!row) throw notFound();
      return row;
    }

    function requireWriter(c: Context<ApiEnv>) {
      if (!rights.writesMasterData(c.get('caller'))) throw forbidden();
    }

    async function add(values: { name: string; leader?: number | null }): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        await requireExisting(tx, users, 'leader', values.leader);
        const [row] = await tx
          .insert(teams)
          .values({ name: values.name, leader: values.leader ?? null })
          .returning();
        return row as TeamRow;
      });
    }

    async function edit(c: Context<ApiEnv>, id: number, values: { name?: string; leader?: number | null }) {
      return db.transaction(async (tx) => {
        const current = await lockRow(tx, teams, id);
        checkIfMatch(c, current.version);
        await requireExisting(tx, users, 'leader', values.leader);
        const [row] = await tx
          .update(teams)
          .set({ name: values.name, leader: values.leader, version: current.version + 1 })
          .where(eq(teams.id, id))
          .returning();
        return row as TeamRow;
      });
    }

    async function remove(c: Context<ApiEnv>, id: number) {
      await db.transaction(async (tx) => {
        const current = await lockRow(tx, teams, id);
        checkIfMatch(c, current.version);
        // Members keep their team rather than silently losing it: nothing is lost by a delete.
        await blockDeleteWhenReferenced(tx, [{ label: 'users', table: users, column: users.teamsId, id }]);
        await tx.delete(teams).where(eq(teams.id, id));
      });
      return c.json({ success: true });
    }

    return {
      list: async (c) => {
        return c.json({ teams: (await allTeams()).map(toTeam) });
      },

      get: async (c) => {
        const row = await findTeam(pathId(c));
        return withEtag(c, row.version, { team: toTeam(row) });
      },

      add: async (c, input) => {
        requireWriter(c);
        const row = await add(await input.body());
        return withEtag(c, row.version, { team: toTeam(row) });
      },

      edit: async (c, input) => {
        const id = pathId(c);
        await findTeam(id);
        requireWriter(c);
        const row = await edit(c, id, await input.body());
        return withEtag(c, row.version, { team: toTeam(row) });
      },

      delete: async (c) => {
        const id = pathId(c);
        await findTeam(id);
        requireWriter(c);
        return remove(c, id);
      },

      legacyList: async (c) => {
        return c.json({ team: (await allTeams()).map(toLegacyTeam) });
      },

      legacyGet: async (c) => {
        const row = await findTeam(pathId(c));
        return withEtag(c, row.version, { team: toLegacyTeam(row) });
      },

      legacyAdd: async (c, input) => {
        requireWriter(c);
        const row = await add(await input.body());
        return withEtag(c, row.version, { team: toLegacyTeam(row) });
      },

      legacyEdit: async (c, input) => {
        const id = pathId(c);
        await findTeam(id);
        requireWriter(c);
        const row = await edit(c, id, await input.body());
        return withEtag(c, row.version, { team: toLegacyTeam(row) });
      },

      legacyDelete: async (c) => {
        const id = pathId(c);
        await findTeam(id);
        requireWriter(c);
        return remove(c, id);
      },
    };
  },
);
