import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import type { z } from 'zod';
import type { Caller } from '../../contract/rights.ts';
import type { ExportColumn } from '../lib/export-table.ts';
import type { Formatter } from '../lib/format.ts';

/**
 * One field of a record as a list shows it, said once for the grid and the export: its title, the
 * grid's cell and the file's value. A page's grid and its export are both derived from one list of
 * these, so a field cannot be added to one and silently missed in the other.
 */
export type RecordColumn<T> = {
  /** The record's field, or the fields one column shows together (a budget and its kind). */
  field: string | readonly string[];
  title: string;
  /** Left out of both, as the rights hide a field. */
  hidden?: boolean;
  /** The grid's cell; without it the field is in the file only (the grid shows it in another column). */
  grid?: Omit<DataTableColumn<T>, 'title' | 'hidden'>;
  /** The file's value; without it the field is in the grid only. */
  file?: Omit<ExportColumn<T>, 'header' | 'hidden'>;
};

/**
 * What a page needs to build its columns: the words and the formats of the signed-in user, and what
 * the rights let them see. Plain values, so a test can build the same columns outside a page.
 */
export type ColumnContext = { t: TFunction; format: Formatter; caller: Caller };

/**
 * A resource's columns, and the fields of its record that it deliberately leaves out of the grid or the
 * file, each with the reason: `tests/record-columns.test.ts` fails when a field of the record is in
 * neither.
 */
export type RecordColumns<T, Extra extends object = object> = {
  record: z.ZodObject;
  /** `Extra` is what else only the page knows, such as the zone its times are shown in. */
  columns: (context: ColumnContext & Extra) => RecordColumn<T>[];
  notInGrid?: Record<string, string>;
  /** The fields left out of the file, or why the list has no file at all. */
  notInFile?: Record<string, string> | string;
};

export function gridColumns<T>(columns: readonly RecordColumn<T>[]): DataTableColumn<T>[] {
  return columns.flatMap((column) =>
    column.grid ? [{ ...column.grid, title: column.title, hidden: column.hidden } as DataTableColumn<T>] : [],
  );
}

export function fileColumns<T>(columns: readonly RecordColumn<T>[]): ExportColumn<T>[] {
  return columns.flatMap((column) =>
    column.file ? [{ ...column.file, header: column.title, hidden: column.hidden }] : [],
  );
}
