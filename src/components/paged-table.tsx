import 'mantine-datatable/styles.css';
import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../contract/common.ts';
import classes from './paged-table.module.css';

export const pageSizes = [10, 25, 50, 100] as const;

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

/** A grid whose paging and sorting happen on the service; the page shows what the URL says. */
export function PagedTable<T>({
  label,
  records,
  columns,
  paging,
  sort,
  fetching,
  onPageChange,
  onPageSizeChange,
  onSortChange,
}: {
  /** Accessible name of the table. */
  label: string;
  records: T[];
  /** Sortable columns sort by `sortKey`, or by `accessor` without one. */
  columns: DataTableColumn<T>[];
  paging: Paging;
  /** `name` or `-name` (descending), as the service's `sort` parameter spells it. */
  sort: string;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: string) => void;
}) {
  const { t } = useTranslation();
  const descending = sort.startsWith('-');
  const sortKey = descending ? sort.slice(1) : sort;

  const withSortHeaders = columns.map((column) => {
    if (!column.sortable) return column;
    const key = column.sortKey ?? String(column.accessor);
    const direction = key === sortKey ? (descending ? 'desc' : 'asc') : null;
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

  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length === 0 ? 160 : undefined}
      verticalAlign="center"
      records={records}
      columns={withSortHeaders}
      fetching={fetching}
      pinLastColumn
      totalRecords={paging.count_items}
      recordsPerPage={paging.items_per_page}
      page={paging.current_page}
      onPageChange={onPageChange}
      recordsPerPageOptions={[...pageSizes]}
      onRecordsPerPageChange={onPageSizeChange}
      recordsPerPageLabel={t('list.recordsPerPage')}
      paginationText={({ from, to, totalRecords }) => t('list.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('list.previousPage') }
          : control === 'next'
            ? { 'aria-label': t('list.nextPage') }
            : {}
      }
      getPaginationItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
      noRecordsText={t('list.noRecords')}
    />
  );
}
