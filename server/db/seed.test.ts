import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { passwordMatches } from '../domain/passwords.ts';
import { reportUsers, userReports } from '../domain/user-reports.ts';
import { createMailer } from '../mailer.ts';
import { keysMatch } from '../secrets.ts';
import { fixedClock } from '../testing/harness.ts';
import { migratedPglite } from '../testing/migrated-image.ts';
import { surchargeModels } from './account-schema.ts';
import type { Database } from './client.ts';
import {
  absenceManagers,
  absences,
  changeRequests,
  company,
  customers,
  entries,
  holidaysCarry,
  holidaysQuota,
  lumpsumServices,
  nonbusinessDays,
  nonbusinessGroups,
  projects,
  services,
  targetHours,
  teams,
  texts,
  users,
  usersNonbusinessGroups,
  workTimes,
} from './schema.ts';
import { type DemoUser, seedDemo } from './seed.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const DEMO_KEY = 'demo-key-for-the-seed-test-0123456789';
const DEMO_PASSWORD = 'a demo password for the seed test';

let database: Database;
let demoUsers: DemoUser[];

beforeAll(async () => {
  database = await migratedPglite();
  demoUsers = await seedDemo(database.db, { now: NOW, demoApiKey: DEMO_KEY, demoPassword: DEMO_PASSWORD });
});

afterAll(async () => {
  await database?.close();
});

