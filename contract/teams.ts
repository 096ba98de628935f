import { z } from 'zod';
import { collection, id, nameText, single } from './common.ts';

export const teamSchema = z.object({
  id,
  name: z.string(),
  /** User id of the team leader. */
  leader: id.nullable(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamAddSchema = z.object({
  name: nameText,
  leader: id.nullable().optional(),
});

export const teamEditSchema = teamAddSchema.partial();

/** `/api/v2/teams` lists under `teams` (docs/interface.md#users-and-teams). */
export const teamListSchema = collection('teams', teamSchema);
export const teamSingleSchema = single('team', teamSchema);

/** The older unversioned `/api/teams` knows only id and name. */
export const legacyTeamSchema = z.object({ id, name: z.string() });
export type LegacyTeam = z.infer<typeof legacyTeamSchema>;

/** `POST /api/teams` and `PUT /api/teams/[ID]` both require name. */
export const legacyTeamAddSchema = z.object({ name: nameText });

/** `/api/teams` lists under `team`. */
export const legacyTeamListSchema = collection('team', legacyTeamSchema);
export const legacyTeamSingleSchema = single('team', legacyTeamSchema);
