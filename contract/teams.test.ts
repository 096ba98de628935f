import { describe, expect, it } from 'vitest';
import {
  legacyTeamAddSchema,
  legacyTeamListSchema,
  teamAddSchema,
  teamEditSchema,
  teamListSchema,
  teamSingleSchema,
} from './teams.ts';

describe('teams', () => {
  it('requires a name and takes an optional leader', () => {
    expect(teamAddSchema.safeParse({ name: 'Ops' }).success).toBe(true);
    expect(teamAddSchema.safeParse({ name: 'Ops', leader: null }).success).toBe(true);
    expect(teamAddSchema.safeParse({}).error?.issues[0]?.path).toEqual(['name']);
    expect(teamAddSchema.safeParse({ name: 'Ops', leader: 0 }).error?.issues[0]?.path).toEqual(['leader']);
  });

  it('edits partially', () => {
    expect(teamEditSchema.parse({ leader: 4 })).toEqual({ leader: 4 });
  });

  it('lists v2 teams under `teams` and legacy teams under `team`', () => {
    expect(teamListSchema.safeParse({ teams: [{ id: 1, name: 'Ops', leader: null }] }).success).toBe(true);
    expect(teamSingleSchema.safeParse({ team: { id: 1, name: 'Ops', leader: 3 } }).success).toBe(true);
    expect(legacyTeamListSchema.parse({ team: [{ id: 1, name: 'Ops', leader: 3 }] })).toEqual({
      team: [{ id: 1, name: 'Ops' }],
    });
  });

  it('requires a name on the legacy add and edit', () => {
    expect(legacyTeamAddSchema.safeParse({}).error?.issues[0]?.path).toEqual(['name']);
  });
});
