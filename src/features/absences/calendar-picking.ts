import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Absence } from '../../../contract/absences.ts';
import type { AbsenceCommands } from './absence-commands.ts';

/** The first day picked for a new absence, and on which calendar row. */
export type DaySelection = { rowKey: string; date: string };

/**
 * What a calendar has open: one bar's details, or the first day of a new absence. Opening one
 * closes the other; a second day click completes the range, and Escape drops a half-made one.
 * With `acrossRows` (one person's year, a row per month) any two days make a range; otherwise the
 * second click must be on the same row, as rows are people.
 */
export function useCalendarPicking({
  acrossRows,
  onRange,
  commands,
}: {
  acrossRows: boolean;
  onRange: (rowKey: string, since: string, until: string) => void;
  commands: AbsenceCommands;
}) {
  const [openBarId, setOpenBarId] = useState<number | null>(null);
  const [selection, setSelection] = useState<DaySelection | null>(null);

  // Stable callbacks, so the memoised calendar rows do not all re-render on every click.
  const onBarClick = useCallback((absence: Absence) => {
    setSelection(null);
    setOpenBarId((current) => (current === absence.id ? null : absence.id));
  }, []);
  const onBarDismiss = useCallback(() => setOpenBarId(null), []);
  const onDayClick = useCallback(
    (rowKey: string, date: string) => {
      setOpenBarId(null);
      setSelection((current) => {
        if (!current || (!acrossRows && current.rowKey !== rowKey)) return { rowKey, date };
        const [since, until] = current.date <= date ? [current.date, date] : [date, current.date];
        onRange(rowKey, since, until);
        return null;
      });
    },
    [acrossRows, onRange],
  );
  const clearSelection = useCallback(() => setSelection(null), []);
  // The form opens in a dialog: the bar's details close first rather than float above it.
  const detailCommands = useMemo<AbsenceCommands>(
    () => ({
      ...commands,
      edit: (absence) => {
        setOpenBarId(null);
        commands.edit(absence);
      },
    }),
    [commands],
  );

  useEffect(() => {
    if (!selection) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelection(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selection]);

  return { openBarId, selection, onBarClick, onBarDismiss, onDayClick, clearSelection, detailCommands };
}
