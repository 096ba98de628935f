import { useMediaQuery } from '@mantine/hooks';
import { rights } from '../../../contract/rights.ts';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { entriesViewOf } from './entries-filters.ts';
import { useEntryChoices } from './entry-choices.ts';
import { EntryFiltersBar } from './filters-bar.tsx';
import { PeriodPicker } from './period-picker.tsx';
import type { EntriesListSearch, EntriesSearch } from './search.ts';

/**
 * The entries' period and filters, as the entries list asks for them: the list and every page that
 * sums the same entries (the reports) show the same controls over the same address.
 */
export function EntryPeriodFilters({
  search,
  onSearchChange,
}: {
  search: EntriesListSearch;
  onSearchChange: (change: Partial<EntriesSearch>, options?: { replace?: boolean }) => void;
}) {
  const caller = useCaller();
  const { user } = useCurrentUser();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { everyone, weekStart, today, shown, period, last } = entriesViewOf(search, user);
  const { choices } = useEntryChoices();
  return (
    <>
      <PeriodPicker
        search={shown}
        first={period.first}
        last={last}
        clamped={period.clamped || last !== period.last}
        weekStart={weekStart}
        today={today}
        onChange={(change) => onSearchChange(change)}
      />
      <EntryFiltersBar
        shown={shown}
        phone={phone}
        everyone={everyone}
        seesRights={rights.seesRightsFields(caller)}
        choices={choices}
        onSearchChange={onSearchChange}
      />
    </>
  );
}
