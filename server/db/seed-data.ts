import type { SurchargeColumn } from './schema.ts';

/**
 * The fixed data of the demo company (names, catalogue, holidays) and the small date and
 * random-number helpers the seed uses. Everything that depends on "today" lives in seed.ts.
 */

export const COMPANY_NAME = 'Nordlicht Digital GmbH';
/** Seed of the pseudo-random generator: the same value gives the same company. */
export const PRNG_SEED = 0x5eed_2026;

// ---------------------------------------------------------------------------------------------
// Helpers

/** mulberry32: a small, fast, deterministic PRNG returning floats in [0, 1). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (probability: number): boolean => next() < probability;
  /** Picks by weight from [item, weight] pairs. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };
  /** A shuffled copy (Fisher–Yates). */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return { next, int, pick, chance, weighted, shuffle };
}
export type Random = ReturnType<typeof createRandom>;

const DAY_MS = 86_400_000;

/** Dates are 'YYYY-MM-DD' strings; arithmetic runs on UTC midnights. */
export function dateToMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}
export function msToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
export function addDays(date: string, days: number): string {
  return msToDate(dateToMs(date) + days * DAY_MS);
}
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToMs(to) - dateToMs(from)) / DAY_MS);
}
/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(dateToMs(date)).getUTCDay() + 6) % 7;
}
/** The first day of the month `months` before (negative) or after the month of `date`. */
export function monthStart(date: string, months = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return msToDate(Date.UTC(year, month, 1));
}
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Last Sunday of a month, as a UTC midnight in ms. */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0);
  return last - new Date(last).getUTCDay() * DAY_MS;
}

/**
 * Offset of Central European Time (Europe/Berlin, Europe/Paris) from UTC in minutes at a UTC
 * instant: summer time runs from the last Sunday of March 01:00 UTC to the last Sunday of
 * October 01:00 UTC (EU rule since 1996).
 */
export function cetOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const start = lastSunday(year, 2) + 3_600_000;
  const end = lastSunday(year, 9) + 3_600_000;
  return utcMs >= start && utcMs < end ? 120 : 60;
}

/** A wall-clock time (minutes after midnight) on a local date in CET/CEST, as a UTC Date. */
export function localToUtc(date: string, minutes: number): Date {
  const wall = dateToMs(date) + minutes * 60_000;
  const offset = cetOffsetMinutes(wall - 60 * 60_000);
  return new Date(wall - offset * 60_000);
}

/** The local (CET/CEST) calendar date of a UTC instant. */
export function localDateOf(instant: Date): string {
  return msToDate(instant.getTime() + cetOffsetMinutes(instant.getTime()) * 60_000);
}

/** Minutes after local midnight of a UTC instant. */
export function localMinutesOf(instant: Date): number {
  const local = instant.getTime() + cetOffsetMinutes(instant.getTime()) * 60_000;
  return Math.floor((local % DAY_MS) / 60_000);
}

/** 'YYYY-MM-DDThh:mm:ssZ', the interface's timestamp shape. */
export function isoUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Nonbusiness groups and their public holidays

export type GroupKey = 'bavaria' | 'berlin' | 'france';

export const NONBUSINESS_GROUPS: readonly { key: GroupKey; name: string }[] = [
  { key: 'bavaria', name: 'Germany – Bavaria' },
  { key: 'berlin', name: 'Germany – Berlin' },
  { key: 'france', name: 'France' },
];

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
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
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

export type Holiday = { date: string; name: string; special: boolean };

/**
 * Public holidays of a group in a year. `special` marks the days with the higher statutory
 * surcharge (1 May, Christmas Day and Boxing Day in Germany; Christmas and 1 May in France).
 */
