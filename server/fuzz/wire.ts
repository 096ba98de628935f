import fc from 'fast-check';
import type { z } from 'zod';
import { brokenBody, type IdPools, objectShape, oddKeys, oddValue, validValue } from './values.ts';

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
