import { eq } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashApiKey, newApiKey } from '../auth.ts';
import type { Db, Tx } from './client.ts';
import {
  absenceManagers,
  absences,
  type ChangeInterval,
  changeRequests,
  company,
  customers,
  entries,
  holidaysCarry,
  holidaysQuota,
  lumpsumServices,
  nonbusinessDays,
  nonbusinessGroups,
  projects,
  services,
  surchargeModels,
  targetHours,
  teams,
  texts,
  users,
  usersNonbusinessGroups,
  workTimes,
} from './schema.ts';
import {
  type AbsenceSpec,
  addDays,
  COMPANY_NAME,
  CUSTOMERS,
  createRandom,
  daysBetween,
  type GroupKey,
  INTERNAL_CUSTOMER,
  isoUtc,
  LUMPSUM_SERVICE_TEXTS,
  LUMPSUM_SERVICES,
  LUMPSUM_TEXTS,
  type LumpKey,
  localDateOf,
  localMinutesOf,
  localToUtc,
  monthStart,
  NONBUSINESS_GROUPS,
  PEOPLE,
  type PersonSpec,
  PRNG_SEED,
  PROJECTS,
  type ProjectSpec,
  publicHolidays,
  type Random,
  SERVICES,
  type ServiceKey,
  SPECIAL_ABSENCES,
  SURCHARGE_MODELS,
  TEAM_SERVICES,
  TEAMS,
  TEXTS,
  type TeamKey,
  weekdayOf,
} from './seed-data.ts';

export type DemoUser = { name: string; email: string; role: 'owner' | 'manager' | 'worker'; apiKey: string };

const CHUNK = 500;
/** Months of entries and work times up to today. */
const HISTORY_MONTHS = 3;
/** Absence types during which people still work (and book time). */
const WORKING_ABSENCES = new Set([8, 9]);
/** Absences reported on their first day rather than requested ahead. */
const REPORTED_ABSENCES = new Set([4, 5, 11, 12, 13, 15]);

async function insertChunks<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += CHUNK) {
    await tx.insert(table).values(rows.slice(index, index + CHUNK));
  }
}

