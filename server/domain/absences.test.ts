import { describe, expect, it } from 'vitest';
import type { targetHours } from '../db/schema.ts';
import { type CountingFacts, countAbsence } from './absences.ts';

type Row = typeof targetHours.$inferSelect;

const blank: Row = {
  id: 1,
  usersId: 1,
  type: 'weekly',
  dateSince: '2020-01-01',
  dateUntil: null,
  compensationMonthly: 0,
  monday: null,
  tuesday: null,
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
  absenceFixedCredit: null,
  compensationDaily: null,
  monthlyTarget: null,
  workdayMonday: null,
  workdayTuesday: null,
  workdayWednesday: null,
  workdayThursday: null,
  workdayFriday: null,
  workdaySaturday: null,
  workdaySunday: null,
  version: 1,
};

const weekly = (hours: number[], values: Partial<Row> = {}): Row => ({
  ...blank,
  monday: hours[0] ?? 0,
  tuesday: hours[1] ?? 0,
  wednesday: hours[2] ?? 0,
  thursday: hours[3] ?? 0,
  friday: hours[4] ?? 0,
  saturday: hours[5] ?? 0,
  sunday: hours[6] ?? 0,
  ...values,
});

const monthly = (target: number, values: Partial<Row> = {}): Row => ({
  ...blank,
  type: 'monthly',
  monthlyTarget: target,
  workdayMonday: true,
  workdayTuesday: true,
  workdayWednesday: true,
  workdayThursday: true,
  workdayFriday: true,
  workdaySaturday: false,
  workdaySunday: false,
  ...values,
});

const none: CountingFacts = { targetRows: [], defaultGroupId: null, groupPeriods: [], nonbusinessDays: [] };

// 2026-03-02 is a Monday; 2026-03-07/08 and 03-14/15 are weekends.
describe('countAbsence', () => {
  it('counts Monday to Friday when no target-hours row is in force, without hours', () => {
    expect(countAbsence('2026-03-02', '2026-03-15', none)).toEqual({ days: 10, hours: 0 });
    expect(countAbsence('2026-03-07', '2026-03-08', none)).toEqual({ days: 0, hours: 0 });
    expect(countAbsence('2026-03-04', '2026-03-04', none)).toEqual({ days: 1, hours: 0 });
  });

  it("leaves out the nonbusiness days of the user's group", () => {
    const facts: CountingFacts = {
      ...none,
      defaultGroupId: 1,
      nonbusinessDays: [
        { nonbusinessGroupsId: 1, date: '2026-03-04' },
        { nonbusinessGroupsId: 1, date: '2026-03-07' },
        { nonbusinessGroupsId: 2, date: '2026-03-05' },
      ],
    };
    expect(countAbsence('2026-03-02', '2026-03-08', facts)).toEqual({ days: 4, hours: 0 });
  });

  it('takes the group from the validity period covering each day before the default group', () => {
    const facts: CountingFacts = {
      ...none,
      defaultGroupId: 1,
      groupPeriods: [{ nonbusiness_groups_id: 2, date_since: '2026-03-09', date_until: null }],
      nonbusinessDays: [
        { nonbusinessGroupsId: 1, date: '2026-03-03' },
        { nonbusinessGroupsId: 1, date: '2026-03-10' },
        { nonbusinessGroupsId: 2, date: '2026-03-04' },
        { nonbusinessGroupsId: 2, date: '2026-03-11' },
      ],
    };
    // Week 1 (group 1): 03-03 off. Week 2 (group 2): 03-11 off.
    expect(countAbsence('2026-03-02', '2026-03-13', facts)).toEqual({ days: 8, hours: 0 });
  });

  it('counts a part-time weekly row of four days with their hours', () => {
    const facts = { ...none, targetRows: [weekly([8, 8, 8, 6.5, 0, 0, 0])] };
    expect(countAbsence('2026-03-02', '2026-03-15', facts)).toEqual({ days: 8, hours: 61 });
  });

  it('counts weekend days that a weekly row gives target hours', () => {
    const facts = { ...none, targetRows: [weekly([0, 0, 0, 0, 0, 4, 4])] };
    expect(countAbsence('2026-03-02', '2026-03-08', facts)).toEqual({ days: 2, hours: 8 });
  });

  it("spreads a monthly row's target over that month's work days", () => {
    // February 2026 has 20 weekdays, March 22.
    const facts = { ...none, targetRows: [monthly(160)] };
    expect(countAbsence('2026-02-02', '2026-02-08', facts)).toEqual({ days: 5, hours: 40 });
    expect(countAbsence('2026-03-02', '2026-03-02', facts)).toEqual({ days: 1, hours: 7.27 });
    expect(countAbsence('2026-02-27', '2026-03-02', facts)).toEqual({ days: 2, hours: 15.27 });
  });

  it('follows the monthly workday flags', () => {
    const facts = { ...none, targetRows: [monthly(80, { workdayMonday: false, workdayFriday: false })] };
    expect(countAbsence('2026-03-02', '2026-03-08', facts).days).toBe(3);
  });

  it('switches rows at their boundaries and falls back to Monday–Friday outside them', () => {
    const facts = {
      ...none,
      targetRows: [
        weekly([4, 4, 4, 4, 4, 0, 0], { id: 1, dateSince: '2026-03-02', dateUntil: '2026-03-03' }),
        weekly([0, 0, 8, 8, 0, 0, 0], { id: 2, dateSince: '2026-03-04', dateUntil: '2026-03-05' }),
      ],
    };
    // Mon, Tue at 4 h; Wed, Thu at 8 h; Fri under no row: a work day without hours.
    expect(countAbsence('2026-03-02', '2026-03-06', facts)).toEqual({ days: 5, hours: 24 });
  });

  it('counts a nonbusiness day on a work day neither as a day nor in hours', () => {
    const facts: CountingFacts = {
      targetRows: [weekly([8, 8, 8, 8, 8, 0, 0])],
      defaultGroupId: 3,
      groupPeriods: [],
      nonbusinessDays: [{ nonbusinessGroupsId: 3, date: '2026-03-03' }],
    };
    expect(countAbsence('2026-03-02', '2026-03-06', facts)).toEqual({ days: 4, hours: 32 });
  });
});
