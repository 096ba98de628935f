import { z } from 'zod';
import { absenceSchema } from '../../contract/absences.ts';
import { calendarFeedScopes } from '../../contract/calendar-feed.ts';
import { changeRequestSchema, workTimeDaySchema } from '../../contract/change-requests.ts';
import {
  errorBodySchema,
  isoDate,
  pagingSchema,
  successSchema,
  utcTimestamp,
} from '../../contract/common.ts';
import { customerSchema } from '../../contract/customers.ts';
import {
  entryLumpSumAddSchema,
  entryLumpSumServiceAddSchema,
  entrySchema,
  entryTimeAddSchema,
} from '../../contract/entries.ts';
import { holidaysCarryRowSchema, holidaysQuotaRowSchema } from '../../contract/holidays.ts';
import { lumpSumServiceSchema } from '../../contract/lumpsum-services.ts';
import {
  nonbusinessDaySchema,
  nonbusinessGroupSchema,
  userNonbusinessGroupSchema,
} from '../../contract/nonbusiness-groups.ts';
import { overtimeCarryRowSchema } from '../../contract/overtime-carry.ts';
import { projectSchema } from '../../contract/projects.ts';
import { serviceSchema } from '../../contract/services.ts';
import { userSurchargeModelSchema } from '../../contract/surcharge-model-periods.ts';
import { surchargeModelSchema } from '../../contract/surcharges.ts';
import { targetHoursMonthlyRowSchema, targetHoursWeeklyRowSchema } from '../../contract/target-hours.ts';
import { legacyTeamSchema, teamSchema } from '../../contract/teams.ts';
import { userSchema } from '../../contract/users.ts';
import type { Operation } from '../declare-routes.ts';
import { documentInfo, documentSecurity, sharedComponents } from './document-parts.ts';
import { errorStatuses, errorStatusesOf } from './errors.ts';

type JsonSchema = Record<string, unknown>;
type JsonObject = Record<string, unknown>;

/** The records a reader looks up by name; they become `components.schemas`. */
const namedRecords: Record<string, z.ZodType> = {
  Customer: customerSchema,
  Project: projectSchema,
  User: userSchema,
  Team: teamSchema,
  LegacyTeam: legacyTeamSchema,
  Service: serviceSchema,
  LumpSumService: lumpSumServiceSchema,
  SurchargeModel: surchargeModelSchema,
  UserSurchargeModel: userSurchargeModelSchema,
  NonbusinessGroup: nonbusinessGroupSchema,
  NonbusinessDay: nonbusinessDaySchema,
  UserNonbusinessGroup: userNonbusinessGroupSchema,
  Entry: entrySchema,
  WorkTimeDay: workTimeDaySchema,
  ChangeRequest: changeRequestSchema,
  Absence: absenceSchema,
  TargetHoursWeeklyRow: targetHoursWeeklyRowSchema,
  TargetHoursMonthlyRow: targetHoursMonthlyRowSchema,
  HolidaysQuotaRow: holidaysQuotaRowSchema,
  HolidaysCarryRow: holidaysCarryRowSchema,
  OvertimeCarryRow: overtimeCarryRowSchema,
  Paging: pagingSchema,
  Success: successSchema,
  Error: errorBodySchema,
};

/** The entry add bodies: the contract fills `type` in from the fields, so a client may leave it out. */
const typeInferredFromFields = new Set<z.ZodType>([
  entryTimeAddSchema,
  entryLumpSumAddSchema,
  entryLumpSumServiceAddSchema,
]);

/** What JSON Schema cannot say of the contract's refinements, said as formats. */
function describeRefinements(context: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const { zodSchema, jsonSchema } = context;
  if (zodSchema === isoDate) jsonSchema.format = 'date';
  if (zodSchema === utcTimestamp) {
    jsonSchema.format = 'date-time';
    jsonSchema.pattern = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$';
  }
  if (typeInferredFromFields.has(zodSchema as z.ZodType) && Array.isArray(jsonSchema.required)) {
    jsonSchema.required = jsonSchema.required.filter((name) => name !== 'type');
  }
}

const componentRef = (name: string) => `#/components/schemas/${name}`;

const compositionKeywords = ['anyOf', 'oneOf', 'allOf', '$ref', 'not'];

/**
 * `anyOf: [X, {type: null}]` as `type: [X's type, "null"]` where X is a plain typed schema: the same
 * values, in the form OpenAPI 3.1 tools expect for a nullable field (Scalar reads no other).
 */
function nullableAsTypeList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableAsTypeList);
  if (!value || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, nullableAsTypeList(inner)]),
  ) as JsonSchema;
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options?.length !== 2) return schema;
  const isNull = (option: JsonSchema) => option.type === 'null' && Object.keys(option).length === 1;
  const other = options.find((option) => !isNull(option));
  if (!other || !options.some(isNull) || typeof other.type !== 'string') return schema;
  if (compositionKeywords.some((keyword) => keyword in other)) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const { const: constant, ...otherRest } = other;
  const values = constant !== undefined ? [constant] : (other.enum as unknown[] | undefined);
  return {
    ...rest,
    ...otherRest,
    type: [other.type, 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  };
}

