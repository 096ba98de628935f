import type { Operation } from '../declare-routes.ts';

export const errorStatuses = {
  400: [
    'BadRequest',
    'Malformed or missing value, wrong type, a reference to a missing record, or a bad header.',
  ],
  401: ['Unauthorized', 'Missing or wrong credentials, or an inactive user.'],
  403: ['Forbidden', 'The caller lacks the right for this action or for a field it names.'],
  404: ['NotFound', 'No such record, or one the caller may not see.'],
  409: ['Conflict', 'Conflicts with existing data (overlap, duplicate, still in use).'],
  412: ['PreconditionFailed', '`If-Match` names another version than the current one.'],
  413: ['PayloadTooLarge', 'The body is larger than 1 MiB.'],
  415: ['UnsupportedMediaType', 'The body is neither JSON nor a form.'],
  422: ['Unprocessable', 'A rule forbids the move, or an `Idempotency-Key` was reused for another request.'],
  429: ['TooManyRequests', 'Too many requests or failed sign-ins; wait `Retry-After` seconds.'],
  503: ['ServiceUnavailable', 'The database does not answer, or it lacks a migration of this version.'],
} as const;
type ErrorStatus = keyof typeof errorStatuses;

/** The error answers an operation can give, in the order of the checks (docs/interface.md#errors). */
export function errorStatusesOf(operation: Operation): ErrorStatus[] {
  // A public operation is refused only when its path names nothing (a calendar feed's token), for a
  // bad body, or for what it declares (a readiness probe's 503, a sign-in's 401).
  if (operation.public) {
    const statuses = new Set<ErrorStatus>(operation.refusals ?? []);
    if (operation.path.includes(':')) statuses.add(404);
    if (operation.body) for (const status of [400, 413, 415] as const) statuses.add(status);
    return [...statuses].sort((a, b) => a - b);
  }
  const statuses = new Set<ErrorStatus>([400, 401, 429, ...(operation.refusals ?? [])]);
  if (operation.path.includes(':')) statuses.add(404);
  if (operation.ifMatch) statuses.add(412);
  if (operation.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (operation.method === 'POST' && !operation.refusesIdempotencyKey) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** A query parameter's schema: the text the contract reads, before its transforms. */