async function rowCount(table: PgTable) {
  const [row] = await database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe('seedDemo', () => {
  it('creates the company with its owner as creator, in trial for 30 days', async () => {
    const rows = await database.db.select().from(company);
    expect(rows).toHaveLength(1);
    const [owner] = await database.db.select().from(users).where(eq(users.role, 'owner'));
    expect(rows[0]).toMatchObject({
      name: 'Nordlicht Digital GmbH',
      creatorId: owner?.id,
      trialUntil: '2026-12-21',
    });
  });

  it('creates the people: one owner, managers, 20+ workers, four teams with leaders', async () => {
    const all = await database.db.select().from(users).orderBy(asc(users.id));
    expect(all.length).toBeGreaterThanOrEqual(23);
    const owners = all.filter((user) => user.role === 'owner');
    expect(owners.map((user) => user.email)).toEqual(['owner@example.com']);
    expect(owners[0]?.language).toBe('en');
    const managers = all.filter((user) => user.role === 'manager');
    expect(managers.length).toBeGreaterThanOrEqual(2);
    expect(managers.map((user) => user.email)).toContain('manager@example.com');
    expect(managers.some((user) => user.canGenerallyManageAbsences)).toBe(true);
    const workers = all.filter((user) => user.role === 'worker');
    expect(workers.length).toBeGreaterThanOrEqual(20);
    expect(workers.filter((user) => user.canAddCustomers)).toHaveLength(1);
    expect(workers.filter((user) => user.canGenerallySeeAbsences)).toHaveLength(1);
    expect(all.filter((user) => !user.active)).toHaveLength(1);
    expect(
      workers.filter((user) => user.editLock !== null || user.editLockDyn !== null).length,
    ).toBeGreaterThan(1);
    expect(new Set(all.map((user) => user.language))).toEqual(new Set(['en', 'de', 'fr']));
    for (const user of all) expect(user.email).toMatch(/^[a-z]+(\.[a-z]+)?@example\.com$/);
    expect(new Set(all.map((user) => user.email.toLowerCase())).size).toBe(all.length);
    expect(all.filter((user) => user.role !== 'owner').every((user) => user.boss !== null)).toBe(true);

    const teamRows = await database.db.select().from(teams);
    expect(teamRows).toHaveLength(4);
    for (const team of teamRows) {
      expect(team.leader).not.toBeNull();
      expect(all.filter((user) => user.teamsId === team.id).length).toBeGreaterThanOrEqual(4);
    }
    expect(await rowCount(absenceManagers)).toBeGreaterThanOrEqual(all.length - 1);
  });

  it('gives every user the demo key and password when they are set, stored only as hashes', async () => {
    const all = await database.db.select().from(users);
    for (const user of all) {
      expect(user.apiKeyHash).not.toContain(DEMO_KEY);
      expect(keysMatch(DEMO_KEY, user.apiKeyHash)).toBe(true);
    }
    expect(demoUsers.length).toBe(all.filter((user) => user.active).length);
    expect(demoUsers.every((user) => user.apiKey === DEMO_KEY)).toBe(true);
    expect(demoUsers.every((user) => user.password === DEMO_PASSWORD)).toBe(true);
    for (const user of all.filter((row) => row.active)) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await passwordMatches(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
    expect(demoUsers[0]).toMatchObject({ email: 'owner@example.com', role: 'owner' });
  });

  it('fills customers, projects, services, lump sum services, surcharge models and holidays', async () => {
    expect(await rowCount(customers)).toBe(15);
    expect(await rowCount(projects)).toBe(40);
    expect(await rowCount(surchargeModels)).toBe(3);
    expect(await rowCount(services)).toBeGreaterThanOrEqual(8);
    expect(await rowCount(lumpsumServices)).toBe(6);
    expect(await rowCount(nonbusinessGroups)).toBe(3);
    expect(await rowCount(nonbusinessDays)).toBeGreaterThan(60);

    const customerRows = await database.db.select().from(customers);
    expect(customerRows.filter((row) => !row.active).length).toBeGreaterThanOrEqual(1);
    for (const row of customerRows) {
      expect(row.color).toBeGreaterThanOrEqual(1);
      expect(row.color).toBeLessThanOrEqual(9);
      expect(row.number).toMatch(/^K-1\d{3}$/);
    }
    const projectRows = await database.db.select().from(projects);
    expect(new Set(projectRows.map((row) => row.number)).size).toBe(40);
    for (const row of projectRows) expect(row.number).toMatch(/^P-20\d\d-\d{3}$/);
    expect(projectRows.some((row) => row.budgetIsHours && !row.budgetIsNotStrict)).toBe(true);
    expect(projectRows.some((row) => !row.budgetIsHours && !row.budgetIsNotStrict && row.budgetMoney)).toBe(
      true,
    );
    expect(projectRows.some((row) => row.budgetIsNotStrict)).toBe(true);
    expect(projectRows.some((row) => row.budgetMoney === null)).toBe(true);
    expect(projectRows.some((row) => row.completed && row.billedCompletely)).toBe(true);
    expect(projectRows.some((row) => !row.active)).toBe(true);
    expect(projectRows.some((row) => row.deadline && row.deadline < '2026-11-21')).toBe(true);
    expect(projectRows.some((row) => row.deadline && row.deadline > '2026-11-21')).toBe(true);

    const lumps = await database.db.select().from(lumpsumServices);
    for (const row of lumps) expect((row.unit ?? '').length).toBeLessThanOrEqual(6);

    // Night kinds carry no day flags; the other kinds carry both.
    for (const model of await database.db.select().from(surchargeModels)) {
      for (const night of [model.night, model.nightIncreased]) {
        if (night) expect(Object.keys(night).sort()).toEqual(['percent', 'time_since', 'time_until']);
      }
      for (const day of [model.nonbusiness, model.nonbusinessSpecial, model.sunday, model.saturday]) {
        if (day) expect(day).toHaveProperty('time_until_is_next_day');
        if (day) expect(day).toHaveProperty('time_since_is_previous_day');
      }
    }
  });

  it('keeps each user’s target hours, quotas and nonbusiness periods apart', async () => {
    const all = await database.db.select().from(users);
    const rows = await database.db.select().from(targetHours);
    const periods = await database.db.select().from(usersNonbusinessGroups);
    const quotas = await database.db.select().from(holidaysQuota);
    for (const user of all) {
      const own = rows
        .filter((row) => row.usersId === user.id)
        .sort((a, b) => a.dateSince.localeCompare(b.dateSince));
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (let index = 1; index < own.length; index++) {
        expect(own[index - 1]?.dateUntil).not.toBeNull();
        expect((own[index - 1]?.dateUntil as string) < (own[index]?.dateSince as string)).toBe(true);
      }
      const groups = periods
        .filter((row) => row.usersId === user.id)
        .sort((a, b) => a.dateSince.localeCompare(b.dateSince));
      expect(groups.length).toBeGreaterThanOrEqual(1);
      for (let index = 1; index < groups.length; index++) {
        expect((groups[index - 1]?.dateUntil as string) < (groups[index]?.dateSince as string)).toBe(true);
      }
      const quota = quotas.filter((row) => row.usersId === user.id);
      expect(quota.length).toBeGreaterThanOrEqual(1);
      for (const row of quota) {
        expect(row.count).toBeGreaterThanOrEqual(25);
        expect(row.count).toBeLessThanOrEqual(30);
      }
    }
    expect(rows.some((row) => row.type === 'monthly')).toBe(true);
    expect(periods.filter((row) => row.dateUntil !== null).length).toBeGreaterThanOrEqual(2);
    const carries = await database.db.select().from(holidaysCarry).where(eq(holidaysCarry.year, 2026));
    expect(carries.length).toBeGreaterThan(all.length / 2);
    for (const row of carries) expect(row.count * 2).toBe(Math.round(row.count * 2));
  });

  it('files absences of every status and most types, never overlapping while live', async () => {
    const rows = await database.db.select().from(absences);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(rows.map((row) => row.type)).size).toBeGreaterThanOrEqual(13);
    for (const row of rows) {
      expect(row.dateSince <= row.dateUntil).toBe(true);
      expect(row.dateSince.slice(0, 4)).toBe(row.dateUntil.slice(0, 4));
      if (row.type === 3) {
        expect(row.countDays).toBeNull();
        expect(row.countHours).toBeGreaterThan(0);
      } else {
        expect(row.countHours).toBeNull();
        expect(row.countDays).toBeGreaterThan(0);
      }
      if (row.countDays === 0.5) expect(row.dateSince).toBe(row.dateUntil);
      if (row.type !== 4 && row.type !== 5) expect(row.sickNote).toBeNull();
      const decided = row.status === 1 || row.status === 2 || row.status === 3;
      expect(row.dateEnquired).not.toBeNull();
      expect(row.dateApproved !== null).toBe(decided);
      expect(row.approvedBy !== null).toBe(decided);
      expect((row.dateEnquired as string) <= '2026-11-21').toBe(true);
    }
    const live = rows.filter((row) => row.status === 0 || row.status === 1);
    const overlapping = live.filter((left) =>
      live.some(
        (right) =>
          right.id !== left.id &&
          right.usersId === left.usersId &&
          left.dateSince <= right.dateUntil &&
          right.dateSince <= left.dateUntil,
      ),
    );
    expect(overlapping).toEqual([]);
  });

  it('books three months of entries and work times for every active user', async () => {
    const active = await database.db.select().from(users).where(eq(users.active, true));
    const perUser = await database.db
      .select({ usersId: entries.usersId, value: count() })
      .from(entries)
      .groupBy(entries.usersId);
    for (const user of active) {
      expect(perUser.find((row) => row.usersId === user.id)?.value ?? 0).toBeGreaterThan(20);
    }
    const all = await database.db.select().from(entries);
    expect(new Set(all.map((row) => row.type))).toEqual(new Set([1, 2, 3]));
    expect(new Set(all.map((row) => row.billable))).toEqual(new Set([0, 1, 2]));
    for (const row of all) {
      if (row.type === 1 && row.timeUntil) {
        expect(row.duration).toBe((row.timeUntil.getTime() - row.timeSince.getTime()) / 1000);
        expect(row.servicesId).not.toBeNull();
        expect(row.hourlyRate).toBeGreaterThanOrEqual(60);
        expect(row.hourlyRate).toBeLessThanOrEqual(140);
      }
      if (row.type === 3) expect(row.lumpsumServicesId).not.toBeNull();
      expect(row.timeSince.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const running = all.filter((row) => row.timeUntil === null);
    expect(running.length).toBeGreaterThanOrEqual(1);
    expect(running.length).toBeLessThanOrEqual(3);
    expect(new Set(running.map((row) => row.usersId)).size).toBe(running.length);
    for (const row of running) expect(row.timeSince.toISOString().slice(0, 10)).toBe('2026-11-21');
    expect(await rowCount(texts)).toBeGreaterThan(50);
    expect(await rowCount(workTimes)).toBeGreaterThan(1000);
  });

  it("adds up every active person's year so far to what they worked, not to months of missing hours", async () => {
    const reports = await userReports(database.db, await reportUsers(database.db, undefined), {
      year: 2026,
      until: '2026-11-20',
      now: NOW.getTime(),
      type: 0,
    });
    const active = new Set(demoUsers.map((user) => user.name));
    const ofActive = reports.filter((report) => active.has(report.users_name));
    expect(ofActive).toHaveLength(demoUsers.length);
    for (const report of ofActive) {
      expect(report.sum_target, report.users_name).toBeGreaterThan(0);
      // Days vary by up to an hour either way; a year of them stays within a working week.
      expect(Math.abs(report.diff), report.users_name).toBeLessThan(40);
    }
  });

  it('keeps work-time intervals of one day apart', async () => {
    const rows = await database.db
      .select()
      .from(workTimes)
      .orderBy(asc(workTimes.usersId), asc(workTimes.timeSince));
    for (let index = 1; index < rows.length; index++) {
      const previous = rows[index - 1];
      const current = rows[index];
      if (!previous || !current || previous.usersId !== current.usersId || previous.date !== current.date)
        continue;
      expect(previous.timeUntil.getTime()).toBeLessThan(current.timeSince.getTime());
    }
    for (const row of rows) expect(row.timeSince.getTime()).toBeLessThan(row.timeUntil.getTime());
  });

  it('files pending change requests on locked days, and some declined ones', async () => {
    const rows = await database.db.select().from(changeRequests);
    const pending = rows.filter((row) => row.status === 1);
    const declined = rows.filter((row) => row.status === 2);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(declined.length).toBeGreaterThanOrEqual(2);
    for (const row of declined) {
      expect(row.declinedAt).not.toBeNull();
      expect(row.declinedBy).not.toBeNull();
    }
    const all = await database.db.select().from(users);
    for (const row of pending) {
      const user = all.find((item) => item.id === row.usersId);
      const lockedUntil = user?.editLock ?? null;
      const dynamicLimit = user?.editLockDyn
        ? new Date(Date.parse('2026-11-21') - user.editLockDyn * 86_400_000).toISOString().slice(0, 10)
        : null;
      expect(
        (lockedUntil && row.date <= lockedUntil) || (dynamicLimit && row.date <= dynamicLimit),
      ).toBeTruthy();
      expect(row.declinedAt).toBeNull();
    }
    for (const row of rows) {
      for (const change of row.changes) {
        expect(change.time_since).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        expect(change.time_since < change.time_until).toBe(true);
        expect(change.time_since.slice(0, 10)).toBe(row.date);
        expect(change.time_until.slice(0, 10)).toBe(row.date);
      }
    }
  });

  // Seeds a whole second company in memory: some 11 s alone, more beside other suites.
  it('is deterministic and gives fresh keys without a demo key', async () => {
    const second = await migratedPglite();
    try {
      const returned = await seedDemo(second.db, { now: NOW });
      expect(new Set(returned.map((user) => user.apiKey)).size).toBe(returned.length);
      // Without DEMO_PASSWORD each user gets a password of their own, usable at once.
      expect(new Set(returned.map((user) => user.password)).size).toBe(returned.length);
      const stored = await second.db.select().from(users).orderBy(asc(users.id));
      for (const user of returned) {
        const row = stored.find((item) => item.email === user.email);
        expect(keysMatch(user.apiKey, row?.apiKeyHash ?? null)).toBe(true);
        expect(keysMatch(DEMO_KEY, row?.apiKeyHash ?? null)).toBe(false);
      }
      const strip = <T extends { apiKeyHash: string | null; passwordHash: string | null }>(rows: T[]) =>
        rows.map(({ apiKeyHash: _hash, passwordHash: _password, ...rest }) => rest);
      const first = await database.db.select().from(users).orderBy(asc(users.id));
      expect(strip(stored)).toEqual(strip(first));
      for (const table of [absences, projects, customers, targetHours, changeRequests, workTimes] as const) {
        const left = await database.db.select().from(table);
        const right = await second.db.select().from(table);
        expect(right).toEqual(left);
      }
      const firstEntries = await database.db.select().from(entries).orderBy(asc(entries.id));
      const secondEntries = await second.db.select().from(entries).orderBy(asc(entries.id));
      expect(secondEntries).toEqual(firstEntries);
    } finally {
      await second.close();
    }
  }, 90_000);

  it('keeps its rules on an awkward day: early morning of the first Monday of a year', async () => {
    const edge = await migratedPglite();
    try {
      const now = new Date('2027-01-04T05:30:00Z');
      await seedDemo(edge.db, { now });
      const rows = await edge.db.select().from(absences);
      const live = rows.filter((row) => row.status === 0 || row.status === 1);
      for (const left of live) {
        expect(left.dateSince.slice(0, 4)).toBe(left.dateUntil.slice(0, 4));
        const clash = live.find(
          (right) =>
            right.id !== left.id &&
            right.usersId === left.usersId &&
            left.dateSince <= right.dateUntil &&
            right.dateSince <= left.dateUntil,
        );
        expect(clash).toBeUndefined();
      }
      for (const row of rows) expect((row.dateEnquired as string) <= '2027-01-04').toBe(true);
      const all = await edge.db.select().from(entries);
      const running = all.filter((row) => row.timeUntil === null);
      expect(new Set(running.map((row) => row.usersId)).size).toBe(running.length);
      for (const row of all) expect(row.timeSince.getTime()).toBeLessThanOrEqual(now.getTime());
      for (const row of running) expect(row.timeSince.toISOString() >= '2027-01-03T23:00:00Z').toBe(true);
      for (const row of await edge.db.select().from(changeRequests)) {
        expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      const [trial] = await edge.db.select().from(company);
      expect(trial?.trialUntil).toBe('2027-02-03');
    } finally {
      await edge.close();
    }
  });

  it('is served by the app: the owner lists 40 projects and 15 customers', async () => {
    const app = createApp({
      db: database.db,
      clock: fixedClock(NOW.toISOString()),
      mailer: createMailer({ outboxDir: join(tmpdir(), 'stint-seed-test-outbox') }),
    });
    const headers = {
      'X-ServiceApiUser': 'owner@example.com',
      'X-ServiceApiKey': DEMO_KEY,
      'X-Service-External-Application': 'tests;tests@example.com',
    };
    const projectsResponse = await app.request('/api/v2/projects?page=1', { headers });
    expect(projectsResponse.status).toBe(200);
    const projectsBody = await projectsResponse.json();
    expect(projectsBody.paging.count_items).toBe(40);
    expect(projectsBody.projects).toHaveLength(40);
    const customersResponse = await app.request('/api/v2/customers?page=1', { headers });
    expect(customersResponse.status).toBe(200);
    expect((await customersResponse.json()).paging.count_items).toBe(15);
    const worker = await app.request('/api/v2/projects?page=1', {
      headers: { ...headers, 'X-ServiceApiUser': 'lukas.schneider@example.com' },
    });
    expect(worker.status).toBe(200);
    const inactiveCount = (await database.db.select().from(projects).where(eq(projects.active, false)))
      .length;
    expect((await worker.json()).paging.count_items).toBe(40 - inactiveCount);
  });
});
