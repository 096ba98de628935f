import { addDays, dayIn, eachDay } from '../../../contract/dates.ts';
import type { Entry } from '../../../contract/entries.ts';

/** What a row of the timesheet books: a customer, maybe a project, and a service. */
export type RowKey = { customers_id: number; projects_id: number | null; services_id: number };

/** A row someone added from the picker before it has any entry, with its names as one line. */
export type AddedRow = RowKey & { label: string; billable: 0 | 1 };

/** One day of a row: the summed booked time of its time entries. */
export type SheetCell = {
  day: string;
  /** Seconds booked; a running entry counts what it has booked so far (nothing until it stops). */
  seconds: number;
  entries: Entry[];
  running: boolean;
};

export type SheetRow = AddedRow & { key: string; cells: SheetCell[]; total: number };

export type Sheet = {
  days: string[];
  rows: SheetRow[];
  /** Seconds per day, in the order of `days`. */
  dayTotals: number[];
  total: number;
  billableTotal: number;
};

export const rowKeyOf = (row: RowKey) => `${row.customers_id}|${row.projects_id ?? ''}|${row.services_id}`;

/** Customer · project · service, as the timer names a combination. */
function labelOf(entry: Entry): string {
  return [entry.customers_name, entry.projects_name, entry.services_name].filter(Boolean).join(' · ');
}

/**
 * The week as a grid: one row per customer/project/service the week's time entries book (in name
 * order), then the added rows not booked yet; a cell per day of the week (`days`, the user's week)
 * holding the entries that start on it in the user's zone. Lump sums are no time and stay out.
 */
export function weekSheet(
  entries: readonly Entry[],
  firstDay: string,
  zone: string,
  added: readonly AddedRow[],
): Sheet {
  const days = eachDay(firstDay, addDays(firstDay, 6));
  const rows = new Map<string, SheetRow>();
  const newRow = (row: AddedRow): SheetRow => ({
    ...row,
    key: rowKeyOf(row),
    cells: days.map((day) => ({ day, seconds: 0, entries: [], running: false })),
    total: 0,
  });
  const booked = entries.filter((entry) => entry.type === 1 && entry.services_id !== undefined);
  for (const entry of booked) {
    const key = rowKeyOf({ ...entry, services_id: entry.services_id ?? 0 });
    let row = rows.get(key);
    if (!row) {
      const base = {
        customers_id: entry.customers_id,
        projects_id: entry.projects_id,
        services_id: entry.services_id ?? 0,
      };
      row = newRow({ ...base, label: labelOf(entry), billable: 0 });
      rows.set(key, row);
    }
    const cell = row.cells.find((candidate) => candidate.day === dayIn(Date.parse(entry.time_since), zone));
    if (!cell) continue;
    cell.entries.push(entry);
    cell.seconds += entry.duration ?? 0;
    cell.running ||= entry.time_until === null;
    row.total += entry.duration ?? 0;
    // A row is billable when what it books is; billed entries were billable too.
    if (entry.billable !== 0) row.billable = 1;
  }
  const sorted = [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
  for (const row of added) if (!rows.has(rowKeyOf(row))) sorted.push(newRow(row));
  const dayTotals = days.map((_, index) =>
    sorted.reduce((sum, row) => sum + (row.cells[index]?.seconds ?? 0), 0),
  );
  return {
    days,
    rows: sorted,
    dayTotals,
    total: dayTotals.reduce((sum, seconds) => sum + seconds, 0),
    billableTotal: sorted.reduce((sum, row) => sum + (row.billable ? row.total : 0), 0),
  };
}