function initialsOf(name: string): string {
  const parts = name.split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}`.toUpperCase();
}

/** A target-hours period as the calendar needs it. */
type TargetPeriod = {
  since: string;
  until: string | null;
  /** Hours Monday…Sunday (weekly rows). */
  hours?: number[];
  /** Monthly rows. */
  monthly?: { target: number; workdays: boolean[] };
  fixedCredit: boolean;
  compensationDaily: number;
  compensationMonthly: number;
};

type GroupPeriod = { group: GroupKey; since: string; until: string | null };

type Absence = {
  since: string;
  until: string;
  type: number;
  status: 0 | 1 | 2 | 3 | 4;
  countDays: number | null;
  countHours: number | null;
  half: boolean;
  note: string | null;
};

/** Everything known about one person while the seed builds their data. */
class Person {
  id = 0;
  readonly targets: TargetPeriod[] = [];
  readonly groups: GroupPeriod[] = [];
  readonly absences: Absence[] = [];
  readonly hireDate: string;
  leaveDate: string | null = null;

  constructor(
    readonly spec: PersonSpec,
    readonly year: number,
    private readonly holidays: Map<GroupKey, Set<string>>,
  ) {
    this.hireDate = `${year - spec.hired[0]}-${String(spec.hired[1]).padStart(2, '0')}-01`;
  }

  get active(): boolean {
    return this.spec.active !== false;
  }

  groupOn(date: string): GroupKey | null {
    const period = this.groups.find(
      (item) => item.since <= date && (item.until === null || date <= item.until),
    );
    return period?.group ?? null;
  }

  isNonbusiness(date: string): boolean {
    const group = this.groupOn(date);
    return group !== null && (this.holidays.get(group)?.has(date) ?? false);
  }

  /** Target hours of a date from the row in force (0 on days off or outside every row). */
  targetOn(date: string): number {
    const row = this.targets.find(
      (item) => item.since <= date && (item.until === null || date <= item.until),
    );
    if (!row) return 0;
    const weekday = weekdayOf(date);
    if (row.hours) return row.hours[weekday] ?? 0;
    if (!row.monthly?.workdays[weekday]) return 0;
    const first = monthStart(date);
    const next = monthStart(date, 1);
    let days = 0;
    for (let day = first; day < next; day = addDays(day, 1)) if (row.monthly.workdays[weekdayOf(day)]) days++;
    return Math.round((row.monthly.target / days) * 100) / 100;
  }

  /** A day the person is due to work: target hours > 0 and no public holiday of their group. */
  isWorkday(date: string): boolean {
    return this.targetOn(date) > 0 && !this.isNonbusiness(date);
  }

  /** The live (enquired or approved) absence on a date, if any. */
  liveAbsenceOn(date: string): Absence | undefined {
    return this.absences.find(
      (item) => (item.status === 0 || item.status === 1) && item.since <= date && date <= item.until,
    );
  }
}

type ProjectRef = { id: number; customersId: number; spec: ProjectSpec };

type SeedContext = {
  now: Date;
  today: string;
  year: number;
  random: Random;
};

/**
 * Seeds the demo company "Nordlicht Digital GmbH" into an empty database in one transaction and
 * returns its active users with their API keys. Deterministic: the same `now` gives the same
 * company (only the API keys are fresh unless `demoApiKey` is given); all dates are relative to it.
 */
export async function seedDemo(db: Db, options: { now: Date; demoApiKey?: string }): Promise<DemoUser[]> {
  const now = options.now;
  const today = localDateOf(now);
  const year = Number(today.slice(0, 4));
  const context: SeedContext = { now, today, year, random: createRandom(PRNG_SEED) };
  const { random } = context;
  const historyStart = addDays(monthStart(today, -HISTORY_MONTHS), daysBetween(monthStart(today), today));

  return db.transaction(async (tx) => {
    // Nonbusiness groups and their public holidays, from the first year with entries to next year.
    const groupIds = new Map<GroupKey, number>();
    const holidays = new Map<GroupKey, Set<string>>();
    const groupRows = await tx
      .insert(nonbusinessGroups)
      .values(NONBUSINESS_GROUPS.map((group) => ({ name: group.name })))
      .returning();
    const dayRows: (typeof nonbusinessDays.$inferInsert)[] = [];
    for (const group of NONBUSINESS_GROUPS) {
      const row = groupRows.find((item) => item.name === group.name);
      if (!row) throw new Error(`group ${group.name} missing`);
      groupIds.set(group.key, row.id);
      const dates = new Set<string>();
      for (let y = Math.min(year, Number(historyStart.slice(0, 4))); y <= year + 1; y++) {
        for (const holiday of publicHolidays(group.key, y)) {
          dates.add(holiday.date);
          dayRows.push({ nonbusinessGroupsId: row.id, ...holiday });
        }
      }
      holidays.set(group.key, dates);
    }
    await insertChunks(tx, nonbusinessDays, dayRows);

    // People and their calendars.
    const people = PEOPLE.map((spec) => new Person(spec, year, holidays));
    const byKey = new Map(people.map((person) => [person.spec.key, person]));
    const person = (key: string): Person => {
      const found = byKey.get(key);
      if (!found) throw new Error(`unknown person ${key}`);
      return found;
    };
    for (const item of people) planCalendar(item, context);

    // Teams first (leaders follow once the users exist), then users owner → managers → workers.
    const teamRows = await tx
      .insert(teams)
      .values(TEAMS.map((team) => ({ name: team.name })))
      .returning();
    const teamIds = new Map<TeamKey, number>();
    for (const team of TEAMS) {
      const row = teamRows.find((item) => item.name === team.name);
      if (row) teamIds.set(team.key, row.id);
    }
    const keys = new Map<string, string>();
    let number = 100;
    for (const role of ['owner', 'manager', 'worker'] as const) {
      const batch = people.filter((item) => item.spec.role === role);
      const rows = batch.map((item) => {
        const spec = item.spec;
        const key = options.demoApiKey ?? newApiKey();
        keys.set(spec.key, key);
        number += random.int(1, 4);
        return {
          name: spec.name,
          number: `NL-${String(number).padStart(4, '0')}`,
          email: spec.email,
          role: spec.role,
          active: item.active,
          timeformat12h: spec.timeformat12h ?? false,
          weekstartMonday: spec.weekstartMonday ?? true,
          language: spec.language,
          timezone: spec.timezone ?? 'Europe/Berlin',
          wageType: spec.wageType,
          canGenerallySeeAbsences: spec.canGenerallySeeAbsences ?? false,
          canGenerallyManageAbsences: spec.canGenerallyManageAbsences ?? false,
          canAddCustomers: spec.canAddCustomers ?? false,
          editLock: spec.editLockDaysAgo === undefined ? null : addDays(today, -spec.editLockDaysAgo),
          editLockDyn: spec.editLockDyn ?? null,
          editLockSync: spec.editLockSync ?? null,
          teamsId: spec.team ? (teamIds.get(spec.team) ?? null) : null,
          initials: initialsOf(spec.name),
          nonbusinessgroupsId: groupIds.get(item.groupOn(today) ?? spec.group) ?? null,
          boss: spec.boss ? person(spec.boss).id : null,
          apiKeyHash: hashApiKey(key),
        };
      });
      const inserted = await tx.insert(users).values(rows).returning({ id: users.id, email: users.email });
      for (const row of inserted) {
        const owner = batch.find((item) => item.spec.email === row.email);
        if (owner) owner.id = row.id;
      }
    }
    const owner = person('owner');
    await tx
      .insert(company)
      .values({ name: COMPANY_NAME, creatorId: owner.id, trialUntil: addDays(today, 30) });
    for (const team of TEAMS) {
      const id = teamIds.get(team.key);
      if (id)
        await tx
          .update(teams)
          .set({ leader: person(team.leader).id })
          .where(eq(teams.id, id));
    }

    // Absence managers: the team leader and the boss of everyone but the owner.
    const managerRows: (typeof absenceManagers.$inferInsert)[] = [];
    for (const item of people) {
      const leader = TEAMS.find((team) => team.key === item.spec.team)?.leader;
      const managers = new Set([leader, item.spec.boss].filter((key): key is string => !!key));
      managers.delete(item.spec.key);
      for (const key of managers) managerRows.push({ usersId: item.id, managerId: person(key).id });
    }
    await insertChunks(tx, absenceManagers, managerRows);

    // Nonbusiness periods, target hours, holiday quotas and carryovers.
    await insertChunks(
      tx,
      usersNonbusinessGroups,
      people.flatMap((item) =>
        item.groups.map((period) => ({
          usersId: item.id,
          nonbusinessGroupsId: groupIds.get(period.group) as number,
          dateSince: period.since,
          dateUntil: period.until,
        })),
      ),
    );
    await insertChunks(tx, targetHours, people.flatMap(targetHoursRows));
    const quotaRows: (typeof holidaysQuota.$inferInsert)[] = [];
    const carryRows: (typeof holidaysCarry.$inferInsert)[] = [];
    for (const item of people) {
      const { quota, carry } = item.spec;
      const hireYear = Number(item.hireDate.slice(0, 4));
      const lastYear = item.leaveDate ? Number(item.leaveDate.slice(0, 4)) : null;
      if (hireYear <= year - 3 && quota - 2 >= 25) {
        quotaRows.push({ usersId: item.id, yearSince: hireYear, yearUntil: year - 1, count: quota - 2 });
        quotaRows.push({ usersId: item.id, yearSince: year, yearUntil: lastYear, count: quota });
      } else {
        quotaRows.push({ usersId: item.id, yearSince: hireYear, yearUntil: lastYear, count: quota });
      }
      if (carry !== undefined) {
        carryRows.push({
          usersId: item.id,
          year,
          count: carry,
          note: carry >= 4 ? `Resturlaub ${year - 1}, verfällt am 31.03.${year}` : null,
        });
      }
      if (hireYear <= year - 2 && random.chance(0.5)) {
        carryRows.push({ usersId: item.id, year: year - 1, count: random.int(0, 6) / 2, note: null });
      }
    }
    await insertChunks(tx, holidaysQuota, quotaRows);
    await insertChunks(tx, holidaysCarry, carryRows);

    // Catalogue: services, lump sum services, customers, projects, surcharge models.
    const serviceRows = await tx
      .insert(services)
      .values(
        SERVICES.map((service) => ({
          name: service.name,
          number: service.number,
          active: service.active ?? true,
          note: service.note ?? null,
        })),
      )
      .returning();
    const serviceIds = new Map<ServiceKey, number>();
    for (const service of SERVICES) {
      const row = serviceRows.find((item) => item.number === service.number);
      if (row) serviceIds.set(service.key, row.id);
    }
    const lumpRows = await tx
      .insert(lumpsumServices)
      .values(
        LUMPSUM_SERVICES.map((service) => ({
          name: service.name,
          price: service.price,
          unit: service.unit,
          number: service.number,
          active: service.active ?? true,
          note: service.note ?? null,
        })),
      )
      .returning();
    const lumpIds = new Map<LumpKey, number>();
    for (const service of LUMPSUM_SERVICES) {
      const row = lumpRows.find((item) => item.number === service.number);
      if (row) lumpIds.set(service.key, row.id);
    }
    const customerRows = await tx
      .insert(customers)
      .values(
        CUSTOMERS.map((customer) => ({
          name: customer.name,
          number: customer.number,
          active: customer.active ?? true,
          billableDefault: customer.billableDefault ?? true,
          note: customer.note ?? null,
          color: customer.color,
        })),
      )
      .returning();
    const customerIds = CUSTOMERS.map(
      (customer) => customerRows.find((row) => row.number === customer.number)?.id as number,
    );
    const projectNumbers = numberProjects(year, random);
    const projectRows = await tx
      .insert(projects)
      .values(
        PROJECTS.map((spec, index) => {
          const budget = spec.budget;
          return {
            customersId: customerIds[spec.customer] as number,
            name: spec.yearSuffix ? `${spec.name} ${year}` : spec.name,
            number: projectNumbers[index] as string,
            active: spec.active ?? true,
            billableDefault: spec.billableDefault ?? true,
            note: spec.note ?? null,
            budgetMoney: budget.kind === 'none' ? null : budget.amount,
            budgetIsHours: budget.kind === 'hours' || (budget.kind === 'soft' && budget.hours === true),
            budgetIsNotStrict: budget.kind === 'soft',
            completed: spec.completed ?? false,
            billedMoney: spec.billedMoney ?? null,
            billedCompletely: spec.billedCompletely ?? false,
            deadline: spec.deadline === undefined ? null : addDays(today, spec.deadline),
          };
        }),
      )
      .returning();
    const projectRefs: ProjectRef[] = PROJECTS.map((spec, index) => {
      const row = projectRows.find((item) => item.number === projectNumbers[index]);
      if (!row) throw new Error(`project ${spec.name} missing`);
      return { id: row.id, customersId: row.customersId, spec };
    });
    await tx.insert(surchargeModels).values(
      SURCHARGE_MODELS.map((model) => ({
        name: model.name,
        accumulation: model.accumulation,
        night: model.night ?? null,
        nightIncreased: model.nightIncreased ?? null,
        nonbusiness: model.nonbusiness ?? null,
        nonbusinessSpecial: model.nonbusinessSpecial ?? null,
        sunday: model.sunday ?? null,
        saturday: model.saturday ?? null,
      })),
    );

    // Absences of the current year.
    const absenceRows: (typeof absences.$inferInsert)[] = [];
    for (const item of people) {
      for (const absence of item.absences) {
        absenceRows.push(absenceRow(item, absence, context, person));
      }
    }
    await insertChunks(tx, absences, absenceRows);

    // Texts, then entries and work times of the last three months.
    const allTexts = new Set<string>([
      ...Object.values(TEXTS).flat(),
      ...LUMPSUM_TEXTS,
      ...Object.values(LUMPSUM_SERVICE_TEXTS).flat(),
    ]);
    const textRows = await tx
      .insert(texts)
      .values([...allTexts].map((value) => ({ text: value })))
      .returning();
    const textIds = new Map(textRows.map((row) => [row.text, row.id]));
    const ids: Ids = { services: serviceIds, lumps: lumpIds, texts: textIds, projects: projectRefs };
    const internalCustomerId = customerIds[INTERNAL_CUSTOMER] as number;
    const entryRows: (typeof entries.$inferInsert)[] = [];
    const workTimeRows: (typeof workTimes.$inferInsert)[] = [];
    const workedDays = new Map<Person, Map<string, Interval[]>>();
    for (const item of people) {
      if (!item.active) continue;
      const days = bookHistory(item, historyStart, context, ids, internalCustomerId, entryRows);
      workedDays.set(item, days);
      for (const [date, intervals] of days) {
        for (const [since, until] of intervals) {
          workTimeRows.push({
            usersId: item.id,
            date,
            timeSince: localToUtc(date, since),
            timeUntil: localToUtc(date, until),
          });
        }
      }
    }
    await insertChunks(tx, entries, entryRows);
    await insertChunks(tx, workTimes, workTimeRows);

    // Change requests: pending ones on locked days of the locked users, and a few declined ones.
    await insertChunks(tx, changeRequests, changeRequestRows(people, workedDays, context, person));

    return people
      .filter((item) => item.active)
      .map((item) => ({
        name: item.spec.name,
        email: item.spec.email,
        role: item.spec.role,
        apiKey: keys.get(item.spec.key) as string,
      }));
  });
}

// ---------------------------------------------------------------------------------------------
// Calendars: nonbusiness periods, target hours and absences

function planCalendar(person: Person, context: SeedContext): void {
  const { spec } = person;
  const { year, today } = context;
  if (!person.active) person.leaveDate = addDays(monthStart(today, -4), -1);
  // Nonbusiness periods.
  if (spec.groupChange) {
    const change = `${year}-${String(spec.groupChange.month).padStart(2, '0')}-01`;
    person.groups.push({ group: spec.group, since: person.hireDate, until: addDays(change, -1) });
    person.groups.push({ group: spec.groupChange.to, since: change, until: person.leaveDate });
  } else {
    person.groups.push({ group: spec.group, since: person.hireDate, until: person.leaveDate });
  }
  // Target hours.
  const base = {
    fixedCredit: false,
    compensationDaily: spec.key === 'jonas' ? 15 : 0,
    compensationMonthly: spec.role === 'owner' ? 10 : 0,
  };
  const weekly = (hours: number, days: number) =>
    [0, 1, 2, 3, 4, 5, 6].map((day) => (day < days ? hours : 0));
  const schedule = spec.schedule;
  if (schedule.kind === 'full') {
    person.targets.push({ ...base, since: person.hireDate, until: person.leaveDate, hours: weekly(8, 5) });
  } else if (schedule.kind === 'part4') {
    person.targets.push({
      ...base,
      fixedCredit: true,
      since: person.hireDate,
      until: null,
      hours: weekly(schedule.hours, 4),
    });
  } else if (schedule.kind === 'switch') {
    const switchDate = monthStart(today, -3);
    person.targets.push({
      ...base,
      since: person.hireDate,
      until: addDays(switchDate, -1),
      hours: weekly(8, 5),
    });
    person.targets.push({ ...base, fixedCredit: true, since: switchDate, until: null, hours: weekly(6, 5) });
  } else {
    person.targets.push({
      ...base,
      since: person.hireDate,
      until: null,
      monthly: { target: schedule.hours, workdays: [true, true, true, true, true, false, false] },
    });
  }
  if (person.active) planAbsences(person, context);
}

function planAbsences(person: Person, context: SeedContext): void {
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

function targetHoursRows(person: Person): (typeof targetHours.$inferInsert)[] {
  return person.targets.map((row) => {
    const common = {
      usersId: person.id,
      dateSince: row.since,
      dateUntil: row.until,
      compensationMonthly: row.compensationMonthly,
    };
    if (row.monthly) {
      const [mo, tu, we, th, fr, sa, su] = row.monthly.workdays;
      return {
        ...common,
        type: 'monthly' as const,
        monthlyTarget: row.monthly.target,
        workdayMonday: mo ?? false,
        workdayTuesday: tu ?? false,
        workdayWednesday: we ?? false,
        workdayThursday: th ?? false,
        workdayFriday: fr ?? false,
        workdaySaturday: sa ?? false,
        workdaySunday: su ?? false,
      };
    }
    const [mo, tu, we, th, fr, sa, su] = row.hours ?? [];
    return {
      ...common,
      type: 'weekly' as const,
      monday: mo ?? 0,
      tuesday: tu ?? 0,
      wednesday: we ?? 0,
      thursday: th ?? 0,
      friday: fr ?? 0,
      saturday: sa ?? 0,
      sunday: su ?? 0,
      absenceFixedCredit: row.fixedCredit,
      compensationDaily: row.compensationDaily,
    };
  });
}

function absenceRow(
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

// ---------------------------------------------------------------------------------------------
// Entries and work times

type Ids = {
  services: Map<ServiceKey, number>;
  lumps: Map<LumpKey, number>;
  texts: Map<string, number>;
  projects: ProjectRef[];
};

/** Minutes after local midnight: [since, until). */
type Interval = [number, number];

const round15 = (minutes: number) => Math.round(minutes / 15) * 15;

/** The earlier of two 'YYYY-MM-DD' dates. */
function earlierDate(left: string, right: string): string {
  if (left < right) return left;
  return right;
}

function numberProjects(year: number, random: Random): string[] {
  const sequence = [random.int(3, 6), random.int(11, 16)];
  return PROJECTS.map((spec) => {
    const value = (sequence[spec.age] as number) + random.int(1, 3);
    sequence[spec.age] = value;
    return `P-${year - spec.age}-${String(value).padStart(3, '0')}`;
  });
}

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
  internalCustomerId: number,
  rows: (typeof entries.$inferInsert)[],
): Map<string, Interval[]> {
  const { random, today, now } = context;
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
  const nowMinutes = localMinutesOf(now);
  for (let date = historyStart; date <= today; date = addDays(date, 1)) {
    if (!person.isWorkday(date)) continue;
    const absence = person.liveAbsenceOn(date);
    if (absence && !WORKING_ABSENCES.has(absence.type) && !absence.half) continue;
    const factor = absence?.half ? 0.5 : 1;
    let pieces = splitPieces(dayBlocks(person, person.targetOn(date) * 60 * factor, random), random);
    if (date === today) pieces = pieces.filter(([, until]) => until <= nowMinutes);
    if (pieces.length === 0) continue;
    const openPool = pool.filter(([project]) => open(project, date));
    const primary = openPool.length > 0 ? random.weighted(openPool) : null;
    for (const [since, until] of pieces) {
      const timeSince = localToUtc(date, since);
      const timeUntil = localToUtc(date, until);
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
        customersId: project?.customersId ?? internalCustomerId,
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
    const moment = localToUtc(date, first[1]);
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
    const started = localToUtc(today, sinceMinutes);
    const timeSince = started.getTime() > now.getTime() ? now : started;
    const project = pool[0]?.[0];
    const serviceKey = random.weighted(serviceWeights);
    rows.push({
      type: 1,
      customersId: project?.customersId ?? internalCustomerId,
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

// ---------------------------------------------------------------------------------------------
// Change requests

/** The date itself, or the Monday after it when it falls on a weekend. */
function weekdayOnOrAfter(date: string): string {
  const weekday = weekdayOf(date);
  return weekday < 5 ? date : addDays(date, 7 - weekday);
}

function isLocked(spec: PersonSpec, date: string, today: string): boolean {
  if (spec.editLockDaysAgo !== undefined && date <= addDays(today, -spec.editLockDaysAgo)) return true;
  return spec.editLockDyn !== undefined && date <= addDays(today, -spec.editLockDyn);
}

function changeRequestRows(
  people: Person[],
  workedDays: Map<Person, Map<string, Interval[]>>,
  context: SeedContext,
  lookup: (key: string) => Person,
): (typeof changeRequests.$inferInsert)[] {
  const { random, today, now } = context;
  const rows: (typeof changeRequests.$inferInsert)[] = [];
  const interval = (date: string, type: 1 | 2, since: number, until: number): ChangeInterval => ({
    type,
    time_since: isoUtc(localToUtc(date, since)),
    time_until: isoUtc(localToUtc(date, until)),
  });
  const clamp = (instant: Date) => (instant.getTime() > now.getTime() ? now : instant);
  for (const person of people) {
    const spec = person.spec;
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
      const createdAt = clamp(localToUtc(filedOn, 8 * 60 + random.int(0, 150)));
      const declinedOn = weekdayOnOrAfter(addDays(filedOn, random.int(1, 2)));
      const declined = kind === 'declined';
      rows.push({
        usersId: person.id,
        date,
        status: declined ? 2 : 1,
        declinedAt: declined ? clamp(localToUtc(declinedOn, 9 * 60 + random.int(0, 480))) : null,
        declinedBy: declined ? lookup(spec.boss ?? 'owner').id : null,
        changes,
        createdBy: person.id,
        createdAt,
      });
    });
  }
  return rows;
}
