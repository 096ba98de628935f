import { addDays } from '../../../contract/dates.ts';

/** A dated row of a person: target hours or a holiday-group period; `date_until` null = open end. */
type DatedRow = { id: number; date_since: string; date_until: string | null };

export type DateRange = { date_since: string; date_until: string | null };

/** Later than any day a row can have, for comparing open ends. */
const OPEN_END = '9999-12-31';

/** Whether two ranges share at least one day. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.date_since <= (b.date_until ?? OPEN_END) && b.date_since <= (a.date_until ?? OPEN_END);
}

/**
 * The first of a person's rows that shares a day with `range`, leaving out the row being edited
 * (`editedId`); undefined when the range fits.
 */
export function overlappingRow<Row extends DatedRow>(
  rows: readonly Row[],
  range: DateRange,
  editedId?: number,
): Row | undefined {
  return rows.find((row) => row.id !== editedId && rangesOverlap(row, range));
}

/**
 * What adding a target-hours row starting on `since` does to the open row, as the service does it
 * (docs/interface.md#target-hours): the open row that started before `since` ends the day before.
 * null when no open row started before.
 */
export function openRowEndedBy<Row extends DatedRow>(
  rows: readonly Row[],
  since: string,
): { row: Row; endsOn: string } | null {
  const open = rows.find((row) => row.date_until === null && row.date_since < since);
  return open ? { row: open, endsOn: addDays(since, -1) } : null;
}

/**
 * The row a new target-hours row would still collide with once the open row is ended (the
 * service refuses that with 409), or undefined when it fits.
 */
export function targetHoursConflict<Row extends DatedRow>(
  rows: readonly Row[],
  range: DateRange,
  editedId?: number,
): Row | undefined {
  if (editedId !== undefined) return overlappingRow(rows, range, editedId);
  const ended = openRowEndedBy(rows, range.date_since);
  const after = rows.map((row) =>
    ended && row.id === ended.row.id ? { ...row, date_until: ended.endsOn } : row,
  );
  const conflict = overlappingRow(after, range);
  return conflict && rows.find((row) => row.id === conflict.id);
}
