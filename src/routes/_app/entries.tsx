import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { entryQueries } from '../../api/entries.ts';
import { entriesViewOf } from '../../features/entries/entries-filters.ts';
import { EntriesPage } from '../../features/entries/entries-page.tsx';
import {
  type EntriesSearch,
  entriesSearchDefaults,
  entriesSearchSchema,
} from '../../features/entries/search.ts';
import { type PeriodNarrow, PeriodPicture } from '../../features/entry-summary/period-picture.tsx';

export const Route = createFileRoute('/_app/entries')({
  validateSearch: entriesSearchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams(entriesSearchDefaults)] },
  // Opening an entry or the form changes only `selected` or `new`; that must not rerun the loader.
  loaderDeps: ({ search: { selected: _selected, new: _new, day: _day, ...rest } }) => rest,
  // Starts the page's request early; the page shows its own skeleton, so navigation does not wait.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(entryQueries.list(entriesViewOf(deps, context.currentUser).page));
  },
  component: EntriesRoute,
});

function EntriesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (change: Partial<EntriesSearch>, options?: { replace?: boolean }) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  // A bar or row of the picture narrows the list: a day or week becomes the period, a customer or
  // project the filter; either way back to the first page.
  const narrow = useCallback(
    (to: PeriodNarrow) => {
      if ('day' in to) onSearchChange({ period: 'day', date: to.day, until: undefined, page: 1 });
      else if ('week' in to) onSearchChange({ period: 'week', date: to.week, until: undefined, page: 1 });
      else if ('customer' in to) onSearchChange({ customer: to.customer, project: undefined, page: 1 });
      else onSearchChange({ project: to.project, page: 1 });
    },
    [onSearchChange],
  );
  return (
    <EntriesPage
      search={search}
      summary={(filters) => (
        <PeriodPicture
          filters={filters}
          onNarrow={narrow}
          onIncludeHardBudget={() => onSearchChange({ hardRevenue: 1 })}
        />
      )}
      // Typing in the text filter replaces the history entry; periods and filters can be undone with Back.
      onSearchChange={onSearchChange}
      onClearFilters={() =>
        navigate({
          search: (previous) => ({
            period: previous.period,
            date: previous.date,
            until: previous.until,
            hardRevenue: previous.hardRevenue,
            items_per_page: previous.items_per_page,
          }),
        })
      }
    />
  );
}
