import fc from 'fast-check';
import type { z } from 'zod';
import { isoDate, timeOfDay, utcTimestamp } from '../../contract/common.ts';

/** Ids of the records the fuzz fixture holds, by the body or query field that references them. */
export type IdPools = Record<string, number[]>;

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  element?: z.ZodType;
  format?: string;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema under optional, pipe and preprocess wrappers, or undefined. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') {
    const inner = defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in;
    return objectShape(inner as z.ZodType);
  }
  if (def.type === 'union') {
    const shapes = (def.options ?? []).map(objectShape).filter(Boolean) as Record<string, z.ZodType>[];
    return shapes.length > 0 ? Object.assign({}, ...shapes) : undefined;
  }
  if (def.innerType) return objectShape(def.innerType);
  return undefined;
}

/** Keys that every variant of a body schema requires. */
export function requiredKeys(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {})
      .filter(([, field]) => !['optional', 'default'].includes(defOf(field).type))
      .map(([key]) => key);
  }
  if (def.type === 'pipe') {
    return requiredKeys((defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in) as z.ZodType);
  }
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(requiredKeys))];
  return [];
}

const check = (def: Def, name: string) =>
  def.checks?.map((entry) => entry._zod.def).find((entry) => entry.check === name);

function bounds(def: Def) {
  const low = check(def, 'greater_than') as { value: number; inclusive: boolean } | undefined;
  const high = check(def, 'less_than') as { value: number; inclusive: boolean } | undefined;
  const integer = check(def, 'number_format') !== undefined;
  return { min: low?.value ?? -1_000_000, max: high?.value ?? 1_000_000, integer };
}

// Days around the fixed clock of the test service (2026-11-21), where the fixture's records lie.
const day = fc
  .integer({ min: -400, max: 400 })
  .map((offset) => new Date(Date.UTC(2026, 10, 21 + offset)).toISOString().slice(0, 10));
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
const timestamp = fc.tuple(day, clock).map(([date, time]) => `${date}T${time}Z`);
const zone = fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Pacific/Chatham');
const email = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.integer({ min: 1, max: 1_000_000 }))
  .map(([local, n]) => `${local}.${n}@fuzz.example`);
const words = fc
  .array(fc.constantFrom('Alpha', 'Beta', 'Ölbad', 'Müller & Söhne', 'Café', 'x', '東京', 'Zoë'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(' '));

const idKey = /(^|_|\[)(id|ids|boss|leader)\]?$|_id\]?$/;

/** The pool an id field draws from: the fixture's ids of its resource, else all of them. */
function idsFor(key: string, pools: IdPools): fc.Arbitrary<number> {
  const bare = key.replace(/^filter\[|\]$/g, '');
  const pool = pools[bare] ?? Object.values(pools).flat();
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, fc.integer({ min: 1, max: 30 }));
}

/**
 * A value the schema would likely accept: the contract's shapes filled with the fixture's ids, days near
 * the service's clock and short texts. Query schemas (strings throughout) get canonical text.
 */
function validValue(schema: z.ZodType, pools: IdPools, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return validValue(def.innerType as z.ZodType, pools, key);
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: validValue(def.innerType as z.ZodType, pools, key) },
        fc.constant(null),
      );
    case 'pipe': {
      const source = defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in;
      return validValue(source as z.ZodType, pools, key);
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => validValue(option, pools, key)));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'boolean':
      return fc.boolean();
    case 'number': {
      if (idKey.test(key)) return idsFor(key, pools);
      const { min, max, integer } = bounds(def);
      if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return fc
        .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.min(max, 100_000) * 100) })
        .map((cents) => cents / 100);
    }
    case 'string':
      return validText(schema, def, pools, key);
    case 'array': {
      const maxLength = Math.min((check(def, 'max_length')?.maximum as number | undefined) ?? 3, 3);
      const minLength = (check(def, 'min_length')?.minimum as number | undefined) ?? 0;
      if (idKey.test(key)) {
        return fc.uniqueArray(idsFor(key, pools), { minLength, maxLength });
      }
      return fc.array(validValue(def.element as z.ZodType, pools, key), { minLength, maxLength });
    }
    case 'object': {
      const shape = def.shape ?? {};
      const model = Object.fromEntries(
        Object.entries(shape).map(([field, inner]) => [field, validValue(inner, pools, field)]),
      );
      return fc.record(model, { requiredKeys: requiredKeys(schema) });
    }
    default:
      return fc.constant(null);
  }
}

