import { addDays, dayIn, daysBetween } from '../../../contract/dates.ts';
import type { Tx } from '../client.ts';
import { entries, texts } from '../schema.ts';
import type { Person } from './calendars.ts';
import { insertChunks, minutesOfDay, type SeedContext, wallTime } from './context.ts';
import { INTERNAL_CUSTOMER } from './customers-and-projects.ts';
import type { MasterData, ProjectRef } from './master-data.ts';
import type { TeamKey } from './people.ts';
import type { Random } from './random.ts';
import {
  LUMPSUM_SERVICE_TEXTS,
  LUMPSUM_SERVICES,
  LUMPSUM_TEXTS,
  type LumpKey,
  SERVICES,
  type ServiceKey,
  TEAM_SERVICES,
  TEXTS,
} from './services.ts';

/** Absence types during which people still work (and book time). */
const WORKING_ABSENCES = new Set([8, 9]);

type Ids = MasterData & { texts: Map<string, number> };

/** Minutes after local midnight: [since, until). */
export type Interval = [number, number];

const round15 = (minutes: number) => Math.round(minutes / 15) * 15;

/** The working day's blocks (before and after lunch), in local minutes. */
function dayBlocks(person: Person, targetMinutes: number, random: Random): Interval[] {
  const total = Math.max(60, round15(targetMinutes + random.pick([-45, -30, -15, 0, 0, 0, 15, 30, 45, 60])));
  const start = person.spec.start + random.pick([-15, 0, 0, 0, 15, 30]);
  if (total <= 360) return [[start, start + total]];
  const morning = round15(total / 2 + random.pick([-30, -15, 0, 15, 30]));
  const lunchEnd = start + morning + random.pick([30, 30, 45, 60]);
  return [
    [start, start + morning],
    [lunchEnd, lunchEnd + total - morning],
  ];
}

/** Splits the blocks into 1–4 contiguous pieces of at least 45 minutes. */
function splitPieces(blocks: Interval[], random: Random): Interval[] {
  const pieces: Interval[] = [];
  for (const [since, until] of blocks) {
    const length = until - since;
    if (length >= 120 && random.chance(0.6)) {
      const cut = since + 45 + 15 * random.int(0, Math.floor((length - 90) / 15));
      pieces.push([since, cut], [cut, until]);
    } else {
      pieces.push([since, until]);
    }
  }
  return pieces;
}

/**
 * The blocks a person works on `date` (after `dayBlocks`), or null on a day off: not a work day of
 * theirs, or away for the whole day (home office and work out of office are work).
 */
export function workedBlocks(person: Person, date: string, random: Random): Interval[] | null {
  if (!person.isWorkday(date)) return null;
  const absence = person.liveAbsenceOn(date);
  if (absence && !WORKING_ABSENCES.has(absence.type) && !absence.half) return null;
  const factor = absence?.half ? 0.5 : 1;
  return dayBlocks(person, person.targetOn(date) * 60 * factor, random);
}

function mergeIntervals(intervals: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const [since, until] of [...intervals].sort((left, right) => left[0] - right[0])) {
    const last = merged[merged.length - 1];
    if (last && since <= last[1]) last[1] = Math.max(last[1], until);
    else merged.push([since, until]);
  }
  return merged;
}

/**
 * Books the person's last three months: 1–4 time entries per working day, now and then a lump
 * sum value or a lump sum service, and a running entry today for a few. Returns the work-time
 * intervals per day.
 */
