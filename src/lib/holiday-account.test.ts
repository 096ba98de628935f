import { describe, expect, it } from 'vitest';
import type { Absence } from '../../contract/absences.ts';
import { holidayAccount, quotaForYear } from './holiday-account.ts';

const quota = (id: number, year_since: number, year_until: number | null, count: number) => ({
  id,
  users_id: 5,
  year_since,
  year_until,
  count,
});

const absence = (id: number, fields: Partial<Absence>): Absence => ({
  id,
  users_id: 5,
  date_since: '2027-03-01',
  date_until: '2027-03-01',
  status: 1,
  type: 1,
  count_days: 1,
  ...fields,
});

describe('holiday account', () => {
  it('takes the quota row whose year range covers the year', () => {
    const rows = [quota(1, 2020, 2026, 28), quota(2, 2027, null, 30)];
    expect(quotaForYear(rows, 5, 2026)).toBe(28);
    expect(quotaForYear(rows, 5, 2027)).toBe(30);
    expect(quotaForYear(rows, 5, 2040)).toBe(30);
    expect(quotaForYear(rows, 5, 2019)).toBeNull();
    expect(quotaForYear(rows, 6, 2027)).toBeNull();
  });

  it('counts approved and pending holidays of the year and what is left after pending', () => {
    const account = holidayAccount({
      usersId: 5,
      year: 2027,
      quotaRows: [quota(1, 2027, null, 30)],
      carryRows: [{ users_id: 5, year: 2027, count: 2.5, note: null }],
      absences: [
        absence(1, { count_days: 5 }),
        absence(2, { count_days: 0.5 }),
        absence(3, { status: 0, count_days: 3 }),
        // Not holidays, other statuses, other users, other years: not counted.
        absence(4, { type: 8, count_days: 1 }),
        absence(5, { status: 2, count_days: 4 }),
        absence(6, { status: 4, count_days: 4 }),
        absence(7, { users_id: 6, count_days: 9 }),
        absence(8, { date_since: '2026-12-30', date_until: '2026-12-31', count_days: 2 }),
      ],
    });
    expect(account).toEqual({ quota: 30, carryover: 2.5, approved: 5.5, pending: 3, left: 24 });
  });
});
