import { describe, expect, it } from 'vitest';
import { BYTE_ORDER_MARK, csvCell, toCsv } from './export-csv.ts';
import { type ExportColumn, exportDay, exportMoment } from './export-table.ts';

const words = { yes: 'Yes', no: 'No' };

type Row = { name: string; budget: number | null; deadline: string | null; done: boolean };

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Budget', value: (row) => row.budget, format: 'money' },
  { header: 'Deadline', value: (row) => exportDay(row.deadline), format: 'date' },
  { header: 'Done', value: (row) => row.done },
];

const lines = (csv: string) => csv.slice(BYTE_ORDER_MARK.length).split('\r\n');

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark, ends lines with CRLF and keeps umlauts', () => {
    const csv = toCsv(
      columns,
      [{ name: 'Bäckerei Müller', budget: 1200, deadline: null, done: false }],
      words,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual(['Name,Budget,Deadline,Done', 'Bäckerei Müller,1200.00,,No', '']);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with commas, quotes and line breaks as RFC 4180 says', () => {
    const csv = toCsv(
      columns,
      [
        { name: 'Smith, Jones & Co', budget: null, deadline: null, done: true },
        { name: 'The "big" one', budget: null, deadline: null, done: true },
        { name: 'two\nlines', budget: null, deadline: null, done: true },
      ],
      words,
    );
    expect(csv).toContain('\r\n"Smith, Jones & Co",,,Yes\r\n');
    expect(csv).toContain('\r\n"The ""big"" one",,,Yes\r\n');
    expect(csv).toContain('\r\n"two\nlines",,,Yes\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['a=b', 'a=b'],
  ])('neutralises a text cell that a spreadsheet would run as a formula: %j', (name, expected) => {
    const csv = toCsv(columns, [{ name, budget: null, deadline: null, done: false }], words);
    expect(csv).toContain(`\r\n${expected},,,No\r\n`);
  });

  it('neutralises a header too, but leaves negative numbers numbers', () => {
    const csv = toCsv([{ header: '=Total', value: () => -12.5, format: 'hours' }], [{}], words);
    expect(lines(csv)).toEqual(["'=Total", '-12.5', '']);
  });

  it('writes numbers with a dot and no grouping, money with two decimals, days and moments in ISO order', () => {
    expect(csvCell(1234567.891, undefined, words)).toBe('1234567.891');
    expect(csvCell(1234.5, 'money', words)).toBe('1234.50');
    expect(csvCell(7.25, 'hours', words)).toBe('7.25');
    expect(csvCell(exportDay('2026-02-28'), 'date', words)).toBe('2026-02-28');
    // 07:30 UTC on a summer day is 09:30 in Berlin.
    expect(csvCell(exportMoment('2026-07-01T07:30:00Z', 'Europe/Berlin'), 'dateTime', words)).toBe(
      '2026-07-01 09:30',
    );
    expect(csvCell(null, 'money', words)).toBe('');
    expect(csvCell(true, undefined, { yes: 'Ja', no: 'Nein' })).toBe('Ja');
  });

  it('leaves out hidden columns', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: Row) => row.name },
        { header: 'Budget', value: (row: Row) => row.budget, hidden: true },
      ],
      [{ name: 'Atlas', budget: 5, deadline: null, done: false }],
      words,
    );
    expect(lines(csv)).toEqual(['Name', 'Atlas', '']);
  });
});
