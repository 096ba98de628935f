import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  clockOf,
  dayIn,
  monthOf,
  secondsOfTime,
  shiftMonth,
  weekdayOf,
  yearOf,
  zonedInstant,
} from '../../../contract/dates.ts';
import type { Tx } from '../client.ts';
import { createRandom, PRNG_SEED, type Random } from './random.ts';

/** Where the company sits: the seed's "today" is the date there. */
export const COMPANY_ZONE = 'Europe/Berlin';

/** What every step of the seed shares. Every date it writes is relative to `today`. */
export type SeedContext = {
  now: Date;
  today: string;
  year: number;
  /** One generator for the whole run, so the steps must keep their order for the same company. */
  random: Random;
};

export function seedContext(now: Date): SeedContext {
  const today = dayIn(now.getTime(), COMPANY_ZONE);
  return { now, today, year: yearOf(today), random: createRandom(PRNG_SEED) };
}

/** The first day of the month `months` before (negative) or after the month of `date`. */
export function monthStart(date: string, months = 0): string {
  return `${shiftMonth(monthOf(date), months)}-01`;
}

/** 0 = Monday … 6 = Sunday, the order of the target-hours weekday columns. */
export function mondayBasedWeekday(date: string): number {
  return (weekdayOf(date) + 6) % 7;
}

/** The instant of a wall-clock time (minutes after midnight) on `date` in `zone`. */
export function wallTime(date: string, minutes: number, zone: string): Date {
  return new Date(zonedInstant(date, minutes * 60, zone));
}

/** Minutes after local midnight of `instant` on the clock of `zone`. */
export function minutesOfDay(instant: Date, zone: string): number {
  return secondsOfTime(clockOf(instant.getTime(), zone)) / 60;
}

const CHUNK = 500;

/** Inserts in chunks: one statement with thousands of rows exceeds the driver's parameter limit. */
export async function insertChunks<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += CHUNK) {
    await tx.insert(table).values(rows.slice(index, index + CHUNK));
  }
}
