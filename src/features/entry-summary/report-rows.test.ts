import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '../../../contract/entry-summary.ts';
import { reportRows } from './report-rows.ts';

const common = { timezone: 'UTC', weekstart_monday: true };
const label = (_group: string, bucket: { name: string | null }) => bucket.name ?? '(none)';

describe('reportRows', () => {
  it('puts each first-level bucket’s subtotal after its second-level rows, the total last', () => {
    const summary: EntrySummary = {
      group: 'customer',
      subgroup: 'project',
      ...common,
      totals: { hours: 6, billable_hours: 5, revenue: 500 },
      buckets: [
        {
          id: 1,
          name: 'Acme',
          billable_hours: 4,
          not_billable_hours: 1,
          revenue: 400,
          buckets: [
            { id: 10, name: 'Web', billable_hours: 4, not_billable_hours: 0, revenue: 400 },
            { id: null, name: null, billable_hours: 0, not_billable_hours: 1, revenue: 0 },
          ],
        },
        { id: 2, name: 'Globex', billable_hours: 1, not_billable_hours: 0, revenue: 100, buckets: [] },
      ],
    };
    expect(reportRows(summary, label)).toEqual([
      {
        kind: 'item',
        key: '1/10',
        first: 'Acme',
        second: 'Web',
        hours: 4,
        billable: 4,
        notBillable: 0,
        revenue: 400,
      },
      {
        kind: 'item',
        key: '1/-',
        first: 'Acme',
        second: '(none)',
        hours: 1,
        billable: 0,
        notBillable: 1,
        revenue: 0,
      },
      {
        kind: 'subtotal',
        key: '1/sum',
        first: 'Acme',
        second: null,
        hours: 5,
        billable: 4,
        notBillable: 1,
        revenue: 400,
      },
      {
        kind: 'subtotal',
        key: '2/sum',
        first: 'Globex',
        second: null,
        hours: 1,
        billable: 1,
        notBillable: 0,
        revenue: 100,
      },
      {
        kind: 'total',
        key: 'total',
        first: '',
        second: null,
        hours: 6,
        billable: 5,
        notBillable: 1,
        revenue: 500,
      },
    ]);
  });

  it('gives one row per bucket without a second level, and no revenue where the service sent none', () => {
    const summary: EntrySummary = {
      group: 'user',
      ...common,
      totals: { hours: 2, billable_hours: 2 },
      buckets: [{ id: 3, name: 'Ada', billable_hours: 2, not_billable_hours: 0 }],
    };
    expect(reportRows(summary, label)).toEqual([
      { kind: 'item', key: '3', first: 'Ada', second: null, hours: 2, billable: 2, notBillable: 0 },
      { kind: 'total', key: 'total', first: '', second: null, hours: 2, billable: 2, notBillable: 0 },
    ]);
  });
});
