import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dayIn } from '../../contract/dates.ts';
import { applicableRate, type RatedWork } from '../../contract/rates.ts';
import type { Tx } from '../db/client.ts';
import { rates } from '../db/rates-schema.ts';
import { users } from '../db/schema.ts';

/** What `applicableRate` reads of a rate, and the rate itself. */
export const rateCandidate = {
  customers_id: rates.customersId,
  projects_id: rates.projectsId,
  services_id: rates.servicesId,
  users_id: rates.usersId,
  date_since: rates.dateSince,
  hourly_rate: rates.hourlyRate,
};

/**
 * The hourly rate that applies to a time entry starting at `timeSince` (null: no rate at any level),
 * read in the entry's own transaction. The day is the start's in the co-worker's time zone, the one
 * their entries are shown in.
 */
export async function rateAtStart(
  tx: Tx,
  work: Omit<RatedWork, 'day'>,
  timeSince: Date,
): Promise<number | null> {
  const [user] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, work.users_id));
  if (!user) return null;
  const day = dayIn(timeSince.getTime(), user.timezone);
  const orNull = (column: AnyPgColumn, value: number | null) =>
    value === null ? isNull(column) : or(isNull(column), eq(column, value));
  // Only the rates that could fit: the pure function then picks the level and the latest day.
  const candidates = await tx
    .select(rateCandidate)
    .from(rates)
    .where(
      and(
        lte(rates.dateSince, day),
        orNull(rates.customersId, work.customers_id),
        orNull(rates.projectsId, work.projects_id),
        orNull(rates.servicesId, work.services_id),
        orNull(rates.usersId, work.users_id),
      ),
    );
  return applicableRate(candidates, { ...work, day })?.rate.hourly_rate ?? null;
}
