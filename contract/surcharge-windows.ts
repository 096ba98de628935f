import { nightKinds, type SurchargeKind, surchargeKinds } from './surcharges.ts';

/**
 * Where a surcharge model's windows lie and which percent applies where they overlap
 * (docs/interface.md#work-time-account). The surcharge editor's week preview and the work-time
 * account both use these functions, so what the editor shows is what the account counts. Times are
 * seconds on a continuous local wall-clock line: a day starts at `dayStart` and lasts 86 400 seconds
 * of wall clock, whatever a DST change does to real time (the account maps real instants onto it).
 */

export const SECONDS_PER_DAY = 86_400;

/** One configured surcharge as the interface spells it (times `hh:mm:ss`, or `hh:mm`). */
export type WindowSurcharge = {
  percent: number;
  time_since: string;
  time_until: string;
  time_since_is_previous_day?: boolean | undefined;
  time_until_is_next_day?: boolean | undefined;
};

export type WindowModel = { accumulation: boolean } & Partial<
  Record<SurchargeKind, WindowSurcharge | null | undefined>
>;

export type SurchargeWindow = { kind: SurchargeKind; percent: number; start: number; end: number };

const nightKindSet: ReadonlySet<SurchargeKind> = new Set(nightKinds);

export function isNightKind(kind: SurchargeKind): boolean {
  return nightKindSet.has(kind);
}

/** `hh:mm` or `hh:mm:ss` → seconds after midnight; null when unreadable (a half-typed time). */
export function secondsOfClock(time: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * Where one surcharge applies for the day starting at `dayStart`. Night kinds apply every day, and an
 * end at or before the start runs into the next morning. The day kinds reach back and forward only
 * through their flags; an end of 00:00 without the next-day flag is the end of the day itself, and an
 * end that is still not after the start leaves nothing.
 */
export function surchargeWindow(
  kind: SurchargeKind,
  surcharge: WindowSurcharge,
  dayStart: number,
): SurchargeWindow | null {
  const since = secondsOfClock(surcharge.time_since);
  const until = secondsOfClock(surcharge.time_until);
  if (since === null || until === null || !(surcharge.percent > 0)) return null;
  let start = dayStart + since;
  let end = dayStart + until;
  if (isNightKind(kind)) {
    if (end <= start) end += SECONDS_PER_DAY;
  } else {
    if (surcharge.time_since_is_previous_day) start -= SECONDS_PER_DAY;
    if (surcharge.time_until_is_next_day || until === 0) end += SECONDS_PER_DAY;
    if (end <= start) return null;
  }
  return { kind, percent: surcharge.percent, start, end };
}

/** What decides which day kinds apply on a date: its weekday and whether it is a nonbusiness day. */
export type WindowDay = {
  dayStart: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  nonbusiness: 'plain' | 'special' | null;
};

const SATURDAY = 6;
const SUNDAY = 7;

/**
 * The kinds in force on a day: the night kinds always, Saturday and Sunday on their weekday, and on a
 * nonbusiness day `nonbusiness`, which `nonbusiness_special` replaces on a special day when the
 * model has it.
 */
function appliesOn(model: WindowModel, kind: SurchargeKind, day: WindowDay): boolean {
  switch (kind) {
    case 'night':
    case 'night_increased':
      return true;
    case 'saturday':
      return day.weekday === SATURDAY;
    case 'sunday':
      return day.weekday === SUNDAY;
    case 'nonbusiness_special':
      return day.nonbusiness === 'special';
    case 'nonbusiness':
      return day.nonbusiness === 'plain' || (day.nonbusiness === 'special' && !model.nonbusiness_special);
  }
}

/** Every window of the model on the given days. */
export function windowsOn(model: WindowModel, days: readonly WindowDay[]): SurchargeWindow[] {
  const windows: SurchargeWindow[] = [];
  for (const day of days) {
    for (const kind of surchargeKinds) {
      const surcharge = model[kind];
      if (!surcharge || !appliesOn(model, kind, day)) continue;
      const window = surchargeWindow(kind, surcharge, day.dayStart);
      if (window) windows.push(window);
    }
  }
  return windows;
}

/** On equal percents the kind listed first wins. */
const precedence: readonly SurchargeKind[] = [
  'night_increased',
  'night',
  'nonbusiness_special',
  'nonbusiness',
  'sunday',
  'saturday',
];

function highest(windows: readonly SurchargeWindow[]): SurchargeWindow | undefined {
  let best: SurchargeWindow | undefined;
  for (const window of windows) {
    if (
      !best ||
      window.percent > best.percent ||
      (window.percent === best.percent && precedence.indexOf(window.kind) < precedence.indexOf(best.kind))
    ) {
      best = window;
    }
  }
  return best;
}

/** The percent at an instant and which kinds earn it, each with its share of the percent. */
export type AppliedPercent = { percent: number; shares: { kind: SurchargeKind; percent: number }[] };

/**
 * The percent where windows overlap. Night kinds never add to each other, nor do the day kinds: the
 * higher one of each group counts. With accumulation the night percent adds to the day kind's;
 * without it only the higher of the two applies, and on a tie the day kind is named.
 */
export function appliedPercent(active: readonly SurchargeWindow[], accumulation: boolean): AppliedPercent {
  const night = highest(active.filter((window) => isNightKind(window.kind)));
  const day = highest(active.filter((window) => !isNightKind(window.kind)));
  const winners = accumulation
    ? [night, day]
    : [night && day ? (night.percent > day.percent ? night : day) : (night ?? day)];
  const shares = winners.flatMap((window) =>
    window ? [{ kind: window.kind, percent: window.percent }] : [],
  );
  return { percent: shares.reduce((sum, share) => sum + share.percent, 0), shares };
}
