import { describe, expect, it } from 'vitest';
import type { Absence } from '../../../contract/absences.ts';
import type { UserReport } from '../../../contract/user-reports.ts';
import type { User } from '../../../contract/users.ts';
import { ApiError } from '../../lib/http.ts';
import {
  capCarry,
  carryBody,
  cutFromOf,
  proposedOf,
  rowOutcome,
  rowState,
  type YearEndRow,
  yearEndRows,
} from './year-end-rows.ts';

const person = (id: number, name: string, active = true) => ({ id, name, active }) as User;

const holiday = (id: number, usersId: number, date: string, days: number, status: 0 | 1): Absence =>
  ({
    id,
    users_id: usersId,
    type: 1,
    status,
    date_since: date,
    date_until: date,
    count_days: days,
  }) as Absence;

const someAccount = () => ({ quota: 1, carryover: 0, approved: 0, pending: 0, left: 1 });

const add = { body: { users_id: 1, year: 2026, count: 3 }, idempotencyKey: 'k' };
const row: YearEndRow = {
  id: 7,
  name: 'Ada',
  account: someAccount(),
  existing: null,
  balance: 0,
  existingOvertime: null,
};

describe('yearEndRows', () => {
  const rows = yearEndRows({
    year: 2025,
    users: [person(1, 'Ada'), person(2, 'Ben'), person(3, 'Gone', false)],
    quotaRows: [
      { id: 1, users_id: 1, year_since: 2020, year_until: null, count: 25 },
      { id: 2, users_id: 2, year_since: 2025, year_until: 2025, count: 20 },
    ],
    carryRows: [{ users_id: 1, year: 2025, count: 2.5, note: null }],
    nextCarryRows: [{ users_id: 2, year: 2026, count: -1, note: null }],
    absences: [holiday(1, 1, '2025-03-03', 5, 1), holiday(2, 1, '2025-12-29', 0.5, 0)],
    reports: [{ users_id: 1, balance: 12.4 } as UserReport],
    nextOvertimeRows: [{ users_id: 1, year: 2026, hours: 8, note: null }],
  });

  it('proposes what is left of quota and carryover once approved and pending holidays are taken', () => {
    expect(rows.map((row) => row.name)).toEqual(['Ada', 'Ben']);
    expect(rows[0]?.account).toEqual({ quota: 25, carryover: 2.5, approved: 5, pending: 0.5, left: 22 });
    expect(rows[0]?.existing).toBeNull();
  });

  it('names the carryover into the next year that already exists', () => {
    expect(rows[1]?.existing).toBe(-1);
    expect(rowState(rows[1] as YearEndRow, 'holidays', undefined)).toBe('exists');
    expect(rowState(rows[0] as YearEndRow, 'holidays', undefined)).toBe('open');
    expect(rowState(rows[0] as YearEndRow, 'overtime', undefined)).toBe('exists');
    expect(rowState(rows[1] as YearEndRow, 'overtime', undefined)).toBe('open');
  });

  it('proposes the balance in quarter hours as the overtime carryover, 0 without a report', () => {
    expect(rows.map((row) => row.balance)).toEqual([12.5, 0]);
    expect(rows.map((row) => proposedOf(row, 'overtime', null))).toEqual([12.5, 0]);
  });

  it('knows no balance when the reports could not be computed, and proposes 0', () => {
    const [ada] = yearEndRows({
      year: 2025,
      users: [person(1, 'Ada')],
      quotaRows: [],
      carryRows: [],
      nextCarryRows: [],
      absences: [],
      reports: null,
      nextOvertimeRows: [],
    });
    expect(ada?.balance).toBeNull();
    expect(proposedOf(ada as YearEndRow, 'overtime', 10)).toBe(0);
  });
});

describe('rowOutcome', () => {
  it('reports a saved row with the stored count', () => {
    expect(rowOutcome('holidays', { add, row: { users_id: 1, year: 2026, count: 3, note: null } })).toEqual({
      kind: 'saved',
      value: 3,
    });
  });

  it('counts a carryover someone added meanwhile (409) as skipped, not as a failure', () => {
    const outcome = rowOutcome('holidays', { add, error: new ApiError('http', 409, 'exists') });
    expect(outcome).toEqual({ kind: 'skipped' });
    expect(rowState(row, 'holidays', outcome)).toBe('exists');
  });

  it('keeps the service’s message, and says when a 400 named the count', () => {
    expect(rowOutcome('holidays', { add, error: new ApiError('http', 400, 'Too many', ['count']) })).toEqual({
      kind: 'refused',
      message: 'Too many',
      field: true,
    });
    expect(rowOutcome('holidays', { add, error: new ApiError('network', 0, 'Offline') })).toEqual({
      kind: 'refused',
      message: 'Offline',
      field: false,
    });
  });
});

describe('carryBody', () => {
  const note = 'From the close';

  it('builds the add for the next year, negative and half days included', () => {
    expect(carryBody('holidays', row, 2025, -2.5, note)).toEqual({
      ok: true,
      body: { users_id: 7, year: 2026, count: -2.5, note },
    });
    expect(carryBody('holidays', row, 2025, '4', note)).toEqual({
      ok: true,
      body: { users_id: 7, year: 2026, count: 4, note },
    });
  });

  it('refuses what the contract refuses, before anything is sent', () => {
    expect(carryBody('holidays', row, 2025, '', note)).toEqual({ ok: false, message: 'Required' });
    expect(carryBody('holidays', row, 2025, 400, note)).toEqual({
      ok: false,
      message: 'Must be at most 366',
    });
    expect(carryBody('holidays', row, 2025, 1.3, note)).toEqual({ ok: false, message: null });
  });

  it('builds an overtime add in quarter hours and refuses other steps', () => {
    expect(carryBody('overtime', row, 2025, -3.75, note)).toEqual({
      ok: true,
      body: { users_id: 7, year: 2026, hours: -3.75, note },
    });
    expect(carryBody('overtime', row, 2025, 1.1, note)).toEqual({ ok: false, message: null });
    expect(carryBody('overtime', row, 2025, 20_000, note).ok).toBe(false);
  });
});

describe('the cap on carried holiday days', () => {
  it('carries at most the cap and says what it cut from', () => {
    expect(capCarry(12, 10)).toEqual({ days: 10, cutFrom: 12 });
    expect(capCarry(10.5, 10)).toEqual({ days: 10, cutFrom: 10.5 });
    expect(capCarry(0, 0)).toEqual({ days: 0, cutFrom: null });
  });

  it('leaves days within the cap, any number without one, and a deficit as it is', () => {
    expect(capCarry(10, 10)).toEqual({ days: 10, cutFrom: null });
    expect(capCarry(7.5, 10)).toEqual({ days: 7.5, cutFrom: null });
    expect(capCarry(40, null)).toEqual({ days: 40, cutFrom: null });
    expect(capCarry(-3, 0)).toEqual({ days: -3, cutFrom: null });
  });

  it('proposes the capped days, and notes the cut only while the value is the capped one', () => {
    const rich = { ...row, account: { ...someAccount(), left: 12 } };
    expect(proposedOf(rich, 'holidays', 10)).toBe(10);
    expect(proposedOf(rich, 'holidays', null)).toBe(12);
    expect(cutFromOf(rich, 10, 10)).toBe(12);
    expect(cutFromOf(rich, '10', 10)).toBe(12);
    expect(cutFromOf(rich, 8, 10)).toBeNull();
    expect(cutFromOf(rich, 12, null)).toBeNull();
  });
});
