import type { Cell, SheetData } from 'write-excel-file/browser';
import {
  type ExportColumn,
  type ExportFormat,
  type ExportValue,
  type ExportWords,
  formatOf,
  shownColumns,
} from './export-table.ts';

/** A day in the order the user's language writes it, e.g. `dd.mm.yyyy` in German. */
export type XlsxWords = ExportWords & { dateFormat: string };

// Excel stores number formats with `.` and `,` and shows them with the reader's own separators.
const numberFormats: Partial<Record<ExportFormat, string>> = {
  money: '#,##0.00',
  hours: '#,##0.00',
  integer: '0',
  percent: '0%',
};

/** A typed cell: numbers stay numbers and days stay dates, each with a format; booleans become words. */
function xlsxCell(value: ExportValue, format: ExportFormat | undefined, words: XlsxWords): Cell {
  if (value === null) return null;
  if (typeof value === 'boolean') return { value: value ? words.yes : words.no, type: String };
  if (typeof value === 'number') {
    const numberFormat = format && numberFormats[format];
    return numberFormat ? { value, type: Number, format: numberFormat } : { value, type: Number };
  }
  if (value instanceof Date) {
    return {
      value,
      type: Date,
      format: format === 'dateTime' ? `${words.dateFormat} hh:mm` : words.dateFormat,
    };
  }
  return { value, type: String };
}

/** The header row (bold) and one row per record. */
export function toSheetData<T>(
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
  words: XlsxWords,
): SheetData {
  const shown = shownColumns(columns);
  return [
    shown.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' as const })),
    ...records.map((record) =>
      shown.map((column) => xlsxCell(column.value(record), formatOf(column, record), words)),
    ),
  ];
}

/**
 * The records as an XLSX workbook with one sheet. The writer is loaded here, on the first
 * spreadsheet export, so no page carries it.
 */
export async function toXlsx<T>(
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
  words: XlsxWords,
  sheetName: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(toSheetData(columns, records, words), {
    // Excel refuses sheet names over 31 characters or with any of these.
    sheet: sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    stickyRowsCount: 1,
    columns: shownColumns(columns).map((column) => ({ width: column.width ?? 18 })),
  }).toBlob();
}
