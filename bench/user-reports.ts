// The work-time account under a company's year: 500 users, each with a weekly target row, a surcharge
// model, a nonbusiness group, three work-time intervals on every weekday and a few approved absences,
// filled into an in-memory PGlite. Measures one person's year with day details (type 4) and the whole
// company's year figures (`GET /api/userreports?year=`), in-process, as p50 and p99 of the answers' time.
// BENCH_USERS sets the company's size (BENCH_USERS=2000 shows whether the list grows linearly; its fill
// takes a few minutes), BENCH_PERSON_RUNS and BENCH_COMPANY_RUNS the runs; the person asked is the middle one.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { createMailer } from '../server/mailer.ts';
import { hashApiKey } from '../server/secrets.ts';
import { percentile, printTable } from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 500);
const YEAR = 2025;
const PERSON_RUNS = Number(process.env.BENCH_PERSON_RUNS ?? 40);
const COMPANY_RUNS = Number(process.env.BENCH_COMPANY_RUNS ?? 8);
const PERSON = Math.ceil(USERS / 2);
const KEY = 'bench-user-reports-key-0123456789';

const database = await openDatabase({});
const { db } = database;
const filledAt = Date.now();
await db.execute(sql`insert into company (name) values ('Bench')`);
await db.execute(sql`insert into nonbusiness_groups (name) values ('Region')`);
await db.execute(sql`
  insert into nonbusiness_days (nonbusiness_groups_id, date, name, special)
  select 1, d::date, 'Holiday', extract(month from d::date) = 12
  from unnest(array['2025-01-01','2025-04-18','2025-04-21','2025-05-01','2025-05-29','2025-06-09',
                    '2025-10-03','2025-12-25','2025-12-26']) as d`);
await db.execute(sql`
  insert into users (name, email, role, timezone, nonbusinessgroups_id, api_key_hash)
  select 'Person ' || lpad(g::text, 4, '0'), 'person' || g || '@example.com',
         case when g = 1 then 'owner' else 'worker' end, 'Europe/Berlin', 1,
         case when g = 1 then ${hashApiKey(KEY)} end
  from generate_series(1, ${USERS}) as g`);
await db.execute(sql`
  insert into target_hours (users_id, type, date_since, compensation_monthly, monday, tuesday, wednesday,
                            thursday, friday, saturday, sunday, absence_fixed_credit, compensation_daily)
  select id, 'weekly', '2024-01-01', 2, 8, 8, 8, 8, 6, 0, 0, false, 15 from users`);
await db.execute(sql`
  insert into surcharge_models (name, accumulation, night, sunday, nonbusiness)
  values ('Standard', true,
          '{"percent":25,"time_since":"22:00:00","time_until":"06:00:00"}',
          '{"percent":50,"time_since":"00:00:00","time_until":"00:00:00","time_since_is_previous_day":false,"time_until_is_next_day":false}',
          '{"percent":100,"time_since":"00:00:00","time_until":"00:00:00","time_since_is_previous_day":false,"time_until_is_next_day":false}')`);
await db.execute(sql`
  insert into users_surcharge_models (users_id, surcharge_models_id, date_since) select id, 1, '2024-01-01' from users`);
// Three intervals on every weekday, the last one into the night on Fridays.
await db.execute(sql`
  insert into work_times (users_id, date, time_since, time_until)
  select u.id, d::date, (d::date + s.since) at time zone 'Europe/Berlin', (d::date + s.until) at time zone 'Europe/Berlin'
  from users u,
       generate_series(${`${YEAR}-01-01`}::date, ${`${YEAR}-12-31`}::date, interval '1 day') as d,
       (values (interval '8 hours', interval '12 hours'), (interval '12 hours 30 minutes', interval '16 hours 30 minutes'),
               (interval '21 hours', interval '23 hours')) as s(since, until)
  where extract(isodow from d) <= 5`);
await db.execute(sql`
  insert into absences (users_id, date_since, date_until, status, type, count_days, count_hours)
  select id, '2025-08-04'::date, '2025-08-08'::date, 1, 1, 5::float8, null::float8 from users
  union all select id, '2025-03-12', '2025-03-12', 1, 4, 1, null from users
  union all select id, '2025-11-14', '2025-11-14', 1, 3, null, 6 from users
  union all select id, '2025-12-29', '2025-12-29', 0, 3, null, 8 from users`);
await db.execute(sql`vacuum (analyze)`);
const counted = await db.execute(sql`select count(*)::int as n from work_times`);
const intervals = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
console.log(
  `PGlite filled with ${USERS} users and ${intervals} work-time intervals in ${((Date.now() - filledAt) / 1000).toFixed(1)} s`,
);

const clock = { now: () => new Date(`${YEAR + 1}-01-15T10:00:00Z`) };
const app = createApp({
  db,
  clock,
  mailer: createMailer({ outboxDir: join(tmpdir(), `stint-bench-${randomBytes(4).toString('hex')}`) }),
  soleUser: true,
});
const headers = {
  'X-Service-External-Application': 'bench;bench@example.com',
  'X-ServiceApiUser': 'person1@example.com',
  'X-ServiceApiKey': KEY,
};

async function timed(path: string, runs: number): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await app.request(path, { headers });
    const text = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} → ${response.status}: ${text.slice(0, 300)}`);
    bytes = text.length;
  }
  return { times, bytes };
}

const row = (name: string, { times, bytes }: { times: number[]; bytes: number }) => ({
  request: name,
  runs: times.length,
  'p50 ms': percentile(times, 0.5).toFixed(1),
  'p99 ms': percentile(times, 0.99).toFixed(1),
  'answer KiB': (bytes / 1024).toFixed(0),
});

// A warm-up of each, so that zone offsets and the database's caches are as a running service has them.
await timed(`/api/userreports/${PERSON}?year=${YEAR}&type=4`, 2);
await timed(`/api/userreports?year=${YEAR}`, 1);
printTable(`Work-time account, ${USERS} users, a year of ${YEAR}`, [
  row('one person, type 4', await timed(`/api/userreports/${PERSON}?year=${YEAR}&type=4`, PERSON_RUNS)),
  row(`all ${USERS}, year figures`, await timed(`/api/userreports?year=${YEAR}`, COMPANY_RUNS)),
]);
await database.close();
