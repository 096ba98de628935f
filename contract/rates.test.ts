import { describe, expect, it } from 'vitest';
import { applicableRate, type RateLevel, type RateTarget, rateLevelOf, rateLevels } from './rates.ts';

const work = { customers_id: 1, projects_id: 10, services_id: 100, users_id: 7, day: '2026-06-15' };
const none = { customers_id: null, projects_id: null, services_id: null, users_id: null };

/** One rate of each level that fits `work`, each with an amount that names its level. */
const fitting: Record<RateLevel, RateTarget> = {
  user_project: { ...none, projects_id: 10, users_id: 7 },
  project: { ...none, projects_id: 10 },
  user_customer: { ...none, customers_id: 1, users_id: 7 },
  customer: { ...none, customers_id: 1 },
  user_service: { ...none, services_id: 100, users_id: 7 },
  service: { ...none, services_id: 100 },
  user: { ...none, users_id: 7 },
  company: none,
};
const rateOf = (level: RateLevel, date_since = '2026-01-01', hourly_rate = rateLevels.indexOf(level)) => ({
  ...fitting[level],
  date_since,
  hourly_rate,
});

describe('rateLevelOf', () => {
  it.each(rateLevels)('reads the level %s from its target', (level) => {
    expect(rateLevelOf(fitting[level])).toBe(level);
  });

  it('reads a project rate that also names its customer as a project rate', () => {
    expect(rateLevelOf({ ...none, customers_id: 1, projects_id: 10, users_id: 7 })).toBe('user_project');
  });

  it('has no level for a service beside a customer or project', () => {
    expect(rateLevelOf({ ...none, customers_id: 1, services_id: 100 })).toBeNull();
    expect(rateLevelOf({ ...none, projects_id: 10, services_id: 100, users_id: 7 })).toBeNull();
  });
});

describe('applicableRate', () => {
  it.each(rateLevels.map((level, index) => [level, index] as const))(
    'applies %s over every less specific level',
    (level, index) => {
      const candidates = rateLevels.slice(index).map((each) => rateOf(each));
      // The order the rates come in does not matter.
      expect(applicableRate(candidates.reverse(), work)).toEqual({ rate: rateOf(level), level });
    },
  );

  it('answers null when no rate fits', () => {
    expect(applicableRate([], work)).toBeNull();
    const others = [
      { ...rateOf('project'), projects_id: 11 },
      { ...rateOf('user'), users_id: 8 },
      { ...rateOf('customer'), customers_id: 2 },
      { ...rateOf('service'), services_id: 101 },
    ];
    expect(applicableRate(others, work)).toBeNull();
  });

  it('skips the project levels for work without a project', () => {
    const found = applicableRate([rateOf('user_project'), rateOf('project'), rateOf('customer')], {
      ...work,
      projects_id: null,
    });
    expect(found?.level).toBe('customer');
  });

  it('takes the latest rate of a level valid on the day, never one starting later', () => {
    const history = [
      rateOf('project', '2025-01-01', 80),
      rateOf('project', '2026-06-15', 95),
      rateOf('project', '2026-03-01', 90),
      rateOf('project', '2026-06-16', 120),
    ];
    expect(applicableRate(history, work)?.rate.hourly_rate).toBe(95);
    expect(applicableRate(history, { ...work, day: '2026-06-14' })?.rate.hourly_rate).toBe(90);
    expect(applicableRate(history, { ...work, day: '2024-12-31' })).toBeNull();
  });

  it('prefers a more specific level even when a wider rate starts later', () => {
    const found = applicableRate(
      [rateOf('project', '2020-01-01', 70), rateOf('company', '2026-06-01', 50)],
      work,
    );
    expect(found).toEqual({ rate: rateOf('project', '2020-01-01', 70), level: 'project' });
  });

  it('falls back to a wider level before the specific one starts', () => {
    const rates = [rateOf('user_project', '2026-07-01', 110), rateOf('customer', '2026-01-01', 60)];
    expect(applicableRate(rates, work)?.level).toBe('customer');
    expect(applicableRate(rates, { ...work, day: '2026-07-01' })?.level).toBe('user_project');
  });
});
