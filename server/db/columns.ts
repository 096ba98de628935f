import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

// Column shapes and expressions that the tables of schema.ts, account-schema.ts and upkeep-schema.ts share.

// Every mutable table carries `version`, bumped on each write: it is the ETag
// (docs/interface.md#wire-format).
export const version = () => integer('version').notNull().default(1);
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One surcharge kind as the interface shapes it; null columns are unconfigured kinds. */
export type SurchargeColumn = {
  percent: number;
  time_since: string;
  time_until: string;
  time_since_is_previous_day?: boolean;
  time_until_is_next_day?: boolean;
};

type UsageColumns = Record<'budgetMoney' | 'budgetIsHours' | 'usedSeconds' | 'usedRevenue', AnyPgColumn>;

/** What a project's entries used of its budget: hours worked for an hours budget, else their revenue. */
export const budgetUsedOf = (project: UsageColumns) =>
  sql<number>`(case when ${project.budgetIsHours} then ${project.usedSeconds}::float8 / 3600 else ${project.usedRevenue}::float8 end)`;

/**
 * Budget used / budget, null without a budget (null or 0): more than 1 is over budget. The same
 * expression as the indexes', which is what lets a sort by share stop after its page.
 */
export const budgetShareOf = (project: UsageColumns) =>
  sql<
    number | null
  >`(case when coalesce(${project.budgetMoney}, 0) > 0 then ${budgetUsedOf(project)} / ${project.budgetMoney} end)`;
