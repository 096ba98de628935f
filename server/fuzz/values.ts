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
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
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
export function validValue(schema: z.ZodType, pools: IdPools, key = ''): fc.Arbitrary<unknown> {
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
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
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

export const oddKeys = fc.constantFrom(
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
export function brokenBody(schema: z.ZodType, pools: IdPools): fc.Arbitrary<Record<string, unknown>> {
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
