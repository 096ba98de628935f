import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absenceQueries } from '../../api/absences.ts';
import { type CarryAdd, holidaysCarryQueries, useCreateHolidaysCarries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { userQueries } from '../../api/users.ts';
import { confirmDestructive } from '../../components/confirm.tsx';
import { useIdempotencyKey } from '../../lib/form.ts';
import {
  carryBody,
  type ProposalValue,
  type RowOutcome,
  type RowState,
  rowOutcome,
  rowState,
  type YearEndRow,
  yearEndRows,
} from './year-end-rows.ts';

/** A save of the ticked rows: whose carry-overs it writes and how many have been answered. */
export type CarryBatch = { ids: readonly number[]; done: number };

/**
 * The year-end close of `year`: every co-worker's holiday account, what the manager typed and ticked
 * (the rows the search `needle` shows), and saving the ticked carry-overs into the next year one by
 * one, each row keeping what the service answered.
 */
export function useYearEndClose(year: number, needle: string) {
  const { t } = useTranslation();
  const next = year + 1;
  const users = useQuery(userQueries.list());
  const absences = useQuery(absenceQueries.year(year));
  const quotas = useQuery(holidaysQuotaQueries.list());
  const carries = useQuery(holidaysCarryQueries.list(year));
  const nextCarries = useQuery(holidaysCarryQueries.list(next));
  const sources = [users, absences, quotas, carries, nextCarries];

  const rows = useMemo(
    () =>
      users.data && absences.data && quotas.data && carries.data && nextCarries.data
        ? yearEndRows({
            year,
            users: users.data,
            quotaRows: quotas.data,
            carryRows: carries.data,
            nextCarryRows: nextCarries.data,
            absences: absences.data,
          })
        : [],
    [year, users.data, absences.data, quotas.data, carries.data, nextCarries.data],
  );

  // What the manager typed (absent: the proposal), who they left out, and how saving went.
  const [values, setValues] = useState<ReadonlyMap<number, ProposalValue>>(new Map());
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [inputErrors, setInputErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [batch, setBatch] = useState<CarryBatch | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const save = useCreateHolidaysCarries();
  const idempotencyKey = useIdempotencyKey();

  const shown = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : rows;
  const stateOf = (row: YearEndRow): RowState => rowState(row, outcomes.get(row.id));
  const open = shown.filter((row) => stateOf(row) === 'open');
  const selected = open.filter((row) => !unselected.has(row.id));
  const proposalOf = (row: YearEndRow): ProposalValue => values.get(row.id) ?? row.account.left;

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

  function changeValue(row: YearEndRow, value: ProposalValue) {
    setValues((previous) => new Map(previous).set(row.id, value));
    setInputErrors((previous) => {
      const changed = new Map(previous);
      changed.delete(row.id);
      return changed;
    });
  }

  async function saveSelected() {
    const adds: CarryAdd[] = [];
    const errors = new Map<number, string>();
    for (const row of selected) {
      const checked = carryBody(row, year, proposalOf(row));
      if (checked.ok) adds.push({ body: checked.body, idempotencyKey: idempotencyKey(checked.body) });
      else errors.set(row.id, checked.message ?? t('yearEnd.halfSteps'));
    }
    setInputErrors(errors);
    setCheckFailed(errors.size > 0);
    if (errors.size > 0 || adds.length === 0) return;
    const confirmed = await confirmDestructive({
      title: t('yearEnd.confirmTitle', { count: adds.length, next }),
      message: t('yearEnd.confirmText', { next }),
      confirmLabel: t('yearEnd.save', { count: adds.length }),
      color: 'blue',
    });
    if (!confirmed) return;
    setBatch({ ids: adds.map((add) => add.body.users_id), done: 0 });
    save.mutate({
      adds,
      onOutcome: (outcome) => {
        const result = rowOutcome(outcome);
        const id = outcome.add.body.users_id;
        setOutcomes((previous) => new Map(previous).set(id, result));
        if (result.kind === 'refused' && result.field) {
          setInputErrors((previous) => new Map(previous).set(id, result.message));
        }
        setBatch((previous) => previous && { ...previous, done: previous.done + 1 });
      },
    });
  }

  return {
    users,
    sources,
    failed: sources.find((query) => query.isError),
    loading: sources.some((query) => query.isPending),
    shown,
    open,
    selected,
    withPending: open.filter((row) => row.account.pending > 0),
    stateOf,
    proposalOf,
    isSelected: (row: YearEndRow) => !unselected.has(row.id),
    inputErrors,
    outcomes,
    batch,
    checkFailed,
    busy: save.isPending,
    setSelected,
    changeValue,
    saveSelected,
  };
}

export type YearEndCloseState = ReturnType<typeof useYearEndClose>;
