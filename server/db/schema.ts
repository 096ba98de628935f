import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { budgetShareOf, utc, version } from './columns.ts';
import { readingOrder } from './text-order.ts';

export const company = pgTable('company', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  creatorId: integer('creator_id'),
  trialUntil: date('trial_until', { mode: 'string' }),
});

export const nonbusinessGroups = pgTable('nonbusiness_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** The nonbusiness days (public holidays) of a group; used to count absence days. */
export const nonbusinessDays = pgTable(
  'nonbusiness_days',
  {
    id: serial('id').primaryKey(),
    nonbusinessGroupsId: integer('nonbusiness_groups_id')
      .notNull()
      .references(() => nonbusinessGroups.id),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    special: boolean('special').notNull().default(false),
  },
  (table) => [uniqueIndex('nonbusiness_days_group_date').on(table.nonbusinessGroupsId, table.date)],
);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  leader: integer('leader').references((): AnyPgColumn => users.id),
  version: version(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number'),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'worker'] }).notNull(),
    active: boolean('active').notNull().default(true),
    timeformat12h: boolean('timeformat_12h').notNull().default(false),
    weekstartMonday: boolean('weekstart_monday').notNull().default(true),
    weekendFriday: boolean('weekend_friday').notNull().default(false),
    language: text('language', { enum: ['de', 'en', 'fr'] })
      .notNull()
      .default('en'),
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    wageType: integer('wage_type'),
    canGenerallySeeAbsences: boolean('can_generally_see_absences').notNull().default(false),
    canGenerallyManageAbsences: boolean('can_generally_manage_absences').notNull().default(false),
    canAddCustomers: boolean('can_add_customers').notNull().default(false),
    editLock: date('edit_lock', { mode: 'string' }),
    editLockDyn: integer('edit_lock_dyn'),
    editLockSync: boolean('edit_lock_sync'),
    worktimeRegulationId: integer('worktime_regulation_id'),
    teamsId: integer('teams_id').references(() => teams.id),
    initials: text('initials'),
    nonbusinessgroupsId: integer('nonbusinessgroups_id').references(() => nonbusinessGroups.id),
    boss: integer('boss').references((): AnyPgColumn => users.id),
    /** SHA-256 of the API key, hex; the key itself is never stored. */
    apiKeyHash: text('api_key_hash'),
    /** Argon2id of the password (PHC string, salt inside); null until one is set from a link. */
    passwordHash: text('password_hash'),
    version: version(),
  },
  (table) => [uniqueIndex('users_email_lower').on(sql`lower(${table.email})`)],
);

export const absenceManagers = pgTable(
  'absence_managers',
  {
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.usersId, table.managerId] }),
    index('absence_managers_manager').on(table.managerId),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number'),
    active: boolean('active').notNull().default(true),
    billableDefault: boolean('billable_default').notNull().default(true),
    note: text('note'),
    color: integer('color').notNull().default(1),
    version: version(),
  },
  (table) => [index('customers_name').on(table.name)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    customersId: integer('customers_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    number: text('number'),
    active: boolean('active').notNull().default(true),
    billableDefault: boolean('billable_default').notNull().default(true),
    note: text('note'),
    budgetMoney: doublePrecision('budget_money'),
    budgetIsHours: boolean('budget_is_hours').notNull().default(false),
    budgetIsNotStrict: boolean('budget_is_not_strict').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    billedMoney: doublePrecision('billed_money'),
    billedCompletely: boolean('billed_completely'),
    deadline: date('deadline', { mode: 'string' }),
    version: version(),
    /**
     * Seconds of the project's time entries and the sum of its entries' revenues: kept by every write
     * of an entry, in its transaction (server/domain/budget-usage.ts), so that a list reads them from
     * its page's rows and an index orders projects by budget share.
     */
    usedSeconds: bigint('used_seconds', { mode: 'number' }).notNull().default(0),
    usedRevenue: numeric('used_revenue').notNull().default('0'),
    /** (ext) The budget threshold (80 or 100 %, else 0) last told of (server/domain/budget-warnings.ts). */
    budgetWarned: integer('budget_warned').notNull().default(0),
  },
  (table) => [
    index('projects_customer').on(table.customersId, table.id),
    index('projects_name').on(table.name),
    // The list's sorts by name and by share, either way, each with the id as tiebreak: a page reads
    // its rows off the index and stops.
    index('projects_name_reading').on(readingOrder(table.name), table.id),
    index('projects_name_reading_desc').on(sql`${readingOrder(table.name)} desc nulls last`, table.id),
    index('projects_budget_share').on(budgetShareOf(table), table.id),
    index('projects_budget_share_desc').on(sql`${budgetShareOf(table)} desc nulls last`, table.id),
  ],
);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  number: text('number'),
  active: boolean('active').notNull().default(true),
  note: text('note'),
  version: version(),
});

