import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayBounds } from '../../../contract/dates.ts';
import { DayAxis } from '../../components/day-axis.tsx';
import classes from './day-strip.module.css';
import { drawnRows, type Edge, type EditRow, MINUTE, moved, STEP } from './edit-rows.ts';

type Drag = { key: number; edge: Edge | 'both'; originX: number; origin: number; width: number };

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };

/**
 * The day from local midnight to midnight with its intervals and the breaks between them. Each
 * interval's edges are sliders: drag them, or focus one and use the arrow keys (5 minutes, with
 * Shift 1 minute); dragging the interval itself moves it whole. Positions are real instants, so a
 * day of 23 or 25 hours is drawn to scale.
 */
export function DayStrip({
  date,
  timeZone,
  hour12,
  rows,
  time,
  label,
  onRows,
}: {
  date: string;
  timeZone: string;
  hour12: boolean;
  rows: readonly EditRow[];
  /** An instant of the day as the user reads clock times. */
  time: (instant: number) => string;
  label: string;
  onRows: (rows: EditRow[]) => void;
}) {
  const { t } = useTranslation();
  const bounds = dayBounds(date, timeZone);
  const length = bounds.end - bounds.start;
  const position = (instant: number) => ((instant - bounds.start) / length) * 100;
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const drawn = drawnRows(rows);
  const numberOf = (key: number) => rows.findIndex((row) => row.key === key) + 1;

  function startDrag(
    event: PointerEvent<HTMLElement>,
    row: EditRow & { since: number; until: number },
    edge: Edge | 'both',
  ) {
    if (event.button !== 0 || !track.current) return;
    event.stopPropagation();
    event.preventDefault();
    if (edge !== 'both') event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      key: row.key,
      edge,
      originX: event.clientX,
      origin: edge === 'until' ? row.until : row.since,
      width: track.current.getBoundingClientRect().width,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const delta = ((event.clientX - current.originX) / current.width) * length;
    const target = Math.round((current.origin + delta) / STEP) * STEP;
    onRows(moved(rows, current.key, current.edge, target, bounds));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, row: EditRow, edge: Edge, value: number) {
    const direction = KEY_STEPS[event.key];
    let target: number | undefined;
    if (direction) target = value + direction * (event.shiftKey ? MINUTE : STEP);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      target = value + (event.key === 'PageUp' ? 60 : -60) * MINUTE;
    } else if (event.key === 'Home') target = bounds.start;
    else if (event.key === 'End') target = bounds.end;
    if (target === undefined) return;
    event.preventDefault();
    onRows(moved(rows, row.key, edge, target, bounds));
  }

  const breaks = drawn
    .slice(1)
    .map((row, index) => ({ since: drawn[index]?.until ?? row.since, until: row.since }));

  return (
    <fieldset className={classes.strip}>
      <VisuallyHidden component="legend">{label}</VisuallyHidden>
      <div
        ref={track}
        className={classes.track}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        {breaks.map((pause) => (
          <div
            key={pause.since}
            className={classes.break}
            style={{
              left: `${position(pause.since)}%`,
              width: `${position(pause.until) - position(pause.since)}%`,
            }}
            title={t('workDay.breakRange', { range: `${time(pause.since)}–${time(pause.until)}` })}
            aria-hidden
          />
        ))}
        {drawn.map((row) => {
          const number = numberOf(row.key);
          const range = `${time(row.since)}–${time(row.until)}`;
          return (
            <div
              key={row.key}
              className={classes.block}
              style={{
                left: `${position(row.since)}%`,
                width: `${position(row.until) - position(row.since)}%`,
              }}
              title={range}
              onPointerDown={(event) => startDrag(event, row, 'both')}
              data-testid={`interval-${number}`}
            >
              <span className={classes.range} aria-hidden>
                {range}
              </span>
              <VisuallyHidden>{t('workDay.intervalRange', { number, range })}</VisuallyHidden>
              {(['since', 'until'] as const).map((edge) => {
                const value = row[edge];
                return (
                  <div
                    key={edge}
                    role="slider"
                    tabIndex={0}
                    aria-label={t(edge === 'since' ? 'workDay.startHandle' : 'workDay.endHandle', { number })}
                    aria-valuemin={0}
                    aria-valuemax={Math.round(length / MINUTE)}
                    aria-valuenow={Math.round((value - bounds.start) / MINUTE)}
                    aria-valuetext={time(value)}
                    aria-orientation="horizontal"
                    className={`${classes.handle} ${edge === 'since' ? classes.start : classes.end}`}
                    onPointerDown={(event) => startDrag(event, row, edge)}
                    onKeyDown={(event) => onKeyDown(event, row, edge, value)}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      <DayAxis date={date} timeZone={timeZone} hour12={hour12} position={position} />
    </fieldset>
  );
}
