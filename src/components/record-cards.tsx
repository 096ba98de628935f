import { Box, Pagination, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type DataTableColumn, type DataTableProps, getRecordId, getValueAtPath } from 'mantine-datatable';
import type { Key, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../../contract/common.ts';
import classes from './record-cards.module.css';

/** A paged list's page, and what turning it or changing its size does; the grid and its cards share it. */
export type TablePaging = {
  paging: Paging;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

/** The column holding a row's buttons (`actionsColumn`, or a page's own of that name). */
const actionsAccessor = 'actions';

/**
 * What a column shows on a phone: a column the grid hides below some width (`visibleMediaQuery`)
 * stays hidden on the card too.
 */
function shownOnPhone<T>(
  column: DataTableColumn<T>,
  query: (column: DataTableColumn<T>) => string | undefined,
) {
  if (column.hidden) return false;
  const media = query(column);
  return media === undefined || window.matchMedia(media).matches;
}

function cell<T>(column: DataTableColumn<T>, record: T, index: number): ReactNode {
  if (column.render) return column.render(record, index);
  const value: unknown = getValueAtPath(record, String(column.accessor));
  return value == null || value === '' ? '—' : String(value);
}

/**
 * A record as a card, built from the grid's own columns: its name (else the first column) as the
 * title, the row's buttons beside it, and every further column as a label and its value. Every list
 * thus reads on a phone without a page writing a card of its own.
 */
function ColumnCard<T>({
  record,
  index,
  columns,
}: {
  record: T;
  index: number;
  columns: DataTableColumn<T>[];
}) {
  const actions = columns.find((column) => column.accessor === actionsAccessor);
  const rest = columns.filter((column) => column !== actions);
  // A record's name says which it is better than a leading column such as a colour mark.
  const primary = rest.find((column) => column.accessor === 'name') ?? rest[0];
  const details = rest.filter((column) => column !== primary);
  return (
    <Stack gap="xs">
      <div className={classes.head}>
        {primary && (
          <Box fw={500} className={classes.title}>
            {cell(primary, record, index)}
          </Box>
        )}
        {actions && <div>{cell(actions, record, index)}</div>}
      </div>
      {details.length > 0 && (
        <dl className={classes.fields}>
          {details.map((column) => (
            <div key={String(column.accessor)} className={classes.field}>
              <Text component="dt" size="sm" className={classes.label}>
                {column.title}
              </Text>
              <Box component="dd" fz="sm" className={classes.value}>
                {cell(column, record, index)}
              </Box>
            </div>
          ))}
        </dl>
      )}
    </Stack>
  );
}

/** The pager's buttons named in the reader's words: the grid's pager and the cards' alike. */
export function pagerLabels(t: TFunction) {
  return {
    getControlProps: (control: string) =>
      control === 'previous'
        ? { 'aria-label': t('list.previousPage') }
        : control === 'next'
          ? { 'aria-label': t('list.nextPage') }
          : {},
    getItemProps: (page: number) => ({ 'aria-label': t('list.page', { page }) }),
  };
}

function CardPager({ pages, shown }: { pages: TablePaging; shown: number }) {
  const { t } = useTranslation();
  const { paging } = pages;
  const from = (paging.current_page - 1) * paging.items_per_page + 1;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">{t('list.pagination', { from, to: from + shown - 1, total: paging.count_items })}</Text>
      {paging.count_pages > 1 && (
        <Pagination
          size="sm"
          total={paging.count_pages}
          value={paging.current_page}
          onChange={pages.onPageChange}
          {...pagerLabels(t)}
        />
      )}
    </Stack>
  );
}

/**
 * A list on a phone: each record a card, its buttons within reach instead of scrolled off to the right
 * of a table, and the pager below when the records are one page of many. A page may draw its cards
 * itself (`card`); otherwise they are built from the grid's columns.
 */
export function RecordCards<T>({
  label,
  records,
  columns,
  card,
  pages,
  idAccessor,
  onRowClick,
}: {
  label: string;
  records: T[];
  columns: DataTableColumn<T>[];
  card?: (record: T) => ReactNode;
  pages?: TablePaging;
  idAccessor?: DataTableProps<T>['idAccessor'];
  onRowClick?: DataTableProps<T>['onRowClick'];
}) {
  const theme = useMantineTheme();
  const mediaOf = (column: DataTableColumn<T>) =>
    typeof column.visibleMediaQuery === 'function'
      ? column.visibleMediaQuery(theme)
      : column.visibleMediaQuery;
  const shown = columns.filter((column) => shownOnPhone(column, mediaOf));
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" className={classes.cards} aria-label={label}>
        {records.map((record, index) => (
          <Paper
            component="li"
            key={getRecordId(record, idAccessor ?? 'id') as Key}
            withBorder
            p="md"
            className={onRowClick ? classes.opens : undefined}
            onClick={
              onRowClick && ((event: MouseEvent<HTMLLIElement>) => onRowClick({ event, record, index }))
            }
          >
            {card ? card(record) : <ColumnCard record={record} index={index} columns={shown} />}
          </Paper>
        ))}
      </Stack>
      {pages && <CardPager pages={pages} shown={records.length} />}
    </Stack>
  );
}
