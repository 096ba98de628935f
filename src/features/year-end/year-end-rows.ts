import type { z } from 'zod';
import type { Absence } from '../../../contract/absences.ts';
import { halfSteps } from '../../../contract/common.ts';
import {
  type HolidaysCarryRow,
  type HolidaysQuotaRow,
  holidaysCarryAddSchema,
} from '../../../contract/holidays.ts';
import { type OvertimeCarryRow, overtimeCarryAddSchema } from '../../../contract/overtime-carry.ts';
import type { UserReport } from '../../../contract/user-reports.ts';
import type { User } from '../../../contract/users.ts';
import type { CarryAddOutcome } from '../../api/carryovers.ts';
import { numberOrNull, translatedIssue } from '../../lib/form.ts';
import { type HolidayAccount, holidayAccount } from '../../lib/holiday-account.ts';
import { describeError, isApiError } from '../../lib/http.ts';

/** One co-worker in the year-end close of `year`. */
export type YearEndRow = {
  id: number;
  name: string;
  /** Their holiday account of the closed year; `left` is the proposed carryover. */
  account: HolidayAccount;
  /** The holiday carryover into the next year they already have; null when none exists yet. */
  existing: number | null;
  /**
   * Their work-time balance at the end of the closed year in quarter hours, the proposed overtime
   * carryover; null when the reports could not be computed.
   */
  balance: number | null;
  /** The overtime carryover into the next year they already have; null when none exists yet. */
  existingOvertime: number | null;
};

/** The two kinds of carryover a close writes: holidays in days, overtime in hours. */
export type CarryKind = 'holidays' | 'overtime';
export const carryKinds: readonly CarryKind[] = ['holidays', 'overtime'];

/** Where the page keeps a row's value, error and outcome of one kind. */
export const cellKey = (kind: CarryKind, id: number) => `${kind}:${id}`;

/** The overtime carryover may only hold quarter hours; a balance is rounded to the nearest one. */
const quarterHours = (hours: number) => Math.round(hours * 4) / 4;

/** Every active co-worker with their account of `year` and any carryover into `year + 1`. */
export function yearEndRows({
  year,
  users,
  quotaRows,
  carryRows,
  nextCarryRows,
  absences,
  reports,
  nextOvertimeRows,
}: {
  year: number;
  users: readonly User[];
  quotaRows: readonly HolidaysQuotaRow[];
  /** Carryovers into `year`. */
  carryRows: readonly HolidaysCarryRow[];
  /** Carryovers into `year + 1`. */
  nextCarryRows: readonly HolidaysCarryRow[];
  absences: readonly Absence[];
  /** The reports of `year`; null when they could not be computed. */
  reports: readonly UserReport[] | null;
  /** Overtime carryovers into `year + 1`. */
  nextOvertimeRows: readonly OvertimeCarryRow[];
}): YearEndRow[] {
  const existing = new Map(
    nextCarryRows.filter((row) => row.year === year + 1).map((row) => [row.users_id, row.count]),
  );
  const existingOvertime = new Map(
    nextOvertimeRows.filter((row) => row.year === year + 1).map((row) => [row.users_id, row.hours]),
  );
  const balances = new Map(reports?.map((report) => [report.users_id, quarterHours(report.balance)]));
  return users
    .filter((user) => user.active)
    .map((user) => ({
      id: user.id,
      name: user.name,
      account: holidayAccount({ usersId: user.id, year, quotaRows, carryRows, absences }),
      existing: existing.get(user.id) ?? null,
      // Someone without a report (e.g. added after the year) has no balance to carry.
      balance: reports ? (balances.get(user.id) ?? 0) : null,
      existingOvertime: existingOvertime.get(user.id) ?? null,
    }));
}

/** How saving a row's carryover of one kind ended. */
export type RowOutcome =
  | { kind: 'saved'; value: number }
  /** Someone added a carryover meanwhile (409): nothing was changed, as for rows that had one. */
  | { kind: 'skipped' }
  /** The service or the network refused it; `field` when a 400 named the value. */
  | { kind: 'refused'; message: string; field: boolean };

