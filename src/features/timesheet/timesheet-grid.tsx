import { Badge, Group, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateValue } from '../../../contract/dates.ts';
import { localeFor, useFormatter } from '../../lib/format.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { DurationCell } from './duration-cell.tsx';
import classes from './timesheet.module.css';
import type { Timesheet } from './use-timesheet.ts';
import type { SheetRow } from './week-sheet.ts';

/** A row's name and whether what it books is billable. */
export function RowName({ row }: { row: SheetRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" miw={0}>
        {row.label}
      </Text>
      {row.billable === 1 && (
        <Badge size="xs" variant="light" color="teal" title={t('timesheet.billable')}>
          {t('timesheet.billable')}
        </Badge>
      )}
    </Group>
  );
}

/** The cells of one row and day, as the grid and the phone's list both draw them. */
export function cellProps(
  t: TFunction,
  timesheet: Timesheet,
  row: SheetRow,
  rowIndex: number,
  col: number,
  lockReason: string,
) {
  const cell = row.cells[col];
  if (!cell) return null;
  const day = timesheet.dayName(cell.day);
  return {
    cell,
    booking: row,
    row: rowIndex,
    col,
    label: `${row.label}, ${day}`,
    openLabel: t('timesheet.openEntries', { row: row.label, day }),
    lockReason: timesheet.isLocked(cell.day) ? lockReason : null,
    lockId: 'timesheet-lock',
    onCommit: (text: string) => timesheet.commit(row, col, text),
  };
}

/** The week as a table: a row per booking, a column per day, totals on the right and below. */
export function TimesheetGrid({ timesheet, lockReason }: { timesheet: Timesheet; lockReason: string }) {
  const { t, i18n } = useTranslation();
  const hours = useFormatter().duration;
  const { sheet, today } = timesheet;
  const dayHead = dateTimeFormat(localeFor(i18n.language), {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table data-sheet className={classes.grid} verticalSpacing={4} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('timesheet.row')}</Table.Th>
            {sheet.days.map((day) => (
              <Table.Th
                key={day}
                scope="col"
                className={classes.day}
                data-today={day === today || undefined}
                aria-label={timesheet.dayName(day)}
              >
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {timesheet.isLocked(day) && <IconLock size={14} aria-label={t('timesheet.lockedDay')} />}
                  {dayHead.format(dateValue(day))}
                </Group>
              </Table.Th>
            ))}
            <Table.Th scope="col" className={classes.day}>
              {t('timesheet.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.rows.map((row, rowIndex) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400} className={classes.name}>
                <RowName row={row} />
              </Table.Th>
              {sheet.days.map((day, col) => {
                const props = cellProps(t, timesheet, row, rowIndex, col, lockReason);
                return (
                  <Table.Td
                    key={day}
                    className={classes.cell}
                    data-locked={timesheet.isLocked(day) || undefined}
                  >
                    {props && <DurationCell {...props} />}
                  </Table.Td>
                );
              })}
              <Table.Td className={classes.total}>{hours(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('timesheet.dayTotal')}</Table.Th>
            {sheet.dayTotals.map((seconds, col) => (
              <Table.Td key={sheet.days[col]} className={classes.total}>
                {hours(seconds)}
              </Table.Td>
            ))}
            <Table.Td className={classes.total} fw={700}>
              {hours(sheet.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
