import { z } from 'zod';
import {
  addDays,
  DAY_MS,
  dayIn,
  daysBetween,
  daysOfMonth,
  monthOf,
  shiftMonth,
  toUtcTimestamp,
  weekdayOf,
  zonedInstant,
} from '../../../contract/dates.ts';
import { ENTRY_LIST_MAX_DAYS } from '../../../contract/entries.ts';
import { entryViewFields, periodKinds } from '../../../contract/report-views.ts';
import type { EntryFilters } from '../../api/entries.ts';
import { formRequestSearch } from '../../lib/form-request.ts';
import { leniently } from '../../lib/search-params.ts';

/**
 * The entries page's address: the period, the filters, paging and the open entry. Other pages
 * (the chart of the period) link here with these names, so they are part of the page's interface.
 */
export const entriesSearchSchema = z.object({
  ...leniently({ period: z.enum(periodKinds).default('week'), ...entryViewFields }),
  page: z.number().int().min(1).default(1).catch(1),
  items_per_page: z.number().int().min(1).max(1000).default(50).catch(50),
  selected: z.number().int().min(1).optional().catch(undefined),
  ...formRequestSearch,
});

export type EntriesSearch = z.infer<typeof entriesSearchSchema>;

/** The address without what only opens a dialog, which the route loader leaves out of its deps. */
export type EntriesListSearch = Omit<EntriesSearch, 'selected' | 'new' | 'day'>;

/** The search as the caller may use it: a worker sees only their own entries, so no co-worker filter. */
export function effectiveEntriesSearch(search: EntriesListSearch, everyone: boolean): EntriesListSearch {
  return everyone ? search : { ...search, user: undefined };
}

/** Values left out of the address, so a plain link and a shared one look alike. */
export const entriesSearchDefaults = {
  period: 'week',
  text: '',
  page: 1,
  items_per_page: 50,
} as const satisfies Partial<EntriesSearch>;

/** 0 = weeks start on Sunday, 1 = on Monday (as `weekdayOf` counts). */
export type WeekStart = 0 | 1;

/** The days a period covers, both included; `clamped` when a range was cut to the longest list. */
export type Period = { first: string; last: string; clamped: boolean };

type PeriodSearch = Pick<EntriesSearch, 'period' | 'date' | 'until'>;

/** The calendar days of the period the address names; `today` is in the user's zone. */
export function periodOf(search: PeriodSearch, weekStart: WeekStart, today: string): Period {
  const anchor = search.date ?? today;
  if (search.period === 'day') return { first: anchor, last: anchor, clamped: false };
  if (search.period === 'week') {
    const first = addDays(anchor, -((weekdayOf(anchor) - weekStart + 7) % 7));
    return { first, last: addDays(first, 6), clamped: false };
  }
  if (search.period === 'month') {
    const days = daysOfMonth(monthOf(anchor));
    return { first: days[0] ?? anchor, last: days.at(-1) ?? anchor, clamped: false };
  }
  const until = search.until && search.until >= anchor ? search.until : anchor;
  const longest = addDays(anchor, ENTRY_LIST_MAX_DAYS - 1);
  return until > longest
    ? { first: anchor, last: longest, clamped: true }
    : { first: anchor, last: until, clamped: false };
}

/**
 * The instants the list asks for: local midnight of the first day up to local midnight after the
 * last, in the user's zone. 366 days that gain an hour when clocks go back would exceed the
 * interface's limit, so such a period ends a day earlier (`last` says which day it ends on).
 */
export function periodBounds(period: Period, zone: string): { since: number; until: number; last: string } {
  const since = zonedInstant(period.first, 0, zone);
  let last = period.last;
  let until = zonedInstant(addDays(last, 1), 0, zone);
  while (until - since > ENTRY_LIST_MAX_DAYS * DAY_MS && last > period.first) {
    last = addDays(last, -1);
    until = zonedInstant(addDays(last, 1), 0, zone);
  }
  return { since, until, last };
}

/**
 * The list's query (without paging) that the address asks for, counted in the user's zone and
 * week: the one conversion the list and anything summing the same entries share.
 */
export function entryFiltersOf(
  search: EntriesListSearch,
  zone: string,
  weekStart: WeekStart,
  now: number = Date.now(),
): EntryFilters {
  const { since, until } = periodBounds(periodOf(search, weekStart, dayIn(now, zone)), zone);
  const filters: EntryFilters = { time_since: toUtcTimestamp(since), time_until: toUtcTimestamp(until) };
  if (search.user !== undefined) filters['filter[users_id]'] = search.user;
  if (search.customer !== undefined) filters['filter[customers_id]'] = search.customer;
  if (search.project !== undefined) filters['filter[projects_id]'] = search.project;
  if (search.service !== undefined) filters['filter[services_id]'] = search.service;
  if (search.lumpsum !== undefined) filters['filter[lumpsum_services_id]'] = search.lumpsum;
  if (search.billable !== undefined) filters['filter[billable]'] = search.billable;
  if (search.text.trim() !== '') filters['filter[text]'] = search.text.trim();
  if (search.budget !== undefined) filters['filter[budget_type]'] = search.budget;
  if (search.hardRevenue === 1) filters.calc_also_revenues_for_projects_with_hard_budget = true;
  return filters;
}

/** The address of the period before (-1) or after (+1) the one shown, of the same kind and length. */
export function shiftedPeriod(
  search: PeriodSearch,
  direction: -1 | 1,
  weekStart: WeekStart,
  today: string,
): Pick<EntriesSearch, 'date' | 'until'> {
  const { first, last } = periodOf(search, weekStart, today);
  if (search.period === 'day') return { date: addDays(first, direction) };
  if (search.period === 'week') return { date: addDays(first, 7 * direction) };
  if (search.period === 'month') return { date: `${shiftMonth(monthOf(first), direction)}-01` };
  const length = daysBetween(first, last) + 1;
  return { date: addDays(first, length * direction), until: addDays(last, length * direction) };
}

/** Whether a filter narrows the list (the period does not count: every list has one). */
export function isFiltered(search: EntriesListSearch): boolean {
  return (
    search.user !== undefined ||
    search.customer !== undefined ||
    search.project !== undefined ||
    search.service !== undefined ||
    search.lumpsum !== undefined ||
    search.billable !== undefined ||
    search.text.trim() !== '' ||
    search.budget !== undefined
  );
}
