import { asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { rights } from '../../contract/rights.ts';
import {
  type LegacyTeam,
  legacyTeamAddSchema,
  type Team,
  teamAddSchema,
  teamEditSchema,
} from '../../contract/teams.ts';
import { teams, users } from '../db/schema.ts';
import { blockDeleteWhenReferenced, lockRow, requireExisting } from '../domain/records.ts';
import type { ApiEnv, Deps } from '../env.ts';
import { checkIfMatch, forbidden, notFound, pathId, readBody, withEtag } from '../http.ts';

type TeamRow = typeof teams.$inferSelect;

export const toTeam = (row: TeamRow): Team => ({ id: row.id, name: row.name, leader: row.leader });
const toLegacyTeam = (row: TeamRow): LegacyTeam => ({ id: row.id, name: row.name });

/**
 * `/api/v2/teams` and the older `/api/teams`, which knows only id and name and lists under `team`.
 * Everyone reads teams; owners and managers write them.
 */
export function teamsRoutes({ db }: Deps) {
  const router = new Hono<ApiEnv>();

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

  router.get('/v2/teams', async (c) => c.json({ teams: (await allTeams()).map(toTeam) }));

  router.get('/v2/teams/:id', async (c) => {
    const row = await findTeam(pathId(c));
    return withEtag(c, row.version, { team: toTeam(row) });
  });

  router.post('/v2/teams', async (c) => {
    requireWriter(c);
    const row = await add(await readBody(c, teamAddSchema));
    return withEtag(c, row.version, { team: toTeam(row) });
  });

  router.put('/v2/teams/:id', async (c) => {
    const id = pathId(c);
    await findTeam(id);
    requireWriter(c);
    const row = await edit(c, id, await readBody(c, teamEditSchema));
    return withEtag(c, row.version, { team: toTeam(row) });
  });

  router.delete('/v2/teams/:id', async (c) => {
    const id = pathId(c);
    await findTeam(id);
    requireWriter(c);
    return remove(c, id);
  });

  router.get('/teams', async (c) => c.json({ team: (await allTeams()).map(toLegacyTeam) }));

  router.get('/teams/:id', async (c) => {
    const row = await findTeam(pathId(c));
    return withEtag(c, row.version, { team: toLegacyTeam(row) });
  });

  router.post('/teams', async (c) => {
    requireWriter(c);
    const row = await add(await readBody(c, legacyTeamAddSchema));
    return withEtag(c, row.version, { team: toLegacyTeam(row) });
  });

  router.put('/teams/:id', async (c) => {
    const id = pathId(c);
    await findTeam(id);
    requireWriter(c);
    const row = await edit(c, id, await readBody(c, legacyTeamAddSchema));
    return withEtag(c, row.version, { team: toLegacyTeam(row) });
  });

  router.delete('/teams/:id', async (c) => {
    const id = pathId(c);
    await findTeam(id);
    requireWriter(c);
    return remove(c, id);
  });

  return router;
}
