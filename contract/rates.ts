import { z } from 'zod';
import {
  amount,
  dateOrder,
  datesInOrder,
  id,
  isoDate,
  pagedList,
  pagingQuery,
  queryIdList,
  single,
} from './common.ts';
import { daysBetween } from './dates.ts';

// Hourly rates (extension, docs/interface.md#hourly-rates): what an hour costs for a customer, a
// project, a service, a co-worker or a co-worker on one of the first three, from a first valid day on.
// A time entry added without `hourly_rate` takes the rate that applies at its start (`applicableRate`).

const rateSchema = z.object({
  id,
  customers_id: id.nullable(),
  projects_id: id.nullable(),
  services_id: id.nullable(),
  users_id: id.nullable(),
  hourly_rate: z.number(),
  date_since: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateAddSchema = z.object({
  customers_id: id.nullable().optional(),
  projects_id: id.nullable().optional(),
  services_id: id.nullable().optional(),
  users_id: id.nullable().optional(),
  hourly_rate: amount(),
  date_since: isoDate,
});

/** Partial; the service checks the merged record's target. */
export const rateEditSchema = rateAddSchema.partial();

export const rateListQuery = pagingQuery.extend({
  'filter[customers_id]': queryIdList.optional(),
  'filter[projects_id]': queryIdList.optional(),
  'filter[services_id]': queryIdList.optional(),
  'filter[users_id]': queryIdList.optional(),
});

export const rateListSchema = pagedList('rates', rateSchema).extend({
  filter: z.record(z.string(), z.unknown()).nullable(),
});
export const rateSingleSchema = single('rate', rateSchema);

/** What a rate applies to, most specific first: the first level with a valid rate wins. */
export const rateLevels = [
  'user_project',
  'project',
  'user_customer',
  'customer',
  'user_service',
  'service',
  'user',
  'company',
] as const;
export type RateLevel = (typeof rateLevels)[number];

export type RateTarget = Pick<Rate, 'customers_id' | 'projects_id' | 'services_id' | 'users_id'>;

/**
 * The level a rate's target stands on, or null for a combination no level has: a service together
 * with a customer or project. A project rate may name the project's customer as well (the service
 * checks that it is that customer).
 */
export function rateLevelOf(target: RateTarget): RateLevel | null {
  const withUser = target.users_id !== null;
  if (target.services_id !== null) {
    if (target.projects_id !== null || target.customers_id !== null) return null;
    return withUser ? 'user_service' : 'service';
  }
  if (target.projects_id !== null) return withUser ? 'user_project' : 'project';
  if (target.customers_id !== null) return withUser ? 'user_customer' : 'customer';
  return withUser ? 'user' : 'company';
}

/** The work a rate is looked up for: a time entry's references and the day it starts on. */
export type RatedWork = {
  customers_id: number;
  projects_id: number | null;
  services_id: number;
  users_id: number;
  day: string;
};

// A rate fits the work when every reference it names is the work's; its level says how specific it is.
const fits = (rate: RateTarget, work: RatedWork) =>
  (rate.customers_id === null || rate.customers_id === work.customers_id) &&
  (rate.projects_id === null || rate.projects_id === work.projects_id) &&
  (rate.services_id === null || rate.services_id === work.services_id) &&
  (rate.users_id === null || rate.users_id === work.users_id);

/**
 * The rate that applies to `work` (null: none at any level): of the rates that fit it and are valid
 * on its day (`date_since` ≤ day), the most specific level's, and within that level the latest
 * `date_since`.
 */
export function applicableRate<Candidate extends RateTarget & Pick<Rate, 'date_since'>>(
  rates: readonly Candidate[],
  work: RatedWork,
): { rate: Candidate; level: RateLevel } | null {
  let best: { rate: Candidate; rank: number } | null = null;
  for (const rate of rates) {
    const level = rateLevelOf(rate);
    if (level === null || rate.date_since > work.day || !fits(rate, work)) continue;
    const rank = rateLevels.indexOf(level);
    if (best === null || rank < best.rank || (rank === best.rank && rate.date_since > best.rate.date_since)) {
      best = { rate, rank };
    }
  }
  return best && { rate: best.rate, level: rateLevels[best.rank] as RateLevel };
}

/** The longest period one re-rate covers, in days counted inclusively: a year, leap day included. */
export const RERATE_MAX_DAYS = 366;

/**
 * (extension) `POST /api/v2/rates/rerate`: the open entries of `date_since`–`date_until` (days their
 * co-workers' entries start on) given the rate that applies to them now; the references sent narrow
 * them to the entries that carry them (a changed rate's target). A preview unless `preview` is false.
 */
export const rerateBodySchema = z
  .object({
    date_since: isoDate,
    date_until: isoDate,
    customers_id: id.optional(),
    projects_id: id.optional(),
    services_id: id.optional(),
    users_id: id.optional(),
    preview: z.boolean().optional(),
  })
  .refine(datesInOrder, dateOrder)
  .refine((body) => daysBetween(body.date_since, body.date_until) < RERATE_MAX_DAYS, {
    message: `Must be at most ${RERATE_MAX_DAYS} days from date_since`,
    path: ['date_until'],
  });
export type RerateBody = z.input<typeof rerateBodySchema>;

const rerateFigures = {
  entries: z.number().int(),
  hours: z.number(),
  revenue_before: z.number(),
  revenue_after: z.number(),
  revenue_change: z.number(),
};

export const rerateAnswerSchema = z.object({
  rerate: z.object({
    date_since: z.string(),
    date_until: z.string(),
    /** False for a preview, which changed nothing. */
    applied: z.boolean(),
    ...rerateFigures,
    /** The same figures by customer and project (null: entries without a project), most change first. */
    projects: z.array(
      z.object({
        customers_id: id,
        customer: z.string(),
        projects_id: id.nullable(),
        project: z.string().nullable(),
        ...rerateFigures,
      }),
    ),
    /** Entries whose rate differs but whose day is under their co-worker's edit lock: left alone. */
    locked: z.object({ entries: z.number().int(), hours: z.number() }),
  }),
});
export type Rerate = z.infer<typeof rerateAnswerSchema>['rerate'];
