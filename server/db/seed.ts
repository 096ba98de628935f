import { addDays, daysBetween, yearOf } from '../../contract/dates.ts';
import { recountBudgets } from '../domain/budget-usage.ts';
import type { Db } from './client.ts';
import { absences } from './schema.ts';
import { absenceRow, planAbsences } from './seed/absences.ts';
import { Person, personLookup, planCalendar } from './seed/calendars.ts';
import { insertChunks, monthStart, seedContext } from './seed/context.ts';
import { insertEntries } from './seed/entries.ts';
import { insertNonbusinessGroups } from './seed/holidays.ts';
import { insertMasterData } from './seed/master-data.ts';
import { PEOPLE, TEAMS } from './seed/people.ts';
import { insertStaff, setDemoPasswords } from './seed/staff.ts';
import { insertEarlierWorkTimes, insertWorkTimes } from './seed/work-times.ts';

export type DemoUser = {
  name: string;
  email: string;
  role: 'owner' | 'manager' | 'worker';
  /** The team's name, or null. */
  team: string | null;
  /** The name of the team this person leads, or null. */
  leads: string | null;
  apiKey: string;
  password: string;
};

/** Months of entries and work times up to today. */
const HISTORY_MONTHS = 3;

/**
 * Seeds the demo company "Nordlicht Digital GmbH" into an empty database in one transaction and
 * returns its active users with their API keys and passwords. Deterministic: the same `now` gives the
 * same company (only the API keys and passwords are fresh unless `demoApiKey` and `demoPassword` are given); all dates are relative to it.
 * The steps share one random generator, so their order is part of what the company looks like.
 */
export async function seedDemo(
  db: Db,
  options: { now: Date; demoApiKey?: string; demoPassword?: string },
): Promise<DemoUser[]> {
  const context = seedContext(options.now);
  const { today, year } = context;
  const historyStart = addDays(monthStart(today, -HISTORY_MONTHS), daysBetween(monthStart(today), today));

  return db.transaction(async (tx) => {
    // Public holidays from the first year with entries to next year.
    const holidays = await insertNonbusinessGroups(tx, Math.min(year, yearOf(historyStart)), year + 1);

    const people = PEOPLE.map((spec) => new Person(spec, year, holidays.dates));
    const person = personLookup(people);
    for (const item of people) {
      planCalendar(item, context);
      if (item.active) planAbsences(item, context);
    }

    const keys = await insertStaff(tx, people, person, holidays.groupIds, context, options.demoApiKey);
    const passwords = await setDemoPasswords(
      tx,
      people.filter((item) => item.active),
      options.demoPassword,
    );
    const master = await insertMasterData(tx, context);
    await insertChunks(
      tx,
      absences,
      people.flatMap((item) => item.absences.map((absence) => absenceRow(item, absence, context, person))),
    );
    const workedDays = await insertEntries(tx, people, historyStart, context, master);
    // The entries went in without the entry routes, which keep the projects' budget sums.
    await recountBudgets(tx);
    await insertWorkTimes(tx, people, workedDays, context, person);
    await insertEarlierWorkTimes(tx, people, historyStart, context);

    return people
      .filter((item) => item.active)
      .map((item) => ({
        name: item.spec.name,
        email: item.spec.email,
        role: item.spec.role,
        team: TEAMS.find((team) => team.key === item.spec.team)?.name ?? null,
        leads: TEAMS.find((team) => team.leader === item.spec.key)?.name ?? null,
        apiKey: keys.get(item.spec.key) as string,
        password: passwords.get(item.spec.key) as string,
      }));
  });
}
