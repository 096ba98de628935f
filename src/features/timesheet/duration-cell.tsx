import { Anchor, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../lib/format.ts';
import type { RowKey, SheetCell } from './week-sheet.ts';

/** Moves the focus to the cell at `row`, `col` of the same sheet, if there is one. */
function focusCell(from: HTMLElement, row: number, col: number): boolean {
  const sheet = from.closest('[data-sheet]');
  const target = sheet?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
  target?.focus();
  return target !== null && target !== undefined;
}

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export type CellProps = {
  cell: SheetCell;
  booking: RowKey;
  row: number;
  col: number;
  /** "Acme · Design, Tuesday 10 March": what a screen reader says for the cell. */
  label: string;
  /** What a link to a cell's entries says. */
  openLabel: string;
  /** Why the cell is read-only, or null when it may be typed into. */
  lockReason: string | null;
  lockId?: string;
  onCommit: (text: string) => Promise<boolean>;
};

/**
 * One day of a row: its summed time, typed over to change it. Enter and Tab save, arrows move (left
 * and right once the caret is at the text's edge), Escape puts back what was there. A cell of
 * several entries or a running one opens them on the entries page instead.
 */
export function DurationCell(props: CellProps) {
  const { cell, booking, row, col, label, openLabel, lockReason, lockId, onCommit } = props;
  const { t } = useTranslation();
  const shown = cell.seconds === 0 ? '' : durationText(cell.seconds);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  if (cell.entries.length > 1 || cell.running) {
    return (
      <Anchor
        data-cell={`${row}:${col}`}
        size="sm"
        aria-label={openLabel}
        title={
          cell.running ? t('timesheet.runningCell') : t('timesheet.several', { count: cell.entries.length })
        }
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          focusCell(event.currentTarget, row + move[0], col + move[1]);
        }}
        renderRoot={(props) => (
          <Link
            {...props}
            to="/entries"
            search={{
              period: 'day',
              date: cell.day,
              customer: booking.customers_id,
              project: booking.projects_id ?? undefined,
              service: booking.services_id,
            }}
          />
        )}
      >
        {cell.running ? `${shown || '0:00'} …` : `${shown} (${cell.entries.length})`}
      </Anchor>
    );
  }

  const save = async () => {
    if (draft === null) return;
    const text = draft;
    setDraft(null);
    if (text.trim() === shown) return;
    setSaving(text);
    const saved = await onCommit(text);
    setSaving(null);
    setInvalid(!saved);
    if (!saved) setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key === 'Escape') {
      setDraft(null);
      setInvalid(false);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      // Leaving the cell saves it; the last row saves in place.
      if (!focusCell(input, row + 1, col)) void save();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    if ((event.key === 'ArrowLeft' && !atStart) || (event.key === 'ArrowRight' && !atEnd)) return;
    event.preventDefault();
    focusCell(input, row + move[0], col + move[1]);
  };

  return (
    <TextInput
      data-cell={`${row}:${col}`}
      size="sm"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={lockReason ? lockId : undefined}
      title={lockReason ?? (invalid ? t('timesheet.invalid') : undefined)}
      readOnly={lockReason !== null}
      error={invalid}
      value={draft ?? saving ?? shown}
      rightSection={lockReason ? <IconLock size={14} aria-hidden /> : undefined}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={onKeyDown}
    />
  );
}
