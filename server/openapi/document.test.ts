import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../api-routes.ts';
import type { Operation } from '../declare-routes.ts';
import { startSession } from '../domain/sessions.ts';
import { answerProblems } from '../testing/answer-check.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import { openApiDocument, operationId } from './document.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const document = openApiDocument(operations) as Document;

type Signer = 'owner' | 'worker1' | 'worker3';

const key = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

function operationAt(method: string, path: string): Operation {
  const operation = operations.find((candidate) => candidate.method === method && candidate.path === path);
  if (!operation) throw new Error(`${method} ${path} is not in the table`);
  return operation;
}

/** Sends a documented request as `as` and checks a successful answer against the document. */
async function call(
  method: string,
  path: string,
  concretePath: string,
  body?: unknown,
  as: Signer = 'owner',
) {
  const response = await service.request(method, concretePath, { as, ...(body ? { body } : {}) });
  if (response.status === 200) {
    expect(answerProblems(operationAt(method, path), response.body), `${method} ${concretePath}`).toEqual([]);
  }
  return response;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every operation once', () => {
    const ids = operations.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(operations.map(key)).size).toBe(operations.length);
  });

  it('documents exactly the routes the service registers', () => {
    const registered = service.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => key({ method: route.method, path: route.path }));
    expect(new Set(registered)).toEqual(new Set(operations.map(key)));
  });

  it('tells an answer that drifted from the contract', () => {
    const getUser = operationAt('GET', '/api/v2/users/:id');
    expect(answerProblems(getUser, { user: { id: 1, name: 'No e-mail' } })).not.toEqual([]);
    expect(
      answerProblems(operationAt('GET', '/api/v2/teams'), {
        teams: [{ id: 1, name: 'A', leader: null, x: 1 }],
      }),
    ).not.toEqual([]);
  });

  it('is served without credentials', async () => {
    const response = await service.request('GET', '/api/openapi.json', { as: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(document);
  });

  it('lists the filters, the authentication headers and the error shape', () => {
    const listProjects = document.paths['/api/v2/projects']?.get as unknown as {
      parameters: { name: string }[];
    };
    expect(listProjects.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'items_per_page', 'filter[customers_id]', 'filter[active]', 'sort']),
    );
    const schemes = (
      openApiDocument(operations) as { components: { securitySchemes: Record<string, { name?: string }> } }
    ).components.securitySchemes;
    expect(Object.values(schemes).map((scheme) => scheme.name)).toEqual(
      expect.arrayContaining(['X-ServiceApiUser', 'X-ServiceApiKey', 'X-Service-External-Application']),
    );
    const editUser = document.paths['/api/v2/users/{id}']?.put as unknown as {
      parameters: { $ref?: string }[];
      responses: Record<string, { $ref?: string }>;
    };
    expect(editUser.parameters).toContainEqual({ $ref: '#/components/parameters/IfMatch' });
    expect(Object.keys(editUser.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '412', '422', '429']),
    );
  });
});

