import type { Absence } from './absences.ts';
import type { WorkTimeDay } from './change-requests.ts';
import { addDays } from './dates.ts';
import type { HolidaysCarryRow, HolidaysQuotaRow } from './holidays.ts';
import type { NonbusinessDay, UserNonbusinessGroup } from './nonbusiness-groups.ts';
import type { OvertimeCarryRow } from './overtime-carry.ts';
import type { UserSurchargeModel } from './surcharge-model-periods.ts';
import type { SurchargeModel } from './surcharges.ts';
import type { TargetHoursRow } from './target-hours.ts';
import type { ReportType } from './user-reports.ts';
import type { User } from './users.ts';
import type { AccountAbsence, AccountInput } from './work-time-facts.ts';

/**
 * The work-time account's inputs as the interface's own records answer them, for a client whose
 * service has no `/api/userreports` (docs/interface.md#work-time-account): the one mapping from wire
 * records to `AccountInput`. The reference service reads its tables instead
 * (server/domain/user-reports.ts).
 */

/**
 * The records one person's account of a year is computed from. Lists may hold other users' and
 * other years' records; `accountInputOf` keeps the person's and the year's.
 */
export type AccountRecords = {
  user: Pick<User, 'id' | 'name' | 'timezone' | 'weekstart_monday' | 'nonbusinessgroups_id'>;
  workTimeDays: readonly WorkTimeDay[];
  targetRows: readonly TargetHoursRow[];
  absences: readonly Absence[];
  groupPeriods: readonly UserNonbusinessGroup[];
  /** Each group's nonbusiness days around the year (`accountDaysRange`). */
  nonbusinessDays: readonly { groupId: number; days: readonly NonbusinessDay[] }[];
  surchargePeriods: readonly UserSurchargeModel[];
  surchargeModels: readonly SurchargeModel[];
  holidaysQuota: readonly HolidaysQuotaRow[];
  holidaysCarry: readonly HolidaysCarryRow[];
  overtimeCarry: readonly OvertimeCarryRow[];
};

/**
 * The days whose nonbusiness days and periods the account reads: surcharge windows reach a day into
 * the neighbouring years, so two days beyond the year, as the service reads them.
 */
export function accountDaysRange(year: number): { since: string; until: string } {
  return { since: addDays(`${year}-01-01`, -2), until: addDays(`${year}-12-31`, 2) };
}

const touches = (period: { date_since: string; date_until: string | null }, since: string, until: string) =>
  period.date_since <= until && (period.date_until === null || period.date_until >= since);

/** The absences the account counts: pending and approved ones starting in the year, with their type known. */
function accountAbsences(absences: readonly Absence[], usersId: number, year: number): AccountAbsence[] {
  return absences.flatMap((absence) =>
    absence.users_id === usersId &&
    (absence.status === 0 || absence.status === 1) &&
    absence.date_since.startsWith(`${year}-`) &&
    absence.type !== undefined
      ? [
          {
            date_since: absence.date_since,
            date_until: absence.date_until,
            status: absence.status,
            type: absence.type,
            count_days: absence.count_days ?? null,
            count_hours: absence.count_hours ?? null,
          },
        ]
      : [],
  );
}

/** One person's `AccountInput` for a year from the interface's records. */
export function accountInputOf(
  records: AccountRecords,
  options: { year: number; until: string | undefined; now: number; type: ReportType },
): AccountInput {
  const { user } = records;
  const { year } = options;
  const own = <Row extends { users_id: number }>(rows: readonly Row[]) =>
    rows.filter((row) => row.users_id === user.id);
  const wide = accountDaysRange(year);
  const quota = own(records.holidaysQuota).find(
    (row) => row.year_since <= year && (row.year_until === null || row.year_until >= year),
  );
  return {
    user: {
      id: user.id,
      name: user.name,
      timezone: user.timezone,
      weekStartsMonday: user.weekstart_monday,
      defaultGroupId: user.nonbusinessgroups_id ?? null,
    },
    year,
    until: options.until,
    now: options.now,
    type: options.type,
    intervals: own(records.workTimeDays)
      .filter((day) => day.date.startsWith(`${year}-`))
      .flatMap((day) =>
        day.intervals.map((interval) => ({
          date: day.date,
          since: Date.parse(interval.time_since),
          until: interval.time_until === null ? null : Date.parse(interval.time_until),
        })),
      ),
    targetRows: own(records.targetRows).filter((row) => touches(row, `${year}-01-01`, `${year}-12-31`)),
    surchargePeriods: own(records.surchargePeriods).filter((period) =>
      touches(period, wide.since, wide.until),
    ),
    surchargeModels: records.surchargeModels,
    groupPeriods: own(records.groupPeriods).filter((period) => touches(period, wide.since, wide.until)),
    nonbusinessDays: records.nonbusinessDays.flatMap(({ groupId, days }) =>
      days.map((day) => ({ nonbusiness_groups_id: groupId, date: day.date, special: day.special })),
    ),
    absences: accountAbsences(records.absences, user.id, year),
    overtimeCarry: own(records.overtimeCarry).find((row) => row.year === year)?.hours ?? 0,
    holidaysQuota: quota?.count ?? 0,
    holidaysCarry: own(records.holidaysCarry).find((row) => row.year === year)?.count ?? 0,
  };
}
