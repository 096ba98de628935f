import type { Absence } from '../../../contract/absences.ts';
import {
  type HolidaysCarryRow,
  type HolidaysQuotaRow,
  holidaysCarryAddSchema,
} from '../../../contract/holidays.ts';
import type { User } from '../../../contract/users.ts';
import type { CarryAdd, HolidaysCarryAddOutcome } from '../../api/holidays-carry.ts';
import { numberOrNull, translatedIssue } from '../../lib/form.ts';
import { type HolidayAccount, holidayAccount } from '../../lib/holiday-account.ts';
import { describeError, isApiError } from '../../lib/http.ts';

/** One co-worker in the year-end close of `year`. */
export type YearEndRow = {
  id: number;
  name: string;
  /** Their holiday account of the closed year; `left` is the proposed carryover. */
  account: HolidayAccount;
  /** The carryover into the next year they already have; null when none exists yet. */
  existing: number | null;
};

/** Every active co-worker with their account of `year` and any carryover into `year + 1`. */
export function yearEndRows({
  year,
  users,
  quotaRows,
  carryRows,
  nextCarryRows,
  absences,
}: {
  year: number;
  users: readonly User[];
  quotaRows: readonly HolidaysQuotaRow[];
  /** Carryovers into `year`. */
  carryRows: readonly HolidaysCarryRow[];
  /** Carryovers into `year + 1`. */
  nextCarryRows: readonly HolidaysCarryRow[];
  absences: readonly Absence[];
}): YearEndRow[] {
  const existing = new Map(
    nextCarryRows.filter((row) => row.year === year + 1).map((row) => [row.users_id, row.count]),
  );
  return users
    .filter((user) => user.active)
    .map((user) => ({
      id: user.id,
      name: user.name,
      account: holidayAccount({ usersId: user.id, year, quotaRows, carryRows, absences }),
      existing: existing.get(user.id) ?? null,
    }));
}

/** How saving a row's carryover ended. */
export type RowOutcome =
  | { kind: 'saved'; count: number }
  /** Someone added a carryover meanwhile (409): nothing was changed, as for rows that had one. */
  | { kind: 'skipped' }
  /** The service or the network refused it; `field` when a 400 named the count. */
  | { kind: 'refused'; message: string; field: boolean };

export function rowOutcome(outcome: HolidaysCarryAddOutcome): RowOutcome {
  if (outcome.row) return { kind: 'saved', count: outcome.row.count };
  if (isApiError(outcome.error, 409)) return { kind: 'skipped' };
  return {
    kind: 'refused',
    message: describeError(outcome.error),
    field: isApiError(outcome.error, 400) && outcome.error.fields.includes('count'),
  };
}

/** Where a row stands: open to close, saved by this page, or skipped because a carryover exists. */
export type RowState = 'open' | 'saved' | 'exists';

export function rowState(row: YearEndRow, outcome: RowOutcome | undefined): RowState {
  if (outcome?.kind === 'saved') return 'saved';
  if (outcome?.kind === 'skipped' || row.existing !== null) return 'exists';
  return 'open';
}

/** What a proposal input holds: a number, or the text Mantine gives while it is not one (or empty). */
export type ProposalValue = number | string;

/**
 * A row's request body, checked with the contract's carryover schema before anything is sent: the
 * add, or the message for the input (null for the contract's own half-day rule, which the page words).
 */
export function carryBody(
  row: YearEndRow,
  year: number,
  value: ProposalValue,
): { ok: true; body: CarryAdd['body'] } | { ok: false; message: string | null } {
  const parsed = holidaysCarryAddSchema.safeParse(
    { users_id: row.id, year: year + 1, count: numberOrNull(value) },
    { error: translatedIssue },
  );
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: !issue || issue.code === 'custom' ? null : issue.message };
}
