import { daysBetween, yearOf } from '../../../contract/dates.ts';
import type { DateRange } from './periods.ts';

/** The whole years a timeline spans: from the first row (or today) to the last (or today). */
export type TimelineSpan = { start: string; end: string; years: number[] };

export function timelineSpan(ranges: readonly DateRange[], today: string): TimelineSpan {
  let first = yearOf(today);
  let last = first;
  for (const range of ranges) {
    first = Math.min(first, yearOf(range.date_since));
    last = Math.max(last, yearOf(range.date_until ?? range.date_since));
  }
  const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return { start: `${first}-01-01`, end: `${last}-12-31`, years };
}

/** Where a range lies on the span, in percent of its width; an open end runs to the span's end. */
export function placeOnSpan(range: DateRange, span: TimelineSpan): { left: number; width: number } {
  const total = daysBetween(span.start, span.end) + 1;
  // ISO days compare as text; the span always holds every row, so clipping is only a guard.
  const [since] = [range.date_since, span.start].sort().slice(-1) as [string];
  const [until] = [range.date_until ?? span.end, span.end].sort() as [string];
  const left = (daysBetween(span.start, since) / total) * 100;
  const width = ((daysBetween(since, until) + 1) / total) * 100;
  return { left, width: Math.max(width, 0) };
}

/** Where a day lies on the span, in percent (for the today line and year ticks). */
export function dayOnSpan(day: string, span: TimelineSpan): number {
  return (daysBetween(span.start, day) / (daysBetween(span.start, span.end) + 1)) * 100;
}

/** A range of whole years as days: quotas and carryovers are per year. */
export function yearsAsRange(since: number, until: number | null): DateRange {
  return { date_since: `${since}-01-01`, date_until: until === null ? null : `${until}-12-31` };
}
