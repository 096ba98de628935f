import 'mantine-datatable/styles.css';
import { Group, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './list-table.module.css';
import { pagerLabels, RecordCards, type TablePaging } from './record-cards.tsx';

/** The page sizes a reader may choose, of the service's pages and of a list paged here alike. */
export const pageSizes = [10, 25, 50, 100] as const;

/** `name` or `-name` (descending), as the service's `sort` parameter spells it. */
export type SortOrder = string;

/** Which rows are ticked, for actions on several at once. */
export type RowSelection<T> = {
  selected: T[];
  onChange: (selected: T[]) => void;
  /** Rows without a checkbox, e.g. ones already settled. */
  selectable?: (record: T) => boolean;
  /** Accessible names of the checkboxes. */
  allLabel: string;
  rowLabel: (record: T) => string;
};

/**
 * A column header that sorts. mantine-datatable would turn the whole <th> into role="button",
 * which hides the column header from screen readers; a real button inside the header keeps both,
 * and answers to Enter and Space.
 */
function SortHeader({
  title,
  direction,
  onSort,
}: {
  title: ReactNode;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const { t } = useTranslation();
  const state =
    direction === 'asc' ? t('list.sortedAscending') : direction === 'desc' ? t('list.sortedDescending') : '';
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={onSort}
      aria-label={typeof title === 'string' ? [title, state].filter(Boolean).join(', ') : undefined}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        <span>{title}</span>
        <Icon size={14} aria-hidden className={direction ? undefined : classes.unsorted} />
      </Group>
    </UnstyledButton>
  );
}

/** The key a sortable column sorts by: its `sortKey`, or its `accessor` without one. */
export function sortKeyOf<T>(column: DataTableColumn<T>): string {
  return column.sortKey ?? String(column.accessor);
}

function withSortHeaders<T>(
  columns: DataTableColumn<T>[],
  sort: SortOrder | undefined,
  onSortChange: ((sort: SortOrder) => void) | undefined,
): DataTableColumn<T>[] {
  if (sort === undefined || !onSortChange) {
    return columns.map((column) => (column.sortable ? { ...column, sortable: false } : column));
  }
  const descending = sort.startsWith('-');
  const current = descending ? sort.slice(1) : sort;
  return columns.map((column) => {
    if (!column.sortable) return column;
    const key = sortKeyOf(column);
    const direction = key === current ? (descending ? 'desc' : 'asc') : null;
    return {
      ...column,
      sortable: false,
      title: (
        <SortHeader
          title={column.title}
          direction={direction}
          onSort={() => onSortChange(direction === 'asc' ? `-${key}` : key)}
        />
      ),
    } as DataTableColumn<T>;
  });
}

/**
 * The app's one grid: accessible sort headers, a pager when the records are one page of many, and
 * checkboxes when rows can be selected. On a phone the records are cards instead (`RecordCards`),
 * except while rows can be ticked. It shows what it is given; sorting and paging happen where
 * the records come from.
 */
export function ListTable<T>({
  label,
  records,
  columns,
  sort,
  onSortChange,
  pages,
  selection,
  fetching = false,
  idAccessor,
  onRowClick,
  rowClassName,
  card,
}: {
  /** Accessible name of the table. */
  label: string;
  records: T[];
  columns: DataTableColumn<T>[];
  sort?: SortOrder;
  onSortChange?: (sort: SortOrder) => void;
  /** Absent for a list that is shown whole. */
  pages?: TablePaging;
  selection?: RowSelection<T>;
  fetching?: boolean;
  idAccessor?: DataTableProps<T>['idAccessor'];
  onRowClick?: DataTableProps<T>['onRowClick'];
  rowClassName?: DataTableProps<T>['rowClassName'];
  /** On a phone, a record's card as the page draws it; without it the card is built from the columns. */
  card?: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const common = {
    'aria-label': label,
    className: classes.table,
    withTableBorder: true,
    borderRadius: 'md',
    striped: !selection,
    highlightOnHover: true,
    minHeight: records.length === 0 ? 160 : undefined,
    verticalAlign: 'center',
    records,
    columns: withSortHeaders(columns, sort, onSortChange),
    fetching,
    pinLastColumn: true,
    idAccessor,
    onRowClick,
    rowClassName,
    noRecordsText: t('list.noRecords'),
  } as const;
  const selectionProps = selection && {
    selectionTrigger: 'checkbox' as const,
    selectedRecords: selection.selected,
    onSelectedRecordsChange: selection.onChange,
    isRecordSelectable: selection.selectable,
    allRecordsSelectionCheckboxProps: { 'aria-label': selection.allLabel },
    getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': selection.rowLabel(record) }),
  };
  if (phone && !selection) {
    return (
      <RecordCards<T>
        label={label}
        records={records}
        columns={columns}
        card={card}
        pages={pages}
        idAccessor={idAccessor}
        onRowClick={onRowClick}
      />
    );
  }
  if (!pages) return <DataTable<T> {...common} {...selectionProps} />;
  const labels = pagerLabels(t);
  return (
    <DataTable<T>
      {...common}
      {...selectionProps}
      totalRecords={pages.paging.count_items}
      recordsPerPage={pages.paging.items_per_page}
      page={pages.paging.current_page}
      onPageChange={pages.onPageChange}
      recordsPerPageOptions={[...pageSizes]}
      onRecordsPerPageChange={pages.onPageSizeChange}
      recordsPerPageLabel={t('list.recordsPerPage')}
      paginationText={({ from, to, totalRecords }) => t('list.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={labels.getControlProps}
      getPaginationItemProps={labels.getItemProps}
    />
  );
}
