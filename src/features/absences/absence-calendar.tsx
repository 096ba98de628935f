import { Popover } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { type CSSProperties, memo, type ReactNode, useMemo, useRef } from 'react';
import type { Absence } from '../../../contract/absences.ts';
import classes from './absence-calendar.module.css';
import { type BarLayout, isWeekend, isWeekStart, layoutBars } from './calendar-layout.ts';

export type CalendarHeaderCell = { key: string; content: ReactNode; label: string; date: string | null };

export type CalendarRow = {
  key: string;
  /** The row header: a name or a month, usually a link. */
  header: ReactNode;
  /** One date per column; null where the row has no such day (short months in a year planner). */
  dates: readonly (string | null)[];
  /** The absences to draw, already filtered. */
  absences: readonly Absence[];
  weekendFriday: boolean;
  /** Target-hours days off to shade. */
  daysOff?: ReadonlySet<string>;
  /** Public holidays to shade and name: the holiday's name by date. */
  holidays?: ReadonlyMap<string, string>;
  /** Days can be picked with a click to file an absence on this row. */
  selectable: boolean;
  own?: boolean;
  /** Who the absences belong to, for the bars' accessible names. */
  person: (absence: Absence) => string;
};

export type CalendarProps = {
  label: string;
  columns: readonly CalendarHeaderCell[];
  /** What the first header cell says (e.g. "Co-worker"). */
  cornerLabel: string;
  rows: readonly CalendarRow[];
  today: string;
  weekstartMonday: boolean;
  /** The viewer's weekend, for the day header. */
  weekendFriday: boolean;
  openBarId: number | null;
  onBarClick: (absence: Absence) => void;
  onBarDismiss: () => void;
  renderDetails: (absence: Absence) => ReactNode;
  barName: (absence: Absence, person: string) => string;
  barText: (absence: Absence) => string;
  /** The first day picked for a new absence, and on which row. */
  selection: { rowKey: string; date: string } | null;
  onDayClick: (rowKey: string, date: string) => void;
  /** The pick button's name; `holiday` is the day's public holiday on that row, if any. */
  dayLabel: (date: string, holiday: string | undefined) => string;
  /** `planner`: rows are months of one person's year. */
  variant?: 'month' | 'planner';
  testId?: string;
};

/**
 * The absence grid: a table with one row per person (or month), one column per day, and bars for
 * absences. Plain elements and CSS rather than components per cell, so 50 rows × 31 days draw
 * quickly; the name column and the day header stay in view while the grid scrolls.
 */