function bookHistory(
  person: Person,
  historyStart: string,
  context: SeedContext,
  ids: Ids,
  rows: (typeof entries.$inferInsert)[],
): Map<string, Interval[]> {
  const { random, now } = context;
  // A person's day is their own: today and the time of day are read on their clock.
  const zone = person.zone;
  const today = dayIn(now.getTime(), zone);
  const spec = person.spec;
  const team: TeamKey | 'none' = spec.team ?? 'none';
  const poolTeams: TeamKey[] = spec.team ? [spec.team] : ['consulting'];
  const candidates = ids.projects.filter(
    (project) =>
      project.spec.customer !== INTERNAL_CUSTOMER &&
      project.spec.active !== false &&
      project.spec.teams.some((key) => poolTeams.includes(key)),
  );
  // Each person works on a handful of projects, the first ones most.
  const shuffled = random.shuffle(candidates);
  const pool = shuffled
    .slice(0, random.int(3, 5))
    .map((project, index) => [project, [6, 4, 2, 1, 1][index] ?? 1] as const);
  const internalProjects = ids.projects.filter(
    (project) => project.spec.customer === INTERNAL_CUSTOMER && project.spec.active !== false,
  );
  const internalShare = spec.role === 'owner' ? 0.35 : spec.role === 'manager' ? 0.15 : 0.08;
  const serviceWeights = TEAM_SERVICES[team].map(
    ([key, weight]) => [key, key === 'pm' && spec.role !== 'worker' ? weight + 30 : weight] as const,
  );
  const rate = (key: ServiceKey) => {
    const base = SERVICES.find((service) => service.key === key)?.rate ?? 80;
    return key === 'internal' ? 60 : Math.min(140, Math.max(60, base + spec.rateBonus));
  };
  const open = (project: ProjectRef, date: string) =>
    project.spec.endedDaysAgo === undefined || date <= addDays(today, -project.spec.endedDaysAgo);
  const billableFor = (project: ProjectRef, date: string): 0 | 1 | 2 => {
    if (project.spec.billableDefault === false) return 0;
    if (project.spec.billedCompletely) return 2;
    const age = daysBetween(date, today);
    if (project.spec.billedMoney !== undefined && age > 30) return 2;
    if (project.spec.budget.kind !== 'money' && project.spec.budget.kind !== 'hours' && age > 45) return 2;
    return random.chance(0.08) ? 0 : 1;
  };
  const textFor = (choices: readonly string[]): number | null => {
    if (choices.length === 0 || random.chance(0.12)) return null;
    return ids.texts.get(random.pick(choices)) ?? null;
  };
  const lumpKeys: LumpKey[] =
    team === 'consulting' || team === 'none'
      ? ['km', 'km', 'hotel', 'workshop']
      : team === 'ops'
        ? ['hosting', 'licence']
        : ['licence'];

  const days = new Map<string, Interval[]>();
  const nowMinutes = minutesOfDay(now, zone);
  for (let date = historyStart; date <= today; date = addDays(date, 1)) {
    const blocks = workedBlocks(person, date, random);
    if (!blocks) continue;
    let pieces = splitPieces(blocks, random);
    if (date === today) pieces = pieces.filter(([, until]) => until <= nowMinutes);
    if (pieces.length === 0) continue;
    const openPool = pool.filter(([project]) => open(project, date));
    const primary = openPool.length > 0 ? random.weighted(openPool) : null;
    for (const [since, until] of pieces) {
      const timeSince = wallTime(date, since, zone);
      const timeUntil = wallTime(date, until, zone);
      const inserted = new Date(Math.min(now.getTime(), timeUntil.getTime() + random.int(0, 90) * 60_000));
      const clocked = random.chance(0.4);
      let project: ProjectRef | null;
      let serviceKey: ServiceKey;
      let billable: 0 | 1 | 2;
      if (!primary || random.chance(internalShare)) {
        project = random.chance(0.3) ? null : random.pick(internalProjects);
        serviceKey = 'internal';
        billable = 0;
      } else {
        project = random.chance(0.7) || openPool.length < 2 ? primary : random.weighted(openPool);
        serviceKey = random.weighted(serviceWeights);
        if (serviceKey === 'travel' && random.chance(0.5)) serviceKey = 'consulting';
        billable = billableFor(project, date);
      }
      rows.push({
        type: 1,
        customersId: project?.customersId ?? ids.internalCustomerId,
        projectsId: project?.id ?? null,
        usersId: person.id,
        servicesId: ids.services.get(serviceKey) as number,
        billable,
        textsId: textFor(TEXTS[serviceKey]),
        timeSince,
        timeUntil,
        timeInsert: inserted,
        timeLastChange: inserted,
        timeLastChangeWorktime: inserted,
        duration: (until - since) * 60,
        offset: 0,
        clocked,
        timeClockedSince: clocked ? timeSince : null,
        hourlyRate: rate(serviceKey),
      });
    }
    // Now and then a lump sum value or a lump sum service, at the end of the first piece.
    const first = pieces[0] as Interval;
    const moment = wallTime(date, first[1], zone);
    if (primary && random.chance(team === 'consulting' || team === 'ops' || team === 'none' ? 0.05 : 0.015)) {
      const serviceKey = random.weighted(serviceWeights);
      rows.push({
        type: 2,
        customersId: primary.customersId,
        projectsId: primary.id,
        usersId: person.id,
        servicesId: ids.services.get(serviceKey) as number,
        billable: billableFor(primary, date),
        textsId: textFor(LUMPSUM_TEXTS),
        timeSince: moment,
        timeUntil: moment,
        timeInsert: moment,
        timeLastChange: moment,
        timeLastChangeWorktime: moment,
        lumpsum: random.pick([49, 89, 120, 250, 480, 750, 1200]),
      });
    }
    if (primary && random.chance(team === 'consulting' || team === 'none' ? 0.12 : 0.03)) {
      const lumpKey = random.pick(lumpKeys);
      const lump = LUMPSUM_SERVICES.find((service) => service.key === lumpKey);
      rows.push({
        type: 3,
        customersId: primary.customersId,
        projectsId: primary.id,
        usersId: person.id,
        lumpsumServicesId: ids.lumps.get(lumpKey) as number,
        billable: billableFor(primary, date),
        textsId: textFor(LUMPSUM_SERVICE_TEXTS[lumpKey]),
        timeSince: moment,
        timeUntil: moment,
        timeInsert: moment,
        timeLastChange: moment,
        timeLastChangeWorktime: moment,
        lumpsumServicesAmount: lump ? random.int(lump.amount[0], lump.amount[1]) : 1,
      });
    }
    days.set(date, mergeIntervals(pieces));
  }

  const absentToday = person.liveAbsenceOn(today);
  // Nobody has clocked in before six in the morning.
  if (spec.running && nowMinutes >= 6 * 60 && !(absentToday && !WORKING_ABSENCES.has(absentToday.type))) {
    // Started today: right after the last finished piece, or a little before now.
    const intervals = days.get(today) ?? [];
    const lastEnd = intervals[intervals.length - 1]?.[1];
    const sinceMinutes = Math.max(0, Math.min(lastEnd ?? nowMinutes - random.int(10, 100), nowMinutes - 5));
    const started = wallTime(today, sinceMinutes, zone);
    const timeSince = started.getTime() > now.getTime() ? now : started;
    const project = pool[0]?.[0];
    const serviceKey = random.weighted(serviceWeights);
    rows.push({
      type: 1,
      customersId: project?.customersId ?? ids.internalCustomerId,
      projectsId: project?.id ?? null,
      usersId: person.id,
      servicesId: ids.services.get(serviceKey) as number,
      billable: project ? 1 : 0,
      textsId: textFor(TEXTS[serviceKey]),
      timeSince,
      timeUntil: null,
      timeInsert: timeSince,
      timeLastChange: timeSince,
      timeLastChangeWorktime: timeSince,
      duration: null,
      offset: 0,
      clocked: false,
      timeClockedSince: timeSince,
      hourlyRate: rate(serviceKey),
    });
  }
  return days;
}

/**
 * Texts, then the entries of every active person since `historyStart`. Returns the work-time
 * intervals each of them worked per day.
 */
export async function insertEntries(
  tx: Tx,
  people: readonly Person[],
  historyStart: string,
  context: SeedContext,
  master: MasterData,
): Promise<Map<Person, Map<string, Interval[]>>> {
  const allTexts = new Set<string>([
    ...Object.values(TEXTS).flat(),
    ...LUMPSUM_TEXTS,
    ...Object.values(LUMPSUM_SERVICE_TEXTS).flat(),
  ]);
  const textRows = await tx
    .insert(texts)
    .values([...allTexts].map((value) => ({ text: value })))
    .returning();
  const ids: Ids = { ...master, texts: new Map(textRows.map((row) => [row.text, row.id])) };
  const rows: (typeof entries.$inferInsert)[] = [];
  const workedDays = new Map<Person, Map<string, Interval[]>>();
  for (const person of people) {
    if (person.active) workedDays.set(person, bookHistory(person, historyStart, context, ids, rows));
  }
  await insertChunks(tx, entries, rows);
  return workedDays;
}
