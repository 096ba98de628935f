import { isRealDate } from '../../../contract/common.ts';
import {
  addDays,
  clockOf,
  dayIn,
  secondsOfTime,
  toUtcTimestamp,
  zonedInstant,
} from '../../../contract/dates.ts';
import type { Billable, Entry, EntryType } from '../../../contract/entries.ts';
import { numberOrNull, textOrNull } from '../../lib/form.ts';
import { durationText, parseDuration } from '../../lib/format.ts';

/**
 * An entry as the form holds it: a day and wall-clock times in the user's zone instead of instants,
 * and number inputs as typed. The inputs are named after the body fields they become, so the
 * contract's and the service's messages land on them.
 */
export type EntryValues = {
  type: EntryType;
  users_id: number | null;
  customers_id: number | null;
  projects_id: number | null;
  services_id: number | null;
  lumpsum_services_id: number | null;
  billable: Billable;
  text: string;
  /** `YYYY-MM-DD` in the user's zone, or the text as typed. */
  day: string | null;
  /** `hh:mm` on `day`. */
  time_since: string;
  /** `hh:mm`; earlier than the start means the next day; empty = still running (type 1). */
  time_until: string;
  /** `h:mm`, only when the booked time differs from the period; empty = the period. */
  duration: string;
  lumpsum: number | string;
  lumpsum_services_amount: number | string;
  hourly_rate: number | string;
};

/** Every input a 400 may name. */
export const entryFormFields = [
  'users_id',
  'customers_id',
  'projects_id',
  'services_id',
  'lumpsum_services_id',
  'billable',
  'text',
  'day',
  'time_since',
  'time_until',
  'duration',
  'lumpsum',
  'lumpsum_services_amount',
  'hourly_rate',
] as const;

export function newEntryValues(type: EntryType, day: string, usersId: number): EntryValues {
  return {
    type,
    users_id: usersId,
    customers_id: null,
    projects_id: null,
    services_id: null,
    lumpsum_services_id: null,
    billable: 1,
    text: '',
    day,
    time_since: type === 1 ? '09:00' : '12:00',
    time_until: type === 1 ? '10:00' : '',
    duration: '',
    lumpsum: '',
    lumpsum_services_amount: '',
    hourly_rate: '',
  };
}

/** A typed length (`1:30`, `1.5`, `90m`) → seconds; anything else is left as text, so the contract refuses it at the field. */
export function durationSeconds(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseDuration(trimmed) ?? trimmed;
}

export function entryToValues(entry: Entry, zone: string): EntryValues {
  const since = Date.parse(entry.time_since);
  return {
    type: entry.type,
    users_id: entry.users_id,
    customers_id: entry.customers_id,
    projects_id: entry.projects_id,
    services_id: entry.services_id ?? null,
    lumpsum_services_id: entry.lumpsum_services_id ?? null,
    billable: entry.billable,
    text: entry.text ?? '',
    day: dayIn(since, zone),
    time_since: clockOf(since, zone),
    time_until: entry.type === 1 && entry.time_until ? clockOf(Date.parse(entry.time_until), zone) : '',
    // A duration that only repeats the period is no correction worth showing.
    duration: entry.offset ? durationText(entry.duration ?? 0) : '',
    lumpsum: entry.lumpsum ?? '',
    lumpsum_services_amount: entry.lumpsum_services_amount ?? '',
    hourly_rate: entry.hourly_rate ?? '',
  };
}

/** The instant of a wall time on a day, or undefined while either is missing or not yet valid. */
function instantOf(day: string | null, time: string, zone: string): number | undefined {
  // A day that is no real date (30 February) has no instant: zonedInstant would roll it over.
  if (!day || !isRealDate(day) || !/^\d{1,2}:\d{2}(:\d{2})?$/.test(time)) return undefined;
  return zonedInstant(day, secondsOfTime(time), zone);
}

/**
 * The period in milliseconds of a time entry whose end is earlier than its start, which makes it
 * end on the next day; null for every other entry.
 */
export function overnightPeriod(values: EntryValues, zone: string): number | null {
  if (values.type !== 1 || values.time_until.trim() === '' || !values.day) return null;
  const since = instantOf(values.day, values.time_since, zone);
  const sameDay = instantOf(values.day, values.time_until, zone);
  if (since === undefined || sameDay === undefined || sameDay > since) return null;
  const until = instantOf(addDays(values.day, 1), values.time_until, zone);
  return until === undefined ? null : until - since;
}

export type BodyOptions = {
  zone: string;
  /** The caller may book for someone else (sends `users_id`). */
  forOthers: boolean;
  /** The caller sees and sets hourly rates. */
  withRates: boolean;
};

/**
 * The add or edit body of the entry's type: only that type's fields, `users_id` and `hourly_rate`
 * only where the rights allow them, times as UTC instants. An end earlier than the start is on the
 * next day.
 */
export function entryBody(values: EntryValues, { zone, forOthers, withRates }: BodyOptions) {
  const since = instantOf(values.day, values.time_since, zone);
  const body: Record<string, unknown> = {
    type: values.type,
    customers_id: values.customers_id ?? undefined,
    projects_id: values.projects_id,
    billable: values.billable,
    text: textOrNull(values.text),
    // Left unset when missing, so the contract says "required" at the field.
    time_since: since === undefined ? undefined : toUtcTimestamp(since),
  };
  if (forOthers) body.users_id = values.users_id ?? undefined;
  if (values.type === 1) {
    body.services_id = values.services_id ?? undefined;
    if (values.time_until.trim() === '') body.time_until = null;
    else if (values.day) {
      const sameDay = instantOf(values.day, values.time_until, zone);
      body.time_until =
        sameDay === undefined
          ? values.time_until
          : toUtcTimestamp(
              since !== undefined && sameDay <= since
                ? (instantOf(addDays(values.day, 1), values.time_until, zone) ?? sameDay)
                : sameDay,
            );
    }
    body.duration = durationSeconds(values.duration);
    if (withRates) body.hourly_rate = numberOrNull(values.hourly_rate) ?? undefined;
  } else if (values.type === 2) {
    body.services_id = values.services_id ?? undefined;
    body.lumpsum = numberOrNull(values.lumpsum) ?? undefined;
  } else {
    body.lumpsum_services_id = values.lumpsum_services_id ?? undefined;
    body.lumpsum_services_amount = numberOrNull(values.lumpsum_services_amount) ?? undefined;
  }
  return body;
}

/** The edit body: the add body without `type`, which an edit never changes. */
export function entryEditBody(values: EntryValues, options: BodyOptions) {
  const { type: _type, ...body } = entryBody(values, options);
  return body;
}
