import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { startTestService, type TestService } from '../testing/harness.ts';
import type { IdPools } from './values.ts';

/** Who the fuzzer signs in as. */
export const callers = ['owner', 'manager', 'worker1'] as const;
export type Caller = (typeof callers)[number];

/**
 * The test service (`server/testing/harness.ts`) with one record of each resource added through the
 * interface, and the pools of ids that paths and body fields draw from. The rate limit is lifted:
 * the service's clock stands still, so every request would fall into the same minute.
 */
export async function startFuzzService() {
  const service = await startTestService({ requestsPerMinute: Number.MAX_SAFE_INTEGER });
  const people = service.fixture.users;

  async function add(
    path: string,
    body: Record<string, unknown>,
    key: string,
    as: Caller | 'worker3' = 'owner',
  ) {
    const response = await service.request('POST', path, { as, body });
    if (response.status !== 200) {
      throw new Error(`fixture: POST ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    return response.body[key] as { id: number };
  }

  const customer = await add('/api/v2/customers', { name: 'Fuzz customer', note: 'n' }, 'customer');
  const inactiveCustomer = await add('/api/v2/customers', { name: 'Gone', active: false }, 'customer');
  const project = await add(
    '/api/v2/projects',
    { name: 'Fuzz project', customers_id: customer.id, budget_money: 1000 },
    'project',
  );
  const service1 = await add('/api/services', { name: 'Consulting' }, 'service');
  const lumpSum = await add('/api/v2/lumpsumservices', { name: 'Travel', price: 0.3 }, 'lumpSumService');
  const surcharge = await add(
    '/api/v2/surcharges',
    {
      name: 'Nights',
      accumulation: true,
      night: { percent: 25, time_since: '22:00:00', time_until: '06:00:00' },
    },
    'surcharge',
  );
  const team = await add('/api/v2/teams', { name: 'Fuzz team', leader: people.manager.id }, 'team');
  const group = await add('/api/nonbusinessgroups', { name: 'Bavaria' }, 'nonbusinessgroup');
  await add(
    `/api/nonbusinessgroups/${group.id}/days`,
    { date: '2026-12-25', name: 'Christmas' },
    'nonbusinessday',
  );
  const period = await add(
    '/api/v2/usersNonbusinessGroups',
    { users_id: people.worker1.id, nonbusiness_groups_id: group.id, date_since: '2026-01-01' },
    'data',
  );
  const targetRow = await add(
    '/api/targethours',
    {
      users_id: people.worker1.id,
      type: 'monthly',
      date_since: '2026-01-01',
      monthly_target: 160,
      compensation_monthly: 2,
      workday_monday: true,
      workday_tuesday: true,
      workday_wednesday: true,
      workday_thursday: true,
      workday_friday: true,
      workday_saturday: false,
      workday_sunday: false,
    },
    'targethours',
  );
  const quota = await add(
    '/api/holidaysquota',
    { users_id: people.worker1.id, year_since: 2026, count: 30 },
    'holidaysquotaRow',
  );
  await add(
    '/api/holidayscarry',
    { users_id: people.worker1.id, year: 2026, count: 2.5 },
    'holidayscarryRow',
  );
  await add(
    '/api/overtimecarry',
    { users_id: people.worker1.id, year: 2026, hours: 7.5, note: 'n' },
    'overtimecarryRow',
  );
  const modelPeriod = await add(
    '/api/v2/usersSurchargeModels',
    { users_id: people.worker1.id, surcharge_models_id: surcharge.id, date_since: '2026-01-01' },
    'data',
  );
  const absence = await add(
    '/api/absences',
    { users_id: people.worker1.id, type: 1, date_since: '2026-12-01', date_until: '2026-12-04' },
    'absence',
    'worker1',
  );
  const entry = await add(
    '/api/v2/entries',
    {
      customers_id: customer.id,
      projects_id: project.id,
      services_id: service1.id,
      billable: 1,
      time_since: '2026-11-20T08:00:00Z',
      time_until: '2026-11-20T10:00:00Z',
    },
    'entry',
    'worker1',
  );
  // worker3's days up to 2026-11-01 are locked, so this one waits for a decision.
  const changeRequest = await add(
    '/api/v2/workTimes/changeRequests',
    {
      date: '2026-10-20',
      users_id: people.worker3.id,
      changes: [{ type: 1, time_since: '2026-10-20T08:00:00Z', time_until: '2026-10-20T12:00:00Z' }],
    },
    'change_request',
    'worker3',
  );

  const userIds = Object.values(people).map((person) => person.id);
  const pools: IdPools = {
    customers: [customer.id, inactiveCustomer.id],
    customers_id: [customer.id, inactiveCustomer.id],
    projects: [project.id],
    projects_id: [project.id],
    services_id: [service1.id],
    lumpsum_services_id: [lumpSum.id],
    surcharges: [surcharge.id],
    surcharge_models_id: [surcharge.id],
    teams: [team.id, service.fixture.teamId],
    teams_id: [team.id, service.fixture.teamId],
    nonbusiness_groups_id: [group.id],
    nonbusinessgroups_id: [group.id],
    periods: [period.id],
    surcharge_periods: [modelPeriod.id],
    targethours: [targetRow.id],
    holidaysquota: [quota.id],
    absences: [absence.id],
    entries: [entry.id],
    change_requests: [changeRequest.id],
    texts_id: [1],
    users: userIds,
    users_id: userIds,
    boss: userIds,
    leader: userIds,
    absence_managers_id: userIds,
    year: [2026, 2025],
  };
  return { service, pools, guard: await callerGuard(service) };
}

/**
 * Keeps the callers able to sign in with their role: a generated write may rotate a caller's key,
 * deactivate or demote them, or lock their days, which would turn every later case into a 401 or 403.
 * `restore` puts those columns back and says whether it had to.
 */
async function callerGuard(service: TestService) {
  const ids = callers.map((name) => service.fixture.users[name].id);
  const columns = {
    id: users.id,
    role: users.role,
    active: users.active,
    apiKeyHash: users.apiKeyHash,
    editLock: users.editLock,
    editLockDyn: users.editLockDyn,
  };
  const original = await service.db.select(columns).from(users).where(inArray(users.id, ids));
  const key = (row: (typeof original)[number]) => JSON.stringify(row);
  const originalById = new Map(original.map((row) => [row.id, row]));
  return {
    async restore(): Promise<boolean> {
      const current = await service.db.select(columns).from(users).where(inArray(users.id, ids));
      let restored = false;
      for (const row of current) {
        const wanted = originalById.get(row.id);
        if (!wanted || key(row) === key(wanted)) continue;
        const { id, ...values } = wanted;
        await service.db.update(users).set(values).where(sql`${users.id} = ${id}`);
        restored = true;
      }
      return restored;
    },
  };
}

/**
 * One digest per table over all its rows in a stable order: equal digests mean nothing changed. One
 * statement for the whole database keeps a check after every write cheap.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await tablesOf(db);
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest ` +
      `from (select row_to_json(t)::text as r from "${table}" t) rows`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { name: string; digest: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

const tableNames = new WeakMap<Db, string[]>();

async function tablesOf(db: Db): Promise<string[]> {
  const known = tableNames.get(db);
  if (known) return known;
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
  tableNames.set(db, names);
  return names;
}
