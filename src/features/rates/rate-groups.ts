import {
  type Rate,
  type RateLevel,
  type RateTarget,
  rateLevelOf,
  rateLevels,
} from '../../../contract/rates.ts';

/** One target's rates: what they apply to, their history newest first, and the one in force today. */
export type RateGroup = {
  key: string;
  level: RateLevel;
  target: RateTarget;
  rates: Rate[];
  current: Rate | null;
};

// The target as the service tells duplicates apart: a project rate is the same with or without its customer.
const targetKey = (rate: RateTarget) =>
  [
    rate.projects_id,
    rate.projects_id === null ? rate.customers_id : null,
    rate.services_id,
    rate.users_id,
  ].join('|');

/** The rates grouped by what they apply to, the most specific level first. */
export function groupRates(rates: readonly Rate[], today: string): RateGroup[] {
  const groups = new Map<string, Rate[]>();
  for (const rate of rates) {
    const key = targetKey(rate);
    groups.set(key, [...(groups.get(key) ?? []), rate]);
  }
  return [...groups.entries()]
    .map(([key, history]) => {
      const newestFirst = history.sort((a, b) => b.date_since.localeCompare(a.date_since));
      const first = newestFirst[0] as Rate;
      return {
        key,
        level: rateLevelOf(first) ?? 'company',
        // The newest row names the customer where any row of a project's history does.
        target: {
          customers_id: newestFirst.find((rate) => rate.customers_id !== null)?.customers_id ?? null,
          projects_id: first.projects_id,
          services_id: first.services_id,
          users_id: first.users_id,
        },
        rates: newestFirst,
        current: newestFirst.find((rate) => rate.date_since <= today) ?? null,
      };
    })
    .sort((a, b) => rateLevels.indexOf(a.level) - rateLevels.indexOf(b.level));
}
