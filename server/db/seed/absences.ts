import { addDays } from '../../../contract/dates.ts';
import type { absences } from '../schema.ts';
import type { Absence, Person } from './calendars.ts';
import type { SeedContext } from './context.ts';
import { TEAMS } from './people.ts';

/** Absences reported on their first day rather than requested ahead. */
const REPORTED_ABSENCES = new Set([4, 5, 11, 12, 13, 15]);

/**
 * Absences with a fixed type (and status, where the company needs every status on show),
 * placed at a random free spot of the current year; the common ones (holidays, sick days,
 * home office) are added per person by the seed. `days` counts work days; 0.5 = a half day.
 */
type AbsenceSpec = {
  person: string;
  type: number;
  days: number;
  status?: 0 | 1 | 2 | 3 | 4;
  when?: 'past' | 'future';
  note?: string;
};

const SPECIAL_ABSENCES: readonly AbsenceSpec[] = [
  { person: 'chiara', type: 7, days: 70, status: 1, note: 'Mutterschutz' },
  { person: 'felix', type: 2, days: 2, status: 1, when: 'past', note: 'Hochzeit' },
  { person: 'ana', type: 2, days: 1, status: 1, note: 'Umzug' },
  { person: 'marie', type: 9, days: 3, status: 1, note: 'On-site workshop Stadtwerke' },
  { person: 'julien', type: 9, days: 2, status: 0, when: 'future', note: 'Atelier client Lumière, Paris' },
  { person: 'paul', type: 10, days: 5, status: 1, note: 'Unbezahlter Urlaub' },
  { person: 'paul', type: 11, days: 2, status: 1, when: 'past' },
  { person: 'zeynep', type: 12, days: 2, status: 1, when: 'past' },
  { person: 'tomasz', type: 13, days: 5, status: 1, when: 'past' },
  { person: 'lars', type: 14, days: 10, status: 1, note: 'Reserve exercise' },
  { person: 'felix', type: 15, days: 8, status: 1, when: 'past', note: 'Krankengeld ab der 7. Woche' },
  { person: 'lukas', type: 6, days: 3, status: 1, note: 'AWS certification course' },
  { person: 'sophie', type: 6, days: 2, status: 0, when: 'future', note: 'UX conference' },
  { person: 'hannah', type: 5, days: 2, status: 1, when: 'past' },
  { person: 'elif', type: 5, days: 1, status: 1, when: 'past' },
  { person: 'noah', type: 1, days: 5, status: 2, note: 'Declined: release week' },
  { person: 'can', type: 1, days: 3, status: 3, note: 'Cancelled: project deadline moved' },
  { person: 'laura', type: 1, days: 4, status: 4, note: 'Withdrawn, trip cancelled' },
  { person: 'agnieszka', type: 1, days: 5, status: 0, when: 'future', note: 'Family visit in Kraków' },
  { person: 'emma', type: 1, days: 0.5, status: 0, when: 'future' },
  { person: 'zeynep', type: 1, days: 2, status: 2 },
  { person: 'ines', type: 1, days: 1, status: 4 },
  { person: 'jonas', type: 6, days: 2, status: 3 },
];

/**
 * This year's absences of an active person: the special ones first, then holidays, sick days, home
 * office and overtime reduction, each at a random free spot.
 */
