import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
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
import type { Tx } from '../db/client.ts';
import { teams, users } from '../db/schema.ts';
import { declareRoutes, recordOperations } from '../declare-routes.ts';
import { deleteRow, editRow, requireExisting } from '../domain/records.ts';
import {
  insertValues,
  recordOf,
  updateValues,
  type WireColumns,
  withoutFields,
} from '../domain/wire-columns.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, forbidden, notFound, pathId, withEtag } from '../http.ts';

type TeamRow = typeof teams.$inferSelect;

/**
 * 409 naming `name` when another team has the name, ignoring case and outer spaces: two teams of one
 * name cannot be told apart in a picker. Teams are written rarely, so the table is locked for the
 * check, which keeps two writes at once (also from two service processes) from both passing it. Not a
 * unique index: a database from before this rule may hold such twins, and an upgrade must not fail.
 */
async function requireFreeName(tx: Tx, name: string | undefined, exceptId?: number): Promise<void> {
  if (name === undefined) return;
  await tx.execute(sql`lock table ${teams} in share row exclusive mode`);
  const sameName = eq(sql`lower(trim(${teams.name}))`, name.trim().toLowerCase());
  const [twin] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(exceptId === undefined ? sameName : and(sameName, ne(teams.id, exceptId)))
    .limit(1);
  if (twin) throw new ApiError(409, 'duplicate_team_name', ['name']);
}

const teamColumns = {
  id: 'id',
  name: 'name',
  leader: 'leader',
} as const satisfies WireColumns<Team, TeamRow>;

const toTeam = (row: TeamRow): Team => recordOf(teamColumns, row);
const toLegacyTeam = (row: TeamRow): LegacyTeam => withoutFields(toTeam(row), ['leader']);

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

    async function add(body: z.output<typeof teamAddSchema>): Promise<TeamRow> {
      return db.transaction(async (tx) => {
        await requireExisting(tx, users, 'leader', body.leader);
        await requireFreeName(tx, body.name);
        const [row] = await tx
          .insert(teams)
          .values(insertValues(teamColumns, body, { leader: null }))
          .returning();
        return row as TeamRow;
      });
    }

    function edit(c: Context<ApiEnv>, id: number, body: z.output<typeof teamEditSchema>) {
      return editRow(db, c, teams, id, updateValues(teamColumns, body), async (tx) => {
        await requireExisting(tx, users, 'leader', body.leader);
        await requireFreeName(tx, body.name, id);
      });
    }

    async function remove(c: Context<ApiEnv>, id: number) {
      // Members keep their team rather than silently losing it: nothing is lost by a delete.
      await deleteRow(db, c, teams, id, [{ label: 'users', table: users, column: users.teamsId, id }]);
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
