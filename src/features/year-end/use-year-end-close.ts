import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '../../../contract/dates.ts';
import { absenceQueries } from '../../api/absences.ts';
import { holidaysCarryQueries, useCreateHolidaysCarries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { overtimeCarryQueries, useCreateOvertimeCarries } from '../../api/overtime-carry.ts';
import { userReportQueries } from '../../api/user-reports.ts';
import { userQueries } from '../../api/users.ts';
import { confirmDestructive } from '../../components/confirm.tsx';
import { useIdempotencyKey } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import {
  type AnyCarryOutcome,
  type CarryKind,
  carryBody,
  carryKinds,
  cellKey,
  cutFromOf,
  type HolidaysCarryBody,
  type OvertimeCarryBody,
  type ProposalValue,
  proposedOf,
  type RowOutcome,
  type RowState,
  rowOutcome,
  rowState,
  type YearEndRow,
  yearEndRows,
} from './year-end-rows.ts';

/** A save of the ticked rows: the carryovers (by `cellKey`) it writes and how many have been answered. */
export type CarryBatch = { keys: readonly string[]; done: number };

/**
 * The year-end close of `year`: every co-worker's holiday account and work-time balance, what the
 * manager typed and ticked (the rows the search `needle` shows), and saving the ticked holiday and
 * overtime carryovers into the next year one by one, each keeping what the service answered. `cap`
 * is the most holiday days anyone carries (null: no cap); `today` is the caller's day, in their zone.
 */
export function useYearEndClose({
  year,
  needle,
  cap,
  today,
}: {
  year: number;
  needle: string;
  cap: number | null;
  today: string;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const next = year + 1;
  // Closing a year before its last day carries days that may still be taken or asked for.
  const daysRemaining = Math.max(0, daysBetween(today, `${year}-12-31`));
  const users = useQuery(userQueries.list());
  const absences = useQuery(absenceQueries.year(year));
  const quotas = useQuery(holidaysQuotaQueries.list());
  const carries = useQuery(holidaysCarryQueries.list(year));
  const nextCarries = useQuery(holidaysCarryQueries.list(next));
  const nextOvertime = useQuery(overtimeCarryQueries.list(next));
  // Not a source: without the reports (e.g. a service that lacks them) the close still works, proposing 0 h.
  const reports = useQuery(userReportQueries.list({ year }));
  const sources = [users, absences, quotas, carries, nextCarries, nextOvertime];
  const reportRows = reports.isError ? null : reports.data;

  const rows = useMemo(
    () =>
      users.data &&
      absences.data &&
      quotas.data &&
      carries.data &&
      nextCarries.data &&
      nextOvertime.data &&
      reportRows !== undefined
        ? yearEndRows({
            year,
            users: users.data,
            quotaRows: quotas.data,
            carryRows: carries.data,
            nextCarryRows: nextCarries.data,
            absences: absences.data,
            reports: reportRows,
            nextOvertimeRows: nextOvertime.data,
          })
        : [],
    [
      year,
      users.data,
      absences.data,
      quotas.data,
      carries.data,
      nextCarries.data,
      nextOvertime.data,
      reportRows,
    ],
  );

  // What the manager typed (absent: the proposal), who they left out, and how saving went, by `cellKey`.
  const [values, setValues] = useState<ReadonlyMap<string, ProposalValue>>(new Map());
  const [note, setNote] = useState('');
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [inputErrors, setInputErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [batch, setBatch] = useState<CarryBatch | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const saveHolidays = useCreateHolidaysCarries();
  const saveOvertime = useCreateOvertimeCarries();
  const idempotencyKey = useIdempotencyKey();

  const shown = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : rows;
  const stateOf = (row: YearEndRow, kind: CarryKind): RowState =>
    rowState(row, kind, outcomes.get(cellKey(kind, row.id)));
  const open = shown.filter((row) => carryKinds.some((kind) => stateOf(row, kind) === 'open'));
  const selected = open.filter((row) => !unselected.has(row.id));
  const proposalOf = (row: YearEndRow, kind: CarryKind): ProposalValue =>
    values.get(cellKey(kind, row.id)) ?? proposedOf(row, kind, cap);
  const cutFrom = (row: YearEndRow) => cutFromOf(row, proposalOf(row, 'holidays'), cap);

  /** Every carryover says it came from this close and where the cap cut it; a typed note follows. */
  function noteOf(cutDays: number | null): string {
    const origin =
      cutDays === null || cap === null
        ? t('yearEnd.closeNote', { year })
        : t('yearEnd.closeNoteCapped', {
            year,
            count: cap,
            cap: format.number(cap),
            from: format.number(cutDays),
          });
    const typed = note.trim();
    return typed ? t('yearEnd.noteWithText', { origin, text: typed }) : origin;
  }

  function setSelected(ids: readonly number[], on: boolean) {
    setUnselected((previous) => {
      const changed = new Set(previous);
      for (const id of ids) {
        if (on) changed.delete(id);
        else changed.add(id);
      }
      return changed;
    });
  }

  function changeValue(row: YearEndRow, kind: CarryKind, value: ProposalValue) {
    const key = cellKey(kind, row.id);
    setValues((previous) => new Map(previous).set(key, value));
    setInputErrors((previous) => {
      const changed = new Map(previous);
      changed.delete(key);
      return changed;
    });
  }

  const record = (kind: CarryKind) => (outcome: AnyCarryOutcome) => {
    const result = rowOutcome(kind, outcome);
    const key = cellKey(kind, outcome.add.body.users_id);
    setOutcomes((previous) => new Map(previous).set(key, result));
    if (result.kind === 'refused' && result.field) {
      setInputErrors((previous) => new Map(previous).set(key, result.message));
    }
    setBatch((previous) => previous && { ...previous, done: previous.done + 1 });
  };

  async function saveSelected() {
    const holidays: { body: HolidaysCarryBody; idempotencyKey: string }[] = [];
    const overtime: { body: OvertimeCarryBody; idempotencyKey: string }[] = [];
    const errors = new Map<string, string>();
    for (const row of selected) {
      if (stateOf(row, 'holidays') === 'open') {
        const checked = carryBody('holidays', row, year, proposalOf(row, 'holidays'), noteOf(cutFrom(row)));
        if (checked.ok) holidays.push({ body: checked.body, idempotencyKey: idempotencyKey(checked.body) });
        else errors.set(cellKey('holidays', row.id), checked.message ?? t('yearEnd.halfSteps'));
      }
      if (stateOf(row, 'overtime') === 'open') {
        const checked = carryBody('overtime', row, year, proposalOf(row, 'overtime'), noteOf(null));
        if (checked.ok) overtime.push({ body: checked.body, idempotencyKey: idempotencyKey(checked.body) });
        else errors.set(cellKey('overtime', row.id), checked.message ?? t('yearEnd.quarterHours'));
      }
    }
    setInputErrors(errors);
    setCheckFailed(errors.size > 0);
    if (errors.size > 0 || selected.length === 0) return;
    const confirmed = await confirmDestructive({
      title: t('yearEnd.confirmTitle', { count: selected.length, next }),
      message: t('yearEnd.confirmText', { next }),
      warning: daysRemaining > 0 ? t('yearEnd.notEnded', { year, count: daysRemaining }) : undefined,
      confirmLabel: t('yearEnd.save', { count: selected.length }),
      color: 'blue',
    });
    if (!confirmed) return;
    setBatch({
      keys: [
        ...holidays.map((add) => cellKey('holidays', add.body.users_id)),
        ...overtime.map((add) => cellKey('overtime', add.body.users_id)),
      ],
      done: 0,
    });
    // One kind after the other, so the service sees one write at a time as the batches promise.
    if (holidays.length > 0)
      await saveHolidays.mutateAsync({ adds: holidays, onOutcome: record('holidays') });
    if (overtime.length > 0)
      await saveOvertime.mutateAsync({ adds: overtime, onOutcome: record('overtime') });
  }

  return {
    users,
    sources,
    failed: sources.find((query) => query.isError),
    loading: sources.some((query) => query.isPending) || reports.isPending,
    balanceFailed: reports.isError,
    shown,
    open,
    selected,
    withPending: open.filter((row) => row.account.pending > 0),
    /** Whose typed values were refused, by name: on a list drawn a page at a time they may be out of sight. */
    withErrors: rows.filter((row) => carryKinds.some((kind) => inputErrors.has(cellKey(kind, row.id)))),
    stateOf,
    proposalOf,
    cap,
    cutFrom,
    daysRemaining,
    isSelected: (row: YearEndRow) => !unselected.has(row.id),
    inputErrors,
    outcomes,
    batch,
    checkFailed,
    note,
    setNote,
    busy: saveHolidays.isPending || saveOvertime.isPending,
    setSelected,
    changeValue,
    saveSelected,
  };
}

export type YearEndCloseState = ReturnType<typeof useYearEndClose>;
