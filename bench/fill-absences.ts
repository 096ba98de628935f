import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';

/**
 * About fourteen absences a year for each active person, straight into the schema: one a month of one
 * to five days, starting anywhere up to the 27th, so some run into the next month, and one more every
 * quarter; every ninth one waits for a decision, every fifth of the rest is a half day. Every value
 * follows from the row's number, so two fills are alike. At 2,000 people the year's list for an owner
 * is about 7 MB, the size the company-scale issue measured. No
 * overtime reductions, whose counts are hours.
 */
export async function fillAbsences(db: Db, year: number): Promise<void> {
  await db.execute(sql`
    with a as (
      select u.id as users_id, m, k, row_number() over () as g,
             make_date(${year}, m, 1 + (u.id * 7 + m * 3 + k * 11) % 27) as since,
             case when (u.id + m + k) % 5 = 0 then 0 else (u.id + m * 2 + k) % 5 end as extra
      from users u, generate_series(1, 12) m, generate_series(0, 1) k
      where u.active and (k = 0 or m % 3 = 0)
    )
    insert into absences (users_id, date_since, date_until, status, type, note, count_days, date_enquired,
                          date_approved, approved_by)
    select users_id, since, least(since + extra, make_date(${year}, 12, 31)),
           case when g % 9 = 0 then 0 else 1 end, (array[1, 2, 4, 5, 6, 8, 9, 1, 1])[1 + g % 9], case when g % 4 = 0 then 'Bench absence ' || g end,
           case when extra = 0 and g % 5 = 0 then 0.5 else extra + 1 end, since - 14,
           case when g % 9 = 0 then null else since - 7 end, case when g % 9 = 0 then null else 1 end
    from a`);
}
