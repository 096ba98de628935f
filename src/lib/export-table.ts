import { dateValue, offsetAt } from '../../contract/dates.ts';

/**
 * One cell of an export. A `Date` is a wall-clock value read in UTC: a calendar day is its UTC
 * midnight (`exportDay`), a moment is the user's local time shifted into UTC (`exportMoment`), so
 * that neither the browser's zone nor the spreadsheet's moves it.
 */
export type ExportValue = string | number | boolean | Date | null;

/**
 * How a number or date is shown: money with two decimals, hours, a whole number, a share (1 = 100 %),
 * a day or a day and time.
 */
export type ExportFormat = 'money' | 'hours' | 'integer' | 'percent' | 'date' | 'dateTime';

export type ExportColumn<T> = {
  /** The header in the user's language. */
  header: string;
  value: (record: T) => ExportValue;
  /** One format for the column, or one per record (a budget in money or in hours). */
  format?: ExportFormat | ((record: T) => ExportFormat | undefined);
  /** Left out, like a table column the rights hide. */
  hidden?: boolean;
  /** Spreadsheet column width in characters. */
  width?: number;
};

/** How far fetching the pages of a paged list has come. */
export type PageProgress = { fetched: number; total: number };

/**
 * What a list page exports: its columns and every record it shows, with its filters and order,
 * across all pages (`fetchAll` reports pages as it goes and stops when `signal` aborts).
 */
export type TableExport<T> = {
  /** The file name's first part, e.g. `projects` → `projects-2026-11-24.csv`. */
  name: string;
  /**
   * What the file holds, for its name after `name`: the period and the main filter
   * (`entries-2026-11-23-2026-11-29-harbour-app.csv`). Without it, the day of the export.
   */
  scope?: readonly (string | null | undefined)[];
  /** The worksheet's name, in the user's language. */
  title: string;
  columns: ExportColumn<T>[];
  fetchAll: (signal: AbortSignal, onProgress: (progress: PageProgress) => void) => Promise<readonly T[]>;
};

/** The words a cell needs that only the page knows: yes and no for booleans. */
export type ExportWords = { yes: string; no: string };

export type ExportKind = 'csv' | 'xlsx';

export function shownColumns<T>(columns: readonly ExportColumn<T>[]): ExportColumn<T>[] {
  return columns.filter((column) => !column.hidden);
}

export function formatOf<T>(column: ExportColumn<T>, record: T): ExportFormat | undefined {
  return typeof column.format === 'function' ? column.format(record) : column.format;
}

/** A `YYYY-MM-DD` day as an export date; null stays null. */
export function exportDay(day: string | null | undefined): Date | null {
  return day ? dateValue(day) : null;
}

/** An ISO instant as the wall-clock time it was in `timeZone`. */
export function exportMoment(instant: string | null | undefined, timeZone: string): Date | null {
  if (!instant) return null;
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : new Date(time + offsetAt(time, timeZone));
}

/**
 * `entries-2026-11-01-2026-11-30-harbour-app.xlsx`: the page, then what the file holds (else the
 * user's today), each part lower case with anything but letters and digits made a dash.
 */
export function exportFileName(
  name: string,
  scope: readonly (string | null | undefined)[] | undefined,
  today: string,
  kind: ExportKind,
): string {
  const parts = (scope ?? [today])
    .map((part) =>
      (part ?? '')
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '');
  return `${[name, ...(parts.length > 0 ? parts : [today])].join('-')}.${kind}`;
}

/** Hands a finished file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