function validText(schema: z.ZodType, def: Def, pools: IdPools, key: string): fc.Arbitrary<unknown> {
  const inner = schema as unknown;
  if (inner === isoDate || /date|edit_lock$/.test(key)) return day;
  if (inner === utcTimestamp || /^time_(since|until)$/.test(key)) return timestamp;
  if (inner === timeOfDay) return clock;
  if (key === 'timezone') return zone;
  if (def.format === 'email' || key === 'email') return email;
  if (idKey.test(key)) {
    return fc.uniqueArray(idsFor(key, pools), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(','));
  }
  if (key === 'year') return fc.integer({ min: 2025, max: 2027 }).map(String);
  if (key === 'page' || key === 'items_per_page') return fc.integer({ min: 1, max: 60 }).map(String);
  const pattern = check(def, 'string_format')?.pattern;
  if (pattern instanceof RegExp) return fc.stringMatching(pattern).filter((value) => value.length <= 12);
  return words;
}

const impossibleDays = [
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '1969-12-31',
  '2101-01-01',
  '26-11-21',
  '2026-11-21T00:00:00Z',
  '2026/11/21',
  '+02026-11-21',
];
const impossibleTimes = ['24:00:00', '23:60:00', '12:00', '7:00:00', '12:00:00.5', '-01:00:00'];
const impossibleTimestamps = [
  '2026-02-30T10:00:00Z',
  '2026-11-21T24:00:00Z',
  '2026-11-21T10:00:00',
  '2026-11-21T10:00:00.123Z',
  '2026-11-21T10:00:00+01:00',
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:00Z',
  '2026-11-21 10:00:00Z',
];

/** Values no field should take without a 4xx: wrong types, odd texts, edge numbers, deep nesting. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    0.001,
    1.005,
    1e3,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    '',
    ' ',
    '5',
    '1e3',
    '007',
    'true',
    'null',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202Egnp.exe',
    '\u200B',
    '👩‍👩‍👧‍👦',
    'e\u0301',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'x'.repeat(256),
    'x'.repeat(10_000),
    'x'.repeat(10_001),
    [],
    [1, 2],
    ['a'],
    [null],
    {},
    { id: 1 },
    { __proto__: null, nested: { deeper: [1] } },
    ...impossibleDays,
    ...impossibleTimes,
    ...impossibleTimestamps,
  ),
  fc.integer({ min: 2, max: 200 }).map((depth) => nest(depth)),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double({ noNaN: true }),
  fc.integer(),
);

function nest(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

const oddKeys = fc.constantFrom(
  'id',
  'extra',
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'name ',
  'NAME',
  'a.b',
  'x'.repeat(300),
  '\u0000',
  'version',
  'created_at',
);

/** One way of breaking a valid body. */
type Breakage =
  | { kind: 'set'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; key: string; value: unknown };

/** A valid-looking body broken in one to three places: a field dropped, set to an odd value, or added. */
function brokenBody(schema: z.ZodType, pools: IdPools): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(objectShape(schema) ?? {});
  const known = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('name');
  const breakage: fc.Arbitrary<Breakage> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), key: known, value: oddValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: known }) },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), key: oddKeys, value: oddValue }),
    },
  );
  return fc
    .tuple(
      validValue(schema, pools) as fc.Arbitrary<Record<string, unknown>>,
      fc.array(breakage, { maxLength: 3 }),
    )
    .map(([body, breakages]) => {
      const out: Record<string, unknown> = { ...(body ?? {}) };
      for (const change of breakages) {
        if (change.kind === 'drop') delete out[change.key];
        else
          Object.defineProperty(out, change.key, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    });
}

/** What is sent as the body: its text, content type, and the keys a 400 may name. */
export type WireBody = { text?: string; contentType?: string; keys: string[] };

const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

function formText(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      for (const item of value)
        form.append(`${key}[]`, typeof item === 'object' ? jsonText(item) : String(item));
    } else if (value === null) form.append(key, '');
    else form.append(key, typeof value === 'object' ? jsonText(value) : String(value));
  }
  return form.toString();
}

/** The same object with one key written twice (JSON.parse keeps the last). */
function duplicateKey(body: Record<string, unknown>, value: unknown): string {
  const [first] = Object.keys(body);
  const key = first ?? 'name';
  const text = jsonText(body);
  const duplicate = `${JSON.stringify(key)}:${jsonText(value)}`;
  return text === '{}' ? `{${duplicate},${duplicate}}` : `${text.slice(0, -1)},${duplicate}}`;
}

