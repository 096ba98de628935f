import {
  type ExportColumn,
  type ExportFormat,
  type ExportValue,
  type ExportWords,
  formatOf,
  shownColumns,
} from './export-table.ts';

/** Excel reads a file as UTF-8 only when it starts with this mark; without it umlauts break. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** A cell starting with one of these is read as a formula by spreadsheets (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet would run as a formula gets an apostrophe in front, so it stays text. */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A cell as CSV text: numbers with a dot and no grouping, days as `YYYY-MM-DD`, moments as
 * `YYYY-MM-DD HH:MM`, booleans in words; only text can start a formula, so only text is neutralised
 * (a negative number stays a number).
 */
export function csvCell(value: ExportValue, format: ExportFormat | undefined, words: ExportWords): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return format === 'money' ? value.toFixed(2) : String(value);
  if (value instanceof Date) {
    if (format === 'dateTime') {
      return `${isoDay(value)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    }
    return isoDay(value);
  }
  return neutraliseFormula(value);
}

/**
 * The records as an RFC 4180 CSV text: comma separated, CRLF line ends, a header row, starting
 * with the UTF-8 byte order mark.
 */
export function toCsv<T>(
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
  words: ExportWords,
): string {
  const shown = shownColumns(columns);
  const lines = [
    shown.map((column) => quoteField(neutraliseFormula(column.header))).join(','),
    ...records.map((record) =>
      shown
        .map((column) => quoteField(csvCell(column.value(record), formatOf(column, record), words)))
        .join(','),
    ),
  ];
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