function withoutSchemaKeywords(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * Converts the given schemas in one pass (`io` says whether they are read as requests or written
 * as answers), so that a named record inside any of them becomes a `$ref` to its component.
 */
function convert(
  schemas: Map<z.ZodType, string>,
  io: 'input' | 'output',
): { named: Record<string, JsonSchema>; byName: Record<string, JsonSchema> } {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of schemas) registry.add(schema, { id: name });
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    uri: componentRef,
    override: describeRefinements,
  }) as { schemas: Record<string, JsonSchema> };
  const byName: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(converted)) {
    byName[name] = nullableAsTypeList(withoutSchemaKeywords(schema)) as JsonSchema;
  }
  const named = Object.fromEntries(
    Object.keys(namedRecords).map((name) => [name, byName[name] as JsonSchema]),
  );
  return { named, byName };
}

/** `listCustomers`, `getCustomer`, … from the summary, unique across the table (checked by the tests). */
export function operationId(operation: Operation): string {
  const words = operation.summary
    .replace(/'s\b/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !['a', 'an', 'the'].includes(word.toLowerCase()));
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** `/api/v2/users/:id` → `/api/v2/users/{id}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)/g, '{$1}');
}

const pathParameterSchemas: Record<string, JsonSchema> = {
  id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  users_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  year: { type: 'integer', minimum: 1970, maximum: 2100 },
  scope: { type: 'string', enum: [...calendarFeedScopes] },
  file: { type: 'string', pattern: '^[\\w-]{1,100}\\.ics$' },
};

function queryParameterSchema(field: z.ZodType): JsonSchema {
  const schema = z.toJSONSchema(field, { io: 'input', override: describeRefinements });
  return nullableAsTypeList(withoutSchemaKeywords(schema)) as JsonSchema;
}

function parametersOf(operation: Operation): JsonObject[] {
  const path = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: pathParameterSchemas[name as string] ?? { type: 'string' },
  }));
  const query = Object.entries(operation.query?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.ZodType;
    return {
      name,
      in: 'query',
      required: !field.safeParse(undefined).success,
      schema: queryParameterSchema(field),
    };
  });
  const headers: JsonObject[] = [];
  if (operation.ifMatch) headers.push({ $ref: '#/components/parameters/IfMatch' });
  if (operation.method === 'POST' && !operation.refusesIdempotencyKey && !operation.public) {
    headers.push({ $ref: '#/components/parameters/IdempotencyKey' });
  }
  return [...path, ...query, ...headers];
}

function descriptionOf(operation: Operation): string | undefined {
  const parts = [
    operation.extension ? '**(extension)**' : '',
    operation.description ?? '',
    operation.refusesIdempotencyKey
      ? '`Idempotency-Key` is refused (400): a replay would need the key stored.'
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function buildDocument(operations: readonly Operation[]): JsonObject {
  const ids = new Map(operations.map((operation) => [operation, operationId(operation)]));

  // Answers and named records in one output pass, bodies in one input pass; the envelopes are then
  // put back inline into their operations, and only the named records stay components.
  const outputs = new Map<z.ZodType, string>(
    Object.entries(namedRecords).map(([name, schema]) => [schema, name]),
  );
  const inputs = new Map<z.ZodType, string>();
  for (const operation of operations) {
    const id = ids.get(operation) as string;
    if (!outputs.has(operation.response)) outputs.set(operation.response, `${id}Answer`);
    if (operation.body && !inputs.has(operation.body)) inputs.set(operation.body, `${id}Body`);
  }
  const answers = convert(outputs, 'output');
  const requests = convert(inputs, 'input');
  const inlineInput = (schema: z.ZodType) => requests.byName[inputs.get(schema) as string] as JsonSchema;

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations) {
    const outputName = outputs.get(operation.response) as string;
    const answer =
      outputName in namedRecords ? { $ref: componentRef(outputName) } : answers.byName[outputName];
    const responses: JsonObject = {
      200: {
        description: 'Success',
        headers: {
          'X-Request-Id': { $ref: '#/components/headers/RequestId' },
          ...(operation.etag ? { ETag: { $ref: '#/components/headers/ETag' } } : {}),
        },
        content: { [operation.answerType ?? 'application/json']: { schema: answer } },
      },
    };
    for (const status of errorStatusesOf(operation)) {
      responses[status] = { $ref: `#/components/responses/${errorStatuses[status][0]}` };
    }
    const description = descriptionOf(operation);
    const parameters = parametersOf(operation);
    const entry: JsonObject = {
      operationId: ids.get(operation),
      tags: [operation.tag],
      summary: operation.summary,
      ...(description ? { description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: !operation.bodyOptional,
              content: {
                'application/json': { schema: inlineInput(operation.body) },
                'application/x-www-form-urlencoded': { schema: inlineInput(operation.body) },
              },
            },
          }
        : {}),
      responses,
      ...(operation.public ? { security: [] } : {}),
    };
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: entry };
  }

  return {
    openapi: '3.1.0',
    info: documentInfo,
    servers: [{ url: '/', description: 'This service' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    security: documentSecurity,
    paths,
    components: {
      schemas: answers.named,
      ...sharedComponents,
    },
  };
}

const built = new WeakMap<readonly Operation[], JsonObject>();

/** The OpenAPI 3.1 document of the service's declared operations (`server/api-routes.ts`), built once. */
export function openApiDocument(operations: readonly Operation[]): JsonObject {
  let document = built.get(operations);
  if (!document) {
    document = buildDocument(operations);
    built.set(operations, document);
  }
  return document;
}
