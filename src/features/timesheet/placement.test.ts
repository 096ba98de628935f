import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../contract/entries.ts';
import { cellChange, lengthEdit, nextStart } from './placement.ts';
import { weekSheet } from './week-sheet.ts';

const zone = 'Europe/Berlin';
const noon = Date.parse('2026-03-10T11:00:00Z');

function entry(id: number, since: string, until: string | null, fields: Partial<Entry> = {}): Entry {
  const duration = until === null ? 0 : (Date.parse(until) - Date.parse(since)) / 1000;
  return {
    id,
    customers_id: 1,
    projects_id: null,
    users_id: 7,
    billable: 1,
    texts_id: null,
    time_since: since,
    time_until: until,
    time_insert: since,
    time_last_change: since,
    type: 1,
    services_id: 3,
    duration,
    offset: 0,
    customers_name: 'Acme',
    services_name: 'Design',
    ...fields,
  };
}

describe('where a new entry goes', () => {
  it('starts at 09:00 in the user’s zone on an empty day, across a clock change', () => {
    expect(new Date(nextStart([], '2026-03-10', zone, noon)).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    // Berlin is on summer time from 29 March 2026.
    expect(new Date(nextStart([], '2026-03-30', zone, noon)).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('follows the day’s last entry of any row, wherever it ends', () => {
    const day = [
      entry(1, '2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z'),
      entry(2, '2026-03-10T12:00:00Z', '2026-03-10T13:15:00Z', { customers_id: 2 }),
      entry(3, '2026-03-10T07:00:00Z', '2026-03-10T07:30:00Z'),
      entry(4, '2026-03-11T08:00:00Z', '2026-03-11T17:00:00Z'),
    ];
    expect(new Date(nextStart(day, '2026-03-10', zone, noon)).toISOString()).toBe('2026-03-10T13:15:00.000Z');
  });

  it('never starts inside an entry still running, nor one from the night before', () => {
    const running = [entry(1, '2026-03-10T08:00:00Z', null)];
    expect(nextStart(running, '2026-03-10', zone, noon)).toBe(noon);
    const night = [entry(2, '2026-03-09T20:00:00Z', '2026-03-10T09:00:00Z')];
    expect(new Date(nextStart(night, '2026-03-10', zone, noon)).toISOString()).toBe(
      '2026-03-10T09:00:00.000Z',
    );
  });
});

describe('a new length for one entry', () => {
  const first = entry(1, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z');
  const next = entry(2, '2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z', { services_id: 4 });

  it('keeps the start and moves the end where nothing follows too soon', () => {
    expect(lengthEdit(first, 5400, [first, next], noon)).toEqual({
      time_until: '2026-03-10T09:30:00Z',
      duration: 5400,
    });
  });

  it('keeps the times and books the length as a correction when the end would overlap the next entry', () => {
    expect(lengthEdit(first, 3 * 3600, [first, next], noon)).toEqual({ duration: 3 * 3600 });
  });
});

describe('what typing into a cell does', () => {
  const one = entry(1, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z');
  const sheet = weekSheet([one], '2026-03-09', zone, []);
  const cell = sheet.rows[0]?.cells[1];
  const empty = sheet.rows[0]?.cells[0];

  it('creates, edits, deletes or leaves alone', () => {
    if (!cell || !empty) throw new Error('the week has a row with a cell on Tuesday');
    expect(cellChange(empty, 5400)).toEqual({ kind: 'create', seconds: 5400 });
    expect(cellChange(empty, 0)).toEqual({ kind: 'none' });
    expect(cellChange(cell, 5400)).toEqual({ kind: 'edit', entry: one, seconds: 5400 });
    expect(cellChange(cell, 3600)).toEqual({ kind: 'none' });
    expect(cellChange(cell, 0)).toEqual({ kind: 'delete', entry: one });
    expect(cellChange(cell, null)).toEqual({ kind: 'invalid' });
    expect(cellChange(cell, 25 * 3600)).toEqual({ kind: 'invalid' });
  });

  it('never types into a cell of several entries or a running one', () => {
    const two = weekSheet(
      [one, entry(2, '2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z')],
      '2026-03-09',
      zone,
      [],
    );
    const running = weekSheet([entry(3, '2026-03-10T10:00:00Z', null)], '2026-03-09', zone, []);
    for (const target of [two.rows[0]?.cells[1], running.rows[0]?.cells[1]]) {
      if (!target) throw new Error('the week has a row with a cell on Tuesday');
      expect(cellChange(target, 7200)).toEqual({ kind: 'none' });
    }
  });
});

describe('the week as a grid', () => {
  it('has a row per customer, project and service, days in the user’s zone, and the totals', () => {
    const sheet = weekSheet(
      [
        entry(1, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
        // 23:30 in Berlin on Sunday the 15th: still this week's last day.
        entry(2, '2026-03-15T22:30:00Z', '2026-03-15T23:00:00Z', {
          billable: 0,
          services_id: 4,
          services_name: 'Admin',
        }),
        entry(3, '2026-03-11T08:00:00Z', '2026-03-11T08:00:00Z', {
          type: 2,
          lumpsum: 20,
          duration: undefined,
        }),
      ],
      '2026-03-09',
      zone,
      [{ customers_id: 5, projects_id: 6, services_id: 3, label: 'Beta · Site · Design', billable: 1 }],
    );
    expect(sheet.days).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(sheet.rows.map((row) => [row.label, row.billable, row.total])).toEqual([
      ['Acme · Admin', 0, 1800],
      ['Acme · Design', 1, 3600],
      ['Beta · Site · Design', 1, 0],
    ]);
    expect(sheet.dayTotals).toEqual([0, 3600, 0, 0, 0, 0, 1800]);
    expect([sheet.total, sheet.billableTotal]).toEqual([5400, 3600]);
  });
});
