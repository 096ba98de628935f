import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, entries, projects, services } from '../db/schema.ts';
import {
  expectRefused,
  type RequestOptions,
  startTestService,
  type TestService,
} from '../testing/harness.ts';
import { snapshot } from '../testing/snapshot.ts';

// Re-rating the open entries of a period: a preview, then every changed rate in one transaction.

let service: TestService;
const ids = { customer: 0, site: 0, other: 0, service: 0 };
/** The entries by what the test expects of them. */
const entry: Record<string, number> = {};
const tables = ['entries', 'projects', 'mail_outbox'];
const june = { date_since: '2026-06-01', date_until: '2026-06-30' };

type Who = NonNullable<RequestOptions['as']>;

async function addEntry(name: string, values: Record<string, unknown>) {
  const added = await service.request('POST', '/api/v2/entries', {
    as: 'manager',
    body: {
      customers_id: ids.customer,
      projects_id: ids.site,
      services_id: ids.service,
      users_id: service.fixture.users.worker1.id,
      billable: 1,
      hourly_rate: 80,
      time_since: '2026-06-10T08:00:00Z',
      time_until: '2026-06-10T10:00:00Z',
      ...values,
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  entry[name] = added.body.entry.id;
}

async function storedRates(): Promise<Record<string, number | null>> {
  const rows = await service.db
    .select({ id: entries.id, hourlyRate: entries.hourlyRate })
    .from(entries)
    .where(inArray(entries.id, Object.values(entry)));
  const rateOf = new Map(rows.map((row) => [row.id, row.hourlyRate]));
  return Object.fromEntries(Object.entries(entry).map(([name, id]) => [name, rateOf.get(id) ?? null]));
}

const rerate = (body: Record<string, unknown>, as: Who = 'manager') =>
  service.request('POST', '/api/v2/rates/rerate', { as, body });

beforeAll(async () => {
  service = await startTestService();
  const db = service.db;
  const insertedId = (rows: { id: number }[]) => (rows[0] as { id: number }).id;
  ids.customer = insertedId(await db.insert(customers).values({ name: 'Acme' }).returning());
  ids.site = insertedId(
    await db.insert(projects).values({ name: 'Site', customersId: ids.customer }).returning(),
  );
  ids.other = insertedId(
    await db.insert(projects).values({ name: 'Other', customersId: ids.customer }).returning(),
  );
  ids.service = insertedId(await db.insert(services).values({ name: 'Development' }).returning());

  await addEntry('open', {});
  await addEntry('billed', { billable: 2 });
  await addEntry('notBillable', { billable: 0 });
  await addEntry('alreadyRight', { hourly_rate: 100 });
  // 22:30 UTC is the next day in Berlin, the co-worker's zone: in June, then in July.
  await addEntry('firstOfJune', { time_since: '2026-05-31T22:30:00Z', time_until: '2026-05-31T23:30:00Z' });
  await addEntry('firstOfJuly', { time_since: '2026-06-30T22:30:00Z', time_until: '2026-06-30T23:30:00Z' });
  await addEntry('otherProject', {
    projects_id: ids.other,
    users_id: service.fixture.users.worker2.id,
    time_until: '2026-06-10T09:00:00Z',
  });
  // worker3's days up to 1 November are under their edit lock.
  await addEntry('locked', { users_id: service.fixture.users.worker3.id });
  await addEntry('lumpSum', { hourly_rate: undefined, time_until: undefined, lumpsum: 50 });

  for (const rate of [
    { projects_id: ids.site, hourly_rate: 100, date_since: '2026-01-01' },
    { customers_id: ids.customer, hourly_rate: 90, date_since: '2026-01-01' },
  ]) {
    const added = await service.request('POST', '/api/v2/rates', { as: 'manager', body: rate });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
});
afterAll(() => service.close());

const figures = (entries: number, hours: number, before: number, after: number) => ({
  entries,
  hours,
  revenue_before: before,
  revenue_after: after,
  revenue_change: after - before,
});

const expectedJune = {
  ...june,
  ...figures(3, 4, 320, 390),
  projects: [
    { customers_id: 0, customer: 'Acme', projects_id: 0, project: 'Site', ...figures(2, 3, 240, 300) },
    { customers_id: 0, customer: 'Acme', projects_id: 0, project: 'Other', ...figures(1, 1, 80, 90) },
  ],
  locked: { entries: 1, hours: 2 },
};
const withIds = () => {
  const [site, other] = expectedJune.projects;
  return {
    ...expectedJune,
    projects: [
      { ...site, customers_id: ids.customer, projects_id: ids.site },
      { ...other, customers_id: ids.customer, projects_id: ids.other },
    ],
  };
};

const untouched = {
  billed: 80,
  notBillable: 80,
  alreadyRight: 100,
  firstOfJuly: 80,
  locked: 80,
  lumpSum: null,
};

describe('re-rating open entries', () => {
  it('previews the change by project and changes nothing', async () => {
    const before = await snapshot(service.db, tables);
    const preview = await rerate(june);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.rerate).toEqual({ ...withIds(), applied: false });
    expect(await snapshot(service.db, tables)).toEqual(before);
  });

  it('refuses workers and bad periods, naming the field, and changes nothing', async () => {
    const apply = { ...june, preview: false };
    const refuse = (body: unknown, as: Who, status: number, fields?: string[]) =>
      expectRefused(service, tables, 'POST', '/api/v2/rates/rerate', { as, body }, status, fields);
    await refuse(apply, 'worker1', 403);
    await refuse({ ...apply, date_until: '2026-05-31' }, 'manager', 400, ['date_until']);
    await refuse({ ...apply, date_until: '2027-06-02' }, 'manager', 400, ['date_until']);
    await refuse({ ...apply, date_since: '2026-02-30' }, 'manager', 400, ['date_since']);
    await refuse({ ...apply, preview: 'no' }, 'manager', 400, ['preview']);
    await refuse({ date_since: june.date_since, preview: false }, 'manager', 400, ['date_until']);
  });

  it('takes a whole year, 366 days in a leap year, and no more', async () => {
    const leapYear = await rerate({ date_since: '2028-01-01', date_until: '2028-12-31' });
    expect(leapYear.status, JSON.stringify(leapYear.body)).toBe(200);
    expect(leapYear.body.rerate.entries).toBe(0);
    const tooLong = await rerate({ date_since: '2028-01-01', date_until: '2029-01-01' });
    expect(tooLong.status).toBe(400);
  });

  it('narrows to the entries carrying the references sent, each one checked', async () => {
    const other = await rerate({ ...june, projects_id: ids.other });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.rerate).toMatchObject({ ...figures(1, 1, 80, 90), locked: { entries: 0 } });
    const worker3 = await rerate({
      ...june,
      customers_id: ids.customer,
      users_id: service.fixture.users.worker3.id,
    });
    expect(worker3.body.rerate).toMatchObject({ entries: 0, locked: { entries: 1, hours: 2 } });
    await expectRefused(
      service,
      tables,
      'POST',
      '/api/v2/rates/rerate',
      { as: 'manager', body: { ...june, projects_id: 999_999, preview: false } },
      400,
      ['projects_id'],
    );
  });

  it('changes nothing when a write fails halfway', async () => {
    // A database rule that refuses the last of the changed entries, after the others were written.
    await service.db.execute(
      sql.raw(`create function refuse_rerate() returns trigger language plpgsql as $$
      begin
        if new.id = ${entry.otherProject} and new.hourly_rate is distinct from old.hourly_rate then
          raise exception 'refused';
        end if;
        return new;
      end $$`),
    );
    await service.db.execute(
      sql.raw(
        `create trigger refuse_rerate before update on entries for each row execute function refuse_rerate()`,
      ),
    );
    try {
      const before = await snapshot(service.db, tables);
      const failed = await rerate({ ...june, preview: false });
      expect(failed.status).toBe(500);
      expect(await snapshot(service.db, tables)).toEqual(before);
    } finally {
      await service.db.execute(sql.raw('drop trigger refuse_rerate on entries'));
      await service.db.execute(sql.raw('drop function refuse_rerate()'));
    }
  });

  it("writes exactly the open entries whose rate differs, with their projects' sums", async () => {
    const usedRevenue = async (id: number) => {
      const [row] = await service.db
        .select({ used: projects.usedRevenue })
        .from(projects)
        .where(eq(projects.id, id));
      return Number(row?.used);
    };
    const [siteBefore, otherBefore] = [await usedRevenue(ids.site), await usedRevenue(ids.other)];
    const [versionBefore] = await service.db
      .select({ version: entries.version })
      .from(entries)
      .where(eq(entries.id, entry.open as number));

    const applied = await rerate({ ...june, preview: false }, 'owner');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rerate).toEqual({ ...withIds(), applied: true });
    expect(await storedRates()).toEqual({ open: 100, firstOfJune: 100, otherProject: 90, ...untouched });
    expect(await usedRevenue(ids.site)).toBe(siteBefore + 60);
    expect(await usedRevenue(ids.other)).toBe(otherBefore + 10);
    // A client holding the entry's old ETag learns that it changed.
    const [versionAfter] = await service.db
      .select({ version: entries.version })
      .from(entries)
      .where(eq(entries.id, entry.open as number));
    expect(versionAfter?.version).toBe((versionBefore?.version ?? 0) + 1);
    const read = await service.request('GET', `/api/v2/entries/${entry.open}`);
    expect(read.body.entry.hourly_rate).toBe(100);

    // Nothing is left to change but the locked entry.
    const again = await rerate(june);
    expect(again.body.rerate).toMatchObject({
      entries: 0,
      revenue_change: 0,
      projects: [],
      locked: { entries: 1 },
    });
  });
});
