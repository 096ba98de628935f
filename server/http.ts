import type { Context } from 'hono';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_INT32, type Paging } from '../contract/common.ts';
import type { MessageKey } from './messages.ts';

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415 | 422 | 429 | 503,
    readonly messageKey: MessageKey,
    readonly fields?: string[],
    readonly params: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const forbidden = () => new ApiError(403, 'forbidden');
export const invalidFields = (fields: string[]) =>
  new ApiError(400, 'invalid_fields', fields, { fields: fields.join(', ') });
/**
 * 400 for a merged range that breaks its rule (ends before it starts, or runs too long), naming the bound
 * the request moved: its end when it sent one, else its start. A form then marks the input the user
 * changed, not one they never touched.
 */
export const movedBoundInvalid = (untilSent: boolean, since: string, until: string) =>
  invalidFields([untilSent ? until : since]);
export const forbiddenFields = (fields: string[]) =>
  new ApiError(403, 'forbidden_fields', fields, { fields: fields.join(', ') });

/**
 * A path id: a positive 32-bit integer in canonical form, anything else is a 404
 * (docs/interface.md#wire-format).
 */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_INT32) throw notFound();
  return Number(raw);
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

function fieldsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.map(String).join('.') || 'body'))];
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidFields(fieldsOf(result.error));
  return result.data;
}

/** What a form field's schema expects, so that its text can be read in canonical form. */
function expectedKind(schema: z.ZodType | undefined): 'number' | 'boolean' | 'string' | 'other' {
  let current = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod && depth < 10; depth++) {
    const def = current._zod.def;
    switch (def.type) {
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'string':
        return 'string';
      case 'optional':
      case 'nullable':
      case 'default':
        current = def.innerType as typeof current;
        break;
      case 'pipe':
        current = def.in as typeof current;
        break;
      case 'union': {
        const kinds = (def.options as z.ZodType[]).map(expectedKind);
        if (kinds.includes('boolean')) return 'boolean';
        if (kinds.includes('number')) return 'number';
        return kinds[0] ?? 'other';
      }
      case 'literal': {
        const value = (def.values as unknown[])[0];
        return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
      }
      case 'enum':
        return 'string';
      default:
        return 'other';
    }
  }
  return 'other';
}

function readCanonical(value: string, kind: ReturnType<typeof expectedKind>): unknown {
  if (value === '' && kind !== 'string') return null;
  if (kind === 'number') return /^-?(0|[1-9]\d*)(\.\d+)?$/.test(value) ? Number(value) : value;
  if (kind === 'boolean') {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  return value;
}

function formToObject(schema: z.ZodType, form: URLSearchParams): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of form) {
    const arrayKey = rawKey.endsWith('[]');
    const key = arrayKey ? rawKey.slice(0, -2) : rawKey;
    if (
      forbiddenKeys.has(key) ||
      /\[(__proto__|constructor|prototype)\]/.test(key) ||
      key.startsWith('__proto__')
    ) {
      throw invalidFields([key]);
    }
    // Own keys only: `toString` or `hasOwnProperty` would otherwise find Object.prototype's functions.
    const fieldSchema = Object.hasOwn(shape, key) ? shape[key] : undefined;
    const inner =
      fieldSchema &&
      (fieldSchema as unknown as {
        _zod: { def: { type: string; innerType?: z.ZodType; element?: z.ZodType } };
      });
    let arraySchema: z.ZodType | undefined;
    let cursor = inner;
    for (let depth = 0; cursor && depth < 5; depth++) {
      if (cursor._zod.def.type === 'array') {
        arraySchema = cursor._zod.def.element;
        break;
      }
      cursor = cursor._zod.def.innerType as typeof cursor;
    }
    // Own keys only here too (`toString[]=1`); a key sent both bare and with `[]` becomes one list.
    const earlier = Object.hasOwn(out, key) ? out[key] : undefined;
    if (arraySchema || arrayKey || Array.isArray(earlier)) {
      const list = Array.isArray(earlier) ? earlier : earlier === undefined ? [] : [earlier];
      list.push(readCanonical(value, expectedKind(arraySchema)));
      out[key] = list;
    } else {
      out[key] = readCanonical(value, expectedKind(fieldSchema));
    }
  }
  return out;
}

function rejectPrototypeKeys(value: unknown, depth = 0): void {
  if (depth > 64) throw new ApiError(400, 'invalid_body');
  if (Array.isArray(value)) {
    for (const item of value) rejectPrototypeKeys(item, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (forbiddenKeys.has(key)) throw invalidFields([key]);
      rejectPrototypeKeys((value as Record<string, unknown>)[key], depth + 1);
    }
  }
}

