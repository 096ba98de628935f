import type { MantineColor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isNightKind, surchargeWindow } from '../../../contract/surcharge-windows.ts';
import type { SurchargeKind } from '../../../contract/surcharges.ts';
import { localeFor } from '../../lib/format.ts';
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import {
  MINUTES_PER_DAY,
  minutesOfTime,
  type PreviewSegment,
  type PreviewSurcharge,
  type Weekday,
} from './surcharge-preview.ts';

/** One hue per kind, the same in the list, the editor and the preview; the names always go with it. */
export const kindColors: Record<SurchargeKind, MantineColor> = {
  night: 'indigo',
  night_increased: 'grape',
  nonbusiness: 'orange',
  nonbusiness_special: 'red',
  sunday: 'teal',
  saturday: 'yellow',
};

// 2024-01-01 was a Monday: Weekday n is that date plus n days.
const MONDAY_UTC = Date.UTC(2024, 0, 1);

/** Percents, times of day and weekdays in the user's language and clock. */
export function useSurchargeText({ hour12 }: { hour12: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  return useMemo(() => {
    const percentFormat = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    // hourCycle rather than hour12: with `hour12: false` some locales (en-US) write midnight as 24:00.
    const hourCycle = hour12 ? 'h12' : 'h23';
    const timeFormat = dateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle,
      timeZone: 'UTC',
    });
    const hourFormat = dateTimeFormat(locale, { hour: 'numeric', hourCycle, timeZone: 'UTC' });
    const weekdayFormats = {
      long: dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
      short: dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
    };

    /** Minutes after midnight; 1440 is the end of the day, written 24:00 on a 24-hour clock. */
    function time(minutes: number): string {
      if (minutes >= MINUTES_PER_DAY && !hour12) return '24:00';
      return timeFormat.format(new Date(Math.floor(minutes % MINUTES_PER_DAY) * 60_000));
    }
    function percent(value: number): string {
      return percentFormat.format(value / 100);
    }
    function kind(value: SurchargeKind): string {
      return t(`surcharges.kinds.${value}`);
    }
    /** Which surcharges make a stretch's percent, and which do not count. */
    function detail(segment: PreviewSegment, percents: Partial<Record<SurchargeKind, number>>): string {
      const named = (value: SurchargeKind) =>
        t('surcharges.kindWithPercent', { kind: kind(value), percent: percent(percents[value] ?? 0) });
      const applied = segment.applied.map(named).join(' + ');
      const ignored = segment.kinds.filter((value) => !segment.applied.includes(value));
      if (ignored.length === 0) return applied;
      return t('surcharges.preview.notCounted', { applied, ignored: ignored.map(named).join(', ') });
    }
    const factorFormat = numberFormat(locale, { maximumFractionDigits: 2 });
    return {
      percent,
      time,
      /** What a percent does to the hours it covers: "work time counts 11 times" for 1000 %. */
      percentMeaning(value: number): string {
        return t('surcharges.fields.percentMeaning', { factor: factorFormat.format(1 + value / 100) });
      },
      /** Axis label for a full hour, 0–24. */
      hour(value: number): string {
        if (!hour12) return String(value);
        return hourFormat.format(new Date((value % 24) * 3_600_000));
      },
      range(start: number, end: number): string {
        return t('surcharges.preview.range', { since: time(start), until: time(end) });
      },
      weekday(day: Weekday, width: 'long' | 'short' = 'long'): string {
        return weekdayFormats[width].format(new Date(MONDAY_UTC + day * 86_400_000));
      },
      kind,
      /** When a surcharge applies, in words: "Every day from 22:00 to 06:00 the next morning". */
      window(kindName: SurchargeKind, surcharge: PreviewSurcharge): string {
        const since = minutesOfTime(surcharge.time_since);
        const until = minutesOfTime(surcharge.time_until);
        if (since === null || until === null) return '';
        const times = { since: time(since), until: time(until) };
        if (isNightKind(kindName)) {
          if (since === until) return t('surcharges.window.nightAllDay');
          return t(until < since ? 'surcharges.window.nightOvernight' : 'surcharges.window.night', times);
        }
        const before = surcharge.time_since_is_previous_day === true;
        const next = surcharge.time_until_is_next_day === true;
        if (!before && since === 0 && until === 0) return t('surcharges.window.wholeDay');
        if (surchargeWindow(kindName, surcharge, 0) === null) return t('surcharges.window.never');
        if (before && next) return t('surcharges.window.dayBeforeToNextDay', times);
        if (before) return t('surcharges.window.fromDayBefore', times);
        if (next) return t('surcharges.window.toNextDay', times);
        return t('surcharges.window.sameDay', times);
      },
      /** "Night 25 %" */
      kindWithPercent(value: SurchargeKind, amount: number): string {
        return t('surcharges.kindWithPercent', { kind: kind(value), percent: percent(amount) });
      },
      /** A stretch of the preview in words: "00:00–06:00: 75% (Night 25% + Sunday 50%)". */
      segment(segment: PreviewSegment, percents: Partial<Record<SurchargeKind, number>>): string {
        return t('surcharges.preview.segment', {
          range: t('surcharges.preview.range', { since: time(segment.start), until: time(segment.end) }),
          percent: percent(segment.percent),
          detail: detail(segment, percents),
        });
      },
    };
  }, [locale, hour12, t]);
}

export type SurchargeText = ReturnType<typeof useSurchargeText>;
