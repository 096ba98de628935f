import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operations } from '../api-routes.ts';
import type { Operation } from '../declare-routes.ts';
import { openApiDocument, openApiPath } from '../openapi/document.ts';

type Problem = { instancePath: string; message?: string; params?: unknown };

let compiled: Ajv2020 | undefined;

/**
 * The problems of a successful answer against the schema the OpenAPI document gives that operation.
 * Its objects forbid keys they do not name (`additionalProperties: false`), so a record that carries
 * more than the interface's fields is a problem, whoever asked.
 */
export function answerProblems(operation: Operation, body: unknown): Problem[] {
  if (!compiled) {
    compiled = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(compiled);
    compiled.addSchema(openApiDocument(operations), 'openapi.json');
  }
  const pointer = ['paths', openApiPath(operation.path), operation.method.toLowerCase()]
    .concat(['responses', '200', 'content', operation.answerType ?? 'application/json', 'schema'])
    .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('/');
  const validate = compiled.getSchema(`openapi.json#/${pointer}`);
  if (!validate) throw new Error(`no schema for ${operation.method} ${operation.path}`);
  return validate(body) ? [] : (validate.errors ?? []);
}