/** The field that holds a carryover's value, in the body and in a 400's field list. */
const valueField = { holidays: 'count', overtime: 'hours' } as const;

/** How one add of either kind ended, as the batch reports it. */
export type AnyCarryOutcome = CarryAddOutcome<
  { body: { users_id: number } },
  HolidaysCarryRow | OvertimeCarryRow
>;

export function rowOutcome(kind: CarryKind, outcome: AnyCarryOutcome): RowOutcome {
  if (outcome.row) {
    return { kind: 'saved', value: 'count' in outcome.row ? outcome.row.count : outcome.row.hours };
  }
  if (isApiError(outcome.error, 409)) return { kind: 'skipped' };
  return {
    kind: 'refused',
    message: describeError(outcome.error),
    field: isApiError(outcome.error, 400) && outcome.error.fields.includes(valueField[kind]),
  };
}

/** Where a row's carryover of one kind stands: open, saved by this page, or skipped because one exists. */
export type RowState = 'open' | 'saved' | 'exists';

export function rowState(row: YearEndRow, kind: CarryKind, outcome: RowOutcome | undefined): RowState {
  if (outcome?.kind === 'saved') return 'saved';
  if (outcome?.kind === 'skipped' || existingOf(row, kind) !== null) return 'exists';
  return 'open';
}

/** The carryover of `kind` into the next year the row already had when the page loaded. */
export const existingOf = (row: YearEndRow, kind: CarryKind) =>
  kind === 'holidays' ? row.existing : row.existingOvertime;

/** The company's cap on carried holiday days: whole or half days, at most a year's worth. */
export const carryCap = halfSteps(0, 366);

/**
 * What the close carries of `left` holiday days under the company's cap (null: no cap): at most
 * `cap`, and the days it was cut from when it cut. A deficit is never cut: it is owed, not carried.
 */
export function capCarry(left: number, cap: number | null): { days: number; cutFrom: number | null } {
  return cap !== null && left > cap ? { days: cap, cutFrom: left } : { days: left, cutFrom: null };
}

/**
 * What the page proposes for a row before the manager types: the days left under the cap, the
 * balance (0 without one).
 */
export const proposedOf = (row: YearEndRow, kind: CarryKind, cap: number | null) =>
  kind === 'holidays' ? capCarry(row.account.left, cap).days : (row.balance ?? 0);

/**
 * The days the cap cut a row's holiday carryover from, when the value about to be saved is the cap
 * the row's days left were cut to; null when the cap did not cut or the manager typed another value.
 */
export function cutFromOf(row: YearEndRow, value: ProposalValue, cap: number | null): number | null {
  const { days, cutFrom } = capCarry(row.account.left, cap);
  return cutFrom !== null && numberOrNull(value) === days ? cutFrom : null;
}

/** What a proposal input holds: a number, or the text Mantine gives while it is not one (or empty). */
export type ProposalValue = number | string;

export type HolidaysCarryBody = z.output<typeof holidaysCarryAddSchema>;
export type OvertimeCarryBody = z.output<typeof overtimeCarryAddSchema>;

type Checked<Body> = { ok: true; body: Body } | { ok: false; message: string | null };

/**
 * A row's request body of one kind, checked with the contract's schema before anything is sent: the
 * body, or the message for the input (null for the contract's own step rule, which the page words).
 */
export function carryBody(
  kind: 'holidays',
  row: YearEndRow,
  year: number,
  value: ProposalValue,
  note: string,
): Checked<HolidaysCarryBody>;
export function carryBody(
  kind: 'overtime',
  row: YearEndRow,
  year: number,
  value: ProposalValue,
  note: string,
): Checked<OvertimeCarryBody>;
export function carryBody(
  kind: CarryKind,
  row: YearEndRow,
  year: number,
  value: ProposalValue,
  note: string,
): Checked<HolidaysCarryBody | OvertimeCarryBody> {
  const schema = kind === 'holidays' ? holidaysCarryAddSchema : overtimeCarryAddSchema;
  const parsed = schema.safeParse(
    { users_id: row.id, year: year + 1, [valueField[kind]]: numberOrNull(value), note },
    { error: translatedIssue },
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: !issue || issue.code === 'custom' ? null : issue.message };
}