export function planAbsences(person: Person, context: SeedContext): void {
  const { random, today, year } = context;
  const workdays: string[] = [];
  for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
    if (person.isWorkday(day)) workdays.push(day);
  }
  const taken = new Set<string>();
  type Placement = Omit<AbsenceSpec, 'person'> & { within?: [string, string] };
  const place = (spec: Placement): void => {
    const length = Math.max(1, Math.ceil(spec.days));
    const fits = (start: number, when: AbsenceSpec['when'], within: Placement['within']): boolean => {
      const since = workdays[start];
      const until = workdays[start + length - 1];
      if (!since || !until) return false;
      if (when === 'past' && until >= today) return false;
      if (when === 'future' && since <= today) return false;
      if (within && (since.slice(5) < within[0] || until.slice(5) > within[1])) return false;
      // One free day on either side keeps absences apart.
      for (let day = addDays(since, -1); day <= addDays(until, 1); day = addDays(day, 1)) {
        if (taken.has(day)) return false;
      }
      return true;
    };
    // Where the wish cannot be met (early in January nothing is past), the rules are relaxed.
    const attempts = [
      { when: spec.when, within: spec.within },
      { when: undefined, within: spec.within },
      { when: undefined, within: undefined },
    ];
    let start = -1;
    // A note like "Sommerurlaub" only fits where the wished window was kept.
    let keepsWindow = true;
    for (const attempt of attempts) {
      for (let round = 0; round < 80 && start < 0; round++) {
        const candidate = random.int(0, Math.max(0, workdays.length - length));
        if (fits(candidate, attempt.when, attempt.within)) start = candidate;
      }
      keepsWindow = attempt.within !== undefined || spec.within === undefined;
      if (start >= 0) break;
    }
    if (start < 0) return;
    const since = workdays[start] as string;
    const until = workdays[start + length - 1] as string;
    for (let day = since; day <= until; day = addDays(day, 1)) taken.add(day);
    let status = spec.status;
    if (status === undefined) {
      status =
        since <= today
          ? random.weighted<1 | 2 | 3 | 4>([
              [1, 92],
              [2, 3],
              [3, 3],
              [4, 2],
            ])
          : random.weighted<0 | 1 | 2>([
              [0, 5],
              [1, 4],
              [2, 1],
            ]);
    }
    const half = spec.days === 0.5;
    let countDays: number | null = half ? 0.5 : 0;
    let countHours: number | null = null;
    if (!half) {
      let hours = 0;
      for (let day = since; day <= until; day = addDays(day, 1)) {
        if (person.isWorkday(day)) {
          countDays++;
          hours += person.targetOn(day);
        }
      }
      if (spec.type === 3) {
        countHours = Math.round(hours * 100) / 100;
        countDays = null;
      }
    } else if (spec.type === 3) {
      countHours = Math.round((person.targetOn(since) / 2) * 100) / 100;
      countDays = null;
    }
    person.absences.push({
      since,
      until,
      type: spec.type,
      status,
      countDays,
      countHours,
      half,
      note: (keepsWindow ? spec.note : null) ?? null,
    });
  };

  for (const spec of SPECIAL_ABSENCES) if (spec.person === person.spec.key) place(spec);
  // Holidays: a summer block, maybe Christmas, a shorter one, single days and a half day.
  place({
    type: 1,
    days: random.pick([10, 10, 8, 5]),
    within: ['06-15', '09-15'],
    note: random.pick([null, 'Sommerurlaub', 'Summer holiday']) ?? undefined,
  });
  if (random.chance(0.5))
    place({ type: 1, days: random.int(4, 6), within: ['12-20', '12-31'], note: 'Weihnachten' });
  place({ type: 1, days: random.pick([5, 4, 3]) });
  for (let count = random.int(1, 3); count > 0; count--) place({ type: 1, days: 1 });
  if (random.chance(0.6)) place({ type: 1, days: 0.5, note: 'Halber Tag' });
  // Sick days in the past.
  for (let count = random.int(0, 3); count > 0; count--) {
    place({
      type: 4,
      days: random.weighted([
        [1, 4],
        [2, 3],
        [3, 2],
        [5, 1],
      ]),
      status: 1,
      when: 'past',
    });
  }
  // Home office, overtime reduction.
  for (let count = random.int(1, 5); count > 0; count--) place({ type: 8, days: 1 });
  for (let count = random.int(0, 2); count > 0; count--) place({ type: 3, days: 1 });
  person.absences.sort((left, right) => left.since.localeCompare(right.since));
}

/** The earlier of two 'YYYY-MM-DD' dates. */
function earlierDate(left: string, right: string): string {
  if (left < right) return left;
  return right;
}

/** The stored absence, with the days it was asked for and decided. */
export function absenceRow(
  person: Person,
  absence: Absence,
  context: SeedContext,
  lookup: (key: string) => Person,
): typeof absences.$inferInsert {
  const { random, today } = context;
  const firstDay = earlierDate(absence.since, today);
  const enquired = REPORTED_ABSENCES.has(absence.type)
    ? firstDay
    : addDays(firstDay, -random.int(absence.since <= today ? 3 : 1, 45));
  const decided = absence.status === 1 || absence.status === 2 || absence.status === 3;
  let approved: string | null = null;
  if (decided) {
    const delay = absence.status === 3 ? random.int(5, 20) : random.int(0, 4);
    const candidate = addDays(enquired, delay);
    approved = earlierDate(candidate, today);
  }
  const managers = [TEAMS.find((team) => team.key === person.spec.team)?.leader, person.spec.boss].filter(
    (key): key is string => !!key && key !== person.spec.key,
  );
  const approverKey =
    random.chance(0.15) && person.spec.key !== 'amelie' ? 'amelie' : (managers[0] ?? 'owner');
  return {
    usersId: person.id,
    dateSince: absence.since,
    dateUntil: absence.until,
    status: absence.status,
    type: absence.type,
    note: absence.note,
    countDays: absence.countDays,
    countHours: absence.countHours,
    sickNote: absence.type === 4 || absence.type === 5 ? (absence.countDays ?? 0) >= 3 : null,
    dateEnquired: enquired,
    dateApproved: approved,
    approvedBy: decided ? lookup(approverKey).id : null,
  };
}
