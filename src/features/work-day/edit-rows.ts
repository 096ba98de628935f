import type { Interval } from '../../../contract/work-time-intervals.ts';

/**
 * One interval being edited. An edge is null while its typed time is empty or unfinished; `text`
 * then keeps what was typed, so the field is not wiped under the typing hand.
 */
export type EditRow = {
  key: number;
  since: number | null;
  until: number | null;
  text: Partial<Record<Edge, string>>;
};
export type Edge = 'since' | 'until';

/** Why a row cannot be saved, per field: `overlap` names the earlier row it runs into (1-based). */
export type RowProblem = {
  since?: { kind: 'required' } | { kind: 'overlap'; row: number };
  until?: { kind: 'required' } | { kind: 'reversed' };
};

export const MINUTE = 60_000;
/** Dragging snaps to this; the arrow keys move by it (Shift: by one minute). */
export const STEP = 5 * MINUTE;

let nextKey = 1;

export function newRow(since: number | null, until: number | null): EditRow {
  return { key: nextKey++, since, until, text: {} };
}

export function rowsOf(intervals: readonly Interval[]): EditRow[] {
  return intervals.map((interval) => newRow(interval.since, interval.until));
}

/**
 * What keeps each row from being saved. A row that starts before an earlier-starting row ends
 * overlaps it; touching is allowed (the service joins such intervals into one).
 */
export function problemsOf(rows: readonly EditRow[]): Map<number, RowProblem> {
  const problems = new Map<number, RowProblem>();
  const problem = (key: number) => problems.get(key) ?? problems.set(key, {}).get(key) ?? {};
  rows.forEach((row) => {
    if (row.since === null) problem(row.key).since = { kind: 'required' };
    if (row.until === null) problem(row.key).until = { kind: 'required' };
    else if (row.since !== null && row.until <= row.since) problem(row.key).until = { kind: 'reversed' };
  });
  rows.forEach((row, index) => {
    if (row.since === null || problems.get(row.key)?.until) return;
    const since = row.since;
    const earlier = rows.findIndex(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.since !== null &&
        other.until !== null &&
        other.until > other.since &&
        (other.since < since || (other.since === since && otherIndex < index)) &&
        other.until > since,
    );
    if (earlier >= 0) problem(row.key).since = { kind: 'overlap', row: earlier + 1 };
  });
  return problems;
}

/** The rows as intervals, or null while any cannot be saved. */
export function intervalsOf(rows: readonly EditRow[]): Interval[] | null {
  if (problemsOf(rows).size > 0) return null;
  return rows.map((row) => ({ since: row.since ?? 0, until: row.until ?? 0 }));
}

/** The rows that can be drawn: both edges known and in order, sorted by start. */
export function drawnRows(rows: readonly EditRow[]): (EditRow & Interval)[] {
  return rows
    .filter(
      (row): row is EditRow & Interval => row.since !== null && row.until !== null && row.since < row.until,
    )
    .sort((a, b) => a.since - b.since);
}

/**
 * Where an edge (or, for `both`, the whole interval by `delta`) may go: within the day, at least a
 * minute long, and not into the drawn neighbours, so dragging never makes an overlap.
 */
export function moved(
  rows: readonly EditRow[],
  key: number,
  edge: Edge | 'both',
  target: number,
  day: { start: number; end: number },
): EditRow[] {
  const drawn = drawnRows(rows);
  const index = drawn.findIndex((row) => row.key === key);
  const row = drawn[index];
  if (!row) return [...rows];
  const floor = drawn[index - 1]?.until ?? day.start;
  const ceiling = drawn[index + 1]?.since ?? day.end;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  let next: Interval;
  if (edge === 'since') next = { since: clamp(target, floor, row.until - MINUTE), until: row.until };
  else if (edge === 'until') next = { since: row.since, until: clamp(target, row.since + MINUTE, ceiling) };
  else {
    const length = row.until - row.since;
    const since = clamp(target, floor, ceiling - length);
    next = { since, until: since + length };
  }
  return rows.map((candidate) => (candidate.key === key ? { ...candidate, ...next } : candidate));
}

/** A typed time: its instant when it is one, else what was typed. */
export function typedInto(
  rows: readonly EditRow[],
  key: number,
  edge: Edge,
  value: string,
  instant: number | null,
): EditRow[] {
  return rows.map((row) =>
    row.key === key
      ? { ...row, [edge]: instant, text: { ...row.text, [edge]: instant === null ? value : undefined } }
      : row,
  );
}
