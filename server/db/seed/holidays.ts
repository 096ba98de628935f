import { addDays } from '../../../contract/dates.ts';
import type { Tx } from '../client.ts';
import { nonbusinessDays, nonbusinessGroups } from '../schema.ts';
import { insertChunks } from './context.ts';

export type GroupKey = 'bavaria' | 'berlin' | 'france';

const NONBUSINESS_GROUPS: readonly { key: GroupKey; name: string }[] = [
  { key: 'bavaria', name: 'Germany – Bavaria' },
  { key: 'berlin', name: 'Germany – Berlin' },
  { key: 'france', name: 'France' },
];

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Holiday = { date: string; name: string; special: boolean };

/**
 * Public holidays of a group in a year. `special` marks the days with the higher statutory
 * surcharge (1 May, Christmas Day and Boxing Day in Germany; Christmas and 1 May in France).
 */
function publicHolidays(group: GroupKey, year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string, name: string, special = false): Holiday => ({
    date: `${year}-${monthDay}`,
    name,
    special,
  });
  const moving = (offset: number, name: string): Holiday => ({
    date: addDays(easter, offset),
    name,
    special: false,
  });
  let days: Holiday[];
  if (group === 'france') {
    days = [
      fixed('01-01', "Jour de l'an"),
      moving(1, 'Lundi de Pâques'),
      fixed('05-01', 'Fête du Travail', true),
      fixed('05-08', 'Victoire 1945'),
      moving(39, 'Ascension'),
      moving(50, 'Lundi de Pentecôte'),
      fixed('07-14', 'Fête nationale'),
      fixed('08-15', 'Assomption'),
      fixed('11-01', 'Toussaint'),
      fixed('11-11', 'Armistice 1918'),
      fixed('12-25', 'Noël', true),
    ];
  } else {
    const common = [
      fixed('01-01', 'Neujahr'),
      moving(-2, 'Karfreitag'),
      moving(1, 'Ostermontag'),
      fixed('05-01', 'Tag der Arbeit', true),
      moving(39, 'Christi Himmelfahrt'),
      moving(50, 'Pfingstmontag'),
      fixed('10-03', 'Tag der Deutschen Einheit'),
      fixed('12-25', '1. Weihnachtsfeiertag', true),
      fixed('12-26', '2. Weihnachtsfeiertag', true),
    ];
    days =
      group === 'bavaria'
        ? [
            ...common,
            fixed('01-06', 'Heilige Drei Könige'),
            moving(60, 'Fronleichnam'),
            fixed('08-15', 'Mariä Himmelfahrt'),
            fixed('11-01', 'Allerheiligen'),
          ]
        : [...common, fixed('03-08', 'Internationaler Frauentag')];
  }
  return days.sort((left, right) => left.date.localeCompare(right.date));
}

export type Holidays = {
  groupIds: Map<GroupKey, number>;
  /** The public holidays of each group in the years seeded. */
  dates: Map<GroupKey, Set<string>>;
};

/** The nonbusiness groups with their public holidays of the years `firstYear` to `lastYear`. */
export async function insertNonbusinessGroups(
  tx: Tx,
  firstYear: number,
  lastYear: number,
): Promise<Holidays> {
  const groupIds = new Map<GroupKey, number>();
  const dates = new Map<GroupKey, Set<string>>();
  const groupRows = await tx
    .insert(nonbusinessGroups)
    .values(NONBUSINESS_GROUPS.map((group) => ({ name: group.name })))
    .returning();
  const dayRows: (typeof nonbusinessDays.$inferInsert)[] = [];
  for (const group of NONBUSINESS_GROUPS) {
    const row = groupRows.find((item) => item.name === group.name);
    if (!row) throw new Error(`group ${group.name} missing`);
    groupIds.set(group.key, row.id);
    const days = new Set<string>();
    for (let year = firstYear; year <= lastYear; year++) {
      for (const holiday of publicHolidays(group.key, year)) {
        days.add(holiday.date);
        dayRows.push({ nonbusinessGroupsId: row.id, ...holiday });
      }
    }
    dates.set(group.key, days);
  }
  await insertChunks(tx, nonbusinessDays, dayRows);
  return { groupIds, dates };
}
