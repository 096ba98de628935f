import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Absence } from '../../contract/absences.ts';
import { approvalYears } from '../../contract/approvals.ts';
import type { ChangeRequest } from '../../contract/change-requests.ts';
import { callerOf, rights, subjectOf } from '../../contract/rights.ts';
import type { Team } from '../../contract/teams.ts';
import type { User } from '../../contract/users.ts';
import { absences, changeRequests } from '../db/schema.ts';
import { type RequestOptions, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const path = '/api/v2/aggregates/approvals/count';
type Who = RequestOptions['as'];
type Headers = Record<string, string>;

function pendingAbsence(usersId: number, day: string, status = 0) {
  return { usersId, dateSince: day, dateUntil: day, status, type: 1, countDays: 1, dateEnquired: day };
}

function pendingRequest(usersId: number, date: string, status = 1) {
  const at = `${date}T08:00:00Z`;
  return {
    usersId,
    date,
    status,
    changes: [{ type: 1 as const, time_since: at, time_until: at.replace('08', '09') }],
  };
}

/**
 * What the approvals inbox shows the caller, read as the app reads it: the users and teams lists, the
 * absences of the approval years and every page of pending change requests, judged by contract/rights.ts.
 */
async function inboxOf(as: Who, headers?: Headers) {
  const get = async (url: string) => {
    const response = await service.request('GET', url, { as, headers });
    expect(response.status, url).toBe(200);
    return response.body;
  };
  const usersList: User[] = (await get('/api/v2/users')).users;
  const teamsList: Team[] = (await get('/api/v2/teams')).teams;
  const me = usersList.find(
    (user) => user.email === (headers?.['X-ServiceApiUser'] ?? service.fixture.users[as as 'owner'].email),
  );
  const caller = callerOf(me as User);
  const subject = (id: number) => {
    const user = usersList.find((candidate) => candidate.id === id);
    return user ? subjectOf(user, teamsList) : { id, boss: null, teamLeader: null, absenceManagerIds: [] };
  };
  const years = approvalYears(service.clock.now().toISOString().slice(0, 10));
  const yearLists: Absence[][] = await Promise.all(
    years.map(async (year) => (await get(`/api/absences?year=${year}`)).absences),
  );
  const requests: ChangeRequest[] = [];
  for (let page = 1; ; page++) {
    const body = await get(`/api/v2/workTimes/changeRequests?status=1&items_per_page=1000&page=${page}`);
    requests.push(...body.change_requests);
    if (page >= body.paging.count_pages) break;
  }
  const decidedAbsences = yearLists
    .flat()
    .filter((a) => a.status === 0 && rights.administersAbsencesOf(caller, subject(a.users_id)));
  const decidedRequests = requests.filter(
    (r) => r.status === 1 && rights.decidesChangeRequestOf(caller, subject(r.users_id)),
  );
  const peopleIds = new Set([...decidedAbsences, ...decidedRequests].map((item) => item.users_id));
  return {
    count: { absences: decidedAbsences.length, change_requests: decidedRequests.length },
    people: usersList
      .filter((user) => peopleIds.has(user.id))
      .map((user) => ({
        id: user.id,
        name: user.name,
        teams_id: user.teams_id,
        timezone: user.timezone,
        absences: rights.administersAbsencesOf(caller, subject(user.id)),
        change_requests: rights.decidesChangeRequestOf(caller, subject(user.id)),
      })),
  };
}

async function peopleOf(as: Who, headers?: Headers) {
  const response = await service.request('GET', '/api/v2/aggregates/approvals/people', { as, headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.people;
}

async function countOf(as: Who, headers?: Headers) {
  const response = await service.request('GET', path, { as, headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.count;
}

/** A worker with a key, and another whose boss they are. */
async function bossAndReport() {
  const add = async (body: Record<string, unknown>) => {
    const response = await service.request('POST', '/api/v2/users', {
      body: { name: 'Some One', email: `approvals-${Math.random()}@test.example`, role: 'worker', ...body },
    });
    expect(response.status).toBe(200);
    return response.body.user as User;
  };
  const boss = await add({});
  const key = (await service.request('POST', `/api/v2/users/${boss.id}/apikey`)).body.api_key as string;
  const report = await add({ boss: boss.id });
  return { boss, report, headers: { 'X-ServiceApiUser': boss.email, 'X-ServiceApiKey': key } };
}

describe('approvals count (extension)', () => {
  it('counts only what is pending, in this and next year, for whoever decides it', async () => {
    const { users } = service.fixture;
    // The clock stands in 2026: 2027 is counted, 2025 and 2028 are not.
    await service.db
      .insert(absences)
      .values([
        pendingAbsence(users.worker1.id, '2026-12-01'),
        pendingAbsence(users.worker2.id, '2027-03-01'),
        pendingAbsence(users.worker2.id, '2026-12-02'),
        pendingAbsence(users.worker2.id, '2026-12-03', 1),
        pendingAbsence(users.worker1.id, '2025-06-02'),
        pendingAbsence(users.worker1.id, '2028-01-04'),
        pendingAbsence(users.manager.id, '2026-12-04'),
        pendingAbsence(users.owner.id, '2026-12-07'),
        pendingAbsence(users.inactive.id, '2026-12-08'),
      ]);
    await service.db
      .insert(changeRequests)
      .values([
        pendingRequest(users.worker1.id, '2026-11-02'),
        pendingRequest(users.worker2.id, '2026-11-03'),
        pendingRequest(users.worker2.id, '2026-11-04', 2),
        pendingRequest(users.manager.id, '2026-11-05'),
        pendingRequest(users.owner.id, '2026-11-06'),
      ]);
    // The owner administers every absence (their own too) and decides everyone's requests but their own.
    expect(await countOf('owner')).toEqual({ absences: 6, change_requests: 3 });
    // M administers W2's absences only, and decides every request but their own.
    expect(await countOf('manager')).toEqual({ absences: 2, change_requests: 3 });
    // MA manages all absences.
    expect(await countOf('absenceManager')).toEqual({ absences: 6, change_requests: 4 });
    for (const who of ['owner', 'manager', 'manager2', 'absenceManager'] as const) {
      const inbox = await inboxOf(who);
      expect(await countOf(who), who).toEqual(inbox.count);
      expect(await peopleOf(who), who).toEqual(inbox.people);
    }
  });

  it('counts for a worker exactly the requests of the co-workers whose boss they are', async () => {
    const { boss, report, headers } = await bossAndReport();
    await service.db
      .insert(changeRequests)
      .values([
        pendingRequest(report.id, '2026-11-09'),
        pendingRequest(report.id, '2026-11-10'),
        pendingRequest(boss.id, '2026-11-09'),
      ]);
    await service.db.insert(absences).values(pendingAbsence(report.id, '2026-12-14'));
    const count = await countOf(null, headers);
    expect(count).toEqual({ absences: 0, change_requests: 2 });
    const inbox = await inboxOf(null, headers);
    expect(count).toEqual(inbox.count);
    // Only the report: the boss's own request waits for someone else.
    expect(await peopleOf(null, headers)).toEqual([
      {
        id: report.id,
        name: report.name,
        teams_id: null,
        timezone: report.timezone,
        absences: false,
        change_requests: true,
      },
    ]);
    expect(inbox.people).toEqual(await peopleOf(null, headers));
  });

  it('refuses a worker who decides nobody’s requests, who has no inbox', async () => {
    for (const url of [path, '/api/v2/aggregates/approvals/people']) {
      const response = await service.request('GET', url, { as: 'worker1' });
      expect(response.status, url).toBe(403);
      expect(response.body.error.code).toBe(403);
    }
  });

  it('needs credentials', async () => {
    expect((await service.request('GET', path, { as: null })).status).toBe(401);
    expect((await service.request('GET', '/api/v2/aggregates/approvals/people', { as: null })).status).toBe(
      401,
    );
  });
});
