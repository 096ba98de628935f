import { addDays, daysOfMonth, monthOf } from '../../../contract/dates.ts';
import type { targetHours } from '../schema.ts';
import { COMPANY_ZONE, mondayBasedWeekday, monthStart, type SeedContext } from './context.ts';
import type { GroupKey } from './holidays.ts';
import type { PersonSpec } from './people.ts';

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

export type Absence = {
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
export class Person {
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

  /** The person's clocks run in this zone: their work times are wall-clock times there. */
  get zone(): string {
    return this.spec.timezone ?? COMPANY_ZONE;
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
    const weekday = mondayBasedWeekday(date);
    if (row.hours) return row.hours[weekday] ?? 0;
    const monthly = row.monthly;
    if (!monthly?.workdays[weekday]) return 0;
    const days = daysOfMonth(monthOf(date)).filter((day) => monthly.workdays[mondayBasedWeekday(day)]).length;
    return Math.round((monthly.target / days) * 100) / 100;
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

/** Nonbusiness periods and target hours from hire to leave; the one who left did so four months ago. */
export function planCalendar(person: Person, context: SeedContext): void {
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
}

export function targetHoursRows(person: Person): (typeof targetHours.$inferInsert)[] {
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

/** Finds a person by their spec's key; an unknown key is a mistake in the seed's data. */
export function personLookup(people: readonly Person[]): (key: string) => Person {
  const byKey = new Map(people.map((person) => [person.spec.key, person]));
  return (key) => {
    const found = byKey.get(key);
    if (!found) throw new Error(`unknown person ${key}`);
    return found;
  };
}
