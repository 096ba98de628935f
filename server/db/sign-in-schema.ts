import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns.ts';
import { users } from './schema.ts';

// Signing in with a password (docs/architecture.md#sessions): the sessions the cookie names and the
// links that set a password. Only hashes of their secrets are stored, so a copy of the database
// (a backup) signs nobody in.

/**
 * (ext) A signed-in browser: the cookie carries the session id, this row its SHA-256. In the database
 * so that every service process accepts the same cookie; ended by deleting the row.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: utc('created_at').notNull(),
    /** Moved forward at most once a minute, so that a busy tab does not write on every request. */
    lastSeenAt: utc('last_seen_at').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash').on(table.tokenHash),
    index('sessions_users_id').on(table.usersId),
  ],
);

/**
 * (ext) A one-time link to set a password: an invitation (7 days) or a reset (1 hour). Setting a
 * password deletes every link of the user, so each works once.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invitation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: utc('created_at').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('password_links_token_hash').on(table.tokenHash),
    index('password_links_users_id').on(table.usersId),
  ],
);
