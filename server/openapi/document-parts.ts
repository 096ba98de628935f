import { errorStatuses } from './errors.ts';

/**
 * The parts of the OpenAPI document that no operation changes: what the service is, how a caller
 * signs in, the shared headers and parameters, and the error answers.
 */
export const documentInfo = {
  title: 'Stint API',
  version: '0.1.0',
  description:
    "The JSON interface of Stint's reference service, generated from the zod schemas in `contract/`. " +
    'Every request carries `X-ServiceApiUser` and `X-ServiceApiKey` (or HTTP Basic with the same e-mail ' +
    'and key) and `X-Service-External-Application: <name>;<e-mail>`. Error messages follow ' +
    '`Accept-Language` (en, de, fr). Operations marked **(extension)** are not named by the interface ' +
    'the service implements; docs/interface.md says how the service fills what that interface leaves open.',
};

export const documentSecurity = [
  { ServiceApiUser: [], ServiceApiKey: [], ExternalApplication: [] },
  { Basic: [], ExternalApplication: [] },
];

const errorResponses = Object.fromEntries(
  Object.entries(errorStatuses).map(([status, [name, description]]) => [
    name,
    {
      description,
      headers: {
        'X-Request-Id': { $ref: '#/components/headers/RequestId' },
        ...(status === '429'
          ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } }
          : {}),
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  ]),
);

export const sharedComponents = {
  securitySchemes: {
    ServiceApiUser: {
      type: 'apiKey',
      in: 'header',
      name: 'X-ServiceApiUser',
      description: "The user's e-mail address (matched case-insensitively).",
    },
    ServiceApiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'X-ServiceApiKey',
      description: "The user's API key, shown once when issued.",
    },
    Basic: {
      type: 'http',
      scheme: 'basic',
      description: 'E-mail and API key as user name and password.',
    },
    ExternalApplication: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-External-Application',
      description:
        'Required on every request: `<application name>;<contact e-mail>`, at most 200 characters (400 otherwise). Not a secret.',
    },
  },
  parameters: {
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The `ETag` of the version being changed; another version is a 412 and changes nothing. `*` matches any; weak tags never match.',
      schema: { type: 'string' },
    },
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A retry with the same key by the same user returns the first answer and creates nothing new; the same key on another request is a 422.',
      schema: { type: 'string', maxLength: 200 },
    },
  },
  headers: {
    ETag: {
      description: 'The record\'s version, strong and quoted (`"3"`).',
      schema: { type: 'string' },
    },
    RequestId: {
      description:
        "The request's id in the service's log: the client's own `X-Request-Id` when it is 1–64 safe characters, else a new one.",
      schema: { type: 'string', maxLength: 64 },
    },
  },
  responses: errorResponses,
};
