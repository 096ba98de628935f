import { describe, expect, it } from 'vitest';
import { entryAddSchema, entryEditSchema } from '../../../contract/entries.ts';
import {
  durationSeconds,
  type EntryValues,
  entryBody,
  entryEditBody,
  entryToValues,
  newEntryValues,
  overnightPeriod,
} from './entry-values.ts';

const manager = { zone: 'Europe/Berlin', forOthers: true, withRates: true };
const worker = { zone: 'Europe/Berlin', forOthers: false, withRates: false };

function values(fields: Partial<EntryValues>): EntryValues {
  return { ...newEntryValues(1, '2024-05-15', 7), customers_id: 3, services_id: 4, ...fields };
}

describe('entry bodies', () => {
  it('turns a day and wall times in the user’s zone into instants', () => {
    const body = entryBody(values({ time_since: '09:00', time_until: '10:30' }), manager);
    expect(body).toMatchObject({
      type: 1,
      users_id: 7,
      time_since: '2024-05-15T07:00:00Z',
      time_until: '2024-05-15T08:30:00Z',
    });
    expect(entryAddSchema.safeParse(body).success).toBe(true);
  });

  it('ends an entry whose end is before its start on the next day', () => {
    const body = entryBody(values({ time_since: '22:00', time_until: '01:00' }), manager);
    expect(body.time_until).toBe('2024-05-15T23:00:00Z');
  });

  it('measures the period of an entry that ends the next day, and only of such', () => {
    expect(overnightPeriod(values({ time_since: '17:00', time_until: '09:00' }), 'Europe/Berlin')).toBe(
      16 * 3600_000,
    );
    expect(overnightPeriod(values({ time_since: '09:00', time_until: '17:00' }), 'Europe/Berlin')).toBeNull();
    expect(overnightPeriod(values({ time_until: '' }), 'Europe/Berlin')).toBeNull();
  });

  it('gives an impossible day no start instead of rolling it over into the next month', () => {
    const body = entryBody(values({ day: '2026-02-30' }), manager);
    expect(body.time_since).toBeUndefined();
    expect(entryAddSchema.safeParse(body).success).toBe(false);
  });

  it('starts a running entry when the end is empty', () => {
    const body = entryBody(values({ time_until: '' }), manager);
    expect(body.time_until).toBeNull();
    expect(entryAddSchema.safeParse(body).success).toBe(true);
  });

  it('sends only the fields of the entry’s type', () => {
    const lumpSum = entryBody(values({ type: 2, lumpsum: 120, hourly_rate: 80 }), manager);
    expect(lumpSum).not.toHaveProperty('time_until');
    expect(lumpSum).not.toHaveProperty('hourly_rate');
    expect(lumpSum.lumpsum).toBe(120);
    const service = entryBody(
      values({ type: 3, services_id: null, lumpsum_services_id: 9, lumpsum_services_amount: '2.5' }),
      manager,
    );
    expect(service).not.toHaveProperty('services_id');
    expect(service).toMatchObject({ lumpsum_services_id: 9, lumpsum_services_amount: 2.5 });
    expect(entryAddSchema.parse(service).type).toBe(3);
  });

  it('leaves out the co-worker and the hourly rate for those who may not send them', () => {
    const body = entryBody(values({ hourly_rate: 90 }), worker);
    expect(body).not.toHaveProperty('users_id');
    expect(body).not.toHaveProperty('hourly_rate');
  });

  it('never sends the type on an edit', () => {
    const body = entryEditBody(values({}), manager);
    expect(body).not.toHaveProperty('type');
    expect(entryEditSchema.safeParse(body).success).toBe(true);
  });

  it('lets the contract refuse what is missing or malformed at the field', () => {
    const missing = entryAddSchema.safeParse(entryBody(values({ customers_id: null, day: null }), manager));
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['customers_id', 'time_since']),
    );
    const badDuration = entryAddSchema.safeParse(entryBody(values({ duration: '1h30x' }), manager));
    expect(badDuration.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['duration']);
  });
});

describe('durations', () => {
  it('reads h:mm and writes it back', () => {
    expect(durationSeconds('1:30')).toBe(5400);
    expect(durationSeconds(' ')).toBeUndefined();
    expect(durationSeconds('90m')).toBe(5400);
    expect(durationSeconds('90x')).toBe('90x');
  });

  it('shows a corrected duration only, and times in the user’s zone', () => {
    const entry = {
      id: 1,
      customers_id: 3,
      projects_id: null,
      users_id: 7,
      billable: 1 as const,
      texts_id: null,
      time_since: '2024-10-26T22:30:00Z',
      time_until: '2024-10-27T01:30:00Z',
      time_insert: '2024-10-27T02:00:00Z',
      time_last_change: '2024-10-27T02:00:00Z',
      type: 1 as const,
      services_id: 4,
      duration: 7200,
      offset: -3600,
    };
    // The night the clocks went back in Berlin.
    expect(entryToValues(entry, 'Europe/Berlin')).toMatchObject({
      day: '2024-10-27',
      time_since: '00:30',
      time_until: '02:30',
      duration: '2:00',
    });
    expect(entryToValues({ ...entry, offset: 0, duration: 10_800 }, 'Europe/Berlin').duration).toBe('');
  });
});