const notJson = fc.constantFrom(
  '',
  '{',
  '{"name":',
  'null',
  '[]',
  '[{"name":"x"}]',
  '"name"',
  '42',
  'true',
  '{name: "x"}',
  "{'name':'x'}",
  '{"name":"x",}',
  '\ufeff{"name":"x"}',
  '{"name":"\\ud800"}',
  '{"name":"x"}{"name":"y"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
  'name=x&name=y',
  '\u0000',
);

/** The top-level keys of a text that happens to be a JSON object (`{"name":"\ud800"}`). */
function keysOfText(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed) : [];
  } catch {
    return [];
  }
}

/** A body on the wire: JSON (mostly), a form, duplicate keys, not JSON at all, or another media type. */
export function wireBody(schema: z.ZodType | undefined, pools: IdPools): fc.Arbitrary<WireBody> {
  const body: fc.Arbitrary<Record<string, unknown>> = schema
    ? fc.oneof(
        { weight: 1, arbitrary: validValue(schema, pools) as fc.Arbitrary<Record<string, unknown>> },
        { weight: 4, arbitrary: brokenBody(schema, pools) },
      )
    : fc.dictionary(oddKeys, oddValue, { maxKeys: 3 });
  const keysOf = (value: Record<string, unknown>) => Object.keys(value);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: body.map((value) => ({
        text: jsonText(value),
        contentType: 'application/json',
        keys: keysOf(value),
      })),
    },
    {
      weight: 2,
      arbitrary: body.map((value) => ({
        text: formText(value),
        contentType: 'application/x-www-form-urlencoded',
        keys: keysOf(value).map((key) => key.replace(/\[\]$/, '')),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(body, oddValue).map(([value, odd]) => ({
        text: duplicateKey(value, odd),
        contentType: 'application/json',
        keys: keysOf(value).length > 0 ? keysOf(value) : ['name'],
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          notJson,
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
            undefined,
          ),
        )
        .map(([text, contentType]): WireBody => ({ text, contentType, keys: keysOfText(text) })),
    },
    { weight: 1, arbitrary: fc.constant<WireBody>({ keys: [] }) },
  );
}

/** Path values: the fixture's own ids mostly, and values that name nothing. */
export function pathValue(pool: readonly (number | string)[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool.map(String)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e3',
        '007',
        '1.0',
        '+1',
        '0x1F',
        '9007199254740992',
        '2147483647',
        '2147483648',
        '99999999999999999999',
        'abc',
        'null',
        'undefined',
        '%20',
        '1%20',
        '%00',
        '%ED%A0%80',
        '%E2%80%AE1',
        '%EF%BC%91',
        '..',
        '1;1',
        'x'.repeat(300),
      ),
    },
  );
}

/** A query string: the contract's parameters, valid-looking or broken, in every style clients send. */
export function queryString(
  schema: z.ZodType | undefined,
  pools: IdPools,
): fc.Arbitrary<{ text: string; keys: string[] }> {
  const base: fc.Arbitrary<Record<string, unknown>> = schema
    ? (validValue(schema, pools) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  const keys = Object.keys((schema && objectShape(schema)) ?? {});
  const oddText = oddValue.map((value) => (typeof value === 'string' ? value : jsonText(value)));
  const part = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('page'), oddText)
        .map(([key, value]) => [[key, value]]),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...(keys.length > 0 ? keys : ['page'])),
          fc.array(oddText, { minLength: 2, maxLength: 3 }),
        )
        .map(([key, values]) => values.map((value) => [`${key}[]`, value])),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'filter[x][y]',
          'filter[unknown]',
          'filter[]',
          'filter',
          'filter[users_id][0]',
          'page[]',
          'sort',
          '__proto__',
          'constructor[prototype]',
        )
        .chain((key) => oddText.map((value) => [[key, value]])),
    },
  );
  return fc.tuple(base, fc.array(part, { maxLength: 3 }), fc.boolean()).map(([valid, extra, repeat]) => {
    const pairs = Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)]);
    const first = pairs[0];
    if (repeat && first) pairs.push(first);
    for (const list of extra) pairs.push(...(list as [string, string][]));
    const text = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
    return { text, keys: pairs.map(([key]) => key.replace(/\[\]$/, '')) };
  });
}

/**
 * Percent-encoding; encodeURIComponent throws on a lone surrogate, so one travels as the three bytes a
 * careless encoder would send for it (invalid UTF-8).
 */
function encode(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });
}
