import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness.ts';

// The users list's narrowing extensions (docs/interface.md#users-and-teams): by team, by a
// searched name, sorted by name and paged only when asked.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

type Listed = { id: number; name: string };

async function listed(query: string, as: 'owner' | 'worker1' = 'owner') {
  const response = await service.request('GET', `/api/v2/users?${query}`, { as });
  expect(response.status).toBe(200);
  return response;
}
const names = (body: { users: Listed[] }) => body.users.map((user) => user.name);

describe('users list: narrowing (extension)', () => {
  it('lists only the users the caller may list, however narrowed', async () => {
    const asWorker = await listed('filter[search]=xaver', 'worker1');
    expect(asWorker.body).toEqual({ users: [] });
    const asOwner = await listed('filter[search]=xaver');
    expect(names(asOwner.body)).toEqual(['Xaver Gone']);
    expect(asOwner.body).not.toHaveProperty('paging');
  });

  it("answers a team's members, with the same fields the whole list gives the caller", async () => {
    const { worker2 } = service.fixture.users;
    const team = await listed(`filter[teams_id]=${service.fixture.teamId}`, 'worker1');
    expect(names(team.body)).toEqual(['Wanda Worker']);
    const whole = await listed('', 'worker1');
    expect(team.body.users[0]).toEqual(whole.body.users.find((user: Listed) => user.id === worker2.id));
    expect((await listed('filter[teams_id]=999999')).body).toEqual({ users: [] });
  });

  it('searches the name case-insensitively, with no wildcard in the text', async () => {
    expect(names((await listed('filter[search]=WORKER&sort=name')).body)).toEqual([
      'Walter Worker',
      'Wanda Worker',
    ]);
    expect(names((await listed('filter[search]=%25')).body)).toEqual([]);
    expect(names((await listed('filter[search]=a&filter[active]=0')).body)).toEqual(['Xaver Gone']);
    expect(names((await listed('filter[search]=xaver&filter[active]=true')).body)).toEqual([]);
    expect(names((await listed('filter[search]=a_')).body)).toEqual([]);
  });

  it('pages the matches in reading order of the names only when asked, with the count of all', async () => {
    const first = await listed('sort=name&items_per_page=2');
    expect(names(first.body)).toEqual(['Alma Absence', 'Max Manager']);
    expect(first.body.paging).toEqual({ items_per_page: 2, current_page: 1, count_pages: 4, count_items: 8 });
    const second = await listed('sort=name&items_per_page=2&page=2&filter[search]=er');
    expect(names(second.body)).toEqual(['Olivia Owner', 'Walter Worker']);
    expect(second.body.paging).toMatchObject({ current_page: 2, count_items: 6 });
    const byId = await listed('page=1');
    expect(byId.body.paging).toMatchObject({ items_per_page: 50, count_items: 8 });
    const ids = byId.body.users.map((user: Listed) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it.each([
    ['filter[ids]=1', 'filter[ids]'],
    ['filter[teams_id]=abc', 'filter[teams_id]'],
    ['filter[teams_id]=1,2', 'filter[teams_id]'],
    [`filter[search]=${'a'.repeat(101)}`, 'filter[search]'],
    ['filter[active]=yes', 'filter[active]'],
    ['sort=email', 'sort'],
    ['items_per_page=0', 'items_per_page'],
    ['items_per_page=1001', 'items_per_page'],
    ['page=0', 'page'],
    ['filter[name]=Max', 'filter[name]'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await service.request('GET', `/api/v2/users?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual([field]);
  });
});
