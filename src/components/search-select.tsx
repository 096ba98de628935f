import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A record a picker offers: its id is the value, its name (and number) the label. */
export type Pickable = { id: number; name: string; number?: string | null };

/**
 * Where a searching picker finds its options: `matches` asks the service for the first records
 * matching a text (all of them when it is empty), `chosen` reads one record by id, so that a chosen
 * value keeps its name when the matches do not hold it (a stored entry's project, a filter in a link).
 */
export type Searching<
  T extends Pickable,
  MatchesKey extends QueryKey = QueryKey,
  ChosenKey extends QueryKey = QueryKey,
> = {
  matches: (text: string) => UseQueryOptions<T[], Error, T[], MatchesKey>;
  chosen: (id: number) => UseQueryOptions<Chosen<T>, Error, Chosen<T>, ChosenKey>;
  /** The label, by default the name with the number in brackets. */
  label?: (record: T) => string;
};

/** A record read by id, as the app's single reads answer it (with its version). */
type Chosen<T> = { record: T; etag: string | null };

/** A pause in typing this long asks the service; every key would be a request. */
const TYPING_PAUSE_MS = 250;

const labelOf = (record: Pickable) => (record.number ? `${record.name} (${record.number})` : record.name);

/**
 * A Select over a list too long to load (customers, projects): what is typed is searched by the
 * service, a page of matches is offered, and the chosen value's name is read by id where needed.
 */
export function SearchSelect<T extends Pickable, MatchesKey extends QueryKey, ChosenKey extends QueryKey>({
  searching,
  value,
  ...props
}: { searching: Searching<T, MatchesKey, ChosenKey>; value: number | null } & Omit<
  SelectProps<number>,
  'data' | 'value' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
>) {
  const { t } = useTranslation();
  const label = searching.label ?? labelOf;
  const [typed, setTyped] = useState('');
  // Nothing is asked before the list is first opened: a page of pickers costs no reads until used.
  const [opened, setOpened] = useState(false);
  const [settled] = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const chosen = useQuery({ ...searching.chosen(value ?? 0), enabled: value !== null }).data?.record;
  const chosenLabel = value !== null && chosen?.id === value ? label(chosen) : undefined;
  // The box shows the chosen label after a choice: that is no search, the list starts from the top.
  const text = settled === chosenLabel ? '' : settled;
  const matches = useQuery({
    ...searching.matches(text),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const offered = matches.data ?? [];
  const data = offered.map((record) => ({ value: record.id, label: label(record) }));
  if (value !== null && chosenLabel !== undefined && !offered.some((record) => record.id === value)) {
    data.unshift({ value, label: chosenLabel });
  }
  const busy = matches.isPending || matches.isFetching || typed.trim() !== settled;
  return (
    <Select<number>
      {...props}
      data={data}
      value={value}
      onDropdownOpen={() => {
        setOpened(true);
        props.onDropdownOpen?.();
      }}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The service has matched already; matching again here would hide a match by number.
      filter={({ options }) => options}
      nothingFoundMessage={busy ? t('list.searching') : t('list.noRecords')}
    />
  );
}
