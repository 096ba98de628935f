import {
  appliedPercent,
  isNightKind,
  SECONDS_PER_DAY,
  type SurchargeWindow,
  secondsOfClock,
  surchargeWindow,
  type WindowModel,
  type WindowSurcharge,
  windowsOn,
} from '../../../contract/surcharge-windows.ts';
import { type SurchargeKind, surchargeKinds } from '../../../contract/surcharges.ts';

export const MINUTES_PER_DAY = 1440;

/** Monday = 0 … Sunday = 6, whatever the user's week start; the display reorders. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The illustrative nonbusiness day falls on a Wednesday, so no weekend surcharge mixes in. */
const ILLUSTRATIVE_WEEKDAY: Weekday = 2;

export type PreviewSurcharge = WindowSurcharge;
export type PreviewModel = WindowModel;

export type PreviewSegment = {
  /** Minutes after the day's midnight; `end` is exclusive, at most 1440. */
  start: number;
  end: number;
  /** Every surcharge whose window covers this stretch, in the interface's order. */
  kinds: SurchargeKind[];
  /** The surcharges that count under the accumulation rule. */
  applied: SurchargeKind[];
  /** The percent that applies here. */
  percent: number;
};

export type DayPreview = { weekday: Weekday; segments: PreviewSegment[] };

/**
 * Nonbusiness days are dates, not weekdays: this is one such date on a Wednesday. `before` and
 * `after` are the stretches of the day before and the day after that the date's own window reaches
 * (in minutes after that day's midnight), with the percent that applies there.
 */
export type IllustrativeDay = DayPreview & {
  kind: 'nonbusiness' | 'nonbusiness_special';
  before: PreviewSegment[];
  after: PreviewSegment[];
};

export type WeekPreview = {
  /** Seven days in the user's order (Monday or Sunday first). */
  days: DayPreview[];
  /** One illustrative day per configured nonbusiness kind. */
  illustrative: IllustrativeDay[];
  /** Configured day kinds whose end is not after their start, so they never apply. */
  emptyKinds: SurchargeKind[];
};

const SECONDS_PER_MINUTE = 60;

/** `hh:mm` or `hh:mm:ss` → minutes after midnight (seconds as a fraction); null when unreadable. */
export function minutesOfTime(time: string): number | null {
  const seconds = secondsOfClock(time);
  return seconds === null ? null : seconds / SECONDS_PER_MINUTE;
}

/** The day kinds that apply on a day of the illustrative or the regular week. */
type DayContext = { offset: number; weekday: Weekday; dateKind?: 'nonbusiness' | 'nonbusiness_special' };

/** The shared windows, in minutes after the preview's day 0. */
function windowsFor(model: PreviewModel, days: DayContext[]): SurchargeWindow[] {
  return windowsOn(
    model,
    days.map((day) => ({
      dayStart: day.offset * SECONDS_PER_DAY,
      weekday: day.weekday + 1,
      nonbusiness: day.dateKind === undefined ? null : day.dateKind === 'nonbusiness' ? 'plain' : 'special',
    })),
  ).map((window) => ({
    ...window,
    start: window.start / SECONDS_PER_MINUTE,
    end: window.end / SECONDS_PER_MINUTE,
  }));
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The covered stretches of [from, from + 1 day), relative to `from`, with neighbours of equal effect merged. */
export function segmentsOfDay(
  windows: SurchargeWindow[],
  from: number,
  accumulation: boolean,
): PreviewSegment[] {
  const to = from + MINUTES_PER_DAY;
  const bounds = new Set([from, to]);
  for (const window of windows) {
    if (window.start > from && window.start < to) bounds.add(window.start);
    if (window.end > from && window.end < to) bounds.add(window.end);
  }
  const sorted = [...bounds].sort((a, b) => a - b);
  const segments: PreviewSegment[] = [];
  for (let index = 0; index < sorted.length - 1; index++) {
    const start = sorted[index] as number;
    const end = sorted[index + 1] as number;
    const active = windows.filter((window) => window.start < end && window.end > start);
    if (active.length === 0) continue;
    const kinds = surchargeKinds.filter((kind) => active.some((window) => window.kind === kind));
    const { shares, percent } = appliedPercent(active, accumulation);
    const applied = shares.map((share) => share.kind);
    const previous = segments.at(-1);
    if (
      previous &&
      previous.end === start - from &&
      previous.percent === percent &&
      sameList(previous.kinds, kinds) &&
      sameList(previous.applied, applied)
    ) {
      previous.end = end - from;
      continue;
    }
    segments.push({ start: start - from, end: end - from, kinds, applied, percent });
  }
  return segments;
}

function weekdayOf(offset: number): Weekday {
  return (((offset % 7) + 7) % 7) as Weekday;
}

function illustrativeDay(model: PreviewModel, kind: 'nonbusiness' | 'nonbusiness_special'): IllustrativeDay {
  // The days around it, so that night windows and the date's own flags reach in and out.
  const days: DayContext[] = [-2, -1, 0, 1, 2].map((offset) => ({
    offset,
    weekday: weekdayOf(ILLUSTRATIVE_WEEKDAY + offset),
    dateKind: offset === 0 ? kind : undefined,
  }));
  const windows = windowsFor(model, days);
  // What the date's own window adds to its neighbours: their stretches where that window applies.
  const spill = (from: number) =>
    segmentsOfDay(windows, from, model.accumulation).filter((segment) => segment.kinds.includes(kind));
  return {
    kind,
    weekday: ILLUSTRATIVE_WEEKDAY,
    segments: segmentsOfDay(windows, 0, model.accumulation),
    before: spill(-MINUTES_PER_DAY),
    after: spill(MINUTES_PER_DAY),
  };
}

/**
 * Where each surcharge of a model applies in a week, and which percent applies where windows
 * overlap. A regular week has no nonbusiness dates; those appear as illustrative days instead.
 */
export function surchargeWeekPreview(
  model: PreviewModel,
  { weekStartsMonday }: { weekStartsMonday: boolean },
): WeekPreview {
  // The week before and after as well, so that windows crossing Sunday night wrap into Monday.
  const context: DayContext[] = [];
  for (let offset = -7; offset < 14; offset++) context.push({ offset, weekday: weekdayOf(offset) });
  const windows = windowsFor(model, context);

  const order: Weekday[] = weekStartsMonday ? [0, 1, 2, 3, 4, 5, 6] : [6, 0, 1, 2, 3, 4, 5];
  const days = order.map((weekday) => ({
    weekday,
    segments: segmentsOfDay(windows, weekday * MINUTES_PER_DAY, model.accumulation),
  }));

  const illustrative = (['nonbusiness', 'nonbusiness_special'] as const)
    .filter((kind) => model[kind])
    .map((kind) => illustrativeDay(model, kind));

  const emptyKinds = surchargeKinds.filter((kind) => {
    const surcharge = model[kind];
    if (!surcharge || isNightKind(kind)) return false;
    const since = secondsOfClock(surcharge.time_since);
    const until = secondsOfClock(surcharge.time_until);
    return since !== null && until !== null && surchargeWindow(kind, surcharge, 0) === null;
  });

  return { days, illustrative, emptyKinds };
}
