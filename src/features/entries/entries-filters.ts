import { dayIn, knownTimeZone } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import type { EntryFilters } from '../../api/entries.ts';
import type { PageFilters } from '../../api/resource.ts';
import {
  type EntriesListSearch,
  effectiveEntriesSearch,
  entryFiltersOf,
  type Period,
  periodBounds,
  periodOf,
  type WeekStart,
} from './search.ts';

export type EntriesView = {
  /** Whether the user sees everyone's entries, and so the co-worker filter and column. */
  everyone: boolean;
  zone: string;
  weekStart: WeekStart;
  /** Today in the user's zone. */
  today: string;
  /** The address as the user may use it. */
  shown: EntriesListSearch;
  period: Period;
  /** The period's last day as the list asks for it (`periodBounds`). */
  last: string;
  /** The list's query without paging, for the list and whatever sums the same entries. */
  filters: EntryFilters;
  /** The list's query of the page shown. */
  page: EntryFilters & PageFilters;
};

/**
 * What the entries page shows to `user` at `now`: the route loader starts the list with it and
 * the page draws it, so both ask for the same list.
 */
export function entriesViewOf(search: EntriesListSearch, user: User, now: number = Date.now()): EntriesView {
  const everyone = rights.entriesOfEveryone(callerOf(user));
  const zone = knownTimeZone(user.timezone);
  const weekStart: WeekStart = user.weekstart_monday ? 1 : 0;
  const today = dayIn(now, zone);
  const shown = effectiveEntriesSearch(search, everyone);
  const period = periodOf(shown, weekStart, today);
  const filters = entryFiltersOf(shown, zone, weekStart, now);
  return {
    everyone,
    zone,
    weekStart,
    today,
    shown,
    period,
    last: periodBounds(period, zone).last,
    filters,
    page: { ...filters, page: search.page, items_per_page: search.items_per_page },
  };
}
