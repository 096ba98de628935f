// The data the API benches share: the demo company plus 100,000 time entries (BENCH_ENTRIES).

import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';
import { DEMO_KEY } from './support.ts';

export const TARGET_ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);

/** Demo company plus generated time entries up to TARGET_ENTRIES, spread five minutes apart over the past year. */
export async function fill(db: Db): Promise<void> {
  await seedDemo(db, { now: new Date(), demoApiKey: DEMO_KEY });
  const result = await db.execute(sql`select count(*)::int as n from entries`);
  const existing = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  await db.execute(sql`
    with u as (select array_agg(id) as a from users where active),
         p as (select array_agg(id) as a, array_agg(customers_id) as c from projects),
         s as (select array_agg(id) as a from services)
    insert into entries (type, customers_id, projects_id, users_id, services_id, billable, time_since, time_until, duration, "offset", hourly_rate)
    select 1, p.c[1 + g % cardinality(p.a)], p.a[1 + g % cardinality(p.a)], u.a[1 + g % cardinality(u.a)],
           s.a[1 + g % cardinality(s.a)], g % 3, now() - g * interval '5 minutes',
           now() - g * interval '5 minutes' + interval '45 minutes', 2700, 0, 80
    from generate_series(1, ${Math.max(0, TARGET_ENTRIES - existing)}) as g, u, p, s`);
  // As a database in use has it: PostgreSQL's autovacuum (and PGlite's scheduled vacuum) would otherwise
  // run over the fresh rows in the middle of a measurement.
  await db.execute(sql`vacuum (analyze)`);
}

/** The last 30 days up to now, as the list's `time_since` and `time_until`. */
export function lastMonth(): { since: string; until: string } {
  const until = new Date();
  const since = new Date(until.getTime() - 30 * 86_400_000);
  const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
  return { since: iso(since), until: iso(until) };
}
