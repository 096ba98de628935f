import { useTranslation } from 'react-i18next';
import { useCurrentUser } from './auth.ts';
import { type DurationFormat, useDurationFormat } from './duration-format.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';

export type FormatPreferences = {
  /** A BCP 47 locale, e.g. `de` or `en-GB`. */
  locale: string;
  /** IANA zone the user lives in; instants are shown there, not in the browser's zone. */
  timeZone: string;
  hour12: boolean;
  /** How a length of work reads: hours and minutes, or decimal hours (the user's preference). */
  durations: DurationFormat;
  /** The language's abbreviation of "hours" after a length of work ("h", "Std."), from the messages. */
  hourUnit: string;
};

type DurationOptions = {
  /** A difference: gains get a "+" (losses always show their "−"). */
  signed?: boolean;
  /** A clock that ticks: hours, minutes and seconds whatever the preference, as an elapsed timer reads. */
  running?: boolean;
};

/** The browser's regional variant when it speaks the user's language (en-GB rather than en), else the language. */
export function localeFor(language: string): string {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

function safeTimeZone(timeZone: string): string | undefined {
  try {
    dateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

const formatters = new Map<string, Formatter>();

/**
 * The formatter for these preferences, made once per page load: its `Intl` objects are slow to make,
 * and every component that formats asks for one (the absence calendar made some fifty on a first load).
 */
export function createFormatter(preferences: FormatPreferences): Formatter {
  const { locale, timeZone, hour12, durations, hourUnit } = preferences;
  const key = `${locale} ${timeZone} ${hour12} ${durations} ${hourUnit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = newFormatter(preferences);
    formatters.set(key, formatter);
  }
  return formatter;
}

function newFormatter({ locale, timeZone, hour12, durations, hourUnit }: FormatPreferences) {
  const zone = safeTimeZone(timeZone);
  // Calendar dates carry no zone: format them as UTC so that no offset shifts the day.
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateAndTimeFormat = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
    hour12,
  });
  const timeFormat = dateTimeFormat(locale, { timeStyle: 'short', timeZone: zone, hour12 });
  const dayInZone = dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // The interface names no currency, so amounts are shown as plain decimals.
  const moneyFormat = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const decimalHoursFormat = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const plainNumberFormat = numberFormat(locale);

  function parseDate(isoDate: string): Date | null {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
    return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  }

  return {
    /** `YYYY-MM-DD` → a localised date. */
    date(isoDate: string): string {
      const date = parseDate(isoDate);
      return date ? dateFormat.format(date) : isoDate;
    },
    /** An ISO 8601 UTC instant → date and time in the user's zone and clock. */
    dateTime(instant: string): string {
      const date = new Date(instant);
      return Number.isNaN(date.getTime()) ? instant : dateAndTimeFormat.format(date);
    },
    time(instant: string): string {
      const date = new Date(instant);
      return Number.isNaN(date.getTime()) ? instant : timeFormat.format(date);
    },
    /** An amount of money; `signed`, as a change reads: +60.00, −12.50. */
    money(amount: number, { signed = false }: { signed?: boolean } = {}): string {
      if (!signed) return moneyFormat.format(amount);
      const shown = moneyFormat.format(Math.abs(amount));
      const zero = shown === moneyFormat.format(0);
      return `${zero ? '' : amount < 0 ? '\u2212' : '+'}${shown}`;
    },
    /**
     * The one way the app shows a length of work, given in seconds: `1:48 h` or `1.80 h` (`1,80 Std.`)
     * as the user prefers. It rounds to what it shows (a minute, a hundredth of an hour) before it
     * picks the sign, so nothing reads "−0:00 h".
     */
    duration(seconds: number, { signed = false, running = false }: DurationOptions = {}): string {
      const size = Math.abs(seconds);
      let amount: string;
      let zero: boolean;
      if (running) {
        const secs = Math.floor(size);
        zero = secs === 0;
        amount = `${Math.floor(secs / 3600)}:${twoDigits(Math.floor(secs / 60) % 60)}:${twoDigits(secs % 60)}`;
      } else if (durations === 'decimal') {
        const hundredths = Math.round(size / 36);
        zero = hundredths === 0;
        amount = decimalHoursFormat.format(hundredths / 100);
      } else {
        const minutes = Math.round(size / 60);
        zero = minutes === 0;
        amount = `${Math.floor(minutes / 60)}:${twoDigits(minutes % 60)}`;
      }
      const sign = zero ? '' : seconds < 0 ? '\u2212' : signed ? '+' : '';
      // A no-break space: a narrow column wraps the figure whole, never between number and unit.
      return `${sign}${amount}\u00a0${hourUnit}`;
    },
    number(value: number): string {
      return plainNumberFormat.format(value);
    },
    /** Today as `YYYY-MM-DD` in the user's zone, to compare with calendar dates. */
    today(now: Date = new Date()): string {
      return dayInZone.format(now);
    },
  };
}

export type Formatter = ReturnType<typeof newFormatter>;

/** Today as `YYYY-MM-DD` in a time zone, where there is no component to ask (a route's loader). */
export function todayIn(timeZone: string): string {
  return createFormatter({
    locale: 'en',
    timeZone,
    hour12: false,
    durations: 'clock',
    hourUnit: 'h',
  }).today();
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Formatting in the signed-in user's language, time zone, clock and way of showing durations. */
export function useFormatter(): Formatter {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const durations = useDurationFormat();
  return createFormatter({
    locale: localeFor(i18n.language),
    timeZone: user.timezone,
    hour12: user.timeformat_12h,
    durations,
    hourUnit: t('common.hourUnit'),
  });
}

/** Decimal and group separators of a locale, so number inputs read "1.234,5" in German. */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const hoursAndMinutes = /^(\d{1,4}):([0-5]\d)$/;
const decimalHours = /^(\d{1,4}(?:[.,]\d+)?|[.,]\d+)\s*h?$/;
const minutesOnly = /^(\d{1,5})\s*m(?:in)?$/;
const hoursThenMinutes = /^(\d{1,4})\s*h\s*(\d{1,3})\s*(?:m(?:in)?)?$/;

/**
 * A length of time as a person types it, in seconds (rounded to whole ones), or null when the text
 * is no length: `1:30`, `1.5`, `1,5`, `1.5h`, `90m`, `90 min`, `2h` and `1h 30m`; a bare number is
 * hours. The one parser for every duration the app reads.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  const clock = hoursAndMinutes.exec(trimmed) ?? hoursThenMinutes.exec(trimmed);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60;
  const hours = decimalHours.exec(trimmed);
  if (hours) return Math.round(Number(hours[1]?.replace(',', '.')) * 3600);
  const minutes = minutesOnly.exec(trimmed);
  return minutes ? Number(minutes[1]) * 60 : null;
}

/** Seconds → `h:mm`, as a duration is typed. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