export function publicHolidays(group: GroupKey, year: number): Holiday[] {
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

// ---------------------------------------------------------------------------------------------
// People

export type TeamKey = 'dev' | 'design' | 'consulting' | 'ops';

export const TEAMS: readonly { key: TeamKey; name: string; leader: string }[] = [
  { key: 'dev', name: 'Development', leader: 'mehmet' },
  { key: 'design', name: 'Design & UX', leader: 'sophie' },
  { key: 'consulting', name: 'Consulting', leader: 'jonas' },
  { key: 'ops', name: 'Operations & Support', leader: 'amelie' },
];

/**
 * full: 8 h Monday–Friday. part4: Monday–Thursday at `hours`. switch: full time until three
 * months ago, then 6 h Monday–Friday. monthly: a monthly target over Monday–Friday.
 */
export type Schedule =
  | { kind: 'full' }
  | { kind: 'part4'; hours: number }
  | { kind: 'switch' }
  | { kind: 'monthly'; hours: number };

export type PersonSpec = {
  key: string;
  name: string;
  email: string;
  role: 'owner' | 'manager' | 'worker';
  team: TeamKey | null;
  /** Key of the boss. */
  boss: string | null;
  language: 'de' | 'en' | 'fr';
  timezone?: string;
  group: GroupKey;
  /** A change of nonbusiness group this year on the given month (1-based), first day. */
  groupChange?: { to: GroupKey; month: number };
  /** Years before the current one and month (1-based) of the first working day. */
  hired: [number, number];
  schedule: Schedule;
  /** Usual start of the working day, minutes after midnight. */
  start: number;
  quota: number;
  /** Carryover into the current year; undefined = no carryover row. */
  carry?: number;
  wageType: 1 | 2 | null;
  /** Added to the service's hourly rate (seniority). */
  rateBonus: number;
  active?: boolean;
  canAddCustomers?: boolean;
  canGenerallySeeAbsences?: boolean;
  canGenerallyManageAbsences?: boolean;
  /** Fixed edit lock, days before today. */
  editLockDaysAgo?: number;
  editLockDyn?: number;
  editLockSync?: boolean;
  timeformat12h?: boolean;
  weekstartMonday?: boolean;
  /** Starts a running entry today. */
  running?: boolean;
};

const full: Schedule = { kind: 'full' };

export const PEOPLE: readonly PersonSpec[] = [
  // The owner and company creator.
  {
    key: 'owner',
    name: 'Katharina Vogel',
    email: 'owner@example.com',
    role: 'owner',
    team: null,
    boss: null,
    language: 'en',
    group: 'bavaria',
    hired: [7, 3],
    schedule: full,
    start: 480,
    quota: 30,
    carry: 2,
    wageType: 1,
    rateBonus: 15,
  },
  // Managers.
  {
    key: 'jonas',
    name: 'Jonas Becker',
    email: 'manager@example.com',
    role: 'manager',
    team: 'consulting',
    boss: 'owner',
    language: 'en',
    group: 'bavaria',
    hired: [6, 1],
    schedule: full,
    start: 495,
    quota: 30,
    carry: 3.5,
    wageType: 1,
    rateBonus: 15,
    running: true,
  },
  {
    key: 'amelie',
    name: 'Amélie Laurent',
    email: 'amelie.laurent@example.com',
    role: 'manager',
    team: 'ops',
    boss: 'owner',
    language: 'fr',
    timezone: 'Europe/Paris',
    group: 'france',
    hired: [5, 9],
    schedule: full,
    start: 510,
    quota: 28,
    carry: 1,
    wageType: 1,
    rateBonus: 10,
    canGenerallyManageAbsences: true,
  },
  {
    key: 'mehmet',
    name: 'Mehmet Yılmaz',
    email: 'mehmet.yilmaz@example.com',
    role: 'manager',
    team: 'dev',
    boss: 'owner',
    language: 'de',
    group: 'berlin',
    hired: [4, 4],
    schedule: full,
    start: 450,
    quota: 30,
    carry: 0,
    wageType: 1,
    rateBonus: 15,
  },
  // Development.
  {
    key: 'lukas',
    name: 'Lukas Schneider',
    email: 'lukas.schneider@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'de',
    group: 'bavaria',
    hired: [3, 10],
    schedule: full,
    start: 480,
    quota: 28,
    carry: 4,
    wageType: 1,
    rateBonus: 10,
    running: true,
  },
  {
    key: 'elif',
    name: 'Elif Demir',
    email: 'elif.demir@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'en',
    group: 'berlin',
    hired: [2, 2],
    schedule: full,
    start: 525,
    quota: 27,
    carry: 2.5,
    wageType: 1,
    rateBonus: 5,
    editLockDyn: 8,
  },
  {
    key: 'piotr',
    name: 'Piotr Kowalski',
    email: 'piotr.kowalski@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'en',
    group: 'berlin',
    groupChange: { to: 'bavaria', month: 7 },
    hired: [2, 6],
    schedule: full,
    start: 465,
    quota: 27,
    carry: 5,
    wageType: 1,
    rateBonus: 5,
    editLockDyn: 15,
    editLockSync: true,
  },
  {
    key: 'can',
    name: 'Can Öztürk',
    email: 'can.ozturk@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'de',
    group: 'bavaria',
    hired: [1, 4],
    schedule: full,
    start: 540,
    quota: 26,
    carry: 1.5,
    wageType: 1,
    rateBonus: 0,
    timeformat12h: false,
  },
  {
    key: 'tomasz',
    name: 'Tomasz Wiśniewski',
    email: 'tomasz.wisniewski@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'en',
    group: 'berlin',
    hired: [3, 1],
    schedule: full,
    start: 480,
    quota: 28,
    carry: 3,
    wageType: 1,
    rateBonus: 10,
  },
  {
    key: 'lars',
    name: 'Lars Jensen',
    email: 'lars.jensen@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'en',
    group: 'bavaria',
    hired: [1, 9],
    schedule: { kind: 'monthly', hours: 140 },
    start: 540,
    quota: 25,
    wageType: 2,
    rateBonus: 0,
    timeformat12h: true,
    weekstartMonday: false,
  },
  {
    key: 'noah',
    name: 'Noah Richter',
    email: 'noah.richter@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'de',
    group: 'bavaria',
    hired: [1, 2],
    schedule: { kind: 'part4', hours: 8 },
    start: 480,
    quota: 25,
    carry: 0.5,
    wageType: 1,
    rateBonus: 0,
  },
  {
    key: 'daniel',
    name: 'Daniel Krüger',
    email: 'daniel.krueger@example.com',
    role: 'worker',
    team: 'dev',
    boss: 'mehmet',
    language: 'de',
    group: 'bavaria',
    hired: [4, 5],
    schedule: full,
    start: 480,
    quota: 27,
    wageType: 1,
    rateBonus: 5,
    active: false,
  },
  // Design & UX.
  {
    key: 'sophie',
    name: 'Sophie Müller',
    email: 'sophie.mueller@example.com',
    role: 'worker',
    team: 'design',
    boss: 'jonas',
    language: 'de',
    group: 'bavaria',
    hired: [5, 7],
    schedule: full,
    start: 480,
    quota: 29,
    carry: 2,
    wageType: 1,
    rateBonus: 15,
  },
  {
    key: 'camille',
    name: 'Camille Dubois',
    email: 'camille.dubois@example.com',
    role: 'worker',
    team: 'design',
    boss: 'jonas',
    language: 'fr',
    timezone: 'Europe/Paris',
    group: 'france',
    hired: [2, 11],
    schedule: { kind: 'part4', hours: 7 },
    start: 540,
    quota: 25,
    carry: 1,
    wageType: 1,
    rateBonus: 5,
  },
  {
    key: 'zeynep',
    name: 'Zeynep Kaya',
    email: 'zeynep.kaya@example.com',
    role: 'worker',
    team: 'design',
    boss: 'jonas',
    language: 'en',
    group: 'berlin',
    hired: [2, 3],
    schedule: full,
    start: 510,
    quota: 27,
    carry: 3,
    wageType: 1,
    rateBonus: 5,
  },
  {
    key: 'chiara',
    name: 'Chiara Rossi',
    email: 'chiara.rossi@example.com',
    role: 'worker',
    team: 'design',
    boss: 'jonas',
    language: 'en',
    group: 'bavaria',
    hired: [3, 5],
    schedule: full,
    start: 495,
    quota: 28,
    carry: 4.5,
    wageType: 1,
    rateBonus: 5,
  },
  {
    key: 'emma',
    name: 'Emma Klein',
    email: 'emma.klein@example.com',
    role: 'worker',
    team: 'design',
    boss: 'jonas',
    language: 'de',
    group: 'bavaria',
    hired: [4, 8],
    schedule: { kind: 'switch' },
    start: 480,
    quota: 28,
    carry: 2,
    wageType: 1,
    rateBonus: 10,
  },
  // Consulting.
  {
    key: 'marie',
    name: 'Marie Hoffmann',
    email: 'marie.hoffmann@example.com',
    role: 'worker',
    team: 'consulting',
    boss: 'jonas',
    language: 'de',
    group: 'bavaria',
    hired: [4, 1],
    schedule: full,
    start: 480,
    quota: 30,
    carry: 1,
    wageType: 1,
    rateBonus: 15,
    canAddCustomers: true,
  },
  {
    key: 'felix',
    name: 'Felix Wagner',
    email: 'felix.wagner@example.com',
    role: 'worker',
    team: 'consulting',
    boss: 'jonas',
    language: 'en',
    group: 'bavaria',
    hired: [2, 10],
    schedule: full,
    start: 465,
    quota: 27,
    carry: 0,
    wageType: 1,
    rateBonus: 10,
  },
  {
    key: 'agnieszka',
    name: 'Agnieszka Nowak',
    email: 'agnieszka.nowak@example.com',
    role: 'worker',
    team: 'consulting',
    boss: 'jonas',
    language: 'en',
    group: 'berlin',
    groupChange: { to: 'bavaria', month: 4 },
    hired: [3, 3],
    schedule: { kind: 'part4', hours: 8 },
    start: 480,
    quota: 26,
    carry: 2,
    wageType: 1,
    rateBonus: 10,
  },
  {
    key: 'julien',
    name: 'Julien Moreau',
    email: 'julien.moreau@example.com',
    role: 'worker',
    team: 'consulting',
    boss: 'jonas',
    language: 'fr',
    timezone: 'Europe/Paris',
    group: 'france',
    hired: [1, 6],
    schedule: full,
    start: 510,
    quota: 25,
    carry: 1.5,
    wageType: 1,
    rateBonus: 5,
  },
  {
    key: 'leon',
    name: 'Leon Fischer',
    email: 'leon.fischer@example.com',
    role: 'worker',
    team: 'consulting',
    boss: 'jonas',
    language: 'de',
    group: 'bavaria',
    hired: [2, 8],
    schedule: full,
    start: 480,
    quota: 27,
    carry: 3,
    wageType: 1,
    rateBonus: 5,
    editLockDaysAgo: 14,
  },
  // Operations & Support.
  {
    key: 'hannah',
    name: 'Hannah Weber',
    email: 'hannah.weber@example.com',
    role: 'worker',
    team: 'ops',
    boss: 'amelie',
    language: 'de',
    group: 'bavaria',
    hired: [5, 2],
    schedule: full,
    start: 450,
    quota: 30,
    carry: 5,
    wageType: 1,
    rateBonus: 10,
    canGenerallySeeAbsences: true,
    running: true,
  },
  {
    key: 'ana',
    name: 'Ana Petrović',
    email: 'ana.petrovic@example.com',
    role: 'worker',
    team: 'ops',
    boss: 'amelie',
    language: 'en',
    group: 'bavaria',
    hired: [2, 4],
    schedule: full,
    start: 480,
    quota: 26,
    carry: 2,
    wageType: 1,
    rateBonus: 0,
  },
  {
    key: 'ines',
    name: 'Ines Martins',
    email: 'ines.martins@example.com',
    role: 'worker',
    team: 'ops',
    boss: 'amelie',
    language: 'en',
    group: 'bavaria',
    groupChange: { to: 'berlin', month: 7 },
    hired: [1, 11],
    schedule: full,
    start: 495,
    quota: 26,
    carry: 0.5,
    wageType: 1,
    rateBonus: 0,
  },
  {
    key: 'laura',
    name: 'Laura Schäfer',
    email: 'laura.schaefer@example.com',
    role: 'worker',
    team: 'ops',
    boss: 'amelie',
    language: 'de',
    group: 'bavaria',
    hired: [3, 9],
    schedule: full,
    start: 480,
    quota: 28,
    wageType: 1,
    rateBonus: 5,
  },
  {
    key: 'paul',
    name: 'Paul Wolf',
    email: 'paul.wolf@example.com',
    role: 'worker',
    team: 'ops',
    boss: 'amelie',
    language: 'en',
    group: 'bavaria',
    hired: [1, 3],
    schedule: full,
    start: 420,
    quota: 25,
    carry: 1,
    wageType: 2,
    rateBonus: 0,
  },
];

/**
 * Absences with a fixed type (and status, where the company needs every status on show),
 * placed at a random free spot of the current year; the common ones (holidays, sick days,
 * home office) are added per person by the seed. `days` counts work days; 0.5 = a half day.
 */
export type AbsenceSpec = {
  person: string;
  type: number;
  days: number;
  status?: 0 | 1 | 2 | 3 | 4;
  when?: 'past' | 'future';
  note?: string;
};

export const SPECIAL_ABSENCES: readonly AbsenceSpec[] = [
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

// ---------------------------------------------------------------------------------------------
// Catalogue

export type ServiceKey =
  | 'consulting'
  | 'development'
  | 'design'
  | 'pm'
  | 'support'
  | 'travel'
  | 'testing'
  | 'internal'
  | 'legacy';

export const SERVICES: readonly {
  key: ServiceKey;
  name: string;
  number: string;
  rate: number;
  active?: boolean;
  note?: string;
}[] = [
  { key: 'consulting', name: 'Consulting', number: 'S-01', rate: 120 },
  { key: 'development', name: 'Development', number: 'S-02', rate: 95 },
  { key: 'design', name: 'Design', number: 'S-03', rate: 90 },
  { key: 'pm', name: 'Project management', number: 'S-04', rate: 105 },
  { key: 'support', name: 'Support', number: 'S-05', rate: 75, note: 'Within the SLA: 4 h response time' },
  { key: 'travel', name: 'Travel time', number: 'S-06', rate: 60, note: 'Billed at half the rate' },
  { key: 'testing', name: 'Testing & QA', number: 'S-07', rate: 85 },
  { key: 'internal', name: 'Internal', number: 'S-08', rate: 60, note: 'Not billable' },
  { key: 'legacy', name: 'Hosting setup (legacy)', number: 'S-99', rate: 80, active: false },
];

export type LumpKey = 'km' | 'hotel' | 'licence' | 'workshop' | 'hosting' | 'courier';

export const LUMPSUM_SERVICES: readonly {
  key: LumpKey;
  name: string;
  price: number;
  unit: string;
  number: string;
  /** Range of amounts booked at once. */
  amount: [number, number];
  active?: boolean;
  note?: string;
}[] = [
  { key: 'km', name: 'Mileage allowance', price: 0.3, unit: 'km', number: 'L-01', amount: [18, 420] },
  { key: 'hotel', name: 'Hotel night', price: 129, unit: 'night', number: 'L-02', amount: [1, 3] },
  { key: 'licence', name: 'Software licence', price: 49, unit: 'piece', number: 'L-03', amount: [1, 12] },
  {
    key: 'workshop',
    name: 'Workshop day',
    price: 1450,
    unit: 'day',
    number: 'L-04',
    amount: [1, 2],
    note: 'Flat rate incl. preparation',
  },
  { key: 'hosting', name: 'Managed hosting', price: 39.9, unit: 'month', number: 'L-05', amount: [1, 3] },
  {
    key: 'courier',
    name: 'Courier delivery',
    price: 18.5,
    unit: 'piece',
    number: 'L-06',
    amount: [1, 4],
    active: false,
  },
];

export const CUSTOMERS: readonly {
  name: string;
  number: string;
  color: number;
  active?: boolean;
  billableDefault?: boolean;
  note?: string;
}[] = [
  { name: 'Bäckerei Huber GmbH & Co. KG', number: 'K-1001', color: 2 },
  {
    name: 'Stadtwerke Rosenheim',
    number: 'K-1002',
    color: 6,
    note: 'Public sector: invoices only as XRechnung via the portal.',
  },
  { name: 'Alpenblick Hotels AG', number: 'K-1003', color: 4 },
  { name: 'Müller & Söhne Maschinenbau', number: 'K-1004', color: 5 },
  { name: 'Lumière Cosmétiques SAS', number: 'K-1005', color: 8, note: 'Contact: Mme Bernard (marketing).' },
  { name: 'Nordsee Logistik GmbH', number: 'K-1006', color: 7 },
  { name: 'Praxis Dr. Aydın', number: 'K-1007', color: 3, note: 'Prefers calls after 18:00.' },
  { name: 'Kowalczyk Meble Sp. z o.o.', number: 'K-1008', color: 1 },
  { name: 'Fahrradmanufaktur Lindner', number: 'K-1009', color: 3 },
  { name: 'Gemeinde Ottobrunn', number: 'K-1010', color: 6, note: 'Framework contract, renewed yearly.' },
  { name: 'Vinothek Weinberg', number: 'K-1011', color: 9 },
  { name: 'Blauwal Versicherung AG', number: 'K-1012', color: 5 },
  { name: 'Café Konditorei Schmid', number: 'K-1013', color: 2, active: false, note: 'Closed the shop.' },
  { name: 'Modehaus Engel', number: 'K-1014', color: 8, active: false },
  { name: 'Nordlicht Digital (intern)', number: 'K-1015', color: 4, billableDefault: false },
];

/** Index of the internal customer in CUSTOMERS. */
export const INTERNAL_CUSTOMER = 14;

export type Budget =
  | { kind: 'money'; amount: number }
  | { kind: 'hours'; amount: number }
  | { kind: 'soft'; amount: number; hours?: boolean }
  | { kind: 'none' };

export type ProjectSpec = {
  customer: number;
  name: string;
  budget: Budget;
  /** Teams that book time on it (none = nobody books in the last three months). */
  teams: TeamKey[];
  /** 1 = numbered in the previous year. */
  age: 0 | 1;
  active?: boolean;
  completed?: boolean;
  /** Days before today when the last work was booked (completed projects). */
  endedDaysAgo?: number;
  /** Amount billed; with billedCompletely the entries are all billed (2). */
  billedMoney?: number;
  billedCompletely?: boolean;
  /** Days from today; negative = past. */
  deadline?: number;
  note?: string;
  billableDefault?: boolean;
  /** The name ends with the current year. */
  yearSuffix?: boolean;
};

export const PROJECTS: readonly ProjectSpec[] = [
  {
    customer: 0,
    name: 'Online-Shop Relaunch',
    budget: { kind: 'money', amount: 48_000 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 60,
  },
  {
    customer: 0,
    name: 'Filialfinder App',
    budget: { kind: 'hours', amount: 320 },
    teams: [],
    age: 1,
    completed: true,
    billedMoney: 28_800,
    billedCompletely: true,
    deadline: -140,
  },
  { customer: 0, name: 'Newsletter templates', budget: { kind: 'none' }, teams: ['design', 'ops'], age: 0 },
  {
    customer: 1,
    name: 'Kundenportal Phase 2',
    budget: { kind: 'money', amount: 120_000 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 150,
    note: 'Fixed price; change requests via Mr Huber only.',
  },
  {
    customer: 1,
    name: 'Störungsmelder Website',
    budget: { kind: 'soft', amount: 15_000 },
    teams: ['dev'],
    age: 1,
    completed: true,
    endedDaysAgo: 45,
    billedMoney: 15_750,
    billedCompletely: true,
    deadline: -50,
  },
  {
    customer: 1,
    name: 'Barrierefreiheit Audit',
    budget: { kind: 'hours', amount: 80 },
    teams: ['consulting'],
    age: 0,
    deadline: 20,
  },
  {
    customer: 2,
    name: 'Booking engine integration',
    budget: { kind: 'money', amount: 36_000 },
    teams: ['dev'],
    age: 0,
    deadline: -10,
    note: 'Overdue: waiting for the channel manager API keys.',
  },
  {
    customer: 2,
    name: 'Brand refresh',
    budget: { kind: 'soft', amount: 22_000 },
    teams: ['design'],
    age: 1,
    completed: true,
    endedDaysAgo: 30,
    billedMoney: 12_000,
    billedCompletely: false,
    deadline: -35,
  },
  {
    customer: 2,
    name: 'Wartung & Hosting',
    budget: { kind: 'none' },
    teams: ['ops'],
    age: 0,
    yearSuffix: true,
  },
  {
    customer: 3,
    name: 'ERP-Schnittstelle',
    budget: { kind: 'hours', amount: 400 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 90,
  },
  {
    customer: 3,
    name: 'Produktkonfigurator',
    budget: { kind: 'money', amount: 65_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 3,
    name: 'Messe-Microsite',
    budget: { kind: 'soft', amount: 9_000 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 8_650,
    billedCompletely: true,
    deadline: -200,
  },
  {
    customer: 4,
    name: 'Site e-commerce FR/DE',
    budget: { kind: 'money', amount: 54_000 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 45,
  },
  {
    customer: 4,
    name: 'Campagne printemps',
    budget: { kind: 'soft', amount: 120, hours: true },
    teams: ['design'],
    age: 0,
    deadline: 100,
  },
  { customer: 4, name: 'SEO audit', budget: { kind: 'none' }, teams: ['consulting'], age: 0 },
  {
    customer: 5,
    name: 'Tracking dashboard',
    budget: { kind: 'money', amount: 42_000 },
    teams: ['dev'],
    age: 0,
    deadline: -30,
  },
  {
    customer: 5,
    name: 'Driver app',
    budget: { kind: 'hours', amount: 600 },
    teams: ['dev', 'design'],
    age: 0,
    deadline: 200,
  },
  { customer: 5, name: 'Support contract', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 6,
    name: 'Praxis-Website',
    budget: { kind: 'money', amount: 6_500 },
    teams: ['design'],
    age: 1,
    completed: true,
    endedDaysAgo: 60,
    billedMoney: 6_500,
    billedCompletely: true,
    deadline: -65,
  },
  {
    customer: 6,
    name: 'Online-Terminbuchung',
    budget: { kind: 'soft', amount: 4_800 },
    teams: ['dev'],
    age: 0,
    deadline: 14,
  },
  {
    customer: 7,
    name: 'Sklep internetowy',
    budget: { kind: 'money', amount: 38_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 7,
    name: 'Product photography',
    budget: { kind: 'hours', amount: 60 },
    teams: ['design'],
    age: 0,
    completed: true,
    endedDaysAgo: 20,
    billedMoney: 4_200,
    billedCompletely: false,
  },
  {
    customer: 8,
    name: 'Konfigurator 3D',
    budget: { kind: 'money', amount: 29_000 },
    teams: ['dev'],
    age: 0,
    deadline: 75,
  },
  {
    customer: 8,
    name: 'Social media assets',
    budget: { kind: 'soft', amount: 3_500 },
    teams: ['design'],
    age: 0,
  },
  { customer: 8, name: 'Wartung Webshop', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 9,
    name: 'Bürgerservice-Portal',
    budget: { kind: 'money', amount: 85_000 },
    teams: ['dev', 'consulting'],
    age: 0,
    deadline: 300,
    note: 'Tender 2025/17; monthly status report due on the 5th.',
  },
  {
    customer: 9,
    name: 'Ratsinformationssystem Migration',
    budget: { kind: 'hours', amount: 250 },
    teams: [],
    age: 1,
    active: false,
    note: 'On hold until the council decides.',
  },
  {
    customer: 9,
    name: 'Schulungen Verwaltung',
    budget: { kind: 'none' },
    teams: ['consulting'],
    age: 1,
    completed: true,
    endedDaysAgo: 10,
  },
  {
    customer: 10,
    name: 'Weinclub App',
    budget: { kind: 'soft', amount: 18_000 },
    teams: ['dev', 'design'],
    age: 0,
  },
  {
    customer: 10,
    name: 'Etiketten-Design',
    budget: { kind: 'money', amount: 3_200 },
    teams: [],
    age: 1,
    completed: true,
    billedMoney: 3_200,
    billedCompletely: true,
    deadline: -180,
  },
  {
    customer: 11,
    name: 'Schadenmeldung Online',
    budget: { kind: 'money', amount: 150_000 },
    teams: ['dev', 'consulting', 'design'],
    age: 0,
    deadline: 120,
  },
  {
    customer: 11,
    name: 'Design system',
    budget: { kind: 'soft', amount: 500, hours: true },
    teams: ['design'],
    age: 0,
  },
  {
    customer: 11,
    name: 'Penetration test follow-up',
    budget: { kind: 'hours', amount: 40 },
    teams: ['dev', 'ops'],
    age: 0,
    deadline: -5,
  },
  { customer: 11, name: 'Rahmenvertrag Support', budget: { kind: 'none' }, teams: ['ops'], age: 1 },
  {
    customer: 12,
    name: 'Speisekarte & Website',
    budget: { kind: 'money', amount: 2_800 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 2_800,
    billedCompletely: true,
    deadline: -300,
  },
  {
    customer: 13,
    name: 'Lookbook Website',
    budget: { kind: 'money', amount: 14_000 },
    teams: [],
    age: 1,
    active: false,
    completed: true,
    billedMoney: 9_000,
    billedCompletely: false,
    deadline: -240,
    note: 'Insolvency proceedings: remaining amount filed with the administrator.',
  },
  {
    customer: 14,
    name: 'Weiterbildung',
    budget: { kind: 'none' },
    teams: ['dev', 'design', 'consulting', 'ops'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Website & Marketing',
    budget: { kind: 'none' },
    teams: ['design', 'consulting'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Interne IT',
    budget: { kind: 'none' },
    teams: ['ops', 'dev'],
    age: 0,
    billableDefault: false,
  },
  {
    customer: 14,
    name: 'Recruiting',
    budget: { kind: 'none' },
    teams: [],
    age: 1,
    active: false,
    billableDefault: false,
  },
];

/** Services each team books, with weights. */
export const TEAM_SERVICES: Record<TeamKey | 'none', readonly (readonly [ServiceKey, number])[]> = {
  dev: [
    ['development', 70],
    ['testing', 15],
    ['pm', 5],
    ['consulting', 5],
    ['support', 5],
  ],
  design: [
    ['design', 80],
    ['consulting', 8],
    ['pm', 7],
    ['testing', 5],
  ],
  consulting: [
    ['consulting', 60],
    ['pm', 25],
    ['travel', 10],
    ['testing', 5],
  ],
  ops: [
    ['support', 75],
    ['development', 10],
    ['pm', 10],
    ['consulting', 5],
  ],
  none: [
    ['pm', 50],
    ['consulting', 50],
  ],
};

/** Descriptions per service; an entry takes one of them or none. */
export const TEXTS: Record<ServiceKey, readonly string[]> = {
  consulting: [
    'Anforderungsworkshop',
    'Stakeholder-Interviews',
    'Konzept Barrierefreiheit',
    'Abstimmung mit der IT-Leitung',
    'SEO keyword analysis',
    'Audit report, chapter 3',
    'Architecture review',
    'Angebot überarbeitet',
    'Réunion de lancement',
    'Prozessanalyse Auftragsabwicklung',
  ],
  development: [
    'Checkout flow',
    'Code review',
    'Bugfix: Warenkorb-Berechnung',
    'API-Anbindung ERP',
    'Refactoring Benutzerverwaltung',
    'Unit tests for the import service',
    'Deployment auf Staging',
    'Performance-Optimierung Startseite',
    'Datenbankmigration',
    'Pair programming',
    'Fix: login redirect loop',
    'Push notifications',
    'REST endpoints for bookings',
    'Offline mode',
  ],
  design: [
    'Wireframes Startseite',
    'Moodboard',
    'Components for the design system',
    'Icon set',
    'Feedback-Runde mit Kunde',
    'Mobile layouts',
    'Maquettes page produit',
    'Styleguide update',
    'Bildbearbeitung Produktfotos',
    'Prototype in Figma',
  ],
  pm: [
    'Jour fixe',
    'Status report',
    'Sprint review',
    'Sprint planning',
    'Ressourcenplanung',
    'Kick-off preparation',
    'Budget-Controlling',
    'Abnahme mit dem Kunden',
  ],
  support: [
    'Passwort-Reset für Kundin',
    'Server-Updates eingespielt',
    'Backup-Prüfung',
    'Monitoring-Alarm analysiert',
    'SSL-Zertifikat erneuert',
    'Hotline',
    'Plugin-Updates',
    'Mailserver-Störung behoben',
    'DNS-Umstellung',
  ],
  travel: ['Fahrt zum Kunden', 'Anreise Workshop', 'Train to Munich', 'Rückfahrt', 'Trajet Paris – Munich'],
  testing: [
    'Regression tests',
    'Testfälle erstellt',
    'Cross-browser testing',
    'Accessibility check (WCAG 2.1)',
    'Load test',
    'Abnahmetest vorbereitet',
  ],
  internal: [
    'Teammeeting',
    'Weiterbildung React',
    'Onboarding new colleague',
    'Recruiting interview',
    'Internes Tooling',
    'All-hands meeting',
    'Blog post',
    'Angebotserstellung',
  ],
  legacy: [],
};

export const LUMPSUM_TEXTS: readonly string[] = [
  'Domain renewal',
  'Stock photo licence',
  'Hosting Quartal',
  'Schriftlizenz',
  'App store fee',
  'Druckkosten Flyer',
];

export const LUMPSUM_SERVICE_TEXTS: Record<LumpKey, readonly string[]> = {
  km: ['Kilometergeld Kundentermin', 'Fahrt Workshop', 'Site visit'],
  hotel: ['Übernachtung Workshop', 'Hotel near client office'],
  licence: ['Plugin licences', 'Font licence'],
  workshop: ['Discovery workshop', 'Design sprint day'],
  hosting: ['Managed hosting', 'Staging server'],
  courier: ['Courier documents'],
};

// ---------------------------------------------------------------------------------------------
// Surcharge models

const wholeDay = (percent: number): SurchargeColumn => ({
  percent,
  time_since: '00:00:00',
  time_until: '00:00:00',
  time_since_is_previous_day: false,
  time_until_is_next_day: true,
});
const night = (percent: number, since: string, until: string): SurchargeColumn => ({
  percent,
  time_since: since,
  time_until: until,
});

export const SURCHARGE_MODELS: readonly {
  name: string;
  accumulation: boolean;
  night?: SurchargeColumn;
  nightIncreased?: SurchargeColumn;
  nonbusiness?: SurchargeColumn;
  nonbusinessSpecial?: SurchargeColumn;
  sunday?: SurchargeColumn;
  saturday?: SurchargeColumn;
}[] = [
  {
    name: 'Standard',
    accumulation: false,
    night: night(25, '22:00:00', '06:00:00'),
    sunday: wholeDay(50),
    nonbusiness: wholeDay(100),
  },
  {
    name: 'Retail',
    accumulation: false,
    night: night(25, '20:00:00', '06:00:00'),
    saturday: {
      percent: 20,
      time_since: '13:00:00',
      time_until: '00:00:00',
      time_since_is_previous_day: false,
      time_until_is_next_day: true,
    },
    sunday: wholeDay(50),
    nonbusiness: wholeDay(100),
    nonbusinessSpecial: wholeDay(150),
  },
  {
    name: 'Hospital',
    accumulation: true,
    night: night(25, '20:00:00', '06:00:00'),
    nightIncreased: night(40, '00:00:00', '04:00:00'),
    sunday: wholeDay(50),
    nonbusiness: wholeDay(125),
    nonbusinessSpecial: {
      percent: 150,
      time_since: '14:00:00',
      time_until: '00:00:00',
      time_since_is_previous_day: false,
      time_until_is_next_day: true,
    },
  },
];
