import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn, DataTableProps } from 'mantine-datatable';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../contract/common.ts';
import { localeFor } from '../lib/format.ts';
import { NoMatches, TableSkeleton } from './list-states.tsx';
import { ListTable, pageSizes, type RowSelection, type SortOrder, sortKeyOf } from './list-table.tsx';
import { ErrorPanel } from './page-states.tsx';
import classes from './resource-list.module.css';
import { shortcutKeys, usePageHotkeys } from './shortcuts-help.tsx';

/** What a paged list's URL holds besides its filters; a change goes back into the URL. */
type PageChange<Sort extends string = string> = {
  page?: number;
  items_per_page?: number;
  sort?: Sort;
};

/** One page of many, paged and (if `sort` is given) sorted by the service. */
export type ServerPaging<Data, Sort extends string = string> = {
  paging: (data: Data) => Paging;
  /** The order the URL asks for; absent when the service does not sort this list. */
  sort?: Sort;
  onChange: (change: PageChange<Sort>) => void;
};

/** The empty state when nothing exists yet. */
export type EmptyContent = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

/** The filters on screen: when they hid every record, the empty state offers to clear them. */
export type ListFilters = { active: boolean; emptyTitle: string; emptyHint?: string; onClear: () => void };

type SortValue = string | number | boolean | null | undefined;

/** The rows a whole list draws at once when it pages itself (`pagesHere`), until the reader picks more. */
const LOCAL_PAGE_SIZE = 50;

/**
 * A whole list cut into pages here, so that thousands of records never become thousands of rows in the
 * page: the sort turns back to the first page, a shorter list (filtered, or rows decided) to its last.
 * A list no longer than the smallest page has no pager.
 */
