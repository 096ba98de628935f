import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { utc, version } from './columns.ts';
import { users } from './schema.ts';

// Two-factor sign-in (docs/interface.md#two-factor-sign-in). Recovery codes and challenges are
// stored only as hashes, as sessions are; the TOTP secret itself must stay readable to check a code.

/** (ext) A user's TOTP secret: pending until a code confirms it, then on. */
export const twoFactor = pgTable('two_factor', {
  usersId: integer('users_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app was given it. */
  secret: text('secret').notNull(),
  createdAt: utc('created_at').notNull(),
  /** Null while pending: two-factor is on from the first code that matched. */
  confirmedAt: utc('confirmed_at'),
  /** The newest 30-second step whose code was accepted: it and every earlier one are refused (replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** (ext) The unused recovery codes of a user who has two-factor on; a used one is deleted. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (table) => [index('two_factor_recovery_codes_users_id').on(table.usersId)],
);

/** (ext) A password that matched, waiting for its second factor: single use, 5 minutes. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: utc('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('two_factor_challenges_token_hash').on(table.tokenHash),
    index('two_factor_challenges_users_id').on(table.usersId),
  ],
);

/** (ext) The company's settings: one row at most, id 1; none means every default. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    twoFactorRequiredForManagers: boolean('two_factor_required_for_managers').notNull().default(false),
    version: version(),
  },
  (table) => [check('company_settings_one_row', sql`${table.id} = 1`)],
);
