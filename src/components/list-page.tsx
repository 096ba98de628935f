import { ActionIcon, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../contract/common.ts';
import { NoMatches, TableSkeleton } from './list-states.tsx';
import { ErrorPanel } from './page-states.tsx';
import { PagedTable } from './paged-table.tsx';

/** A list page's title, with the button for a new record when the user may add one. */
export function ListPageHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  /** Absent when the user may not add. */
  onAdd?: () => void;
}) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      {onAdd && (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}

/** Edit and delete buttons at the end of a table row. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('common.edit')} openDelay={300}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common.delete')} openDelay={300}>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * A list query's result: a skeleton while the first page loads, the error with a retry, an empty
 * state (offering to clear the filters when they hid everything), or the paged table.
 */
export function ListResults<Data extends { paging: Paging }, T, Sort extends string>({
  list,
  records,
  label,
  columns,
  sort,
  filtered,
  empty,
  onClearFilters,
  onChange,
}: {
  list: UseQueryResult<Data>;
  records: (data: Data) => T[];
  label: string;
  columns: DataTableColumn<T>[];
  sort: Sort;
  filtered: boolean;
  empty: { title: string; filteredTitle: string; filteredHint: string };
  onClearFilters: () => void;
  /** Paging and sorting go to the URL like the filters. */
  onChange: (change: { page: number; items_per_page?: number; sort?: Sort }) => void;
}) {
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) {
    return <ErrorPanel error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  }
  const shown = records(list.data);
  if (shown.length === 0 && list.data.paging.current_page <= 1) {
    return (
      <NoMatches
        title={filtered ? empty.filteredTitle : empty.title}
        description={filtered ? empty.filteredHint : undefined}
        onClearFilters={filtered ? onClearFilters : undefined}
      />
    );
  }
  return (
    <PagedTable<T>
      label={label}
      records={shown}
      columns={columns}
      paging={list.data.paging}
      sort={sort}
      fetching={list.isFetching && list.isPlaceholderData}
      onPageChange={(page) => onChange({ page })}
      onPageSizeChange={(items_per_page) => onChange({ items_per_page, page: 1 })}
      onSortChange={(next) => onChange({ sort: next as Sort, page: 1 })}
    />
  );
}
