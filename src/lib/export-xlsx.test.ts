import { describe, expect, it } from 'vitest';
import { exportDay } from './export-table.ts';
import { toSheetData } from './export-xlsx.ts';

describe('toSheetData', () => {
  it('keeps numbers and dates typed, with formats, and turns booleans into words', () => {
    type Row = { name: string; budget: number; hours: boolean; deadline: string };
    const data = toSheetData<Row>(
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'Budget', value: (row) => row.budget, format: (row) => (row.hours ? 'hours' : 'money') },
        { header: 'Deadline', value: (row) => exportDay(row.deadline), format: 'date' },
        { header: 'Hours', value: (row) => row.hours },
        { header: 'Secret', value: () => 'x', hidden: true },
      ],
      [{ name: '=1+1', budget: 1500.5, hours: false, deadline: '2026-11-24' }],
      { yes: 'Ja', no: 'Nein', dateFormat: 'dd.mm.yyyy' },
    );
    expect(data).toEqual([
      [
        { value: 'Name', type: String, fontWeight: 'bold' },
        { value: 'Budget', type: String, fontWeight: 'bold' },
        { value: 'Deadline', type: String, fontWeight: 'bold' },
        { value: 'Hours', type: String, fontWeight: 'bold' },
      ],
      [
        // A string cell is never a formula in a workbook, so it needs no apostrophe.
        { value: '=1+1', type: String },
        { value: 1500.5, type: Number, format: '#,##0.00' },
        { value: new Date(Date.UTC(2026, 10, 24)), type: Date, format: 'dd.mm.yyyy' },
        { value: 'Nein', type: String },
      ],
    ]);
  });
});
