import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedCreatedSchema, calendarFeedListSchema } from '../../contract/calendar-feed.ts';
import { startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
/** A worker in the fixture team who may see everyone's absences, reading German. */
let seer: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  service = await startTestService();
  const created = await service.request('POST', '/api/v2/users', {
    body: {
      name: 'Sam Seer',
      email: 'sam.seer@test.example',
      role: 'worker',
      language: 'de',
      teams_id: service.fixture.teamId,
      can_generally_see_absences: true,
    },
  });
  const id = created.body.user.id as number;
  const issued = await service.request('POST', `/api/v2/users/${id}/apikey`);
  seer = {
    id,
    headers: { 'X-ServiceApiUser': 'sam.seer@test.example', 'X-ServiceApiKey': issued.body.api_key },
  };
});
afterAll(() => service.close());

type Event = { summary: string; start: string; end: string; status: string | null };

/** The feed fetched the way a calendar program does, with nothing but its address. */
const notFoundBody = JSON.stringify({ error: { code: 404, message: 'Not found.' } });

async function fetchFeed(path: string) {
  const response = await service.app.request(path);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text };
}

function eventsOf(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
    };
  });
}

async function createFeed(
  scope: string,
  init: { as?: 'owner' | 'worker1' | 'worker2' | null; headers?: Record<string, string> },
) {
  const response = await service.request('POST', '/api/calendar-feeds', { ...init, body: { scope } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return calendarFeedCreatedSchema.parse(response.body).calendar_feed.path;
}

/** An absence of worker2 (in the fixture team, managed by `manager`), approved unless `pending`. */
async function absenceOfWorker2(body: Record<string, unknown>, pending = false) {
  const filed = await service.request('POST', '/api/absences', { as: 'worker2', body });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  if (!pending) {
    const approved = await service.request('PUT', `/api/absences/${filed.body.absence.id}`, {
      as: 'manager',
      body: { status: 1 },
    });
    expect(approved.status).toBe(200);
  }
}

describe('calendar feeds', () => {
  it("titles a colleague's absence by what the reader may see, in the reader's language", async () => {
    await absenceOfWorker2({ date_since: '2026-12-07', date_until: '2026-12-09', type: 4 });
    const teamFeed = await fetchFeed(await createFeed('team', { as: null, headers: seer.headers }));
    expect(teamFeed.status).toBe(200);
    expect(teamFeed.type).toMatch(/^text\/calendar/);
    const sick = eventsOf(teamFeed.text).find((event) => event.start === '2026-12-07');
    // All day, the end the day after the last: three days.
    expect(sick).toEqual({
      summary: 'Wanda Worker: Abwesend',
      start: '2026-12-07',
      end: '2026-12-10',
      status: 'CONFIRMED',
    });
    expect(teamFeed.text).not.toMatch(/Krank/);

    const companyFeed = await fetchFeed(await createFeed('company', { as: 'owner' }));
    expect(eventsOf(companyFeed.text).map((event) => event.summary)).toContain('Wanda Worker: Sick');
  });

  it("lists a pending absence, marked tentative, only in one's own feed; a half day says so", async () => {
    await absenceOfWorker2(
      { date_since: '2026-12-14', date_until: '2026-12-14', type: 1, count_days: 0.5 },
      true,
    );
    const own = eventsOf((await fetchFeed(await createFeed('own', { as: 'worker2' }))).text);
    expect(own.find((event) => event.start === '2026-12-14')).toMatchObject({
      summary: 'Holiday (half day, requested)',
      status: 'TENTATIVE',
    });
    const team = eventsOf(
      (await fetchFeed(await createFeed('team', { as: null, headers: seer.headers }))).text,
    );
    expect(team.some((event) => event.start === '2026-12-14')).toBe(false);
  });

  it('leaves out absences outside the window and those decided against', async () => {
    await absenceOfWorker2({ date_since: '2026-05-04', date_until: '2026-05-04', type: 1 });
    await absenceOfWorker2({ date_since: '2028-01-10', date_until: '2028-01-10', type: 1 });
    const declined = await service.request('POST', '/api/absences', {
      as: 'worker2',
      body: { date_since: '2026-12-21', date_until: '2026-12-21', type: 1 },
    });
    await service.request('PUT', `/api/absences/${declined.body.absence.id}`, {
      as: 'manager',
      body: { status: 2 },
    });
    const own = eventsOf((await fetchFeed(await createFeed('own', { as: 'worker2' }))).text);
    const starts = own.map((event) => event.start);
    expect(starts).not.toContain('2026-05-04');
    expect(starts).not.toContain('2028-01-10');
    expect(starts).not.toContain('2026-12-21');
  });

  it('offers the team and company feeds only to those who see others’ absences', async () => {
    const refused = await service.request('POST', '/api/calendar-feeds', {
      as: 'worker1',
      body: { scope: 'company' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.fields).toEqual(['scope']);
    const invalid = await service.request('POST', '/api/calendar-feeds', {
      as: 'worker1',
      body: { scope: 'all' },
    });
    expect(invalid.status).toBe(400);
    await createFeed('own', { as: 'worker1' });
    const listed = await service.request('GET', '/api/calendar-feeds', { as: 'worker1' });
    expect(calendarFeedListSchema.parse(listed.body).calendar_feeds.map((feed) => feed.scope)).toEqual([
      'own',
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/\.ics/);
  });

  it('answers a revoked, replaced, unknown or no longer allowed token with the 404 of a missing record', async () => {
    const revoked = await createFeed('own', { as: 'worker1' });
    expect((await fetchFeed(revoked)).status).toBe(200);
    expect((await service.request('DELETE', '/api/calendar-feeds/own', { as: 'worker1' })).status).toBe(200);
    const afterRevoke = await fetchFeed(revoked);
    expect(afterRevoke).toMatchObject({ status: 404, text: notFoundBody });
    expect((await service.request('DELETE', '/api/calendar-feeds/own', { as: 'worker1' })).status).toBe(404);

    const replaced = await createFeed('own', { as: 'worker1' });
    const current = await createFeed('own', { as: 'worker1' });
    expect((await fetchFeed(replaced)).status).toBe(404);
    expect((await fetchFeed(current)).status).toBe(200);

    expect((await fetchFeed('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await fetchFeed(current.replace('.ics', ''))).status).toBe(404);

    const company = await createFeed('company', { as: null, headers: seer.headers });
    const demoted = await service.request('PUT', `/api/v2/users/${seer.id}`, {
      body: { can_generally_see_absences: false },
    });
    expect(demoted.status).toBe(200);
    expect(await fetchFeed(company)).toMatchObject({ status: 404, text: notFoundBody });
  });

  it('refuses an Idempotency-Key, which would store the token', async () => {
    const response = await service.request('POST', '/api/calendar-feeds', {
      as: 'worker1',
      body: { scope: 'own' },
      headers: { 'Idempotency-Key': 'feed-1' },
    });
    expect(response.status).toBe(400);
  });
});
