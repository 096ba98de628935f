import {
  type EntryRecordGroup,
  type EntrySummary,
  isRecordSummary,
  type RecordBucket,
} from '../../../contract/entry-summary.ts';

/**
 * One line of a report, on screen and in the file alike: a bucket (`item`), the subtotal of a
 * first-level bucket after its second-level ones, or the total of everything.
 */
export type ReportRow = {
  kind: 'item' | 'subtotal' | 'total';
  /** Unique in the report: the buckets' ids (`-` for none). */
  key: string;
  /** The first level's name (empty on the total). */
  first: string;
  /** The second level's name: null without a second level, and on subtotals and the total. */
  second: string | null;
  hours: number;
  billable: number;
  notBillable: number;
  /** Only where the service sends revenue (owners and managers). */
  revenue?: number;
};

/** A bucket's name, or what the report calls entries without one. */
export type BucketLabel = (group: EntryRecordGroup, bucket: Pick<RecordBucket, 'name'>) => string;

function figures(bucket: Omit<RecordBucket, 'id' | 'name'>) {
  return {
    hours: bucket.billable_hours + bucket.not_billable_hours,
    billable: bucket.billable_hours,
    notBillable: bucket.not_billable_hours,
    ...(bucket.revenue === undefined ? {} : { revenue: bucket.revenue }),
  };
}

/**
 * The rows of a record-grouped summary: with a second level, each first-level bucket's buckets and
 * then its subtotal; without, one row per bucket; the total last. The figures are the service's, so
 * a subtotal is the sum its rows add up to (the service's test holds it to that).
 */
export function reportRows(summary: EntrySummary, labelOf: BucketLabel): ReportRow[] {
  if (!isRecordSummary(summary)) return [];
  const { group, subgroup, totals } = summary;
  const rows: ReportRow[] = [];
  for (const bucket of summary.buckets) {
    const first = labelOf(group, bucket);
    const key = String(bucket.id ?? '-');
    if (subgroup === undefined) {
      rows.push({ kind: 'item', key, first, second: null, ...figures(bucket) });
      continue;
    }
    for (const inner of bucket.buckets ?? []) {
      const second = labelOf(subgroup, inner);
      rows.push({ kind: 'item', key: `${key}/${inner.id ?? '-'}`, first, second, ...figures(inner) });
    }
    rows.push({ kind: 'subtotal', key: `${key}/sum`, first, second: null, ...figures(bucket) });
  }
  rows.push({
    kind: 'total',
    key: 'total',
    first: '',
    second: null,
    hours: totals.hours,
    billable: totals.billable_hours,
    notBillable: totals.hours - totals.billable_hours,
    ...(totals.revenue === undefined ? {} : { revenue: totals.revenue }),
  });
  return rows;
}
