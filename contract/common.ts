import { z } from 'zod';

/** Largest id a PostgreSQL `integer` column holds; larger ids are 404 in paths and 400 in bodies. */
export const MAX_INT32 = 2_147_483_647;
export const NAME_MAX = 255;
export const NOTE_MAX = 10_000;
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;

// A NUL byte breaks PostgreSQL text; a lone surrogate would be stored as U+FFFD and not round-trip.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isSafeText = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);

export const safeTextCheck = { message: 'Contains a NUL byte or an unpaired surrogate' };

/** A string without NUL bytes or lone surrogates, at most `max` UTF-16 units. */
export function text(max: number = NAME_MAX) {
  return z.string().max(max).refine(isSafeText, safeTextCheck);
}

/** A required display name: non-blank, at most 255 characters. */
export const nameText = text(NAME_MAX).refine((value) => value.trim().length > 0, {
  message: 'Must not be blank',
});
export const noteText = text(NOTE_MAX);

export const id = z.number().int().min(1).max(MAX_INT32);

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isRealDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A range's end not before its start, where both are given (a null end is open); with `dateOrder`,
 * the 400 names `date_until`, the bound that would have to move.
 */
export function datesInOrder(value: {
  date_since?: string | undefined;
  date_until?: string | null | undefined;
}): boolean {
  return value.date_since === undefined || value.date_until == null || value.date_until >= value.date_since;
}
export const dateOrder = { message: 'Must not be before date_since', path: ['date_until'] };

/** `YYYY-MM-DD`, a day that exists, in the years 1970–2100. */
export const isoDate = z.string().refine(isRealDate, { message: 'Must be a real date as YYYY-MM-DD' });

/** `hh:mm:ss` from 00:00:00 to 23:59:59. */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { message: 'Must be a time of day as hh:mm:ss' });

const timestampPattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

export function isUtcTimestamp(value: string): boolean {
  const match = timestampPattern.exec(value);
  return match !== null && isRealDate(match[1] as string);
}

/** ISO 8601 UTC without fraction: `2024-05-06T07:30:00Z`. */
export const utcTimestamp = z
  .string()
  .refine(isUtcTimestamp, { message: 'Must be a UTC timestamp as YYYY-MM-DDThh:mm:ssZ' });

export const year = z.number().int().min(MIN_YEAR).max(MAX_YEAR);

/** A day count in whole or half steps. */
export function halfSteps(min: number, max: number) {
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Number.isInteger(value * 2), { message: 'Only whole and half values are allowed' });
}

/** A money or hours amount: finite, non-negative, at most two decimals. */
export function amount(max = 1_000_000_000) {
  return z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: 'At most two decimals',
    });
}

/** An amount that must be there to mean anything: a lump sum of 0 or 0 units of a service records nothing. */
export function positiveAmount(max = 1_000_000_000) {
  return amount(max).refine((value) => value > 0, { message: 'Must be more than 0' });
}

/** `billable_default` is a boolean, and clients may send 1/0 for it (docs/interface.md#wire-format). */
export const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === 1);

export const languageSchema = z.enum(['de', 'en', 'fr']);
export type Language = z.infer<typeof languageSchema>;

export const pagingSchema = z.object({
  items_per_page: z.number().int(),
  current_page: z.number().int(),
  count_pages: z.number().int(),
  count_items: z.number().int(),
});
export type Paging = z.infer<typeof pagingSchema>;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    fields: z.array(z.string()).optional(),
    request_id: z.string().optional(),
  }),
});

export const successSchema = z.object({ success: z.literal(true) });

// Query strings carry only text; these read the canonical forms (docs/interface.md#wire-format) and
// nothing else.

export const queryInt = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/, { message: 'Must be a whole number' })
  .transform(Number)
  .pipe(z.number().max(MAX_INT32));

export const queryId = queryInt.pipe(id);

export const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The most ids one query parameter may carry (docs/interface.md#wire-format). */
export const MAX_QUERY_IDS = 100;

/**
 * A list of ids from `key[]=1&key[]=2`, repeated keys or `key=1,2`; the server joins them with commas.
 * A bad element is reported on the parameter itself (`filter[users_id]`), not on an array index.
 */
export const queryIdList = z
  .string()
  .refine(
    (value) => {
      const parts = value.split(',');
      return parts.length <= MAX_QUERY_IDS && parts.every((part) => queryId.safeParse(part).success);
    },
    { message: `Must be a comma-separated list of at most ${MAX_QUERY_IDS} ids` },
  )
  .transform((value) => value.split(',').map(Number));

export const pagingQuery = z.object({
  page: queryInt.pipe(z.number().min(1, { message: 'Must be at least 1' })).optional(),
  items_per_page: queryInt
    .pipe(z.number().min(1, { message: 'Must be at least 1' }).max(MAX_PAGE_SIZE))
    .optional(),
});

/** `{paging, <key>: item[]}`, the envelope of a paged list. */
export function pagedList<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ paging: pagingSchema, [key]: z.array(item) } as { paging: typeof pagingSchema } & {
    [K in Key]: z.ZodArray<Item>;
  });
}

/** `{<key>: item[]}`, the envelope of a whole collection. */
export function collection<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: z.array(item) } as { [K in Key]: z.ZodArray<Item> });
}

/** `{<key>: item}`, the envelope of a single record. */
export function single<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ [key]: item } as { [K in Key]: Item });
}

export const editLockDynValues = [1, 2, 3, 5, 8, 15, 31, 46, 91] as const;
