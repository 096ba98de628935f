import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSchema,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { utc, version } from './columns.ts';
import { users } from './schema.ts';

// The service's own upkeep, beside the records of the interface in schema.ts: replayed answers,
// calendar feeds, notification settings, the mail outbox and the shared throttle.

/** Answers to POSTs that carried an `Idempotency-Key`, replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    usersId: integer('users_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.usersId, table.key] })],
);

/**
 * (ext) Calendar feed tokens (docs/interface.md#calendar-feeds): one per user and scope, stored only
 * as a SHA-256 hash; revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['own', 'team', 'company'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_user_scope').on(table.usersId, table.scope),
    uniqueIndex('calendar_feeds_token_hash').on(table.tokenHash),
  ],
);

/**
 * (ext) Which notification mails a user wants (docs/interface.md#notifications); a user without a row
 * gets every kind.
 */
export const notificationSettings = pgTable('notification_settings', {
  usersId: integer('users_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  absenceFiled: boolean('absence_filed').notNull().default(true),
  absenceDecided: boolean('absence_decided').notNull().default(true),
  changeRequestWaiting: boolean('change_request_waiting').notNull().default(true),
  changeRequestDecided: boolean('change_request_decided').notNull().default(true),
  budgetWarning: boolean('budget_warning').notNull().default(true),
  version: version(),
});

/**
 * Mails waiting to be sent, written in the transaction of the change they report and sent after it
 * commits; a failed delivery is tried again later (docs/interface.md#notifications).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery may start; a running delivery pushes it ahead as its lease. */
    dueAt: utc('due_at').notNull(),
    sentAt: utc('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_due').on(table.dueAt).where(sql`${table.sentAt} is null`)],
);

/**
 * The service's own bookkeeping, apart from the company's data: nothing in it is worth a backup, and
 * the tests that compare every company table before and after a refused request leave it out.
 */
export const throttle = pgSchema('throttle');

/**
 * Failed sign-ins per client and requests per user, counted per second so that every service process
 * on one database sees the same one-minute window (docs/operations.md#several-instances); rows older
 * than the window are pruned now and then. Its migration makes it UNLOGGED (Drizzle cannot say so
 * here): a count is bumped on every request, and waiting for the write-ahead log to reach the disk
 * each time halved the requests a process answered; a crash merely empties it.
 */
export const throttleHits = throttle.table(
  'hits',
  {
    key: text('key').notNull(),
    /** The Unix second the hits fall in. */
    second: bigint('second', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.second] })],
);
