import { nightKinds, type SurchargeKind, surchargeKinds } from '../../../contract/surcharges.ts';

export const MINUTES_PER_DAY = 1440;

/** Monday = 0 … Sunday = 6, whatever the user's week start; the display reorders. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const SATURDAY: Weekday = 5;
const SUNDAY: Weekday = 6;
/** The illustrative nonbusiness day falls on a Wednesday, so no weekend surcharge mixes in. */
const ILLUSTRATIVE_WEEKDAY: Weekday = 2;

/** One configured surcharge as the interface spells it (times `hh:mm:ss`, or `hh:mm`). */
export type PreviewSurcharge = {
  percent: number;
  time_since: string;
  time_until: string;
  time_since_is_previous_day?: boolean;
  time_until_is_next_day?: boolean;
};

export type PreviewModel = { accumulation: boolean } & Partial<
  Record<SurchargeKind, PreviewSurcharge | null | undefined>
>;

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

/** A stretch of a neighbouring day, in minutes after that day's midnight. */
type Stretch = { start: number; end: number };

export type DayPreview = { weekday: Weekday; segments: PreviewSegment[] };

/**
 * Nonbusiness days are dates, not weekdays: this is one such date on a Wednesday. `before` and
 * `after` are where that kind's own window reaches into the evening before or the morning after.
 */
export type IllustrativeDay = DayPreview & {
  kind: 'nonbusiness' | 'nonbusiness_special';
  before: Stretch | null;
  after: Stretch | null;
};

export type WeekPreview = {
  /** Seven days in the user's order (Monday or Sunday first). */
  days: DayPreview[];
  /** One illustrative day per configured nonbusiness kind. */
  illustrative: IllustrativeDay[];
  /** Configured day kinds whose end is not after their start, so they never apply. */
  emptyKinds: SurchargeKind[];
};

type Window = { kind: SurchargeKind; percent: number; start: number; end: number };

const nightKindSet: ReadonlySet<SurchargeKind> = new Set(nightKinds);

export function isNightKind(kind: SurchargeKind): boolean {
  return nightKindSet.has(kind);
}

/** `hh:mm` or `hh:mm:ss` → minutes after midnight (seconds as a fraction); null when unreadable. */
export function minutesOfTime(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes + seconds / 60;
}

/**
 * Where one surcharge applies for the day starting at `dayStart` (minutes on a continuous time line).
 * Night kinds apply every day, and an end at or before the start runs into the next morning. The day
 * kinds reach back and forward only through their flags; without them an end at or before the start
 * leaves nothing.
 */
function windowOf(kind: SurchargeKind, surcharge: PreviewSurcharge, dayStart: number): Window | null {
  const since = minutesOfTime(surcharge.time_since);
  const until = minutesOfTime(surcharge.time_until);
  if (since === null || until === null || !(surcharge.percent > 0)) return null;
  let start = dayStart + since;
  let end = dayStart + until;
  if (isNightKind(kind)) {
    if (end <= start) end += MINUTES_PER_DAY;
  } else {
    if (surcharge.time_since_is_previous_day) start -= MINUTES_PER_DAY;
    if (surcharge.time_until_is_next_day) end += MINUTES_PER_DAY;
    if (end <= start) return null;
  }
  return { kind, percent: surcharge.percent, start, end };
}

/** The day kinds that apply on a day of the illustrative or the regular week. */
type DayContext = { offset: number; weekday: Weekday; dateKind?: 'nonbusiness' | 'nonbusiness_special' };

function windowsFor(model: PreviewModel, days: DayContext[]): Window[] {
  const windows: Window[] = [];
  for (const day of days) {
    const dayStart = day.offset * MINUTES_PER_DAY;
    for (const kind of surchargeKinds) {
      const surcharge = model[kind];
      if (!surcharge) continue;
      const applies =
        isNightKind(kind) ||
        kind === day.dateKind ||
        (kind === 'sunday' && day.weekday === SUNDAY && !day.dateKind) ||
        (kind === 'saturday' && day.weekday === SATURDAY && !day.dateKind);
      if (!applies) continue;
      const window = windowOf(kind, surcharge, dayStart);
      if (window) windows.push(window);
    }
  }
  return windows;
}

function highest(windows: Window[]): Window | undefined {
  let best: Window | undefined;
  for (const window of windows) if (!best || window.percent > best.percent) best = window;
  return best;
}

/**
 * The percent where windows overlap. Night kinds never add to each other, nor do the day kinds: the
 * higher one of each group counts. With accumulation the night percent adds to the day kind's;
 * without it only the higher of the two applies.
 */
function effective(active: Window[], accumulation: boolean): Pick<PreviewSegment, 'applied' | 'percent'> {
  const night = highest(active.filter((window) => isNightKind(window.kind)));
  const day = highest(active.filter((window) => !isNightKind(window.kind)));
  if (accumulation) {
    return {
      applied: [night, day].flatMap((window) => (window ? [window.kind] : [])),
      percent: (night?.percent ?? 0) + (day?.percent ?? 0),
    };
  }
  // On a tie the day kind is named: the percent is the same either way.
  const winner = night && day ? (night.percent > day.percent ? night : day) : (night ?? day);
  return { applied: winner ? [winner.kind] : [], percent: winner?.percent ?? 0 };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The covered stretches of [from, from + 1 day), relative to `from`, with neighbours of equal effect merged. */
function segmentsOfDay(windows: Window[], from: number, accumulation: boolean): PreviewSegment[] {
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
    const { applied, percent } = effective(active, accumulation);
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
  const own = windows.find((window) => window.kind === kind);
  return {
    kind,
    weekday: ILLUSTRATIVE_WEEKDAY,
    segments: segmentsOfDay(windows, 0, model.accumulation),
    before:
      own && own.start < 0
        ? { start: own.start + MINUTES_PER_DAY, end: Math.min(own.end, 0) + MINUTES_PER_DAY }
        : null,
    after:
      own && own.end > MINUTES_PER_DAY
        ? {
            start: Math.max(own.start, MINUTES_PER_DAY) - MINUTES_PER_DAY,
            end: Math.min(own.end - MINUTES_PER_DAY, MINUTES_PER_DAY),
          }
        : null,
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
    const since = minutesOfTime(surcharge.time_since);
    const until = minutesOfTime(surcharge.time_until);
    return since !== null && until !== null && windowOf(kind, surcharge, 0) === null;
  });

  return { days, illustrative, emptyKinds };
}
