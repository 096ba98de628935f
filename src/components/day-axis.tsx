import { zonedInstant } from '../../contract/dates.ts';
import classes from './day-axis.module.css';

const LABELLED_HOURS = [0, 3, 6, 9, 12, 15, 18, 21, 24];

function hourLabel(hour: number, hour12: boolean): string {
  if (!hour12) return String(hour);
  const onClock = hour % 12 === 0 ? 12 : hour % 12;
  return `${onClock}${hour % 24 < 12 ? 'a' : 'p'}`;
}

/**
 * The hours under a day drawn from local midnight to midnight. Each label sits at its real instant,
 * so on a day of 23 or 25 hours (a DST change) the labels after the change shift with the time.
 */
export function DayAxis({
  date,
  timeZone,
  hour12,
  position,
  className,
}: {
  date: string;
  timeZone: string;
  hour12: boolean;
  /** Where an instant of the day sits, in percent of the strip's width. */
  position: (instant: number) => number;
  className?: string;
}) {
  return (
    <div className={`${classes.axis} ${className ?? ''}`} aria-hidden>
      {LABELLED_HOURS.map((hour) => (
        <span
          key={hour}
          className={`${classes.tick} ${hour % 6 === 0 ? '' : classes.minorTick}`}
          style={{ left: `${hour === 24 ? 100 : position(zonedInstant(date, hour * 3600, timeZone))}%` }}
        >
          {hourLabel(hour, hour12)}
        </span>
      ))}
    </div>
  );
}
