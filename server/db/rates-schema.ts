import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { version } from './columns.ts';
import { customers, projects, services, users } from './schema.ts';

/**
 * Hourly rates (docs/interface.md#hourly-rates): null references widen what a rate applies to, all
 * null is the company default. A project rate may also name the project's customer, so the target's
 * identity leaves the customer out where there is a project: one rate per target and first day.
 */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    customersId: integer('customers_id').references(() => customers.id),
    projectsId: integer('projects_id').references(() => projects.id),
    servicesId: integer('services_id').references(() => services.id),
    usersId: integer('users_id').references(() => users.id),
    hourlyRate: doublePrecision('hourly_rate').notNull(),
    dateSince: date('date_since', { mode: 'string' }).notNull(),
    version: version(),
  },
  (table) => [
    uniqueIndex('rates_target_since').on(
      sql`coalesce(${table.projectsId}, 0)`,
      sql`(case when ${table.projectsId} is null then coalesce(${table.customersId}, 0) else 0 end)`,
      sql`coalesce(${table.servicesId}, 0)`,
      sql`coalesce(${table.usersId}, 0)`,
      table.dateSince,
    ),
    // An entry's lookup narrows by each of its references; a delete's check reads them too.
    index('rates_project').on(table.projectsId, table.dateSince),
    index('rates_customer').on(table.customersId, table.dateSince),
    index('rates_service').on(table.servicesId, table.dateSince),
    index('rates_user').on(table.usersId, table.dateSince),
  ],
);