/** The raw body as an object, from JSON or a form; the caller validates it. */
export async function readRawBody(
  c: Context,
  schemaForForms: z.ZodType,
  optional = false,
): Promise<Record<string, unknown>> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const raw = await c.req.text();
  if (optional && contentType === '' && raw === '') return {};
  if (contentType === 'application/x-www-form-urlencoded') {
    return formToObject(schemaForForms, new URLSearchParams(raw));
  }
  if (contentType !== 'application/json' && !(contentType === '' && raw === '')) {
    throw new ApiError(415, 'unsupported_media_type');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_body');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'invalid_body');
  rejectPrototypeKeys(parsed);
  return parsed as Record<string, unknown>;
}

/** The body validated by `schema`: JSON or a form, 400 naming each bad field. */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  optional = false,
): Promise<z.output<Schema>> {
  return parseWith(schema, await readRawBody(c, schema, optional));
}

/**
 * Query parameters as one string per key: `k[]=1&k[]=2`, repeated `k=1&k=2` and `k=1,2` all become
 * `"1,2"`; empty values count as absent (docs/interface.md#wire-format).
 */
function queryObject(c: Context): Record<string, string> {
  const out: Record<string, string> = {};
  const url = new URL(c.req.url);
  for (const [rawKey, value] of url.searchParams) {
    if (value === '') continue;
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

/** The query validated by `schema`; an unknown `filter[...]` is a 400 rather than silently ignored. */
export function readQuery<Schema extends z.ZodObject>(c: Context, schema: Schema): z.output<Schema> {
  const query = queryObject(c);
  const unknownFilters = Object.keys(query).filter(
    (key) => key.startsWith('filter[') && !(key in schema.shape),
  );
  if (unknownFilters.length > 0) throw invalidFields(unknownFilters);
  return parseWith(schema, query);
}

export function pageWindow(query: { page?: number; items_per_page?: number }) {
  const page = query.page ?? 1;
  const itemsPerPage = query.items_per_page ?? DEFAULT_PAGE_SIZE;
  return { page, itemsPerPage, limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
}

/** Rows of a list to read: `limit` after skipping `offset`, from the end of the order when `backward`. */
export type PageRead = { limit: number; offset: number; backward?: boolean };

/**
 * How to read the page `window` of a list of `total` rows: from whichever end has fewer rows before
 * it, since a database skips an offset row by row. The order must be total (a unique key last), so
 * that both ways hold the same rows; the caller restores the forward order of a backward read.
 */
export function pageRead(window: { limit: number; offset: number }, total: number): PageRead {
  const after = total - window.offset - window.limit;
  if (window.offset <= after) return { limit: window.limit, offset: window.offset };
  return {
    limit: Math.max(0, Math.min(window.limit, total - window.offset)),
    offset: Math.max(0, after),
    backward: true,
  };
}

export function paging(window: { page: number; itemsPerPage: number }, countItems: number): Paging {
  return {
    items_per_page: window.itemsPerPage,
    current_page: window.page,
    count_pages: Math.ceil(countItems / window.itemsPerPage),
    count_items: countItems,
  };
}

/** The `filter` echo: each applied `filter[x]` as `x` with its parsed value, or null when none. */
export function filterEcho(query: Record<string, unknown>): Record<string, unknown> | null {
  const echo: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(\w+)\]$/.exec(key);
    if (match && value !== undefined) echo[match[1] as string] = value;
  }
  return Object.keys(echo).length > 0 ? echo : null;
}

export const etagOf = (version: number) => `"${version}"`;

/**
 * 412 when the client sent `If-Match` and it names another version; no header, no check. The comparison
 * is strong: a weak tag (`W/"3"`) never matches (docs/interface.md#wire-format).
 */
export function checkIfMatch(c: Context, version: number): void {
  const header = c.req.header('if-match');
  if (header === undefined) return;
  const tags = header.split(',').map((tag) => tag.trim());
  if (!tags.includes('*') && !tags.includes(etagOf(version))) throw new ApiError(412, 'precondition_failed');
}

/** JSON the database already wrote, sent as it is with the headers `c.json` would set. */
export function jsonText(c: Context, json: string) {
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}

/** A single record with its ETag. */
export function withEtag<T>(c: Context, version: number, body: T, status: 200 | 201 = 200) {
  c.header('ETag', etagOf(version));
  return c.json(body as object, status);
}
