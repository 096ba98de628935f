/**
 * A resource's plain fields, each named once: the contract's field and the row property that stores it.
 * Declare a map `as const satisfies WireColumns<Record, Row>` with `Record` the contract's record type: a
 * field the contract adds and the map does not name fails the type check. A field that needs logic (one
 * computed from others, renamed or derived) is left out with `Omit<Record, 'field'>` and written where
 * the record, the insert or the update is built, beside the map's fields; one that only needs a cast may
 * stay in the map and be overwritten there, which keeps its place among the record's keys.
 */
export type WireColumns<Record, Row> = { readonly [Field in keyof Record]-?: keyof Row & string };

type ColumnsOf<Row> = { readonly [field: string]: keyof Row & string };
type ColumnNames = { readonly [field: string]: string };

/** `Values` under their column names; fields the map does not name are dropped. */
type InColumns<Columns, Values> = {
  [Field in keyof Values as Field extends keyof Columns ? Columns[Field] & string : never]: Values[Field];
};

/** The record's fields read from `row`, with the row's types, which the caller holds to the contract's record. */
export function recordOf<Row, const Columns extends ColumnsOf<Row>>(
  columns: Columns,
  row: Row,
): { -readonly [Field in keyof Columns]: Row[Columns[Field]] } {
  const record: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) record[field] = row[column];
  return record as { -readonly [Field in keyof Columns]: Row[Columns[Field]] };
}

/**
 * An insert's values from a validated add body: each field sent in its column, each absent one with its
 * default from `defaults`, and without one left to the column's own default.
 */
export function insertValues<const Columns extends ColumnNames, Body extends object>(
  columns: Columns,
  body: Body,
  defaults: NoInfer<Partial<Body>> = {},
): InColumns<Columns, Body> {
  const sent = body as Record<string, unknown>;
  const fallback = defaults as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = sent[field] === undefined ? fallback[field] : sent[field];
    if (value !== undefined) values[column] = value;
  }
  return values as InColumns<Columns, Body>;
}

/** An update's values from a validated edit body: each field sent in its column; the others stay as they are. */
export function updateValues<const Columns extends ColumnNames, Body extends object>(
  columns: Columns,
  body: Body,
): InColumns<Columns, Body> {
  const sent = body as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    if (sent[field] !== undefined) values[column] = sent[field];
  }
  return values as InColumns<Columns, Body>;
}

/** The record without `fields`: a field the caller may not see is absent, not null. */
export function withoutFields<Wire extends object, Field extends PropertyKey>(
  record: Wire,
  fields: readonly Field[],
): Omit<Wire, Field> {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (!(fields as readonly PropertyKey[]).includes(field)) kept[field] = value;
  }
  return kept as Omit<Wire, Field>;
}
