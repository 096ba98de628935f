import classes from './surcharge-day-track.module.css';
import { MINUTES_PER_DAY, type PreviewSegment } from './surcharge-preview.ts';
import { kindColors, type SurchargeText } from './surcharge-text.ts';

/** A stretch narrower than this shows its percent only in the text and the tooltip. */
const MIN_LABEL_PX = 40;

const leftAndWidth = (start: number, end: number) => ({
  left: `${(start / MINUTES_PER_DAY) * 100}%`,
  width: `${((end - start) / MINUTES_PER_DAY) * 100}%`,
});

/**
 * One day's 24 hours with the surcharge windows on it: a stripe per surcharge covering a stretch (an
 * ignored one hatched) and the percent that applies there. The surcharge editor's preview and the
 * account's day drawer draw with it, so a window looks the same in both.
 */
export function SurchargeTrack({
  segments,
  width,
  tooltipOf,
  text,
}: {
  segments: readonly PreviewSegment[];
  /** The track's width in pixels, to decide which stretches are wide enough for their percent. */
  width: number;
  /** A stretch in words, for its tooltip. */
  tooltipOf: (segment: PreviewSegment) => string;
  text: SurchargeText;
}) {
  return (
    <div className={classes.track}>
      {segments.map((segment) => (
        <div
          key={segment.start}
          className={classes.segment}
          style={leftAndWidth(segment.start, segment.end)}
          title={tooltipOf(segment)}
        >
          {segment.kinds.map((kind) => (
            <div
              key={kind}
              className={classes.stripe}
              data-ignored={segment.applied.includes(kind) ? undefined : true}
              style={{ backgroundColor: `var(--mantine-color-${kindColors[kind]}-filled)` }}
            />
          ))}
          {((segment.end - segment.start) / MINUTES_PER_DAY) * width >= MIN_LABEL_PX && (
            <div className={classes.percent}>
              <span>{text.percent(segment.percent)}</span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

/** Stretches of a day that are not surcharges (worked time), on the same 24-hour axis. */
export function IntervalTrack({ intervals }: { intervals: readonly { start: number; end: number }[] }) {
  return (
    <div className={classes.track}>
      {intervals.map((interval) => (
        <div
          key={interval.start}
          className={classes.interval}
          style={leftAndWidth(interval.start, interval.end)}
        />
      ))}
    </div>
  );
}

/** Hour marks over the tracks: every three hours, or every six on a narrow chart. */
export function HourAxis({ narrow, text }: { narrow: boolean; text: SurchargeText }) {
  const step = narrow ? 6 : 3;
  const hours = Array.from({ length: 24 / step + 1 }, (_, index) => index * step);
  return (
    <div className={classes.axis}>
      {hours.map((hour) => (
        <span
          key={hour}
          className={classes.tick}
          data-edge={hour === 0 ? 'start' : hour === 24 ? 'end' : undefined}
          style={{ left: `${(hour / 24) * 100}%` }}
        >
          {text.hour(hour)}
        </span>
      ))}
    </div>
  );
}
