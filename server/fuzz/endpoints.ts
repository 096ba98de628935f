import { z } from 'zod';
import { calendarFeedScopes } from '../../contract/calendar-feed.ts';
import { targetHoursAddSchema } from '../../contract/target-hours.ts';
import { operations } from '../api-routes.ts';
import type { Method } from '../declare-routes.ts';

/**
 * One route of the service as the fuzzer drives it: `:name` segments of `path` take values from the pool
 * `params` names (see `server/fuzz/fixture.ts`), the query and body start from the contract's schemas.
 */
export type Endpoint = {
  method: Method;
  path: string;
  params?: Record<string, string>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A schema whose required fields a refusal may name although the body need not carry them. */
  requires?: z.ZodType;
};

/** The pool a record path's `:id` draws from, by the path before it. */
const idPools: Record<string, string> = {
  '/api/v2/customers': 'customers',
  '/api/v2/projects': 'projects',
  '/api/v2/users': 'users',
  '/api/v2/teams': 'teams',
  '/api/teams': 'teams',
  '/api/v2/lumpsumservices': 'lumpsum_services_id',
  '/api/services': 'services_id',
  '/api/v2/surcharges': 'surcharges',
  '/api/nonbusinessgroups': 'nonbusiness_groups_id',
  '/api/v2/usersNonbusinessGroups': 'periods',
  '/api/v2/usersSurchargeModels': 'surcharge_periods',
  '/api/v2/entries': 'entries',
  '/api/v2/workTimes/changeRequests': 'change_requests',
  '/api/absences': 'absences',
  '/api/targethours': 'targethours',
  '/api/holidaysquota': 'holidaysquota',
};

function paramsOf(path: string): Record<string, string> | undefined {
  const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name as string);
  if (names.length === 0) return undefined;
  const base = path.slice(0, path.indexOf('/:'));
  // Other parameters (a feed's scope or file, a carryover's user and year) draw from their own pools.
  return Object.fromEntries(names.map((name) => [name, name === 'id' ? (idPools[base] ?? name) : name]));
}

/** Rules a body schema cannot state, by route: what a refusal may name that the body lacked. */
const requiredBeyondSchema: Record<string, z.ZodType> = {
  // An edit that sends `type` must bring all of that type's fields (docs/interface.md#target-hours).
  'PUT /api/targethours/:id': targetHoursAddSchema,
  // Turning two-factor off needs the password or a current code; given neither, the password is asked for.
  'POST /api/two-factor/off': z.object({ password: z.string() }),
};

/**
 * Every route `createApp` registers, from their declarations (`server/api-routes.ts`), as the API
 * description is; `server/fuzz/fuzz.test.ts` checks that none is missing.
 */
export const endpoints: Endpoint[] = operations.map((operation) => ({
  method: operation.method,
  path: operation.path,
  params: paramsOf(operation.path),
  query: operation.query,
  body: operation.body,
  requires: requiredBeyondSchema[`${operation.method} ${operation.path}`],
}));

/** Path values that are words, not ids: a calendar feed's scope, and a feed file no token names. */
export const pathWords: Record<string, readonly string[]> = {
  scope: calendarFeedScopes,
  file: ['unknown-token.ics'],
};

export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
