import {
  SECONDS_PER_DAY,
  type SurchargeWindow,
  secondsOfClock,
  type WindowDay,
  type WindowModel,
  windowsOn,
} from '../../../contract/surcharge-windows.ts';
import type { ReportDay } from '../../../contract/user-reports.ts';
import { surchargeShares } from '../../../contract/work-time-day.ts';

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 1440;

/** Minutes after the day's midnight, in wall-clock time. */
export type Stretch = { start: number; end: number };

/** `hh:mm` of a report day, where `24:00` is the next midnight. */
function minutesOf(time: string): number | null {
  if (time === '24:00') return MINUTES_PER_DAY;
  const seconds = secondsOfClock(time);
  return seconds === null ? null : seconds / 60;
}

/**
 * The day's worked stretches from its report details: from the first start to the last end, less the
 * breaks between the intervals. None while the work clock runs, as the end is not yet known.
 */
export function workedStretches(day: Pick<ReportDay, 'work_start' | 'work_end' | 'breaks'>): Stretch[] {
  if (day.work_start == null || day.work_end == null) return [];
  const times = [
    day.work_start,
    ...(day.breaks ?? []).flatMap((pause) => [pause.since, pause.until]),
    day.work_end,
  ].map(minutesOf);
  const stretches: Stretch[] = [];
  for (let index = 0; index + 1 < times.length; index += 2) {
    const [start, end] = [times[index], times[index + 1]];
    if (start == null || end == null) return [];
    if (end > start) stretches.push({ start, end });
  }
  return stretches;
}

/** A surcharge window that earned time on the day, with what it earned. */
export type EarningWindow = SurchargeWindow & {
  /** Worked minutes inside the window. */
  workedMinutes: number;
  /** Surcharge minutes the window's kind earned there. */
  earnedMinutes: number;
};

/** Which neighbouring days are nonbusiness days, and of which kind; the day itself is in the middle. */
export type DayAround = { weekday: number; nonbusiness: WindowDay['nonbusiness'] };

/**
 * The windows of the model in force that earned surcharge on a day (times in minutes after its
 * midnight; a window reaching in from the day before starts below 0). The day before and after are
 * asked too, as their windows can reach the day's work. What each window earned is the account's own
 * arithmetic (`surchargeShares`) over the work inside it, against every window of the three days.
 * In the order they begin.
 */
export function earningWindows(
  model: WindowModel,
  around: readonly [DayAround, DayAround, DayAround],
  worked: readonly Stretch[],
): EarningWindow[] {
  const windows = windowsOn(
    model,
    around.map((day, index) => ({ ...day, dayStart: (index - 1) * SECONDS_PER_DAY })),
  ).map((window) => ({ ...window, start: window.start * 1000, end: window.end * 1000 }));
  const intervals = worked.map((stretch) => ({
    since: stretch.start * MINUTE_MS,
    until: stretch.end * MINUTE_MS,
  }));
  // The report's times are already local wall-clock readings.
  const wallClock = { offsetOf: () => 0 };
  const earning: EarningWindow[] = [];
  for (const window of windows) {
    const inside = intervals
      .map((interval) => ({
        since: Math.max(interval.since, window.start),
        until: Math.min(interval.until, window.end),
      }))
      .filter((interval) => interval.until > interval.since);
    const units = surchargeShares(inside, windows, model.accumulation, wallClock)[window.kind] ?? 0;
    if (units <= 0) continue;
    earning.push({
      kind: window.kind,
      percent: window.percent,
      start: window.start / MINUTE_MS,
      end: window.end / MINUTE_MS,
      workedMinutes: inside.reduce((sum, interval) => sum + interval.until - interval.since, 0) / MINUTE_MS,
      earnedMinutes: units / 100 / MINUTE_MS,
    });
  }
  return earning.sort((a, b) => a.start - b.start);
}
