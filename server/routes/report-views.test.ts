import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportViewListSchema, reportViewSingleSchema } from '../../contract/report-views.ts';
import { reportViews } from '../db/report-views-schema.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';

let service: TestService;
const PATH = '/api/v2/report-views';
const TABLES = ['report_views'];

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

type Who = NonNullable<RequestOptions['as']>;
const refused = (method: string, path: string, options: RequestOptions, status: number, fields?: string[]) =>
  expectRefused(service, TABLES, method, path, { as: 'manager', ...options }, status, fields);

/** The page's state as a saved view answers it: every default filled in. */
const byCustomerThenProject = {
  period: 'range',
  date: '2026-01-01',
  until: '2026-03-31',
  text: '',
  group: 'customer',
  subgroup: 'project',
};

async function addView(name: string, search: Record<string, unknown>, as: Who = 'manager') {
  const response = await service.request('POST', PATH, { as, body: { name, search } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.report_view as { id: number; name: string; search: Record<string, unknown> };
}

const namesOf = async (as: Who) =>
  ((await service.request('GET', PATH, { as })).body.report_views as { name: string }[]).map(
    (view) => view.name,
  );

describe('saved report views (ext)', () => {
  it('adds, reads, renames, lists and deletes a view under `report_view` and `report_views`', async () => {
    const created = await service.request('POST', PATH, {
      as: 'manager',
      body: { name: '  First quarter  ', search: { ...byCustomerThenProject, text: undefined } },
    });
    expect(created.status).toBe(200);
    expect(reportViewSingleSchema.parse(created.body)).toEqual(created.body);
    // The name is stored trimmed, the state with its defaults.
    expect(created.body.report_view).toEqual({
      id: expect.any(Number),
      name: 'First quarter',
      search: byCustomerThenProject,
    });
    expect(created.headers.get('etag')).toBe('"1"');
    const path = `${PATH}/${created.body.report_view.id}`;
    expect((await service.request('GET', path, { as: 'manager' })).body).toEqual(created.body);

    const renamed = await service.request('PUT', path, {
      as: 'manager',
      body: { name: 'Q1 by project' },
      headers: { 'If-Match': '"1"' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.report_view).toEqual({ ...created.body.report_view, name: 'Q1 by project' });
    expect(renamed.headers.get('etag')).toBe('"2"');
    await refused('PUT', path, { body: { name: 'Late' }, headers: { 'If-Match': '"1"' } }, 412);

    const list = await service.request('GET', PATH, { as: 'manager' });
    expect(reportViewListSchema.parse(list.body)).toEqual(list.body);
    expect(list.body.report_views).toEqual([renamed.body.report_view]);

    const regrouped = await service.request('PUT', path, {
      as: 'manager',
      body: { search: { period: 'week', group: 'service' } },
    });
    // The state is replaced whole, not merged with the one before.
    expect(regrouped.body.report_view.search).toEqual({ period: 'week', text: '', group: 'service' });

    await refused('DELETE', path, { headers: { 'If-Match': '"1"' } }, 412);
    const deleted = await service.request('DELETE', path, { as: 'manager', headers: { 'If-Match': '"3"' } });
    expect(deleted.body).toEqual({ success: true });
    expect((await service.request('GET', path, { as: 'manager' })).status).toBe(404);
    expect(await namesOf('manager')).toEqual([]);
  });

  it("keeps each user's views to themselves: another user's id answers 404 and changes nothing", async () => {
    const mine = await addView('Mine only', byCustomerThenProject, 'worker1');
    const path = `${PATH}/${mine.id}`;
    await addView('Manager view', { group: 'user' }, 'manager');
    expect(await namesOf('worker1')).toEqual(['Mine only']);
    expect(await namesOf('owner')).not.toContain('Mine only');

    for (const as of ['owner', 'manager', 'worker2'] as const) {
      await refused('GET', path, { as }, 404);
      await refused('PUT', path, { as, body: { name: 'Taken over' } }, 404);
      await refused('DELETE', path, { as }, 404);
    }
    // An unknown id answers the same.
    await refused('GET', `${PATH}/2147483000`, { as: 'worker1' }, 404);
    expect((await service.request('GET', path, { as: 'worker1' })).body.report_view).toEqual(mine);
  });

  it("refuses a second view of one name for the same user, ignoring case, but not another user's", async () => {
    const first = await addView('Monthly', { period: 'month' }, 'worker2');
    await refused('POST', PATH, { as: 'worker2', body: { name: ' monthly ', search: {} } }, 409, ['name']);
    const other = await addView('Weekly', { period: 'week' }, 'worker2');
    await refused('PUT', `${PATH}/${other.id}`, { as: 'worker2', body: { name: 'MONTHLY' } }, 409, ['name']);
    // Another user may have the same name; renaming a view to its own name in another case is fine.
    await addView('Monthly', {}, 'worker3');
    const recased = await service.request('PUT', `${PATH}/${first.id}`, {
      as: 'worker2',
      body: { name: 'MONTHLY' },
    });
    expect(recased.body.report_view.name).toBe('MONTHLY');
  });

  it('answers 400 naming the field for a bad name or page state, and stores nothing', async () => {
    const bad: [unknown, string][] = [
      [{ search: {} }, 'name'],
      [{ name: '   ', search: {} }, 'name'],
      [{ name: 'x'.repeat(101), search: {} }, 'name'],
      [{ name: 'No state' }, 'search'],
      [{ name: 'Odd', search: { group: 'colour' } }, 'search.group'],
      [{ name: 'Odd', search: { subgroup: 'day' } }, 'search.subgroup'],
      [{ name: 'Odd', search: { period: 'year' } }, 'search.period'],
      [{ name: 'Odd', search: { date: '2026-02-30' } }, 'search.date'],
      [{ name: 'Odd', search: { customer: 0 } }, 'search.customer'],
      [{ name: 'Odd', search: { billable: 3 } }, 'search.billable'],
      [{ name: 'Odd', search: { text: 'x'.repeat(101) } }, 'search.text'],
      [{ name: 'Odd', search: 'group=customer' }, 'search'],
    ];
    for (const [body, field] of bad) await refused('POST', PATH, { body }, 400, [field]);
    const view = await addView('Valid', {});
    await refused('PUT', `${PATH}/${view.id}`, { body: { search: { group: 'colour' } } }, 400, [
      'search.group',
    ]);
    expect((await service.request('GET', `${PATH}/${view.id}`, { as: 'manager' })).body.report_view).toEqual(
      view,
    );
    await addView('y'.repeat(100), {});
  });

  it('ignores unknown fields, in the body and in the state, and stores none of them', async () => {
    const view = await addView('With extras', { group: 'project', page: 3, colour: 'red' });
    const body = { name: 'Extras', search: { group: 'project' }, owner: 1, users_id: 1 };
    const added = await service.request('POST', PATH, { as: 'manager', body });
    expect(added.body.report_view).toEqual({
      id: expect.any(Number),
      name: 'Extras',
      search: { period: 'month', text: '', group: 'project' },
    });
    expect(view.search).toEqual({ period: 'month', text: '', group: 'project' });
    const [row] = await service.db
      .select()
      .from(reportViews)
      .where(eq(reportViews.id, added.body.report_view.id));
    expect(row?.search).toEqual({ period: 'month', text: '', group: 'project' });
    expect(row?.usersId).toBe(service.fixture.users.manager.id);
  });

  it("goes with its user: deleting a user deletes their views, no one else's", async () => {
    const { inactive } = service.fixture.users;
    await service.db.insert(reportViews).values({
      usersId: inactive.id,
      name: 'Left behind',
      search: { period: 'month', text: '', group: 'customer' },
    });
    const others = await service.db.select().from(reportViews);
    const deleted = await service.request('DELETE', `/api/v2/users/${inactive.id}`, { as: 'owner' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const left = await service.db.select().from(reportViews);
    expect(left).toEqual(others.filter((row) => row.usersId !== inactive.id));
    expect(left.length).toBe(others.length - 1);
  });
});
