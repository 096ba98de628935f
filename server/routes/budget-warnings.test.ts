import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projects, services } from '../db/schema.ts';
import { type RequestOptions, startTestService, type TestService } from '../testing/harness.ts';

let service: TestService;
const ids = { customer: 0, service: 0 };

beforeAll(async () => {
  service = await startTestService();
  const [customer] = await service.db.insert(customers).values({ name: 'Budget Corp' }).returning();
  const [work] = await service.db.insert(services).values({ name: 'Work' }).returning();
  ids.customer = customer?.id as number;
  ids.service = work?.id as number;
  // Workers may not set a rate on an entry: their entries take the company's default rate.
  const rate = await service.request('POST', '/api/v2/rates', {
    body: { hourly_rate: 100, date_since: '2020-01-01' },
  });
  expect(rate.status, JSON.stringify(rate.body)).toBe(200);
});
afterAll(() => service.close());

type Who = NonNullable<RequestOptions['as']>;

async function mailsAbout(who: Who, project: string): Promise<string[]> {
  await service.mailQueue.drain();
  const files = await readdir(service.outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(service.outboxDir, file), 'utf8')));
  return mails.filter(
    (mail) => mail.includes(`To: ${service.fixture.users[who].email}\r\n`) && mail.includes(project),
  );
}

async function newProject(name: string, budget: Partial<typeof projects.$inferInsert>) {
  const [project] = await service.db
    .insert(projects)
    .values({ customersId: ids.customer, name, ...budget })
    .returning();
  return project as typeof projects.$inferSelect;
}

const wire = (instant: number) => new Date(instant).toISOString().replace('.000Z', 'Z');
let day = 0;

/** A worker's time entry of `hours` on the project (at the default rate, 100), each on a day of its own. */
async function book(projectsId: number, hours: number, as: Who = 'worker1') {
  day += 1;
  const since = Date.parse('2026-09-01T06:00:00Z') + day * 86_400_000;
  const response = await service.request('POST', '/api/v2/entries', {
    as,
    body: {
      customers_id: ids.customer,
      projects_id: projectsId,
      services_id: ids.service,
      billable: 1,
      time_since: wire(since),
      time_until: wire(since + hours * 3_600_000),
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.entry as { id: number };
}

const warnedLevel = async (id: number) =>
  (await service.db.select().from(projects).where(eq(projects.id, id)))[0]?.budgetWarned;

describe('budget warnings', () => {
  it('mails owners and managers once at 80 % and once at 100 %, never the worker who booked', async () => {
    const project = await newProject('Lighthouse', { budgetMoney: 1000 });
    await book(project.id, 7);
    expect(await mailsAbout('owner', 'Lighthouse')).toHaveLength(0);
    expect(await warnedLevel(project.id)).toBe(0);

    await book(project.id, 1.5);
    const eighty = await mailsAbout('manager', 'Lighthouse');
    expect(eighty).toHaveLength(1);
    expect(eighty[0]).toContain('Subject: Lighthouse has used 80 % of its budget');
    expect(eighty[0]).toContain('has now used 850.00 of its budget of 1,000.00.');
    expect(eighty[0]).toContain('http://localhost:8080/projects?search=Lighthouse');
    expect(await mailsAbout('owner', 'Lighthouse')).toHaveLength(1);
    expect(await mailsAbout('worker1', 'Lighthouse')).toHaveLength(0);
    expect(await warnedLevel(project.id)).toBe(80);

    // Still between the thresholds: nothing new.
    await book(project.id, 0.5);
    expect(await mailsAbout('manager', 'Lighthouse')).toHaveLength(1);

    await book(project.id, 1);
    const all = await mailsAbout('manager', 'Lighthouse');
    expect(all).toHaveLength(2);
    expect(all.find((mail) => mail.includes('whole budget'))).toContain(
      'has now used 1,000.00 of its budget',
    );
    expect(await warnedLevel(project.id)).toBe(100);
  });

  it('warns again only after the use fell below a threshold and crossed it anew', async () => {
    const project = await newProject('Harbour', { budgetMoney: 10, budgetIsHours: true });
    const entry = await book(project.id, 9);
    expect(await mailsAbout('owner', 'Harbour')).toHaveLength(1);
    expect((await mailsAbout('owner', 'Harbour'))[0]).toContain('has now used 9 h of its budget of 10 h.');

    const deleted = await service.request('DELETE', `/api/v2/entries/${entry.id}`, { as: 'owner' });
    expect(deleted.status).toBe(200);
    expect(await warnedLevel(project.id)).toBe(0);
    await book(project.id, 8.5);
    expect(await mailsAbout('owner', 'Harbour')).toHaveLength(2);
  });

  it('leaves out whoever switched budget warnings off, and projects without a budget', async () => {
    const off = await service.request('PUT', '/api/notification-settings', {
      as: 'manager2',
      body: { budget_warning: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const project = await newProject('Quiet dock', { budgetMoney: 100 });
    const unbudgeted = await newProject('Open sea', {});
    await book(project.id, 1);
    await book(unbudgeted.id, 50);
    expect(await mailsAbout('manager', 'Quiet dock')).toHaveLength(1);
    expect(await mailsAbout('manager2', 'Quiet dock')).toHaveLength(0);
    expect(await mailsAbout('owner', 'Open sea')).toHaveLength(0);
    expect(await warnedLevel(unbudgeted.id)).toBe(0);
  });
});