export function AbsenceCalendar({
  label,
  columns,
  cornerLabel,
  rows,
  today,
  weekstartMonday,
  weekendFriday,
  openBarId,
  onBarClick,
  onBarDismiss,
  renderDetails,
  barName,
  barText,
  selection,
  onDayClick,
  dayLabel,
  variant = 'month',
  testId,
}: CalendarProps) {
  const tableStyle = { '--columns': columns.length } as CSSProperties;
  return (
    <div
      className={`${classes.scroller} ${variant === 'planner' ? classes.planner : ''}`}
      data-testid={testId}
    >
      <table aria-label={label} className={classes.table} style={tableStyle}>
        <colgroup>
          <col className={classes.nameColumn} />
          {columns.map((column) => (
            <col key={column.key} />
          ))}
        </colgroup>
        <thead>
          <tr className={classes.headerRow}>
            <th scope="col" className={classes.nameHeader}>
              {cornerLabel}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-label={column.label}
                className={classes.dayHeader}
                data-weekend={column.date && isWeekend(column.date, weekendFriday) ? '' : undefined}
                data-week-start={column.date && isWeekStart(column.date, weekstartMonday) ? '' : undefined}
                data-today={column.date === today ? '' : undefined}
                aria-current={column.date === today ? 'date' : undefined}
              >
                {column.content}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CalendarRowView
              key={row.key}
              row={row}
              today={today}
              weekstartMonday={weekstartMonday}
              openBarId={row.absences.some((absence) => absence.id === openBarId) ? openBarId : null}
              onBarClick={onBarClick}
              onBarDismiss={onBarDismiss}
              renderDetails={renderDetails}
              barName={barName}
              barText={barText}
              selectedDate={selection?.rowKey === row.key ? selection.date : null}
              onDayClick={onDayClick}
              dayLabel={dayLabel}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = Omit<
  CalendarProps,
  'label' | 'columns' | 'cornerLabel' | 'rows' | 'selection' | 'testId' | 'weekendFriday' | 'variant'
> & {
  row: CalendarRow;
  selectedDate: string | null;
};

// Rows only re-render when their own data, open bar or selection changes.
const CalendarRowView = memo(function CalendarRowView({
  row,
  today,
  weekstartMonday,
  openBarId,
  onBarClick,
  onBarDismiss,
  renderDetails,
  barName,
  barText,
  selectedDate,
  onDayClick,
  dayLabel,
}: RowProps) {
  const { bars, lanes } = useMemo(() => layoutBars(row.absences, row.dates), [row.absences, row.dates]);
  const barsByStart = useMemo(() => {
    const map = new Map<number, BarLayout<Absence>[]>();
    for (const bar of bars) map.set(bar.start, [...(map.get(bar.start) ?? []), bar]);
    return map;
  }, [bars]);

  return (
    <tr
      className={`${classes.bodyRow} ${row.own ? classes.own : ''}`}
      style={{ '--lanes': lanes } as CSSProperties}
    >
      <th scope="row" className={classes.rowHeader}>
        <div className={classes.rowHeaderInner}>{row.header}</div>
      </th>
      {row.dates.map((date, index) => {
        const weekend = date !== null && isWeekend(date, row.weekendFriday);
        const holiday = date === null ? undefined : row.holidays?.get(date);
        return (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions, not records.
            key={index}
            className={classes.cell}
            data-blank={date === null ? '' : undefined}
            data-weekend={weekend ? '' : undefined}
            data-day-off={date !== null && !weekend && row.daysOff?.has(date) ? '' : undefined}
            data-holiday={holiday === undefined ? undefined : ''}
            title={holiday}
            data-week-start={date !== null && isWeekStart(date, weekstartMonday) ? '' : undefined}
            data-today={date === today ? '' : undefined}
            data-selected={date !== null && date === selectedDate ? '' : undefined}
          >
            {row.selectable && date !== null && (
              // Out of the tab order: the "Request absence" form is the keyboard path.
              <button
                type="button"
                tabIndex={-1}
                className={classes.cellButton}
                aria-label={dayLabel(date, holiday)}
                aria-pressed={date === selectedDate}
                onClick={() => onDayClick(row.key, date)}
              />
            )}
            {barsByStart.get(index)?.map((bar) => (
              <Bar
                key={bar.item.id}
                bar={bar}
                name={barName(bar.item, row.person(bar.item))}
                text={barText(bar.item)}
                open={bar.item.id === openBarId}
                onClick={onBarClick}
                onDismiss={onBarDismiss}
                renderDetails={renderDetails}
              />
            ))}
          </td>
        );
      })}
    </tr>
  );
});

function Bar({
  bar,
  name,
  text,
  open,
  onClick,
  onDismiss,
  renderDetails,
}: {
  bar: BarLayout<Absence>;
  name: string;
  text: string;
  open: boolean;
  onClick: (absence: Absence) => void;
  onDismiss: () => void;
  renderDetails: (absence: Absence) => ReactNode;
}) {
  const absence = bar.item;
  const button = useRef<HTMLButtonElement>(null);
  const pending = absence.status === 0;
  const final = absence.status >= 2;
  const attributes = {
    className: `${classes.bar} ${classes[`type${absence.type ?? 'Unknown'}`] ?? classes.typeUnknown}`,
    style: { '--span': bar.span, '--lane': bar.lane } as CSSProperties,
    'data-pending': pending ? '' : undefined,
    'data-final': final ? '' : undefined,
    'data-half': bar.half ? '' : undefined,
    'data-continues-before': bar.continuesBefore ? '' : undefined,
    'data-continues-after': bar.continuesAfter ? '' : undefined,
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        {...attributes}
        data-open={open ? '' : undefined}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onClick(absence)}
        title={name}
      >
        {pending && !bar.half && (
          <IconHourglassHigh size={12} stroke={2.2} aria-hidden style={{ flexShrink: 0 }} />
        )}
        {/* Shorter bars have no room for a word; colour, legend and the name tell the type. */}
        {bar.span >= 3 && <span className={classes.barLabel}>{text}</span>}
        {bar.half && !pending && <span aria-hidden>½</span>}
      </button>
      {open && (
        <Popover
          opened
          onDismiss={onDismiss}
          position="bottom-start"
          withArrow
          shadow="md"
          width={340}
          trapFocus
          // The popover mounts open, so its own focus return has nothing to return to: Escape does it here.
          closeOnEscape={false}
          // The dropdown names itself after the bar; the default roles would point at the hidden twin.
          withRoles={false}
        >
          <Popover.Target>
            {/* The popover hangs from an invisible twin of the bar, so the bar itself never remounts. */}
            <span
              {...attributes}
              aria-hidden
              className={`${attributes.className} ${classes.popoverAnchor}`}
            />
          </Popover.Target>
          <Popover.Dropdown
            aria-label={name}
            role="dialog"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              onDismiss();
              button.current?.focus();
            }}
          >
            {renderDetails(absence)}
          </Popover.Dropdown>
        </Popover>
      )}
    </>
  );
}
