import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const path = '/api/v2/aggregates/users/me';

describe('the signed-in user (extension)', () => {
  for (const who of ['worker1', 'manager', 'owner'] as const) {
    it(`answers the ${who} their own record, as the single user's GET does`, async () => {
      const me = await service.request('GET', path, { as: who });
      expect(me.status).toBe(200);
      const single = await service.request('GET', `/api/v2/users/${service.fixture.users[who].id}`, {
        as: who,
      });
      expect(me.body).toEqual(single.body);
      expect(me.body.user.email).toBe(service.fixture.users[who].email);
      expect(me.headers.get('etag')).toBe(single.headers.get('etag'));
    });
  }

  it('follows an edit of the record at once', async () => {
    const before = await service.request('GET', path, { as: 'worker1' });
    const edited = await service.request('PUT', `/api/v2/users/${service.fixture.users.worker1.id}`, {
      as: 'worker1',
      body: { language: before.body.user.language === 'de' ? 'fr' : 'de' },
    });
    expect(edited.status).toBe(200);
    const after = await service.request('GET', path, { as: 'worker1' });
    expect(after.body).toEqual(edited.body);
    expect(after.headers.get('etag')).toBe(edited.headers.get('etag'));
  });

  it('needs credentials', async () => {
    const response = await service.request('GET', path, { as: null });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe(401);
  });
});
