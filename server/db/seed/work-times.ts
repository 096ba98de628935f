import { addDays, toUtcTimestamp } from '../../../contract/dates.ts';
import type { Tx } from '../client.ts';
import { type ChangeInterval, changeRequests, workTimes } from '../schema.ts';
import type { Person } from './calendars.ts';
import { insertChunks, mondayBasedWeekday, type SeedContext, wallTime } from './context.ts';
import { type Interval, workedBlocks } from './entries.ts';
import type { PersonSpec } from './people.ts';

/** The date itself, or the Monday after it when it falls on a weekend. */
function weekdayOnOrAfter(date: string): string {
  const weekday = mondayBasedWeekday(date);
  return weekday < 5 ? date : addDays(date, 7 - weekday);
}

function isLocked(spec: PersonSpec, date: string, today: string): boolean {
  if (spec.editLockDaysAgo !== undefined && date <= addDays(today, -spec.editLockDaysAgo)) return true;
  return spec.editLockDyn !== undefined && date <= addDays(today, -spec.editLockDyn);
}

function changeRequestRows(
  people: readonly Person[],
  workedDays: Map<Person, Map<string, Interval[]>>,
  context: SeedContext,
  lookup: (key: string) => Person,
): (typeof changeRequests.$inferInsert)[] {
  const { random, today, now } = context;
  const rows: (typeof changeRequests.$inferInsert)[] = [];
  const clamp = (instant: Date) => (instant.getTime() > now.getTime() ? now : instant);
  for (const person of people) {
    const spec = person.spec;
    const interval = (date: string, type: 1 | 2, since: number, until: number): ChangeInterval => ({
      type,
      time_since: toUtcTimestamp(wallTime(date, since, person.zone).getTime()),
      time_until: toUtcTimestamp(wallTime(date, until, person.zone).getTime()),
    });
    if (!person.active || (spec.editLockDaysAgo === undefined && spec.editLockDyn === undefined)) continue;
    const locked = [...(workedDays.get(person)?.keys() ?? [])]
      .filter((date) => isLocked(spec, date, today))
      .sort()
      .reverse()
      .slice(0, 12);
    // Shuffle deterministically, then take two pending and one declined on distinct days.
    const dates = random.shuffle(locked);
    const plan: ('pending' | 'declined')[] = ['pending', 'pending', 'declined'];
    plan.forEach((kind, index) => {
      const date = dates[index];
      const intervals = date ? workedDays.get(person)?.get(date) : undefined;
      if (!date || !intervals || intervals.length === 0) return;
      const first = intervals[0] as Interval;
      const last = intervals[intervals.length - 1] as Interval;
      const variant = random.int(0, 2);
      const changes: ChangeInterval[] =
        variant === 0
          ? [interval(date, 1, last[1], last[1] + random.pick([30, 45, 60, 90]))]
          : variant === 1
            ? [interval(date, 2, first[1] - 30, first[1])]
            : [interval(date, 1, first[0] - 60, first[0]), interval(date, 2, last[1] - 45, last[1])];
      // Filed on a weekday once the day was locked, else it would have been applied at once.
      const lockedFrom =
        spec.editLockDyn !== undefined
          ? addDays(date, spec.editLockDyn)
          : addDays(today, -(spec.editLockDaysAgo ?? 0) + 1);
      const filedOn = weekdayOnOrAfter(addDays(lockedFrom, random.int(0, 2)));
      const createdAt = clamp(wallTime(filedOn, 8 * 60 + random.int(0, 150), person.zone));
      const declinedOn = weekdayOnOrAfter(addDays(filedOn, random.int(1, 2)));
      const declined = kind === 'declined';
      rows.push({
        usersId: person.id,
        date,
        status: declined ? 2 : 1,
        declinedAt: declined ? clamp(wallTime(declinedOn, 9 * 60 + random.int(0, 480), person.zone)) : null,
        declinedBy: declined ? lookup(spec.boss ?? 'owner').id : null,
        changes,
        createdBy: person.id,
        createdAt,
      });
    });
  }
  return rows;
}

/**
 * Work times without entries from the start of the year (or the hire) to the day before `historyStart`,
 * so that the work-time account of the year so far adds up to what people worked, not to months of
 * missing hours. Entries cover only the last months: older ones would only make the demo larger.
 */
export async function insertEarlierWorkTimes(
  tx: Tx,
  people: readonly Person[],
  historyStart: string,
  context: SeedContext,
): Promise<void> {
  const rows: (typeof workTimes.$inferInsert)[] = [];
  const yearStart = `${context.year}-01-01`;
  for (const person of people) {
    if (!person.active) continue;
    const first = person.hireDate > yearStart ? person.hireDate : yearStart;
    for (let date = first; date < historyStart; date = addDays(date, 1)) {
      for (const [since, until] of workedBlocks(person, date, context.random) ?? []) {
        rows.push({
          usersId: person.id,
          date,
          timeSince: wallTime(date, since, person.zone),
          timeUntil: wallTime(date, until, person.zone),
        });
      }
    }
  }
  await insertChunks(tx, workTimes, rows);
}

/**
 * The work times of the days people booked, and change requests on some of the locked ones:
 * pending ones of the locked users, and a few declined.
 */
export async function insertWorkTimes(
  tx: Tx,
  people: readonly Person[],
  workedDays: Map<Person, Map<string, Interval[]>>,
  context: SeedContext,
  lookup: (key: string) => Person,
): Promise<void> {
  const rows: (typeof workTimes.$inferInsert)[] = [];
  for (const [person, days] of workedDays) {
    for (const [date, intervals] of days) {
      for (const [since, until] of intervals) {
        rows.push({
          usersId: person.id,
          date,
          timeSince: wallTime(date, since, person.zone),
          timeUntil: wallTime(date, until, person.zone),
        });
      }
    }
  }
  await insertChunks(tx, workTimes, rows);
  await insertChunks(tx, changeRequests, changeRequestRows(people, workedDays, context, lookup));
}