function useLocalPages<T>(records: T[], sort: SortOrder | undefined, on: boolean) {
  const [size, setSize] = useState(LOCAL_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [sortSeen, setSortSeen] = useState(sort);
  if (sort !== sortSeen) {
    setSortSeen(sort);
    setPage(1);
  }
  if (!on || records.length <= Math.min(...pageSizes)) return { shown: records, pages: undefined };
  const countPages = Math.ceil(records.length / size);
  const current = Math.min(page, countPages);
  return {
    shown: records.slice((current - 1) * size, current * size),
    pages: {
      paging: {
        items_per_page: size,
        current_page: current,
        count_pages: countPages,
        count_items: records.length,
      },
      onPageChange: setPage,
      onPageSizeChange: (next: number) => {
        setSize(next);
        setPage(1);
      },
    },
  };
}

/**
 * A list query's result in the app's one shape: a skeleton while it first loads, the error with a
 * retry, an empty state (offering to clear the filters when they hid everything), or the table.
 * With `paged` the records are one page of the service's and paging and sorting go to the URL;
 * without it they are the whole list, shown without a pager and sorted here by `defaultSort` and
 * the sortable columns' headers, and with `pagesHere` in pages of its own. `j` and `k` move a visible focus down and up the rows (of the
 * page's first list, or of the one holding focus) and Enter opens the focused row: its `onRowClick`,
 * else its edit button.
 */
export function ResourceList<Data, T, Sort extends string = string>({
  label,
  query,
  records,
  columns,
  empty,
  filters,
  paged,
  defaultSort,
  sort,
  sortValues,
  selection,
  card,
  skeletonRows,
  idAccessor,
  onRowClick,
  rowClassName,
  pagesHere = false,
}: {
  /** Accessible name of the table. */
  label: string;
  query: UseQueryResult<Data>;
  records: (data: Data) => T[];
  columns: DataTableColumn<T>[];
  empty: EmptyContent;
  filters?: ListFilters;
  paged?: ServerPaging<Data, Sort>;
  /** Unpaged only: the first order, `key` or `-key` of a sortable column. */
  defaultSort?: SortOrder;
  /** Unpaged only: the order held outside (e.g. in the URL) instead of by the list itself. */
  sort?: { value: SortOrder; onChange: (sort: SortOrder) => void };
  /** Unpaged only: what a sort key compares, for columns whose value is not `record[key]`. */
  sortValues?: Record<string, (record: T) => SortValue>;
  /** Ticked rows, for actions on several records at once. */
  selection?: RowSelection<T>;
  /** On a phone, a record's card as the page draws it (see `ListTable`). */
  card?: (record: T) => ReactNode;
  skeletonRows?: number;
  idAccessor?: DataTableProps<T>['idAccessor'];
  onRowClick?: DataTableProps<T>['onRowClick'];
  rowClassName?: DataTableProps<T>['rowClassName'];
  /** Unpaged only: a list that may hold thousands of records is drawn a page at a time. */
  pagesHere?: boolean;
}) {
  const { i18n } = useTranslation();
  const [ownSort, setOwnSort] = useState(defaultSort);
  const clientSort = sort?.value ?? ownSort;
  const setClientSort = sort?.onChange ?? setOwnSort;
  const shown = query.data === undefined ? [] : records(query.data);
  const locale = localeFor(i18n.language);
  const sorted = paged || !clientSort ? shown : sortRecords(shown, clientSort, columns, sortValues, locale);
  const local = useLocalPages(sorted, clientSort, pagesHere && !paged);
  const paging = query.data === undefined ? undefined : paged?.paging(query.data);
  const lastPage =
    paging && paging.current_page > paging.count_pages ? Math.max(paging.count_pages, 1) : null;
  const changePage = useRef(paged?.onChange);
  changePage.current = paged?.onChange;
  const rowsArea = useRef<HTMLDivElement>(null);
  useRowKeys(rowsArea, onRowClick !== undefined);

  // A page past the end (an old link, or records deleted meanwhile) shows the last page that exists.
  useEffect(() => {
    if (lastPage !== null) changePage.current?.({ page: lastPage });
  }, [lastPage]);

  if (query.isPending) return <TableSkeleton rows={skeletonRows} />;
  if (query.isError) {
    return <ErrorPanel error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (shown.length === 0 && (paging?.current_page ?? 1) <= 1) {
    if (filters?.active) {
      return (
        <NoMatches
          title={filters.emptyTitle}
          description={filters.emptyHint}
          onClearFilters={filters.onClear}
        />
      );
    }
    return (
      <NoMatches title={empty.title} description={empty.description} icon={empty.icon}>
        {empty.action}
      </NoMatches>
    );
  }
  return (
    <div ref={rowsArea} data-row-keys className={classes.rows}>
      <ListTable<T>
        label={label}
        records={local.shown}
        columns={columns}
        sort={paged ? paged.sort : clientSort}
        onSortChange={
          paged
            ? paged.sort !== undefined
              ? (sort) => paged.onChange({ sort: sort as Sort, page: 1 })
              : undefined
            : setClientSort
        }
        pages={
          paged
            ? paging && {
                paging,
                onPageChange: (page) => paged.onChange({ page }),
                onPageSizeChange: (items_per_page) => paged.onChange({ items_per_page, page: 1 }),
              }
            : local.pages
        }
        selection={selection}
        fetching={query.isFetching && query.isPlaceholderData}
        idAccessor={idAccessor}
        onRowClick={onRowClick}
        rowClassName={rowClassName}
        card={card}
      />
    </div>
  );
}

/** The rows (table rows, or cards on a phone) of a list drawn in `area`. */
function rowsIn(area: HTMLElement): HTMLElement[] {
  return [...area.querySelectorAll<HTMLElement>(':scope tbody > tr, :scope ul > li')];
}

/**
 * The keyboard's way along a list's rows. Rows take focus only from these keys (`tabIndex` -1), so
 * Tab still goes from control to control; with several lists on a page the keys move in the one
 * holding focus, else in the first.
 */
function useRowKeys(area: RefObject<HTMLDivElement | null>, opensRows: boolean) {
  const steering = (): HTMLElement | null => {
    const own = area.current;
    if (!own) return null;
    const focused = document.activeElement?.closest('[data-row-keys]');
    return (focused ?? document.querySelector('[data-row-keys]')) === own ? own : null;
  };
  const move = (step: number) => {
    const list = steering();
    const rows = list ? rowsIn(list) : [];
    if (rows.length === 0) return false;
    const current = rows.findIndex((row) => row.contains(document.activeElement));
    const next = rows[current === -1 ? 0 : Math.min(Math.max(current + step, 0), rows.length - 1)];
    if (!next) return false;
    next.tabIndex = -1;
    next.focus();
    return true;
  };
  const open = () => {
    const list = steering();
    const row = list ? rowsIn(list).find((candidate) => candidate === document.activeElement) : undefined;
    if (!row) return false;
    const target = opensRows ? row : row.querySelector<HTMLElement>('[data-row-edit]');
    if (!target) return false;
    target.click();
    return true;
  };
  usePageHotkeys([
    { keys: shortcutKeys.nextRow, act: () => move(1) },
    { keys: shortcutKeys.previousRow, act: () => move(-1) },
    { keys: shortcutKeys.openRow, act: open },
  ]);
}

/** Text by the reader's alphabet, numbers by size; rows without a value go last either way. */
export function sortRecords<T>(
  records: T[],
  sort: SortOrder,
  columns: DataTableColumn<T>[],
  sortValues: Record<string, (record: T) => SortValue> | undefined,
  locale: string,
): T[] {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  if (!sortValues?.[key] && !columns.some((column) => column.sortable && sortKeyOf(column) === key)) {
    return records;
  }
  const readValue = sortValues?.[key] ?? ((record: T) => (record as Record<string, SortValue>)[key]);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return records
    .map((record) => ({ record, value: readValue(record) }))
    .sort((a, b) => {
      if (a.value == null || b.value == null) return a.value == null ? (b.value == null ? 0 : 1) : -1;
      const order =
        typeof a.value === 'string' && typeof b.value === 'string'
          ? collator.compare(a.value, b.value)
          : Number(a.value) - Number(b.value);
      return descending ? -order : order;
    })
    .map(({ record }) => record);
}
