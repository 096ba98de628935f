import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('customers', () => {
  it('creates, reads, edits and lists a customer for a manager', async () => {
    const created = await service.request('POST', '/api/v2/customers', {
      as: 'manager',
      body: { name: 'Acme GmbH', number: 'C-1', note: 'pays late', color: 4, billable_default: 1 },
    });
    expect(created.status).toBe(200);
    expect(created.body.customer).toEqual({
      id: expect.any(Number),
      name: 'Acme GmbH',
      number: 'C-1',
      active: true,
      billable_default: true,
      note: 'pays late',
      color: 4,
    });
    const id = created.body.customer.id;
    const read = await service.request('GET', `/api/v2/customers/${id}`, { as: 'manager' });
    expect(read.headers.get('etag')).toBe('"1"');
    const edited = await service.request('PUT', `/api/v2/customers/${id}`, {
      as: 'manager',
      body: { active: false },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.customer.active).toBe(false);
    expect(edited.headers.get('etag')).toBe('"2"');
    const list = await service.request('GET', '/api/v2/customers?filter[active]=false', { as: 'manager' });
    expect(list.body.filter).toEqual({ active: false });
    expect(list.body.customers.map((customer: { id: number }) => customer.id)).toContain(id);
  });

  it('hides the note and inactive customers from a worker', async () => {
    const created = await service.request('POST', '/api/v2/customers', {
      body: { name: 'Hidden note', note: 'secret' },
    });
    const id = created.body.customer.id;
    const read = await service.request('GET', `/api/v2/customers/${id}`, { as: 'worker1' });
    expect(read.status).toBe(200);
    expect(read.body.customer).not.toHaveProperty('note');
    await service.request('PUT', `/api/v2/customers/${id}`, { body: { active: false } });
    expect((await service.request('GET', `/api/v2/customers/${id}`, { as: 'worker1' })).status).toBe(404);
  });

  it('refuses a worker write and changes nothing', async () => {
    const before = await snapshot(service.db, ['customers']);
    const response = await service.request('POST', '/api/v2/customers', {
      as: 'worker1',
      body: { name: 'Nope' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 403, message: 'You do not have the right to do this.' } });
    expect(await snapshot(service.db, ['customers'])).toEqual(before);
  });

  it.each([
    [{ name: 'x'.repeat(256) }, ['name']],
    [{ name: 'nul\u0000byte' }, ['name']],
    [{ name: '   ' }, ['name']],
    [{ name: 'Colour', color: 10 }, ['color']],
    [{ name: 'Colour', color: '1' }, ['color']],
    [{ name: 42 }, ['name']],
    [{}, ['name']],
  ])('rejects %j naming %j', async (body, fields) => {
    const before = await snapshot(service.db, ['customers']);
    const response = await service.request('POST', '/api/v2/customers', { body });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await snapshot(service.db, ['customers'])).toEqual(before);
  });

  it('treats empty query values as absent and pages with consistent counts', async () => {
    const all = await service.request('GET', '/api/v2/customers?filter[active]=&page=&items_per_page=2');
    expect(all.status).toBe(200);
    expect(all.body.filter).toBeNull();
    const { count_items: countItems } = all.body.paging;
    expect(all.body.paging).toEqual({
      items_per_page: 2,
      current_page: 1,
      count_pages: Math.ceil(countItems / 2),
      count_items: countItems,
    });
    const pastTheEnd = await service.request(
      'GET',
      `/api/v2/customers?items_per_page=2&page=${countItems + 1}`,
    );
    expect(pastTheEnd.status).toBe(200);
    expect(pastTheEnd.body.customers).toEqual([]);
    expect(pastTheEnd.body.paging.count_items).toBe(countItems);
  });

  it('sorts names in reading order: accents and case only break ties', async () => {
    for (const name of ['Blauwal Sortiert', 'Bäckerei Sortiert', 'apfelhof Sortiert', 'Ärztehaus Sortiert']) {
      expect((await service.request('POST', '/api/v2/customers', { body: { name } })).status).toBe(200);
    }
    const names = async (sort: string) =>
      (
        await service.request('GET', `/api/v2/customers?filter[search]=Sortiert&sort=${sort}`)
      ).body.customers.map((customer: { name: string }) => customer.name);
    expect(await names('name')).toEqual([
      'apfelhof Sortiert',
      'Ärztehaus Sortiert',
      'Bäckerei Sortiert',
      'Blauwal Sortiert',
    ]);
    expect(await names('-name')).toEqual([
      'Blauwal Sortiert',
      'Bäckerei Sortiert',
      'Ärztehaus Sortiert',
      'apfelhof Sortiert',
    ]);
  });

  it('lists only the customers named by filter[ids], in every array style, echoing them', async () => {
    const ids: number[] = [];
    for (const name of ['Ids Alpha', 'Ids Beta', 'Ids Gamma']) {
      ids.push((await service.request('POST', '/api/v2/customers', { body: { name } })).body.customer.id);
    }
    const [alpha, beta, gamma] = ids as [number, number, number];
    for (const query of [
      `filter[ids]=${gamma},${alpha}`,
      `filter[ids][]=${gamma}&filter[ids][]=${alpha}`,
      `filter[ids]=${gamma}&filter[ids]=${alpha}`,
    ]) {
      const list = await service.request('GET', `/api/v2/customers?${query}`);
      expect(list.status).toBe(200);
      expect(list.body.customers.map((customer: { name: string }) => customer.name)).toEqual([
        'Ids Alpha',
        'Ids Gamma',
      ]);
      expect(list.body.paging.count_items).toBe(2);
      expect(list.body.filter).toEqual({ ids: [gamma, alpha] });
    }
    // A worker still sees no inactive customer, named or not.
    await service.request('PUT', `/api/v2/customers/${beta}`, { body: { active: false } });
    const asWorker = await service.request('GET', `/api/v2/customers?filter[ids]=${alpha},${beta}`, {
      as: 'worker1',
    });
    expect(asWorker.body.customers.map((customer: { id: number }) => customer.id)).toEqual([alpha]);
    const asOwner = await service.request('GET', `/api/v2/customers?filter[ids]=${alpha},${beta}`);
    expect(asOwner.body.customers.map((customer: { id: number }) => customer.id)).toEqual([alpha, beta]);
  });

  it.each([
    ['filter[ids]=abc'],
    ['filter[ids]=1,0'],
    [`filter[ids]=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`],
  ])('refuses %s naming filter[ids]', async (query) => {
    const response = await service.request('GET', `/api/v2/customers?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(['filter[ids]']);
  });

  it('answers in German when asked', async () => {
    const response = await service.request('POST', '/api/v2/customers', {
      body: {},
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    expect(response.body.error.message).toBe('Ungültiger oder fehlender Wert: name.');
  });

  it('accepts a form body', async () => {
    const response = await service.request('POST', '/api/v2/customers', {
      form: { name: 'Form Ltd', billable_default: '0', color: '3' },
    });
    expect(response.status).toBe(200);
    expect(response.body.customer).toMatchObject({ name: 'Form Ltd', billable_default: false, color: 3 });
  });

  it('answers 412 to a stale If-Match and keeps the record', async () => {
    const created = await service.request('POST', '/api/v2/customers', { body: { name: 'Versioned' } });
    const id = created.body.customer.id;
    await service.request('PUT', `/api/v2/customers/${id}`, {
      body: { name: 'First' },
      headers: { 'If-Match': '"1"' },
    });
    const stale = await service.request('PUT', `/api/v2/customers/${id}`, {
      body: { name: 'Second' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect((await service.request('GET', `/api/v2/customers/${id}`)).body.customer.name).toBe('First');
  });

  it('refuses to delete a customer with projects and suggests deactivating', async () => {
    const customer = (await service.request('POST', '/api/v2/customers', { body: { name: 'Busy' } })).body
      .customer;
    await service.request('POST', '/api/v2/projects', {
      body: { name: 'Busy project', customers_id: customer.id },
    });
    const response = await service.request('DELETE', `/api/v2/customers/${customer.id}`);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toContain('Deactivate');
    expect((await service.request('GET', `/api/v2/customers/${customer.id}`)).status).toBe(200);
  });

  it('deletes an unused customer', async () => {
    const customer = (await service.request('POST', '/api/v2/customers', { body: { name: 'Short-lived' } }))
      .body.customer;
    expect((await service.request('DELETE', `/api/v2/customers/${customer.id}`)).body).toEqual({
      success: true,
    });
    expect((await service.request('GET', `/api/v2/customers/${customer.id}`)).status).toBe(404);
  });

  it.each(['0', '-1', '1.5', '1e3', '0x10', '1abc', '99999999999999999999', '2147483648'])(
    'answers 404 for the id %s',
    async (id) => {
      expect((await service.request('GET', `/api/v2/customers/${id}`)).status).toBe(404);
    },
  );
});
