import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../contract/common.ts';
import { budgetWarningShare } from '../../contract/projects.ts';
import { rights } from '../../contract/rights.ts';
import type { DbOrTx } from '../db/client.ts';
import { budgetShareOf, budgetUsedOf } from '../db/columns.ts';
import { customers, projects, users } from '../db/schema.ts';
import { queueMail } from '../mail-queue.ts';
import { mail } from './mail-text.ts';
import { appLink, type MailContext, recipients } from './notifications.ts';

/**
 * The threshold of budget use a project stands at, in percent: 100 from its whole budget on, 80 from
 * `budgetWarningShare`, else 0 (also without a budget).
 */
const levelOf = sql<number>`(case when ${budgetShareOf(projects)} >= 1 then 100
  when ${budgetShareOf(projects)} >= ${budgetWarningShare} then ${budgetWarningShare * 100} else 0 end)`;

/**
 * Every project marked as warned of the threshold it stands at, without a mail: after its sums were
 * counted afresh from entries written without the entry routes (the demo seed, a benchmark's fill).
 */
export async function markBudgetLevels(tx: DbOrTx): Promise<void> {
  await tx.update(projects).set({ budgetWarned: levelOf });
}

type Crossing = {
  id: number;
  name: string;
  customer: string;
  level: number;
  used: number;
  budget: number;
  isHours: boolean;
};

const locales: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

function amount(value: number, crossing: Crossing, language: Language): string {
  const number = new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: crossing.isHours ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
  return crossing.isHours ? `${number} ${hourUnit[language]}` : number;
}

const hourUnit: Record<Language, string> = { en: 'h', de: 'Std.', fr: 'h' };

const texts: Record<
  Language,
  {
    subject: (crossing: Crossing) => string;
    body: (crossing: Crossing, used: string, budget: string) => string;
  }
> = {
  en: {
    subject: ({ name, level }) =>
      level >= 100 ? `${name} has used its whole budget` : `${name} has used ${level} % of its budget`,
    body: ({ name, customer }, used, budget) =>
      `The project ${name} (${customer}) has now used ${used} of its budget of ${budget}.`,
  },
  de: {
    subject: ({ name, level }) =>
      level >= 100
        ? `${name} hat sein ganzes Budget verbraucht`
        : `${name} hat ${level} % seines Budgets verbraucht`,
    body: ({ name, customer }, used, budget) =>
      `Das Projekt ${name} (${customer}) hat jetzt ${used} seines Budgets von ${budget} verbraucht.`,
  },
  fr: {
    subject: ({ name, level }) =>
      level >= 100 ? `${name} a épuisé son budget` : `${name} a utilisé ${level} % de son budget`,
    body: ({ name, customer }, used, budget) =>
      `Le projet ${name} (${customer}) a maintenant utilisé ${used} de son budget de ${budget}.`,
  },
};

/**
 * After entries of `projectIds` were written, in the same transaction (their rows held by the budget
 * sums' lock): each project's `budget_warned` follows the threshold it now stands at, and when that
 * rose past 80 or 100 percent, the owners and managers who want budget warnings get one mail each.
 * Falling back below a threshold lowers the mark without a mail, so a later crossing warns again.
 */
export async function settleBudgetWarnings(
  tx: DbOrTx,
  projectIds: readonly (number | null | undefined)[],
  actorId: number,
  context: MailContext,
): Promise<void> {
  const ids = [...new Set(projectIds.filter((id): id is number => id != null))];
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: projects.id,
      name: projects.name,
      customer: customers.name,
      before: projects.budgetWarned,
      level: levelOf,
      used: budgetUsedOf(projects),
      budget: projects.budgetMoney,
      isHours: projects.budgetIsHours,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customersId))
    .where(inArray(projects.id, ids));
  const crossings: Crossing[] = [];
  for (const row of rows) {
    if (row.level === row.before) continue;
    await tx.update(projects).set({ budgetWarned: row.level }).where(eq(projects.id, row.id));
    if (row.level > row.before) crossings.push({ ...row, budget: row.budget ?? 0 });
  }
  if (crossings.length === 0) return;

  const admins = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, ['owner', 'manager'])));
  const to = await recipients(
    tx,
    admins.filter((admin) => rights.hearsOfBudgets(admin)).map((admin) => admin.id),
    'budget_warning',
    actorId,
  );
  await queueMail(
    tx,
    crossings.flatMap((crossing) =>
      to.map((person) => {
        const text = texts[person.language];
        const link = appLink(context.appUrl, `/projects?search=${encodeURIComponent(crossing.name)}`);
        const used = amount(crossing.used, crossing, person.language);
        const budget = amount(crossing.budget, crossing, person.language);
        return mail(person, text.subject(crossing), text.body(crossing, used, budget), link);
      }),
    ),
    context.now,
  );
}
