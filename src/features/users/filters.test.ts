import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/render.tsx';
import { filterUsers, isFiltered, type UsersSearch, userRows } from './filters.ts';

const ada = testUser({ id: 1, name: 'Ada Owner', email: 'ada@example.com', role: 'owner' });
const bob = testUser({
  id: 2,
  name: 'Bob Builder',
  email: 'bob@example.com',
  role: 'worker',
  number: 'P-17',
  teams_id: 5,
  boss: 1,
});
const cy = testUser({ id: 3, name: 'Cy Gone', email: 'cy@example.com', role: 'worker', active: false });
const everyone = [ada, bob, cy];

const all: UsersSearch = {
  view: 'directory',
  role: 'all',
  team: 'all',
  active: 'all',
  search: '',
  sort: 'name',
};
const names = (search: Partial<UsersSearch>) =>
  filterUsers(everyone, { ...all, ...search }).map((user) => user.name);

describe('filterUsers', () => {
  it('searches name, number and e-mail in any case', () => {
    expect(names({ search: 'bob' })).toEqual(['Bob Builder']);
    expect(names({ search: 'p-17' })).toEqual(['Bob Builder']);
    expect(names({ search: 'CY@EXAMPLE' })).toEqual(['Cy Gone']);
  });

  it('filters by role, team (or none) and status', () => {
    expect(names({ role: 'owner' })).toEqual(['Ada Owner']);
    expect(names({ team: 5 })).toEqual(['Bob Builder']);
    expect(names({ team: 'none' })).toEqual(['Ada Owner', 'Cy Gone']);
    expect(names({ active: 'inactive' })).toEqual(['Cy Gone']);
  });

  it('knows when a filter narrows the list', () => {
    expect(isFiltered(all)).toBe(false);
    expect(isFiltered({ ...all, team: 'none' })).toBe(true);
  });
});

it('names the team and the boss of each row', () => {
  const [, row] = userRows(everyone, [{ id: 5, name: 'Crew', leader: null }]);
  expect(row).toMatchObject({ teamName: 'Crew', bossName: 'Ada Owner' });
});