export const lumpsumServices = pgTable('lumpsum_services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  price: doublePrecision('price').notNull(),
  unit: text('unit'),
  number: text('number'),
  active: boolean('active').notNull().default(true),
  note: text('note'),
  version: version(),
});

export const usersNonbusinessGroups = pgTable(
  'users_nonbusiness_groups',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    nonbusinessGroupsId: integer('nonbusiness_groups_id')
      .notNull()
      .references(() => nonbusinessGroups.id),
    dateSince: date('date_since', { mode: 'string' }).notNull(),
    dateUntil: date('date_until', { mode: 'string' }),
    version: version(),
  },
  (table) => [index('users_nonbusiness_groups_user').on(table.usersId, table.dateSince)],
);

export const targetHours = pgTable(
  'target_hours',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['weekly', 'monthly'] }).notNull(),
    dateSince: date('date_since', { mode: 'string' }).notNull(),
    dateUntil: date('date_until', { mode: 'string' }),
    compensationMonthly: doublePrecision('compensation_monthly').notNull().default(0),
    monday: doublePrecision('monday'),
    tuesday: doublePrecision('tuesday'),
    wednesday: doublePrecision('wednesday'),
    thursday: doublePrecision('thursday'),
    friday: doublePrecision('friday'),
    saturday: doublePrecision('saturday'),
    sunday: doublePrecision('sunday'),
    absenceFixedCredit: boolean('absence_fixed_credit'),
    compensationDaily: doublePrecision('compensation_daily'),
    monthlyTarget: doublePrecision('monthly_target'),
    workdayMonday: boolean('workday_monday'),
    workdayTuesday: boolean('workday_tuesday'),
    workdayWednesday: boolean('workday_wednesday'),
    workdayThursday: boolean('workday_thursday'),
    workdayFriday: boolean('workday_friday'),
    workdaySaturday: boolean('workday_saturday'),
    workdaySunday: boolean('workday_sunday'),
    version: version(),
  },
  (table) => [index('target_hours_user').on(table.usersId, table.dateSince)],
);

export const holidaysQuota = pgTable(
  'holidays_quota',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    yearSince: integer('year_since').notNull(),
    yearUntil: integer('year_until'),
    count: doublePrecision('count').notNull(),
    version: version(),
  },
  (table) => [index('holidays_quota_user').on(table.usersId, table.yearSince)],
);

export const holidaysCarry = pgTable(
  'holidays_carry',
  {
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    count: doublePrecision('count').notNull(),
    note: text('note'),
    version: version(),
  },
  (table) => [primaryKey({ columns: [table.usersId, table.year] })],
);

