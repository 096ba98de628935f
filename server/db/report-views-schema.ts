import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportSearch } from '../../contract/report-views.ts';
import { version } from './columns.ts';
import { users } from './schema.ts';

/**
 * (ext) A user's named views of the reports page (docs/interface.md#saved-report-views). They go with
 * their user: nothing else points at a view, and nobody else reads it.
 */
export const reportViews = pgTable(
  'report_views',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed by the contract; unique per user, ignoring case. */
    name: text('name').notNull(),
    /** The page's state as the contract's `reportSearchSchema` parsed it. */
    search: jsonb('search').$type<ReportSearch>().notNull(),
    version: version(),
  },
  // Also serves the list of a user's views, which reads by `users_id`.
  (table) => [uniqueIndex('report_views_user_name').on(table.usersId, sql`lower(${table.name})`)],
);
