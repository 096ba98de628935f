import type { Db } from '../db/client.ts';
import { absenceManagers, company, teams, users } from '../db/schema.ts';
import { hashApiKey } from '../secrets.ts';

type FixtureUser = { id: number; email: string; key: string };

/**
 * The test cast: O owner and company creator; M manager, boss of W1 and absence manager of W2;
 * M2 a manager who leads the fixture team (W2's team); MA a manager who manages all absences;
 * workers W1, W2; W3 whose edit lock is 2026-11-01; X deactivated.
 */
export async function seedFixture(db: Db, now: Date) {
  const trialUntil = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const make = async (
    key: string,
    values: Partial<typeof users.$inferInsert> & { name: string; role: 'owner' | 'manager' | 'worker' },
  ) => {
    const email = `${key}@test.example`;
    const apiKey = `test-key-${key}-0123456789abcdef`;
    const [row] = await db
      .insert(users)
      .values({ email, apiKeyHash: hashApiKey(apiKey), ...values })
      .returning({ id: users.id });
    return { id: (row as { id: number }).id, email, key: apiKey } satisfies FixtureUser;
  };
  const owner = await make('owner', { name: 'Olivia Owner', role: 'owner' });
  await db.insert(company).values({ name: 'Test Company', creatorId: owner.id, trialUntil });
  const manager = await make('manager', { name: 'Max Manager', role: 'manager' });
  const manager2 = await make('manager2', { name: 'Mia Manager', role: 'manager' });
  const absenceManager = await make('absence-manager', {
    name: 'Alma Absence',
    role: 'manager',
    canGenerallyManageAbsences: true,
  });
  const [team] = await db.insert(teams).values({ name: 'Fixture team', leader: manager2.id }).returning();
  const worker1 = await make('worker1', { name: 'Walter Worker', role: 'worker', boss: manager.id });
  const worker2 = await make('worker2', { name: 'Wanda Worker', role: 'worker', teamsId: team?.id });
  const worker3 = await make('worker3', { name: 'Willa Locked', role: 'worker', editLock: '2026-11-01' });
  const inactive = await make('inactive', { name: 'Xaver Gone', role: 'worker', active: false });
  await db.insert(absenceManagers).values({ usersId: worker2.id, managerId: manager.id });
  return {
    companyCreatorId: owner.id,
    teamId: team?.id as number,
    users: { owner, manager, manager2, absenceManager, worker1, worker2, worker3, inactive },
  };
}

export type Fixture = Awaited<ReturnType<typeof seedFixture>>;
