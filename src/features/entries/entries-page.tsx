import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayIn } from '../../../contract/dates.ts';
import type { Entry } from '../../../contract/entries.ts';
import { rights } from '../../../contract/rights.ts';
import { type EntryFilters, entryQueries, useDeleteEntry } from '../../api/entries.ts';
import { DeleteFlow } from '../../components/delete-flow.tsx';
import { ExportMenu } from '../../components/export-menu.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { actionsColumn, ListPageHeader, RowActions } from '../../components/list-page.tsx';
import { LockedPeriodNotice } from '../../components/locked-days.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { useEditLock } from '../../lib/edit-lock.ts';
import { useFormRequestedByAddress } from '../../lib/form-request.ts';
import { useFormatter } from '../../lib/format.ts';
import { useNow } from '../../lib/now.ts';
import { EntryBulkActions } from './bulk-actions.tsx';
import { useEntriesExport } from './entries-export.ts';
import { entriesViewOf } from './entries-filters.ts';
import { entryCard } from './entry-card.tsx';
import { useEntryChoices } from './entry-choices.ts';
import { entryColumns } from './entry-columns.tsx';
import type { EntryFormTarget } from './entry-form.tsx';
import { EntryPeriodFilters } from './period-filters.tsx';
import { type EntriesSearch, isFiltered } from './search.ts';

const EntryFormModal = lazyFormDialog(
  () => import('./entry-form.tsx'),
  (module) => module.EntryFormModal,
);

export function EntriesPage({
  search,
  onSearchChange,
  onClearFilters,
  summary,
}: {
  search: EntriesSearch;
  onSearchChange: (change: Partial<EntriesSearch>, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
  /** Drawn between the filters and the list for the filters shown, e.g. the totals of the whole period. */
  summary?: (filters: EntryFilters) => ReactNode;
}) {
  const { t } = useTranslation();
  const caller = useCaller();
  const { user } = useCurrentUser();
  const format = useFormatter();
  const lock = useEditLock();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const seesRights = rights.seesRightsFields(caller);
  const view = entriesViewOf(search, user);
  const { everyone, zone, today, shown, period, last, filters } = view;

  const list = useQuery({
    ...entryQueries.list(view.page),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const { choices, serviceName } = useEntryChoices();

  const [creating, setCreating] = useState<EntryFormTarget | null>(null);
  const [deleting, setDeleting] = useState<(Entry & { name: string }) | null>(null);
  // Ticks belong to the rows on screen: another page, period or filter starts without any.
  const listKey = JSON.stringify([filters, search.page, search.items_per_page]);
  const [selection, setSelection] = useState<{ listKey: string; entries: Entry[] }>({ listKey, entries: [] });
  const selected = selection.listKey === listKey ? selection.entries : [];
  const setSelected = (entries: Entry[]) => setSelection({ listKey, entries });
  // A new entry starts on the day the address names, else today when it is in the period shown.
  const newEntry = (day?: string) =>
    setCreating({
      kind: 'create',
      day: day ?? (today >= period.first && today <= last ? today : period.first),
    });
  useFormRequestedByAddress(newEntry);
  // Closing an opened entry leaves the address only after the dialog has let go of its
  // unsaved-changes guard, which would otherwise stop that navigation.
  const [leavingSelected, setLeavingSelected] = useState(false);
  const formTarget: EntryFormTarget | null =
    search.selected !== undefined && !leavingSelected ? { kind: 'edit', id: search.selected } : creating;
  useEffect(() => {
    if (!leavingSelected) return;
    setLeavingSelected(false);
    onSearchChange({ selected: undefined });
  }, [leavingSelected, onSearchChange]);

  const records = list.data?.entries ?? [];
  const now = useNow(records.some((entry) => entry.type === 1 && entry.time_until === null));
  const when = (entry: Entry) => format.dateTime(entry.time_since);
  // Every listed entry shares the filtered project, customer or co-worker: the first one names it.
  const [sample] = records;
  const mainFilter = filters['filter[projects_id]']
    ? sample?.projects_name
    : filters['filter[customers_id]']
      ? sample?.customers_name
      : filters['filter[users_id]']
        ? sample?.users_name
        : undefined;
  const scope = [period.first, last === period.first ? undefined : last, mainFilter];
  const lockedDay = (entry: Entry) => lock.isLocked(dayIn(Date.parse(entry.time_since), zone));
  const nameOf = (entry: Entry) => `${when(entry)} · ${entry.customers_name ?? ''}`;
  const actions = (entry: Entry) => (
    <RowActions
      editLabel={t('entries.editLabel', { when: when(entry) })}
      deleteLabel={t('entries.deleteLabel', { when: when(entry) })}
      onEdit={() => onSearchChange({ selected: entry.id })}
      preloadEdit={EntryFormModal.preload}
      onDelete={() => setDeleting({ ...entry, name: t('entries.deleteName', { when: when(entry) }) })}
      lockedLabel={lockedDay(entry) ? t('locks.rowLocked', { when: when(entry) }) : undefined}
    />
  );
  const context = { t, format, zone, everyone, now, serviceName };
  const columnList = entryColumns.columns({ ...context, caller });
  const exporting = useEntriesExport({ filters, columns: fileColumns(columnList), scope });
  const columns = [...gridColumns(columnList), actionsColumn(actions, false)];
  const card = entryCard({ ...context, seesRights, actions });

  return (
    <Stack gap="md">
      <ListPageHeader
        title={t('entries.title')}
        description={everyone ? t('entries.description') : t('entries.descriptionOwn')}
        addLabel={t('entries.new')}
        onAdd={() => newEntry()}
        preloadAdd={EntryFormModal.preload}
        actions={<ExportMenu table={exporting} />}
      />

      <EntryPeriodFilters search={search} onSearchChange={onSearchChange} />

      <LockedPeriodNotice lock={lock} first={period.first} />

      {summary?.(filters)}

      {!phone && <EntryBulkActions selected={selected} onSelectedChange={setSelected} nameOf={nameOf} />}

      <ResourceList
        label={t('entries.title')}
        query={list}
        records={(data) => data.entries}
        columns={columns}
        paged={{ paging: (data) => data.paging, onChange: (change) => onSearchChange(change) }}
        empty={{ title: t('entries.noneYet'), description: t('entries.noneYetHint') }}
        filters={{
          active: isFiltered(shown),
          emptyTitle: t('entries.empty'),
          emptyHint: t('entries.emptyHint'),
          onClear: onClearFilters,
        }}
        selection={
          phone
            ? undefined
            : {
                selected,
                onChange: setSelected,
                selectable: (entry) => !lockedDay(entry),
                allLabel: t('entries.bulk.selectAll'),
                rowLabel: (entry) => t('entries.bulk.selectRow', { when: when(entry) }),
              }
        }
        card={card}
      />

      <EntryFormModal
        target={formTarget}
        choices={choices}
        options={{ zone, forOthers: everyone, withRates: seesRights }}
        callerId={caller.id}
        onClose={() => {
          setCreating(null);
          if (search.selected !== undefined) setLeavingSelected(true);
        }}
      />
      <DeleteFlow
        target={deleting}
        detail={entryQueries.detail}
        remove={useDeleteEntry()}
        deletedMessage={() => t('entries.deleted')}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