describe('the service answers as documented', () => {
  /** Creates one record of each kind through its documented POST, checking each answer. */
  async function createRecords() {
    const { users, teamId } = service.fixture;
    const create = async (path: string, body: unknown, as: Signer = 'owner', pattern = path) => {
      const response = await call('POST', pattern, path, body, as);
      expect(response.status, `POST ${path}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body;
    };
    const customer = (await create('/api/v2/customers', { name: 'Documented customer' })).customer.id;
    const project = (await create('/api/v2/projects', { name: 'Documented project', customers_id: customer }))
      .project.id;
    const serviceId = (await create('/api/services', { name: 'Documented service' })).service.id;
    const lumpSum = (await create('/api/v2/lumpsumservices', { name: 'Documented lump sum', price: 12.5 }))
      .lumpSumService.id;
    const surcharge = (await create('/api/v2/surcharges', { name: 'Documented model', accumulation: true }))
      .surcharge.id;
    const user = (
      await create('/api/v2/users', {
        name: 'Documented User',
        email: 'documented@example.com',
        role: 'worker',
      })
    ).user.id;
    const group = (await create('/api/nonbusinessgroups', { name: 'Documented group' })).nonbusinessgroup.id;
    await create(
      `/api/nonbusinessgroups/${group}/days`,
      { date: '2026-12-25', name: 'Christmas Day' },
      'owner',
      '/api/nonbusinessgroups/:id/days',
    );
    const period = (
      await create('/api/v2/usersNonbusinessGroups', {
        users_id: users.worker1.id,
        nonbusiness_groups_id: group,
        date_since: '2026-01-01',
      })
    ).data.id;
    const entry = (
      await create('/api/v2/entries', {
        customers_id: customer,
        projects_id: project,
        services_id: serviceId,
        billable: 1,
        time_since: '2026-11-20T08:00:00Z',
        time_until: '2026-11-20T09:30:00Z',
        text: 'Documented work',
      })
    ).entry.id;
    const absence = (
      await create(
        '/api/absences',
        { date_since: '2026-12-01', date_until: '2026-12-01', type: 1 },
        'worker1',
      )
    ).absence.id;
    // Only a day under the filer's edit lock makes a request; an open day changes at once.
    const changeRequest = async (date: string) =>
      (
        await create(
          '/api/v2/workTimes/changeRequests',
          {
            date,
            users_id: users.worker3.id,
            changes: [{ type: 1, time_since: `${date}T08:00:00Z`, time_until: `${date}T09:00:00Z` }],
          },
          'worker3',
        )
      ).change_request.id;
    const declined = await changeRequest('2026-10-19');
    const approved = await changeRequest('2026-10-20');
    const targetHours = (
      await create('/api/targethours', {
        users_id: users.worker1.id,
        type: 'weekly',
        date_since: '2026-01-01',
        compensation_monthly: 0,
        compensation_daily: 0,
        monday: 8,
        tuesday: 8,
        wednesday: 8,
        thursday: 8,
        friday: 8,
        saturday: 0,
        sunday: 0,
      })
    ).targethours.id;
    const quota = (
      await create('/api/holidaysquota', { users_id: users.worker1.id, year_since: 2026, count: 25 })
    ).holidaysquotaRow.id;
    await create('/api/holidayscarry', { users_id: users.worker1.id, year: 2026, count: 2.5 });
    await create('/api/overtimecarry', { users_id: users.worker1.id, year: 2026, hours: -3.25 });
    const modelPeriod = (
      await create('/api/v2/usersSurchargeModels', {
        users_id: users.worker1.id,
        surcharge_models_id: surcharge,
        date_since: '2026-01-01',
      })
    ).data.id;
    const rate = (
      await create('/api/v2/rates', { projects_id: project, hourly_rate: 90, date_since: '2026-01-01' })
    ).rate.id;
    const reportView = (
      await create('/api/v2/report-views', { name: 'Documented view', search: { subgroup: 'project' } })
    ).report_view.id;

    // A session of the owner's in another browser, for ending one session by its id (declared before
    // "sign out everywhere", which ends it too).
    const { row: session } = await startSession(service.db, users.owner.id, service.clock.now(), 'Elsewhere');

    const recordIds: Record<string, number> = {
      '/api/sessions': session.id,
      '/api/v2/customers': customer,
      '/api/v2/projects': project,
      '/api/services': serviceId,
      '/api/v2/lumpsumservices': lumpSum,
      '/api/v2/surcharges': surcharge,
      '/api/v2/users': user,
      '/api/v2/teams': teamId,
      '/api/teams': teamId,
      '/api/nonbusinessgroups': group,
      '/api/v2/usersNonbusinessGroups': period,
      '/api/v2/usersSurchargeModels': modelPeriod,
      '/api/v2/rates': rate,
      '/api/v2/report-views': reportView,
      '/api/v2/entries': entry,
      '/api/absences': absence,
      '/api/v2/workTimes/changeRequests': declined,
      '/api/targethours': targetHours,
      '/api/holidaysquota': quota,
    };
    const feed = (await create('/api/calendar-feeds', { scope: 'own' })).calendar_feed.path;
    return (operation: Operation) => {
      if (operation.path === '/api/calendar/:file') return feed;
      if (operation.path === '/api/calendar-feeds/:scope') return '/api/calendar-feeds/own';
      if (operation.path.endsWith('/:users_id/:year'))
        return operation.path.replace(':users_id/:year', `${users.worker1.id}/2026`);
      if (operation.path === '/api/userreports/:usersId') return `/api/userreports/${users.worker1.id}`;
      if (operation.path.endsWith('/approve')) return operation.path.replace(':id', String(approved));
      const base = operation.path.slice(0, operation.path.indexOf('/:'));
      return operation.path.replace(':id', String(recordIds[base]));
    };
  }

  it('serves every documented operation, and its answers match the document', async () => {
    const concretePath = await createRecords();
    // Reads first and deletes last, so that every record still exists when it is asked for.
    const order = { GET: 0, PUT: 1, POST: 2, DELETE: 3 };
    const sorted = [...operations].sort((a, b) => order[a.method] - order[b.method]);
    for (const operation of sorted) {
      const path = concretePath(operation);
      const response = await call(operation.method, operation.path, path, operation.body ? {} : undefined);
      expect([404, 405], `${operation.method} ${path}: ${JSON.stringify(response.body)}`).not.toContain(
        response.status,
      );
      if (response.status === 200 && operation.method !== 'DELETE') {
        expect(response.headers.has('etag'), `ETag of ${operation.method} ${path}`).toBe(
          operation.etag ?? false,
        );
      }
    }
  });

  it("answers a worker's reads as documented, with the fields hidden from them left out", async () => {
    const { users } = service.fixture;
    const lists = [
      ['/api/v2/users', '/api/v2/users'],
      ['/api/v2/users/:id', `/api/v2/users/${users.worker2.id}`],
      ['/api/v2/users/:id', `/api/v2/users/${users.worker1.id}`],
      ['/api/v2/projects', '/api/v2/projects'],
      ['/api/v2/customers', '/api/v2/customers?filter[active]=true'],
    ] as const;
    for (const [path, concrete] of lists) {
      const response = await call('GET', path, concrete, undefined, 'worker1');
      expect(response.status, concrete).toBe(200);
    }
  });
});
