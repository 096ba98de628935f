import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { successSchema } from '../contract/common.ts';
import type { ApiEnv, Deps } from './env.ts';
import { readBody, readQuery } from './http.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Refusals that depend on the operation; 400, 401 and 429 apply to every authenticated one, and a
 * public one declares its own (signing in: 401, 429). 503 is a readiness probe's "not yet".
 */
type Refusal = 401 | 403 | 409 | 422 | 429 | 503;

/**
 * One route of the service, declared once: the Hono path pattern under `/api`, the contract's
 * schemas for the query, the body and the answer, and which headers apply. The route is registered
 * from it (`bindRoutes`), its handler reads its input through it, and the OpenAPI document
 * (`server/openapi/document.ts`) and the fuzzer (`server/fuzz/endpoints.ts`) are derived from it.
 */
export type Operation = {
  method: Method;
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  /** Not named by the interface (docs/interface.md marks these **(extension)**). */
  extension?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body may be left out altogether (no content type, nothing sent): it then reads as `{}`. */
  bodyOptional?: boolean;
  response: z.ZodType;
  /** The answer carries the record's `ETag`. */
  etag?: boolean;
  /** An `If-Match` naming another version is a 412. */
  ifMatch?: boolean;
  /** A POST that refuses `Idempotency-Key` (400) instead of replaying it. */
  refusesIdempotencyKey?: boolean;
  refusals?: Refusal[];
  /**
   * Needs no credentials (the document itself, a calendar feed whose address is its credential,
   * signing in): answered before authentication and `Idempotency-Key`.
   */
  public?: boolean;
  /** The answer's media type when it is not JSON. */
  answerType?: 'text/calendar';
};

type QueryOf<Op> = Op extends { query: infer Query extends z.ZodObject } ? z.output<Query> : never;
type BodyOf<Op> = Op extends { body: infer Body extends z.ZodType } ? z.output<Body> : never;

/**
 * What a handler reads of its request, validated by the schemas its operation declares (a 400 names
 * each bad field). They are read when the handler asks, so that it refuses in the interface's order:
 * an unknown record (404) or a missing right (403) before a bad body.
 */
type Input<Op extends Operation> = {
  query(): QueryOf<Op>;
  body(): Promise<BodyOf<Op>>;
};

export type Handler<Op extends Operation> = (
  c: Context<ApiEnv>,
  input: Input<Op>,
) => Response | Promise<Response>;

/** The routes of one resource: their declarations, and the handlers that serve them given the deps. */
export type RouteGroup = {
  operations: readonly Operation[];
  handlersOf(deps: Deps): Record<string, Handler<Operation>>;
  names: readonly string[];
};

/**
 * Declares a resource's routes by name, each once, with the handlers that serve them: a handler for
 * every declared route, and nothing served that is not declared.
 */
export function declareRoutes<const Operations extends Record<string, Operation>>(
  operations: Operations,
  handlersOf: (deps: Deps) => { [Name in keyof Operations]: Handler<Operations[Name]> },
): RouteGroup {
  return {
    operations: Object.values(operations),
    names: Object.keys(operations),
    handlersOf: handlersOf as unknown as RouteGroup['handlersOf'],
  };
}

/** Checks a successful JSON answer against its operation's declared shape (the test harness sets one). */
export type AnswerCheck = (operation: Operation, body: unknown) => void;

/** Every declared route with its handler, ready to register on the `/api` app. */
export function bindRoutes(groups: readonly RouteGroup[], deps: Deps, checkAnswer?: AnswerCheck) {
  return groups.flatMap((group) => {
    const handlers = group.handlersOf(deps);
    return group.names.map((name, index) => {
      const operation = group.operations[index] as Operation;
      const handler = handlers[name] as Handler<Operation>;
      const serve = async (c: Context<ApiEnv>) => {
        const input: Input<Operation> = {
          query: () => readQuery(c, operation.query as z.ZodObject) as never,
          body: () => readBody(c, operation.body as z.ZodType, operation.bodyOptional) as Promise<never>,
        };
        const response = await handler(c, input);
        if (checkAnswer && response.status === 200 && !operation.answerType) {
          checkAnswer(operation, await response.clone().json());
        }
        return response;
      };
      return { operation, serve };
    });
  });
}

/** Registers bound routes on the `/api` app (whose base path the declared paths include). */
export function registerRoutes(api: Hono<ApiEnv>, routes: ReturnType<typeof bindRoutes>) {
  for (const { operation, serve } of routes)
    api.on(operation.method, operation.path.slice('/api'.length), serve);
}

type RecordOperations = {
  tag: string;
  /** The collection's path, e.g. `/api/v2/customers`; a record is `<base>/:id`. */
  base: `/api/${string}`;
  /** The record's name in summaries, and its plural when not `<noun>s`. */
  noun: string;
  plural?: string;
  list: z.ZodType;
  listQuery?: z.ZodObject;
  single: z.ZodType;
  add: z.ZodType;
  edit: z.ZodType;
  extension?: boolean;
  /** Who may write, and what blocks a delete. */
  writeRefusals?: Refusal[];
  deleteRefusals?: Refusal[];
};

type ListQueryOf<Resource> = Resource extends { listQuery: infer Query extends z.ZodObject }
  ? Query
  : undefined;

/** The five operations of a record resource: list, get, add, edit, delete. */
export function recordOperations<const Resource extends RecordOperations>(resource: Resource) {
  const { tag, base, noun, extension } = resource;
  // "an entry", but "a user": no noun here starts with a vowel sound written u.
  const article = /^[aeio]/.test(noun) ? 'an' : 'a';
  const writeRefusals = resource.writeRefusals ?? [403];
  const common = { tag, ...(extension ? { extension } : {}) };
  return {
    list: {
      ...common,
      method: 'GET',
      path: base,
      summary: `List ${resource.plural ?? `${noun}s`}`,
      query: resource.listQuery as ListQueryOf<Resource>,
      response: resource.list as Resource['list'],
      refusals: [403],
    },
    get: {
      ...common,
      method: 'GET',
      path: `${base}/:id`,
      summary: `Get ${article} ${noun}`,
      response: resource.single as Resource['single'],
      etag: true,
    },
    add: {
      ...common,
      method: 'POST',
      path: base,
      summary: `Add ${article} ${noun}`,
      body: resource.add as Resource['add'],
      response: resource.single as Resource['single'],
      etag: true,
      refusals: [...writeRefusals, 409],
    },
    edit: {
      ...common,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Edit ${article} ${noun}`,
      description: 'Partial: send only the fields to change.',
      body: resource.edit as Resource['edit'],
      response: resource.single as Resource['single'],
      etag: true,
      ifMatch: true,
      refusals: [...writeRefusals, 409, 422],
    },
    delete: {
      ...common,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete ${article} ${noun}`,
      response: successSchema,
      ifMatch: true,
      refusals: resource.deleteRefusals ?? [...writeRefusals, 409],
    },
  } as const satisfies Record<string, Operation>;
}
