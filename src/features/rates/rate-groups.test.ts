import { describe, expect, it } from 'vitest';
import type { Rate } from '../../../contract/rates.ts';
import { groupRates } from './rate-groups.ts';

const none = { customers_id: null, projects_id: null, services_id: null, users_id: null };
let nextId = 1;
const rate = (target: Partial<Rate>, date_since: string, hourly_rate = 10): Rate => ({
  ...none,
  ...target,
  id: nextId++,
  date_since,
  hourly_rate,
});

describe('groupRates', () => {
  it("groups by target, most specific level first, each history newest first with today's rate marked", () => {
    const old = rate({ projects_id: 5 }, '2025-01-01', 90);
    const withCustomer = rate({ projects_id: 5, customers_id: 2 }, '2026-01-01', 95);
    const upcoming = rate({ projects_id: 5 }, '2027-01-01', 99);
    const company = rate({}, '2024-01-01', 70);
    const coWorker = rate({ projects_id: 5, users_id: 3 }, '2025-01-01', 120);
    const groups = groupRates([company, old, upcoming, coWorker, withCustomer], '2026-06-15');
    expect(groups.map((group) => group.level)).toEqual(['user_project', 'project', 'company']);
    const project = groups[1];
    // A project's rate is one target with or without its customer, which the group names.
    expect(project?.rates).toEqual([upcoming, withCustomer, old]);
    expect(project?.target).toEqual({ ...none, projects_id: 5, customers_id: 2 });
    expect(project?.current).toEqual(withCustomer);
  });

  it('has no rate in force before the first day of a target', () => {
    const [group] = groupRates([rate({ users_id: 3 }, '2027-01-01')], '2026-06-15');
    expect(group?.current).toBeNull();
  });
});
