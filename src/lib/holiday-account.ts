import type { Absence } from '../../contract/absences.ts';
import type { HolidaysCarryRow, HolidaysQuotaRow } from '../../contract/holidays.ts';

/** Holidays (type 1) are the only absences the holiday account counts. */
export const HOLIDAY = 1;

export type HolidayAccount = {
  /** The quota row covering the year; null when no row does. */
  quota: number | null;
  carryover: number;
  /** Days of approved holidays (status 1). */
  approved: number;
  /** Days of requested holidays still waiting for a decision (status 0). */
  pending: number;
  /** quota + carryover − approved − pending: what is left once every pending request is approved. */
  left: number;
};

/** The quota of the row whose year range covers `year` (quota periods of a user do not overlap). */
export function quotaForYear(
  rows: readonly HolidaysQuotaRow[],
  usersId: number,
  year: number,
): number | null {
  const row = rows.find(
    (candidate) =>
      candidate.users_id === usersId &&
      candidate.year_since <= year &&
      (candidate.year_until === null || year <= candidate.year_until),
  );
  return row ? row.count : null;
}

/** The sum of count_days of one user's holidays with a status, in one year. */
export function holidayDays(
  absences: readonly Absence[],
  usersId: number,
  year: number,
  status: 0 | 1,
): number {
  const prefix = `${year}-`;
  let days = 0;
  for (const absence of absences) {
    if (
      absence.users_id === usersId &&
      absence.type === HOLIDAY &&
      absence.status === status &&
      absence.date_since.startsWith(prefix)
    ) {
      days += absence.count_days ?? 0;
    }
  }
  return days;
}

export function holidayAccount({
  usersId,
  year,
  quotaRows,
  carryRows,
  absences,
}: {
  usersId: number;
  year: number;
  quotaRows: readonly HolidaysQuotaRow[];
  carryRows: readonly HolidaysCarryRow[];
  /** The year's absences; other users' and other years' rows are ignored. */
  absences: readonly Absence[];
}): HolidayAccount {
  const quota = quotaForYear(quotaRows, usersId, year);
  const carryover = carryRows.find((row) => row.users_id === usersId && row.year === year)?.count ?? 0;
  const approved = holidayDays(absences, usersId, year, 1);
  const pending = holidayDays(absences, usersId, year, 0);
  return { quota, carryover, approved, pending, left: (quota ?? 0) + carryover - approved - pending };
}