export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    dateSince: date('date_since', { mode: 'string' }).notNull(),
    dateUntil: date('date_until', { mode: 'string' }).notNull(),
    status: integer('status').notNull(),
    type: integer('type').notNull(),
    note: text('note'),
    countDays: doublePrecision('count_days'),
    countHours: doublePrecision('count_hours'),
    sickNote: boolean('sick_note'),
    dateEnquired: date('date_enquired', { mode: 'string' }),
    dateApproved: date('date_approved', { mode: 'string' }),
    approvedBy: integer('approved_by').references(() => users.id),
    version: version(),
  },
  (table) => [
    index('absences_user_since').on(table.usersId, table.dateSince),
    index('absences_since').on(table.dateSince),
    // A period's absences by their last day too; the few pending ones for the approvals inbox.
    index('absences_until').on(table.dateUntil),
    index('absences_pending').on(table.dateSince).where(sql`${table.status} = 0`),
  ],
);

/** De-duplicated entry descriptions (`texts_id`). */
export const texts = pgTable(
  'texts',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
  },
  // On the digest: a b-tree row holds at most about 2.7 kB, and descriptions may be 10,000 characters.
  (table) => [uniqueIndex('texts_md5').on(sql`md5(${table.text})`)],
);

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull(),
    customersId: integer('customers_id')
      .notNull()
      .references(() => customers.id),
    projectsId: integer('projects_id').references(() => projects.id),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    servicesId: integer('services_id').references(() => services.id),
    lumpsumServicesId: integer('lumpsum_services_id').references(() => lumpsumServices.id),
    billable: integer('billable').notNull(),
    textsId: integer('texts_id').references(() => texts.id),
    timeSince: utc('time_since').notNull(),
    timeUntil: utc('time_until'),
    timeInsert: utc('time_insert').notNull().defaultNow(),
    timeLastChange: utc('time_last_change').notNull().defaultNow(),
    timeLastChangeWorktime: utc('time_last_change_worktime').notNull().defaultNow(),
    /** Seconds. */
    duration: integer('duration'),
    /** Seconds: duration minus the period between start and end. */
    offset: integer('offset'),
    clocked: boolean('clocked').notNull().default(false),
    clockedOffline: boolean('clocked_offline').notNull().default(false),
    timeClockedSince: utc('time_clocked_since'),
    hourlyRate: doublePrecision('hourly_rate'),
    lumpsum: doublePrecision('lumpsum'),
    lumpsumServicesAmount: doublePrecision('lumpsum_services_amount'),
    version: version(),
  },
  (table) => [
    index('entries_time').on(table.timeSince, table.id),
    index('entries_user_time').on(table.usersId, table.timeSince, table.id),
    index('entries_customer_time').on(table.customersId, table.timeSince),
    index('entries_project_time').on(table.projectsId, table.timeSince),
    index('entries_service').on(table.servicesId),
    index('entries_lumpsum_service').on(table.lumpsumServicesId),
    uniqueIndex('entries_one_running_per_user')
      .on(table.usersId)
      .where(sql`${table.timeUntil} is null and ${table.type} = 1`),
  ],
);

/** A user's work-time intervals; one day's intervals never overlap (they are merged on write). */
export const workTimes = pgTable(
  'work_times',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    timeSince: utc('time_since').notNull(),
    timeUntil: utc('time_until').notNull(),
  },
  (table) => [
    index('work_times_user_date').on(table.usersId, table.date),
    // A month of the whole company's days, in the list's order (date, then person).
    index('work_times_date').on(table.date, table.usersId),
  ],
);

export type ChangeInterval = { type: 1 | 2; time_since: string; time_until: string };

export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial('id').primaryKey(),
    usersId: integer('users_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    declinedAt: utc('declined_at'),
    declinedBy: integer('declined_by').references(() => users.id),
    /** (ext) Why it was declined; answered beside the record, never in it. */
    declineReason: text('decline_reason'),
    changes: jsonb('changes').$type<ChangeInterval[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('change_requests_one_pending').on(table.usersId, table.date).where(sql`${table.status} = 1`),
    index('change_requests_date').on(table.date, table.id),
    index('change_requests_user_date').on(table.usersId, sql`${table.date} desc`, sql`${table.id} desc`),
  ],
);
