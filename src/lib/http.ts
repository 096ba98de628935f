import type { z } from 'zod';
import { errorBodySchema } from '../../contract/common.ts';
import { i18n } from '../i18n/i18n.ts';
import { type Credentials, readCredentials } from './credentials.ts';

/** The client gives up on a request after this long: longer, and a user takes the app for hung. */
export const REQUEST_TIMEOUT_MS = 15_000;
const APPLICATION_NAME = 'Stint';

/**
 * `http`: the service answered with an error status. `network`: no answer at all.
 * `timeout`: no answer within REQUEST_TIMEOUT_MS. `invalid-response`: an answer the contract does not describe.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status, or 0 when there was no answer. */
    readonly status: number,
    message: string,
    /** Request fields the service named as the cause (docs/interface.md#errors). */
    readonly fields: string[] = [],
    /** Seconds the service asked us to wait (429 Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text to show a user for any error a request or a render may throw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return i18n.t('errors.unexpected');
}

export type ApiResult<T> = { data: T; etag: string | null };

type QueryValue = string | number | boolean | null | undefined;

type RequestOptions = {
  /** Query parameters; undefined, null and empty values are left out (the service treats them as absent). */
  params?: Record<string, QueryValue>;
  /** The caller's cancellation, e.g. TanStack Query's `signal`. */
  signal?: AbortSignal;
  /**
   * Credentials to try instead of the stored ones (signing in with a key); null sends the request
   * with the session cookie whatever is stored (signing in with a password).
   */
  credentials?: Credentials | null;
};

type SendOptions<Schema extends z.ZodType> = RequestOptions & {
  body?: unknown;
  schema: Schema;
  /** The ETag of the version being changed, sent as If-Match so a stale write gets 412. */
  etag?: string | null;
  /** The same key for every retry of one submission, so the service creates the record once. */
  idempotencyKey?: string;
};

export type HttpMethod = 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** Retry-After is either seconds or an HTTP date. */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function statusMessage(status: number): string {
  if (status === 401) return i18n.t('errors.unauthorized');
  if (status === 403) return i18n.t('errors.forbidden');
  if (status === 404) return i18n.t('errors.notFound');
  if (status === 412) return i18n.t('errors.conflict');
  if (status === 429) return i18n.t('errors.rateLimited');
  if (status >= 500) return i18n.t('errors.server', { status });
  return i18n.t('errors.http', { status });
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  // A 5xx message carries only a request id; the translated status text reads better.
  const message =
    parsed.success && parsed.data.error.message && response.status < 500
      ? parsed.data.error.message
      : statusMessage(response.status);
  return new ApiError(
    'http',
    response.status,
    message,
    parsed.success ? (parsed.data.error.fields ?? []) : [],
    retryAfter,
  );
}

async function request<Schema extends z.ZodType>(
  method: 'GET' | HttpMethod,
  path: string,
  schema: Schema,
  options: RequestOptions & { body?: unknown; etag?: string | null; idempotencyKey?: string },
): Promise<ApiResult<z.output<Schema>>> {
  const credentials = options.credentials === undefined ? readCredentials() : options.credentials;
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language || 'en' });
  if (credentials) {
    headers.set('X-ServiceApiUser', credentials.email);
    headers.set('X-ServiceApiKey', credentials.key);
    headers.set('X-Service-External-Application', `${APPLICATION_NAME};${credentials.email}`);
  } else {
    // By session cookie: the app does not know the e-mail before the session check answers, and the
    // header names the client, so the page's host stands in for it.
    headers.set('X-Service-External-Application', `${APPLICATION_NAME};${window.location.host}`);
    // What a cross-site form cannot send: the service refuses an unsafe request by cookie without it.
    if (method !== 'GET') headers.set('X-Requested-With', 'stint');
  }
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.etag) headers.set('If-Match', options.etag);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const signal = options.signal ? combineSignals([options.signal, timeout.signal]) : timeout.signal;

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      cache: 'no-store',
      // A key's requests carry no cookie; a session's go with it (the app and its API share an origin).
      credentials: credentials ? 'omit' : 'same-origin',
    });
    text = await response.text();
  } catch (error) {
    // The caller cancelled (navigated away, a newer query): let TanStack Query see a plain abort.
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    if (timeout.signal.aborted) {
      throw new ApiError('timeout', 0, i18n.t('errors.timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 }));
    }
    throw new ApiError('network', 0, i18n.t('errors.network'));
  } finally {
    clearTimeout(timer);
  }

  let body: unknown;
  let isJson = true;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    isJson = false;
  }

  if (!response.ok) throw errorFromResponse(response, isJson ? body : undefined);

  const parsed = isJson ? schema.safeParse(body) : null;
  if (!parsed?.success) {
    console.error(`Unexpected answer to ${method} ${path}`, parsed?.error.issues ?? 'not JSON');
    throw new ApiError('invalid-response', response.status, i18n.t('errors.invalidResponse'));
  }
  return { data: parsed.data, etag: response.headers.get('ETag') };
}

/** Typed access to the service: every answer is parsed with its contract schema before use. */
export const api = {
  get<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options: RequestOptions = {},
  ): Promise<ApiResult<z.output<Schema>>> {
    return request('GET', path, schema, options);
  },

  send<Schema extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: SendOptions<Schema>,
  ): Promise<ApiResult<z.output<Schema>>> {
    return request(method, path, options.schema, options);
  },
};

/** A fresh Idempotency-Key; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
