import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { type SurchargeColumn, utc, version } from './columns.ts';
import { users } from './schema.ts';

// The work-time account's own inputs beside the interface's records in schema.ts: which surcharge
// model applies to whom, the overtime carried into a year, and the running work clock; and the
// surcharge models themselves.

export const surchargeModels = pgTable('surcharge_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  accumulation: boolean('accumulation').notNull(),
  night: jsonb('night').$type<SurchargeColumn>(),
  nightIncreased: jsonb('night_increased').$type<SurchargeColumn>(),
  nonbusiness: jsonb('nonbusiness').$type<SurchargeColumn>(),
  nonbusinessSpecial: jsonb('nonbusiness_special').$type<SurchargeColumn>(),
  sunday: jsonb('sunday').$type<SurchargeColumn>(),
  saturday: jsonb('saturday').$type<SurchargeColumn>(),
  version: version(),
});

/** Which surcharge model applies to a user from which day; one user's periods do not overlap. */
export const usersSurchargeModels = pgTable(
  'users_surcharge_models',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    surchargeModelsId: integer('surcharge_models_id')
      .notNull()
      .references(() => surchargeModels.id),
    dateSince: date('date_since', { mode: 'string' }).notNull(),
    dateUntil: date('date_until', { mode: 'string' }),
    version: version(),
  },
  (table) => [
    index('users_surcharge_models_user').on(table.usersId, table.dateSince),
    index('users_surcharge_models_model').on(table.surchargeModelsId),
  ],
);

/** Overtime hours carried into a year's work-time account. */
export const overtimeCarry = pgTable(
  'overtime_carry',
  {
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    hours: doublePrecision('hours').notNull(),
    note: text('note'),
    version: version(),
  },
  (table) => [primaryKey({ columns: [table.usersId, table.year] })],
);

/**
 * A user's running work-time interval (the work clock), at most one per user: the key makes a second
 * start fail in the database, whichever service process sends it. Ending it writes `work_times`.
 */
export const workClocks = pgTable('work_clocks', {
  usersId: integer('users_id')
    .primaryKey()
    .references(() => users.id),
  /** The user's local day the interval is stored under. */
  date: date('date', { mode: 'string' }).notNull(),
  timeSince: utc('time_since').notNull(),
});
