import { eq } from 'drizzle-orm';
import { addDays, yearOf } from '../../../contract/dates.ts';
import { hashPassword, randomPassword } from '../../domain/passwords.ts';
import { hashApiKey, newApiKey } from '../../secrets.ts';
import type { Tx } from '../client.ts';
import {
  absenceManagers,
  company,
  holidaysCarry,
  holidaysQuota,
  targetHours,
  teams,
  users,
  usersNonbusinessGroups,
} from '../schema.ts';
import { type Person, targetHoursRows } from './calendars.ts';
import { insertChunks, type SeedContext } from './context.ts';
import type { GroupKey } from './holidays.ts';
import { TEAMS, type TeamKey } from './people.ts';

const COMPANY_NAME = 'Nordlicht Digital GmbH';

function initialsOf(name: string): string {
  const parts = name.split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts[parts.length - 1]?.[0] ?? ''}`.toUpperCase();
}

/**
 * The company and its people: teams, users, team leaders, absence managers, nonbusiness periods,
 * target hours, holiday quotas and carryovers. Sets each person's id and returns their API keys by
 * person key: `demoApiKey` for everyone when given, else a fresh key each.
 */
export async function insertStaff(
  tx: Tx,
  people: readonly Person[],
  person: (key: string) => Person,
  groupIds: Map<GroupKey, number>,
  context: SeedContext,
  demoApiKey: string | undefined,
): Promise<Map<string, string>> {
  const { today, year, random } = context;
  // Teams first (leaders follow once the users exist), then users owner → managers → workers, so
  // that every boss exists before the people who report to them.
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
      const key = demoApiKey ?? newApiKey();
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
        timezone: item.zone,
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
    const hireYear = yearOf(item.hireDate);
    const lastYear = item.leaveDate ? yearOf(item.leaveDate) : null;
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
  return keys;
}

/**
 * Gives each person a password and returns them by person key: `demoPassword` for everyone when
 * given (hashed once: the demo's password is no secret), else a random one each. Not drawn from the
 * seed's random generator, which would change the company a given day seeds.
 */
export async function setDemoPasswords(
  tx: Tx,
  people: readonly Person[],
  demoPassword: string | undefined,
): Promise<Map<string, string>> {
  const shared = demoPassword === undefined ? undefined : await hashPassword(demoPassword);
  const passwords = new Map<string, string>();
  await Promise.all(
    people.map(async (item) => {
      const password = demoPassword ?? randomPassword();
      passwords.set(item.spec.key, password);
      const passwordHash = shared ?? (await hashPassword(password));
      await tx.update(users).set({ passwordHash }).where(eq(users.id, item.id));
    }),
  );
  return passwords;
}
